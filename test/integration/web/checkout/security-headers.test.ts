// Local mode serves the checkout page with the security headers CloudFront sets in front of it
// (CSP, no framing, nosniff, Referrer-Policy...), from the same definition: a regression of the
// CSP fails here, in local mode, before it reaches a distribution.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_HEADERS, checkoutCsp, LOCAL_CHECKOUT_CSP } from '../../../../lib/web/checkout/build.js';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL, siteHeaderLines } from '../../../../lib/web/kit/site-headers.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('the checkout page in local mode', () => {
  it.each([['a payment', '/pay/PAY-7K2M9Q'], ['a payment link', '/pay/l/caisse-centrale'], ['a deeper path', '/pay/l/caisse-centrale/']])(
    'serves %s with the security headers of the distribution',
    async (_, path) => {
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // Revalidated at every visit, as the bucket's page is: a new deployment is seen at once.
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      // Every header of the definition the checkout stack gives CloudFront, as it is there, but for
      // form attempts, which may also post to the sandboxes on loopback http.
      expect(csp).toBe(LOCAL_CHECKOUT_CSP);
      expect(csp.replace(/ http:\/\/[^\s;]+/g, '')).toBe(checkoutCsp());
      for (const [name, value] of Object.entries(siteHeaderLines({ ...CHECKOUT_HEADERS, contentSecurityPolicy: LOCAL_CHECKOUT_CSP }))) {
        expect(res.headers.get(name), name).toBe(value);
      }
    },
  );

  it("serves the page's assets with the same headers, kept a year as the bucket's hashed assets are", async () => {
    const html = await (await fetch(`${app.baseUrl}/pay/PAY-7K2M9Q`)).text();
    const asset = /(assets\/[A-Za-z0-9._-]+\.js)/.exec(html)![1]!;
    const res = await fetch(`${app.baseUrl}/pay/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(LOCAL_CHECKOUT_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });
});
