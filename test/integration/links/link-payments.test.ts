// The payer's side of payment links over HTTP: the public view and logo, every rule of
// starting a payment, the counts kept in the payment and settlement transactions, and the
// races: one single-use link, one payment; a capped link, exact counts; two successes, both counted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventsOf,
  eventually,
  getPayment,
  merchantAttempt,
  openAttempt,
  PAYMENT_TEST_ENV,
  payerCompletes,
  timelineOf,
  type Collector,
} from '../payments/support.js';
import { LINK_HOLD_WITHOUT_ATTEMPT_MINUTES } from '../../../shared/links/start-link-payment.js';
import { fixedLinkBody, newLink, openLinkBody, payAt, readLink, startFromLink } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci', 'kashy']);
});

afterAll(async () => {
  await app?.stop();
});

const start = (slug: string, body: unknown = {}) => app.http.post(`/links/${slug}/payments`, body);

describe('GET /links/{slug}', () => {
  it('shows the payer the link public view, with no merchant-only field', async () => {
    const link = await newLink(app, merchant, openLinkBody({ description: 'Livraison à Sfax', payerFields: { phone: 'required' } }));
    const res = await app.http.get(`/links/${link.slug}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      slug: link.slug,
      title: 'Panier de dattes Deglet Nour',
      description: 'Livraison à Sfax',
      status: 'active',
      amountType: 'open',
      amount: null,
      minAmount: 1_000,
      maxAmount: 500_000,
      currency: 'TND',
      payerFields: { name: 'optional', email: 'optional', phone: 'required' },
      expiresAt: null,
      merchant: { displayName: expect.any(String), themeColor: null, logoUrl: null },
    });
  });

  it('answers 404 payment_link_not_found for an unknown or malformed slug, and for its logo', async () => {
    for (const path of ['/links/abcdefghjkmnpq', '/links/NOT-A-SLUG', '/links/abcdefghjkmnpq/logo']) {
      const res = await app.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('payment_link_not_found');
    }
    const start404 = await start('abcdefghjkmnpq', { amount: 5_000 });
    expect(start404.status).toBe(404);
    expect(start404.body.error).toBe('payment_link_not_found');
  });

  it('answers 404 logo_not_found when the account has no logo', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const res = await app.http.get(`/links/${link.slug}/logo`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('logo_not_found');
  });
});

describe('POST /links/{slug}/payments', () => {
  it('starts a payment with channel link, the link id, its providers, message and redirect, and counts it', async () => {
    const link = await newLink(
      app,
      merchant,
      fixedLinkBody({
        acceptedProviders: ['flouci', 'kashy'],
        successMessage: 'Merci pour votre achat',
        redirectUrl: 'https://boutique.example.tn/merci',
        payerFields: { name: 'required', email: 'optional', phone: 'hidden' },
      }),
    );
    const started = await start(link.slug, { payer: { firstName: 'Amal', lastName: 'Ben Salah', phone: '+21620000000' } });
    expect(started.status, started.text).toBe(201);
    expect(Object.keys(started.body).sort()).toEqual(['payUrl', 'reference']);
    expect(started.body.payUrl).toBe(`${app.baseUrl}/pay/${started.body.reference}`);

    const payment = await getPayment(app, merchant, started.body.reference);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 35_000,
      currency: 'TND',
      description: 'Chéchia rouge',
      channel: 'link',
      paymentLinkId: link.id,
      acceptedProviders: ['flouci', 'kashy'],
      successUrl: 'https://boutique.example.tn/merci',
      // The phone is hidden on this link: not kept.
      payer: { firstName: 'Amal', lastName: 'Ben Salah' },
    });
    const checkout = await app.http.get(`/checkout/${started.body.reference}`);
    expect(checkout.body).toMatchObject({ successMessage: 'Merci pour votre achat', providers: [{ code: 'flouci' }, { code: 'kashy' }] });
    expect(await readLink(app, merchant, link.id)).toMatchObject({ paymentsCount: 1, succeededCount: 0, collectedAmount: 0 });

    // The merchant's list of payments shows it, filtered like any other.
    const list = await app.http.get('/payments?limit=5', asKey(merchant.apiKey));
    expect(list.body.items.find((p: { reference: string }) => p.reference === started.body.reference)).toMatchObject({ channel: 'link' });
  });

  it('keeps the amount and providers of a payment already started when the link changes', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ acceptedProviders: ['clictopay'] }));
    const started = await startFromLink(app, link.slug);
    const changed = await app.http.patch(`/payment-links/${link.id}`, { amount: 99_000, acceptedProviders: ['kashy'] }, asKey(merchant.apiKey));
    expect(changed.status, changed.text).toBe(200);
    expect(await getPayment(app, merchant, started.reference)).toMatchObject({ amount: 35_000, acceptedProviders: ['clictopay'] });
    const next = await startFromLink(app, link.slug);
    expect(await getPayment(app, merchant, next.reference)).toMatchObject({ amount: 99_000, acceptedProviders: ['kashy'] });
  });

  it('takes the amount of an open link within its bounds', async () => {
    const link = await newLink(app, merchant, openLinkBody());
    for (const [amount, code] of [
      [undefined, 'amount_required'],
      [999, 'amount_out_of_bounds'],
      [500_001, 'amount_out_of_bounds'],
    ] as const) {
      const res = await start(link.slug, amount === undefined ? {} : { amount });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toBe(code);
    }
    for (const body of [{ amount: 12.5 }, { amount: '12500' }, { amount: -5 }, { amount: 5_000, tip: 1 }]) {
      const res = await start(link.slug, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    for (const amount of [1_000, 500_000]) {
      const started = await startFromLink(app, link.slug, { amount });
      expect((await getPayment(app, merchant, started.reference)).amount).toBe(amount);
    }
    expect(await readLink(app, merchant, link.id)).toMatchObject({ paymentsCount: 2 });
  });

  it('refuses another amount on a fixed link', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const res = await start(link.slug, { amount: 1_000 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('amount_not_allowed');
    expect((await start(link.slug, { amount: 35_000 })).status).toBe(201);
  });

  it('asks for each required payer field (400 payer_field_required naming it)', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ payerFields: { name: 'required', email: 'required', phone: 'optional' } }));
    const res = await start(link.slug, { payer: { firstName: 'Amal', lastName: '   ' } });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toBe('payer_field_required');
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['payer.lastName', 'payer.email']);
    const bad = await start(link.slug, { payer: { firstName: 'A', lastName: 'B', email: 'not-an-email' } });
    expect(bad.body.error).toBe('validation_failed');
    expect((await start(link.slug, { payer: { firstName: 'Amal', lastName: 'Ben Salah', email: 'amal@example.tn' } })).status).toBe(201);
  });

  it('refuses a disabled link (409 link_disabled) and takes payments again once enabled', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    await app.http.post(`/payment-links/${link.id}/disable`, undefined, asKey(merchant.apiKey));
    expect((await app.http.get(`/links/${link.slug}`)).body.status).toBe('disabled');
    const res = await start(link.slug);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('link_disabled');
    await app.http.post(`/payment-links/${link.id}/enable`, undefined, asKey(merchant.apiKey));
    expect((await start(link.slug)).status).toBe(201);
  });

  it('refuses an expired link (409 link_expired)', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ expiresAt: new Date(Date.now() + 60_000).toISOString() }));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      expect((await app.http.get(`/links/${link.slug}`)).body.status).toBe('expired');
      const res = await start(link.slug);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('link_expired');
    } finally {
      vi.useRealTimers();
    }
    expect((await readLink(app, merchant, link.id)).paymentsCount).toBe(0);
  });

  it('refuses a link whose account is paused (409 payment_account_inactive)', async () => {
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/payment-accounts`,
      { name: `Étal ${Date.now()}` },
      { headers: { cookie: merchant.owner.cookie } },
    );
    await app.http.put(
      `/organisations/${merchant.organisationId}/payment-accounts/${created.body.id}/routing`,
      { routes: [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay }] },
      { headers: { cookie: merchant.owner.cookie } },
    );
    const link = await newLink(app, merchant, fixedLinkBody({ paymentAccountId: created.body.id }));
    await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${created.body.id}`,
      { status: 'paused' },
      { headers: { cookie: merchant.owner.cookie } },
    );
    const res = await start(link.slug);
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toBe('payment_account_inactive');
  });
});

describe('single-use links', () => {
  it('starts exactly one payment out of 20 parallel starts; the others are 409 link_busy', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(link.slug)));
    const created = answers.filter((res) => res.status === 201);
    expect(created).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.error).toBe('link_busy');
    }
    expect((await readLink(app, merchant, link.id)).paymentsCount).toBe(1);

    // Paid: the link is completed, and says so.
    await payAt(app, merchant, created[0]!.body.reference);
    await eventually(async () => expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'completed', succeededCount: 1, collectedAmount: 35_000 }));
    const after = await start(link.slug);
    expect(after.status).toBe(409);
    expect(after.body.error).toBe('link_completed');
    expect((await app.http.get(`/links/${link.slug}`)).body.status).toBe('completed');
  });

  it('is free again when its payment fails or is canceled', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single' }));
    const first = await startFromLink(app, link.slug);
    const canceled = await app.http.post(`/payments/${first.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    const second = await startFromLink(app, link.slug);
    expect(second.reference).not.toBe(first.reference);
    expect((await start(link.slug)).body.error).toBe('link_busy');
  });

  /** Runs `body` with the service's clock `minutes` ahead (one process: the service reads the same Date). */
  async function minutesLater<T>(minutes: number, body: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * 60_000 });
    try {
      return await body();
    } finally {
      vi.useRealTimers();
    }
  }

  it(`a start that opens no attempt holds the link for ${LINK_HOLD_WITHOUT_ATTEMPT_MINUTES} minutes at most; then 20 parallel starts: exactly one wins`, async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single' }));
    const abandoned = await startFromLink(app, link.slug);
    expect((await start(link.slug)).body.error).toBe('link_busy');
    const almost = await minutesLater(LINK_HOLD_WITHOUT_ATTEMPT_MINUTES - 0.5, () => start(link.slug));
    expect(almost.status, almost.text).toBe(409);
    expect(almost.body.error).toBe('link_busy');

    const answers = await minutesLater(LINK_HOLD_WITHOUT_ATTEMPT_MINUTES + 0.1, () =>
      Promise.all(Array.from({ length: 20 }, () => start(link.slug))),
    );
    const created = answers.filter((res) => res.status === 201);
    expect(created, answers.map((a) => a.status).join()).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.error).toBe('link_busy');
    }
    expect(created[0]!.body.reference).not.toBe(abandoned.reference);
    // The abandoned payment stays payable until it expires.
    expect((await getPayment(app, merchant, abandoned.reference)).status).toBe('pending');
    await openAttempt(app, abandoned.reference, 'clictopay');
  });

  it('a start with an attempt open at a provider holds the link while the attempt is open, and frees it when the attempt ends', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single' }));
    const first = await startFromLink(app, link.slug);
    const attempt = await openAttempt(app, first.reference, 'clictopay');
    const held = await minutesLater(LINK_HOLD_WITHOUT_ATTEMPT_MINUTES * 3, () => start(link.slug));
    expect(held.status, held.text).toBe(409);
    expect(held.body.error).toBe('link_busy');

    // The payer is declined at the provider: the attempt ends, the payment stays pending.
    await payerCompletes(app, merchant, first.reference, attempt.attemptId, 'clictopay', 'decline');
    await eventually(async () => expect((await merchantAttempt(app, merchant, first.reference, attempt.attemptId)).status).toBe('failed'));
    expect((await getPayment(app, merchant, first.reference)).status).toBe('pending');
    const freed = await minutesLater(LINK_HOLD_WITHOUT_ATTEMPT_MINUTES * 3, () => start(link.slug));
    expect(freed.status, freed.text).toBe(201);
  });

  it('records, raises and counts a second success it could not prevent', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single' }));
    // A payer opens a payment and an attempt at the provider, then leaves; the payment expires.
    const first = await startFromLink(app, link.slug);
    const firstAttempt = await openAttempt(app, first.reference, 'clictopay');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    try {
      await app.runSchedule('payments-expiry');
    } finally {
      vi.useRealTimers();
    }
    expect((await getPayment(app, merchant, first.reference)).status).toBe('expired');

    // Another payer starts and pays.
    const second = await startFromLink(app, link.slug);
    await payAt(app, merchant, second.reference, 'flouci');
    await eventually(async () => expect((await getPayment(app, merchant, second.reference)).status).toBe('succeeded'));

    // The first payer comes back to the provider's page and pays after all.
    await payerCompletes(app, merchant, first.reference, firstAttempt.attemptId, 'clictopay', 'success');
    await eventually(async () => {
      expect((await eventsOf(first.reference)).map((e) => e.type).sort()).toEqual(['attempt.duplicate_success', 'payment.expired']);
    });
    const anomaly = (await timelineOf(app, merchant, first.reference, '&category=anomaly')).items.map((item) => item.type);
    expect(anomaly).toContain('attempt.duplicate_success');
    expect(await readLink(app, merchant, link.id)).toMatchObject({
      status: 'completed',
      paymentsCount: 2,
      succeededCount: 2,
      collectedAmount: 70_000,
    });
    // Reported again (a repeated callback, the poller): counted once.
    await app.runSchedule('payments-poller');
    expect((await readLink(app, merchant, link.id)).succeededCount).toBe(2);
  });
});

