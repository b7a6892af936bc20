// The public link routes are rate limited like the checkout (WAF's rules, enforced by the local
// gateway): per link route and client address (and per address), refused with 429 rate_limited
// and Retry-After, counted first so that parallel requests cannot slip past the limit.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, PAYMENT_TEST_ENV } from '../payments/support.js';
import { fixedLinkBody } from './support.js';

const PER_LINK = 5;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV, publicRateLimits: { 'links-per-link-and-ip': PER_LINK } });
});

afterAll(async () => {
  await app?.stop();
});

it(`lets ${PER_LINK} of 20 parallel payment starts on one link through, and refuses the rest`, async () => {
  const merchant = await collectingMerchant(app, ['clictopay']);
  const link = await app.http.post('/payment-links', fixedLinkBody(), asKey(merchant.apiKey));
  expect(link.status, link.text).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => app.http.post(`/links/${link.body.slug}/payments`, {})),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(PER_LINK);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(20 - PER_LINK);
  expect(refused[0]!.body.error).toBe('rate_limited');
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  // The link's view is another route, and another link is counted apart.
  expect((await app.http.get(`/links/${link.body.slug}`)).status).toBe(200);
  const other = await app.http.post('/payment-links', fixedLinkBody(), asKey(merchant.apiKey));
  expect((await app.http.get(`/links/${other.body.slug}`)).status).toBe(200);
});
