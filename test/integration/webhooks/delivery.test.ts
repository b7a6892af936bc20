import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as deliveryWorker } from '../../../functions/workers/webhook-delivery/handler.js';
import { dispatchOutbox } from '../../../shared/outbox/outbox.js';
import { listAudit } from '../../../shared/store/audit-repository.js';
import * as repository from '../../../shared/store/webhook-deliveries-repository.js';
import { automaticTrySk, claimTry, getDelivery, getTry } from '../../../shared/store/webhook-deliveries-repository.js';
import { MAX_AUTOMATIC_TRIES, RETRY_DELAYS_MINUTES, runDeliveryStep, STALE_CLAIM_MS } from '../../../shared/webhooks/deliver-automatic.js';
import type { DeliveryDeps, DeliveryMessage } from '../../../shared/webhooks/delivery-attempt.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { defaultOutboundOptions, WEBHOOK_TIMEOUT_MS } from '../../../shared/webhooks/outbound-request.js';
import { listTriesOfDelivery } from '../../../shared/webhooks/payment-webhooks.js';
import { isValidWebhookSignature, verifyWebhookSignature } from '../../../shared/webhooks/verify-signature.js';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  closedPort,
  commitEvent,
  fakeClock,
  queueCapture,
  startReceiver,
  waitFor,
  type Answer,
  type Receiver,
} from './support.js';

let app: TestApp;
let merchant: Merchant;
const receivers: Receiver[] = [];

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app?.stop();
});

const MINUTE = 60_000;
const base = () => `/organisations/${merchant.organisationId}/webhooks`;

async function receiver(answer?: Answer) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

/**
 * Registers an endpoint at `url` (through the API), commits a payment event and fans it out;
 * returns this endpoint's delivery, its first message and the endpoint's secret.
 */
async function deliveryTo(url: string, eventType: 'payment.succeeded' | 'payment.failed' = 'payment.succeeded') {
  const created = await app.http.post(base(), { url }, asKey(merchant.apiKey));
  expect(created.status).toBe(201);
  const { event } = await commitEvent({
    organisationId: merchant.organisationId,
    paymentAccountId: merchant.defaultAccountId,
    type: eventType,
  });
  const capture = queueCapture();
  const deliveries = await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany });
  // Endpoints of earlier tests are disabled as each test ends: this one is the only active one.
  expect(deliveries).toHaveLength(1);
  const delivery = deliveries[0]!;
  expect(delivery.endpointId).toBe(created.body.id);
  expect(capture.sent).toEqual([{ message: { deliveryId: delivery.id, tryNumber: 1 }, delaySeconds: 0 }]);
  return {
    endpointId: created.body.id as string,
    secret: created.body.secret as string,
    event,
    delivery,
    first: capture.sent[0]!.message,
    disable: () => app.http.delete(`${base()}/${created.body.id}`, asKey(merchant.apiKey)),
  };
}

/** Runs one message on a fake clock, capturing what is queued next. */
async function step(message: DeliveryMessage, clock: ReturnType<typeof fakeClock>, extra: DeliveryDeps = {}) {
  const capture = queueCapture();
  const result = await runDeliveryStep(message, { now: clock.now, enqueue: capture.enqueue, ...extra });
  return { result, queued: capture.sent };
}