describe('reusable links with a cap', () => {
  it('counts 20 payments paid in parallel exactly, then refuses the next one (409 link_completed)', async () => {
    const link = await newLink(app, merchant, openLinkBody({ maxUses: 5 }));
    const amounts = Array.from({ length: 20 }, (_, i) => 1_000 + i * 250);
    const started = await Promise.all(amounts.map((amount) => startFromLink(app, link.slug, { amount })));
    expect((await readLink(app, merchant, link.id)).paymentsCount).toBe(20);

    await Promise.all(started.map((payment) => payAt(app, merchant, payment.reference)));
    const statuses = await eventually(async () => {
      const payments = await Promise.all(started.map((p) => getPayment(app, merchant, p.reference)));
      expect(payments.every((p) => p.status !== 'pending')).toBe(true);
      return payments;
    }, 20_000);
    const succeeded = statuses.filter((p) => p.status === 'succeeded');
    expect(succeeded.length).toBe(20);
    const after = await readLink(app, merchant, link.id);
    expect(after).toMatchObject({
      status: 'completed',
      succeededCount: succeeded.length,
      collectedAmount: succeeded.reduce((sum, p) => sum + p.amount, 0),
    });

    const refused = await start(link.slug, { amount: 5_000 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('link_completed');

    // Raising the cap above the count makes it active again.
    const raised = await app.http.patch(`/payment-links/${link.id}`, { maxUses: 21 }, asKey(merchant.apiKey));
    expect(raised.body.status).toBe('active');
    expect((await start(link.slug, { amount: 5_000 })).status).toBe(201);
  }, 60_000);
});
