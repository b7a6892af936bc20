// A payer in a real browser pays by card through the hosted checkout page: at the ClicToPay
// simulator with a test card, landing on the success page while the payment reads `succeeded`;
// then a declined card followed by a success with another provider (La Poste, a form attempt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, getPayment, merchantAttempt, newPayment, PAYMENT_TEST_ENV, timelineOf, type Collector } from '../../payments/support.js';
import { focused, keepScreenshot, launchBrowser, payByCard, readable, sendsTo, type TestBrowser } from '../../../support/browser.js';

const SUCCESS_CARD = '4509211111111119';
const DECLINED_CARD = '5471251111111116';
const MASTERCARD_SUCCESS = '5440212711111110';
const MERCHANT_SITE = 'https://shop.example.tn';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'mpgs_poste', 'flouci']);
  browser = await launchBrowser();
  // The merchant's site stands outside the test: the browser gets a stub page there.
  await browser.context.route(`${MERCHANT_SITE}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' }));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the hosted checkout page, paying by card', () => {
  it('pays at the ClicToPay simulator with a test card and lands on the success page; the payment reads succeeded', async () => {
    const payment = await newPayment(app, merchant, {
      description: 'Commande 1042 : deux paniers',
      successUrl: `${MERCHANT_SITE}/merci`,
      failUrl: `${MERCHANT_SITE}/panier`,
    });
    expect(payment.payUrl).toBe(`${app.baseUrl}/pay/${payment.reference}`);
    const page = await browser.newPage();
    await page.goto(payment.payUrl);

    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(readable(await page.locator('.amount dd').textContent())).toBe('12,500 TND');
    expect(readable(await page.locator('.description dd').textContent())).toBe('Commande 1042 : deux paniers');
    expect(readable(await page.locator('.merchant-name').textContent())).toBeTruthy();
    const offered = await page.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    expect(offered.sort()).toEqual(['clictopay', 'flouci', 'mpgs_poste']);
    await keepScreenshot(page, 'fr-choose');

    // Paying without a choice is refused on the page, with the reason announced.
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    await page.getByRole('alert').waitFor();
    expect(readable(await page.getByRole('alert').textContent())).toBe('Choisissez un moyen de paiement pour continuer.');

    await page.getByRole('radio', { name: /ClicToPay/ }).check();
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    const simulator = new URL(app.simulators.urls.clictopay).origin;
    await page.waitForURL((url) => url.origin === simulator);
    await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
    await keepScreenshot(page, 'clictopay-card-form');
    await payByCard(page, SUCCESS_CARD);

    // Back through the service's callback route to the page, which follows the attempt.
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/pay/${payment.reference}`);
    expect(await focused(page)).toBe('H1#Paiement réussi');
    expect(readable(await page.locator('.card').textContent())).toContain('Votre paiement de 12,500 TND');
    await keepScreenshot(page, 'fr-success');

    const paid = await getPayment(app, merchant, payment.reference);
    expect(paid).toMatchObject({ status: 'succeeded', provider: 'clictopay', attemptsCount: 1 });

    // Back to the merchant through the service's return route, which records it.
    const back = page.getByRole('link', { name: /^Retourner sur le site de / });
    expect(await back.getAttribute('href')).toBe(`/checkout/${payment.reference}/return?outcome=success`);
    await sendsTo(page, `${MERCHANT_SITE}/merci?reference=${payment.reference}`, () => back.click());
    const timeline = await timelineOf(app, merchant, payment.reference);
    expect(timeline.items.map((item) => item.type)).toContain('payer_redirected_to_merchant');
    expect(browser.errors).toEqual([]);
  });

  it('after a declined card, offers another provider and succeeds with it (keyboard only)', async () => {
    const payment = await newPayment(app, merchant, { amount: 7_250 });
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();

    // Keyboard: into the radio group, to ClicToPay, then Enter submits the form.
    await page.getByRole('radio', { name: /ClicToPay/ }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: /ClicToPay/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
    await payByCard(page, DECLINED_CARD);

    await page.getByRole('heading', { name: 'Le paiement n’a pas abouti' }).waitFor();
    expect(await focused(page)).toBe('H1#Le paiement n’a pas abouti');
    expect(readable(await page.locator('.reason').textContent())).toBe('Motif : paiement refusé par la banque ou le prestataire.');
    // The payment is still open: no way back to the merchant yet, a way to try again.
    expect(await page.getByRole('link').count()).toBe(0);
    await keepScreenshot(page, 'fr-attempt-failed');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');

    await page.getByRole('button', { name: 'Réessayer le paiement' }).press('Enter');
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('radio', { name: /La Poste/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    // La Poste's attempt is a form the page submits to the provider's hosted checkout.
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.mpgs_poste).origin);
    expect(new URL(page.url()).searchParams.has('checkoutVersion')).toBe(true);
    await payByCard(page, MASTERCARD_SUCCESS);

    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(readable(await page.locator('.amount dd').textContent())).toBe('7,250 TND');
    const paid = await getPayment(app, merchant, payment.reference);
    expect(paid).toMatchObject({ status: 'succeeded', provider: 'mpgs_poste', attemptsCount: 2 });
    expect(paid.result).toMatchObject({ failedAttemptsCount: 1 });
    expect(browser.errors).toEqual([]);
  });

  it('shows a payment the provider has not confirmed yet as pending, then the success once it is confirmed', async () => {
    const payment = await newPayment(app, merchant);
    // The provider takes the card but its status service fails: nobody can confirm the payment yet.
    app.simulators.control.setNextScenario('clictopay', 'status_5xx');
    const page = await browser.newPage();
    await page.goto(payment.payUrl);
    await page.getByRole('radio', { name: /ClicToPay/ }).check();
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
    await payByCard(page, SUCCESS_CARD);

    await page.getByRole('heading', { name: 'Paiement en cours de confirmation' }).waitFor();
    expect(await focused(page)).toBe('H1#Paiement en cours de confirmation');
    await expect.poll(async () => readable(await page.getByRole('status').filter({ hasText: 'ClicToPay' }).textContent())).toBe(
      'Nous vérifions votre paiement auprès de ClicToPay…',
    );
    await keepScreenshot(page, 'fr-pending');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');

    // The provider recovers; the service's poller confirms the payment and the page follows.
    const attemptId = new URL(page.url()).searchParams.get('attempt')!;
    const attempt = await merchantAttempt(app, merchant, payment.reference, attemptId);
    app.simulators.control.setScenario('clictopay', attempt.externalRef, 'success');
    await app.runSchedule('payments-poller');
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(await focused(page)).toBe('H1#Paiement réussi');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    expect(browser.errors).toEqual([]);
  });
});