/** The contract's scheme, written here apart from the service's signer. */
function independentlyValid(header: string, rawBody: Buffer, secret: string): boolean {
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = parts.find(([k]) => k === 't')![1];
  const expected = createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${t}.`), rawBody])).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

describe('delivery engine against real receivers', () => {
  it('a 2xx answer delivers on the first try: a signed POST of the contract body, every header recorded', async () => {
    const r = await receiver();
    const d = await deliveryTo(r.url);
    const result = await runDeliveryStep(d.first, { enqueue: queueCapture().enqueue });
    expect(result.kind).toBe('tried');

    expect(r.requests).toHaveLength(1);
    const got = r.requests[0]!;
    expect(got.method).toBe('POST');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/^Svc-Webhooks\//);
    expect(got.headers['svc-event-id']).toBe(d.event.id);
    expect(got.headers['svc-event-type']).toBe('payment.succeeded');
    const header = got.headers['svc-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(Math.abs(Number(/t=(\d+)/.exec(header)![1]) - Date.now() / 1000)).toBeLessThan(30);
    expect(independentlyValid(header, got.raw, d.secret)).toBe(true);
    expect(independentlyValid(header, got.raw, 'whsec_someone-else')).toBe(false);

    const body = JSON.parse(got.body);
    expect(body).toEqual({
      id: d.event.id,
      type: 'payment.succeeded',
      createdAt: d.event.createdAt,
      data: { payment: d.event.data.payment },
    });
    expect(body.data.payment).not.toHaveProperty('result');

    // The merchant's verifier: valid as received; a changed byte or a timestamp 6 minutes old is refused.
    expect(verifyWebhookSignature(got.raw, header, d.secret)).toBeGreaterThan(0);
    const altered = Buffer.from(got.raw);
    altered[10] = altered[10]! ^ 0x20;
    expect(isValidWebhookSignature(altered, header, d.secret)).toBe(false);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(isValidWebhookSignature(got.raw, header, d.secret, { now: new Date((t + 6 * 60) * 1000) })).toBe(false);
    expect(isValidWebhookSignature(got.raw, header, d.secret, { now: new Date((t + 4 * 60) * 1000) })).toBe(true);

    const delivery = await getDelivery(d.delivery.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      manualTries: 0,
      lastOutcome: 'delivered',
      lastStatusCode: 200,
      lastError: null,
      nextRetryAt: null,
      deliveredAt: expect.any(String),
      lastAttemptAt: expect.any(String),
    });
    const [tried] = await listTriesOfDelivery(d.delivery.id);
    expect(tried).toMatchObject({
      deliveryId: d.delivery.id,
      endpointId: d.endpointId,
      eventId: d.event.id,
      eventType: 'payment.succeeded',
      url: r.url,
      tryNumber: 1,
      trigger: 'automatic',
      requestedBy: null,
      outcome: 'delivered',
      statusCode: 200,
      responseExcerpt: '{"received":true}',
      errorMessage: null,
      nextRetryAt: null,
    });
    // The request as sent, byte for byte, with its headers.
    expect(tried!.requestBody).toBe(got.body);
    for (const [name, value] of Object.entries(tried!.requestHeaders)) expect(got.headers[name.toLowerCase()]).toBe(value);
    expect(tried!.responseHeaders).toMatchObject({ 'content-type': 'application/json' });
    expect(tried!.durationMs).toBeGreaterThanOrEqual(0);
    await d.disable();
  });

  it('a 500 then a 200: retried after 1 minute, not before, then delivered', async () => {
    const r = await receiver((_req, res, index) => {
      res.writeHead(index === 0 ? 500 : 200).end(index === 0 ? 'boom' : 'ok');
    });
    const d = await deliveryTo(r.url);
    const clock = fakeClock(new Date('2031-03-01T10:00:00Z'));

    const first = await step(d.first, clock);
    expect(first.result).toMatchObject({ kind: 'tried', status: 'pending', try: { outcome: 'http_5xx', statusCode: 500 } });
    const retryAt = new Date(clock.now().getTime() + MINUTE).toISOString();
    expect(first.queued).toEqual([
      { message: { deliveryId: d.delivery.id, tryNumber: 2, notBefore: retryAt }, delaySeconds: 60 },
    ]);
    expect(await getDelivery(d.delivery.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastOutcome: 'http_5xx',
      lastStatusCode: 500,
      lastError: 'HTTP 500.',
      nextRetryAt: retryAt,
    });

    // Received early (SQS may round): waits the rest without trying.
    clock.advance(30_000);
    const early = await step(first.queued[0]!.message, clock);
    expect(early.result).toMatchObject({ kind: 'waiting', delaySeconds: 30 });
    expect(early.queued).toEqual([{ message: first.queued[0]!.message, delaySeconds: 30 }]);
    expect(r.requests).toHaveLength(1);

    clock.advance(30_000);
    const second = await step(first.queued[0]!.message, clock);
    expect(second.result).toMatchObject({ kind: 'tried', status: 'delivered', next: null, try: { tryNumber: 2, outcome: 'delivered' } });
    expect(second.queued).toEqual([]);
    expect(r.requests).toHaveLength(2);
    expect(await getDelivery(d.delivery.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastOutcome: 'delivered',
      lastStatusCode: 200,
      lastError: null,
      nextRetryAt: null,
      deliveredAt: clock.now().toISOString(),
    });
    const tries = await listTriesOfDelivery(d.delivery.id);
    expect(tries.map((t) => [t.tryNumber, t.outcome, t.statusCode, t.nextRetryAt])).toEqual([
      [1, 'http_5xx', 500, retryAt],
      [2, 'delivered', 200, null],
    ]);
    expect(tries[0]!.responseExcerpt).toBe('boom');
    await d.disable();
  });

  it('a refused connection is retried after 1, 5, 15, 30 and 60 minutes (waits over 15 minutes re-queued), then failed', async () => {
    const d = await deliveryTo(`http://127.0.0.1:${await closedPort()}/hook`);
    const clock = fakeClock(new Date('2031-03-01T10:00:00Z'));
    let message: DeliveryMessage = d.first;
    const hopsPerTry: number[][] = [];
    for (let n = 1; n <= MAX_AUTOMATIC_TRIES; n++) {
      const hops: number[] = [];
      // Follow the queue: each message is run when its delay is over.
      for (;;) {
        const { result, queued } = await step(message, clock);
        if (result.kind === 'waiting') {
          hops.push(result.delaySeconds);
          message = queued[0]!.message;
          clock.advance(result.delaySeconds * 1000);
          continue;
        }
        expect(result).toMatchObject({ kind: 'tried', try: { tryNumber: n, outcome: 'connection_refused', statusCode: null } });
        if (result.kind !== 'tried') throw new Error('not tried');
        if (n < MAX_AUTOMATIC_TRIES) {
          const wait = RETRY_DELAYS_MINUTES[n - 1]! * MINUTE;
          expect(result.status).toBe('pending');
          expect(result.try.nextRetryAt).toBe(new Date(clock.now().getTime() + wait).toISOString());
          expect(queued).toEqual([
            {
              message: { deliveryId: d.delivery.id, tryNumber: n + 1, notBefore: result.try.nextRetryAt },
              delaySeconds: Math.min(900, wait / 1000),
            },
          ]);
          message = queued[0]!.message;
          clock.advance(Math.min(900, wait / 1000) * 1000);
        } else {
          expect(result.status).toBe('failed');
          expect(result.next).toBeNull();
          expect(queued).toEqual([]);
        }
        break;
      }
      hopsPerTry.push(hops);
    }
    // Tries 5 and 6 wait 30 and 60 minutes: one and three extra 15-minute hops.
    expect(hopsPerTry).toEqual([[], [], [], [], [900], [900, 900, 900]]);
    expect(await getDelivery(d.delivery.id)).toMatchObject({
      status: 'failed',
      attempts: 6,
      manualTries: 0,
      lastOutcome: 'connection_refused',
      lastStatusCode: null,
      lastError: expect.stringContaining('refused'),
      nextRetryAt: null,
      deliveredAt: null,
    });
    const tries = await listTriesOfDelivery(d.delivery.id);
    expect(tries.map((t) => t.tryNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    const gaps = tries.slice(1).map((t, i) => (Date.parse(t.startedAt) - Date.parse(tries[i]!.startedAt)) / MINUTE);
    expect(gaps).toEqual([1, 5, 15, 30, 60]);
    // A late duplicate of any message changes nothing.
    const late = await step({ deliveryId: d.delivery.id, tryNumber: 3 }, clock);
    expect(late.result).toMatchObject({ kind: 'skipped' });
    await d.disable();
  });

  it('an answer slower than the time-out is a timeout (production time-out: 10 s)', async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(defaultOutboundOptions().timeoutMs).toBe(10_000);
    const r = await receiver((_req, res) => {
      setTimeout(() => res.writeHead(200).end('late'), 2_000).unref();
    });
    const d = await deliveryTo(r.url);
    const clock = fakeClock();
    const started = Date.now();
    const { result, queued } = await step(d.first, clock, { outbound: { timeoutMs: 600 } });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({
      kind: 'tried',
      status: 'pending',
      try: { outcome: 'timeout', statusCode: null, errorMessage: 'No complete answer within 0.6 s.' },
    });
    if (result.kind === 'tried') expect(result.try.durationMs).toBeGreaterThanOrEqual(550);
    expect(queued[0]!.delaySeconds).toBe(60);
    await d.disable();
  });

  it('headers in time but a body trickling past the time-out is a timeout too', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
      setTimeout(() => res.end('rest'), 2_000).unref();
    });
    const d = await deliveryTo(r.url);
    const { result } = await step(d.first, fakeClock(), { outbound: { timeoutMs: 600 } });
    expect(result).toMatchObject({ kind: 'tried', try: { outcome: 'timeout' } });
    await d.disable();
  });

  it('a 302 is not followed: redirect_not_followed, and the redirect target is never called', async () => {
    const target = await receiver();
    const r = await receiver((_req, res) => {
      res.writeHead(302, { location: target.url }).end();
    });
    const d = await deliveryTo(r.url);
    const { result, queued } = await step(d.first, fakeClock());
    expect(result).toMatchObject({
      kind: 'tried',
      status: 'pending',
      try: { outcome: 'redirect_not_followed', statusCode: 302, responseHeaders: { location: target.url } },
    });
    expect(queued[0]!.delaySeconds).toBe(60);
    expect(target.requests).toHaveLength(0);
    expect(target.sockets).toBe(0);
    await d.disable();
  });

  it('an oversized 2xx answer is response_too_large; the stored excerpt is at most 2 KB', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(200 * 1024));
    });
    const d = await deliveryTo(r.url);
    const { result } = await step(d.first, fakeClock());
    expect(result).toMatchObject({ kind: 'tried', status: 'pending', try: { outcome: 'response_too_large', statusCode: 200 } });
    if (result.kind === 'tried') {
      expect(Buffer.byteLength(result.try.responseExcerpt!)).toBe(2048);
    }
    await d.disable();
  });

  it('a 4xx is http_4xx, with a redacted excerpt of the answer', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(401, { 'content-type': 'text/plain', 'set-cookie': 'sid=abc' }).end('bad signature; retry with ?token=s3cr3tvalue');
    });
    const d = await deliveryTo(r.url);
    const { result } = await step(d.first, fakeClock());
    expect(result).toMatchObject({ kind: 'tried', try: { outcome: 'http_4xx', statusCode: 401 } });
    const [tried] = await listTriesOfDelivery(d.delivery.id);
    expect(tried!.responseExcerpt).toBe('bad signature; retry with ?token=[redacted]');
    expect(JSON.stringify(tried!.responseHeaders)).not.toContain('sid=abc');
    await d.disable();
  });

  it('an unresolvable host is dns_error, retried after 1 minute', async () => {
    const d = await deliveryTo('http://does-not-exist.invalid/hook');
    const clock = fakeClock();
    const { result, queued } = await step(d.first, clock);
    expect(result).toMatchObject({ kind: 'tried', status: 'pending', try: { outcome: 'dns_error', statusCode: null } });
    expect(queued[0]).toEqual({
      message: { deliveryId: d.delivery.id, tryNumber: 2, notBefore: new Date(clock.now().getTime() + MINUTE).toISOString() },
      delaySeconds: 60,
    });
    await d.disable();
  });
});

