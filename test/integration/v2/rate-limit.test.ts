// The v2 rate limit: N requests per minute per key (100 by default; 10 here), counted first and
// atomically, so that 25 requests at once let exactly 10 through; the others are 429 {message}
// with Retry-After. Another key has its own count.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetV2Settings, v2Settings } from '../../../shared/v2/settings.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { expectV2Error } from './support.js';

const LIMIT = 10;

let app: TestApp;
let merchant: Collector;
let other: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, V2_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  merchant = await collectingMerchant(app, ['clictopay']);
  other = await collectingMerchant(app, ['clictopay']);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** Waits, if need be, so that a burst does not straddle two one-minute windows. */
async function awayFromWindowEdge() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 200));
}

it('lets exactly the limit through when 25 requests arrive at once, then answers 429 {message} with Retry-After', async () => {
  await awayFromWindowEdge();
  const answers = await Promise.all(
    Array.from({ length: 25 }, () => app.http.get(`/api/v2/payments/${'a'.repeat(24)}`, asKey(merchant.v2ApiKey))),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 404)).toHaveLength(LIMIT);
  const limited = answers.filter((a) => a.status === 429);
  expect(limited).toHaveLength(25 - LIMIT);
  for (const answer of limited) {
    expectV2Error(answer.body);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  // init-payment shares the key's count.
  const init = await app.http.post('/api/v2/payments/init-payment', {}, asKey(merchant.v2ApiKey));
  expect(init.status).toBe(429);
  // Another key counts on its own.
  expect((await app.http.get(`/api/v2/payments/${'a'.repeat(24)}`, asKey(other.v2ApiKey))).status).toBe(404);
});

it('allows 100 requests a minute per key and waits 10 s for the previous platform unless configured otherwise', () => {
  const saved = process.env.V2_RATE_LIMIT_PER_MINUTE;
  delete process.env.V2_RATE_LIMIT_PER_MINUTE;
  resetV2Settings();
  try {
    expect(v2Settings().V2_RATE_LIMIT_PER_MINUTE).toBe(100);
    expect(v2Settings().V2_RELAY_TIMEOUT_MS).toBe(10_000);
  } finally {
    process.env.V2_RATE_LIMIT_PER_MINUTE = saved;
    resetV2Settings();
  }
});
