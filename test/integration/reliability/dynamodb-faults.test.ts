// Under DynamoDB's faults (throttling, transactions cancelled by conflicts, latency, a connection
// dropped before the table saw the call or after it applied it), merchants and payers who retry
// as they should lose nothing and get nothing twice: while the fault lasts, an answer is a 2xx
// for work done or a 5xx/429 to retry, never a 2xx for work not done; once it stops, an audit of
// the table, the simulator and the webhook receiver finds every payment settled as the provider
// says, one `payment.succeeded` each, delivered to the merchant.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoFaultProxy, type FaultPlan, type FaultProxy } from '../../support/dynamodb-fault-proxy.js';
import { asKey } from '../../support/fixtures.js';
import { retryable, settle } from './support/audit.js';
import { countingReceiver, type CountingReceiver } from './support/receiver.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventsOf, eventually, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';

const PAYMENTS_PER_FAULT = 6;

let proxy: FaultProxy;
let app: TestApp;
let merchant: Collector;
let receiver: CountingReceiver;

beforeAll(async () => {
  proxy = await startDynamoFaultProxy(inject('standIns').dynamodbEndpoint);
  // A message a worker failed on comes back after 2 s instead of a minute: the audit waits for it.
  app = await startTestApp({ dynamodbEndpoint: proxy.url, env: PAYMENT_TEST_ENV, visibilityTimeoutSeconds: 2 });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = await countingReceiver();
  const { url } = receiver;
  const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
  expect(endpoint.status, endpoint.text).toBe(201);
}, 60_000);

afterAll(async () => {
  proxy?.inject(undefined);
  await app?.stop();
  await proxy?.stop();
  await receiver?.stop();
});

/** Every answer the clients received under the current fault. */
let answers: HttpResponse[] = [];

/**
 * What a well-behaved client does: the same request again after an answer it may retry, a few times; and
 * while a request with its key still runs (409 `idempotency_request_in_progress`), until the Retry-After
 * that answer gives: the key's lock ends then at the latest (a request whose failure could not free its
 * key under throttling holds it until then).
 */
async function retrying(send: () => Promise<HttpResponse>, tries = 8): Promise<HttpResponse> {
  let res = await send();
  answers.push(res);
  let heldUntil = 0;
  for (let i = 1; retryable(res) && (i < tries || Date.now() < heldUntil); i += 1) {
    if (res.body?.error === 'idempotency_request_in_progress') {
      heldUntil = Math.max(heldUntil, Date.now() + Number(res.headers.get('retry-after') ?? '1') * 1_000 + 500);
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * Math.min(i, 8)));
    res = await send();
    answers.push(res);
  }
  return res;
}

/** One payment's life, as a merchant and a payer retrying after a fault would live it. */
async function payOnce(): Promise<{ reference: string; orderId: string }> {
  const body = paymentBody({ orderId: `fault-${randomUUID()}` });
  const key = randomUUID();
  const created = await retrying(() => app.http.post('/payments', body, { headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': key } }));
  expect(created.status, created.text).toBe(201);
  const reference: string = created.body.reference;
  const opened = await retrying(() => app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' }));
  // A 409 after a retry means the first try opened it: the payer's page reads it back.
  expect([201, 409], opened.text).toContain(opened.status);
  const attempts = await retrying(() => app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey)));
  expect(attempts.status, attempts.text).toBe(200);
  // The payer pays on the page of the last attempt opened: an open retried after its answer was lost opens
  // another one, which ends the first at the provider.
  const attempt = (attempts.body.items as Array<{ provider: string; externalRef: string | null; status: string }>)
    .filter((a) => a.provider === 'clictopay' && a.externalRef && a.status !== 'canceled')
    .at(-1);
  expect(attempt, JSON.stringify(attempts.body)).toBeDefined();
  await app.simulators.control.complete('clictopay', attempt!.externalRef!, 'success');
  return { reference, orderId: body.orderId as string };
}

async function audit(payments: Array<{ reference: string; orderId: string }>): Promise<void> {
  // Every request created one payment, whatever was retried.
  const list = await app.http.get('/payments?limit=200', asKey(merchant.apiKey));
  for (const { reference, orderId } of payments) {
    expect(list.body.items.filter((p: { orderId: string }) => p.orderId === orderId), orderId).toHaveLength(1);
    const events = await eventsOf(reference);
    const succeeded = events.filter((e) => e.type === 'payment.succeeded');
    // The provider says paid: the payment says succeeded, once.
    await eventually(async () => {
      const read = await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey));
      expect(read.body.status, reference).toBe('succeeded');
    }, 15_000);
    const final = (await eventsOf(reference)).filter((e) => e.type === 'payment.succeeded');
    expect(final, reference).toHaveLength(1);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    // And the merchant heard of it: the service is let settle (the poller and the relay read every shard) only
    // while it has not.
    await eventually(async () => {
      if (!receiver.received.get(final[0]!.id)) await settle(app);
      expect(receiver.received.get(final[0]!.id) ?? 0, `webhook of ${reference}`).toBeGreaterThanOrEqual(1);
    }, 60_000);
  }
}

const faults: Array<[string, FaultPlan]> = [
  ['throttling', { kind: 'throttle', rate: 0.3 }],
  ['transactions cancelled by a conflict', { kind: 'conflict', rate: 0.3 }],
  ['latency', { kind: 'latency', rate: 0.5, latencyMs: 150 }],
  ['connections dropped before the table', { kind: 'drop_before', rate: 0.15 }],
  ['connections dropped after the table applied the call', { kind: 'drop_after', rate: 0.15 }],
];

