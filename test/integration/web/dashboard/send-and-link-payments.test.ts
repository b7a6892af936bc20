// A pending payment sent to its payer from its screen, in a real browser: by email (the mail lands
// in the payer's language with the payUrl; the fourth send within the hour is refused and the page
// says when to try again, in words, in English and Arabic), a WhatsApp share to the payer's phone
// (or to any chat when it is unknown), the payUrl's QR code drawn in the page; and a link's
// payments on the link's screen, newest first, paged like the payments list. English at desktop
// width, Arabic on a phone; a sign-in refused after 5 wrong passwords says when to retry, in French.
// axe at 0 violations of any impact.
import type { Page } from 'playwright-core';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { accessibilityViolations, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';
import { collectingMerchant, eventually, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { newLink, openLinkBody, startFromLink } from '../../links/support.js';
import { overviewArPlurals } from '../../../../lib/web/dashboard/src/i18n/overview-ar.js';
import { overviewEnPlurals } from '../../../../lib/web/dashboard/src/i18n/overview-en.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;

beforeAll(async () => {
  // 27 payments started from one link by the same address: above the public per-link limit.
  app = await startTestApp({ env: PAYMENT_TEST_ENV, publicRateLimits: { 'links-per-link-and-ip': 100 } });
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await collectingMerchant(app, ['clictopay']);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const focusedTestId = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('data-testid') ?? null);
const pageWidth = (page: Page) => page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
const mailsTo = async (email: string) => (await app.mails()).filter((mail) => mail.includes(email));
/** The refusal in words for a `Retry-After` of `seconds`: seconds under a minute, else minutes rounded up, in the language's plural form. */
function retryWords(seconds: number, lang: 'en' | 'ar'): string {
  const [forms, count] = seconds < 60 ? ['retryInSeconds', seconds] as const : ['retryInMinutes', Math.ceil(seconds / 60)] as const;
  const catalogue = lang === 'en' ? overviewEnPlurals : overviewArPlurals;
  const form = catalogue[forms][new Intl.PluralRules(lang === 'en' ? 'en-GB' : 'ar-TN').select(count)] ?? catalogue[forms].other;
  return `${lang === 'en' ? 'Too many requests.' : 'طلبات كثيرة.'} ${form.replace('{count}', String(count))}`;
}
/** Clicks `button` and answers the Retry-After of the refused send it made. */
async function refusedSend(page: Page, click: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse((res) => res.url().includes('/send') && res.request().method() === 'POST');
  await click();
  const res = await answer;
  expect(res.status()).toBe(429);
  const seconds = Number(res.headers()['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3_600);
  return seconds;
}
/** The QR code's dark modules as the page draws them, from uqr in node. */
const expectedQrPath = (value: string) => {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return d;
};

describe('sending a payment to its payer', () => {
  let payment: { reference: string; payUrl: string };
  let email: string;

  it('emails it in the payer’s language, offers WhatsApp to the payer’s phone and the QR code, and says when to retry after 3 sends', async () => {
    email = `payer-send-${Date.now()}@example.tn`;
    payment = (await newPayment(app, merchant, { amount: 12_500, locale: 'ar', payer: { firstName: 'Amal', email, phone: '20 123 456' } })) as unknown as typeof payment;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, merchant.owner.cookie, `/payments/${payment.reference}?lang=en`);
    const section = page.getByTestId('send');
    await section.getByRole('heading', { name: 'Send to the customer', level: 2 }).waitFor();

    // The QR code is the payUrl's, drawn in the page.
    const qr = section.getByTestId('pay-qr');
    expect(await qr.getAttribute('aria-label')).toBe(`QR code of the payment link ${payment.payUrl}`);
    expect(await qr.locator('path').getAttribute('d')).toBe(expectedQrPath(payment.payUrl));
    // WhatsApp to the payer's phone in its international form, with the amount and the payUrl.
    const whatsapp = section.getByTestId('whatsapp');
    expect(readable(await whatsapp.textContent())).toBe('Send on WhatsApp to +21620123456 (opens in a new tab)');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/21620123456');
    expect(href.searchParams.get('text')).toBe(`Hello, here is the link to pay 12,500\u00a0DT: ${payment.payUrl}`);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-send');

    // By email: sent, focus on the answer; the mail is in Arabic (the payment's language) with the payUrl.
    const button = section.getByRole('button', { name: 'Send by email' });
    await button.click();
    const outcome = section.getByTestId('send-outcome');
    await eventually(async () => expect(readable(await outcome.textContent())).toMatch(/^Email sent to p•••@example\.tn, in Arabic\. 2 sends left within the hour\.$/), 10_000);
    await eventually(async () => expect(await focusedTestId(page)).toBe('send-outcome'));
    const mails = await eventually(async () => {
      const found = await mailsTo(email);
      expect(found).toHaveLength(1);
      return found;
    }, 15_000);
    expect(mails[0]).toContain(payment.payUrl);
    expect(mails[0]).toContain('يدعوك');

    // Two more, then the fourth within the hour is refused: when to retry, in words.
    for (const left of ['1 send left within the hour.', '0 sends left within the hour.']) {
      await button.click();
      await eventually(async () => expect(readable(await outcome.textContent())).toContain(left), 10_000);
    }
    const seconds = await refusedSend(page, () => button.click());
    await eventually(async () => expect(readable(await outcome.textContent())).toBe(retryWords(seconds, 'en')), 10_000);
    expect(readable(await outcome.textContent())).toMatch(/^Too many requests\. Try again in \d+ (minutes?|seconds?)\.$/);
    expect(await outcome.getAttribute('role')).toBe('alert');
    await eventually(async () => expect(await focusedTestId(page)).toBe('send-outcome'));
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(3), 15_000);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-send-limited');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('in Arabic on a phone: the retry delay in Arabic words, WhatsApp to any chat and the QR code without a payer contact', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, `/payments/${payment.reference}?lang=ar`);
    const section = page.getByTestId('send');
    await section.getByRole('heading', { name: 'الإرسال إلى الحريف', level: 2 }).waitFor();
    const seconds = await refusedSend(page, () => section.getByRole('button', { name: 'الإرسال بالبريد الإلكتروني' }).click());
    const outcome = section.getByTestId('send-outcome');
    await eventually(async () => expect(readable(await outcome.textContent())).toBe(retryWords(seconds, 'ar')), 10_000);
    expect(readable(await outcome.textContent())).toMatch(/^طلبات كثيرة\. أعد المحاولة بعد /);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-send-limited-phone');

    // A payment without the payer's email or phone: no email button, WhatsApp lets the merchant pick the chat.
    const anonymous = await newPayment(app, merchant, { amount: 3_000, payer: { firstName: 'Sami' } });
    await openAs(page, app, merchant.owner.cookie, `/payments/${anonymous.reference}`);
    await section.getByRole('heading', { name: 'الإرسال إلى الحريف', level: 2 }).waitFor();
    expect(await section.getByRole('button', { name: 'الإرسال بالبريد الإلكتروني' }).count()).toBe(0);
    expect(readable(await section.textContent())).toContain('لا بريد إلكتروني للحريف في هذه الدفعة');
    const href = new URL((await section.getByTestId('whatsapp').getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`مرحبًا، هذا رابط دفع 3,000\u00a0DT: ${anonymous.payUrl}`);
    expect(await section.getByTestId('pay-qr').locator('path').getAttribute('d')).toBe(expectedQrPath(anonymous.payUrl));
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-send-phone');

    // A paid or canceled payment has nothing to send.
    expect((await app.http.post(`/payments/${anonymous.reference}/cancel`, {}, { headers: { 'x-api-key': merchant.apiKey } })).status).toBe(200);
    await page.reload();
    await page.getByTestId('payment').waitFor();
    expect(await page.getByTestId('send').count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('a link’s payments', () => {
  it('lists the payments made through the link only, newest first, 25 a page', async () => {
    const link = await newLink(app, merchant, openLinkBody({ title: 'Dattes' }));
    const other = await newLink(app, merchant, openLinkBody({ title: 'Huile d’olive' }));
    const started: string[] = [];
    for (let i = 0; i < 27; i++) started.unshift((await startFromLink(app, link.slug, { amount: 1_000 + i })).reference);
    const elsewhere = await startFromLink(app, other.slug, { amount: 9_000 });
    const references = (page: Page) => page.getByTestId('link-payments').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reference')));

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, merchant.owner.cookie, `/links/${link.id}?lang=en`);
    await page.getByRole('heading', { name: 'Payments through this link', level: 2 }).waitFor();
    await page.getByTestId('link-payments').waitFor();
    const first = await references(page);
    expect(first).toEqual(started.slice(0, 25));
    expect(first).not.toContain(elsewhere.reference);
    expect(readable(await page.locator(`tr[data-reference="${started[0]}"]`).textContent())).toContain('1,026 DT');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-link-payments');

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByRole('link', { name: 'First page' }).waitFor();
    await eventually(async () => expect(await references(page)).toEqual(started.slice(25)));
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
    // A row opens the payment.
    await page.getByRole('link', { name: started[26]! }).click();
    await page.getByRole('heading', { name: `Payment ${started[26]}`, level: 1 }).waitFor();

    // In Arabic on a phone; a link without payments says so.
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, `/links/${link.id}?lang=ar`);
    await page.getByRole('heading', { name: 'المدفوعات عبر هذا الرابط', level: 2 }).waitFor();
    await eventually(async () => expect(await references(page)).toEqual(started.slice(0, 25)));
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-link-payments-phone');
    const unused = await newLink(app, merchant, openLinkBody({ title: 'Sans paiement' }));
    await openAs(page, app, merchant.owner.cookie, `/links/${unused.id}`);
    await page.getByText('لا دفعة عبر هذا الرابط حتى الآن.').waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('a refused sign-in', () => {
  it('says when to try again, in French words, after 5 wrong passwords', async () => {
    const page = await browser.newPage();
    await page.context().clearCookies();
    await page.goto(`${app.baseUrl}/dashboard/sign-in?lang=fr`);
    await page.getByRole('heading', { name: 'Connexion', level: 1 }).waitFor();
    const error = page.getByRole('alert');
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Adresse e-mail').fill(merchant.owner.email);
      await page.getByLabel('Mot de passe').fill(`pas le mot de passe ${i}`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await eventually(async () => expect(readable(await error.textContent())).toBe('Adresse ou mot de passe incorrect.'), 10_000);
    }
    // The sixth is refused before its check: 429 with Retry-After (a 15-minute window), put in words.
    const answer = page.waitForResponse((res) => res.url().endsWith('/auth/login'));
    await page.getByLabel('Mot de passe').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const res = await answer;
    expect(res.status()).toBe(429);
    const seconds = Number(res.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    const minutes = Math.ceil(seconds / 60);
    const expected = seconds < 60
      ? `Trop de tentatives. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`
      : `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
    await eventually(async () => expect(readable(await error.textContent())).toBe(expected), 10_000);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-sign-in-retry');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
