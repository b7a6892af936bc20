// The checkout's result page of a refunded payment, in a real browser: a payment refunded in part
// still reads paid, and says how much came back; once the whole amount is back it reads refunded,
// with the date, the receipt's facts below. In French, Arabic and English (`?lang=`), axe at 0.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, eventually, getPayment, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { accessibilityViolations, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;
let reference: string;
let payUrl: string;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  browser = await launchBrowser();
  const payment = await newPayment(app, merchant, { amount: 12_500, acceptedProviders: ['clictopay'] });
  reference = payment.reference;
  payUrl = payment.payUrl;
  const attempt = await openAttempt(app, reference, 'clictopay');
  await payerCompletes(app, merchant, reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => expect((await getPayment(app, merchant, reference)).status).toBe('succeeded'), 15_000);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const refund = async (amount?: number) => {
  const res = await app.http.post(`/payments/${reference}/refunds`, amount ? { amount } : {}, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(201);
  expect(res.body.status).toBe('succeeded');
};

async function open(lang: string, heading: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${payUrl}?lang=${lang}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const mainText = async (page: Page) => readable(await page.locator('main').textContent());

describe('the result page of a refunded payment', () => {
  it('says paid and how much came back after a partial refund, then refunded once all is back', async () => {
    // Not refunded: nothing said about refunds.
    const before = await open('fr', 'Paiement réussi');
    expect(await before.getByTestId('refunded').count()).toBe(0);
    expect(await mainText(before)).not.toContain('rembours');
    await before.close();

    await refund(5_000);
    const partly = {
      fr: ['Paiement réussi', 'vous a remboursé 5,000 TND sur les 12,500 TND de ce paiement.'],
      ar: ['تمّ الدفع بنجاح', 'مبلغ 5,000 د.ت. من أصل 12,500 د.ت. الخاص بهذه الدفعة.'],
      en: ['Payment successful', 'refunded you TND 5.000 of the TND 12.500 of this payment.'],
    } as const;
    for (const [lang, [heading, sentence]] of Object.entries(partly)) {
      const page = await open(lang, heading);
      expect(readable(await page.getByTestId('refunded').textContent())).toContain(sentence);
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepScreenshot(page, `${lang}-partly-refunded`);
      await page.close();
    }

    await refund();
    const refundedAt = (await getPayment(app, merchant, reference)).result.refundedAt as string;
    expect(refundedAt).toEqual(expect.any(String));
    const whole = {
      fr: ['Paiement remboursé', 'vous a remboursé les 12,500 TND de ce paiement le', '12,500 TND'],
      ar: ['استُرجع مبلغ الدفعة', 'مبلغ 12,500 د.ت. الخاص بهذه الدفعة في', '12,500 د.ت.'],
      en: ['Payment refunded', 'refunded the TND 12.500 of this payment on', 'TND 12.500'],
    } as const;
    for (const [lang, [heading, sentence, amount]] of Object.entries(whole)) {
      const page = await open(lang, heading);
      const text = await mainText(page);
      expect(text).toContain(sentence);
      // The receipt's facts stay: the payer can match the refund to the payment.
      expect(readable(await page.locator('section.details').textContent())).toContain(amount);
      expect(await page.getByTestId('refunded').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepScreenshot(page, `${lang}-refunded`);
      await page.close();
    }
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
