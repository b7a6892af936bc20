// The checkout's limit per client address: counted across references (API Gateway's source
// IP, never a header), refused with 429 rate_limited and Retry-After, for the whole window.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const PER_IP = 10;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { CHECKOUT_RATE_LIMIT_PER_IP: String(PER_IP), PUBLIC_RATE_LIMIT_WINDOW_SECONDS: '3600' } });
  const left = 3600 - (Math.floor(Date.now() / 1000) % 3600);
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
});

afterAll(async () => {
  await app?.stop();
});

it(`refuses a client address past ${PER_IP} checkout requests in a window, whatever the reference or forwarded header`, async () => {
  const reference = (i: number) => i.toString(16).padStart(24, '0');
  const answers = [];
  for (let i = 0; i < PER_IP + 1; i += 1) {
    answers.push(await app.http.get(`/checkout/${reference(i)}`, { headers: { 'x-forwarded-for': `10.0.0.${i}` } }));
  }
  expect(answers.slice(0, PER_IP).map((a) => a.status)).toEqual(Array(PER_IP).fill(404));
  const limited = answers.at(-1)!;
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe('rate_limited');
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  const attempt = await app.http.post(`/checkout/${reference(99)}/attempts`, { provider: 'flouci' });
  expect(attempt.status).toBe(429);
});
