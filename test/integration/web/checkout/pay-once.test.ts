// Issue 12, defects 1 and 2, as a payer lives them in Chromium: an attempt the payer left can no
// longer take money once another one succeeds, a merchant's cancel ends the open attempt at its
// provider at once, and when money still arrives after the payment ended (a provider that cannot
// be ended), the result page says so instead of "canceled". Also the result page's details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, eventsOf, getPayment, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { accessibilityViolations, keepScreenshot, launchBrowser, payByCard, readable, type TestBrowser } from '../../../support/browser.js';
import type { Page } from 'playwright-core';

const SUCCESS_CARD = '4509211111111119';
const MERCHANT_SITE = 'https://shop.example.tn';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci', 'kashy']);
  browser = await launchBrowser();
  await browser.context.route(`${MERCHANT_SITE}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const simulatorOrigin = (provider: 'clictopay' | 'flouci' | 'kashy') => new URL(app.simulators.urls[provider]).origin;

/** The attempts of a payment as the merchant sees them, oldest first. */
async function attemptsOf(reference: string): Promise<Array<{ id: string; provider: string; status: string; externalRef: string | null }>> {
  const res = await app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

/** Chooses a provider on the checkout page and presses Pay. */
async function choose(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** Pays at the Flouci simulator and waits for the checkout's success page. */
async function payWithFlouci(page: Page): Promise<void> {
  await choose(page, /Flouci/);
  await page.waitForURL((url) => url.origin === simulatorOrigin('flouci'));
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
}

/** The screen at `address` in Arabic, English, then French again (the choice is remembered): axe finds nothing. */
async function inEachLanguage(page: Page, address: string, headings: Record<'ar' | 'en' | 'fr', string>, screenshot: string): Promise<void> {
  for (const code of ['ar', 'en', 'fr'] as const) {
    const url = new URL(address);
    url.searchParams.set('lang', code);
    await page.goto(url.href);
    await page.getByRole('heading', { name: headings[code] }).waitFor();
    expect(await accessibilityViolations(page), `${code}: ${headings[code]}`).toEqual([]);
    if (code !== 'fr') await keepScreenshot(page, `${code}-${screenshot}`);
  }
}

describe('one payment is never paid twice', () => {
  it('Kashy left for Flouci: once Flouci has paid, the old Kashy QR code is refused at Kashy', async () => {
    const payment = await newPayment(app, merchant, { successUrl: `${MERCHANT_SITE}/merci`, failUrl: `${MERCHANT_SITE}/panier` });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /Kashy/);
    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    const kashyAttemptId = new URL(page.url()).searchParams.get('attempt')!;
    const qr = await app.http.get(`/checkout/${payment.reference}/attempts/${kashyAttemptId}`);
    const qrAddress: string = qr.body.qr.content;

    await page.getByRole('button', { name: 'Choisir un autre moyen de paiement' }).click();
    await payWithFlouci(page);

    // The payer scans the old code with the Kashy app: Kashy says the merchant ended it, no button to pay.
    const phone = await browser.newPage();
    await phone.goto(qrAddress);
    await phone.getByRole('heading', { name: 'This payment was canceled by the merchant' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Scan and pay' }).count()).toBe(0);
    await phone.close();

    await app.queuesIdle();
    const attempts = await attemptsOf(payment.reference);
    expect(attempts.map((a) => [a.provider, a.status])).toEqual([
      ['kashy', 'canceled'],
      ['flouci', 'succeeded'],
    ]);
    expect(app.simulators.control.order('kashy', attempts[0]!.externalRef!)?.state).toBe('canceled');
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(browser.errors).toEqual([]);
  });

  it('ClicToPay left with Back for Flouci: the ClicToPay page reopened after Flouci paid takes no card', async () => {
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /ClicToPay/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('clictopay'));
    await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
    const cardPage = page.url();

    await page.goBack();
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    await payWithFlouci(page);
    await app.queuesIdle();

    await page.goto(cardPage);
    await page.getByRole('heading', { name: 'This payment was canceled by the merchant' }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    const attempts = await attemptsOf(payment.reference);
    expect(attempts.map((a) => [a.provider, a.status])).toEqual([
      ['clictopay', 'canceled'],
      ['flouci', 'succeeded'],
    ]);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    expect(browser.errors).toEqual([]);
  });
});

describe('charged twice where it could not be prevented', () => {
  it('Flouci left open (no cancel), ClicToPay paid, then Flouci paid too: the page says both were received', async () => {
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /Flouci/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('flouci'));
    const flouciPage = page.url();
    await page.goBack();
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    await choose(page, /ClicToPay/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('clictopay'));
    await payByCard(page, SUCCESS_CARD);
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(await page.locator('.notice').count()).toBe(0);
    await app.queuesIdle();

    // Flouci could not be ended: the payer approves it there too, and comes back.
    await page.goto(flouciPage);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(readable(await page.locator('.notice').textContent())).toBe(
      'Ce paiement avait déjà été réglé avec ClicToPay. Votre paiement avec Flouci a lui aussi été reçu : le marchand en a été informé ; contactez-le pour le remboursement.',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-paid-twice');
    expect((await eventsOf(payment.reference)).map((e) => e.type).sort()).toEqual(['attempt.duplicate_success', 'payment.succeeded']);
    expect(browser.errors).toEqual([]);
  });
});

describe('a merchant cancels while the payer is at the provider', () => {
  it('ClicToPay: the cancel ends the order at once, the card is refused, and the page says canceled', async () => {
    const payment = await newPayment(app, merchant, { failUrl: `${MERCHANT_SITE}/panier` });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /ClicToPay/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('clictopay'));
    await page.getByRole('heading', { name: 'Pay by card' }).waitFor();

    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'out of stock' }, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    await app.queuesIdle();

    await payByCard(page, SUCCESS_CARD);
    await page.getByRole('heading', { name: 'This payment was canceled by the merchant' }).waitFor();
    const [attempt] = await attemptsOf(payment.reference);
    expect(attempt).toMatchObject({ provider: 'clictopay', status: 'canceled' });
    expect(app.simulators.control.order('clictopay', attempt!.externalRef!)?.state).toBe('canceled');

    // Back at the checkout: canceled, and true, since nothing was collected.
    await page.getByRole('link', { name: 'Return to the merchant' }).click();
    await page.getByRole('heading', { name: 'Paiement annulé' }).waitFor();
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.canceled']);
    expect(browser.errors).toEqual([]);
  });

  it('Flouci (no cancel operation): money that still arrives is told as received after the cancellation, never "canceled"', async () => {
    const payment = await newPayment(app, merchant, { failUrl: `${MERCHANT_SITE}/panier` });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /Flouci/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('flouci'));

    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    await app.queuesIdle();

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Paiement reçu après l’annulation' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Paiement annulé' }).count()).toBe(0);
    const text = readable(await page.locator('.card').textContent());
    expect(text).toContain('Votre paiement de 12,500 TND avec Flouci a bien été reçu');
    expect(text).toContain('Le marchand en a été informé');
    expect(readable(await page.locator('.details').textContent())).toContain('Flouci');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-late-success-after-cancel');

    // The merchant was told: the payment stays canceled, the success is raised as a duplicate.
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('canceled');
    expect((await eventsOf(payment.reference)).map((e) => e.type).sort()).toEqual(['attempt.duplicate_success', 'payment.canceled']);

    // A reload of the payment's address says the same, in each language, with no accessibility violation.
    await inEachLanguage(page, payment.payUrl, {
      ar: 'وصلت دفعتك بعد إلغاء الطلب',
      en: 'Payment received after the cancellation',
      fr: 'Paiement reçu après l’annulation',
    }, 'late-success-after-cancel');
    expect(browser.errors).toEqual([]);
  });
});

describe('the result page', () => {
  it('shows the date in Tunis time, amount, merchant, provider, masked card, authorisation code and where the receipt went', async () => {
    const payment = await newPayment(app, merchant, { payer: { firstName: 'Amal', lastName: 'Ben Salah', email: 'payer@example.com' } });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /ClicToPay/);
    await page.waitForURL((url) => url.origin === simulatorOrigin('clictopay'));
    await payByCard(page, SUCCESS_CARD);
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();

    const paid = await getPayment(app, merchant, payment.reference);
    const details = page.locator('.details');
    const rows = await details.locator('dl > div').evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
    );
    const table = Object.fromEntries(rows.map(([k, v]) => [readable(k!), readable(v!)]));
    const tunis = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(new Date(paid.result.completedAt));
    expect(table).toEqual({
      Date: readable(tunis),
      Montant: '12,500 TND',
      Marchand: expect.any(String),
      'Moyen de paiement': 'ClicToPay · Visa •••• 1119',
      'Code d’autorisation': paid.result.authorizationCode,
    });
    expect(paid.result.authorizationCode).toBeTruthy();
    expect(readable(await page.locator('.receipt-note').textContent())).toBe('Un reçu a été envoyé à p***@example.com.');
    // The finished attempt leaves the address.
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).search).toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-result-details');
    await inEachLanguage(page, payment.payUrl, { ar: 'تمّ الدفع بنجاح', en: 'Payment successful', fr: 'Paiement réussi' }, 'result-details');
    expect(browser.errors).toEqual([]);
  });
});

describe('a way back, and small things', () => {
  it('offers "Back to <merchant>" before the end: to the fail page with the reference, and the payment stays payable', async () => {
    const payment = await newPayment(app, merchant, { failUrl: `${MERCHANT_SITE}/panier?step=2` });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    const back = page.getByRole('link', { name: /^Retourner sur le site de / });
    expect(await back.getAttribute('href')).toBe(`/checkout/${payment.reference}/return?outcome=back`);
    // The return route sends the payer to the fail page with the reference.
    const leaving = await fetch(`${app.baseUrl}/checkout/${payment.reference}/return?outcome=back`, { redirect: 'manual' });
    expect(leaving.status).toBe(302);
    expect(leaving.headers.get('location')).toBe(`${MERCHANT_SITE}/panier?step=2&reference=${payment.reference}`);
    // Reached by keyboard: the link takes the focus with Tab like any other.
    await back.focus();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.className)).toBe('leave');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');

    // Changing their mind, the payer comes back and pays.
    await page.goto(payment.payUrl);
    await payWithFlouci(page);
    expect(browser.errors).toEqual([]);
  });

  it('offers it on the QR screen too, whose payment code carries no ARIA on a plain span', async () => {
    const payment = await newPayment(app, merchant, { failUrl: `${MERCHANT_SITE}/panier` });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await choose(page, /Kashy/);
    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    expect(await page.getByRole('link', { name: /^Retourner sur le site de / }).count()).toBe(1);
    expect(await page.locator('span[aria-labelledby], span[aria-label]').count()).toBe(0);
    expect(readable(await page.locator('.code-pay').textContent())).toMatch(/^Code de paiement \d{6}/);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('leaves no stale announcement when the payment turns out canceled as the payer presses Pay', async () => {
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    await choose(page, /ClicToPay/);
    await page.getByRole('heading', { name: 'Paiement annulé' }).waitFor();
    await page.waitForTimeout(200);
    expect(readable(await page.locator('#live').textContent())).toBe('');
    expect(browser.errors).toEqual([]);
  });

  it('answers a page for an unknown reference that search engines are told not to index', async () => {
    const res = await fetch(`${app.baseUrl}/pay/${'0'.repeat(24)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/pay/${'0'.repeat(24)}`);
    await page.getByRole('heading', { name: 'Paiement introuvable' }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
