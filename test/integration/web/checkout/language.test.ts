// The payer's language follows the payment (issue 12, items 5 and 7): the merchant's `locale`, or
// `?lang=` on the payment's address, opens the checkout in it; the language the payer uses goes to
// the provider's pages (ClicToPay's `language`) and to the receipt, a multipart email in that
// language whose HTML is kept as a screenshot for each language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { eventually, getPayment, collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { accessibilityViolations, keepScreenshot, launchBrowser, payByCard, readable, type TestBrowser } from '../../../support/browser.js';

const SUCCESS_CARD = '4509211111111119';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The receipt sent to `to`: its raw message and its HTML part. */
async function receiptTo(to: string): Promise<{ raw: string; html: string; text: string }> {
  return eventually(async () => {
    await app.queuesIdle();
    const raw = (await app.mails()).find((mail) => mail.includes(`To: ${to}`));
    expect(raw, `a receipt to ${to}`).toBeDefined();
    const boundary = /boundary="([^"]+)"/.exec(raw!)?.[1];
    expect(boundary, 'a multipart message').toBeDefined();
    const parts = raw!.split(`--${boundary}`).slice(1, -1);
    const body = (type: string) => parts.find((part) => part.includes(`Content-Type: ${type}`))!.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    return { raw: raw!, html: body('text/html'), text: body('text/plain') };
  }, 20_000);
}

async function payAtClicToPay(page: Page, payButton: RegExp): Promise<string> {
  await page.getByRole('radio', { name: /ClicToPay/ }).check();
  await page.getByRole('button', { name: payButton }).click();
  await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
  const providerPage = page.url();
  await payByCard(page, SUCCESS_CARD);
  return providerPage;
}

/** Shows a receipt's HTML as a mail client would, audited and kept as a screenshot. */
async function keepReceipt(html: string, name: string): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(html);
  expect(await accessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, name);
  await page.close();
}

describe('the payer’s language follows the payment', () => {
  it('a payment in Arabic: the checkout, ClicToPay’s page and the receipt are in Arabic', async () => {
    const email = `ar-${Date.now()}@example.com`;
    const payment = await newPayment(app, merchant, { locale: 'ar', payer: { firstName: 'Amal', email } });
    expect(new URL(payment.payUrl).search).toBe('?lang=ar');
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'اختر وسيلة الدفع' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const providerPage = await payAtClicToPay(page, /^ادفع/);
    expect(new URL(providerPage).pathname).toMatch(/payment_ar\.html$/);
    await page.getByRole('heading', { name: 'تمّ الدفع بنجاح' }).waitFor();
    expect(readable(await page.locator('.receipt-note').textContent())).toContain('a***@example.com');

    const receipt = await receiptTo(email);
    expect(receipt.raw).toContain('Content-Type: multipart/alternative');
    expect(receipt.html).toContain('<html lang="ar" dir="rtl">');
    expect(receipt.text).toContain('تمّ قبول دفعتك');
    expect(receipt.text).toContain(payment.reference);
    expect(receipt.text).toContain('•••• 1119');
    await keepReceipt(receipt.html, 'receipt-ar');
    expect(browser.errors).toEqual([]);
  });

  it('?lang=en on the address wins over the payment’s locale, and the receipt follows the payer', async () => {
    const email = `en-${Date.now()}@example.com`;
    const payment = await newPayment(app, merchant, { locale: 'ar', payer: { email } });
    const page = await browser.newPage();
    const english = new URL(payment.payUrl);
    english.searchParams.set('lang', 'en');
    await page.goto(english.href);
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    const providerPage = await payAtClicToPay(page, /^Pay /);
    expect(new URL(providerPage).pathname).toMatch(/payment_en\.html$/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const receipt = await receiptTo(email);
    expect(receipt.html).toContain('<html lang="en" dir="ltr">');
    expect(receipt.text).toContain('Your payment of');
    await keepReceipt(receipt.html, 'receipt-en');
  });

  it('a payer who switches to French on the page gets French at ClicToPay and a French receipt', async () => {
    const email = `fr-${Date.now()}@example.com`;
    const payment = await newPayment(app, merchant, { locale: 'en', payer: { firstName: 'Amal', email } });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    const providerPage = await payAtClicToPay(page, /^Payer /);
    expect(new URL(providerPage).pathname).toMatch(/payment_fr\.html$/);
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    const receipt = await receiptTo(email);
    expect(receipt.html).toContain('<html lang="fr" dir="ltr">');
    expect(receipt.text).toContain('Bonjour Amal,');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    await keepReceipt(receipt.html, 'receipt-fr');
  });
});
