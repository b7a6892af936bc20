// The four assumed protocols (pluxee, izi, enda_tao, kashy): each status vocabulary, refusal and
// callback shape, as documented at the top of each provider's mapping.ts.
import { describe, expect, it } from 'vitest';
import * as endaTao from '../../../../shared/connectors/enda_tao/mapping.js';
import * as izi from '../../../../shared/connectors/izi/mapping.js';
import * as kashy from '../../../../shared/connectors/kashy/mapping.js';
import * as pluxee from '../../../../shared/connectors/pluxee/mapping.js';
import { answer, initiateInput, providerErrorOf } from './support.js';

describe('pluxee mapping', () => {
  const payment = (fields: Record<string, unknown>) => answer(200, { paymentId: 'PLX-1', amount: 12500, ...fields });

  it('creates a payment with millimes, reference, routes and deadline', () => {
    expect(pluxee.initBody(initiateInput())).toMatchObject({
      amount: 12500,
      currency: 'TND',
      merchantReference: '0123456789abcdef01234567',
      notificationUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      expiresAt: '2030-01-01T10:15:00.000Z',
    });
  });

  it.each([
    [{ status: 'PAID', paidAmount: 12500, fee: 188, authorizationNumber: 'A1', card: { maskedNumber: '**** 4321' } }, 'succeeded', null],
    [{ status: 'CREATED' }, 'pending', null],
    [{ status: 'PENDING' }, 'pending', null],
    [{ status: 'REFUSED', refusalReason: 'INSUFFICIENT_BALANCE' }, 'failed', 'insufficient_funds'],
    [{ status: 'REFUSED', refusalReason: 'DAILY_LIMIT_EXCEEDED' }, 'failed', 'limit_exceeded'],
    [{ status: 'REFUSED' }, 'failed', 'declined'],
    [{ status: 'EXPIRED' }, 'expired', 'session_expired'],
    [{ status: 'CANCELLED' }, 'canceled', 'canceled_by_payer'],
  ])('maps %o to %s/%s', (fields, status, failureCode) => {
    expect(pluxee.readStatus(payment(fields))).toMatchObject({ status, failureCode });
  });

  it('reports authorization, voucher card, fee and paid amount of a success', () => {
    expect(
      pluxee.readStatus(payment({ status: 'PAID', paidAmount: 12500, fee: 188, authorizationNumber: 'A1', card: { maskedNumber: '**** 4321' } })),
    ).toMatchObject({
      authorizationCode: 'A1',
      providerFee: 188,
      paidAmount: 12500,
      instrument: { type: 'voucher', brand: 'pluxee', last4: '4321', maskedId: '**** 4321' },
    });
  });

  it('keeps the provider error code of a refusal', () => {
    const error = providerErrorOf(() => pluxee.readStatus(answer(404, { error: { code: 'NOT_FOUND', message: 'Unknown payment' } })));
    expect(error).toMatchObject({ providerErrorCode: 'NOT_FOUND', transient: false });
  });

  it('reads paymentId from notification and return', () => {
    expect(pluxee.readCallback({ method: 'POST', query: {}, headers: {}, body: '{"event":"payment.updated","paymentId":"PLX-1"}' }).externalRef).toBe('PLX-1');
    expect(pluxee.readCallback({ method: 'GET', query: { paymentId: 'PLX-2' }, headers: {}, body: undefined }).externalRef).toBe('PLX-2');
  });
});

