// The dashboard's refunds in a real browser: a member holding payments.refund refunds part of a
// paid payment, then the rest, from its detail (amount prefilled with what is left, reason,
// description, a confirmation, the outcome focused); a declined refund is shown failed with its
// reason and a refund the provider has not settled is shown pending; the payment lists its
// refunds and what was refunded; the refunds screen filters by status and pages with the cursor;
// a viewer sees the refunds but no Refund button. French and English at desktop width, Arabic on
// a phone, by keyboard; axe at 0 serious violations on each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import { asKey, joinAs } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { collectingMerchant, eventually, getPayment, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({
    env: PAYMENT_TEST_ENV,
    // A pending refund stays pending for the length of the file.
    providerSandboxes: { refundSettleDelayMs: 600_000 },
  });
  browser = await launchBrowser({ locale: 'fr-FR' });
  merchant = await collectingMerchant(app, ['clictopay', 'mpgs_poste']);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A payment paid at `provider` (the payer completes at its simulator). */
async function paidPayment(amount: number, provider: ProviderCode = 'clictopay', description = 'Chéchia rouge') {
  const payment = await newPayment(app, merchant, { amount, description, acceptedProviders: [provider] });
  const attempt = await openAttempt(app, payment.reference, provider);
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, provider, 'success');
  await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'), 15_000);
  return payment.reference as string;
}

const focusedTestId = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('data-testid') ?? null);
const focusedText = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.textContent ?? null);
const pageWidth = (page: Page) => page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
const text = async (page: Page, testId: string) => readable(await page.getByTestId(testId).textContent());

/** Switches the page's language, then waits for a heading in it. */
async function chooseLanguage(page: Page, name: string, heading: string, level = 1) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('heading', { name: heading, level }).waitFor();
}

