// When DynamoDB stops answering for longer than a function may wait (a stalled table, a network
// partition), the service answers before Lambda's time-out, says what it knows of the outcome, and
// lets a client that retries as told lose nothing and get nothing twice:
// - a change whose write was sent but never answered is 503 `outcome_unknown` with Retry-After: the
//   table may apply it after the answer (the fault proxy applies every held call once it lets it
//   through); a retry with the same Idempotency-Key once the table is back returns the one payment;
// - a request stopped before anything was written (a read, or a change still reading) is 503
//   `service_unavailable` with Retry-After: nothing was changed;
// - never a 500, never an answer after the function's time-out, and v2 routes answer in v2's format.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paymentsRoutes } from '../../../functions/http/payments/routes.js';
import { v2Routes } from '../../../functions/http/v2/routes.js';
import type { RouteGroupManifest } from '../../../shared/http/route-manifest.js';
import { startDynamoFaultProxy, type FaultProxy } from '../../support/dynamodb-fault-proxy.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { allPayments, retryable } from './support/audit.js';
import { INIT_PAYMENT, pluginBody } from '../v2/support.js';
import { fixedLinkBody } from '../links/support.js';

/** Lambda's time-out of the payments function (the manifest's, 10 s by default). */
const PAYMENTS_TIMEOUT_MS = ((paymentsRoutes as RouteGroupManifest).timeoutSeconds ?? 10) * 1000;
const V2_TIMEOUT_MS = (v2Routes.timeoutSeconds ?? 10) * 1000;
/** Held longer than the function may wait: the table answers only after every client was answered. */
const HOLD_MS = PAYMENTS_TIMEOUT_MS + 5_000;
const PARALLEL = 20;

let proxy: FaultProxy;
let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  proxy = await startDynamoFaultProxy(inject('standIns').dynamodbEndpoint);
  app = await startTestApp({ dynamodbEndpoint: proxy.url, env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  // The functions are loaded (a cold start is Lambda's init, outside the function's time): what the
  // tests time is the invocation.
  expect((await app.http.get('/payments', asKey(merchant.apiKey))).status).toBe(200);
  expect((await app.http.get(`/api/v2/payments/${'a'.repeat(24)}`, asKey(merchant.v2ApiKey))).status).toBe(404);
}, 60_000);

afterAll(async () => {
  proxy?.inject(undefined);
  await proxy?.drained();
  await app?.stop();
  await proxy?.stop();
});

interface Timed {
  res: HttpResponse;
  ms: number;
}

async function timed(send: () => Promise<HttpResponse>): Promise<Timed> {
  const started = performance.now();
  const res = await send();
  return { res, ms: performance.now() - started };
}

