// The overview on the dashboard's home in a real browser, once the organisation can collect: the
// amount collected, refunded and net, payments created and conversion, beside the previous period;
// by status, by payment method and by day (bars, and their table on demand); the period and the
// account chosen, kept in the address, the figures focused after Show. English at desktop width,
// Arabic on a phone (the time axis running right to left), then French; axe at 0 violations of any impact.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import { asKey, asSession } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { accessibilityViolations, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';
import { collectingMerchant, eventually, getPayment, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, setRoutes, type Collector } from '../../payments/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;
let secondAccountId: string;

/** The payer opens the payment's checkout page (counted for the conversion). */
async function openCheckout(reference: string) {
  const res = await app.http.get(`/checkout/${reference}`);
  expect(res.status, res.text).toBe(200);
}

/** A payment paid at `provider` (the payer completes at its simulator). */
async function paidPayment(amount: number, provider: ProviderCode, extra: Record<string, unknown> = {}) {
  const payment = await newPayment(app, merchant, { amount, acceptedProviders: [provider], ...extra });
  await openCheckout(payment.reference);
  const attempt = await openAttempt(app, payment.reference, provider);
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, provider, 'success');
  await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'), 15_000);
  return payment.reference as string;
}

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, REFUNDS_CHECK_DELAYS_SECONDS: '0' } });
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  const second = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: 'Second shop' }, asSession(merchant.owner.cookie));
  expect(second.status, second.text).toBe(201);
  secondAccountId = second.body.id;
  await setRoutes(merchant.organisationId, secondAccountId, [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay! }]);

  // Default account: 12,500 at ClicToPay (2,000 refunded), 5,000 at Flouci, one pending, one canceled.
  const refunded = await paidPayment(12_500, 'clictopay');
  await paidPayment(5_000, 'flouci');
  // The pending one was opened and left: 3 succeeded of 4 opened.
  await openCheckout((await newPayment(app, merchant, { amount: 7_000 })).reference);
  const canceled = await newPayment(app, merchant, { amount: 1_000 });
  expect((await app.http.post(`/payments/${canceled.reference}/cancel`, {}, asKey(merchant.apiKey))).status).toBe(200);
  // Second account: 3,000 at ClicToPay.
  await paidPayment(3_000, 'clictopay', { paymentAccountId: secondAccountId });
  const refund = await app.http.post(`/payments/${refunded}/refunds`, { amount: 2_000 }, asKey(merchant.apiKey));
  expect(refund.status, refund.text).toBe(201);
  await eventually(async () => {
    const summary = await app.http.get(`/organisations/${merchant.organisationId}/payments/summary`, asKey(merchant.apiKey));
    expect(summary.body.current.refunded).toEqual({ count: 1, amount: 2_000 });
  }, 30_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const figure = async (page: Page, name: string) => readable(await page.locator(`[data-figure="${name}"]`).textContent());
const focusedTestId = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('data-testid') ?? null);
const pageWidth = (page: Page) => page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
/** The x of today's bar (the last day of the period) and of the chart's width. */
const todayBar = (page: Page) =>
  page.locator('[data-testid="day-chart"] rect.bar').evaluateAll((bars) => bars.map((bar) => ({ day: bar.getAttribute('data-day'), x: Number(bar.getAttribute('x')) })));

