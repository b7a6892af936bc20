// The home page's getting-started checklist in a real browser: a new organisation sees each step
// with its state (profile, documents and their review, contract, provider, branded account, first
// test payment), and each state follows what happens in the API; the contract step says what
// happens next and whom to ask; a member whose role cannot read a step is told so rather than
// shown a wrong state; the checklist gives way once a payment has succeeded. axe-core in the three
// languages, at 390 px and on a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordContractSignature, reviewKyb } from '../../../../shared/organisations/change-organisation.js';
import { listShardOf } from '../../../../shared/store/payments-repository.js';
import { asSession, createMerchant, createStaff, joinAs, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { eventually, getPayment, newPayment, openAttempt, PAYMENT_TEST_ENV, payerCompletes, putAffiliation, setRoutes } from '../../payments/support.js';
import { tinyPdf, upload } from '../../files/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Each step's key and state, in order, as the page shows them. */
const states = (page: Page) =>
  page.getByTestId('checklist').locator('li[data-step]').evaluateAll((items) => items.map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-state')}`));
const stepText = async (page: Page, step: string) => readable(await page.locator(`li[data-step="${step}"]`).textContent());

async function setLanguage(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

describe('the getting-started checklist', () => {
  it('shows each step of a new organisation with its state, in three languages, on a phone and a desktop', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    expect(await states(page)).toEqual(['profile:todo', 'documents:todo', 'contract:waiting', 'affiliation:todo', 'account:todo', 'payment:blocked']);
    expect(readable(await page.getByTestId('setup-progress').textContent())).toBe('0 of 6 steps done.');
    // The owner is shown as owner, the role in words.
    expect(readable(await page.getByText(/^Role:/).textContent())).toBe('Role: Administrator · Owner');
    expect(await stepText(page, 'profile')).toContain('5 fields missing');
    // The contract: signed by our team, what happens next and whom to ask.
    expect(await stepText(page, 'contract')).toContain('Our team records the signature');
    expect(await stepText(page, 'contract')).toContain('contact support');
    // No test payment can be made before the organisation can collect: no link offered yet.
    expect(await page.locator('li[data-step="payment"] a').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-home-checklist-390');

    await setLanguage(page, 'Français');
    await page.getByRole('heading', { name: 'Bien démarrer' }).waitFor();
    expect(readable(await page.getByTestId('setup-progress').textContent())).toBe('0 étape terminée sur 6.');
    expect(readable(await page.getByText(/^Rôle/).textContent())).toBe('Rôle : Administrateur · Propriétaire');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-home-checklist-390');

    await setLanguage(page, 'العربية');
    await page.getByRole('heading', { name: 'البدء' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    expect(await stepText(page, 'profile')).toContain('حقول ناقصة');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-home-checklist-390');

    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [name, file] of [['English', 'en'], ['Français', 'fr'], ['العربية', 'ar']] as const) {
      await setLanguage(page, name);
      await page.locator('li[data-step="contract"]').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepDashboardScreenshot(page, `${file}-home-checklist-desktop`);
    }
    await setLanguage(page, 'English');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('follows the organisation: profile and documents, the review, the contract, a provider, branding, then a paid payment', async () => {
    const page = await browser.newPage();
    const owner = asSession(merchant.owner.cookie);
    const profile = await app.http.patch(
      `/organisations/${merchant.organisationId}`,
      { address: '12 rue Habib Bourguiba', city: 'Sfax', postalCode: '3000', phone: '+21674000000', email: 'contact@epicerie.tn' },
      owner,
    );
    expect(profile.status, profile.text).toBe(200);
    const uploaded = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'business_registration', content: tinyPdf(), name: 'rne.pdf', declaredType: 'application/pdf' });
    expect(uploaded.status, uploaded.text).toBe(201);
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.locator('li[data-step="documents"][data-state="review"]').waitFor();
    expect(await states(page)).toEqual(['profile:done', 'documents:review', 'contract:waiting', 'affiliation:todo', 'account:todo', 'payment:blocked']);
    expect(await stepText(page, 'documents')).toContain('1 document sent; our compliance team is checking them');

    // Staff verify the documents and record the signature; a provider is added and routed; the account is branded.
    const change = { organisationId: merchant.organisationId, actor: { type: 'system' as const, id: null }, clientIp: null };
    await reviewKyb(change, 'verify', 'checklist test');
    const signedAt = new Date().toISOString();
    await recordContractSignature(change, signedAt);
    const affiliationId = await putAffiliation(merchant.organisationId, 'clictopay');
    await setRoutes(merchant.organisationId, merchant.defaultAccountId, [{ provider: 'clictopay', affiliationId }]);
    await page.reload();
    await page.getByTestId('can-collect').waitFor();
    expect(await states(page)).toEqual(['profile:done', 'documents:done', 'contract:done', 'affiliation:done', 'account:todo', 'payment:todo']);
    expect(await stepText(page, 'affiliation')).toContain('1 active affiliation.');
    const branded = await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}?organisationId=${merchant.organisationId}`,
      { displayName: 'Épicerie Fine', themeColor: '#0b6e4f' },
      owner,
    );
    expect(branded.status, branded.text).toBe(200);
    await page.reload();
    await page.locator('li[data-step="account"][data-state="done"]').waitFor();
    expect(readable(await page.getByTestId('setup-progress').textContent())).toBe('5 of 6 steps done.');
    // The last step leads to the payment form, by keyboard.
    const link = page.locator('li[data-step="payment"]').getByRole('link', { name: 'Create a test payment' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create a payment (phone order)', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/payments/new');

    // A payer pays a sandbox payment: the checklist gives way.
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'clictopay');
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'), 15_000);
    await page.goto(`${app.baseUrl}/dashboard/`);
    await page.getByTestId('can-collect').waitFor();
    expect(await page.getByTestId('checklist').count()).toBe(0);

    // Newer payments still pending, one of them in the paid payment's shard of the list (a read of one item per
    // shard then finds no succeeded payment, and names a next page). The checklist does not come back.
    const sameShard = (p: { reference: string }) => listShardOf(p.reference) === listShardOf(payment.reference);
    let inSameShard = false;
    while (!inSameShard) inSameShard = (await Promise.all(Array.from({ length: 8 }, () => newPayment(app, merchant)))).some(sameShard);
    await page.reload();
    await page.getByTestId('can-collect').waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByTestId('checklist').count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('tells a member whose role cannot read a step so, instead of a wrong state', async () => {
    const fresh = await createMerchant(app.http);
    const cookie = await joinAs(app.http, fresh, 'support');
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/');
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    expect(await states(page)).toEqual(['profile:todo', 'documents:unknown', 'contract:waiting', 'affiliation:todo', 'account:unknown', 'payment:blocked']);
    expect(await stepText(page, 'documents')).toContain('Your role cannot see the documents');
    expect(readable(await page.getByText(/^Role:/).textContent())).toBe('Role: Support');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends staff who open the home page to the staff console, instead of "no organisation"', async () => {
    const staff = await createStaff(app.http, 'svc_compliance');
    const page = await browser.newPage();
    await openAs(page, app, staff.cookie, '/');
    // Compliance lands on its KYB queue (test/integration/web/console/ walks the console).
    await page.getByRole('heading', { name: 'Pending KYB reviews', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/console/kyb');
    expect(await page.getByText('Your account belongs to no organisation').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