describe('izi mapping', () => {
  const session = (fields: Record<string, unknown>) => answer(200, { id: 'cs_1', amount: 12500, ...fields });

  it('sends the payer to the checkout session', () => {
    expect(izi.initBody(initiateInput())).toMatchObject({
      merchant_order_id: '0123456789abcdef01234567',
      return_url: 'https://api.example.tn/callbacks/clictopay/attempt-1',
      customer: { first_name: 'Amal', email: 'amal@example.tn' },
    });
  });

  it.each([
    [{ status: 'completed', transaction: { id: 'T1', wallet: '216******456' } }, 'succeeded', null],
    [{ status: 'open' }, 'pending', null],
    [{ status: 'processing' }, 'pending', null],
    [{ status: 'failed', failure_code: 'insufficient_balance' }, 'failed', 'insufficient_funds'],
    [{ status: 'failed', failure_code: 'declined' }, 'failed', 'declined'],
    [{ status: 'expired' }, 'expired', 'session_expired'],
    [{ status: 'canceled' }, 'canceled', 'canceled_by_payer'],
  ])('maps %o to %s/%s', (fields, status, failureCode) => {
    expect(izi.readStatus(session(fields))).toMatchObject({ status, failureCode });
  });

  it('masks the wallet of a success', () => {
    expect(izi.readStatus(session({ status: 'completed', transaction: { id: 'T1', wallet: '21620123456' } })).instrument).toEqual({
      type: 'wallet',
      brand: 'izi',
      last4: '3456',
      maskedId: '****3456',
    });
  });

  it('reads data.id from the callback and session_id from the return', () => {
    expect(izi.readCallback({ method: 'POST', query: {}, headers: {}, body: { type: 'checkout.session.updated', data: { id: 'cs_1' } } }).externalRef).toBe('cs_1');
    expect(izi.readCallback({ method: 'GET', query: { session_id: 'cs_2' }, headers: {}, body: undefined }).externalRef).toBe('cs_2');
  });

  it('refuses credentials on 401', () => {
    expect(izi.readCredentialProbe(answer(401, { error: 'invalid_client' })).ok).toBe(false);
    expect(izi.readCredentialProbe(answer(200, { client_id: 'c-1' }))).toEqual({ ok: true, publicIdentifier: 'c-1' });
  });
});

describe('enda_tao mapping', () => {
  const request = (fields: Record<string, unknown>) => answer(200, { requestId: 'PR1', amount: 12500, ...fields });

  it.each([
    [{ state: 'CONFIRMED', transactionRef: 'TR1', customerAccount: '216 ** *** 456', feeAmount: 100 }, 'succeeded', null],
    [{ state: 'INITIATED' }, 'pending', null],
    [{ state: 'AWAITING_CONFIRMATION' }, 'pending', null],
    [{ state: 'REJECTED', rejectReason: 'INSUFFICIENT_BALANCE' }, 'failed', 'insufficient_funds'],
    [{ state: 'REJECTED', rejectReason: 'REJECTED' }, 'failed', 'declined'],
    [{ state: 'EXPIRED' }, 'expired', 'session_expired'],
    [{ state: 'CANCELED' }, 'canceled', 'canceled_by_payer'],
  ])('maps %o to %s/%s', (fields, status, failureCode) => {
    expect(endaTao.readStatus(request(fields))).toMatchObject({ status, failureCode });
  });

  it('calls an unknown state malformed rather than guessing', () => {
    expect(providerErrorOf(() => endaTao.readStatus(request({ state: 'SETTLED' }))).providerErrorCode).toBe('malformed_response');
  });

  it('reads requestId from notification and return', () => {
    expect(endaTao.readCallback({ method: 'POST', query: {}, headers: {}, body: { requestId: 'PR1', orderRef: 'x' } }).externalRef).toBe('PR1');
  });
});

