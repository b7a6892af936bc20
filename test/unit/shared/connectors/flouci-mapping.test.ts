import { describe, expect, it } from 'vitest';
import {
  generatePaymentBody,
  readCallback,
  readCredentialProbe,
  readGeneratePaymentAnswer,
  readVerifyPaymentAnswer,
} from '../../../../shared/connectors/flouci/mapping.js';
import { answer, initiateInput, providerErrorOf } from './support.js';

describe('flouci mapping: generate_payment', () => {
  it('sends millimes, the attempt routes, the attempt id for tracking, and a session within the attempt', () => {
    const body = generatePaymentBody(initiateInput({ expiresAt: new Date('2025-01-01T10:05:00Z') }), new Date('2025-01-01T10:00:00Z'));
    expect(body).toEqual({
      amount: 12500,
      success_link: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      fail_link: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      webhook: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      developer_tracking_id: '3f2a9c1e-1111-2222-3333-444455556666',
      accept_card: true,
      session_timeout_secs: 300,
    });
  });

  it('never asks for a session longer than Flouci’s default', () => {
    const body = generatePaymentBody(initiateInput({ expiresAt: new Date('2025-01-02T10:00:00Z') }), new Date('2025-01-01T10:00:00Z'));
    expect(body.session_timeout_secs).toBe(1200);
  });

  it('reads payment_id and link', () => {
    const result = readGeneratePaymentAnswer(answer(200, { result: { success: true, payment_id: 'p-1', link: 'https://flouci.com/pay/p-1' } }));
    expect(result).toMatchObject({ paymentId: 'p-1', link: 'https://flouci.com/pay/p-1' });
  });

  it('turns refused keys into a non-transient http_401', () => {
    const error = providerErrorOf(() => readGeneratePaymentAnswer(answer(401, { success: false, message: 'Invalid application keys' })));
    expect(error).toMatchObject({ providerErrorCode: 'http_401', transient: false });
  });

  it('turns success: false into payment_refused and a missing link into malformed_response', () => {
    expect(providerErrorOf(() => readGeneratePaymentAnswer(answer(200, { result: { success: false } })))).toMatchObject({
      providerErrorCode: 'payment_refused',
    });
    expect(providerErrorOf(() => readGeneratePaymentAnswer(answer(200, { result: { success: true } })))).toMatchObject({
      providerErrorCode: 'malformed_response',
    });
    expect(providerErrorOf(() => readGeneratePaymentAnswer(answer(200, '{"result":')))).toMatchObject({
      providerErrorCode: 'malformed_response',
    });
  });
});

describe('flouci mapping: verify_payment', () => {
  const verified = (result: Record<string, unknown>) => answer(200, { success: true, result });

  it.each([
    ['SUCCESS', undefined, 'succeeded', null],
    ['PENDING', undefined, 'pending', null],
    ['EXPIRED', undefined, 'expired', 'session_expired'],
    ['FAILURE', undefined, 'failed', 'declined'],
    ['FAILURE', 'insufficient_funds', 'failed', 'insufficient_funds'],
    ['FAILURE', 'card_expired', 'failed', 'card_expired'],
  ])('maps %s (reason %s) to %s/%s', (status, failure_reason, expected, failureCode) => {
    expect(readVerifyPaymentAnswer(verified({ status, amount: 12500, failure_reason }))).toMatchObject({
      status: expected,
      failureCode,
      providerResultCode: status,
    });
  });

  it('reports the paid amount of a success', () => {
    expect(readVerifyPaymentAnswer(verified({ status: 'SUCCESS', amount: '12500' })).paidAmount).toBe(12500);
  });

  it('never guesses: an unknown status is malformed, an unknown payment a 404 refusal', () => {
    expect(providerErrorOf(() => readVerifyPaymentAnswer(verified({ status: 'WHATEVER' })))).toMatchObject({
      providerErrorCode: 'malformed_response',
      transient: true,
    });
    expect(providerErrorOf(() => readVerifyPaymentAnswer(answer(404, { success: false, message: 'Payment not found' })))).toMatchObject({
      providerErrorCode: 'http_404',
      transient: false,
    });
  });
});

describe('flouci mapping: credentials and callbacks', () => {
  it('refuses keys on 401 only', () => {
    expect(readCredentialProbe(answer(404, { success: false }), 'pub-1')).toEqual({ ok: true, publicIdentifier: 'pub-1' });
    expect(readCredentialProbe(answer(401, {}), 'pub-1').ok).toBe(false);
  });

  it('reads payment_id from the webhook body and from the return query', () => {
    expect(readCallback({ method: 'POST', query: {}, headers: {}, body: { payment_id: 'p-1', status: 'SUCCESS' } }).externalRef).toBe('p-1');
    expect(readCallback({ method: 'GET', query: { payment_id: 'p-2' }, headers: {}, body: '' }).externalRef).toBe('p-2');
  });
});
