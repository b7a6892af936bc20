// Refunds: money of a succeeded payment given back, in full or in part, through the provider that
// collected it (the simulators of all seven), never more than was paid and never twice, with the
// payment, its attempt, its timeline, the v2 view, the signed webhooks and the payer's email
// telling the same story.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { pollDueRefunds } from '../../../shared/payments/poll-refunds.js';
import { listAuditOfTarget } from '../../../shared/store/audit-repository.js';
import { asKey, asSession, joinAs } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventually,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  payerCompletes,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from './support.js';

/** The provider's answer to a slow refund comes after this; the service waits less. */
const SLOW_MS = 3_000;

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({
    env: { ...PAYMENT_TEST_ENV, REFUNDS_PROVIDER_TIMEOUT_MS: '1500', REFUNDS_CHECK_DELAYS_SECONDS: '0' },
    providerSandboxes: { slowMs: SLOW_MS, refundSettleDelayMs: 60_000 },
  });
  merchant = await collectingMerchant(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** A payment paid at `provider` (the payer completes at its simulator; the service settles it). */
async function paidPayment(provider: ProviderCode, overrides: Record<string, unknown> = {}, who: Collector = merchant) {
  const payment = await newPayment(app, who, { acceptedProviders: [provider], ...overrides });
  const attempt = await openAttempt(app, payment.reference, provider);
  await payerCompletes(app, who, payment.reference, attempt.attemptId, provider, 'success');
  await eventually(async () => expect((await getPayment(app, who, payment.reference)).status).toBe('succeeded'), 15_000);
  const externalRef = (await merchantAttempt(app, who, payment.reference, attempt.attemptId)).externalRef as string;
  return { reference: payment.reference as string, id: payment.id as string, amount: payment.amount as number, attemptId: attempt.attemptId, externalRef };
}

const refund = (reference: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}, key = merchant.apiKey) =>
  app.http.post(`/payments/${reference}/refunds`, body, { headers: { 'x-api-key': key, ...headers } });

/** Whole and partial refunds each provider's protocol has (docs/providers.md). */
const CAN: Record<ProviderCode, 'partial' | 'full' | 'none'> = {
  clictopay: 'partial',
  mpgs_poste: 'partial',
  pluxee: 'partial',
  izi: 'partial',
  flouci: 'full',
  kashy: 'full',
  enda_tao: 'none',
};

describe('a refund at each provider', () => {
  for (const provider of PROVIDER_CODES) {
    it(`${provider}: ${CAN[provider] === 'partial' ? 'part, then the rest' : CAN[provider] === 'full' ? 'the whole amount; a part is refused' : 'refused: the provider cannot refund'}`, async () => {
      const paid = await paidPayment(provider);
      if (CAN[provider] === 'none') {
        const refused = await refund(paid.reference, { amount: 1_000 });
        expect(refused.status, refused.text).toBe(422);
        expect(refused.body).toMatchObject({ error: 'refund_not_supported', provider });
        const whole = await refund(paid.reference);
        expect(whole.body.error).toBe('refund_not_supported');
        expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(0);
        return;
      }
      if (CAN[provider] === 'full') {
        const partial = await refund(paid.reference, { amount: 2_500 });
        expect(partial.status, partial.text).toBe(422);
        expect(partial.body).toMatchObject({ error: 'partial_refund_not_supported', provider });
      } else {
        const part = await refund(paid.reference, { amount: 2_500, reason: 'other', description: 'Un article manquant' });
        expect(part.status, part.text).toBe(201);
        expect(part.body).toMatchObject({ status: 'succeeded', amount: 2_500, provider, reason: 'other', description: 'Un article manquant' });
        const afterPart = await getPayment(app, merchant, paid.reference);
        expect(afterPart).toMatchObject({ status: 'succeeded', amountRefunded: 2_500, result: { refundedAt: null } });
        expect(app.simulators.control.order(provider, paid.externalRef)?.refundedAmount).toBe(2_500);
      }
      // No amount: what is left.
      const rest = await refund(paid.reference);
      expect(rest.status, rest.text).toBe(201);
      expect(rest.body).toMatchObject({ status: 'succeeded', provider, reason: 'requested_by_customer', failureCode: null });
      expect(rest.body.amount).toBe(CAN[provider] === 'partial' ? paid.amount - 2_500 : paid.amount);
      const after = await getPayment(app, merchant, paid.reference);
      expect(after.amountRefunded).toBe(paid.amount);
      expect(after.result.refundedAt).toEqual(expect.any(String));
      expect((await merchantAttempt(app, merchant, paid.reference, paid.attemptId)).status).toBe('refunded');
      expect(app.simulators.control.order(provider, paid.externalRef)).toMatchObject({ state: 'refunded', refundedAmount: paid.amount });
      // Nothing is left.
      const more = await refund(paid.reference, { amount: 1 });
      expect(more.status).toBe(422);
      expect(more.body).toMatchObject({ error: 'refund_exceeds_refundable', refundable: 0 });
    });
  }
});

