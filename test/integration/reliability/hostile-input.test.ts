// Generated hostile input for every route: at least 100 requests per route, from fast-check, with
// path parameters, query strings and bodies that are valid-looking, boundary, wrong-typed, huge,
// deeply nested, full of unicode edge cases or unknown fields, sent by a caller each route accepts.
// Whatever comes in: no 500, an error in the contract's format for the route's API generation
// (v3 `{error, message}`, v2 `{message}` or `{errors: [{msg, param}]}`), and an answer within 2 s.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { bodyKindOf, type RouteSpec } from '../../../shared/http/route-manifest.js';
import { asKey, asSession, createMerchant, createStaff, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const RUNS_PER_ROUTE = 100;
const SLOW_MS = 2_000;

let app: TestApp;
let merchant: Merchant;
let staffCookie: string;

beforeAll(async () => {
  app = await startTestApp({
    // The limits would turn most of these requests into 429s: raise v2's (the public routes'
    // are off in test apps), so that the inputs reach the handlers' parsing and rules.
    env: { V2_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  merchant = await createMerchant(app.http);
  staffCookie = (await createStaff(app.http)).cookie;
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** Strings a careless parser trips on. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    '\u202e',
    '\ufeff',
    '﷽',
    '𝕏'.repeat(50),
    "'; DROP TABLE x; --",
    '../../etc/passwd',
    '%00',
    '%ZZ',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    'a'.repeat(10_000),
  ),
);

/** Any JSON value, nested deeply or wide, with the strings above. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(nasty, fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), { maxKeys: 8 }),
  fc.constantFrom(
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
    [] as unknown,
    Array.from({ length: 5_000 }, (_, i) => i),
    (function deep(n: number): unknown {
      return n === 0 ? {} : { a: deep(n - 1) };
    })(200),
    { amount: Number.MAX_SAFE_INTEGER + 2, currency: 'TND' },
    { amount: -1, currency: 'TND' },
    { amount: 100, currency: 'TND', metadata: { k: 'v'.repeat(5_000) } },
  ),
);

/** A path parameter: a real id of the merchant now and then, garbage otherwise. */
const pathParam = (real: string[]) => fc.oneof(fc.constantFrom(...real), nasty.filter((s) => s.length > 0), fc.uuid());

const query = fc.dictionary(fc.constantFrom('limit', 'cursor', 'status', 'from', 'to', 'q', 'account', 'organisationId', 'x', '__proto__'), nasty, {
  maxKeys: 4,
});

/** A path segment as a client would put it in a URL; a lone surrogate becomes the invalid UTF-8 a hostile client sends. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%C0%AF';
  }
}

/** Credentials a route accepts, so that the input reaches its parsing. */
function credentialsFor(route: RouteSpec): Record<string, string> {
  const v2 = route.path.startsWith('/api/v2');
  switch (route.auth) {
    case 'key':
      return asKey(v2 ? merchant.v2ApiKey : merchant.apiKey).headers;
    case 'key+session':
      return asKey(merchant.apiKey).headers;
    case 'session':
      return asSession(merchant.owner.cookie).headers;
    case 'staff':
      return asSession(staffCookie).headers;
    default:
      return {};
  }
}

/** The contract's error formats: v3 everywhere, v2 under /api/v2. */
function expectContractError(route: RouteSpec, status: number, body: unknown, text: string): void {
  const where = `${route.method} ${route.path} → ${status} ${text.slice(0, 300)}`;
  expect(status, where).not.toBe(500);
  if (status < 400) return;
  // 502 provider_init_failed and other provider failures are answers too: they follow the format.
  expect(body, where).toBeTypeOf('object');
  const b = body as Record<string, unknown>;
  if (route.path.startsWith('/api/v2')) {
    const v2 =
      typeof b.message === 'string' ||
      (Array.isArray(b.errors) && b.errors.every((e) => typeof (e as { msg?: unknown }).msg === 'string'));
    expect(v2, where).toBe(true);
  } else {
    expect(typeof b.error, where).toBe('string');
    expect(typeof b.message, where).toBe('string');
  }
}

// Routes that end the caller's session or key come last, one at a time, so that the others keep
// their caller; the others run a few at a time (their callers and data are shared, never ended).
const ENDS_THE_CALLER = /^(POST \/auth\/logout|POST \/auth\/password|DELETE .*api-keys.*|POST .*\/revoke)$/;
const allRoutes = routeGroups.flatMap((group) => group.routes);
const endsTheCaller = (route: RouteSpec) => ENDS_THE_CALLER.test(`${route.method} ${route.path}`);
const cases = (routes: RouteSpec[]) => routes.map((route) => [`${route.method} ${route.path}`, route] as const);

const hostileRequests = async (_: string, route: RouteSpec) => {
  const real = [merchant.organisationId, merchant.defaultAccountId, merchant.apiKeyId, merchant.owner.userId];
  const params = (route.path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
  const hasBody = bodyKindOf(route) !== 'none' || route.method === 'POST';
  await fc.assert(
    fc.asyncProperty(fc.array(pathParam(real), { minLength: params.length, maxLength: params.length }), query, hostileJson, async (values, q, body) => {
      let path = route.path;
      params.forEach((name, i) => {
        path = path.replace(`{${name}}`, pathSegment(values[i]!));
      });
      const search = Object.entries(q as Record<string, string>)
        .map(([k, v]) => `${pathSegment(k)}=${pathSegment(v)}`)
        .join('&');
      const started = performance.now();
      const res = await app.http.request(route.method, `${path}${search ? `?${search}` : ''}`, {
        headers: { ...credentialsFor(route), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { rawBody: JSON.stringify(body) ?? 'null' } : {}),
        // Generated outside the document on purpose: what is checked here is no 500 and the error format. (A body the
        // service takes and the document refuses is caught by the request check of every other test.)
        offDocument: true,
      });
      const elapsed = performance.now() - started;
      expectContractError(route, res.status, res.body, res.text);
      expect(elapsed, `${route.method} ${path} took ${Math.round(elapsed)} ms`).toBeLessThan(SLOW_MS);
    }),
    { numRuns: RUNS_PER_ROUTE },
  );
};

describe.concurrent('every route under generated hostile input', () => {
  it.each(cases(allRoutes.filter((route) => !endsTheCaller(route))))('%s: no 500, the contract error format, under 2 s', hostileRequests, 120_000);
});

describe.sequential('every route that ends its caller, last, under generated hostile input', () => {
  it.each(cases(allRoutes.filter(endsTheCaller)))('%s: no 500, the contract error format, under 2 s', hostileRequests, 120_000);
});
