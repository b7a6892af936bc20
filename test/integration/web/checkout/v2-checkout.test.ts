// A v2 payment's checkout (issue 20): with `checkoutForm`, the page asks the payer for their name,
// email and phone before paying, and the service refuses an attempt without them; the details end
// up on the payment. With `theme: dark`, the page is dark and still passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, getPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { initV2 } from '../../v2/support.js';
import { accessibilityViolations, focused, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

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

/** A plugin's init-payment that leaves the payer's details to the checkout. */
const withoutPayer = { firstName: undefined, lastName: undefined, email: undefined, phoneNumber: undefined, acceptedPaymentMethods: ['flouci', 'bank_card'] };

describe('a v2 payment with checkoutForm', () => {
  it('refuses an attempt without the payer’s details, naming each missing one', async () => {
    const { paymentRef, payUrl } = await initV2(app, merchant, { checkoutForm: true, ...withoutPayer });
    expect(new URL(payUrl).searchParams.get('form')).toBe('payer');
    const refused = await app.http.post(`/checkout/${paymentRef}/attempts`, { provider: 'flouci', payer: { firstName: 'Amal' } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error).toBe('payer_field_required');
    expect(refused.body.fields.map((f: { field: string }) => f.field)).toEqual(['payer.lastName', 'payer.email', 'payer.phone']);
  });

  it('asks the payer for name, email and phone on the page, then pays; the details are on the payment', async () => {
    const { paymentRef, payUrl } = await initV2(app, merchant, { checkoutForm: true, ...withoutPayer });
    const page = await browser.newPage();
    await page.goto(payUrl);
    await page.getByRole('group', { name: 'Vos coordonnées' }).waitFor();
    await page.getByRole('radio', { name: /Flouci/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    // Nothing typed: each field says so, and the keyboard goes to the first.
    await page.locator('#firstName[aria-invalid="true"]').waitFor();
    expect(await focused(page)).toBe('INPUT#');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(4);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-v2-checkout-form');

    await page.getByLabel('Prénom').fill('Amal');
    await page.getByLabel('Nom', { exact: true }).fill('Ben Salah');
    await page.getByLabel('Adresse e-mail').fill('amal@example.tn');
    await page.getByLabel('Téléphone').fill('+216 20 123 456');
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.flouci).origin);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();

    const paid = await getPayment(app, merchant, paymentRef);
    expect(paid.payer).toEqual({ firstName: 'Amal', lastName: 'Ben Salah', email: 'amal@example.tn', phone: '+216 20 123 456' });
    expect(readable(await page.locator('.receipt-note').textContent())).toBe('Un reçu a été envoyé à a***@example.tn.');
    expect(browser.errors).toEqual([]);
  });

  it('with theme dark: the page is dark, before and after the provider, and passes axe', async () => {
    const { payUrl } = await initV2(app, merchant, { theme: 'dark', acceptedPaymentMethods: ['flouci', 'bank_card'] });
    expect(new URL(payUrl).searchParams.get('theme')).toBe('dark');
    const page = await browser.newPage();
    await page.goto(payUrl);
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    const background = () => page.locator('.card').evaluate((el) => (globalThis as any).getComputedStyle(el).backgroundColor);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await background()).toBe('rgb(26, 29, 35)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-v2-dark-choose');

    await page.getByRole('radio', { name: /Flouci/ }).check();
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.flouci).origin);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(await background()).toBe('rgb(26, 29, 35)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-v2-dark-success');
    expect(browser.errors).toEqual([]);
  });
});
