// What the v2 compatibility tests share: a body as a shop plugin sends it, and the two v2 calls.
import { expect } from 'vitest';
import { asKey, type Merchant } from '../../support/fixtures.js';
import type { TestApp } from '../../support/test-app.js';

export const INIT_PAYMENT = '/api/v2/payments/init-payment';

/**
 * A body as the WooCommerce plugin builds it in PHP: `amount` computed as `total * 1000` (a
 * float), `orderId` a JSON number, and fields the reference does not list.
 */
export const pluginBody = (merchant: Merchant, overrides: Record<string, unknown> = {}) => ({
  receiverWalletId: merchant.defaultAccountId,
  token: 'TND',
  amount: 12.345 * 1000,
  type: 'immediate',
  description: 'Commande WooCommerce #4242',
  acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
  lifespan: 30,
  checkoutForm: false,
  addPaymentFeesToAmount: true,
  firstName: 'Amal',
  lastName: 'Ben Salah',
  phoneNumber: '+21620123456',
  email: 'amal@example.tn',
  orderId: 4242,
  webhook: 'https://shop.example.tn/wc-api/konnect?order=4242',
  silentWebhook: true,
  successUrl: 'https://shop.example.tn/checkout/order-received/4242',
  failUrl: 'https://shop.example.tn/checkout/failed/4242',
  theme: 'light',
  // Sent by real plugins, not in the reference: ignored.
  platform: 'woocommerce',
  pluginVersion: '2.3.1',
  meta: { cartHash: 'a1b2c3' },
  ...overrides,
});

export async function initPayment(app: TestApp, key: string, body: unknown) {
  return app.http.post(INIT_PAYMENT, body, asKey(key));
}

/** init-payment that must succeed: its `{payUrl, paymentRef}`. */
export async function initV2(app: TestApp, merchant: Merchant, overrides: Record<string, unknown> = {}) {
  const res = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, overrides));
  expect(res.status, res.text).toBe(200);
  return res.body as { payUrl: string; paymentRef: string };
}

export async function getV2(app: TestApp, merchant: Merchant, paymentRef: string) {
  const res = await app.http.get(`/api/v2/payments/${paymentRef}`, asKey(merchant.v2ApiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.payment;
}

/**
 * A v2 error answer as this service gives it, as the previous platform's clients read it:
 * `message`, and `errors[0]` repeating it in `message` and `msg` (the PHP SDK reads `errors` on
 * every answer that is not a 200; the WooCommerce plugin shows `errors[0].message`).
 */
export function expectV2Error(body: unknown): { message: string } {
  const { message } = body as { message: string };
  expect(typeof message).toBe('string');
  expect(body).toEqual({ message, errors: [{ message, msg: message }] });
  return { message };
}
