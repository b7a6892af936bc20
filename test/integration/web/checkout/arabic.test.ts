// The checkout page in Arabic, in a real browser whose language is Arabic: right to left,
// Arabic strings and amount; the language switcher (English, then back), remembered across a
// reload; and a payment through a wallet ending on the Arabic success page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { focused, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['flouci', 'clictopay']);
  browser = await launchBrowser({ locale: 'ar-TN' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the hosted checkout page in Arabic', () => {
  it('lays the page out right to left in Arabic, and switches language on demand', async () => {
    const payment = await newPayment(app, merchant, { description: 'طلبية رقم 77' });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);

    await page.getByRole('heading', { name: 'اختر وسيلة الدفع' }).waitFor();
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await page.locator('body').evaluate((el) => (globalThis as any).getComputedStyle(el).direction)).toBe('rtl');
    expect(readable(await page.locator('.amount dd').textContent())).toBe('12,500 د.ت.');
    expect(readable(await page.locator('.description dd').textContent())).toBe('طلبية رقم 77');
    expect(await page.getByRole('button', { name: /^ادفع/ }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'اللغة' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'العربية' }).getAttribute('aria-pressed')).toBe('true');
    // Mirrored: the options' radio sits at the right edge of its box.
    const option = await page.locator('.option').first().boundingBox();
    const radio = await page.locator('.option input').first().boundingBox();
    expect(radio!.x).toBeGreaterThan(option!.x + option!.width / 2);
    await keepScreenshot(page, 'ar-choose');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    expect(await html.getAttribute('lang')).toBe('en');
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(readable(await page.locator('.amount dd').textContent())).toBe('TND 12.500');
    // The keyboard stays on the switcher.
    expect(await focused(page)).toBe('BUTTON#English');
    await keepScreenshot(page, 'en-choose');

    // Remembered: a reload stays in English although the browser asks for Arabic.
    await page.reload();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'اختر وسيلة الدفع' }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('pays through a wallet and shows the success page in Arabic', async () => {
    const payment = await newPayment(app, merchant, { amount: 45_000 });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /Flouci/ }).check();
    await page.getByRole('button', { name: /^ادفع/ }).click();
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.flouci).origin);
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.getByRole('heading', { name: 'تمّ الدفع بنجاح' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(readable(await page.locator('.card').textContent())).toContain('تمّ قبول دفعتك بمبلغ 45,000 د.ت.');
    await keepScreenshot(page, 'ar-success');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    expect(browser.errors).toEqual([]);
  });
});
