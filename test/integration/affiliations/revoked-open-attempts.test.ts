// A revoked affiliation's open attempts (decisions.md): the revoke stops new attempts at once; the
// attempts already open keep being followed until they end, with the credentials they were opened
// with (kept sealed on the attempt), for status queries and endings only; those credentials are
// destroyed when the attempt ends, or when the poller ends it 24 hours after its payment expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAffiliation } from '../../../shared/store/affiliations-repository.js';
import { getAttempt } from '../../../shared/store/payments-repository.js';
import { pollAttempt } from '../../../shared/payments/check-attempt.js';
import { randomUUID } from 'node:crypto';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventually,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  SANDBOX,
  type Collector,
} from '../payments/support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['kashy', 'clictopay']);
}, 60_000);

afterAll(async () => {
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

/** Set-up one after another (the machine is shared): only the requests under test race. */
async function inTurn<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 1) out.push(await make(i));
  return out;
}

interface Open {
  reference: string;
  attemptId: string;
  externalRef: string;
}

async function opened(reference: string, attemptId: string): Promise<Open> {
  return { reference, attemptId, externalRef: (await merchantAttempt(app, merchant, reference, attemptId)).externalRef };
}

const kept = async (o: Open) => (await getAttempt(o.reference, o.attemptId))?.keptCredentials;
const tryKashy = (reference: string) => app.http.post(`/checkout/${reference}/attempts`, { provider: 'kashy' });

describe('a revoked affiliation: no new attempt, its open attempts followed to their end', () => {
  it(`a revoke racing ${PARALLEL} new attempts; then the open ones are paid or ended with the credentials they kept, which go with them`, async () => {
    const kashy = merchant.affiliations.kashy!;
    const before = await inTurn(PARALLEL, async () => {
      const payment = await newPayment(app, merchant, { acceptedProviders: ['kashy', 'clictopay'] });
      return opened(payment.reference, (await openAttempt(app, payment.reference, 'kashy')).attemptId);
    });
    // Each open attempt keeps its credentials sealed (never in clear), as its affiliation does.
    for (const o of before) {
      const credentials = await kept(o);
      expect(credentials?.version).toBe(1);
      const stored = JSON.stringify(credentials);
      for (const value of Object.values(SANDBOX.kashy)) if (value.length > 6) expect(stored).not.toContain(value);
    }
    const fresh = await inTurn(PARALLEL, async () => (await newPayment(app, merchant, { acceptedProviders: ['kashy', 'clictopay'] })).reference);

    // The revoke and 20 payers opening an attempt at Kashy, at once.
    const [revoke, ...tries] = await Promise.all([
      app.http.post(`/organisations/${merchant.organisationId}/affiliations/${kashy}/revoke`, undefined, asSession(merchant.owner.cookie)),
      ...fresh.map((reference) => tryKashy(reference)),
    ]);
    expect(revoke.status, revoke.text).toBe(200);
    expect(revoke.body.status).toBe('revoked');
    for (const t of tries as HttpResponse[]) {
      expect([201, 409], t.text).toContain(t.status);
      if (t.status === 409) expect(t.body.error).toBe('provider_not_accepted');
    }
    // Refused from the revoke's answer on, on every payment; the affiliation's credentials are gone.
    const after = await Promise.all([...fresh.slice(0, 10), ...before.slice(0, 10).map((o) => o.reference)].map((reference) => tryKashy(reference)));
    for (const t of after) {
      expect(t.status, t.text).toBe(409);
      expect(t.body.error).toBe('provider_not_accepted');
    }
    const record = await getAffiliation(merchant.organisationId, kashy);
    expect(record).toMatchObject({ status: 'revoked', current: null, previous: null });

    const raced = await Promise.all(
      (tries as HttpResponse[]).flatMap((t, i) => (t.status === 201 ? [opened(fresh[i]!, t.body.attemptId)] : [])),
    );
    const open = [...before, ...raced];
    for (const o of open) expect(await kept(o), o.attemptId).toBeDefined();

    // Half are paid by their payers (the callback's status query), half canceled by the merchant
    // (the ending at Kashy), all at once: each with the credentials its attempt kept.
    const paid = open.filter((_, i) => i % 2 === 0);
    const canceled = open.filter((_, i) => i % 2 === 1);
    await Promise.all([
      ...paid.map(async (o) => {
        await app.simulators.control.complete('kashy', o.externalRef, 'success');
        await eventually(async () => expect((await getPayment(app, merchant, o.reference)).status).toBe('succeeded'), 20_000);
      }),
      ...canceled.map(async (o) => {
        const cancel = await cancelPayment(o.reference, 'affiliation revoked');
        expect(cancel.status, cancel.text).toBe(200);
        await eventually(async () => {
          await app.queuesIdle();
          expect((await merchantAttempt(app, merchant, o.reference, o.attemptId)).status).toBe('canceled');
        }, 30_000);
        expect(app.simulators.control.order('kashy', o.externalRef)?.state).toBe('canceled');
      }),
    ]);
    // Ended: the kept credentials are destroyed with the ending.
    for (const o of paid) {
      const attempt = await getAttempt(o.reference, o.attemptId);
      expect(attempt?.status).toBe('succeeded');
      expect(attempt && 'keptCredentials' in attempt, o.attemptId).toBe(false);
    }
    for (const o of canceled) {
      const attempt = await getAttempt(o.reference, o.attemptId);
      expect(attempt?.status).toBe('canceled');
      expect(attempt && 'keptCredentials' in attempt, o.attemptId).toBe(false);
    }
  }, 240_000);

  it('an attempt still open 24 hours after its payment expired is closed by the poller, and its credentials with it', async () => {
    const clictopay = merchant.affiliations.clictopay!;
    const payment = await newPayment(app, merchant, { acceptedProviders: ['clictopay'] });
    const o = await opened(payment.reference, (await openAttempt(app, payment.reference, 'clictopay')).attemptId);
    const revoke = await app.http.post(`/organisations/${merchant.organisationId}/affiliations/${clictopay}/revoke`, undefined, asSession(merchant.owner.cookie));
    expect(revoke.status, revoke.text).toBe(200);
    expect(await kept(o)).toBeDefined();

    // Still followed after the revoke: the poller's status query answers (the payer has not paid).
    const payer = Date.parse(payment.expiresAt) - 60_000;
    expect(await pollAttempt(o.reference, o.attemptId, new Date(payer))).toBe('checked');
    expect((await getAttempt(o.reference, o.attemptId))?.lastCheckError).toBeNull();
    expect(await kept(o)).toBeDefined();

    // A day after the payment expired, the poller closes it, and the credentials go.
    const dayAfter = new Date(Date.parse(payment.expiresAt) + 24 * 3600_000 + 60_000);
    expect(await pollAttempt(o.reference, o.attemptId, dayAfter)).toBe('closed');
    const attempt = await getAttempt(o.reference, o.attemptId);
    expect(attempt?.status).toBe('expired');
    expect(attempt && 'keptCredentials' in attempt).toBe(false);
  }, 60_000);
});
