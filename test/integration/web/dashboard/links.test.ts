// The dashboard's payment-links screens in a real browser: a link created with a fixed amount in
// dinars, its URL copied and its QR code shown and downloaded; changed to an open amount;
// disabled (the payer's page refuses it) and enabled again; the list's counts after a payer paid;
// the API's refusals in words; a viewer offered nothing to change; a role without links.view told
// so in words; axe on each screen.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAs } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { focused, launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { newLink, payAt, readLink, startFromLink, fixedLinkBody } from '../../links/support.js';
import { collectingMerchant, eventually, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  merchant = await collectingMerchant(app, ['clictopay']);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const linkIdOf = (page: Page) => /\/dashboard\/links\/([0-9a-f-]{36})/.exec(page.url())![1]!;

describe('a payment link in the dashboard', () => {
  it('is created with a fixed amount, shared by its URL and QR code, changed, disabled and enabled', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('link', { name: 'Payment links' }).click();
    await page.getByRole('heading', { name: 'Payment links', level: 1 }).waitFor();
    await page.getByText('No payment link matches.').waitFor();
    await page.getByRole('link', { name: 'Create a link' }).click();
    await page.getByRole('heading', { name: 'Create a payment link' }).waitFor();

    // Sent empty: the title is asked for, and the focus is on it.
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByText('Give the link a title: customers see it.').waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('aria-describedby'))).toBe('title-error');

    // The amount is read in dinars: too many decimals is said in words, nothing is sent.
    await page.getByLabel('Title (80 characters at most)').fill('Chéchia rouge');
    await page.getByLabel('Amount in dinars').fill('35,0001');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByText('Three decimals at most (millimes).').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-link-new');

    await page.getByLabel('Amount in dinars').fill('35,000');
    await page.getByLabel('Successful payments accepted (empty: no limit)').fill('10');
    await page.getByLabel('Phone').selectOption('required');
    await page.getByLabel('Message shown after payment (optional, 280 characters at most)').fill('Merci ! Livraison sous 48 h.');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByRole('status').filter({ hasText: 'The link is saved.' }).waitFor();
    await page.getByRole('heading', { name: 'Chéchia rouge', level: 1 }).waitFor();
    const id = linkIdOf(page);
    const created = await readLink(app, merchant, id);
    expect(created).toMatchObject({
      title: 'Chéchia rouge',
      amountType: 'fixed',
      amount: 35_000,
      usage: 'reusable',
      maxUses: 10,
      payerFields: { name: 'optional', email: 'optional', phone: 'required' },
      successMessage: 'Merci ! Livraison sous 48 h.',
      status: 'active',
    });
    expect(readable(await page.getByTestId('link').textContent())).toContain('35,000 DT');

    // Share: the URL copied, the QR code shown and downloaded as a PNG named by the slug.
    expect(await page.getByTestId('link-url').inputValue()).toBe(created.url);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(created.url);
    const qr = page.getByRole('img', { name: `QR code leading to ${created.url}` });
    await eventually(async () => expect(await qr.evaluate((img: any) => img.naturalWidth)).toBeGreaterThan(0));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the QR code (PNG)' }).click()]);
    expect(download.suggestedFilename()).toBe(`${created.slug}.png`);
    const png = readFileSync((await download.path())!);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-link-detail');

    // Changed to an open amount with bounds: only what changed is sent.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit “Chéchia rouge”' }).waitFor();
    expect(await page.getByLabel('Amount in dinars').inputValue()).toBe('35,000');
    await page.getByLabel('The customer types the amount').check();
    await page.getByLabel('Minimum amount in dinars (optional)').fill('500');
    await page.getByLabel('Maximum amount in dinars (optional)').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    // The API's refusal, in words.
    await page.getByRole('alert').filter({ hasText: 'The minimum must be at most the maximum' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-link-edit');
    await page.getByLabel('Minimum amount in dinars (optional)').fill('5');
    await page.getByLabel('Maximum amount in dinars (optional)').fill('500');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The link is saved.' }).waitFor();
    expect(readable(await page.getByTestId('link').textContent())).toContain('Open amount (5,000 DT to 500,000 DT)');
    expect(await readLink(app, merchant, id)).toMatchObject({ amountType: 'open', amount: null, minAmount: 5_000, maxAmount: 500_000, maxUses: 10 });

    // Disabled: the payer's page refuses it; enabled again: it takes payments.
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('status').filter({ hasText: 'The link is disabled: customers can no longer pay.' }).waitFor();
    await page.locator('[data-testid="link"] [data-status="disabled"]').waitFor();
    // The button pressed is gone: the focus is on the notice, not on the page's top.
    await expect.poll(() => focused(page)).toBe('P#The link is disabled: customers can no longer pay.');
    const refused = await app.http.post(`/links/${created.slug}/payments`, { amount: 12_000, payer: { phone: '+21620000000' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('link_disabled');
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('status').filter({ hasText: 'The link is active again.' }).waitFor();
    await expect.poll(() => focused(page)).toBe('P#The link is active again.');
    await page.locator('[data-testid="link"] [data-status="active"]').waitFor();

    // A payer pays 12 dinars through the link: the list counts it.
    const started = await startFromLink(app, created.slug, { amount: 12_000, payer: { phone: '+21620000000' } });
    await payAt(app, merchant, started.reference);
    await page.getByRole('link', { name: 'Back to links' }).click();
    const row = page.locator(`tr[data-link="${id}"]`);
    await eventually(async () => {
      await page.reload();
      await row.waitFor({ timeout: 2_000 });
      expect(readable(await row.textContent())).toContain('1 (1)');
    }, 20_000);
    expect(readable(await row.textContent())).toContain('12,000 DT');
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('active');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-links-list');

    // Filters: a disabled-only list does not hold it.
    await page.getByLabel('Status').selectOption('disabled');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByText('No payment link matches.').waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('offers a viewer nothing to change, and tells a role without links.view so in words', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ title: 'Harissa du Cap Bon' }));
    const viewer = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, viewer, '/links');
    await page.locator(`tr[data-link="${link.id}"]`).waitFor();
    expect(await page.getByRole('link', { name: 'Create a link' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Harissa du Cap Bon' }).click();
    await page.getByTestId('link-url').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Download the QR code (PNG)' }).waitFor();
    await page.goto(`${app.baseUrl}/dashboard/links/${link.id}/edit`);
    await page.getByRole('alert').filter({ hasText: 'Your role does not allow this action.' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-link-viewer');

    // Support: payments only. No link in the menu; the address typed anyway gets the API's 403 in words.
    const support = await joinAs(app.http, merchant, 'support');
    await openAs(page, app, support, '/links');
    await page.getByRole('alert').filter({ hasText: 'Your role does not allow this action.' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payment links' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).count()).toBe(1);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('reads in French: the counts in French plurals, the settings named without “(facultatif)”', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const link = await newLink(app, merchant, fixedLinkBody({ title: 'Dattes Deglet Nour', description: 'Boîte de 1 kg', successMessage: 'Merci !', expiresAt }));
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, `/links/${link.id}?lang=fr`);
    const counts = page.getByTestId('link-counts');
    await counts.waitFor();
    // 0 and 1 take the singular in French.
    expect(readable(await counts.textContent())).toBe('0 paiement commencé, 0 réussi, 0,000 DT encaissé');
    // Read-only settings: their names, not the form's "(facultatif)" labels.
    const terms = await page.getByTestId('link').locator('dt').allTextContents();
    expect(terms).toEqual(expect.arrayContaining(['Expire le', 'Description', 'Message affiché après le paiement', 'Informations demandées au client']));
    // What the link's page asks the payer for, without opening the form (the defaults: name and email, optional).
    expect(readable(await page.getByTestId('link-payer-fields').textContent())).toBe('Nom et prénom (facultatif) et E-mail (facultatif)');
    expect(terms.join(' ')).not.toMatch(/facultati/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-link-detail');

    // One payment started and paid, one started only: "1 réussi", "2 paiements commencés".
    await payAt(app, merchant, (await startFromLink(app, link.slug)).reference);
    await startFromLink(app, link.slug);
    await eventually(async () => {
      await page.reload();
      await counts.waitFor({ timeout: 2_000 });
      expect(readable(await counts.textContent())).toBe('2 paiements commencés, 1 réussi, 35,000 DT encaissés');
    }, 20_000);
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('reads in Arabic on a phone', async () => {
    const link = await newLink(app, merchant, fixedLinkBody({ title: 'زيت زيتون' }));
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, `/links/${link.id}`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('button', { name: 'نسخ الرابط' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    expect(readable(await page.getByTestId('link').textContent())).toContain('35,000 DT');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-link-detail-phone');
    await page.goto(`${app.baseUrl}/dashboard/links/new`);
    await page.getByRole('heading', { name: 'إنشاء رابط دفع' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-link-new-phone');
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
