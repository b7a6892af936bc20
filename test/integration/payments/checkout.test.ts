// The public checkout API over HTTP: payment, result and attempt views, status, logo, the way
// back to the merchant, opening attempts (every refusal), the attempt view and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrganisationStatus } from '../../../shared/organisations/change-organisation.js';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { tinyPng, upload } from '../files/support.js';
import {
  collectingMerchant,
  eventsOf,
  eventually,
  getPayment,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  payerCompletes,
  timelineOf,
  type Collector,
} from './support.js';

const MAX_ATTEMPTS = 3;
const PER_REFERENCE = 40;

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ...PAYMENT_TEST_ENV,
      PAYMENTS_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
    publicRateLimits: { 'checkout-per-reference': PER_REFERENCE, 'callbacks-per-attempt': 5 },
  });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci', 'kashy']);
});

afterAll(async () => {
  await app?.stop();
});

describe('checkout views', () => {
  it('shows the payment with its merchant and the providers the payer may choose, and counts opens of the payment view only', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['kashy', 'clictopay'], successUrl: 'https://shop.example.tn/ok' });
    const res = await app.http.get(`/checkout/${payment.reference}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reference: payment.reference,
      status: 'pending',
      amount: 12_500,
      currency: 'TND',
      description: 'Commande de test',
      expiresAt: payment.expiresAt,
      merchant: { displayName: expect.any(String), themeColor: null, logoUrl: null },
      providers: expect.arrayContaining([
        { code: 'kashy', name: expect.any(String) },
        { code: 'clictopay', name: expect.any(String) },
      ]),
      // Where the payer will land: the merchant's URL with the payment's reference.
      successUrl: `https://shop.example.tn/ok?reference=${payment.reference}`,
      failUrl: null,
      successMessage: null,
    });
    expect(res.body.providers).toHaveLength(2);

    const result = await app.http.get(`/checkout/${payment.reference}?view=result`);
    expect(result.body.result).toMatchObject({ status: 'pending', attemptId: null });
    const attemptView = await app.http.get(`/checkout/${payment.reference}?view=attempt`);
    expect(attemptView.body.attempt).toBeNull();
    expect((await app.http.get(`/checkout/${payment.reference}?view=other`)).status).toBe(400);

    const read = await getPayment(app, merchant, payment.reference);
    expect(read.result.checkoutOpensCount).toBe(1);
    expect(read.result.firstOpenedAt).toBeTruthy();
    const opens = (await timelineOf(app, merchant, payment.reference, '&category=checkout')).items;
    expect(opens).toEqual([expect.objectContaining({ type: 'checkout.opened', actor: { type: 'payer', id: null }, source: 'checkout' })]);

    const status = await app.http.get(`/checkout/${payment.reference}/status`);
    expect(status.body).toEqual({
      reference: payment.reference,
      status: 'pending',
      provider: null,
      expiresAt: payment.expiresAt,
      successUrl: `https://shop.example.tn/ok?reference=${payment.reference}`,
      failUrl: null,
      successMessage: null,
    });
  });

  it('re-displays the last attempt (view=attempt) and shows the outcome (view=result)', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'kashy');
    const shown = await app.http.get(`/checkout/${payment.reference}?view=attempt`);
    expect(shown.body.attempt).toEqual({ ...attempt, status: 'pending', paymentStatus: 'pending' });
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'kashy', 'success');
    const result = await eventually(async () => {
      const res = await app.http.get(`/checkout/${payment.reference}?view=result`);
      expect(res.body.status).toBe('succeeded');
      return res.body;
    });
    expect(result.providers).toEqual([]);
    expect(result.result).toMatchObject({ status: 'succeeded', provider: 'kashy', attemptId: attempt.attemptId, failureCode: null });
    expect((await getPayment(app, merchant, payment.reference)).result.checkoutOpensCount).toBe(0);
  });

  it('answers 404 payment_not_found for an unknown or malformed reference', async () => {
    for (const path of [`/checkout/${'a'.repeat(24)}`, '/checkout/nope', `/checkout/${'b'.repeat(24)}/status`, `/checkout/${'c'.repeat(24)}/logo`]) {
      const res = await app.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('payment_not_found');
    }
  });

  it("serves the account's logo, and 404 logo_not_found without one", async () => {
    const payment = await newPayment(app, merchant);
    const missing = await app.http.get(`/checkout/${payment.reference}/logo`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('logo_not_found');

    const png = tinyPng();
    const uploaded = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'logo', content: png, name: 'logo.png', declaredType: 'image/png' });
    expect(uploaded.status, uploaded.text).toBe(201);
    const patched = await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`,
      { logoFileId: uploaded.body.id, displayName: 'Boutique Jasmin', themeColor: '#123456' },
      asSession(merchant.owner.cookie),
    );
    expect(patched.status, patched.text).toBe(200);

    const view = await app.http.get(`/checkout/${payment.reference}`);
    expect(view.body.merchant).toEqual({
      displayName: 'Boutique Jasmin',
      themeColor: '#123456',
      logoUrl: `${app.baseUrl}/checkout/${payment.reference}/logo`,
    });
    const logo = await fetch(view.body.merchant.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });
});

describe('the way back to the merchant', () => {
  it('goes to the result page while pending, to the success URL once paid, and records each redirection', async () => {
    const payment = await newPayment(app, merchant, { successUrl: 'https://shop.example.tn/merci', failUrl: 'https://shop.example.tn/echec' });
    const pending = await app.http.get(`/checkout/${payment.reference}/return?outcome=success`);
    expect(pending.status).toBe(302);
    expect(pending.headers.get('location')).toBe(`${app.baseUrl}/pay/${payment.reference}`);

    const attempt = await openAttempt(app, payment.reference, 'flouci');
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'flouci', 'success');
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'));
    const paid = await app.http.get(`/checkout/${payment.reference}/return?outcome=success`);
    // The merchant's page learns which payment came back.
    expect(paid.headers.get('location')).toBe(`https://shop.example.tn/merci?reference=${payment.reference}`);

    const items = (await timelineOf(app, merchant, payment.reference, '&category=checkout')).items;
    expect(items.map((i) => [i.type, i.details.destination, i.details.outcome])).toEqual([
      ['payer_redirected_to_merchant', 'checkout_result', 'success'],
      ['payer_redirected_to_merchant', 'success_url', 'success'],
    ]);
  });

  it('goes to the fail URL of a payment that ended otherwise, whatever the browser claims', async () => {
    const payment = await newPayment(app, merchant, { failUrl: 'https://shop.example.tn/echec?panier=42#recap' });
    await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    const res = await app.http.get(`/checkout/${payment.reference}/return?outcome=success`);
    // Joined with `&` to the merchant's own query, before the fragment.
    expect(res.headers.get('location')).toBe(`https://shop.example.tn/echec?panier=42&reference=${payment.reference}#recap`);
    const noUrl = await newPayment(app, merchant);
    await app.http.post(`/payments/${noUrl.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect((await app.http.get(`/checkout/${noUrl.reference}/return?outcome=fail`)).headers.get('location')).toBe(`${app.baseUrl}/pay/${noUrl.reference}`);
  });
});

describe('opening attempts', () => {
  it('refuses a provider the payment does not accept, or an unknown one', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['clictopay'] });
    const refused = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'flouci' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'provider_not_accepted', provider: 'flouci' });
    const unrouted = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'izi' });
    expect(unrouted.body.error).toBe('provider_not_accepted');
    const unknown = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'paypal' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('validation_failed');
    expect((await app.http.post(`/checkout/${'d'.repeat(24)}/attempts`, { provider: 'flouci' })).body.error).toBe('payment_not_found');
  });

  it('offers no provider while the organisation is suspended', async () => {
    const suspended = await collectingMerchant(app, ['flouci']);
    const payment = await newPayment(app, suspended);
    await changeOrganisationStatus({ organisationId: suspended.organisationId, actor: { type: 'system', id: null }, clientIp: null }, 'suspended', 'test');
    expect((await app.http.get(`/checkout/${payment.reference}?view=result`)).body.providers).toEqual([]);
    const refused = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'flouci' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('provider_not_accepted');
  });

  it(`allows ${MAX_ATTEMPTS} attempts (409 too_many_attempts after), and fails the payment when the last one fails`, async () => {
    const payment = await newPayment(app, merchant);
    const attempts = [];
    // The payer is declined, tries again, and again.
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      const attempt = await openAttempt(app, payment.reference, 'clictopay');
      attempts.push(attempt);
      if (i === MAX_ATTEMPTS - 1) {
        const extra = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'flouci' });
        expect(extra.status).toBe(409);
        expect(extra.body).toMatchObject({ error: 'too_many_attempts', maxAttempts: MAX_ATTEMPTS });
      }
      await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'decline');
      const status = (await getPayment(app, merchant, payment.reference)).status;
      // The payment fails only once no attempt is left to succeed.
      expect(status).toBe(i < MAX_ATTEMPTS - 1 ? 'pending' : 'failed');
    }
    const failed = await getPayment(app, merchant, payment.reference);
    expect(failed.result).toMatchObject({ status: 'failed', failedAttemptsCount: MAX_ATTEMPTS, failureCode: 'declined' });
    const events = await eventsOf(payment.reference);
    expect(events.map((e) => e.type)).toEqual(['payment.failed']);
    expect(events[0]!.data.attempt).toMatchObject({ id: attempts.at(-1)!.attemptId, status: 'failed' });
    const notPending = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'flouci' });
    expect(notPending.body).toMatchObject({ error: 'payment_not_pending', status: 'failed' });
  });

  it('answers 404 attempt_not_found for an attempt of another payment or an unknown one', async () => {
    const one = await newPayment(app, merchant);
    const other = await newPayment(app, merchant);
    const attempt = await openAttempt(app, one.reference, 'flouci');
    const res = await app.http.get(`/checkout/${other.reference}/attempts/${attempt.attemptId}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('attempt_not_found');
    expect((await app.http.get(`/checkout/${one.reference}/attempts/not-a-uuid`)).body.error).toBe('attempt_not_found');
    const view = await app.http.get(`/checkout/${one.reference}/attempts/${attempt.attemptId}`);
    expect(view.body).toEqual({ ...attempt, status: 'redirected', paymentStatus: 'pending' });
  });
});

