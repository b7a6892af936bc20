import { expect, it } from 'vitest';
import { responseMismatch } from '../../helpers/response-validator.js';

const payment = {
  id: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d6e', reference: 'a'.repeat(24), status: 'pending', amount: 1000, currency: 'TND',
  description: null, orderId: null, payer: {}, acceptedProviders: [], provider: null,
  organisationId: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d6f', paymentAccountId: '0b9a3c54-6a0f-4d5b-9c1e-1f2a3b4c5d60', channel: 'api',
  successUrl: null, failUrl: null, webhookUrl: null, expiresAt: '2026-01-01T00:00:00.000Z', metadata: {}, payUrl: 'http://x/pay',
  succeededAttemptId: null, attemptsCount: 0, paymentLinkId: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

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
