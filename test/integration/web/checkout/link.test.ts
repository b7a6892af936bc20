// A payer in a real browser opens a merchant's payment link (`/pay/l/<slug>`): types the amount
// of an open link and the details it asks for, goes on to the checkout of the payment it starts,
// pays at the ClicToPay simulator and reads the link's success message; the same in Arabic on a
// phone, audited with axe; and links that take no payment (disabled, expired, being paid, paid,
// unknown) say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { fixedLinkBody, newLink, openLinkBody, payAt, readLink, startFromLink } from '../../links/support.js';
import { collectingMerchant, getPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { accessibilityViolations, focused, keepScreenshot, launchBrowser, payByCard, readable, sendsTo, type TestBrowser } from '../../../support/browser.js';

const SUCCESS_CARD = '4509211111111119';
const MERCHANT_SITE = 'https://shop.example.tn';

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  browser = await launchBrowser();
  await browser.context.route(`${MERCHANT_SITE}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' }));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The payments a link started, as the merchant reads them. */
async function paymentsOf(linkId: string) {
  const res = await app.http.get('/payments?limit=200', asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  const items = res.body.items as { reference: string; amount: number; paymentLinkId: string | null; payer: Record<string, string> | null }[];
  return items.filter((payment) => payment.paymentLinkId === linkId);
}

describe('the payment link page', () => {
  it('takes the amount a payer types (12,500) and their details, pays at ClicToPay, and shows the link’s success message', async () => {
    const link = await newLink(
      app,
      merchant,
      openLinkBody({
        description: 'Dattes de Tozeur, livrées à domicile',
        payerFields: { name: 'required', email: 'optional', phone: 'hidden' },
        successMessage: 'Merci ! Livraison sous 48 h.',
        redirectUrl: `${MERCHANT_SITE}/merci`,
      }),
    );
    expect(link.url).toBe(`${app.baseUrl}/pay/l/${link.slug}`);
    const page = await browser.newPage();
    await page.goto(link.url);

    await page.getByRole('heading', { name: 'Panier de dattes Deglet Nour' }).waitFor();
    expect(await page.title()).toMatch(/^Panier de dattes Deglet Nour · /);
    expect(readable(await page.locator('.link-description').textContent())).toBe('Dattes de Tozeur, livrées à domicile');
    expect(readable(await page.locator('#amount-hint').textContent())).toBe('Entre 1,000 TND et 500,000 TND, par exemple 12,500.');
    // The fields the link asks for, and only those.
    expect(await page.getByLabel('Prénom').getAttribute('required')).toBe('');
    expect(await page.getByLabel('Nom', { exact: true }).getAttribute('required')).toBe('');
    expect(await page.getByLabel('Adresse e-mail (facultatif)').getAttribute('required')).toBeNull();
    expect(await page.getByLabel(/Téléphone/).count()).toBe(0);
    await keepScreenshot(page, 'fr-link');

    // Out of bounds, then missing details: said beside each field, the keyboard on the first.
    await page.getByLabel('Montant à payer, en dinars').fill('0,5');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.locator('#amount-error').waitFor();
    expect(readable(await page.locator('#amount-error').textContent())).toBe('Le montant doit être compris entre 1,000 TND et 500,000 TND.');
    expect(await page.getByLabel('Montant à payer, en dinars').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.id)).toBe('amount');
    expect(readable(await page.locator('#firstName-error').textContent())).toBe('Indiquez votre prénom.');
    expect(await page.getByLabel('Prénom').getAttribute('aria-describedby')).toBe('firstName-error');
    await keepScreenshot(page, 'fr-link-errors');

    await page.getByLabel('Montant à payer, en dinars').fill('12,500');
    await page.getByLabel('Prénom').fill('Amira');
    await page.getByLabel('Nom', { exact: true }).fill('Ben Salah');
    await page.getByLabel('Nom', { exact: true }).press('Enter');

    // Straight into the checkout of the payment the link started, for 12.500 dinars.
    await page.getByRole('heading', { name: 'Choisissez un moyen de paiement' }).waitFor();
    const [started] = await paymentsOf(link.id);
    expect(started).toMatchObject({ amount: 12_500, payer: { firstName: 'Amira', lastName: 'Ben Salah' } });
    expect(new URL(page.url()).pathname).toBe(`/pay/${started!.reference}`);
    expect(readable(await page.locator('.amount dd').textContent())).toBe('12,500 TND');

    await page.getByRole('radio', { name: /ClicToPay/ }).check();
    await page.getByRole('button', { name: 'Payer 12,500 TND' }).click();
    await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
    await payByCard(page, SUCCESS_CARD);

    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    expect(readable(await page.locator('.success-message').textContent())).toBe('Merci ! Livraison sous 48 h.');
    await keepScreenshot(page, 'fr-link-success');
    expect((await getPayment(app, merchant, started!.reference)).status).toBe('succeeded');
    expect(await readLink(app, merchant, link.id)).toMatchObject({ succeededCount: 1, collectedAmount: 12_500 });

    // Afterwards, the payer goes to the link's redirect URL, which learns which payment came back.
    await sendsTo(page, `${MERCHANT_SITE}/merci?reference=${started!.reference}`, () =>
      page.getByRole('link', { name: /^Retourner sur le site de / }).click(),
    );
    expect(browser.errors).toEqual([]);
  });

  it('works in Arabic on a phone: right to left, Arabic digits typed, no accessibility violation', async () => {
    const arabic = await launchBrowser({ locale: 'ar-TN' });
    try {
      const link = await newLink(
        app,
        merchant,
        openLinkBody({ title: 'سلة تمور', payerFields: { name: 'hidden', email: 'hidden', phone: 'required' }, successMessage: 'شكرًا! التوصيل خلال 48 ساعة.' }),
      );
      const page = await arabic.newPage();
      expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
      await page.goto(link.url);

      await page.getByRole('heading', { name: 'سلة تمور' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await accessibilityViolations(page)).toEqual([]);
      // Mirrored: the amount field's label starts at the right edge.
      const field = await page.locator('.field').first().boundingBox();
      const label = await page.locator('.field label').first().boundingBox();
      expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 2);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A bad amount and a missing phone, said in Arabic, still no violation.
      await page.getByLabel('المبلغ المطلوب دفعه، بالدينار').fill('12,5001');
      await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
      await page.locator('#amount-error').waitFor();
      expect(readable(await page.locator('#amount-error').textContent())).toBe('ثلاثة أرقام على الأكثر بعد الفاصلة: المليمات.');
      expect(readable(await page.locator('#phone-error').textContent())).toBe('أدخل رقم هاتفك.');
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepScreenshot(page, 'ar-link-errors');

      // Arabic-Indic digits and the Arabic decimal separator, typed by keyboard.
      await page.getByLabel('المبلغ المطلوب دفعه، بالدينار').fill('');
      await page.getByLabel('المبلغ المطلوب دفعه، بالدينار').pressSequentially('٤٥٫٥');
      await page.getByLabel('رقم الهاتف').fill('٢٠ ١٢٣ ٤٥٦');
      await page.getByLabel('رقم الهاتف').press('Enter');

      await page.getByRole('heading', { name: 'اختر وسيلة الدفع' }).waitFor();
      const [started] = await paymentsOf(link.id);
      expect(started).toMatchObject({ amount: 45_500, payer: { phone: '20 123 456' } });
      expect(readable(await page.locator('.amount dd').textContent())).toBe('45,500 د.ت.');
      await page.getByRole('radio', { name: /ClicToPay/ }).check();
      await page.getByRole('button', { name: /^ادفع/ }).click();
      await page.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
      await payByCard(page, SUCCESS_CARD);

      await page.getByRole('heading', { name: 'تمّ الدفع بنجاح' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(readable(await page.locator('.success-message').textContent())).toBe('شكرًا! التوصيل خلال 48 ساعة.');
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepScreenshot(page, 'ar-link-success');
      expect(arabic.errors).toEqual([]);
    } finally {
      await arabic.close();
    }
  });

  it('shows a disabled link as disabled, in the payer’s language, with no form', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const page = await browser.newPage();
    await page.goto(link.url);
    await page.getByRole('heading', { name: 'Chéchia rouge' }).waitFor();
    expect(readable(await page.locator('.amount dd').textContent())).toBe('35,000 TND');
    // A fixed amount: no amount field.
    expect(await page.locator('#amount').count()).toBe(0);

    const disabled = await app.http.post(`/payment-links/${link.id}/disable`, {}, asKey(merchant.apiKey));
    expect(disabled.status, disabled.text).toBe(200);
    // The page opened before the link was disabled: starting the payment says why it cannot.
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('heading', { name: 'Lien de paiement désactivé' }).waitFor();
    expect(await focused(page)).toBe('H1#Lien de paiement désactivé');

    // Opened afterwards: said at once, in French, then in English.
    await page.reload();
    await page.getByRole('heading', { name: 'Lien de paiement désactivé' }).waitFor();
    expect(readable(await page.locator('.card').textContent())).toContain('Le marchand a désactivé ce lien');
    expect(await page.getByRole('button', { name: /Continuer/ }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, 'fr-link-disabled');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Payment link disabled' }).waitFor();
    expect(readable(await page.locator('.card').textContent())).toContain('The merchant has disabled this link');
    // The choice is remembered by the browser: back to French for the next tests.
    await page.getByRole('button', { name: 'Français' }).click();
    expect(await paymentsOf(link.id)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('shows an expired link as expired, with its validity shown while it was open', async () => {
    const expiresAt = new Date(Date.now() + 2_000).toISOString();
    const link = await newLink(app, merchant, openLinkBody({ title: 'Ftour du vendredi', expiresAt }));
    const page = await browser.newPage();
    await page.goto(link.url);
    await page.getByRole('heading', { name: 'Ftour du vendredi' }).waitFor();
    expect(readable(await page.locator('.expiry').textContent())).toMatch(/^Lien valable jusqu’au /);
    await page.waitForTimeout(Math.max(0, Date.parse(expiresAt) - Date.now()) + 200);

    // Started too late: the page says why; opened again: said at once.
    await page.getByLabel('Montant à payer, en dinars').fill('5');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('heading', { name: 'Lien de paiement expiré' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Lien de paiement expiré' }).waitFor();
    expect(readable(await page.locator('.card').textContent())).toContain('Demandez un nouveau lien au marchand.');
    expect(await page.locator('#amount').count()).toBe(0);
    expect(await paymentsOf(link.id)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('says when a single-use link has a payment in progress, and when it has been paid', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ usage: 'single', title: 'Caftan sur mesure' }));
    const page = await browser.newPage();
    await page.goto(link.url);
    await page.getByRole('heading', { name: 'Caftan sur mesure' }).waitFor();
    // Another payer (or another tab) started paying meanwhile.
    const other = await startFromLink(app, link.slug);
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('alert').waitFor();
    expect(readable(await page.getByRole('alert').textContent())).toBe('Un paiement est déjà en cours avec ce lien. Réessayez dans quelques minutes.');
    expect(await focused(page)).toBe('P#Un paiement est déjà en cours avec ce lien. Réessayez dans quelques minutes.');

    // That payment succeeds: the link is paid, and trying again says so.
    await payAt(app, merchant, other.reference);
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('heading', { name: 'Lien de paiement déjà réglé' }).waitFor();
    expect(await page.getByRole('button', { name: /Continuer/ }).count()).toBe(0);
    expect(await paymentsOf(link.id)).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });

  it('says a link that does not exist was not found', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/pay/l/abcdefghjkmnpq`);
    await page.getByRole('heading', { name: 'Lien de paiement introuvable' }).waitFor();
    await page.goto(`${app.baseUrl}/pay/l/NOT-A-SLUG`);
    await page.getByRole('heading', { name: 'Lien de paiement introuvable' }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
