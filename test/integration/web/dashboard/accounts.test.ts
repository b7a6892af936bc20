// The Payment accounts screen in a real browser: the accounts with their branding and state; an
// account created; the default one branded (name shown to the payer, colour, logo) with a live
// preview of the checkout header; pause and resume, make default, archive (never the default)
// after a confirmation, and archived accounts shown on demand. The focus goes to the changed card.
// A viewer is offered no change. axe-core in three languages, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { asSession, createMerchant, joinAs, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { tinyPng } from '../../files/support.js';
import { collectingMerchant } from '../../payments/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const account = (page: Page, name: string) => page.locator('li[data-account]').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
/** Whether `locator` holds the keyboard focus (not the page's top). */
const focused = (locator: Locator) => locator.evaluate((el) => el === (globalThis as any).document.activeElement);
const focusedAccount = (page: Page) => page.evaluate(() => ((globalThis as any).document.activeElement?.dataset?.account as string | undefined) ?? (globalThis as any).document.activeElement?.id);
const apiAccount = async (accountId: string) =>
  (await app.http.get(`/organisations/${merchant.organisationId}/payment-accounts/${accountId}?organisationId=${merchant.organisationId}`, asSession(merchant.owner.cookie))).body as Record<string, unknown>;

describe('the Payment accounts screen', () => {
  it('creates an account, brands the default one with a live preview, pauses, resumes, makes default and archives', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payment accounts' }).click();
    await page.getByRole('heading', { name: 'Payment accounts', level: 1 }).waitFor();
    // The navigation marks the current page.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Payment accounts' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const first = page.locator(`li[data-account="${merchant.defaultAccountId}"]`);
    await first.waitFor();
    expect(await first.getByTestId('default').count()).toBe(1);
    expect(await first.getByRole('button', { name: /^Archive/ }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A second account; a slug the API would refuse is stopped by the form. By keyboard, the form opens on its
    // first field (Cancel closes it, the focus back on its button).
    const create = page.getByRole('button', { name: 'Create an account' });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page.getByLabel('Account name'))).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(create)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page.getByLabel('Account name'))).toBe(true);
    await page.keyboard.type('Boutique Djerba');
    await page.getByLabel('Identifier (optional)').fill('Bad Slug');
    await page.getByRole('button', { name: 'Create the account' }).click();
    expect(await page.getByLabel('Identifier (optional)').evaluate((input: any) => input.validity.patternMismatch)).toBe(true);
    await page.getByLabel('Identifier (optional)').fill('djerba');
    await page.getByRole('button', { name: 'Create the account' }).click();
    const djerba = account(page, 'Boutique Djerba');
    await djerba.waitFor();
    expect(readable(await djerba.textContent())).toContain('djerba');
    const djerbaId = (await djerba.getAttribute('data-account'))!;
    await expect.poll(() => focusedAccount(page)).toBe(djerbaId);

    // Branding the default account: the preview follows what is typed, before anything is saved.
    await first.getByRole('button', { name: /^Edit the account/ }).click();
    const form = first.locator('form');
    await expect.poll(() => focused(form.getByLabel('Account name'))).toBe(true);
    await form.getByLabel('Name shown to the payer (optional)').fill('Épicerie Fine');
    await form.getByLabel('Colour (#RRGGBB, optional)').fill('red');
    expect(await form.getByLabel('Colour (#RRGGBB, optional)').evaluate((input: any) => input.validity.valid)).toBe(false);
    await form.getByLabel('Colour (#RRGGBB, optional)').fill('#f5d000');
    const preview = form.getByTestId('preview');
    expect(await preview.getAttribute('data-colour')).toBe('#f5d000');
    expect(readable(await preview.textContent())).toBe('Épicerie Fine');
    // Dark text on a light colour, as computed for contrast.
    expect(await preview.evaluate((el: any) => (globalThis as any).getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    await form.getByLabel('Logo (PNG or JPEG, 10 MB at most)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    await preview.locator('img').waitFor();
    await form.getByLabel('Return address after a successful payment (optional)').fill('https://epicerie.tn/merci');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-accounts-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('#acc-notice').filter({ hasText: 'is saved.' }).waitFor();
    await expect.poll(() => focusedAccount(page)).toBe(merchant.defaultAccountId);
    const branded = await apiAccount(merchant.defaultAccountId);
    expect(branded).toMatchObject({ displayName: 'Épicerie Fine', themeColor: '#f5d000', successUrl: 'https://epicerie.tn/merci' });
    expect(branded.logoFileId).toEqual(expect.any(String));
    expect(await first.getByTestId('preview').getAttribute('data-colour')).toBe('#f5d000');

    // Pause and resume.
    await djerba.getByRole('button', { name: 'Pause the account Boutique Djerba' }).click();
    await djerba.locator('[data-state="paused"]').waitFor();
    await expect.poll(() => focusedAccount(page)).toBe(djerbaId);
    expect((await apiAccount(djerbaId)).status).toBe('paused');
    await djerba.getByRole('button', { name: 'Resume the account Boutique Djerba' }).click();
    await djerba.locator('[data-state="active"]').waitFor();

    // Make default: the badge moves; the former default can now be archived.
    await djerba.getByRole('button', { name: 'Make default: Boutique Djerba' }).click();
    await djerba.getByTestId('default').waitFor();
    expect(await first.getByTestId('default').count()).toBe(0);
    expect((await apiAccount(djerbaId)).isDefault).toBe(true);
    await first.getByRole('button', { name: /^Archive the account/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this account?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.locator('#acc-notice').filter({ hasText: 'is archived.' }).waitFor();
    expect(await page.locator(`li[data-account="${merchant.defaultAccountId}"]`).count()).toBe(0);
    await expect.poll(() => focusedAccount(page)).toBe('acc-notice');
    await page.getByLabel('Show archived accounts too').check();
    await page.locator(`li[data-account="${merchant.defaultAccountId}"][data-status="archived"]`).waitFor();
    expect(await page.locator(`li[data-account="${merchant.defaultAccountId}"]`).getByRole('button').count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('names the providers offered and routed, in words that read the same way in English and in Arabic', async () => {
    const collector = await collectingMerchant(app, ['clictopay', 'mpgs_poste', 'enda_tao']);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, collector.owner.cookie, '/accounts');
    const card = page.locator(`li[data-account="${collector.defaultAccountId}"]`);
    await card.getByTestId('routes').waitFor();
    const offered = async (label: string) => readable(await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent());
    const route = async (provider: string) => readable(await card.locator(`[data-route="${provider}"]`).textContent());
    // The names the other screens show, never the providers' codes.
    const methods = await offered('Payment methods offered');
    for (const name of ['ClicToPay', 'La Poste Tunisienne (e-DINAR, MPGS)', 'Enda TAO']) expect(methods).toContain(name);
    for (const code of ['clictopay', 'mpgs_poste', 'enda_tao']) expect(methods).not.toContain(code);
    expect(await route('clictopay')).toBe('ClicToPay through the connection “clictopay sandbox” (Active)');
    expect(await route('mpgs_poste')).toBe('La Poste Tunisienne (e-DINAR, MPGS) through the connection “mpgs_poste sandbox” (Active)');
    expect(await route('enda_tao')).toBe('Enda TAO through the connection “enda_tao sandbox” (Active)');
    expect(readable(await card.textContent())).not.toContain('→');

    // In Arabic: the words of the language, each name isolated, the provider first from the right.
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await page.getByRole('heading', { name: 'حسابات الدفع', level: 1 }).waitFor();
    expect(await offered('وسائل الدفع المعروضة')).toContain('La Poste Tunisienne (e-DINAR, MPGS)');
    expect(await route('clictopay')).toBe('ClicToPay عبر الربط «clictopay sandbox» (نشط)');
    const parts = card.locator('[data-route="clictopay"] bdi');
    expect(await parts.allTextContents()).toEqual(['ClicToPay', 'clictopay sandbox', 'نشط']);
    const [provider, connection] = [(await parts.nth(0).boundingBox())!, (await parts.nth(1).boundingBox())!];
    expect(provider.x).toBeGreaterThan(connection.x);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-accounts-routes-390');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment accounts', level: 1 }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('offers a viewer nothing to change', async () => {
    const cookie = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/accounts');
    await page.getByTestId('accounts').waitFor();
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('reads in French, Arabic and English, on a phone and a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/accounts');
    await page.getByTestId('accounts').waitFor();
    for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
      await page.setViewportSize(viewport);
      for (const [button, heading, code] of [['Français', 'Comptes de paiement', 'fr'], ['العربية', 'حسابات الدفع', 'ar'], ['English', 'Payment accounts', 'en']] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await keepDashboardScreenshot(page, `${code}-accounts-${viewport.name}`);
      }
    }
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('opens in the language the address asks for (?lang=ar), as the checkout does', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/accounts?lang=ar');
    await page.getByRole('heading', { name: 'حسابات الدفع', level: 1 }).waitFor();
    expect(await page.evaluate(() => [(globalThis as any).document.documentElement.lang, (globalThis as any).document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.close();
  });
});