describe.each(faults)('under %s', (_, plan) => {
  it('loses nothing and does nothing twice', async () => {
    const before = Object.values(proxy.injected).reduce((a, b) => a + b, 0);
    answers = [];
    proxy.inject(plan);
    let payments: Array<{ reference: string; orderId: string }>;
    try {
      payments = await Promise.all(Array.from({ length: PAYMENTS_PER_FAULT }, () => payOnce()));
    } finally {
      proxy.inject(undefined);
    }
    // The fault was really there.
    expect(Object.values(proxy.injected).reduce((a, b) => a + b, 0)).toBeGreaterThan(before);
    if (plan.kind === 'throttle') {
      // A throttled table is a busy service, not an incident: whatever the SDK's own retries did
      // not absorb is a 503 with a short Retry-After.
      for (const res of answers.filter((answer) => answer.status >= 500)) {
        expect(res.status, res.text).toBe(503);
        expect(res.body.error).toBe('service_unavailable');
        expect(res.headers.get('retry-after')).toBe('1');
      }
    }
    await settle(app);
    await audit(payments);
  }, 120_000);
});

it('answers 503 service_unavailable with Retry-After: 1 while the table stays throttled', async () => {
  proxy.inject({ kind: 'throttle', rate: 1 });
  let res: HttpResponse;
  try {
    res = await app.http.post('/payments', paymentBody({ orderId: `throttled-${randomUUID()}` }), asKey(merchant.apiKey));
  } finally {
    proxy.inject(undefined);
  }
  expect(res.status, res.text).toBe(503);
  expect(res.body).toMatchObject({ error: 'service_unavailable' });
  expect(res.headers.get('retry-after')).toBe('1');
}, 30_000);

// The first claim of a try is applied, then its answers dropped:
// - once: the SDK's retry is refused (the claim exists), so the worker must recognise its own claim, or the try is
//   never sent;
// - on every try the SDK makes: the claim call fails; the worker reads the try back and finds its own claim, so the
//   try is sent in that same run rather than left to a claim nobody holds (a redelivered message would wait for it
//   to go stale).
it.each([
  ['whose answer was lost', 1],
  ['whose every answer was lost', 3],
])('sends a webhook try whose claim the table applied but %s', async (_case, times) => {
  proxy.inject({ kind: 'drop_after', rate: 1, operations: ['PutItem'], match: 'TRY#A#01', times });
  try {
    const [{ reference }] = await Promise.all([payOnce()]);
    await settle(app);
    const ending = await eventually(async () => {
      const events = (await eventsOf(reference)).filter((e) => e.type === 'payment.succeeded');
      expect(events).toHaveLength(1);
      return events[0]!;
    }, 15_000);
    await eventually(async () => {
      expect(receiver.received.get(ending.id) ?? 0, reference).toBe(1);
    }, 20_000);
  } finally {
    proxy.inject(undefined);
  }
  expect(proxy.injected.PutItem).toBeGreaterThanOrEqual(times);
}, 60_000);

// The provider's callback settles the payment: the table applies the transaction, then its answer is dropped
// - once: the SDK's retry of the same transaction (same client token) answers as the first would have;
// - on every try the SDK makes: the callback fails with its outcome unknown.
// Either way the payment.succeeded webhook leaves at once. No relay runs here: it would take the event up only
// two minutes after it was written (it is written as handed over).
it.each([
  ['whose answer was lost', 1],
  ['whose every answer was lost', 3],
])('sends the webhook of a settlement the table applied but %s, without the relay', async (_case, times) => {
  const created = await app.http.post('/payments', paymentBody({ orderId: `lost-settlement-${randomUUID()}` }), asKey(merchant.apiKey));
  expect(created.status, created.text).toBe(201);
  const reference: string = created.body.reference;
  const opened = await app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
  expect(opened.status, opened.text).toBe(201);
  const attempts = await app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey));
  const externalRef: string = attempts.body.items[0].externalRef;
  const before = proxy.injected.TransactWriteItems ?? 0;
  proxy.inject({ kind: 'drop_after', rate: 1, operations: ['TransactWriteItems'], match: reference, times });
  try {
    await app.simulators.control.complete('clictopay', externalRef, 'success');
    await eventually(async () => {
      expect((await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body.status).toBe('succeeded');
    }, 15_000);
  } finally {
    proxy.inject(undefined);
  }
  expect((proxy.injected.TransactWriteItems ?? 0) - before).toBe(times);
  const [ending] = (await eventsOf(reference)).filter((e) => e.type === 'payment.succeeded');
  expect(ending, reference).toBeDefined();
  await eventually(async () => {
    expect(receiver.received.get(ending!.id) ?? 0, reference).toBe(1);
  }, 20_000);
}, 60_000);

it('frees an Idempotency-Key whose claim the table applied but whose every answer was lost', async () => {
  // The claim is applied, and its answer lost on every try the SDK makes: the request fails
  // before any work. The merchant's retry with the same key must create the payment, not be
  // told for the rest of the lock that a request with this key is still running.
  const body = paymentBody({ orderId: `lost-claim-${randomUUID()}` });
  const headers = { 'x-api-key': merchant.apiKey, 'idempotency-key': randomUUID() };
  proxy.inject({ kind: 'drop_after', rate: 1, operations: ['PutItem'], match: 'IDEMPOTENCY#', times: 3 });
  let first: HttpResponse;
  try {
    first = await app.http.post('/payments', body, { headers });
  } finally {
    proxy.inject(undefined);
  }
  expect(proxy.injected.PutItem).toBeGreaterThanOrEqual(3);
  expect(first.status, first.text).toBeGreaterThanOrEqual(500);
  const retried = await app.http.post('/payments', body, { headers });
  expect(retried.status, retried.text).toBe(201);
  const replayed = await app.http.post('/payments', body, { headers });
  expect(replayed.status).toBe(201);
  expect(replayed.body.reference).toBe(retried.body.reference);
}, 30_000);
