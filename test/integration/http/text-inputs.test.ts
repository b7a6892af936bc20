// Every text a person writes goes through one schema (`text()` in shared/http/validation.ts):
// an unpaired UTF-16 surrogate or a control character other than tab and line breaks is
// refused with 400 validation_failed naming the field, on every route that takes text, and
// nothing is stored. Tab, line breaks, accents, Arabic and emoji are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createStaff, uniqueEmail } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { fixedLinkBody, newLink } from '../links/support.js';
import { collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { invite, tokenOf } from '../team/support.js';
import { INIT_PAYMENT, pluginBody } from '../v2/support.js';

/** Strings no human text holds: lone surrogates (high, low, reversed pair), C0, DEL and C1 controls. */
const BAD = ['\ud800', 'ab\udc00', '\udc00\ud800', 'a\u0000b', 'a\u0001', 'esc\u001b[31m', 'del\u007f', 'nel\u0085'];

let app: TestApp;
let merchant: Collector;
let admin: Awaited<ReturnType<typeof createStaff>>;
let compliance: Awaited<ReturnType<typeof createStaff>>;
let slug: string;
let reference: string;
let inviteToken: string;

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, V2_RATE_LIMIT_PER_MINUTE: '1000' } });
  merchant = await collectingMerchant(app, ['clictopay']);
  [admin, compliance] = await Promise.all([createStaff(app.http, 'svc_admin'), createStaff(app.http, 'svc_compliance')]);
  slug = (await newLink(app, merchant, fixedLinkBody())).slug;
  reference = (await newPayment(app, merchant)).reference;
  inviteToken = tokenOf((await invite(app.http, merchant, { roleId: merchant.roles.viewer! })).inviteLink);
});
afterAll(async () => {
  await app?.stop();
});

interface Case {
  route: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  /** The credential: owner's session, the v3 key, a staff session, or none. */
  as: () => { headers?: Record<string, string> };
  /** A valid body with `value` put where the field is. */
  body: (value: string) => Record<string, unknown>;
  field: string;
}

const org = () => merchant.organisationId;
const owner = () => asSession(merchant.owner.cookie);
const key = () => asKey(merchant.apiKey);
const none = () => ({});
const profile = (value: string) => ({ name: value, legalName: 'Dattes SARL', taxId: 'MF-1234567', country: 'TN', ownerEmail: uniqueEmail('o') });

const CASES: Case[] = [
  { route: 'POST /organisations/{id}/payment-accounts', method: 'POST', path: () => `/organisations/${org()}/payment-accounts`, as: owner, body: (v) => ({ name: v }), field: 'name' },
  { route: 'PATCH /organisations/{id}/payment-accounts/{accountId}', method: 'PATCH', path: () => `/organisations/${org()}/payment-accounts/${merchant.defaultAccountId}`, as: owner, body: (v) => ({ displayName: v }), field: 'displayName' },
  { route: 'PATCH /organisations/{id}', method: 'PATCH', path: () => `/organisations/${org()}`, as: owner, body: (v) => ({ address: v }), field: 'address' },
  { route: 'POST /organisations/{id}/api-keys', method: 'POST', path: () => `/organisations/${org()}/api-keys`, as: owner, body: (v) => ({ name: v }), field: 'name' },
  { route: 'POST /organisations/{id}/roles (name)', method: 'POST', path: () => `/organisations/${org()}/roles`, as: owner, body: (v) => ({ name: v, permissions: [] }), field: 'name' },
  { route: 'POST /organisations/{id}/roles (description)', method: 'POST', path: () => `/organisations/${org()}/roles`, as: owner, body: (v) => ({ name: 'Caisse', description: v, permissions: [] }), field: 'description' },
  { route: 'POST /organisations/{id}/members', method: 'POST', path: () => `/organisations/${org()}/members`, as: owner, body: (v) => ({ email: `${v}@example.tn`, roleId: merchant.roles.viewer }), field: 'email' },
  { route: 'POST /invitations/accept', method: 'POST', path: () => '/invitations/accept', as: none, body: (v) => ({ token: inviteToken, firstName: v, lastName: 'Ben Salah', password: 'a-long-enough-password' }), field: 'firstName' },
  { route: 'POST /payments (description)', method: 'POST', path: () => '/payments', as: key, body: (v) => ({ amount: 10_000, currency: 'TND', description: v }), field: 'description' },
  { route: 'POST /payments (orderId)', method: 'POST', path: () => '/payments', as: key, body: (v) => ({ amount: 10_000, currency: 'TND', orderId: v }), field: 'orderId' },
  { route: 'POST /payments (payer.lastName)', method: 'POST', path: () => '/payments', as: key, body: (v) => ({ amount: 10_000, currency: 'TND', payer: { lastName: v } }), field: 'payer.lastName' },
  { route: 'POST /payments (metadata)', method: 'POST', path: () => '/payments', as: key, body: (v) => ({ amount: 10_000, currency: 'TND', metadata: { cart: { items: ['ok', v] } } }), field: 'metadata.cart.items.1' },
  { route: 'POST /payments/{reference}/cancel', method: 'POST', path: () => `/payments/${reference}/cancel`, as: key, body: (v) => ({ reason: v }), field: 'reason' },
  { route: 'POST /payment-links (title)', method: 'POST', path: () => '/payment-links', as: key, body: (v) => fixedLinkBody({ title: v }), field: 'title' },
  { route: 'POST /payment-links (successMessage)', method: 'POST', path: () => '/payment-links', as: key, body: (v) => fixedLinkBody({ successMessage: v }), field: 'successMessage' },
  { route: 'POST /links/{slug}/payments', method: 'POST', path: () => `/links/${slug}/payments`, as: none, body: (v) => ({ payer: { firstName: v } }), field: 'payer.firstName' },
  { route: 'POST /checkout/{reference}/attempts (payer.firstName)', method: 'POST', path: () => `/checkout/${reference}/attempts`, as: none, body: (v) => ({ provider: 'clictopay', payer: { firstName: `Amal ${v}` } }), field: 'payer.firstName' },
  { route: 'POST /checkout/{reference}/attempts (payer.phone)', method: 'POST', path: () => `/checkout/${reference}/attempts`, as: none, body: (v) => ({ provider: 'clictopay', payer: { phone: `+216 ${v}` } }), field: 'payer.phone' },
  { route: 'POST /admin/organisations', method: 'POST', path: () => '/admin/organisations', as: () => asSession(admin.cookie), body: profile, field: 'name' },
  { route: 'POST /admin/organisations/{id}/status', method: 'POST', path: () => `/admin/organisations/${org()}/status`, as: () => asSession(admin.cookie), body: (v) => ({ status: 'suspended', reason: v }), field: 'reason' },
  { route: 'POST /organisations/{id}/kyb/refuse', method: 'POST', path: () => `/organisations/${org()}/kyb/refuse`, as: () => asSession(compliance.cookie), body: (v) => ({ reason: v }), field: 'reason' },
  { route: 'POST /auth/password/forgot', method: 'POST', path: () => '/auth/password/forgot', as: none, body: (v) => ({ email: `${v}@example.tn` }), field: 'email' },
  { route: 'POST /auth/login', method: 'POST', path: () => '/auth/login', as: none, body: (v) => ({ email: `${v}@example.tn`, password: 'whatever-it-is' }), field: 'email' },
];

