// Many payers' browsers (or one impatient one) opening attempts of one payment at once: the
// payment gets exactly its maximum of attempts, and every request past it learns why with the
// contract's answer, 409 `too_many_attempts` with `maxAttempts`, not a `conflict` to retry (a
// retry could only be refused). The edge's per-reference rule refuses what is beyond its own
// limit first, with 429 `rate_limited`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, PAYMENT_TEST_ENV, type Collector } from './support.js';

/** The service's default maximum of attempts per payment (PAYMENTS_MAX_ATTEMPTS). */
const MAX_ATTEMPTS = 10;
const PARALLEL = 30;
/** The default limit of the edge rule on POST /checkout/{reference}/attempts. */
const ATTEMPTS_PER_REFERENCE = 20;

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({
    env: PAYMENT_TEST_ENV,
    // Only the rule on opening attempts counts; the others would not be reached by this test.
    publicRateLimits: { 'checkout-attempts-per-reference': ATTEMPTS_PER_REFERENCE },
  });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
});

afterAll(async () => {
  await app?.stop();
});

const statuses = (answers: Array<{ status: number; body: { error?: string } }>) =>
  answers.map((a) => `${a.status}${a.body?.error ? ` ${a.body.error}` : ''}`).join(', ');

it(`${PARALLEL} parallel attempts on one payment: ${MAX_ATTEMPTS} opened, the rest 409 too_many_attempts (or 429 past the edge's limit), never conflict`, async () => {
  const payment = await newPayment(app, merchant);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      app.http.post(`/checkout/${payment.reference}/attempts`, { provider: i % 2 ? 'clictopay' : 'flouci' }),
    ),
  );
  const all = statuses(answers);
  expect(answers.filter((a) => a.status === 201), all).toHaveLength(MAX_ATTEMPTS);
  const refused = answers.filter((a) => a.status === 409);
  expect(refused, all).toHaveLength(ATTEMPTS_PER_REFERENCE - MAX_ATTEMPTS);
  for (const answer of refused) {
    expect(answer.body).toEqual({ error: 'too_many_attempts', message: expect.any(String), maxAttempts: MAX_ATTEMPTS });
  }
  const limited = answers.filter((a) => a.status === 429);
  expect(limited, all).toHaveLength(PARALLEL - ATTEMPTS_PER_REFERENCE);
  for (const answer of limited) expect(answer.body.error).toBe('rate_limited');
  expect((await getPayment(app, merchant, payment.reference)).attemptsCount).toBe(MAX_ATTEMPTS);
});
