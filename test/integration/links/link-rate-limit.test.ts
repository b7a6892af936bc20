// The public link routes are rate limited like the checkout: per link (and per client
// address), refused with 429 rate_limited and Retry-After, counted first so that parallel
// requests cannot slip past the limit.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKey } from '../../helpers/fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { collectingMerchant, PAYMENT_TEST_ENV } from '../payments/helpers.js';
import { fixedLinkBody } from './helpers.js';

const PER_LINK = 5;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { ...PAYMENT_TEST_ENV, CHECKOUT_RATE_LIMIT_PER_REFERENCE: String(PER_LINK), PUBLIC_RATE_LIMIT_WINDOW_SECONDS: '3600' },
  });
  const left = 3600 - (Math.floor(Date.now() / 1000) % 3600);
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
});

afterAll(async () => {
  await app?.stop();
});

it(`lets ${PER_LINK} of 20 parallel requests for one link through, and refuses the rest`, async () => {
  const merchant = await collectingMerchant(app, ['clictopay']);
  const link = await app.http.post('/payment-links', fixedLinkBody(), asKey(merchant.apiKey));
  expect(link.status, link.text).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? app.http.get(`/links/${link.body.slug}`) : app.http.post(`/links/${link.body.slug}/payments`, {}))),
  );
  expect(answers.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(PER_LINK);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(20 - PER_LINK);
  expect(refused[0]!.body.error).toBe('rate_limited');
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another link is counted apart.
  const other = await app.http.post('/payment-links', fixedLinkBody(), asKey(merchant.apiKey));
  expect((await app.http.get(`/links/${other.body.slug}`)).status).toBe(200);
});
