import { describe, expect, it } from 'vitest';
import {
  amountToMillimes,
  checkoutForm,
  initiateCheckoutBody,
  millimesToAmount,
  readCallback,
  readCheckoutSessionAnswer,
  readCredentialProbe,
  readOrderAnswer,
} from '../../../../shared/connectors/mpgs_poste/mapping.js';
import { answer, initiateInput, providerErrorOf } from './support.js';

describe('mpgs_poste mapping: amounts', () => {
  it.each([
    [12500, '12.500'],
    [5, '0.005'],
    [1000, '1.000'],
    [30000000, '30000.000'],
  ])('writes %s millimes as %s', (millimes, amount) => {
    expect(millimesToAmount(millimes)).toBe(amount);
    expect(amountToMillimes(amount)).toBe(millimes);
  });

  it('reads decimal amounts back without floating-point drift', () => {
    expect(amountToMillimes(12.5)).toBe(12500);
    expect(amountToMillimes(0.1 + 0.2)).toBe(300);
  });
});

describe('mpgs_poste mapping: INITIATE_CHECKOUT', () => {
  it('asks for a PURCHASE of the amount in TND, order id from the attempt, notifications to the callback route', () => {
    expect(initiateCheckoutBody(initiateInput())).toEqual({
      apiOperation: 'INITIATE_CHECKOUT',
      interaction: { operation: 'PURCHASE', returnUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1', locale: 'fr' },
      order: {
        id: '3f2a9c1e111122223333444455556666',
        reference: '0123456789abcdef01234567',
        amount: '12.500',
        currency: 'TND',
        description: 'Order 42',
        notificationUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      },
    });
  });

  it('reads the session and success indicator, and gives the checkout form', () => {
    const result = readCheckoutSessionAnswer(answer(201, { result: 'SUCCESS', session: { id: 'SESSION0002ABC' }, successIndicator: 'abc123' }));
    expect(result).toMatchObject({ sessionId: 'SESSION0002ABC', successIndicator: 'abc123' });
    expect(checkoutForm('https://test-tnpost.mtf.gateway.mastercard.com', 'SESSION0002ABC')).toEqual({
      action: 'https://test-tnpost.mtf.gateway.mastercard.com/checkout/pay/SESSION0002ABC',
      method: 'GET',
      fields: { checkoutVersion: '1.0.0' },
    });
  });

  it('keeps the gateway error cause; SERVER_BUSY is transient, a credential refusal is not', () => {
    const refused = providerErrorOf(() =>
      readCheckoutSessionAnswer(answer(401, { result: 'ERROR', error: { cause: 'INVALID_REQUEST', explanation: 'Invalid credentials.' } })),
    );
    expect(refused).toMatchObject({ providerErrorCode: 'INVALID_REQUEST', transient: false });
    expect(refused.message).toContain('refused');
    const busy = providerErrorOf(() => readCheckoutSessionAnswer(answer(400, { result: 'ERROR', error: { cause: 'SERVER_BUSY' } })));
    expect(busy).toMatchObject({ providerErrorCode: 'SERVER_BUSY', transient: true });
  });
});

describe('mpgs_poste mapping: order retrieval', () => {
  const card = { brand: 'MASTERCARD', number: '544021xxxxxx1110' };
  const order = (status: string, gatewayCode: string, extra: Record<string, unknown> = {}) =>
    answer(200, {
      result: status === 'CAPTURED' ? 'SUCCESS' : 'FAILURE',
      id: 'o-1',
      status,
      amount: 12.5,
      totalCapturedAmount: status === 'CAPTURED' ? 12.5 : 0,
      sourceOfFunds: { type: 'CARD', provided: { card } },
      transaction: [{ response: { gatewayCode, acquirerMessage: 'msg' }, transaction: { type: 'PAYMENT', authorizationCode: '654321' } }],
      ...extra,
    });
  const now = new Date('2025-01-01T10:00:00Z');

  it('needs CAPTURED and an APPROVED transaction for a success', () => {
    expect(readOrderAnswer(order('CAPTURED', 'APPROVED'), {}, now)).toMatchObject({
      status: 'succeeded',
      authorizationCode: '654321',
      paidAmount: 12500,
      providerResultCode: 'APPROVED',
      instrument: { type: 'card', brand: 'mastercard', last4: '1110', maskedId: '544021xxxxxx1110' },
    });
    expect(providerErrorOf(() => readOrderAnswer(order('CAPTURED', 'DECLINED'), {}, now)).providerErrorCode).toBe('malformed_response');
  });

  it.each([
    ['DECLINED', 'declined'],
    ['INSUFFICIENT_FUNDS', 'insufficient_funds'],
    ['EXPIRED_CARD', 'card_expired'],
    ['BLOCKED', 'fraud_suspected'],
    ['SOMETHING_NEW', 'declined'],
  ])('maps a FAILED order with gatewayCode %s to failed/%s', (gatewayCode, failureCode) => {
    expect(readOrderAnswer(order('FAILED', gatewayCode), {}, now)).toMatchObject({ status: 'failed', failureCode });
  });

  it('treats an order the gateway does not know as pending, and as expired once the deadline has passed', () => {
    const notFound = answer(400, { result: 'ERROR', error: { cause: 'INVALID_REQUEST', explanation: 'Unable to find order for merchant' } });
    expect(readOrderAnswer(notFound, { expiresAt: new Date('2025-01-01T10:30:00Z') }, now).status).toBe('pending');
    expect(readOrderAnswer(notFound, {}, now).status).toBe('pending');
    expect(readOrderAnswer(notFound, { expiresAt: new Date('2025-01-01T09:30:00Z') }, now)).toMatchObject({
      status: 'expired',
      failureCode: 'session_expired',
    });
  });

  it('never guesses on an unknown order status', () => {
    expect(providerErrorOf(() => readOrderAnswer(order('MYSTERY', 'APPROVED'), {}, now)).providerErrorCode).toBe('malformed_response');
  });
});

describe('mpgs_poste mapping: credentials and callbacks', () => {
  it('accepts credentials when the probe order is simply not found', () => {
    const notFound = answer(400, { result: 'ERROR', error: { cause: 'INVALID_REQUEST', explanation: 'Unable to find order for merchant' } });
    expect(readCredentialProbe(notFound, 'TEST01')).toEqual({ ok: true, publicIdentifier: 'TEST01' });
    expect(readCredentialProbe(answer(401, { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } }), 'TEST01').ok).toBe(false);
  });

  it('reads order.id from a notification and resultIndicator from the browser return', () => {
    expect(readCallback({ method: 'POST', query: {}, headers: {}, body: JSON.stringify({ order: { id: 'o-1' }, result: 'SUCCESS' }) })).toEqual({
      externalRef: 'o-1',
      hints: undefined,
    });
    expect(readCallback({ method: 'GET', query: { resultIndicator: 'abc', sessionVersion: '1' }, headers: {}, body: undefined })).toEqual({
      externalRef: undefined,
      hints: { resultIndicator: 'abc' },
    });
  });
});