describe('kashy mapping', () => {
  const payment = (fields: Record<string, unknown>) => answer(200, { paymentId: 'KSH1', amount: 12500, ...fields });

  it('reads the QR content and codePay of a new payment', () => {
    expect(kashy.readCreated(answer(201, { paymentId: 'KSH1', qrContent: 'https://kashy.tn/q/123456', codePay: '123456' }))).toMatchObject({
      kind: 'qr',
      qr: { content: 'https://kashy.tn/q/123456', codePay: '123456' },
      externalRef: 'KSH1',
    });
    expect(providerErrorOf(() => kashy.readCreated(answer(201, { paymentId: 'KSH1', qrContent: 'x', codePay: 'abc' }))).providerErrorCode).toBe(
      'malformed_response',
    );
  });

  it.each([
    [{ status: 'PAID', transactionId: 'T1', payerWallet: '+216 ** *** 456', fee: 188 }, 'succeeded', null],
    [{ status: 'WAITING' }, 'pending', null],
    [{ status: 'SCANNED' }, 'pending', null],
    [{ status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' }, 'failed', 'insufficient_funds'],
    [{ status: 'FAILED', failureReason: 'DECLINED' }, 'failed', 'declined'],
    [{ status: 'EXPIRED' }, 'expired', 'session_expired'],
    [{ status: 'CANCELED' }, 'canceled', 'canceled_by_payer'],
  ])('maps %o to %s/%s', (fields, status, failureCode) => {
    expect(kashy.readStatus(payment(fields))).toMatchObject({ status, failureCode });
  });

  it('reads paymentId and codePay from the callback', () => {
    expect(kashy.readCallback({ method: 'POST', query: {}, headers: {}, body: { paymentId: 'KSH1', codePay: '123456' } })).toEqual({
      externalRef: 'KSH1',
      hints: { codePay: '123456' },
    });
  });
});

// What the template reads for every assumed protocol from the names each one declares: the id, the
// amounts and fee, the error body, where the init answer sends the payer.
describe('assumed protocols: the fields each one names', () => {
  it('reads the page an init answer sends the payer to, and the id it names the payment by', () => {
    expect(pluxee.readCreated(answer(201, { paymentId: 'PLX-1', status: 'CREATED', redirectUrl: 'https://pay.pluxee.tn/p/1' }))).toEqual({
      kind: 'redirect',
      redirectUrl: 'https://pay.pluxee.tn/p/1',
      externalRef: 'PLX-1',
      raw: { paymentId: 'PLX-1', status: 'CREATED', redirectUrl: 'https://pay.pluxee.tn/p/1' },
    });
    expect(izi.readCreated(answer(201, { id: 'cs_1', checkout_url: 'https://pay.izi.tn/cs_1' }))).toMatchObject({
      kind: 'redirect',
      redirectUrl: 'https://pay.izi.tn/cs_1',
      externalRef: 'cs_1',
    });
    expect(endaTao.readCreated(answer(201, { requestId: 'PR1', payUrl: 'https://tao.endatamweel.tn/pay/PR1' }))).toMatchObject({
      kind: 'redirect',
      redirectUrl: 'https://tao.endatamweel.tn/pay/PR1',
      externalRef: 'PR1',
    });
  });

  it('calls an init answer without its id or page malformed, naming the fields in the answer’s order', () => {
    expect(providerErrorOf(() => pluxee.readCreated(answer(201, { redirectUrl: 'not a url' }))).message).toContain('(paymentId, redirectUrl)');
    expect(providerErrorOf(() => kashy.readCreated(answer(201, { paymentId: '', codePay: '12' }))).message).toContain('(paymentId, qrContent, codePay)');
  });

  it('names the malformed fields of a status answer in the answer’s order', () => {
    expect(providerErrorOf(() => pluxee.readStatus(answer(200, { status: 'NEW', amount: 1.5, card: {} }))).message).toContain(
      '(paymentId, status, amount)',
    );
    expect(providerErrorOf(() => pluxee.readStatus(answer(200, { paymentId: 'P', status: 'PAID', amount: 1, card: {}, refusalReason: 1 }))).message).toContain(
      '(card.maskedNumber, refusalReason)',
    );
    expect(providerErrorOf(() => izi.readStatus(answer(200, { id: 'cs', status: 'open', amount: 1, failure_code: 1, transaction: {} }))).message).toContain(
      '(failure_code, transaction.id)',
    );
    expect(
      providerErrorOf(() => endaTao.readStatus(answer(200, { requestId: 'R', state: 'CONFIRMED', amount: 1, feeAmount: 'x', customerAccount: 2, rejectReason: 3 })))
        .message,
    ).toContain('(feeAmount, customerAccount, rejectReason)');
  });

  it('reads the amount collected, else the amount asked, and the fee', () => {
    expect(kashy.readStatus(answer(200, { paymentId: 'K', status: 'PAID', amount: 12500, paidAmount: 12000, fee: 90 }))).toMatchObject({
      paidAmount: 12000,
      providerFee: 90,
    });
    expect(kashy.readStatus(answer(200, { paymentId: 'K', status: 'PAID', amount: 12500, paidAmount: 0 })).paidAmount).toBe(0);
    expect(izi.readStatus(answer(200, { id: 'cs', status: 'completed', amount: 12500, fee: 10 }))).toMatchObject({ paidAmount: 12500, providerFee: 10 });
    // Enda reports no amount collected: a confirmed request collected the amount asked, whatever else the answer holds.
    expect(endaTao.readStatus(answer(200, { requestId: 'R', state: 'CONFIRMED', amount: 12500, paidAmount: 1 }))).toMatchObject({
      paidAmount: 12500,
      providerFee: null,
      authorizationCode: null,
    });
  });

  it('reports the payer’s account when one is named, an instrument without account when it is empty inside a card or transaction', () => {
    const confirmed = (fields: Record<string, unknown>) => endaTao.readStatus(answer(200, { requestId: 'R', state: 'CONFIRMED', amount: 1, ...fields }));
    expect(confirmed({ customerAccount: '' }).instrument).toBeNull();
    expect(confirmed({ customerAccount: '21620123456', transactionRef: 'TR1' })).toMatchObject({
      authorizationCode: 'TR1',
      instrument: { type: 'wallet', brand: 'enda_tao', last4: '3456', maskedId: '****3456' },
    });
    expect(kashy.readStatus(answer(200, { paymentId: 'K', status: 'PAID', amount: 1, payerWallet: '' })).instrument).toBeNull();
    expect(izi.readStatus(answer(200, { id: 'cs', status: 'completed', amount: 1, transaction: { id: 'T1' } })).instrument).toEqual({
      type: 'wallet',
      brand: 'izi',
      last4: null,
      maskedId: null,
    });
    expect(pluxee.readStatus(answer(200, { paymentId: 'P', status: 'PAID', amount: 1, card: { maskedNumber: '' } })).instrument).toEqual({
      type: 'voucher',
      brand: 'pluxee',
      last4: null,
      maskedId: null,
    });
  });

  it('keeps the failure reason as the result code, and an unlisted reason is a decline', () => {
    expect(kashy.readStatus(answer(200, { paymentId: 'K', status: 'FAILED', amount: 1, failureReason: 'FROZEN' }))).toMatchObject({
      status: 'failed',
      failureCode: 'declined',
      providerResultCode: 'FROZEN',
    });
    expect(endaTao.readStatus(answer(200, { requestId: 'R', state: 'REJECTED', amount: 1, rejectReason: 'ACCOUNT_BLOCKED' }))).toMatchObject({
      failureCode: 'invalid_instrument',
      providerResultCode: 'ACCOUNT_BLOCKED',
    });
  });

  it.each([
    ['izi', () => izi.readStatus(answer(401, { error: 'invalid_client', error_description: 'Bad secret' })), 'invalid_client', 'Bad secret'],
    ['kashy', () => kashy.readStatus(answer(404, { errorCode: 'PAYMENT_NOT_FOUND', errorMessage: 'No such payment' })), 'PAYMENT_NOT_FOUND', 'No such payment'],
    ['enda_tao', () => endaTao.readStatus(answer(403, { code: 'FORBIDDEN' })), 'FORBIDDEN', undefined],
    // Without its code, the body is not Enda's error body: the HTTP status says it all.
    ['enda_tao', () => endaTao.readStatus(answer(400, { message: 'no code' })), 'http_400', undefined],
  ])('reads the code and message of a %s refusal', (_provider, run, code, message) => {
    const error = providerErrorOf(run);
    expect(error).toMatchObject({ providerErrorCode: code, transient: false });
    if (message) expect(error.message).toContain(`(${message})`);
    else expect(error.message).not.toContain('(');
  });
});
