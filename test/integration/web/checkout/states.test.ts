// The checkout page's other states in a real browser: a payment that expired (before the page
// opened, and while it was open), a canceled one, an unknown reference; and the merchant's
// branding (name, logo, a light theme colour kept readable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePayment } from '../../../../shared/payments/expire-payment.js';
import { asKey, asSession } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { tinyPng, upload } from '../../files/support.js';
import { collectingMerchant, getPayment, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { focused, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

/** The scheduled expiry job, run as if the payment's time were up. */
const expireNow = (reference: string) => expirePayment(reference, new Date(Date.now() + 24 * 3600_000));

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the hosted checkout page, other states', () => {
  it('shows an expired payment as expired, with the way back to the merchant', async () => {
    const payment = await newPayment(app, merchant, { failUrl: 'https://shop.example.tn/panier' });
    expect((await expireNow(payment.reference)).expired).toBe(true);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Paiement expiré' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Payer/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Retourner sur le site de / }).getAttribute('href')).toBe(
      `/checkout/${payment.reference}/return?outcome=fail`,
    );
    await keepScreenshot(page, 'fr-expired');
  });

  it('turns to the expired page when the payment expires while the payer is choosing', async () => {
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /Flouci/ }).check();
    await expireNow(payment.reference);
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    await page.getByRole('heading', { name: 'Paiement expiré' }).waitFor();
    expect(await focused(page)).toBe('H1#Paiement expiré');
    // No merchant fail URL: nowhere to go back to, and nothing else offered.
    expect(await page.getByRole('link').count()).toBe(0);
    expect((await getPayment(app, merchant, payment.reference)).attemptsCount).toBe(0);
  });

  it('shows a canceled payment as canceled', async () => {
    const payment = await newPayment(app, merchant);
    const cancel = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'Rupture de stock' }, asKey(merchant.apiKey));
    expect(cancel.status, cancel.text).toBe(200);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Paiement annulé' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await keepScreenshot(page, 'fr-canceled');
  });

  it('shows an unknown or malformed reference as not found', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/pay/0123456789abcdef01234567`);
    await page.getByRole('heading', { name: 'Paiement introuvable' }).waitFor();
    await keepScreenshot(page, 'fr-not-found');
    await page.goto(`${app.baseUrl}/pay/not-a-reference`);
    await page.getByRole('heading', { name: 'Paiement introuvable' }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it("wears the merchant's name, logo and colour, with readable text on a light colour", async () => {
    const logo = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'logo', content: tinyPng([0xff, 0xd6, 0x0a]), name: 'logo.png', declaredType: 'image/png' });
    expect(logo.status, logo.text).toBe(201);
    const patch = await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`,
      { displayName: 'Épicerie du Soleil', themeColor: '#ffd60a', logoFileId: logo.body.id },
      asSession(merchant.owner.cookie),
    );
    expect(patch.status, patch.text).toBe(200);
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();

    expect(readable(await page.locator('.merchant-name').textContent())).toBe('Épicerie du Soleil');
    expect(await page.title()).toBe('Paiement · Épicerie du Soleil');
    const img = page.locator('img.logo');
    expect(await img.getAttribute('src')).toBe(`${app.baseUrl}/checkout/${payment.reference}/logo`);
    await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);

    // Yellow is too light for white text: the button keeps the colour and writes in black.
    const pay = page.getByRole('button', { name: 'Payer 12,500 TND' });
    const colours = await pay.evaluate((el) => {
      const style = (globalThis as any).getComputedStyle(el);
      return { background: style.backgroundColor as string, text: style.color as string };
    });
    expect(colours).toEqual({ background: 'rgb(255, 214, 10)', text: 'rgb(0, 0, 0)' });
    // Accents drawn on white (the chosen option's border) are darkened until they read (4.5:1).
    await page.getByRole('radio', { name: /ClicToPay/ }).check();
    const border = await page.locator('.option').first().evaluate((el) => (globalThis as any).getComputedStyle(el).borderTopColor as string);
    const [r, g, b] = border.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(contrastOnWhite(r, g, b)).toBeGreaterThanOrEqual(4.5);
    await keepScreenshot(page, 'fr-branded');
    expect(browser.errors).toEqual([]);
  });
});

function contrastOnWhite(r: number, g: number, b: number): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}
