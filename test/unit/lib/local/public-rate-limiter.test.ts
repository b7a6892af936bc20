// The local stand-in of WAF's rate-based rules: the declared rules, counted per address, per
// path or per both over a sliding window, refused with the contract's 429 until a whole window
// passes without the client going over.
import { describe, expect, it } from 'vitest';
import { publicRateRules, PUBLIC_RATE_RULES, type PublicRateRule } from '../../../../lib/infra/config/public-rate-rules.js';
import { createRateLimiter } from '../../../../lib/local/public-rate-limiter.js';

const rule = (overrides: Partial<PublicRateRule>): PublicRateRule => ({
  name: 'test',
  routes: { path: '^/checkout/' },
  key: 'ip',
  limit: 3,
  windowSeconds: 60,
  why: 'test',
  ...overrides,
});

const get = (path: string, sourceIp = '196.203.1.1') => ({ method: 'GET', path, sourceIp });
const statuses = (answers: (object | undefined)[]) => answers.map((a) => (a ? 429 : 'through'));

describe('local public rate limiter', () => {
  it('lets the limit through in a window, then answers 429 rate_limited with Retry-After and the delay', () => {
    const limiter = createRateLimiter([rule({})]);
    const answers = Array.from({ length: 5 }, (_, i) => limiter.check(get(`/checkout/${i}`), 1000));
    expect(statuses(answers)).toEqual(['through', 'through', 'through', 429, 429]);
    const refused = answers[3]!;
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'content-type': 'application/json', 'retry-after': '60' });
    expect(JSON.parse(refused.body)).toEqual({ error: 'rate_limited', message: 'Too many requests; retry in 60 seconds.', retryAfterSeconds: 60 });
  });

  it('slides: a client that keeps sending stays refused; one that waits a window is let through again', () => {
    const limiter = createRateLimiter([rule({})]);
    for (let t = 0; t < 3; t += 1) expect(limiter.check(get('/checkout/a'), t * 1000)).toBeUndefined();
    expect(limiter.check(get('/checkout/a'), 30_000)).toBeDefined();
    // The refused request counted too: 60.5 s on, the window (0.5 s, 60.5 s] still holds three.
    expect(limiter.check(get('/checkout/a'), 60_500)).toBeDefined();
    // A whole window with nothing sent: through again.
    expect(limiter.check(get('/checkout/a'), 60_500 + 60_001)).toBeUndefined();
  });

  it('counts per address, per path (lowercased) or per both, and only the routes and methods of the rule', () => {
    // In order, as WAF's priorities: the first rule over its limit answers.
    const limiter = createRateLimiter([
      rule({ name: 'attempts', routes: { path: '^/checkout/[^/]+/attempts$', methods: ['POST'] }, key: 'path', limit: 1, windowSeconds: 600 }),
      rule({ name: 'per-path', key: 'path', limit: 1 }),
      rule({ name: 'links', routes: { path: '^/links/' }, key: 'ip+path', limit: 1 }),
    ]);
    expect(limiter.check(get('/checkout/ABC/status', '1.1.1.1'))).toBeUndefined();
    // Another address, the same reference route (case aside): refused for everyone.
    expect(limiter.check(get('/checkout/abc/status', '2.2.2.2'))).toBeDefined();
    expect(limiter.check(get('/checkout/abc', '2.2.2.2'))).toBeUndefined();
    // Per link and address: another address is counted apart.
    expect(limiter.check(get('/links/s1', '1.1.1.1'))).toBeUndefined();
    expect(limiter.check(get('/links/s1', '1.1.1.1'))).toBeDefined();
    expect(limiter.check(get('/links/s1', '2.2.2.2'))).toBeUndefined();
    // Outside every rule: never counted.
    for (let i = 0; i < 5; i += 1) expect(limiter.check(get('/payments', '1.1.1.1'))).toBeUndefined();
    // The attempts rule counts POSTs only, and answers with its own window.
    const post = { method: 'POST', path: '/checkout/xyz/attempts', sourceIp: '3.3.3.3' };
    expect(limiter.check(post)).toBeUndefined();
    const refused = limiter.check({ ...post, sourceIp: '4.4.4.4' });
    expect(refused?.headers['retry-after']).toBe('600');
  });

  it('is off with no rules, and a test may change one limit of the declared rules', () => {
    expect(publicRateRules('off')).toEqual([]);
    const changed = publicRateRules({ 'checkout-per-ip': 2 });
    expect(changed.find((r) => r.name === 'checkout-per-ip')!.limit).toBe(2);
    expect(changed.filter((r) => r.name !== 'checkout-per-ip')).toEqual(PUBLIC_RATE_RULES.filter((r) => r.name !== 'checkout-per-ip'));
  });
});
