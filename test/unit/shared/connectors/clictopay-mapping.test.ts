import { describe, expect, it } from 'vitest';
import {
  failureCodeForActionCode,
  orderNumberFor,
  readCallback,
  readCredentialProbe,
  readRegisterAnswer,
  readStatusAnswer,
  registerParams,
} from '../../../../shared/connectors/clictopay/mapping.js';
import { initiateInput, providerErrorOf } from './support.js';

describe('clictopay mapping: register.do', () => {
  it('builds an orderNumber of at most 32 characters, distinct per attempt of one payment', () => {
    // Attempt ids start with their payment's reference: the suffix is taken from their random end.
    const first = orderNumberFor('0123456789abcdef01234567', '01234567-89ab-8cde-9f01-2345673f2a9c');
    const second = orderNumberFor('0123456789abcdef01234567', '01234567-89ab-8cde-bf01-2345679b8a7c');
    expect(first).toBe('0123456789abcdef01234567-73f2a9c');
    expect(first.length).toBeLessThanOrEqual(32);
    expect(second).not.toBe(first);
  });

  it('sends millimes, currency 788, the attempt route as both return URLs and a session no longer than the attempt', () => {
    const now = new Date('2025-01-01T10:00:00Z');
    const params = registerParams(initiateInput({ amount: 12500, expiresAt: new Date('2025-01-01T10:15:00Z') }), now);
    expect(params).toMatchObject({
      amount: '12500',
      currency: '788',
      returnUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      failUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      language: 'fr',
      pageView: 'DESKTOP',
      sessionTimeoutSecs: '900',
    });
    expect(params).not.toHaveProperty('password');
  });

  it('reads orderId and formUrl', () => {
    expect(readRegisterAnswer({ orderId: 'o-1', formUrl: 'https://test.clictopay.com/payment/merchants/x/payment_fr.html?mdOrder=o-1' })).toEqual({
      orderId: 'o-1',
      formUrl: 'https://test.clictopay.com/payment/merchants/x/payment_fr.html?mdOrder=o-1',
    });
  });

  it.each([
    ['1', false],
    ['2', false],
    ['3', false],
    ['7', true],
  ])('turns errorCode %s into a ProviderError carrying that code (transient: %s)', (errorCode, transient) => {
    const error = providerErrorOf(() => readRegisterAnswer({ errorCode, errorMessage: 'refused' }));
    expect(error.providerErrorCode).toBe(errorCode);
    expect(error.transient).toBe(transient);
  });

  it('calls an answer without orderId malformed', () => {
    expect(providerErrorOf(() => readRegisterAnswer({ errorCode: '0' })).providerErrorCode).toBe('malformed_response');
    expect(providerErrorOf(() => readRegisterAnswer('<html>')).providerErrorCode).toBe('malformed_response');
  });
});

describe('clictopay mapping: getOrderStatusExtended.do', () => {
  const answer = (fields: Record<string, unknown>) => ({ errorCode: '0', errorMessage: 'Success', amount: 12500, ...fields });

  it('treats only orderStatus 2 as paid, with approval code, masked card and deposited amount', () => {
    const outcome = readStatusAnswer(
      answer({
        orderStatus: 2,
        actionCode: 0,
        cardAuthInfo: { pan: '450921**1119', approvalCode: '123456' },
        paymentAmountInfo: { depositedAmount: 12500 },
      }),
    );
    expect(outcome).toMatchObject({
      status: 'succeeded',
      failureCode: null,
      authorizationCode: '123456',
      paidAmount: 12500,
      instrument: { type: 'card', brand: 'visa', last4: '1119', maskedId: '450921**1119' },
    });
  });

  it.each([
    [0, 'pending'],
    [1, 'pending'],
    [5, 'pending'],
    [3, 'canceled'],
    [4, 'canceled'],
  ])('maps orderStatus %s to %s', (orderStatus, status) => {
    expect(readStatusAnswer(answer({ orderStatus })).status).toBe(status);
  });

  it.each([
    [100, 'failed', 'declined'],
    [116, 'failed', 'insufficient_funds'],
    [101, 'failed', 'card_expired'],
    [-2007, 'expired', 'session_expired'],
  ])('maps a decline with actionCode %s to %s/%s', (actionCode, status, failureCode) => {
    expect(readStatusAnswer(answer({ orderStatus: 6, actionCode }))).toMatchObject({ status, failureCode, providerResultCode: String(actionCode) });
  });

  it('calls an unknown actionCode a plain decline', () => {
    expect(failureCodeForActionCode(999)).toBe('declined');
    expect(failureCodeForActionCode(undefined)).toBe('declined');
  });

  it('never guesses: unknown orderStatus or missing orderStatus is malformed', () => {
    expect(providerErrorOf(() => readStatusAnswer(answer({ orderStatus: 42 }))).providerErrorCode).toBe('malformed_response');
    expect(providerErrorOf(() => readStatusAnswer({ unexpected: 'shape' })).providerErrorCode).toBe('malformed_response');
  });

  it('reports an unknown order as errorCode 6', () => {
    expect(providerErrorOf(() => readStatusAnswer({ errorCode: '6', errorMessage: 'Order not found' })).providerErrorCode).toBe('6');
  });
});

describe('clictopay mapping: credentials and callbacks', () => {
  it('refuses credentials only on errorCode 2', () => {
    expect(readCredentialProbe({ errorCode: '6', errorMessage: 'Order not found' }, 'merchant-api')).toEqual({
      ok: true,
      publicIdentifier: 'merchant-api',
    });
    expect(readCredentialProbe({ errorCode: '2', errorMessage: 'Access denied' }, 'merchant-api').ok).toBe(false);
  });

  it('reads the order id from the server notification (mdOrder) and from the browser return (orderId)', () => {
    expect(readCallback({ method: 'POST', query: {}, headers: {}, body: 'mdOrder=o-1&orderNumber=n-1&operation=deposited&status=1' })).toEqual({
      externalRef: 'o-1',
      hints: { orderNumber: 'n-1' },
    });
    expect(readCallback({ method: 'GET', query: { orderId: 'o-2', lang: 'fr' }, headers: {}, body: undefined }).externalRef).toBe('o-2');
  });
});