describe('at-least-once safety', () => {
  it('a duplicate message never makes a second try of the same number, in sequence or at once', async () => {
    const r = await receiver((_req, res) => {
      setTimeout(() => res.writeHead(503).end(), 300).unref();
    });
    const d = await deliveryTo(r.url);
    const clock = fakeClock();
    const [a, b] = await Promise.all([step(d.first, clock), step(d.first, clock)]);
    const kinds = [a.result.kind, b.result.kind].sort();
    // The one that found the try claimed by the other comes back once that claim would be stale
    // (it cannot tell a worker sending now from one that stopped): it is never dropped.
    expect(kinds).toEqual(['tried', 'waiting']);
    expect(r.requests).toHaveLength(1);
    const queued = [...a.queued, ...b.queued];
    expect(queued.filter((q) => q.message.tryNumber === 1).map((q) => q.delaySeconds)).toEqual([STALE_CLAIM_MS / 1000]);
    const again = await step(d.first, clock);
    expect(again.result).toMatchObject({ kind: 'skipped' });
    expect(r.requests).toHaveLength(1);
    expect((await listTriesOfDelivery(d.delivery.id)).map((t) => t.tryNumber)).toEqual([1]);
    expect((await getDelivery(d.delivery.id))!.attempts).toBe(1);
    // Only one message for try 2 was queued (by the one that tried).
    expect([...queued, ...again.queued].filter((q) => q.message.tryNumber === 2)).toHaveLength(1);
    await d.disable();
  });

  it('a lost hand-off of the next try is made again by the redelivered message', async () => {
    const r = await receiver((_req, res) => void res.writeHead(500).end());
    const d = await deliveryTo(r.url);
    const clock = fakeClock();
    const failing = async () => {
      throw new Error('SQS unavailable');
    };
    await expect(runDeliveryStep(d.first, { now: clock.now, enqueue: failing })).rejects.toThrow('SQS unavailable');
    expect((await getDelivery(d.delivery.id))!.attempts).toBe(1);
    const redelivered = await step(d.first, clock);
    expect(redelivered.result).toMatchObject({ kind: 'skipped' });
    expect(redelivered.queued.map((q) => q.message.tryNumber)).toEqual([2]);
    expect(r.requests).toHaveLength(1);
    // Once queued, a further duplicate queues nothing more.
    expect((await step(d.first, clock)).queued).toEqual([]);
    await d.disable();
  });

  it('a message delivered again after its run claimed the try and failed sends that try at once, as claimed', async () => {
    const r = await receiver();
    const d = await deliveryTo(r.url);
    const clock = fakeClock();
    // The first run's claim was applied, but its answer and the read-back were lost: the run failed before sending.
    const claims = vi.spyOn(repository, 'claimTry').mockImplementationOnce(async (record) => {
      await claimTry(record);
      throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
    });
    const reads = vi.spyOn(repository, 'getTry').mockRejectedValueOnce(new Error('socket hang up'));
    try {
      await expect(step(d.first, clock, { messageId: 'message-1' })).rejects.toThrow('socket hang up');
    } finally {
      claims.mockRestore();
      reads.mockRestore();
    }
    expect(r.requests).toHaveLength(0);
    const claimed = await getTry(d.delivery.id, automaticTrySk(1));
    expect(claimed).toMatchObject({ state: 'sending' });

    // The same message comes back (SQS, once its visibility time-out passed): the try is its own, sent now.
    const again = await step(d.first, clock, { messageId: 'message-1' });
    expect(again.result).toMatchObject({ kind: 'tried', status: 'delivered', try: { id: claimed!.id, tryNumber: 1, outcome: 'delivered' } });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.headers['webhook-signature']).toBe(claimed!.requestHeaders['webhook-signature']);
    expect(await getTry(d.delivery.id, automaticTrySk(1))).toMatchObject({ id: claimed!.id, state: 'done', outcome: 'delivered' });
    // Another message for that try (a duplicate) still leaves it alone.
    expect((await step(d.first, clock, { messageId: 'message-2' })).result).toMatchObject({ kind: 'skipped' });
    expect(r.requests).toHaveLength(1);
    await d.disable();
  });

  it('a try claimed by a worker that stopped is recorded as interrupted, and the schedule goes on', async () => {
    const r = await receiver();
    const d = await deliveryTo(r.url);
    const clock = fakeClock();
    const startedAt = clock.now();
    const claimed = await claimTry({
      id: '5f0f9c4e-1111-4111-8111-111111111111',
      sk: automaticTrySk(1),
      deliveryId: d.delivery.id,
      organisationId: merchant.organisationId,
      paymentId: d.delivery.paymentId,
      endpointId: d.endpointId,
      eventId: d.event.id,
      eventType: d.event.type,
      url: r.url,
      method: 'POST',
      tryNumber: 1,
      trigger: 'automatic',
      requestedBy: null,
      requestHeaders: {},
      requestBody: '{}',
      startedAt: startedAt.toISOString(),
      state: 'sending',
      durationMs: null,
      outcome: null,
      statusCode: null,
      responseHeaders: null,
      responseExcerpt: null,
      errorMessage: null,
      nextRetryAt: null,
    });
    expect(claimed).toBe(true);
    // While the claim is fresh, a redelivery leaves it to its worker, and comes back when it would be stale.
    const fresh = await step(d.first, clock);
    expect(fresh.result).toMatchObject({ kind: 'waiting', delaySeconds: STALE_CLAIM_MS / 1000 });
    expect(fresh.queued.map((q) => q.message)).toEqual([d.first]);
    clock.advance(STALE_CLAIM_MS + 1000);
    const recovered = await step(d.first, clock);
    expect(recovered.result).toMatchObject({ kind: 'tried', status: 'pending', try: { tryNumber: 1, outcome: 'other' } });
    expect(recovered.queued.map((q) => q.message.tryNumber)).toEqual([2]);
    expect(r.requests).toHaveLength(0);
    expect(await getTry(d.delivery.id, automaticTrySk(1))).toMatchObject({ state: 'done', outcome: 'other' });
    await d.disable();
  });

  it('the worker reports a poison message as a batch item failure and processes the rest', async () => {
    const r = await receiver();
    const d = await deliveryTo(r.url);
    const record = (messageId: string, body: string) =>
      ({ messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as never;
    const unknownDelivery = JSON.stringify({ deliveryId: '00000000-0000-4000-8000-000000000000', tryNumber: 1 });
    const result = await deliveryWorker({
      Records: [
        record('poison-1', 'not json'),
        record('poison-2', JSON.stringify({ deliveryId: d.delivery.id, tryNumber: 9 })),
        record('poison-3', unknownDelivery),
        record('good', JSON.stringify(d.first)),
      ],
    });
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['poison-1', 'poison-2', 'poison-3']);
    expect(r.requests).toHaveLength(1);
    expect((await getDelivery(d.delivery.id))!.status).toBe('delivered');
    await d.disable();
  });

  it('stops trying once the endpoint is disabled: the delivery fails without a try', async () => {
    const r = await receiver();
    const d = await deliveryTo(r.url);
    await d.disable();
    const { result, queued } = await step(d.first, fakeClock());
    expect(result).toMatchObject({ kind: 'stopped' });
    expect(queued).toEqual([]);
    expect(r.requests).toHaveLength(0);
    expect(await getDelivery(d.delivery.id)).toMatchObject({ status: 'failed', attempts: 0, nextRetryAt: null });
  });
});

