// The checkout's limit per client address (WAF's rule, enforced by the local gateway): counted
// across references and routes (the TCP peer's address, never a header), refused with 429
// rate_limited and Retry-After.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC_RATE_RULES } from '../../../lib/infra/config/public-rate-rules.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const PER_IP = 10;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicRateLimits: { 'checkout-per-ip': PER_IP } });
});

afterAll(async () => {
  await app?.stop();
});

it(`refuses a client address past ${PER_IP} checkout requests in a window, whatever the reference, route or forwarded header`, async () => {
  const reference = (i: number) => i.toString(16).padStart(24, '0');
  const answers = [];
  for (let i = 0; i < PER_IP + 1; i += 1) {
    answers.push(await app.http.get(`/checkout/${reference(i)}`, { headers: { 'x-forwarded-for': `10.0.0.${i}` } }));
  }
  expect(answers.slice(0, PER_IP).map((a) => a.status)).toEqual(Array(PER_IP).fill(404));
  const limited = answers.at(-1)!;
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe('rate_limited');
  expect(Number(limited.headers.get('retry-after'))).toBe(PUBLIC_RATE_RULES.find((r) => r.name === 'checkout-per-ip')!.windowSeconds);
  expect(limited.body.retryAfterSeconds).toBe(Number(limited.headers.get('retry-after')));
  const attempt = await app.http.post(`/checkout/${reference(99)}/attempts`, { provider: 'flouci' });
  expect(attempt.status).toBe(429);
});
