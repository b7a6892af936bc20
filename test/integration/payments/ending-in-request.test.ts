// The request that makes attempts useless (a merchant's cancel, a new attempt, the settlement of
// the success) ends them at their providers itself, before it answers: a payer who pays a moment
// after is refused, not charged. A slow provider holds that request no longer than its budget;
// the outbox event written with it retries, a few seconds later, only what is still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { randomUUID } from 'node:crypto';
import { asKey, asSession, createStaff } from '../../support/fixtures.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventsOf,
  eventually,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from './support.js';

let app: TestApp;
let merchant: Collector;
let staffCookie: string;

/**
 * The budget of the request's own ending: 3 s in production; here its maximum, 6 s, since this
 * machine, shared and loaded, can take seconds for the table writes that follow the provider's
 * answer. Still well under the simulator's slow answer (15 s), which the budget must cut short.
 */
const BUDGET_MS = 6_000;
const SLOW_PROVIDER_MS = 15_000;

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, PAYMENTS_ENDING_BUDGET_MS: String(BUDGET_MS) } });
  merchant = await collectingMerchant(app, ['kashy', 'clictopay', 'flouci']);
  staffCookie = (await createStaff(app.http)).cookie;
}, 60_000);

afterAll(async () => {
  const dispatch = app?.logs.filter((l) => /outbox dispatch failed|outbox event failed/.test(l)) ?? [];
  if (dispatch.length) console.log(dispatch.slice(0, 5).join('\n'));
  await app?.stop();
});

const PARALLEL = 20;

/**
 * The merchant's cancel, sent again with its Idempotency-Key after a 503 (as the contract tells
 * clients to): on this shared machine storage sometimes answers too late. Answers the status of
 * the cancel that was made (a retry that finds it made answers 409 `payment_not_pending`).
 */
