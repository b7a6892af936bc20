// The v2 helpers that need no server: payment_ref appended to merchant URLs, the v2 error
// formats, the methods mapping and the liberal reading of init-payment bodies.
import { describe, expect, it } from 'vitest';
import { parseInitPayment, readV2Body } from '../../../../functions/http/v2/schemas.js';
import { AppError, validationFailed, V2Refusal } from '../../../../shared/domain/errors.js';
import { toV2Error, v2ErrorResult } from '../../../../shared/http/v2-errors.js';
import { methodOfProvider, methodsOfProviders, normaliseMethods, providersOfMethods } from '../../../../shared/v2/methods.js';
import { withPaymentRef } from '../../../../shared/domain/payment-ref.js';

const REF = '0123456789abcdef01234567';

describe('withPaymentRef', () => {
  it.each([
    ['https://shop.tn/notify', `https://shop.tn/notify?payment_ref=${REF}`],
    ['https://shop.tn/notify?order=42', `https://shop.tn/notify?order=42&payment_ref=${REF}`],
    ['https://shop.tn/notify?', `https://shop.tn/notify?payment_ref=${REF}`],
    ['https://shop.tn/notify?a=1&', `https://shop.tn/notify?a=1&payment_ref=${REF}`],
    ['https://shop.tn/ok?q=a+b%20c#top', `https://shop.tn/ok?q=a+b%20c&payment_ref=${REF}#top`],
    ['https://shop.tn/ok#done', `https://shop.tn/ok?payment_ref=${REF}#done`],
  ])('%s → %s', (url, expected) => {
    expect(withPaymentRef(url, REF)).toBe(expected);
  });
});

describe('v2 error formats', () => {
  const v3 = (error: unknown) => ({ status: (error as AppError).status, body: (error as AppError).toBody(), headers: (error as AppError).headers });

  it('lists each invalid field once, with msg, param and message', () => {
    const error = validationFailed([
      { field: 'amount', message: 'must be an integer number of millimes' },
      { field: 'webhook', message: 'must be a URL' },
      { field: 'webhook', message: 'must be an http(s) URL' },
    ]);
    expect(v2ErrorResult(error, v3)).toEqual({
      status: 400,
      body: {
        message: 'Invalid request: amount must be an integer number of millimes; webhook must be a URL',
        errors: [
          { msg: 'must be an integer number of millimes', param: 'amount', message: 'must be an integer number of millimes' },
          { msg: 'must be a URL', param: 'webhook', message: 'must be a URL' },
        ],
      },
      headers: {},
    });
  });

  // The previous platform's PHP SDK reads `errors` on every answer that is not a 200; its plugins show errors[0].message.
  const both = (message: string) => ({ message, errors: [{ message, msg: message }] });

  it('answers business refusals 422, others with their status and headers: {message, errors: [{message, msg}]}', () => {
    expect(v2ErrorResult(new V2Refusal('Only TND.'), v3)).toEqual({ status: 422, body: both('Only TND.') });
    expect(toV2Error(v3(new AppError('payment_account_inactive', 'Inactive.')))).toMatchObject({ status: 422, body: both('Inactive.') });
    expect(toV2Error(v3(new AppError('provider_not_routed', 'None routed.')))).toMatchObject({ status: 422 });
    expect(toV2Error(v3(new AppError('invalid_api_key', 'Bad key.')))).toEqual({ status: 401, body: both('Bad key.'), headers: {} });
    const limited = toV2Error(v3(new AppError('rate_limited', 'Slow down.', {}, { 'retry-after': '12' })));
    expect(limited).toEqual({ status: 429, body: both('Slow down.'), headers: { 'retry-after': '12' } });
  });
});

describe('methods', () => {
  it('maps v2 methods to providers, ignoring case and legacy methods', () => {
    expect(providersOfMethods(['BANK_CARD'])).toEqual(['clictopay', 'mpgs_poste']);
    expect(providersOfMethods(['e-dinar', 'Flouci'])).toEqual(['clictopay', 'mpgs_poste', 'flouci']);
    expect(providersOfMethods(['wallet', 'MCOIN', 'wire_transfer', 'Paypal'])).toBeUndefined();
    expect(providersOfMethods(undefined)).toBeUndefined();
  });

  it('names the methods of providers in the v2 vocabulary only, never a provider code', () => {
    expect(methodsOfProviders(['clictopay', 'mpgs_poste', 'flouci', 'kashy'])).toEqual(['bank_card', 'e-DINAR', 'flouci', 'wallet']);
    expect(methodsOfProviders(['izi', 'pluxee', 'enda_tao'])).toEqual(['wallet']);
    expect(methodOfProvider('kashy')).toBe('wallet');
    expect(methodOfProvider('mpgs_poste')).toBe('e-DINAR');
  });

  it('echoes the methods asked for, normalised: v2 spelling, each once, unknown names left out', () => {
    expect(normaliseMethods([' WALLET', 'bank_card', 'E-DINAR', 'e-dinar', 'MCOIN', 'Paypal', 'kashy', 'Flouci'])).toEqual(['wallet', 'bank_card', 'e-DINAR', 'flouci']);
    expect(normaliseMethods(['wire_transfer'])).toEqual([]);
  });
});

describe('init-payment bodies', () => {
  const base = { receiverWalletId: '8a4c1a2e-5d6f-4b7a-9c0d-1e2f3a4b5c6d', amount: 12_500 };

  it('reads JSON whatever the content type, and form fields with lists', () => {
    expect(readV2Body(Buffer.from(JSON.stringify(base)), 'application/x-www-form-urlencoded')).toEqual(base);
    expect(readV2Body(Buffer.from('amount=12500&acceptedPaymentMethods[]=flouci&acceptedPaymentMethods[]=bank_card'), 'application/x-www-form-urlencoded')).toEqual({
      amount: '12500',
      acceptedPaymentMethods: ['flouci', 'bank_card'],
    });
    expect(readV2Body(Buffer.alloc(0), undefined)).toEqual({});
    expect(() => readV2Body(Buffer.from('{"amount":'), 'application/json')).toThrow(AppError);
  });

  it('rounds numbers within 1e-6 of an integer, coerces PHP booleans, keeps a numeric orderId', () => {
    const parsed = parseInitPayment({ ...base, amount: 12_344.999999999998, lifespan: '30.0', silentWebhook: '1', checkoutForm: 'false', orderId: 42, unknownField: { a: 1 } });
    expect(parsed).toMatchObject({ amount: 12_345, lifespan: 30, silentWebhook: true, checkoutForm: false, orderId: 42, token: 'TND', type: 'immediate' });
    expect(parsed).not.toHaveProperty('unknownField');
    expect(() => parseInitPayment({ ...base, amount: 12_500.5 })).toThrow(AppError);
    expect(() => parseInitPayment({ ...base, amount: Number.NaN })).toThrow(AppError);
  });
});
