// The checkout's limits hold under parallel requests: the local gateway (WAF's stand-in)
// counts each request before any function runs, so that no more requests than the limit get
// through (429 rate_limited with Retry-After for the rest), and a payment never gets more
// attempts than allowed (409 too_many_attempts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '../../../shared/store/client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, openAttempt, PAYMENT_TEST_ENV, type Collector } from './support.js';

const PARALLEL = 20;
const PER_REFERENCE = 25;
const PER_ATTEMPT = 5;
const MAX_ATTEMPTS = 3;
let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ...PAYMENT_TEST_ENV,
      PAYMENTS_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
    publicRateLimits: { 'checkout-per-reference': PER_REFERENCE, 'callbacks-per-attempt': PER_ATTEMPT },
  });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
});

afterAll(async () => {
  await app?.stop();
});

it(`lets ${PER_REFERENCE} of ${PER_REFERENCE + PARALLEL} parallel checkout requests for one reference through`, async () => {
  const payment = await newPayment(app, merchant);
  const answers = await Promise.all(
    Array.from({ length: PER_REFERENCE + PARALLEL }, () => app.http.get(`/checkout/${payment.reference}/status`)),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_REFERENCE);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(PARALLEL);
  expect(refused[0]!.body.error).toBe('rate_limited');
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
});

it(`opens at most ${MAX_ATTEMPTS} attempts of ${PARALLEL} parallel requests for one payment (409 too_many_attempts after)`, async () => {
  const payment = await newPayment(app, merchant);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => app.http.post(`/checkout/${payment.reference}/attempts`, { provider: i % 2 ? 'clictopay' : 'flouci' })),
  );
  const opened = answers.filter((a) => a.status === 201);
  expect(opened.length, answers.map((a) => a.status).join()).toBeLessThanOrEqual(MAX_ATTEMPTS);
  expect(opened.length).toBeGreaterThan(0);
  // The others were refused for the limit: a race lost to another attempt is not a conflict to retry.
  for (const other of answers.filter((a) => a.status !== 201)) {
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'too_many_attempts', maxAttempts: MAX_ATTEMPTS });
  }
  expect((await getPayment(app, merchant, payment.reference)).attemptsCount).toBe(opened.length);
});

it(`lets ${PER_ATTEMPT} of ${PARALLEL} parallel callbacks for one attempt through`, async () => {
  const payment = await newPayment(app, merchant);
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => app.http.post(`/callbacks/clictopay/${attempt.attemptId}`, {})));
  expect(answers.filter((a) => a.status === 200), answers.map((a) => a.status).join()).toHaveLength(PER_ATTEMPT);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(PARALLEL - PER_ATTEMPT);
});

it('counts nothing in the table: the status poll a payer repeats makes reads only, never a write', async () => {
  const payment = await newPayment(app, merchant);
  const commands: string[] = [];
  const name = `countCalls${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName!);
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => app.http.get(`/checkout/${payment.reference}/status`)));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  } finally {
    db().middlewareStack.remove(name);
  }
  expect(commands.filter((c) => /^(Get|BatchGet|Query)/.test(c)).length).toBeGreaterThan(0);
  expect(commands.filter((c) => /^(Put|Update|Delete|TransactWrite|BatchWrite)/.test(c))).toEqual([]);
});