/** A client that retries what the contract says to retry, waiting the Retry-After it was given. */
async function retrying(send: () => Promise<HttpResponse>, tries = 10): Promise<HttpResponse> {
  let res = await send();
  for (let i = 1; i < tries && retryable(res); i += 1) {
    const seconds = Number(res.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
    res = await send();
  }
  return res;
}

/** How long the function took to answer this response, as it logged it. */
function handlerDurationMs(res: HttpResponse): number {
  const requestId = res.headers.get('x-request-id');
  const line = app.logs.map((l) => JSON.parse(l) as { message?: string; requestId?: string; durationMs?: number }).find((l) => l.message === 'request' && l.requestId === requestId);
  expect(line, `log line of ${requestId}`).toBeDefined();
  return line!.durationMs!;
}

/**
 * What a request cut short by the table gets: 503 with Retry-After and its code, answered by the
 * function itself before Lambda's time-out (the local gateway answers a bare 500 for a function
 * that overruns, as API Gateway does), and before the table answered.
 */
function expectTimelyAnswer({ res, ms }: Timed, timeoutMs: number) {
  expect(res.status, res.text).toBe(503);
  expect(Number(res.headers.get('retry-after')), res.text).toBeGreaterThanOrEqual(1);
  expect(handlerDurationMs(res)).toBeLessThan(timeoutMs);
  expect(ms).toBeLessThan(HOLD_MS);
}

function expectDependencyAnswer(answer: Timed, code: 'outcome_unknown' | 'service_unavailable', timeoutMs = PAYMENTS_TIMEOUT_MS) {
  expectTimelyAnswer(answer, timeoutMs);
  expect(answer.res.body.error, answer.res.text).toBe(code);
  expect(typeof answer.res.body.message).toBe('string');
}

describe('the table holds every write longer than the function may wait, then applies it', () => {
  it(`answers ${PARALLEL} parallel POST /payments 503 outcome_unknown, and a retry with the same key finds the one payment`, async () => {
    const orders = Array.from({ length: PARALLEL }, () => ({ body: paymentBody({ orderId: `held-${randomUUID()}` }), key: randomUUID() }));
    const send = (order: (typeof orders)[number]) =>
      app.http.post('/payments', order.body, { headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': order.key } });

    proxy.inject({ kind: 'hang', rate: 1, operations: ['TransactWriteItems'], holdMs: HOLD_MS });
    let answers: Timed[];
    try {
      answers = await Promise.all(orders.map((order) => timed(() => send(order))));
    } finally {
      proxy.inject(undefined);
    }
    expect(proxy.injected.TransactWriteItems).toBeGreaterThanOrEqual(PARALLEL);
    for (const answer of answers) expectDependencyAnswer(answer, 'outcome_unknown');
    // The message says what the client does not know and what to do.
    expect(answers[0]!.res.body.message).toMatch(/may or may not/i);
    expect(answers[0]!.res.body.message).toContain('Idempotency-Key');

    // The table comes back and applies what it was holding: the payments exist.
    await proxy.drained();
    const retried = await Promise.all(orders.map((order) => retrying(() => send(order))));
    for (const res of retried) expect(res.status, res.text).toBe(201);
    const replayed = await Promise.all(orders.map((order) => send(order)));
    replayed.forEach((res, i) => {
      expect(res.status, res.text).toBe(201);
      expect(res.body.reference).toBe(retried[i]!.body.reference);
    });

    // Exactly one payment per key.
    const payments = await allPayments(app, merchant);
    for (const [i, order] of orders.entries()) {
      const mine = payments.filter((p) => p.orderId === order.body.orderId);
      expect(mine.map((p) => p.reference), order.body.orderId as string).toEqual([retried[i]!.body.reference]);
    }
  }, 120_000);
});

describe('the whole table stops answering for longer than the function may wait', () => {
  it('answers reads 503 service_unavailable and changes 503 with Retry-After, then one payment per key', async () => {
    const existing = await app.http.post('/payments', paymentBody(), asKey(merchant.apiKey));
    expect(existing.status, existing.text).toBe(201);
    const orders = Array.from({ length: PARALLEL }, () => ({ body: paymentBody({ orderId: `paused-${randomUUID()}` }), key: randomUUID() }));
    const send = (order: (typeof orders)[number]) =>
      app.http.post('/payments', order.body, { headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': order.key } });

    proxy.inject({ kind: 'hang', rate: 1, holdMs: HOLD_MS });
    let creations: Timed[];
    let read: Timed;
    let v2Read: Timed;
    let v2Init: Timed;
    try {
      [creations, read, v2Read, v2Init] = await Promise.all([
        Promise.all(orders.map((order) => timed(() => send(order)))),
        timed(() => app.http.get(`/payments/${existing.body.reference}`, asKey(merchant.apiKey))),
        timed(() => app.http.get(`/api/v2/payments/${existing.body.reference}`, asKey(merchant.v2ApiKey))),
        timed(() => app.http.post(INIT_PAYMENT, pluginBody(merchant), asKey(merchant.v2ApiKey))),
      ]);
    } finally {
      proxy.inject(undefined);
    }
    // A read never has an unknown outcome.
    expectDependencyAnswer(read, 'service_unavailable');
    // Each creation was stopped by the table somewhere before its answer: 503 either way, never 500.
    for (const answer of creations) {
      expectTimelyAnswer(answer, PAYMENTS_TIMEOUT_MS);
      expect(['outcome_unknown', 'service_unavailable'], answer.res.text).toContain(answer.res.body.error);
    }
    // v2 answers in its own format: {message, errors} with the same status and Retry-After.
    for (const answer of [v2Read, v2Init]) {
      expectTimelyAnswer(answer, V2_TIMEOUT_MS);
      expect(Object.keys(answer.res.body), answer.res.text).toEqual(['message', 'errors']);
      expect(answer.res.body.message).not.toContain('Idempotency-Key');
    }

    await proxy.drained();
    const retried = await Promise.all(orders.map((order) => retrying(() => send(order))));
    for (const res of retried) expect(res.status, res.text).toBe(201);
    const payments = await allPayments(app, merchant);
    for (const [i, order] of orders.entries()) {
      const mine = payments.filter((p) => p.orderId === order.body.orderId);
      expect(mine.map((p) => p.reference), order.body.orderId as string).toEqual([retried[i]!.body.reference]);
    }
  }, 120_000);
});

describe('what the service knows of the outcome', () => {
  it('answers 503 service_unavailable when the table refuses connections: nothing was written', async () => {
    const order = { body: paymentBody({ orderId: `refused-${randomUUID()}` }), key: randomUUID() };
    const send = () => app.http.post('/payments', order.body, { headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': order.key } });
    await proxy.refuseConnections(true);
    let change: Timed;
    let read: Timed;
    try {
      change = await timed(send);
      read = await timed(() => app.http.get('/payments', asKey(merchant.apiKey)));
    } finally {
      await proxy.refuseConnections(false);
    }
    expectDependencyAnswer(change, 'service_unavailable');
    expect(change.res.body.message).toMatch(/nothing was changed/i);
    expectDependencyAnswer(read, 'service_unavailable');
    // Nothing was written: the retry creates the payment, once.
    const retried = await send();
    expect(retried.status, retried.text).toBe(201);
    expect((await allPayments(app, merchant)).filter((p) => p.orderId === order.body.orderId)).toHaveLength(1);
  }, 60_000);

  it('answers 503 outcome_unknown when the table applied the payment and every answer was lost; the retry with the key gets it', async () => {
    const order = { body: paymentBody({ orderId: `lost-answer-${randomUUID()}` }), key: randomUUID() };
    const send = () => app.http.post('/payments', order.body, { headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': order.key } });
    // Every try of the payment's transaction reaches the table; every answer is lost.
    proxy.inject({ kind: 'drop_after', rate: 1, operations: ['TransactWriteItems'], match: order.body.orderId as string });
    let first: Timed;
    try {
      first = await timed(send);
    } finally {
      proxy.inject(undefined);
    }
    expectDependencyAnswer(first, 'outcome_unknown');
    const created = (await allPayments(app, merchant)).filter((p) => p.orderId === order.body.orderId);
    expect(created).toHaveLength(1);
    // The retry with the same key answers the payment the first request made.
    const retried = await retrying(send);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body.reference).toBe(created[0].reference);
    expect((await allPayments(app, merchant)).filter((p) => p.orderId === order.body.orderId)).toHaveLength(1);
  }, 60_000);

  it('answers 503 outcome_unknown for a payment link applied whose every answer was lost; the retry with the key gets it', async () => {
    const title = `Lien ${randomUUID().slice(0, 8)}`;
    const headers = { 'x-api-key': merchant.apiKey, 'idempotency-key': randomUUID() };
    const send = () => app.http.post('/payment-links', fixedLinkBody({ title }), { headers });
    proxy.inject({ kind: 'drop_after', rate: 1, operations: ['TransactWriteItems'], match: title });
    let first: Timed;
    try {
      first = await timed(send);
    } finally {
      proxy.inject(undefined);
    }
    expectDependencyAnswer(first, 'outcome_unknown');
    const linksTitled = async () =>
      ((await app.http.get('/payment-links?limit=200', asKey(merchant.apiKey))).body.items as Array<{ id: string; title: string }>).filter((l) => l.title === title);
    const made = await linksTitled();
    expect(made).toHaveLength(1);
    const retried = await retrying(send);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body.id).toBe(made[0]!.id);
    expect(await linksTitled()).toHaveLength(1);
  }, 60_000);

  it('answers a read 503 service_unavailable, never outcome_unknown, when its answer is lost', async () => {
    const existing = await app.http.post('/payments', paymentBody(), asKey(merchant.apiKey));
    expect(existing.status, existing.text).toBe(201);
    proxy.inject({ kind: 'drop_after', rate: 1, operations: ['GetItem', 'Query', 'BatchGetItem'] });
    let read: Timed;
    try {
      read = await timed(() => app.http.get(`/payments/${existing.body.reference}`, asKey(merchant.apiKey)));
    } finally {
      proxy.inject(undefined);
    }
    expectDependencyAnswer(read, 'service_unavailable');
  }, 60_000);
});

it('never answered 500 nor logged an unexpected error for a table that stopped answering', () => {
  const lines = app.logs.map((line) => JSON.parse(line) as { message?: string; status?: number });
  expect(lines.filter((line) => line.message === 'request' && line.status === 500)).toEqual([]);
  expect(lines.filter((line) => line.message === 'unexpected error')).toEqual([]);
});
