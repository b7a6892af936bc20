import { beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { requestMismatch, responseMismatch } from '../../../../support/response-validator.js';

const payment = {
  id: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d6e', reference: 'a'.repeat(24), status: 'pending', amount: 1000, currency: 'TND',
  description: null, orderId: null, payer: {}, acceptedProviders: [], provider: null,
  organisationId: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d6f', paymentAccountId: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d60', channel: 'api',
  successUrl: null, failUrl: null, webhookUrl: null, expiresAt: '2026-01-01T00:00:00.000Z', metadata: {}, payUrl: 'http://x/pay',
  succeededAttemptId: null, attemptsCount: 0, paymentLinkId: null, amountRefunded: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

// Reading and compiling the whole document takes seconds on a busy machine: once, before the tests.
beforeAll(() => void responseMismatch('GET', '/no-such-route', 404, '', undefined), 60_000);

it('accepts an answer the document describes', () => {
  expect(responseMismatch('GET', `/payments/${payment.reference}`, 200, 'application/json', payment)).toBeUndefined();
});

it('refuses a missing nullable field, a wrong type, an undocumented status and an unlisted error code', () => {
  const { orderId: _o, ...withoutOrderId } = payment;
  expect(responseMismatch('GET', `/payments/${payment.reference}`, 200, 'application/json', withoutOrderId)).toMatch(/orderId/);
  expect(responseMismatch('GET', `/payments/${payment.reference}`, 200, 'application/json', { ...payment, amount: '1000' })).toMatch(/amount/);
  expect(responseMismatch('GET', '/payments', 418, 'application/json', {})).toMatch(/418/);
  expect(responseMismatch('GET', `/payments/${payment.reference}`, 404, 'application/json', { error: 'link_disabled', message: 'x' })).toMatch(/error/);
});

it('leaves paths the document does not describe alone', () => {
  expect(responseMismatch('GET', '/no-such-route', 404, 'application/json', { error: 'route_not_found' })).toBeUndefined();
});

it('expects the success status the route manifest declares, not 200 everywhere', () => {
  const org = '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d6f';
  expect(responseMismatch('POST', `/organisations/${org}/kyb/verify`, 204, '', '')).toBeUndefined();
  expect(responseMismatch('POST', `/organisations/${org}/kyb/verify`, 200, 'application/json', {})).toMatch(/answered 200/);
  expect(responseMismatch('GET', `/callbacks/clictopay/${org}`, 302, '', '')).toBeUndefined();
  expect(responseMismatch('POST', '/admin/organisations', 200, 'application/json', {})).toMatch(/answered 200/);
});

it('knows the answers every route can give: 503 service_unavailable, 500 internal_error, 431', () => {
  const busy = { error: 'service_unavailable', message: 'The service is busy right now; retry in a moment.' };
  expect(responseMismatch('GET', '/organisations', 503, 'application/json', busy)).toBeUndefined();
  expect(responseMismatch('GET', '/organisations', 503, 'application/json', { error: 'rate_limited', message: 'x' })).toMatch(/error/);
  expect(responseMismatch('POST', '/payments', 500, 'application/json', { error: 'internal_error', message: 'x' })).toBeUndefined();
  expect(responseMismatch('GET', '/providers', 431, 'application/json', { error: 'validation_failed', message: 'x' })).toBeUndefined();
  expect(responseMismatch('GET', `/api/v2/payments/${'a'.repeat(24)}`, 503, 'application/json', { message: 'busy' })).toBeUndefined();
});

it('v2: 429 and 502 are {message}, orderId is text, a number or null', () => {
  const ref = 'a'.repeat(24);
  expect(responseMismatch('GET', `/api/v2/payments/${ref}`, 429, 'application/json', { message: 'Too many requests' })).toBeUndefined();
  expect(responseMismatch('POST', '/api/v2/payments/init-payment', 502, 'application/json', { message: 'unreachable' })).toBeUndefined();
  expect(responseMismatch('POST', '/api/v2/payments/init-payment', 409, 'application/json', { message: 'x' })).toMatch(/409/);
  const payment = {
    id: ref, status: 'pending', amount: 1000, amountDue: 1000, reachedAmount: 0, token: 't', convertedAmount: 1000, exchangeRate: 1,
    description: null, acceptedPaymentMethods: [], link: 'http://x/pay', shortId: ref, expirationDate: '2026-01-01T00:00:00.000Z',
    type: 'immediate', webhook: null, successUrl: null, failUrl: null, receiverWallet: ref, transactions: [],
  };
  for (const orderId of [null, 'A-1', 42]) {
    expect(responseMismatch('GET', `/api/v2/payments/${ref}`, 200, 'application/json', { payment: { ...payment, orderId } })).toBeUndefined();
  }
  expect(responseMismatch('GET', `/api/v2/payments/${ref}`, 200, 'application/json', { payment })).toMatch(/orderId/);
  // Methods only in the v2 vocabulary: a provider code of this service is refused.
  const kashy = { ...payment, orderId: null, acceptedPaymentMethods: ['kashy'] };
  expect(responseMismatch('GET', `/api/v2/payments/${ref}`, 200, 'application/json', { payment: kashy })).toMatch(/acceptedPaymentMethods/);
});

it('ids and times carry their formats: a non-UUID id or a date without its zone is a mismatch', () => {
  const reference = payment.reference;
  expect(responseMismatch('GET', `/payments/${reference}`, 200, 'application/json', { ...payment, id: 'pay_1' })).toMatch(/id.*uuid/);
  expect(responseMismatch('GET', `/payments/${reference}`, 200, 'application/json', { ...payment, createdAt: '2026-01-01' })).toMatch(/createdAt.*date-time/);
});

it('a request the service accepted must match the documented body; a refused one is not checked', () => {
  const init = { receiverWalletId: 'w'.repeat(24), amount: 1000 };
  const path = '/api/v2/payments/init-payment';
  expect(requestMismatch('POST', path, 200, 'application/json', init)).toBeUndefined();
  // What v2 clients send and the service takes: numbers as text, flags as text, any letter case.
  expect(requestMismatch('POST', path, 200, 'application/json', { ...init, amount: '1000', checkoutForm: 'true', type: 'IMMEDIATE', token: 'tnd', lifespan: '30' })).toBeUndefined();
  expect(requestMismatch('POST', path, 200, 'application/json', { receiverWalletId: init.receiverWalletId })).toMatch(/amount/);
  expect(requestMismatch('POST', path, 200, 'application/json', { ...init, lifespan: 61 })).toMatch(/lifespan/);
  expect(requestMismatch('POST', path, 200, 'application/json', { ...init, token: 'EUR' })).toMatch(/token/);
  expect(requestMismatch('POST', path, 400, 'application/json', { ...init, token: 'EUR' })).toBeUndefined();
  expect(requestMismatch('POST', '/payment-links', 201, 'application/json', { name: 'x', maxUses: 0 })).toMatch(/maxUses/);
  expect(requestMismatch('POST', '/payments', 201, 'application/json', { amount: 1000, organisationId: 42 })).toMatch(/organisationId/);
});

it('every operation that takes a body documents the gateway\'s 413', () => {
  const doc = JSON.parse(readFileSync(new URL('../../../../../docs/generated/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
  };
  const withBody = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => op.requestBody).map(([method, op]) => ({ at: `${method} ${path}`, op })));
  expect(withBody.length).toBeGreaterThan(30);
  expect(withBody.filter(({ op }) => !op.responses['413']).map(({ at }) => at)).toEqual([]);
});