describe.each(CASES)('$route', (testCase) => {
  it(`refuses ${BAD.length} broken strings in ${testCase.field} with 400 validation_failed naming it`, async () => {
    for (const value of BAD) {
      const res = await app.http.request(testCase.method, testCase.path(), { ...testCase.as(), body: testCase.body(value) });
      expect(res.status, `${JSON.stringify(value)}: ${res.text}`).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(testCase.field);
    }
  });
});

// v2 is liberal in what it accepts, but not lossy: its text fields follow the same rule, and a
// refusal is its own validation format, `{errors: [{msg, param}]}`.
const V2_FIELDS: Array<{ field: string; value: (bad: string) => unknown; param?: string }> = [
  { field: 'description', value: (v) => `Commande ${v}` },
  { field: 'orderId', value: (v) => `WC-${v}` },
  { field: 'firstName', value: (v) => `Amal ${v}` },
  { field: 'lastName', value: (v) => `Ben ${v}` },
  { field: 'phoneNumber', value: (v) => `+216 ${v}` },
  { field: 'receiverPhoneNumber', value: (v) => `+216 ${v}` },
  { field: 'email', value: (v) => `amal${v}@example.tn` },
  { field: 'token', value: (v) => `TND${v}` },
  { field: 'acceptedPaymentMethods', value: (v) => ['bank_card', `flouci${v}`], param: 'acceptedPaymentMethods.1' },
];

describe.each(V2_FIELDS)('POST /api/v2/payments/init-payment ($field)', ({ field, value, param }) => {
  it(`refuses ${BAD.length} broken strings with 400 {errors} naming it`, async () => {
    for (const bad of BAD) {
      const res = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { [field]: value(bad) }), asKey(merchant.v2ApiKey));
      expect(res.status, `${JSON.stringify(bad)}: ${res.text}`).toBe(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param ?? field);
    }
  });
});

it('v2 keeps tab, line breaks, accents, Arabic and emoji as written', async () => {
  const res = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { description: 'Commande\tÉté\nمتجر 🌴', orderId: 'WC-٤٢' }), asKey(merchant.v2ApiKey));
  expect(res.status, res.text).toBe(200);
  const read = await app.http.get(`/api/v2/payments/${res.body.paymentRef}`, asKey(merchant.v2ApiKey));
  expect(read.body.payment).toMatchObject({ description: 'Commande\tÉté\nمتجر 🌴', orderId: 'WC-٤٢' });
});

it('the payment account of the issue: {"name": "\\ud800"} is 400 and nothing is created', async () => {
  const before = (await app.http.get(`/organisations/${org()}/payment-accounts`, owner())).body;
  const res = await app.http.request('POST', `/organisations/${org()}/payment-accounts`, {
    ...owner(),
    rawBody: '{"name": "\\ud800"}',
    headers: { ...owner().headers, 'content-type': 'application/json' },
  });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 'validation_failed', fields: [{ field: 'name' }] });
  expect((await app.http.get(`/organisations/${org()}/payment-accounts`, owner())).body).toEqual(before);
});

it('keeps tab, line breaks, accents, Arabic and emoji as written', async () => {
  const name = 'Boutique\tÉté\nمتجر 🌴';
  const res = await app.http.post(`/organisations/${org()}/payment-accounts`, { name }, owner());
  expect(res.status, res.text).toBe(201);
  expect(res.body.name).toBe(name);
  const payment = await app.http.post('/payments', { amount: 10_000, currency: 'TND', description: 'Ligne 1\r\nLigne 2', metadata: { note: 'مرحبا 😀' } }, key());
  expect(payment.status, payment.text).toBe(201);
  expect(payment.body).toMatchObject({ description: 'Ligne 1\r\nLigne 2', metadata: { note: 'مرحبا 😀' } });
});