async function cancelPayment(reference: string, reason: string): Promise<{ status: number; text: string }> {
  const headers = { ...asKey(merchant.apiKey).headers, 'idempotency-key': randomUUID() };
  let res = await app.http.post(`/payments/${reference}/cancel`, { reason }, { headers });
  for (let i = 0; i < 5 && (res.status === 503 || res.body?.error === 'idempotency_request_in_progress'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    res = await app.http.post(`/payments/${reference}/cancel`, { reason }, { headers });
    if (res.body?.error === 'payment_not_pending' && (await getPayment(app, merchant, reference)).status === 'canceled') return { status: 200, text: 'canceled by the first try' };
  }
  return res;
}
/** Both can end an order: Kashy (cancel) and ClicToPay (decline.do). */
const ENDABLE: ProviderCode[] = ['kashy', 'clictopay'];

const orderState = (provider: ProviderCode, externalRef: string) => app.simulators.control.order(provider, externalRef)?.state;
const payAtProvider = (provider: ProviderCode, externalRef: string) => app.simulators.control.complete(provider, externalRef, 'success');

/** A pending payment with one attempt open at `provider`, and the provider's reference of its order. */
async function withOpenAttempt(provider: ProviderCode, acceptedProviders: ProviderCode[] = [provider]) {
  const payment = await newPayment(app, merchant, { acceptedProviders });
  const opened = await openAttempt(app, payment.reference, provider);
  const { externalRef } = await merchantAttempt(app, merchant, payment.reference, opened.attemptId);
  return { reference: payment.reference as string, createdAt: payment.createdAt as string, attemptId: opened.attemptId as string, provider, externalRef: externalRef as string };
}

type OutboxView = { type: string; payload: Record<string, unknown>; status: string; attempts: number; createdAt: string };

/**
 * The `attempts.end` events of these payments (the admin list, newest first, paged), down to the first event older
 * than the oldest of them: their events cannot be older than they are.
 */
async function endingEvents(payments: Array<{ reference: string; createdAt: string }>): Promise<Map<string, OutboxView[]>> {
  const since = payments.map((p) => p.createdAt).sort()[0]!;
  const wanted = new Set(payments.map((p) => p.reference));
  const found = new Map<string, OutboxView[]>(payments.map((p) => [p.reference, []]));
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const res: HttpResponse = await app.http.get(`/admin/outbox?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, asSession(staffCookie));
    expect(res.status, res.text).toBe(200);
    const items = res.body.items as OutboxView[];
    for (const e of items) {
      const reference = String(e.payload.reference);
      if (e.type === 'attempts.end' && wanted.has(reference)) found.get(reference)!.push(e);
    }
    cursor = res.body.nextCursor;
    if (!cursor || items.some((e) => e.createdAt < since)) break;
  }
  return found;
}

/**
 * Each payment's ending event ran, once the request had ended what it could. It runs seconds after the request
 * (its retry delay): read once a second, as each read of the admin list queries every shard of the outbox.
 */
async function endingEventsDone(payments: Array<{ reference: string; createdAt: string }>) {
  await eventually(
    async () => {
      const events = await endingEvents(payments);
      for (const { reference } of payments) expect(events.get(reference)!.map((e) => e.status), reference).toEqual(['done']);
    },
    90_000,
    1_000,
  );
}

/**
 * Each attempt ended once on the timeline: the outbox's retry did not end it again. (Were the
 * request's recording of an ending it did at the provider late, the retry would find the order
 * ended, `not_open`, and record what the provider's status says: still one ending.)
 */
async function endedOnce(reference: string, attemptId: string, reason: string) {
  const items = (await timelineOf(app, merchant, reference, '&category=attempt')).items as Array<Record<string, any>>;
  const endings = items.filter((i) => i.attemptId === attemptId && /^attempt\.(canceled|failed|expired|succeeded)$/.test(i.type));
  expect(endings, JSON.stringify(items)).toHaveLength(1);
  expect(endings[0]!.type).toBe('attempt.canceled');
  if (endings[0]!.details?.endedAtProvider) expect(endings[0]!.details).toMatchObject({ reason });
}

/** Set-up one after another (the machine is shared): only the requests under test race. */
async function inTurn<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 1) out.push(await make(i));
  return out;
}

describe('the request that makes attempts useless ends them before it answers', () => {
  it(`${PARALLEL} merchant cancels at once: each order is ended when its cancel answers, and the payer is refused`, async () => {
    const open = await inTurn(PARALLEL, (i) => withOpenAttempt(ENDABLE[i % ENDABLE.length]!));
    await Promise.all(
      open.map(async (o) => {
        const cancel = await cancelPayment(o.reference, 'out of stock');
        expect(cancel.status, cancel.text).toBe(200);
        // No wait for the outbox: the cancel itself ended the order.
        expect(orderState(o.provider, o.externalRef), `${o.provider} ${o.externalRef}`).toBe('canceled');
        await expect(payAtProvider(o.provider, o.externalRef)).rejects.toThrow(/ended/);
        expect((await merchantAttempt(app, merchant, o.reference, o.attemptId)).status).toBe('canceled');
      }),
    );
    // The outbox's retry runs a few seconds later and finds nothing left to end.
    await endingEventsDone(open);
    for (const o of open) {
      await endedOnce(o.reference, o.attemptId, 'payment_canceled');
      expect((await eventsOf(o.reference)).filter((e) => e.type === 'attempt.duplicate_success')).toHaveLength(0);
    }
  }, 300_000);

  it(`${PARALLEL} payers switch provider at once: the attempt each leaves is ended when the new one answers`, async () => {
    const open = await inTurn(PARALLEL, (i) => withOpenAttempt(ENDABLE[i % ENDABLE.length]!, ['kashy', 'clictopay', 'flouci']));
    await Promise.all(
      open.map(async (o) => {
        await openAttempt(app, o.reference, 'flouci');
        expect(orderState(o.provider, o.externalRef), `${o.provider} ${o.externalRef}`).toBe('canceled');
        await expect(payAtProvider(o.provider, o.externalRef)).rejects.toThrow(/ended/);
      }),
    );
    await endingEventsDone(open);
    for (const o of open) await endedOnce(o.reference, o.attemptId, 'new_attempt');
  }, 300_000);

  it(`${PARALLEL} successes at once: the settling callback ends the attempt left open before the provider's answer`, async () => {
    // The Kashy attempt survives the switch to ClicToPay: Kashy's API is down when it is asked to
    // end it, in the request and at the outbox's first retry (whose next try is 30 s later).
    const open = await inTurn(PARALLEL, () => withOpenAttempt('kashy', ['kashy', 'clictopay']));
    for (const o of open) app.simulators.control.setScenario('kashy', o.externalRef, 'status_5xx');
    const cards = await inTurn(PARALLEL, async (i) => {
      const o = open[i]!;
      {
        const card = await openAttempt(app, o.reference, 'clictopay');
        return { ...o, card: (await merchantAttempt(app, merchant, o.reference, card.attemptId)).externalRef as string };
      }
    });
    await eventually(
      async () => {
        const events = await endingEvents(open);
        for (const o of open) expect(events.get(o.reference)![0]?.attempts ?? 0, o.reference).toBeGreaterThanOrEqual(1);
      },
      90_000,
      1_000,
    );
    for (const o of open) {
      expect((await merchantAttempt(app, merchant, o.reference, o.attemptId)).status).not.toBe('canceled');
      app.simulators.control.setScenario('kashy', o.externalRef, 'success');
    }
    const answered = await Promise.all(
      cards.map(async (o) => {
        // The payer pays by card; ClicToPay calls the service back, which settles and ends the Kashy
        // order before it answers. (The simulator waits 5 s for that answer: on a loaded machine a
        // callback may outlast it, and then says nothing about when the ending came.)
        const completion = await payAtProvider('clictopay', o.card);
        if (!completion.callbacks.some((c) => c.httpStatus !== null && c.httpStatus < 400)) return false;
        expect(orderState('kashy', o.externalRef), o.externalRef).toBe('canceled');
        await expect(payAtProvider('kashy', o.externalRef)).rejects.toThrow(/ended/);
        return true;
      }),
    );
    expect(answered.filter(Boolean).length).toBeGreaterThan(0);
    for (const o of cards) {
      await eventually(async () => expect(orderState('kashy', o.externalRef), o.externalRef).toBe('canceled'), 30_000);
    }
    for (const o of open) {
      await endedOnce(o.reference, o.attemptId, 'payment_succeeded');
      expect((await eventsOf(o.reference)).filter((e) => e.type === 'attempt.duplicate_success')).toHaveLength(0);
    }
  }, 300_000);

  it('a slow provider holds the cancel no longer than the budget; the outbox ends the order afterwards', async () => {
    const o = await withOpenAttempt('kashy');
    app.simulators.control.setScenario('kashy', o.externalRef, 'status_slow');
    const started = Date.now();
    const cancel = await cancelPayment(o.reference, 'slow provider');
    const took = Date.now() - started;
    expect(cancel.status, cancel.text).toBe(200);
    // The simulator answers after 15 s: the cancel answered at the budget, without waiting for it.
    expect(took).toBeGreaterThanOrEqual(BUDGET_MS - 1_000);
    expect(took).toBeLessThan(SLOW_PROVIDER_MS);
    expect((await merchantAttempt(app, merchant, o.reference, o.attemptId)).status).not.toBe('canceled');
    app.simulators.control.setScenario('kashy', o.externalRef, 'success');
    await eventually(async () => {
      await app.queuesIdle();
      expect((await merchantAttempt(app, merchant, o.reference, o.attemptId)).status).toBe('canceled');
    }, 30_000);
    expect(orderState('kashy', o.externalRef)).toBe('canceled');
    await endingEventsDone([o]);
    await endedOnce(o.reference, o.attemptId, 'payment_canceled');
  }, 90_000);
});
