// Payments through every provider's sandbox simulator, end to end over HTTP: the checkout opens
// an attempt, the payer pays (or not) at the provider, the callbacks and the browser return
// are confirmed by status calls, and the payment, its events, its timeline and the receipt follow.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { asKey, asSession, createStaff } from '../../helpers/fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  browserReturns,
  collectingMerchant,
  eventsOf,
  eventually,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  payerCompletes,
  SANDBOX,
  timelineOf,
  type Collector,
} from './helpers.js';

const KINDS: Record<ProviderCode, string> = {
  clictopay: 'redirect',
  flouci: 'redirect',
  izi: 'redirect',
  mpgs_poste: 'form',
  pluxee: 'redirect',
  kashy: 'qr',
  enda_tao: 'redirect',
};

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app);
});

afterAll(async () => {
  await app?.stop();
});

describe.each(PROVIDER_CODES)('a payment through %s', (provider) => {
  it('succeeds once the provider confirms it, and the payer gets a receipt', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, provider);
    expect(attempt).toMatchObject({ provider, kind: KINDS[provider] });
    if (attempt.kind === 'redirect') expect(attempt.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    if (attempt.kind === 'qr') expect(attempt.qr.content).toBeTruthy();
    if (attempt.kind === 'form') expect(attempt.form.action).toMatch(/^http/);
    expect(attempt).not.toHaveProperty('status');

    const completion = await payerCompletes(app, merchant, payment.reference, attempt.attemptId, provider, 'success');
    const back = await browserReturns(app, completion.returnUrl);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${app.baseUrl}/pay/${payment.reference}?attempt=${attempt.attemptId}`);

    const paid = await getPayment(app, merchant, payment.reference);
    expect(paid).toMatchObject({ status: 'succeeded', provider, succeededAttemptId: attempt.attemptId, attemptsCount: 1 });
    expect(paid.result).toMatchObject({ status: 'succeeded', provider, attemptId: attempt.attemptId, attemptsCount: 1, failedAttemptsCount: 0, failureCode: null });
    expect(paid.result.completedAt).toBeTruthy();
    expect(paid.result.durationMs).toBeGreaterThanOrEqual(0);

    const view = await app.http.get(`/checkout/${payment.reference}/attempts/${attempt.attemptId}`);
    expect(view.body).toMatchObject({ attemptId: attempt.attemptId, status: 'succeeded', paymentStatus: 'succeeded' });

    const events = await eventsOf(payment.reference);
    expect(events.map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(events[0]!.data.payment).toMatchObject({ reference: payment.reference, status: 'succeeded', provider, amount: 12_500 });
    expect(events[0]!.data.attempt).toMatchObject({ id: attempt.attemptId, provider, status: 'succeeded' });

    const timeline = await timelineOf(app, merchant, payment.reference);
    const types = timeline.items.map((item) => item.type);
    expect(types).toEqual(
      expect.arrayContaining(['payment.created', 'attempt.created', 'attempt.succeeded', 'payment.succeeded', 'receipt.queued']),
    );
    expect(types.indexOf('attempt.succeeded')).toBeLessThan(types.indexOf('payment.succeeded'));
    const seqs = timeline.items.map((item) => item.seq);
    expect([...seqs].sort()).toEqual(seqs);
    expect(timeline.attempts[0]).not.toHaveProperty('raw');

    await app.queuesIdle();
    await eventually(async () => {
      const receipts = (await app.mails()).filter((mail) => mail.includes(payment.payer.email) && mail.includes(payment.reference));
      expect(receipts).toHaveLength(1);
    });
  });
});

describe('failures and retries', () => {
  it('keeps the payment pending after a decline, and lets the payer succeed with another provider', async () => {
    const payment = await newPayment(app, merchant);
    const first = await openAttempt(app, payment.reference, 'clictopay');
    await payerCompletes(app, merchant, payment.reference, first.attemptId, 'clictopay', 'decline');

    const declined = await eventually(async () => {
      const view = await app.http.get(`/checkout/${payment.reference}/attempts/${first.attemptId}`);
      expect(view.body).toMatchObject({ status: 'failed', paymentStatus: 'pending' });
      return getPayment(app, merchant, payment.reference);
    });
    expect(declined).toMatchObject({ status: 'pending', attemptsCount: 1 });
    expect(declined.result).toMatchObject({ failedAttemptsCount: 1, failureCode: 'declined' });

    const second = await openAttempt(app, payment.reference, 'flouci');
    await payerCompletes(app, merchant, payment.reference, second.attemptId, 'flouci', 'success');
    const paid = await eventually(async () => {
      const body = await getPayment(app, merchant, payment.reference);
      expect(body.status).toBe('succeeded');
      return body;
    });
    expect(paid).toMatchObject({ provider: 'flouci', succeededAttemptId: second.attemptId, attemptsCount: 2 });
    expect(paid.result).toMatchObject({ failedAttemptsCount: 1, failureCode: null, attemptId: second.attemptId });

    const attempts = (await app.http.get(`/payments/${payment.reference}/attempts`, asKey(merchant.apiKey))).body.items;
    expect(attempts.map((a: any) => [a.number, a.provider, a.status])).toEqual([
      [1, 'clictopay', 'failed'],
      [2, 'flouci', 'succeeded'],
    ]);
    expect(attempts[0].result.failureCode).toBe('declined');
    expect(attempts[0].events.map((e: any) => e.type)).toEqual(['attempt.created', 'attempt.redirected', 'attempt.failed']);
    expect(attempts[0].events.at(-1)).toMatchObject({ source: 'callback', fromStatus: 'redirected', toStatus: 'failed' });
    expect(attempts[1].affiliation).toMatchObject({ affiliationId: merchant.affiliations.flouci, environment: 'sandbox', credentialVersion: 1 });
    expect(attempts[1].durations.totalMs).toBeGreaterThanOrEqual(0);
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.succeeded']);
  });

  it('answers 502 provider_init_failed when the provider is down, and the payer can try again', async () => {
    const payment = await newPayment(app, merchant);
    app.simulators.control.setNextScenario('izi', 'init_5xx');
    const down = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'izi' });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ error: 'provider_init_failed', providerErrorCode: 'http_503' });

    const after = await getPayment(app, merchant, payment.reference);
    expect(after).toMatchObject({ status: 'pending', attemptsCount: 1 });
    expect(after.result).toMatchObject({ failedAttemptsCount: 1, failureCode: 'provider_unavailable' });
    const [failed] = (await app.http.get(`/payments/${payment.reference}/attempts`, asKey(merchant.apiKey))).body.items;
    expect(failed).toMatchObject({ status: 'failed', externalRef: null, result: { failureCode: 'provider_unavailable', providerResultCode: 'http_503' } });
    expect(failed.events.at(-1)).toMatchObject({ type: 'attempt.failed', source: 'init' });

    const retry = await openAttempt(app, payment.reference, 'izi');
    expect(retry.kind).toBe('redirect');
  });

  it('settles through the poller when the status call failed during the callback', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'pluxee');
    const { externalRef } = await merchantAttempt(app, merchant, payment.reference, attempt.attemptId);
    app.simulators.control.setScenario('pluxee', externalRef, 'status_5xx');
    await app.simulators.control.complete('pluxee', externalRef, 'success');

    const stillOpen = await merchantAttempt(app, merchant, payment.reference, attempt.attemptId);
    expect(stillOpen.status).toBe('redirected');
    expect(stillOpen.checksCount).toBeGreaterThanOrEqual(1);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');

    app.simulators.control.setScenario('pluxee', externalRef, 'success');
    await app.runSchedule('payments-poller');
    const paid = await getPayment(app, merchant, payment.reference);
    expect(paid).toMatchObject({ status: 'succeeded', succeededAttemptId: attempt.attemptId });
    const items = (await timelineOf(app, merchant, payment.reference, '&category=attempt')).items;
    expect(items.at(-1)).toMatchObject({ type: 'attempt.succeeded', source: 'poller', attemptEvent: { source: 'poll' } });
  });

  it('records a duplicated callback once', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'kashy');
    const { externalRef } = await merchantAttempt(app, merchant, payment.reference, attempt.attemptId);
    app.simulators.control.setScenario('kashy', externalRef, 'duplicate_callback');
    const completion = await app.simulators.control.complete('kashy', externalRef);
    expect(completion.callbacks.map((c) => c.httpStatus)).toEqual([200, 200]);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.succeeded']);
  });
});

describe('expiry', () => {
  it('expires a pending payment at expiresAt through the scheduled job', async () => {
    const payment = await newPayment(app, merchant, { expiresInMinutes: 1 });
    const attempt = await openAttempt(app, payment.reference, 'enda_tao');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      const result = (await app.runSchedule('payments-expiry')) as { expired: number };
      expect(result.expired).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    const expired = await getPayment(app, merchant, payment.reference);
    expect(expired).toMatchObject({ status: 'expired' });
    expect(expired.result).toMatchObject({ status: 'expired', failureCode: 'payment_expired' });
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.expired']);

    const again = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'izi' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('payment_expired');

    // The attempt opened before stays followed: its late success is recorded and raised.
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'enda_tao', 'success');
    await eventually(async () => {
      // (The expiry was written with the clock moved forward: compare as a set.)
      expect((await eventsOf(payment.reference)).map((e) => e.type).sort()).toEqual(['attempt.duplicate_success', 'payment.expired']);
    });
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('expired');
  });

  it('shows a payment past its expiry as expired at once, before the job runs', async () => {
    const payment = await newPayment(app, merchant, { expiresInMinutes: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      const view = await app.http.get(`/checkout/${payment.reference}/status`);
      expect(view.body).toMatchObject({ status: 'expired' });
    } finally {
      vi.useRealTimers();
    }
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.expired']);
  });
});

describe('cancel', () => {
  it('keeps following an attempt already open: a later success is recorded and raised, the payment stays canceled', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'mpgs_poste');
    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'Client a changé d’avis' }, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', result: { status: 'canceled' } });

    const refused = await app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'clictopay' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'payment_not_pending', status: 'canceled' });

    const completion = await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'mpgs_poste', 'success');
    expect((await browserReturns(app, completion.returnUrl)).status).toBe(302);
    await eventually(async () => {
      expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.canceled', 'attempt.duplicate_success']);
    });
    const events = await eventsOf(payment.reference);
    expect(events[1]!.data).toMatchObject({ payment: { status: 'canceled' }, attempt: { id: attempt.attemptId, status: 'succeeded' } });

    const after = await getPayment(app, merchant, payment.reference);
    expect(after).toMatchObject({ status: 'canceled', succeededAttemptId: null });
    const anomaly = (await timelineOf(app, merchant, payment.reference, '&category=anomaly')).items;
    expect(anomaly.map((item) => item.type)).toEqual(['attempt.succeeded', 'attempt.duplicate_success']);
    const view = await app.http.get(`/checkout/${payment.reference}/attempts/${attempt.attemptId}`);
    expect(view.body).toMatchObject({ status: 'succeeded', paymentStatus: 'canceled' });

    const again = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('payment_not_pending');
  });
});

describe('admin payment timeline', () => {
  it('shows staff the attempts with their raw provider payloads, and only staff', async () => {
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'clictopay');
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
    const staff = await createStaff(app.http, 'svc_support');
    const res = await app.http.get(`/admin/payments/${payment.reference}/timeline`, asSession(staff.cookie));
    expect(res.status, res.text).toBe(200);
    expect(res.body.payment).toMatchObject({ reference: payment.reference, status: 'succeeded' });
    expect(res.body.attempts[0].raw.initiation).toBeTruthy();
    expect(res.body.attempts[0].raw.status).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain(SANDBOX.clictopay.password!);
    expect(res.body.webhooks).toEqual({ deliveries: [], tries: [] });
    expect(res.body.items[0].type).toBe('payment.created');

    const paged = await app.http.get(`/admin/payments/${payment.reference}/timeline?limit=2`, asSession(staff.cookie));
    expect(paged.body.items).toHaveLength(2);
    const next = await app.http.get(
      `/admin/payments/${payment.reference}/timeline?limit=2&cursor=${encodeURIComponent(paged.body.nextCursor)}`,
      asSession(staff.cookie),
    );
    expect(next.body.items[0].seq > paged.body.items[1].seq).toBe(true);

    expect((await app.http.get(`/admin/payments/${payment.reference}/timeline`, asSession(merchant.owner.cookie))).status).toBe(403);
    expect((await app.http.get(`/admin/payments/${'0'.repeat(24)}/timeline`, asSession(staff.cookie))).body.error).toBe('payment_not_found');
  });
});
