// What the payment-link tests share: a link created through the API, a payment started from
// it as a payer would, and that payment paid at a provider's simulator.
import { expect } from 'vitest';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { asKey, type Merchant } from '../../helpers/fixtures.js';
import type { TestApp } from '../../helpers/test-app.js';
import { openAttempt, payerCompletes } from '../payments/helpers.js';

export const openLinkBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Panier de dattes Deglet Nour',
  amountType: 'open',
  usage: 'reusable',
  minAmount: 1_000,
  maxAmount: 500_000,
  ...overrides,
});

export const fixedLinkBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Chéchia rouge',
  amountType: 'fixed',
  usage: 'reusable',
  amount: 35_000,
  ...overrides,
});

export async function newLink(app: TestApp, merchant: Merchant, body: Record<string, unknown>) {
  const res = await app.http.post('/payment-links', body, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; url: string; [field: string]: any };
}

export async function readLink(app: TestApp, merchant: Merchant, linkId: string) {
  const res = await app.http.get(`/payment-links/${linkId}`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export async function startFromLink(app: TestApp, slug: string, body: Record<string, unknown> = {}) {
  const res = await app.http.post(`/links/${slug}/payments`, body);
  expect(res.status, res.text).toBe(201);
  return res.body as { reference: string; payUrl: string };
}

/** The payer opens an attempt at `provider` and pays there (the simulator calls back). */
export async function payAt(app: TestApp, merchant: Merchant, reference: string, provider: ProviderCode = 'clictopay') {
  const attempt = await openAttempt(app, reference, provider);
  await payerCompletes(app, merchant, reference, attempt.attemptId, provider, 'success');
  return attempt;
}