describe('the overview', () => {
  it('shows collected, refunded and net amounts, by status, method and day, beside the previous period; period and account chosen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, merchant.owner.cookie, '/?lang=en');
    await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
    await page.getByTestId('figures').waitFor();

    // Every account: 20,500 collected from 3 payments, 2,000 refunded, 18,500 net; nothing before.
    expect(await figure(page, 'collected')).toContain('20,500 DT');
    expect(await figure(page, 'collected')).toContain('3 payments');
    expect(await figure(page, 'collected')).toContain('Previous period: 0,000 DT');
    expect(await figure(page, 'refunded')).toContain('2,000 DT');
    expect(await figure(page, 'refunded')).toContain('1 refund');
    expect(await figure(page, 'net')).toContain('18,500 DT');
    expect(await figure(page, 'payments')).toMatch(/^Payments created5/);
    // Conversion: 3 succeeded of the 4 payments whose checkout was opened.
    expect(await figure(page, 'conversion')).toBe('Conversion75%Succeeded payments among those whose payment page was opened (4).Previous period: —');

    const status = (name: string) => page.locator(`[data-status-row="${name}"]`).textContent().then(readable);
    expect(await status('succeeded')).toBe('Succeeded320,500 DT00,000 DT');
    expect(await status('pending')).toBe('Pending17,000 DT00,000 DT');
    expect(await status('canceled')).toBe('Canceled11,000 DT00,000 DT');
    expect(readable(await page.locator('[data-provider="clictopay"]').textContent())).toBe('ClicToPay215,500 DT00,000 DT');
    expect(readable(await page.locator('[data-provider="flouci"]').textContent())).toBe('Flouci15,000 DT00,000 DT');

    // The chart: 30 days, oldest at the left in English; today's bar is the only one, at the right end.
    const chart = page.getByTestId('day-chart');
    expect(await chart.getAttribute('data-direction')).toBe('ltr');
    expect(readable(await chart.getAttribute('aria-label'))).toMatch(/^Collected per day from .+: 20,500 DT in all, at most 20,500 DT on /);
    const bars = await todayBar(page);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.x).toBeGreaterThan(570);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-overview');
    // Its table, on demand: 30 rows, today's with the figures.
    const table = page.getByTestId('day-table');
    expect(await table.locator('table').isVisible()).toBe(false);
    await table.getByText('Show the days as a table').click();
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(readable(await table.locator(`tbody tr[data-day="${bars[0]!.day}"]`).textContent())).toMatch(/53\s?20,500 DT$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-overview-table');

    // The second account over the last 7 days: its 3,000 only; kept in the address; the figures focused.
    await page.getByRole('combobox', { name: /^Period/ }).selectOption('7');
    await page.getByRole('combobox', { name: /^Payment account/ }).selectOption(secondAccountId);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/days=7/);
    expect(new URL(page.url()).searchParams.get('account')).toBe(secondAccountId);
    await eventually(async () => expect(await figure(page, 'collected')).toContain('3,000 DT'));
    expect(await figure(page, 'refunded')).toContain('0,000 DT');
    await eventually(async () => expect(await focusedTestId(page)).toBe('overview-range'));
    await page.getByTestId('day-table').getByText('Show the days as a table').click();
    expect(await page.getByTestId('day-table').locator('tbody tr').count()).toBe(7);
    expect(await page.locator('[data-provider="flouci"]').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The address opens the same view.
    await page.reload();
    await eventually(async () => expect(await figure(page, 'collected')).toContain('3,000 DT'));
    expect(await page.getByRole('combobox', { name: /^Period/ }).inputValue()).toBe('7');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('reads right to left in Arabic on a phone: newest day at the left, amounts in dinars; then in French', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/?lang=ar');
    await page.getByRole('heading', { name: 'نظرة عامة', level: 2 }).waitFor();
    await page.getByTestId('figures').waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    expect(await figure(page, 'collected')).toContain('20,500 DT');
    expect(await figure(page, 'collected')).toContain('3 دفعات');
    expect(await figure(page, 'refunded')).toContain('2,000 DT');
    expect(await figure(page, 'refunded')).toContain('الفترة السابقة');
    const chart = page.getByTestId('day-chart');
    expect(await chart.getAttribute('data-direction')).toBe('rtl');
    const bars = await todayBar(page);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.x).toBeLessThan(20);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-overview-phone');
    await page.getByTestId('day-table').getByText('عرض الأيام في جدول').click();
    expect(await page.getByTestId('day-table').locator('tbody tr').count()).toBe(30);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);

    // By keyboard: the period select, then Show, moves focus to the figures.
    await page.getByLabel('الفترة').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'عرض', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/days=/);
    await eventually(async () => expect(await focusedTestId(page)).toBe('overview-range'));

    // In French: the same figures, plural forms of the language.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Vue d’ensemble', level: 2 }).waitFor();
    await openAs(page, app, merchant.owner.cookie, '/?days=30');
    await page.getByTestId('figures').waitFor();
    expect(await figure(page, 'collected')).toBe('Encaissé20,500 DT3 paiementsPériode précédente : 0,000 DT');
    expect(await figure(page, 'refunded')).toBe('Remboursé2,000 DT1 remboursementPériode précédente : 0,000 DT');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('ltr');
    expect(await page.getByTestId('day-chart').getAttribute('data-direction')).toBe('ltr');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-overview-phone');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
