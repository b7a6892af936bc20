// Every URL a merchant gives the service to send payers or events to follows one rule
// (shared/api-schemas/urls.ts): no user name or password (`https://a@b/` shows `b`... to the
// parser, `a` to a hurried reader), no backslash (WHATWG reads it as `/`, other parsers do not),
// no space or control character. Refused with 400 naming the field, in each route's format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { fixedLinkBody, newLink } from '../links/support.js';
import { collectingMerchant, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { INIT_PAYMENT, pluginBody } from '../v2/support.js';

const REFUSED = [
  'https://a@b/',
  'https://user:pass@shop.example.tn/ok',
  'https://shop.example.tn\\@evil.example/ok',
  'https:\\\\evil.example/ok',
  'https://shop.example.tn/ok\\..\\',
  'https://shop.example.tn/o k',
  'https://shop.example.tn/ok\n',
  'https://shop.example.tn/\tok',
  'https:evil.example/ok',
];

let app: TestApp;
let merchant: Collector;
let linkId: string;

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, V2_RATE_LIMIT_PER_MINUTE: '1000' } });
  merchant = await collectingMerchant(app, ['clictopay']);
  linkId = (await newLink(app, merchant, fixedLinkBody())).id;
});
afterAll(async () => {
  await app?.stop();
});

const key = () => asKey(merchant.apiKey);
const owner = () => asSession(merchant.owner.cookie);
const accounts = () => `/organisations/${merchant.organisationId}/payment-accounts`;

interface Case {
  route: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  as: () => { headers: Record<string, string> };
  body: (url: string) => Record<string, unknown>;
  field: string;
}

const CASES: Case[] = [
  { route: 'POST /payments', method: 'POST', path: () => '/payments', as: key, body: (url) => ({ amount: 10_000, currency: 'TND', successUrl: url }), field: 'successUrl' },
  { route: 'POST /payments', method: 'POST', path: () => '/payments', as: key, body: (url) => ({ amount: 10_000, currency: 'TND', failUrl: url }), field: 'failUrl' },
  { route: 'POST /payments', method: 'POST', path: () => '/payments', as: key, body: (url) => ({ amount: 10_000, currency: 'TND', webhookUrl: url }), field: 'webhookUrl' },
  { route: 'POST /payment-links', method: 'POST', path: () => '/payment-links', as: key, body: (url) => fixedLinkBody({ redirectUrl: url }), field: 'redirectUrl' },
  { route: 'PATCH /payment-links/{linkId}', method: 'PATCH', path: () => `/payment-links/${linkId}`, as: key, body: (url) => ({ redirectUrl: url }), field: 'redirectUrl' },
  { route: 'POST .../payment-accounts', method: 'POST', path: accounts, as: owner, body: (url) => ({ name: 'Boutique', successUrl: url }), field: 'successUrl' },
  { route: 'PATCH .../payment-accounts/{accountId}', method: 'PATCH', path: () => `${accounts()}/${merchant.defaultAccountId}`, as: owner, body: (url) => ({ failUrl: url }), field: 'failUrl' },
  { route: 'POST .../webhooks', method: 'POST', path: () => `/organisations/${merchant.organisationId}/webhooks`, as: key, body: (url) => ({ url }), field: 'url' },
];

describe.each(CASES)('$route ($field)', (testCase) => {
  it(`refuses ${REFUSED.length} URLs with credentials, backslashes or blanks with 400 validation_failed naming it`, async () => {
    for (const url of REFUSED) {
      const res = await app.http.request(testCase.method, testCase.path(), { ...testCase.as(), body: testCase.body(url) });
      expect(res.status, `${JSON.stringify(url)}: ${res.text}`).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field), JSON.stringify(url)).toContain(testCase.field);
    }
  });
});

// v2 trims its URLs, as it always did: a line break at the end is gone before the rule.
const REFUSED_BY_V2 = REFUSED.filter((url) => url === url.trim());

describe.each(['successUrl', 'failUrl', 'webhook'])('POST /api/v2/payments/init-payment (%s)', (field) => {
  it(`refuses ${REFUSED_BY_V2.length} URLs with credentials, backslashes or blanks with 400 {errors} naming it`, async () => {
    for (const url of REFUSED_BY_V2) {
      const res = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { [field]: url }), asKey(merchant.v2ApiKey));
      expect(res.status, `${JSON.stringify(url)}: ${res.text}`).toBe(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(field);
    }
  });
});

it('keeps the URLs a merchant means, query, fragment, port and http included', async () => {
  const successUrl = 'https://shop.example.tn/commande/ok?id=42&lang=fr#merci';
  const failUrl = 'http://localhost:8080/échec';
  const payment = await app.http.post('/payments', { amount: 10_000, currency: 'TND', successUrl, failUrl }, key());
  expect(payment.status, payment.text).toBe(201);
  expect(payment.body).toMatchObject({ successUrl, failUrl });
  const link = await app.http.post('/payment-links', fixedLinkBody({ redirectUrl: 'https://shop.example.tn:8443/merci' }), key());
  expect(link.status, link.text).toBe(201);
  const v2 = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { successUrl: '  https://shop.example.tn/ok  ' }), asKey(merchant.v2ApiKey));
  expect(v2.status, v2.text).toBe(200);
});
