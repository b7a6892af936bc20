// A browser may carry cookies the service never set, written by other scripts of the same site
// (an analytics `_ga=50%`), whose value is not valid percent-encoding. Such a cookie is ignored:
// every route answers as it would without it, never 500, and the session cookie beside it works.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const UNDECODABLE = ['_ga=50%', 'pref=%E0%A4%A', 'x=%ZZ', 'y=%ED%A0%80'];

let app: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await app?.stop();
});

const routes = routeGroups.flatMap((group) => group.routes);

it(`no route answers 500 to a cookie it cannot decode (${routes.length} routes)`, async () => {
  const failures: string[] = [];
  // A few at a time: the machine is shared.
  for (let i = 0; i < routes.length; i += 8) {
    await Promise.all(
      routes.slice(i, i + 8).map(async (route) => {
        const path = route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await app.http.request(route.method, path, { headers: { cookie: '_ga=50%' } });
        if (res.status >= 500) failures.push(`${route.method} ${route.path} → ${res.status} ${res.text.slice(0, 200)}`);
        if (res.status >= 400) {
          // The route's own format: v2 `{message}` or `{errors}`, v3 `{error, message}`.
          const format = route.path.startsWith('/api/v2') ? typeof res.body.message === 'string' || Array.isArray(res.body.errors) : typeof res.body.error === 'string';
          if (!format) failures.push(`${route.method} ${route.path} → ${res.status} not in its format: ${res.text.slice(0, 200)}`);
        }
      }),
    );
  }
  expect(failures).toEqual([]);
});

it('the session cookie beside undecodable ones still signs the member in', async () => {
  for (const bad of UNDECODABLE) {
    const res = await app.http.get('/auth/me', { headers: { cookie: `${bad}; ${merchant.owner.cookie}; other=${bad}` } });
    expect(res.status, `${bad}: ${res.text}`).toBe(200);
    expect(res.body.user.email).toBe(merchant.owner.email);
  }
});

it('a public route answers as it would without the cookie', async () => {
  const res = await app.http.get('/health', { headers: { cookie: '_ga=50%' } });
  expect(res.status).toBe(200);
  const providers = await app.http.get('/providers', { headers: { cookie: 'a=%; b=%%' } });
  expect(providers.status).toBe(200);
});
