// The Providers screen and the routing editor in a real browser: a sandbox affiliation to the
// ClicToPay simulator created with the keyboard only (the form generated from the provider's
// credential schema, the secret masked, the re-authentication asked for); credentials replaced
// (refused first, the current ones kept; then version 2), suspended, resumed, the audit trail;
// the default account routed to it in the routing editor (only active affiliations can be chosen,
// what the payer is offered shown beside); revoke names the account that loses it. A refused
// verification's reason in French; a viewer and a finance member see what their role allows.
// axe-core in three languages, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_CREDENTIALS } from '../../../../lib/local/simulators/sandbox-credentials.js';
import { asKey, createMerchant, joinAs, login, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';
import { activeName, focusedCard, tabTo } from './support/keyboard.js';

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

const CLICTOPAY = SANDBOX_CREDENTIALS.clictopay;
const affiliationsOf = async () =>
  (await app.http.get(`/organisations/${merchant.organisationId}/affiliations`, asKey(merchant.apiKey))).body as unknown as Array<Record<string, unknown>>;

/** A new session of the owner: a re-authentication in an earlier test replaced the first one. */
const ownerSession = () => login(app.http, merchant.owner.email);

/** Types `text` into the focused field, key by key. */
const type = (page: Page, text: string) => page.keyboard.type(text);

describe('the Providers screen', () => {
  it('creates a sandbox affiliation by keyboard alone, then verifies, rotates, suspends, resumes, routes and revokes it', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    // The checklist's provider step leads to the screen.
    const step = page.locator('li[data-step="affiliation"]');
    await step.waitFor();
    expect(await step.getAttribute('data-state')).toBe('todo');
    await tabTo(page, /^Connect a provider$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payment providers', level: 1 }).waitFor();
    await page.getByTestId('no-affiliations').waitFor();

    // Connect ClicToPay: the form comes from its credential schema, the heading takes the focus.
    await tabTo(page, /^Connect ClicToPay$/);
    await page.keyboard.press('Enter');
    const form = page.getByTestId('credentials-form');
    await expect.poll(() => activeName(page)).toBe('Connect ClicToPay');
    expect(await form.getByLabel('Sandbox — test payments, the provider’s test cards').isChecked()).toBe(true);
    expect(await form.getByLabel('API password (secret)').getAttribute('type')).toBe('password');
    expect(readable(await form.textContent())).toContain('3 to 64 characters: letters, digits and the signs . _ @ -');
    expect(await accessibilityViolations(page)).toEqual([]);
    await tabTo(page, /^Label \(optional\)/);
    await type(page, 'shop');
    await tabTo(page, /^API user name$/);
    await type(page, CLICTOPAY.userName);
    await tabTo(page, /^API password \(secret\)$/);
    // A value the schema refuses is stopped here, with the field named and focused.
    await type(page, 'a b');
    await page.keyboard.press('Enter');
    await form.getByRole('alert').filter({ hasText: '“API password”: 6 to 128 characters, no spaces.' }).waitFor();
    expect(await activeName(page)).toBe('API password (secret)');
    await page.keyboard.press('Control+A');
    await type(page, CLICTOPAY.password);
    await keepDashboardScreenshot(page, 'en-providers-connect');
    await page.keyboard.press('Enter');
    // Creating an affiliation from a session asks for the password again when the sign-in is not recent.
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    const card = page.locator('li[data-affiliation]');
    await reauth.or(card).first().waitFor();
    if (await reauth.isVisible()) {
      await expect.poll(() => activeName(page)).toBe('Password');
      await type(page, merchant.owner.password);
      await page.keyboard.press('Enter');
    }
    await card.waitFor();
    const affiliationId = (await card.getAttribute('data-affiliation'))!;
    await expect.poll(() => focusedCard(page, 'affiliation')).toBe(affiliationId);
    expect(await card.getAttribute('data-status')).toBe('active');
    await page.locator('#prov-notice').filter({ hasText: 'ClicToPay “shop” is connected and verified.' }).waitFor();
    // The secret is masked: its last four characters only.
    const masked = readable(await card.locator('[data-credential="password"]').textContent());
    expect(masked).toBe(`****${CLICTOPAY.password.slice(-4)}`);
    expect(readable(await card.textContent())).not.toContain(CLICTOPAY.password);
    expect(readable(await card.getByTestId('credential-version').textContent())).toBe('version 1');
    const [created] = await affiliationsOf();
    expect(created).toMatchObject({ id: affiliationId, provider: 'clictopay', environment: 'sandbox', label: 'shop', status: 'active' });

    // Verify again.
    await card.getByRole('button', { name: 'Verify ClicToPay “shop”' }).click();
    await page.locator('#prov-notice').filter({ hasText: 'is verified' }).waitFor();

    // Replace the credentials: a password the simulator refuses keeps version 1; the right one makes version 2.
    await card.getByRole('button', { name: 'Replace the credentials of ClicToPay “shop”' }).click();
    const rotate = card.getByTestId('credentials-form');
    await rotate.getByRole('heading', { name: 'New credentials for ClicToPay “shop” (version 2)' }).waitFor();
    await rotate.getByLabel('API user name').fill(CLICTOPAY.userName);
    await rotate.getByLabel('API password (secret)').fill('Wrong-Password-123');
    await rotate.getByRole('button', { name: 'Replace' }).click();
    await rotate.getByRole('alert').filter({ hasText: 'The provider refused the credentials: ClicToPay refused these credentials (errorCode 2).' }).waitFor();
    await rotate.getByLabel('API password (secret)').fill(CLICTOPAY.password);
    await rotate.getByRole('button', { name: 'Replace' }).click();
    await page.locator('#prov-notice').filter({ hasText: 'are replaced (version 2).' }).waitFor();
    expect(readable(await card.getByTestId('credential-version').textContent())).toBe('version 2');
    await expect.poll(() => focusedCard(page, 'affiliation')).toBe(affiliationId);

    // Suspend and resume.
    await card.getByRole('button', { name: 'Suspend ClicToPay “shop”' }).click();
    await page.locator(`li[data-affiliation="${affiliationId}"][data-status="suspended"]`).waitFor();
    expect(await card.getByRole('button', { name: /^Verify/ }).count()).toBe(0);
    await card.getByRole('button', { name: 'Resume ClicToPay “shop”' }).click();
    await page.locator(`li[data-affiliation="${affiliationId}"][data-status="active"]`).waitFor();

    // The audit trail, with the versions.
    await card.getByRole('button', { name: 'History of ClicToPay “shop”' }).click();
    const history = card.getByTestId('affiliation-audit');
    await history.waitFor();
    const actions = await history.locator('li[data-action]').evaluateAll((items) => items.map((item) => (item as any).dataset.action as string));
    expect(actions).toEqual(expect.arrayContaining(['affiliation.created', 'affiliation.credentials_rotated', 'affiliation.credentials_refused', 'affiliation.suspended', 'affiliation.resumed']));
    expect(readable(await history.textContent())).toContain('Provider credentials replaced');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-providers-card');

    // Routing: the default account routes ClicToPay to it; the editor says what the payer is offered.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payment accounts' }).click();
    const account = page.locator(`li[data-account="${merchant.defaultAccountId}"]`);
    await account.getByRole('button', { name: /^Edit the routing of/ }).click();
    const routing = account.getByTestId('routing-form');
    const select = routing.getByLabel('ClicToPay');
    await select.waitFor();
    expect(readable(await routing.getByTestId('payer-offer').textContent())).toBe('The payer will be offered nothing: this account cannot take payments.');
    await select.selectOption(affiliationId);
    expect(readable(await routing.getByTestId('payer-offer').textContent())).toBe('The payer will be offered: ClicToPay.');
    expect(await routing.locator('[data-route="clictopay"] [data-offered]').getAttribute('data-offered')).toBe('yes');
    expect(readable(await routing.locator('[data-route="flouci"]').textContent())).toContain('No active credentials for this provider');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-accounts-routing');
    await routing.getByRole('button', { name: 'Save the routing' }).click();
    await page.locator('#acc-notice').filter({ hasText: 'is saved.' }).waitFor();
    await expect.poll(() => focusedCard(page, 'account')).toBe(merchant.defaultAccountId);
    expect(await account.locator('[data-route="clictopay"][data-state="active"]').count()).toBe(1);
    const routed = await app.http.get(`/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}/routing`, asKey(merchant.apiKey));
    expect(routed.body).toMatchObject({ routes: [{ provider: 'clictopay', affiliationId, affiliationStatus: 'active' }] });

    // Revoke: the confirmation names the account that loses it.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Providers' }).click();
    await card.getByRole('button', { name: 'Revoke ClicToPay “shop”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this provider?' });
    await dialog.waitFor();
    const accountName = (await app.http.get(`/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`, asKey(merchant.apiKey))).body.name as string;
    expect(readable(await dialog.getByTestId('revoke-accounts').textContent())).toBe(accountName);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.locator('#prov-notice').filter({ hasText: 'ClicToPay “shop” is revoked.' }).waitFor();
    expect(await page.locator(`li[data-affiliation="${affiliationId}"]`).count()).toBe(0);
    await page.getByLabel('Show revoked providers too').check();
    await page.locator(`li[data-affiliation="${affiliationId}"][data-status="revoked"]`).getByRole('button', { name: /^History/ }).waitFor();
    expect(await page.locator(`li[data-affiliation="${affiliationId}"]`).getByRole('button', { name: /^(Verify|Revoke|Suspend|Replace)/ }).count()).toBe(0);
    expect(((await affiliationsOf()).find((a) => a.id === affiliationId))?.status).toBe('revoked');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows a refused verification in the member\'s language, and offers a viewer and a finance member what their role allows', async () => {
    // An affiliation the simulator refuses (created with the API key, which needs no re-authentication).
    const refused = await app.http.post(
      `/organisations/${merchant.organisationId}/affiliations`,
      { provider: 'clictopay', environment: 'sandbox', label: 'refused', credentials: { userName: CLICTOPAY.userName, password: 'Wrong-Password-123' } },
      asKey(merchant.apiKey),
    );
    expect(refused.status, refused.text).toBe(201);
    expect(refused.body.status).toBe('verifying');
    const page = await browser.newPage();
    await openAs(page, app, await ownerSession(), '/providers?lang=fr');
    const card = page.locator(`li[data-affiliation="${refused.body.id as string}"]`);
    await card.waitFor();
    expect(readable(await card.getByTestId('verification-error').textContent())).toBe(
      'ClicToPay a refusé ces identifiants (errorCode 2). Vérifiez-les dans votre espace chez le prestataire.',
    );
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.close();

    const viewer = await browser.newPage();
    await openAs(viewer, app, await joinAs(app.http, merchant, 'viewer'), '/providers');
    await viewer.locator(`li[data-affiliation="${refused.body.id as string}"]`).waitFor();
    expect(await viewer.getByRole('main').getByRole('button', { name: /^(Connect|Verify|Revoke|Suspend|Replace)/ }).count()).toBe(0);
    expect(await viewer.getByRole('main').getByRole('button', { name: /^History/ }).count()).toBeGreaterThan(0);
    await viewer.close();

    const finance = await browser.newPage();
    await openAs(finance, app, await joinAs(app.http, merchant, 'finance'), '/');
    await finance.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).waitFor();
    expect(await finance.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Providers' }).count()).toBe(0);
    await finance.close();
  }, 90_000);

  it('reads in French, Arabic and English, on a phone and a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, await ownerSession(), '/providers');
    await page.getByTestId('catalogue').waitFor();
    await page.getByRole('button', { name: 'Connect Flouci' }).click();
    await page.getByTestId('credentials-form').getByLabel(/^Private key/).waitFor();
    for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
      await page.setViewportSize(viewport);
      for (const [button, heading, code] of [['Français', 'Prestataires de paiement', 'fr'], ['العربية', 'مزوّدو الدفع', 'ar'], ['English', 'Payment providers', 'en']] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await keepDashboardScreenshot(page, `${code}-providers-${viewport.name}`);
      }
    }
    // No horizontal scrolling on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});