describe('refunding from a payment’s detail', () => {
  it('refunds part, then the rest, in French, with a confirmation and the outcome focused', async () => {
    const reference = await paidPayment(12_500);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, merchant.owner.cookie, `/payments/${reference}`);
    await chooseLanguage(page, 'Français', 'Remboursements', 2);
    await page.getByText('Aucun remboursement pour ce paiement.').waitFor();
    expect(await text(page, 'amount-refunded')).toBe('0,000 DT');
    expect(await text(page, 'amount-left')).toBe('12,500 DT');

    // Refund opens its form on the amount, prefilled with what is left.
    await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
    const amount = page.getByLabel('Montant à rembourser en dinars');
    expect(await amount.inputValue()).toBe('12,500');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('inputmode'))).toBe('decimal');
    // The prefilled amount is selected: what the merchant types replaces it.
    await page.keyboard.type('13');
    expect(await amount.inputValue()).toBe('13');
    // More than what is left is refused before anything is sent, and the focus goes back to the amount.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await eventually(async () => expect(readable(await page.locator('#refund-amount-hint').textContent())).toBe('Ce montant dépasse ce qui reste à rembourser (12,500 DT).'));
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('inputmode'))).toBe('decimal');
    expect(await page.getByTestId('refund-confirm').count()).toBe(0);
    // Nothing to refund is said so, not called unreadable.
    await amount.fill('0');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await eventually(async () => expect(readable(await page.locator('#refund-amount-hint').textContent())).toBe('Saisissez un montant supérieur à 0.'));
    await amount.fill('5,250');
    await page.getByLabel('Motif').selectOption('other');
    await page.getByLabel('Précision (facultative, 280 caractères au plus)').fill('Un article manquant');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-refund-form');

    // By keyboard from the description: Tab to Continue. The confirmation reads the amount back and takes the focus
    // as a whole: Enter pressed twice (meant for Continue) does not refund.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Continuer');
    await page.keyboard.press('Enter');
    const confirmation = page.getByTestId('refund-confirm');
    await confirmation.waitFor();
    await page.keyboard.press('Enter');
    expect(readable(await confirmation.textContent())).toContain('Rembourser 5,250 DT au client (motif : Autre motif) ?');
    expect(readable(await confirmation.textContent())).toContain('Un article manquant');
    expect(await focusedTestId(page)).toBe('refund-confirm');
    expect(await page.getByTestId('refund-outcome').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-refund-confirm');
    // Escape goes back to the form, on its amount; Enter there asks again.
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await expect.poll(() => amount.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await confirmation.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Confirmer le remboursement');
    await page.keyboard.press('Enter');

    // The outcome, focused; the payment and its refunds follow.
    const outcome = page.getByTestId('refund-outcome');
    await outcome.waitFor();
    expect(await outcome.getAttribute('data-status')).toBe('succeeded');
    expect(readable(await outcome.textContent())).toBe('Remboursement de 5,250 DT effectué : le fournisseur l’a accepté.');
    expect(await focusedTestId(page)).toBe('refund-outcome');
    await eventually(async () => expect(await text(page, 'amount-refunded')).toBe('5,250 DT'));
    expect(await text(page, 'amount-left')).toBe('7,250 DT');
    // The refunds list is read again after the payment: its row comes a moment after the amounts.
    const rows = page.locator('[data-testid="payment-refunds"] tbody tr');
    await eventually(async () => expect(await rows.count()).toBe(1));
    const first = readable(await rows.first().textContent());
    for (const part of ['5,250 DT', 'Remboursé', 'Autre motif', 'Un article manquant', 'Vous']) expect(first).toContain(part);
    expect(readable(await page.getByTestId('payment-refunds').locator('caption').textContent())).toBe('1 remboursement');
    expect(await getPayment(app, merchant, reference)).toMatchObject({ amountRefunded: 5_250, result: { refundedAt: null } });
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-refund-partial');

    // The rest: prefilled with what is left; confirmed; nothing is left to refund then.
    await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
    expect(await page.getByLabel('Montant à rembourser en dinars').inputValue()).toBe('7,250');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await eventually(async () => expect(readable(await outcome.textContent())).toBe('Remboursement de 7,250 DT effectué : le fournisseur l’a accepté.'));
    expect(await focusedTestId(page)).toBe('refund-outcome');
    await eventually(async () => expect(await text(page, 'amount-refunded')).toBe('12,500 DT'));
    expect(await text(page, 'amount-left')).toBe('0,000 DT');
    expect(await page.getByRole('button', { name: 'Rembourser', exact: true }).count()).toBe(0);
    expect(readable(await page.getByTestId('refund-totals').textContent())).toContain('Entièrement remboursé le');
    await eventually(async () => expect(await rows.count()).toBe(2));
    expect(readable(await page.getByTestId('payment-refunds').locator('caption').textContent())).toBe('2 remboursements');
    await page.locator('.timeline li[data-type="refund.succeeded"]').nth(1).waitFor();
    expect(readable(await page.locator('.timeline li[data-type="refund.succeeded"]').first().textContent())).toContain('Remboursement effectué');
    const after = await getPayment(app, merchant, reference);
    expect(after).toMatchObject({ amountRefunded: 12_500, status: 'succeeded' });
    expect(after.result.refundedAt).toEqual(expect.any(String));
    const refunds = (await app.http.get(`/payments/${reference}/refunds`, asKey(merchant.apiKey))).body.items;
    expect(refunds.map((r: any) => [r.amount, r.status, r.reason])).toEqual([
      [5_250, 'succeeded', 'other'],
      [7_250, 'succeeded', 'requested_by_customer'],
    ]);
    expect(refunds.map((r: any) => r.requestedBy.type)).toEqual(['merchant_user', 'merchant_user']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-refund-full');

    // The audit log says who refunded how much, under the payments' area.
    await page.goto(`${app.baseUrl}/dashboard/audit`);
    await page.getByLabel('Domaine').selectOption({ label: 'Paiements' });
    const entries = page.locator('li[data-action="refund.created"]');
    await eventually(async () => expect(await entries.count()).toBe(2));
    const latest = readable(await entries.first().textContent());
    for (const part of ['Remboursement demandé', reference, '7,250 DT', 'Demande du client']) expect(latest).toContain(part);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-audit-refunds');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows a declined refund failed with its reason, then a pending one as pending, in Arabic on a phone', async () => {
    const reference = await paidPayment(9_000, 'mpgs_poste', 'طاقية حمراء');
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, `/payments/${reference}`);
    await chooseLanguage(page, 'العربية', 'عمليات الاسترداد', 2);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    await page.getByText('لا توجد أي عملية استرداد لهذه الدفعة.').waitFor();

    // Declined at the provider: failed, with the reason, and the amount may be refunded again.
    app.simulators.control.setNextRefundScenario('mpgs_poste', 'refund_decline');
    await page.getByRole('button', { name: 'استرداد', exact: true }).click();
    const amount = page.getByLabel('المبلغ المراد استرداده بالدينار');
    expect(await amount.inputValue()).toBe('9,000');
    await amount.fill('٣٫٥');
    await page.getByLabel('توضيح (اختياري، 280 حرفًا على الأكثر)').fill('Retour partiel');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-refund-form-phone');
    await page.getByRole('button', { name: 'متابعة' }).click();
    expect(readable(await page.getByTestId('refund-confirm').textContent())).toContain('3,500 DT');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-refund-confirm-phone');
    await page.getByRole('button', { name: 'تأكيد الاسترداد' }).click();
    const outcome = page.getByTestId('refund-outcome');
    await outcome.waitFor();
    expect(await outcome.getAttribute('data-status')).toBe('failed');
    expect(readable(await outcome.textContent())).toContain('فشل استرداد 3,500 DT: رفضه المزوّد.');
    expect(await focusedTestId(page)).toBe('refund-outcome');
    await page.locator('[data-testid="payment-refunds"] tbody tr[data-status="failed"]').waitFor();
    expect(await text(page, 'amount-refunded')).toBe('0,000 DT');
    expect(await text(page, 'amount-left')).toBe('9,000 DT');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-refund-failed-phone');

    // Pending at the provider: shown pending, and its amount is set aside.
    app.simulators.control.setNextRefundScenario('mpgs_poste', 'refund_pending');
    await page.getByRole('button', { name: 'استرداد', exact: true }).click();
    await amount.fill('2,000');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('button', { name: 'تأكيد الاسترداد' }).click();
    await eventually(async () => expect(await outcome.getAttribute('data-status')).toBe('pending'));
    expect(readable(await outcome.textContent())).toContain('استرداد 2,000 DT في انتظار ردّ المزوّد');
    expect(await focusedTestId(page)).toBe('refund-outcome');
    await page.locator('[data-testid="payment-refunds"] tbody tr[data-status="pending"]').waitFor();
    expect(await text(page, 'amount-left')).toBe('7,000 DT');
    expect(readable(await page.getByTestId('payment-refunds').locator('caption').textContent())).toBe('عمليتا استرداد');
    expect((await getPayment(app, merchant, reference)).amountRefunded).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-refund-pending-phone');

    // The refunds screen, from the navigation, filtered to the failed ones.
    await page.getByRole('link', { name: 'المبالغ المستردّة' }).click();
    await page.getByRole('heading', { name: 'المبالغ المستردّة', level: 1 }).waitFor();
    await page.getByTestId('refunds').waitFor();
    await page.getByLabel('الحالة').selectOption('failed');
    await page.getByRole('button', { name: 'تصفية', exact: true }).click();
    await page.waitForURL(/status=failed/);
    await eventually(async () => {
      const states = await page.locator('[data-testid="refunds"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
      expect(states).toEqual(['failed']);
    });
    expect(readable(await page.locator('[data-testid="refunds"] tbody tr').first().textContent())).toContain(reference);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-refunds-list-phone');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the refunds screen', () => {
  it('lists the organisation’s refunds newest first in English, filters by status and pages with the cursor', async () => {
    const reference = await paidPayment(40_000, 'clictopay', 'Tapis de Kairouan');
    // 26 refunds of 1 000: one page of 25 and one more.
    for (let i = 0; i < 26; i++) {
      const res = await app.http.post(`/payments/${reference}/refunds`, { amount: 1_000, reason: 'other', description: `Part ${i}` }, asKey(merchant.apiKey));
      expect(res.status, res.text).toBe(201);
    }
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, merchant.owner.cookie, '/');
    await chooseLanguage(page, 'English', 'Home');
    await page.getByRole('link', { name: 'Refunds' }).click();
    await page.getByRole('heading', { name: 'Refunds', level: 1 }).waitFor();
    await page.getByLabel('State').selectOption('succeeded');
    await page.getByLabel('Payment method').selectOption('clictopay');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=succeeded/);
    const rows = page.locator('[data-testid="refunds"] tbody tr');
    await eventually(async () => expect(await rows.count()).toBe(25));
    const firstPage = await rows.evaluateAll((items) => items.map((r) => r.getAttribute('data-refund')));
    // Newest first: the last refund made heads the list, written by an API key.
    const newest = readable(await rows.first().textContent());
    for (const part of ['Part 25', '1,000 DT', 'Refunded', 'ClicToPay', 'An API key', reference]) expect(newest).toContain(part);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-refunds-list');

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByRole('link', { name: 'First page' }).waitFor();
    await eventually(async () => expect(await rows.count()).toBeGreaterThan(0));
    const secondPage = await rows.evaluateAll((items) => items.map((r) => r.getAttribute('data-refund')));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    // Every succeeded refund of the file, across both pages: the 26 and those of the first test.
    const all = (await app.http.get('/refunds?status=succeeded&provider=clictopay&limit=100', asKey(merchant.apiKey))).body.items.map((r: any) => r.id);
    expect([...firstPage, ...secondPage]).toEqual(all);

    // A refund's payment opens from the list.
    await page.getByRole('link', { name: 'First page' }).click();
    await rows.first().getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Payment ${reference}` }).waitFor();
    await eventually(async () => expect(await text(page, 'amount-refunded')).toBe('26,000 DT'));
    expect(readable(await page.getByTestId('payment-refunds').locator('caption').textContent())).toBe('26 refunds');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows a viewer the refunds and the navigation, but no Refund button', async () => {
    const reference = await paidPayment(6_000);
    const refunded = await app.http.post(`/payments/${reference}/refunds`, { amount: 1_500 }, asKey(merchant.apiKey));
    expect(refunded.status, refunded.text).toBe(201);
    const viewer = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, app, viewer, `/payments/${reference}`);
    await page.locator('[data-testid="payment-refunds"] tbody tr').first().waitFor();
    expect(await text(page, 'amount-refunded')).toBe('1,500 DT');
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Refunds' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-refund-viewer');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
