// A v2 `orderId` sent as a JSON number is kept exactly as written, whatever its size: a
// WooCommerce order number of 17 digits (past 2^53, where JavaScript's numbers round) comes back
// from the v2 GET as the same JSON number, digit for digit, and the v3 Payment holds its text.
// Read from the body's text, since parsing it as a number would already have changed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, getPayment, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { INIT_PAYMENT } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
});
afterAll(async () => {
  await app?.stop();
});

/** init-payment with `orderId` written as raw JSON text (`"orderId": <orderId>`). */
async function initWith(orderId: string, before = '') {
  return app.http.request('POST', INIT_PAYMENT, {
    rawBody: `{${before}"receiverWalletId": "${merchant.defaultAccountId}", "amount": 12500, "token": "TND", "orderId": ${orderId}}`,
    headers: { ...asKey(merchant.v2ApiKey).headers, 'content-type': 'application/json' },
  });
}

/** The v2 GET's answer as text: JSON.parse would round the number being checked. */
async function v2Text(paymentRef: string) {
  const res = await app.http.get(`/api/v2/payments/${paymentRef}`, asKey(merchant.v2ApiKey));
  expect(res.status, res.text).toBe(200);
  return res.text;
}

describe('a numeric orderId', () => {
  it.each([
    '12345678901234567', // a 17-digit WooCommerce order number
    '9007199254740992', // 2^53
    '9007199254740993', // 2^53 + 1, which JavaScript reads as 2^53
    '123456789012345678901234567890',
    '-9007199254740993',
    '4242',
    '12.50',
    '1e20',
  ])('%s: kept as written, in v2 and in v3', async (orderId) => {
    const init = await initWith(orderId);
    expect(init.status, init.text).toBe(200);
    expect(await v2Text(init.body.paymentRef)).toContain(`"orderId":${orderId},`);
    expect((await getPayment(app, merchant, init.body.paymentRef)).orderId).toBe(orderId);
  });

  it('read where it is, whatever comes before it in the body', async () => {
    const init = await initWith('12345678901234567', `"description": "orderId: 1, \\"orderId\\": 2", "meta": {"orderId": 3}, `);
    expect(init.status, init.text).toBe(200);
    expect(await v2Text(init.body.paymentRef)).toContain('"orderId":12345678901234567,');
  });

  it('a text orderId stays text', async () => {
    const init = await initWith('"12345678901234567"');
    expect(init.status, init.text).toBe(200);
    expect(await v2Text(init.body.paymentRef)).toContain('"orderId":"12345678901234567",');
  });

  it('over 255 characters: 400 in the v2 format naming it', async () => {
    const res = await initWith('1'.repeat(256));
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors.map((e: { param: string }) => e.param)).toContain('orderId');
  });
});
