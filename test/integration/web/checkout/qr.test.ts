// A QR payment in a real browser: the page shows Kashy's QR code and payment code and follows
// the attempt; the payer's phone (the simulator's "scan and pay" page, opened from the code
// shown) pays, and the page turns to the success page by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { focused, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['kashy', 'clictopay']);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the hosted checkout page, paying by QR code', () => {
  it('shows the QR code and payment code, and turns to success once the payer scans and pays', async () => {
    const payment = await newPayment(app, merchant, { amount: 3_000, description: 'Café et croissant' });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /Kashy/ }).check();
    await page.getByRole('button', { name: 'Payer 3,000 TND' }).click();

    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    expect(await focused(page)).toBe('H1#Payez avec Kashy');
    const qr = page.getByRole('img', { name: 'Code QR du paiement de 3,000 TND' });
    expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
    const code = readable(await page.locator('.code [aria-hidden="true"]').textContent());
    expect(code).toMatch(/^\d{6}$/);
    expect(readable(await page.getByRole('status').filter({ hasText: 'En attente' }).textContent())).toBe('En attente de votre paiement…');
    // A reload keeps following the same attempt (the URL names it).
    const attemptId = new URL(page.url()).searchParams.get('attempt');
    expect(attemptId).toMatch(/^[0-9a-f-]{36}$/);
    await keepScreenshot(page, 'fr-qr');

    // The attempt's QR content is what the payer's phone opens: the simulator's payer page.
    const attempt = await app.http.get(`/checkout/${payment.reference}/attempts/${attemptId}`);
    expect(attempt.body).toMatchObject({ kind: 'qr', provider: 'kashy', status: expect.any(String), paymentStatus: 'pending' });
    expect(attempt.body.qr.codePay).toBe(code);
    const phone = await browser.newPage();
    await phone.goto(attempt.body.qr.content);
    await phone.getByRole('heading', { name: /scan and pay/i }).waitFor();
    expect(readable(await phone.locator('.code').textContent())).toBe(code);
    await phone.getByRole('button', { name: 'Scan and pay' }).click();
    // The simulator sends the phone's browser back through the service's return route.
    await phone.waitForURL((url) => url.origin === app.baseUrl);
    await phone.close();

    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(await focused(page)).toBe('H1#Paiement réussi');
    // The finished attempt leaves the URL: a reload shows the payment as it now stands. The page drops
    // `?attempt=` before it shows the heading, but Playwright hears of the change from the browser's process,
    // which may tell it after the page's own answer that the heading shows: wait for it.
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).search).toBe('');
    await keepScreenshot(page, 'fr-qr-success');
    const paid = await getPayment(app, merchant, payment.reference);
    expect(paid).toMatchObject({ status: 'succeeded', provider: 'kashy' });
    expect(browser.errors).toEqual([]);
  });

  it('stops naming the attempt in the address when its view read the payment just before the attempt paid it', async () => {
    const payment = await newPayment(app, merchant, { amount: 3_000 });
    const page = await browser.newPage();
    // The attempt's view reads the payment, then the attempt: a settlement between the two reads answers the attempt
    // paid and its payment still pending. Here every view of the paid attempt answers so.
    await page.route(`**/checkout/${payment.reference}/attempts/*`, async (route) => {
      const response = await route.fetch();
      const view = (await response.json()) as { status?: string; paymentStatus?: string };
      if (view.status === 'succeeded') view.paymentStatus = 'pending';
      await route.fulfill({ response, json: view });
    });
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /Kashy/ }).check();
    await page.getByRole('button', { name: 'Payer 3,000 TND' }).click();
    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    const search = () => page.evaluate(() => (globalThis as unknown as { location: { search: string } }).location.search);
    const attemptId = new URLSearchParams(await search()).get('attempt');
    expect(attemptId).toMatch(/^[0-9a-f-]{36}$/);

    await payerCompletes(app, merchant, payment.reference, attemptId!, 'kashy', 'success');
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    // Read in the page itself: the address changed before the heading showed.
    expect(await search()).toBe('');
    expect(browser.errors).toEqual([]);
  });

  it('lets the payer leave the QR code for another method, and a reload of the QR page shows the code again', async () => {
    const payment = await newPayment(app, merchant);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /Kashy/ }).check();
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    const code = readable(await page.locator('.code [aria-hidden="true"]').textContent());

    await page.reload();
    await page.getByRole('heading', { name: 'Payez avec Kashy' }).waitFor();
    expect(readable(await page.locator('.code [aria-hidden="true"]').textContent())).toBe(code);

    await page.getByRole('button', { name: 'Choisir un autre moyen de paiement' }).click();
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('radio').count()).toBe(2);
    expect(browser.errors).toEqual([]);
  });
});
