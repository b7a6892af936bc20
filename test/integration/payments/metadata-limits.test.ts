// Payment `metadata` the table cannot hold, or could not give back as it came, is refused with
// 400 validation_failed naming where it is: nesting past 8 levels (and bodies nested thousands
// deep, measured before anything walks them), numbers beyond ±(2^53 − 1) or smaller than 1e-130
// but for 0, empty keys, `__proto__` and `constructor`. What is within the limits is stored and read back
// unchanged. No route that could be sent metadata answers 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { fixedLinkBody, newLink } from '../links/support.js';
import { INIT_PAYMENT, pluginBody } from '../v2/support.js';
import { collectingMerchant, getPayment, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
});
afterAll(async () => {
  await app?.stop();
});

/** `levels` objects nested, as JSON text: `{"a":{"a":...{}}}`. */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
/** `levels` arrays nested inside one object: `{"a":[[...[]]]}`. */
const nestedArrays = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

/** A payment body with `metadata` written as raw JSON text, so that numbers go as written. */
const paymentWith = (metadata: string) => `{"amount": 10000, "currency": "TND", "metadata": ${metadata}}`;

async function createRaw(body: string) {
  return app.http.request('POST', '/payments', { rawBody: body, headers: { ...asKey(merchant.apiKey).headers, 'content-type': 'application/json' } });
}

async function expectRefused(metadata: string, field: string | RegExp) {
  const res = await createRaw(paymentWith(metadata));
  expect(res.status, `${metadata.slice(0, 80)}: ${res.text.slice(0, 300)}`).toBe(400);
  expect(res.body.error).toBe('validation_failed');
  const fields = (res.body.fields as Array<{ field: string }>).map((f) => f.field);
  if (typeof field === 'string') expect(fields).toContain(field);
  else expect(fields.some((f) => field.test(f)), fields.join()).toBe(true);
  return res.body;
}

describe('nesting', () => {
  it('refuses metadata nested past 8 levels, naming where', async () => {
    const body = await expectRefused(nestedObjects(9), 'metadata.a.a.a.a.a.a.a.a');
    expect(body.fields[0].message).toContain('8 levels');
    await expectRefused(nestedObjects(32), 'metadata.a.a.a.a.a.a.a.a');
    await expectRefused(nestedArrays(9), 'metadata.a.0.0.0.0.0.0.0');
    await expectRefused(nestedArrays(33), /^metadata\.a/);
  });

  it('refuses bodies nested thousands deep before walking them: 400, never 500', async () => {
    for (const metadata of [nestedObjects(65), nestedObjects(5_000), nestedArrays(5_000), nestedArrays(120_000)]) {
      const body = await expectRefused(metadata, 'metadata');
      expect(body.fields[0].message).toContain('64 levels');
    }
  });

  it('keeps metadata nested 8 levels, as sent', async () => {
    const metadata = JSON.parse(nestedObjects(8));
    const res = await app.http.post('/payments', { amount: 10_000, currency: 'TND', metadata }, asKey(merchant.apiKey));
    expect(res.status, res.text).toBe(201);
    expect((await getPayment(app, merchant, res.body.reference)).metadata).toEqual(metadata);
  });
});

describe('numbers', () => {
  it.each(['1e20', '-1e20', '9007199254740992', '9007199254740993', '-9007199254740993', '1.5e-200', '-1e-131', '1e309', '-1e309'])(
    'refuses %s',
    async (number) => {
      const body = await expectRefused(`{"ok": 1, "n": ${number}}`, 'metadata.n');
      expect(body.fields).toHaveLength(1);
    },
  );

  it('refuses them wherever they are nested', async () => {
    await expectRefused('{"cart": {"items": [1, 2, 1e20]}}', 'metadata.cart.items.2');
  });

  it('keeps integers up to 2^53 − 1, decimals, 0 and 1e-130, as sent', async () => {
    const metadata = { max: 9007199254740991, min: -9007199254740991, zero: 0, price: 12.5, pi: 3.14159, tiny: 1e-130, negTiny: -1e-130, big: 1.5e15 };
    const res = await createRaw(paymentWith(JSON.stringify(metadata)));
    expect(res.status, res.text).toBe(201);
    expect(res.body.metadata).toEqual(metadata);
    expect((await getPayment(app, merchant, res.body.reference)).metadata).toEqual(metadata);
  });
});

describe('keys', () => {
  it('refuses an empty key, at the top or nested', async () => {
    await expectRefused('{"": "x"}', 'metadata');
    await expectRefused('{"a": {"": 1}}', 'metadata.a');
  });

  it('refuses a __proto__ key, at the top or nested', async () => {
    const body = await expectRefused('{"__proto__": {"polluted": true}}', 'metadata');
    expect(body.fields[0].message).toContain('__proto__');
    await expectRefused('{"a": [{"__proto__": 1}]}', 'metadata.a.0');
  });

  it('refuses a constructor key, which the table would read as a type, at the top or nested', async () => {
    for (const value of ['"ok"', '{"name": "Number"}', '{"name": "Set"}', '{"prototype": {"x": 1}}']) {
      const body = await expectRefused(`{"constructor": ${value}}`, 'metadata');
      expect(body.fields[0].message).toContain('constructor');
      await expectRefused(`{"a": {"constructor": ${value}}}`, 'metadata.a');
    }
  });

  it('refuses a key over 100 characters, keeps one of 100', async () => {
    await expectRefused(JSON.stringify({ ['k'.repeat(101)]: 1 }), 'metadata');
    const res = await createRaw(paymentWith(JSON.stringify({ ['k'.repeat(100)]: 1, prototype: 'ok', ' ': 'a space is a key' })));
    expect(res.status, res.text).toBe(201);
    expect(res.body.metadata).toEqual({ ['k'.repeat(100)]: 1, prototype: 'ok', ' ': 'a space is a key' });
  });
});

describe('the other routes a body with metadata can reach', () => {
  it('refuse it in their own format, never with 500', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const key = asKey(merchant.apiKey).headers;
    const v2Key = asKey(merchant.v2ApiKey).headers;
    const v2 = JSON.stringify(pluginBody(merchant)).slice(0, -1);
    const cases = [
      { method: 'POST', path: '/payment-links', headers: key, body: (m: string) => `${JSON.stringify(fixedLinkBody()).slice(0, -1)}, "metadata": ${m}}` },
      { method: 'PATCH', path: `/payment-links/${link.id}`, headers: key, body: (m: string) => `{"metadata": ${m}}` },
      { method: 'POST', path: `/links/${link.slug}/payments`, headers: {}, body: (m: string) => `{"metadata": ${m}}` },
      { method: 'POST', path: INIT_PAYMENT, headers: v2Key, body: (m: string) => `${v2}, "metadata": ${m}}` },
    ];
    for (const { method, path, headers, body } of cases) {
      for (const metadata of [nestedObjects(40), nestedObjects(5_000), nestedArrays(100_000), '{"n": 1e20, "m": 9007199254740993, "t": 1.5e-200}', '{"": 1, "__proto__": {"x": 1}}']) {
        const res = await app.http.request(method, path, { rawBody: body(metadata), headers: { ...headers, 'content-type': 'application/json' } });
        const where = `${method} ${path} ${metadata.slice(0, 40)} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (path.startsWith('/api/v2')) {
          // v2 ignores fields it does not know (a plugin sends more), but not a body nested past its limit.
          if (res.status >= 400) expect(res.body.errors ?? res.body.message, where).toBeDefined();
        } else {
          expect(res.status, where).toBe(400);
          expect(res.body.error, where).toBe('validation_failed');
        }
      }
    }
  });
});