describe('the limits', () => {
  it('refuses more than what is left, saying how much is', async () => {
    const paid = await paidPayment('clictopay');
    expect((await refund(paid.reference, { amount: 10_000 })).status).toBe(201);
    const over = await refund(paid.reference, { amount: 3_000 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ error: 'refund_exceeds_refundable', refundable: paid.amount - 10_000 });
    expect(app.simulators.control.order('clictopay', paid.externalRef)?.refundedAmount).toBe(10_000);
  });

  it('refunds only a succeeded payment (409 payment_not_succeeded)', async () => {
    const pending = await newPayment(app, merchant);
    const refused = await refund(pending.reference, { amount: 1_000 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'payment_not_succeeded', status: 'pending' });
    expect((await app.http.get(`/payments/${pending.reference}/refunds`, asKey(merchant.apiKey))).body.items).toEqual([]);
  });

  it('answers bad input in the contract format, never a 500', async () => {
    const paid = await paidPayment('izi');
    for (const body of [{ amount: 0 }, { amount: -5 }, { amount: 12.5 }, { amount: '1000' }, { reason: 'because' }, { description: 'x'.repeat(281) }, { extra: 1 }]) {
      const res = await refund(paid.reference, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    const unknown = await refund('0123456789abcdef01234567', { amount: 1_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('payment_not_found');
    expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(0);
  });

  it('20 parallel refunds of 1 000 with distinct keys on a 7 000 payment: exactly 7 succeed, 13 are refused', async () => {
    const paid = await paidPayment('clictopay', { amount: 7_000 });
    // Twenty claims of one payment at once conflict in the table; one the service could not make in
    // time is a 503 that a client sends again with the same key, as the contract says.
    const refundRetrying = async (i: number) => {
      const headers = { 'idempotency-key': `race-${paid.reference}-${i}` };
      let res = await refund(paid.reference, { amount: 1_000 }, headers);
      for (let tries = 1; res.status === 503 && tries < 10; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200 * tries));
        res = await refund(paid.reference, { amount: 1_000 }, headers);
      }
      return res;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => refundRetrying(i)));
    const created = answers.filter((a) => a.status === 201);
    expect(created, JSON.stringify(answers.map((a) => [a.status, a.body.error]))).toHaveLength(7);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused, JSON.stringify(refused.map((a) => a.body))).toHaveLength(13);
    for (const answer of refused) expect(answer.body, answer.text).toMatchObject({ error: 'refund_exceeds_refundable', refundable: 0 });
    // On a busy machine the provider may answer some after the time-out: those are pending, and
    // the poller finds them made.
    await pollDueRefunds();
    const listed = await app.http.get(`/payments/${paid.reference}/refunds`, asKey(merchant.apiKey));
    expect(listed.body.items.map((r: { status: string }) => r.status)).toEqual(Array(7).fill('succeeded'));
    expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(7_000);
    expect(app.simulators.control.order('clictopay', paid.externalRef)?.refundedAmount).toBe(7_000);
  });

  it('20 parallel replays of one key give one refund', async () => {
    const paid = await paidPayment('mpgs_poste');
    const key = `once-${paid.reference}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.reference, { amount: 4_000 }, { 'idempotency-key': key })));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const other of answers.filter((a) => a.status !== 201)) expect(other.body.error).toBe('idempotency_request_in_progress');
    // Replayed after the first finished: the same refund, byte for byte.
    const replay = await refund(paid.reference, { amount: 4_000 }, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(created[0]!.body.id);
    expect((await app.http.get(`/payments/${paid.reference}/refunds`, asKey(merchant.apiKey))).body.items).toHaveLength(1);
    expect(app.simulators.control.order('mpgs_poste', paid.externalRef)?.refundedAmount).toBe(4_000);
    expect((await refund(paid.reference, { amount: 5_000 }, { 'idempotency-key': key })).body.error).toBe('idempotency_key_reused');
    // Audited once, with the claim: who asked, how much, on which payment.
    const audited = await listAuditOfTarget(merchant.organisationId, { type: 'refund', id: created[0]!.body.id });
    expect(audited.items).toHaveLength(1);
    expect(audited.items[0]).toMatchObject({
      action: 'refund.created',
      actor: { type: 'api_key', id: merchant.apiKeyId },
      accountId: merchant.defaultAccountId,
      details: { reference: paid.reference, amount: 4_000, refundReason: 'requested_by_customer', provider: 'mpgs_poste' },
    });
  });
});

describe('providers that refuse, fail or take their time', () => {
  it('a declined refund fails and gives the amount back to refund', async () => {
    const paid = await paidPayment('pluxee');
    app.simulators.control.setNextRefundScenario('pluxee', 'refund_decline');
    const declined = await refund(paid.reference, { amount: 5_000 });
    expect(declined.status, declined.text).toBe(201);
    expect(declined.body).toMatchObject({ status: 'failed', failureCode: 'declined', completedAt: expect.any(String) });
    expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(0);
    const whole = await refund(paid.reference);
    expect(whole.body).toMatchObject({ status: 'succeeded', amount: paid.amount });
  });

  it('a provider 5xx answers 502 with its normalised error and releases the claim', async () => {
    const paid = await paidPayment('clictopay');
    app.simulators.control.setNextRefundScenario('clictopay', 'refund_5xx');
    const failed = await refund(paid.reference, { amount: 5_000 });
    expect(failed.status, failed.text).toBe(502);
    expect(failed.body).toMatchObject({ error: 'provider_refund_failed', providerErrorCode: 'http_503', refundId: expect.any(String) });
    const recorded = await app.http.get(`/refunds/${failed.body.refundId}`, asKey(merchant.apiKey));
    expect(recorded.body).toMatchObject({ status: 'failed', failureCode: 'provider_unavailable', amount: 5_000 });
    expect(app.simulators.control.order('clictopay', paid.externalRef)?.refundedAmount).toBe(0);
    // The whole amount can be refunded again.
    expect((await refund(paid.reference)).body).toMatchObject({ status: 'succeeded', amount: paid.amount });
  });

  it('a refund pending at its provider is followed by the poller until it succeeds', async () => {
    const paid = await paidPayment('mpgs_poste');
    app.simulators.control.setNextRefundScenario('mpgs_poste', 'refund_pending');
    const pending = await refund(paid.reference, { amount: 3_000 });
    expect(pending.status, pending.text).toBe(201);
    expect(pending.body).toMatchObject({ status: 'pending', completedAt: null, providerReference: expect.any(String) });
    // Claimed while pending: what is left excludes it.
    expect((await refund(paid.reference, { amount: paid.amount - 2_000 })).body).toMatchObject({ error: 'refund_exceeds_refundable', refundable: paid.amount - 3_000 });
    await pollDueRefunds();
    expect((await app.http.get(`/refunds/${pending.body.id}`, asKey(merchant.apiKey))).body.status).toBe('pending');

    app.simulators.control.settleRefund('mpgs_poste', paid.externalRef, pending.body.providerReference);
    await pollDueRefunds();
    const settled = await app.http.get(`/refunds/${pending.body.id}`, asKey(merchant.apiKey));
    expect(settled.body).toMatchObject({ status: 'succeeded', completedAt: expect.any(String) });
    expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(3_000);
    const items = (await timelineOf(app, merchant, paid.reference, '&category=refund')).items;
    expect(items.map((item: { type: string }) => item.type)).toEqual(['refund.requested', 'refund.succeeded']);
    expect(items[1]).toMatchObject({ source: 'poller', actor: { type: 'system' } });
  });

  it('a refund whose answer does not come in time stays pending, and the poller finds it made', async () => {
    const paid = await paidPayment('clictopay');
    app.simulators.control.setNextRefundScenario('clictopay', 'refund_timeout');
    const late = await refund(paid.reference, { amount: 4_000 });
    expect(late.status, late.text).toBe(201);
    expect(late.body.status).toBe('pending');
    await pollDueRefunds();
    expect((await app.http.get(`/refunds/${late.body.id}`, asKey(merchant.apiKey))).body.status).toBe('succeeded');
    expect((await getPayment(app, merchant, paid.reference)).amountRefunded).toBe(4_000);
  });
});

describe('what merchants and payers see', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('signs refund.succeeded and refund.failed webhooks carrying the refund and its payment', async () => {
    const who = await collectingMerchant(app, ['izi']);
    const endpoint = await app.http.post(
      `/organisations/${who.organisationId}/webhooks`,
      { url: receiverUrl, events: ['refund.succeeded', 'refund.failed'] },
      asKey(who.apiKey),
    );
    expect(endpoint.status, endpoint.text).toBe(201);
    const secret: string = endpoint.body.secret;
    const paid = await paidPayment('izi', {}, who);
    app.simulators.control.setNextRefundScenario('izi', 'refund_decline');
    const failed = await refund(paid.reference, { amount: 1_000 }, {}, who.apiKey);
    const done = await refund(paid.reference, { amount: 2_000, reason: 'duplicate' }, {}, who.apiKey);
    expect([failed.body.status, done.body.status]).toEqual(['failed', 'succeeded']);

    await eventually(async () => {
      await app.queuesIdle();
      expect(received.filter((r) => JSON.parse(r.body).data.payment.reference === paid.reference)).toHaveLength(2);
    }, 20_000);
    const bodies = received.filter((r) => JSON.parse(r.body).data.payment.reference === paid.reference);
    for (const delivery of bodies) {
      const signature = String(delivery.headers['svc-signature']);
      const t = /t=(\d+)/.exec(signature)![1]!;
      const v1 = /v1=([0-9a-f]+)/.exec(signature)![1]!;
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
      expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    }
    const byType = Object.fromEntries(bodies.map((d) => [JSON.parse(d.body).type, JSON.parse(d.body)]));
    expect(byType['refund.failed'].data).toMatchObject({
      payment: { id: paid.id, reference: paid.reference, status: 'succeeded', amount: paid.amount, provider: 'izi' },
      refund: { id: failed.body.id, status: 'failed', failureCode: 'declined', amount: 1_000 },
    });
    expect(byType['refund.succeeded'].data).toMatchObject({
      refund: { id: done.body.id, status: 'succeeded', amount: 2_000, reason: 'duplicate', requestedBy: { type: 'api_key' } },
    });
  });

  it('emails the payer in their language, shows the v2 payment refunded and the timeline its refunds', async () => {
    const paid = await paidPayment('clictopay', { locale: 'ar', payer: { firstName: 'Amal', email: 'amal.refund@example.tn' } });
    const v2Before = await app.http.get(`/api/v2/payments/${paid.reference}`, asKey(merchant.v2ApiKey));
    expect(v2Before.body.payment).toMatchObject({ status: 'completed' });
    await refund(paid.reference, { amount: 2_500 });
    const v2Partial = await app.http.get(`/api/v2/payments/${paid.reference}`, asKey(merchant.v2ApiKey));
    expect(v2Partial.body.payment).toMatchObject({ status: 'completed', transactions: [{ status: 'success' }] });
    await refund(paid.reference);
    const v2After = await app.http.get(`/api/v2/payments/${paid.reference}`, asKey(merchant.v2ApiKey));
    expect(v2After.status, v2After.text).toBe(200);
    expect(v2After.body.payment).toMatchObject({ status: 'refunded', transactions: [{ status: 'refunded' }] });

    await app.queuesIdle();
    const mails = (await app.mails()).filter((mail) => mail.includes('amal.refund@example.tn') && mail.includes(paid.reference));
    // The receipt, then one email per refund.
    expect(mails).toHaveLength(3);
    const timeline = (await timelineOf(app, merchant, paid.reference, '&category=refund')).items.map((item: { type: string }) => item.type);
    expect(timeline).toEqual(['refund.requested', 'refund.succeeded', 'refund.requested', 'refund.succeeded']);
  });

  it('lists refunds by payment, by organisation with filters, and reads one by id within the organisation only', async () => {
    const who = await collectingMerchant(app, ['clictopay', 'pluxee']);
    const a = await paidPayment('clictopay', {}, who);
    const b = await paidPayment('pluxee', {}, who);
    const first = (await refund(a.reference, { amount: 1_000 }, {}, who.apiKey)).body;
    app.simulators.control.setNextRefundScenario('pluxee', 'refund_decline');
    const second = (await refund(b.reference, { amount: 2_000 }, {}, who.apiKey)).body;
    const all = await app.http.get('/refunds', asKey(who.apiKey));
    expect(all.status, all.text).toBe(200);
    expect(all.body.items.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect((await app.http.get('/refunds?status=failed', asKey(who.apiKey))).body.items.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect((await app.http.get('/refunds?provider=clictopay', asKey(who.apiKey))).body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect((await app.http.get(`/refunds?from=${encodeURIComponent(second.createdAt)}`, asKey(who.apiKey))).body.items).toHaveLength(1);
    const paged = await app.http.get('/refunds?limit=1', asKey(who.apiKey));
    expect(paged.body.items).toHaveLength(1);
    const next = await app.http.get(`/refunds?limit=1&cursor=${encodeURIComponent(paged.body.nextCursor)}`, asKey(who.apiKey));
    expect(next.body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect((await app.http.get(`/refunds?account=${who.defaultAccountId}`, asKey(who.apiKey))).body.items).toHaveLength(2);
    expect((await app.http.get('/refunds?status=done', asKey(who.apiKey))).body.error).toBe('validation_failed');

    expect((await app.http.get(`/refunds/${first.id}`, asKey(who.apiKey))).body).toMatchObject({ id: first.id, reference: a.reference });
    const elsewhere = await app.http.get(`/refunds/${first.id}`, asKey(merchant.apiKey));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe('refund_not_found');
    expect((await app.http.get('/refunds/not-a-uuid', asKey(who.apiKey))).status).toBe(404);
    expect((await app.http.get(`/payments/${a.reference}/refunds`, asKey(merchant.apiKey))).status).toBe(404);
  });

  it('needs payments.refund: finance may refund from the dashboard, support may not', async () => {
    const paidBy = await collectingMerchant(app, ['clictopay']);
    const paid = await paidPayment('clictopay', {}, paidBy);
    const finance = await joinAs(app.http, paidBy, 'finance');
    const support = await joinAs(app.http, paidBy, 'support');
    const denied = await app.http.post(`/payments/${paid.reference}/refunds`, { organisationId: paidBy.organisationId, amount: 1_000 }, asSession(support));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    const allowed = await app.http.post(`/payments/${paid.reference}/refunds`, { organisationId: paidBy.organisationId, amount: 1_000 }, asSession(finance));
    expect(allowed.status, allowed.text).toBe(201);
    expect(allowed.body.requestedBy).toMatchObject({ type: 'merchant_user', id: expect.any(String) });
    const timeline = (await timelineOf(app, paidBy, paid.reference, '&category=refund')).items;
    expect(timeline[0]).toMatchObject({ type: 'refund.requested', source: 'dashboard', actor: { type: 'merchant_user' } });
    // The owner reads in the audit log who refunded how much; the refused request left no entry.
    const audit = await app.http.get(`/organisations/${paidBy.organisationId}/audit`, asSession(paidBy.owner.cookie));
    expect(audit.status, audit.text).toBe(200);
    const refunds = audit.body.items.filter((e: { action: string }) => e.action === 'refund.created');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ actor: { type: 'user' }, target: { type: 'refund', id: allowed.body.id }, details: { reference: paid.reference, amount: 1_000 } });
  });
});