describe('provider callbacks', () => {
  it('answer 404 for an unknown attempt or the wrong provider, and never trust what the callback says', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'flouci');
    expect((await app.http.post(`/callbacks/flouci/00000000-0000-4000-8000-000000000000`, {})).status).toBe(404);
    expect((await app.http.get(`/callbacks/clictopay/${attempt.attemptId}`)).body.error).toBe('attempt_not_found');
    expect((await app.http.get(`/callbacks/nobody/${attempt.attemptId}`)).status).toBe(404);

    // A forged "success" callback: the status call says the payer has not paid.
    const forged = await app.http.post(`/callbacks/flouci/${attempt.attemptId}`, { status: 'SUCCESS', payment_id: 'forged' });
    expect(forged.status).toBe(200);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');
    const back = await app.http.get(`/callbacks/flouci/${attempt.attemptId}?payment_id=forged`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${app.baseUrl}/pay/${payment.reference}?attempt=${attempt.attemptId}`);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');
  });
});

describe('rate limits', () => {
  it(`answers 429 rate_limited with Retry-After past ${PER_REFERENCE} requests per reference and window`, async () => {
    const payment = await newPayment(app, merchant);
    const other = await newPayment(app, merchant);
    const answers = [];
    for (let i = 0; i < PER_REFERENCE + 2; i += 1) answers.push(await app.http.get(`/checkout/${payment.reference}/status`));
    expect(answers.slice(0, PER_REFERENCE).every((a) => a.status === 200)).toBe(true);
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect((await app.http.get(`/checkout/${other.reference}/status`)).status).toBe(200);
  });

  it('limits callbacks per attempt', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'clictopay');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await app.http.post(`/callbacks/clictopay/${attempt.attemptId}`, {}));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.headers.get('retry-after')).toBeTruthy();
  });
});