describe('manual retry', () => {
  it('one immediate try of a delivery that is not pending: counted in manualTries, audited, never among the automatic ones', async () => {
    let answer = 500;
    const r = await receiver((_req, res) => void res.writeHead(answer).end());
    const d = await deliveryTo(r.url);
    const retryPath = `${base()}/deliveries/${d.delivery.id}/retry`;

    const pending = await app.http.post(retryPath, undefined, asKey(merchant.apiKey));
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe('webhook_delivery_pending');
    expect(r.requests).toHaveLength(0);

    // Six automatic failures, run on a clock three hours back so that they come before the manual tries.
    const clock = fakeClock(new Date(Date.now() - 3 * 60 * MINUTE));
    let message: DeliveryMessage | undefined = d.first;
    while (message) {
      const { result, queued } = await step(message, clock);
      message = queued[0]?.message;
      if (message?.notBefore) clock.set(new Date(message.notBefore));
      if (result.kind === 'waiting') continue;
    }
    expect(await getDelivery(d.delivery.id)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(r.requests).toHaveLength(6);

    // A failed manual try leaves it failed and schedules nothing.
    const stillFailing = await app.http.post(retryPath, undefined, asSession(merchant.owner.cookie));
    expect(stillFailing.status).toBe(200);
    expect(stillFailing.body).toMatchObject({ status: 'failed', attempts: 6, manualTries: 1, lastOutcome: 'http_5xx', nextRetryAt: null });

    answer = 200;
    const retried = await app.http.post(retryPath, undefined, asKey(merchant.apiKey));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: d.delivery.id,
      status: 'delivered',
      attempts: 6,
      manualTries: 2,
      lastOutcome: 'delivered',
      lastStatusCode: 200,
      lastError: null,
      nextRetryAt: null,
      deliveredAt: expect.any(String),
    });
    expect(r.requests).toHaveLength(8);
    const signature = r.requests[7]!.headers['svc-signature'] as string;
    expect(independentlyValid(signature, r.requests[7]!.raw, d.secret)).toBe(true);

    // A delivered delivery may be retried too.
    const replay = await app.http.post(retryPath, undefined, asKey(merchant.apiKey));
    expect(replay.body).toMatchObject({ status: 'delivered', manualTries: 3, attempts: 6 });

    const tries = await listTriesOfDelivery(d.delivery.id);
    expect(tries.map((t) => [t.trigger, t.tryNumber])).toEqual([
      ['automatic', 1],
      ['automatic', 2],
      ['automatic', 3],
      ['automatic', 4],
      ['automatic', 5],
      ['automatic', 6],
      ['manual', 1],
      ['manual', 2],
      ['manual', 3],
    ]);
    expect(tries[6]).toMatchObject({ requestedBy: merchant.owner.userId, outcome: 'http_5xx', nextRetryAt: null });
    expect(tries[7]).toMatchObject({ requestedBy: merchant.apiKeyId, outcome: 'delivered' });

    const audit = (await listAudit(merchant.organisationId)).items.filter(
      (e) => e.action === 'webhook_delivery.retried' && e.target.id === d.delivery.id,
    );
    expect(audit).toHaveLength(3);
    expect(audit.map((e) => e.actor.id).sort()).toEqual([merchant.apiKeyId, merchant.apiKeyId, merchant.owner.userId].sort());

    // The endpoint's deliveries show it.
    const listed = await app.http.get(`${base()}/${d.endpointId}/deliveries`, asKey(merchant.apiKey));
    expect(listed.body.items[0]).toMatchObject({ id: d.delivery.id, status: 'delivered', manualTries: 3 });

    // Disabled endpoint: 409 webhook_endpoint_disabled; unknown or foreign delivery: 404.
    await d.disable();
    const disabled = await app.http.post(retryPath, undefined, asKey(merchant.apiKey));
    expect(disabled.status).toBe(409);
    expect(disabled.body.error).toBe('webhook_endpoint_disabled');
    const unknown = await app.http.post(`${base()}/deliveries/00000000-0000-4000-8000-000000000000/retry`, undefined, asKey(merchant.apiKey));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('webhook_delivery_not_found');
    const other = await createMerchant(app.http);
    const foreign = await app.http.post(
      `/organisations/${other.organisationId}/webhooks/deliveries/${d.delivery.id}/retry`,
      undefined,
      asKey(other.apiKey),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('webhook_delivery_not_found');
  });
});

describe('end to end through the queues', () => {
  it('a committed payment event reaches a registered receiver, signed, through the outbox and webhook workers', async () => {
    const r = await receiver();
    const created = await app.http.post(base(), { url: r.url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
    const { event, outboxEventId } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
    });
    await dispatchOutbox([outboxEventId]);
    const got = await waitFor(() => r.requests[0]);
    expect(got.headers['svc-event-id']).toBe(event.id);
    expect(verifyWebhookSignature(got.raw, got.headers['svc-signature'] as string, created.body.secret)).toBeGreaterThan(0);
    const listed = await waitFor(async () => {
      const res = await app.http.get(`${base()}/${created.body.id}/deliveries`, asKey(merchant.apiKey));
      return res.body.items[0]?.status === 'delivered' ? res.body.items[0] : undefined;
    });
    expect(listed).toMatchObject({ eventId: event.id, attempts: 1, lastOutcome: 'delivered' });
    await app.http.delete(`${base()}/${created.body.id}`, asKey(merchant.apiKey));
  });
});
