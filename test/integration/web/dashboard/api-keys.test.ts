// The dashboard's API keys screen in a real browser: the organisation's keys, a v3 and a v2 key
// created and shown once (with a copy button), a key revoked after a confirmation; a viewer is
// offered nothing to create or revoke (nor on the home page); a refusal of the API is shown in
// words; the Arabic layout on a phone; axe on each state; nothing secret in the page's storage.
// Restricted keys: each key's role and accounts are listed (plurals by each language's rules), the
// form offers only what the member holds (a member limited to one account is not offered every
// account), and a key whose maker left is shown stopped.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createMerchant, joinAs, login, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { focused, launchBrowser, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot, slowOrganisationReads } from './support/fixtures.js';
import { openAs, storedByPage } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  merchant = await createMerchant(app.http);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A card's text without the marks that isolate each name (FSI…PDI), as a reader sees it. */
const cardText = async (page: import('playwright-core').Page, name: string) => ((await keyCard(page, name).textContent()) ?? '').replace(/[\u2068\u2069]/g, '');
const keyCard = (page: import('playwright-core').Page, name: string) => page.locator('li.card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('the API keys screen', () => {
  it('creates a v3 and a v2 key, each shown once with a copy button, and revokes one after a confirmation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    // The fixtures' two keys are listed by their public start, never their secret.
    await keyCard(page, 'test v3').waitFor();
    await keyCard(page, 'test v2').waitFor();
    const content = await page.content();
    expect(content).not.toContain(merchant.apiKey.split(':')[1]);
    expect(content).not.toContain(merchant.v2ApiKey.split(':')[1]);
    expect(await keyCard(page, 'test v3').textContent()).toContain(merchant.apiKey.split(':')[0]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys');

    // Cancelled, the form gives the focus back to the button that opened it.
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => focused(page)).toBe('BUTTON#Create a key');

    // A v3 key: shown once, copied, then gone from the page. By keyboard, the form opens on its first field.
    await page.getByRole('button', { name: 'Create a key' }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Name (to recognise it)');
    await name.waitFor();
    await expect.poll(() => name.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
    await page.keyboard.type('Shop server');
    expect(await name.inputValue()).toBe('Shop server');
    expect(await page.getByLabel(/^v3/).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-create');
    await page.getByRole('button', { name: 'Create the key' }).click();
    const shown = page.getByTestId('shown-once');
    await shown.waitFor();
    const v3 = await shown.getByLabel('API key (v3)').inputValue();
    expect(v3).toMatch(/^kpk_[0-9a-f]{12}:[A-Za-z0-9_-]{43}$/);
    expect(await shown.textContent()).toContain('it will never be shown again');
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(v3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-shown-once');
    // The key works.
    const identity = await app.http.get<{ apiKeyId: string }>('/auth/api-key', asKey(v3));
    expect(identity.status).toBe(200);
    await shown.getByRole('button', { name: 'I have kept it' }).click();
    await shown.waitFor({ state: 'detached' });
    // The focus goes back to where one more is added, not to the page's top.
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.tagName === 'BUTTON');
    expect(await focused(page)).toBe('BUTTON#Create a key');
    await keyCard(page, 'Shop server').waitFor();
    // Made by the owner with nothing chosen: the owner's role and every account.
    const made = (await keyCard(page, 'Shop server').textContent()) ?? '';
    for (const text of ['Administrator', 'All accounts', 'Made byyou']) expect(made).toContain(text);
    expect(await page.content()).not.toContain(v3.split(':')[1]);
    await page.reload();
    await keyCard(page, 'Shop server').waitFor();
    expect(await page.content()).not.toContain(v3.split(':')[1]);

    // A v2 key: `<organisationId>:<secret>`, for older shop plugins.
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('Old plugin');
    await page.getByLabel(/^v2/).check();
    await page.getByRole('button', { name: 'Create the key' }).click();
    const v2 = await page.getByTestId('shown-once').getByLabel('API key (v2)').inputValue();
    expect(v2.startsWith(`${merchant.organisationId}:`)).toBe(true);
    expect((await app.http.get('/auth/api-key', asKey(v2))).status).toBe(200);
    await page.getByRole('button', { name: 'I have kept it' }).click();
    expect(await keyCard(page, 'Old plugin').textContent()).toContain('v2');

    // Revoke: a confirmation first; cancelling changes nothing.
    await keyCard(page, 'Shop server').getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Shop server');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-revoke-confirm');
    // By keyboard: the dialog opens on Cancel; Enter cancels and the focus is back on Revoke.
    const focusedText = () => page.evaluate(() => (globalThis as any).document.activeElement?.textContent as string);
    expect(await focusedText()).toBe('Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText()).toBe('Revoke');
    expect((await app.http.get('/auth/api-key', asKey(v3))).status).toBe(200);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').filter({ hasText: 'The key “Shop server” is revoked.' }).waitFor();
    await expectRevoked(page, 'Shop server');
    expect((await app.http.get('/auth/api-key', asKey(v3))).status).toBe(401);
    expect((await app.http.get('/auth/api-key', asKey(v2))).status).toBe(200);

    // Nothing secret in the page's storage.
    const stored = await storedByPage(page);
    for (const secret of [v3, v2, v3.split(':')[1]!, v2.split(':')[1]!]) expect(stored).not.toContain(secret);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('reads right to left in Arabic on a 390 px phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/api-keys');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'مفاتيح API', level: 1 }).waitFor();
    await keyCard(page, 'test v3').waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The key's start reads left to right inside the Arabic page.
    expect(await keyCard(page, 'test v3').locator('code').getAttribute('dir')).toBe('ltr');
    await page.getByRole('button', { name: 'إنشاء مفتاح' }).click();
    await page.getByLabel('الاسم (للتعرّف عليه)').waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-api-keys-phone');
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('entering the v2 key a shop already uses (previous platform)', () => {
  it('asks who you are, keeps the key without ever showing it again, and moves the focus to its card', async () => {
    const shopKey = `${randomBytes(12).toString('hex')}:${randomBytes(24).toString('base64url')}`;
    const secret = shopKey.split(':')[1]!;
    // A session of its own: re-authenticating renews the session, and the other tests keep theirs.
    const cookie = await login(app.http, merchant.owner.email);
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/api-keys');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('WooCommerce shop');
    // Offered for v2 keys only.
    expect(await page.getByRole('radio', { name: 'The key the shop already uses (previous platform)' }).count()).toBe(0);
    await page.getByLabel(/^v2/).check();
    await page.getByRole('radio', { name: 'The key the shop already uses (previous platform)' }).check();
    const field = page.getByLabel('Existing v2 key');
    // Typed out of sight, read left to right, never corrected.
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('autocomplete')).toBe('off');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-enter-legacy');

    // By keyboard, as a member would: the key in, then Enter; the session is not recent, so the password first.
    await field.fill(shopKey);
    await field.press('Enter');
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await reauth.waitFor();
    // A wrong password is said in the dialog, and the button pressed keeps the focus: it is never disabled under it.
    await reauth.getByLabel('Password').fill(`${merchant.owner.password}-wrong`);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    await reauth.getByRole('alert').filter({ hasText: 'Wrong password. Type it again.' }).waitFor();
    expect(await focused(page)).toBe('BUTTON#Confirm');
    // Emptied, marked invalid and described by the error, to be typed again.
    expect(await reauth.getByLabel('Password').inputValue()).toBe('');
    expect(await reauth.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await reauth.getByLabel('Password').fill(merchant.owner.password);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'The key “WooCommerce shop” is entered and works now.' }).waitFor();
    // Nothing is shown once: there is nothing to show.
    expect(await page.getByTestId('shown-once').count()).toBe(0);
    const card = keyCard(page, 'WooCommerce shop');
    await card.waitFor();
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.matches('li.card[data-key]'));
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.querySelector('h3')?.textContent)).toBe('WooCommerce shop');
    const text = await cardText(page, 'WooCommerce shop');
    expect(text).toContain('Entered from the previous platform');
    expect(text).toContain(`${shopKey.split(':')[0]}:`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-entered-legacy');

    // The key works at once, for this organisation; its secret is in neither the page nor its storage.
    const identity = await app.http.get('/auth/api-key', asKey(shopKey));
    expect(identity.body).toMatchObject({ organisationId: merchant.organisationId, kind: 'v2', legacy: true });
    await page.reload();
    await keyCard(page, 'WooCommerce shop').waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await storedByPage(page)).not.toContain(secret);

    // Entered twice: refused in words, nothing more listed.
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('Again');
    await page.getByLabel(/^v2/).check();
    await page.getByRole('radio', { name: 'The key the shop already uses (previous platform)' }).check();
    await page.getByLabel('Existing v2 key').fill(shopKey);
    await page.getByRole('button', { name: 'Enter the key' }).click();
    await page.getByRole('alert').filter({ hasText: 'This key is already entered' }).waitFor();
    expect(await keyCard(page, 'Again').count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('reads in French, and right to left in Arabic on a 390 px phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/api-keys');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    await page.getByLabel(/^v2/).check();
    await page.getByRole('radio', { name: 'La clé que la boutique utilise déjà (ancienne plateforme)' }).check();
    await page.getByLabel('Clé v2 existante').waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer la clé' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-api-keys-enter-legacy-phone');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByLabel('مفتاح v2 الحالي').waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    // The key reads left to right inside the Arabic page.
    expect(await page.getByLabel('مفتاح v2 الحالي').getAttribute('dir')).toBe('ltr');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-api-keys-enter-legacy-phone');
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('a session that ends while the screen is open', () => {
  it('sends the member to sign in, then back to the API keys screen, and creates nothing meanwhile', async () => {
    const cookie = await login(app.http, merchant.owner.email);
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/api-keys');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('After expiry');
    // The screen and its form have made their reads: one refused after the sign-out would send the member to sign in
    // before the click this test is about.
    await page.waitForLoadState('networkidle');
    // The session ends elsewhere (signed out from another tab).
    expect((await app.http.post('/auth/logout', undefined, asSession(cookie))).status).toBe(204);
    await page.getByRole('button', { name: 'Create the key' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your session has ended.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/api-keys');
    await page.getByLabel('Email address').fill(merchant.owner.email);
    await page.getByLabel('Password').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await keyCard(page, 'test v3').waitFor();
    const listed = await app.http.get<{ items: { name: string }[] }>(`/organisations/${merchant.organisationId}/api-keys`, asSession(merchant.owner.cookie));
    expect(listed.body.items.map((k) => k.name)).not.toContain('After expiry');
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});

describe('what a member may do with API keys', () => {
  it('a viewer sees the keys but is offered nothing to create or revoke, on this screen and on the home page', async () => {
    const viewer = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, viewer, '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByTestId('cannot-collect').waitFor();
    expect(await page.getByRole('button', { name: /create|add|new/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /create|add|new/i }).count()).toBe(0);
    await keepDashboardScreenshot(page, 'en-home-viewer');

    await page.getByRole('link', { name: 'API keys' }).click();
    await keyCard(page, 'test v3').waitFor();
    expect(await page.getByRole('button', { name: /create|add|new|revoke/i }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-viewer');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('a role that loses the permission while the page is open is told so in words by the API\'s 403', async () => {
    const developer = await joinAs(app.http, merchant, 'developer');
    const me = await app.http.get<{ user: { id: string } }>('/auth/me', asSession(developer));
    const page = await browser.newPage();
    await openAs(page, app, developer, '/api-keys');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('Never made');

    // The owner makes the developer a viewer meanwhile.
    const demoted = await app.http.patch(
      `/organisations/${merchant.organisationId}/members/${me.body.user.id}`,
      { roleId: merchant.roles.viewer },
      asSession(merchant.owner.cookie),
    );
    expect(demoted.status, demoted.text).toBe(204);
    await page.getByRole('button', { name: 'Create the key' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your role does not allow this action.' }).waitFor();
    expect(await page.getByTestId('shown-once').count()).toBe(0);
    const listed = await app.http.get<{ items: { name: string }[] }>(`/organisations/${merchant.organisationId}/api-keys`, asSession(merchant.owner.cookie));
    expect(listed.body.items.map((k) => k.name)).not.toContain('Never made');
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});

describe('restricted keys on the screen', () => {
  let second: { id: string; name: string };
  let defaultName: string;

  beforeAll(async () => {
    const created = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: 'Boutique Sfax' }, asSession(merchant.owner.cookie));
    expect(created.status, created.text).toBe(201);
    second = created.body;
    const detail = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    defaultName = detail.body.paymentAccounts.find((a: { id: string }) => a.id === merchant.defaultAccountId).name;
  });

  it('a developer limited to one account is offered their role and their account only, and gets a key limited so', async () => {
    const developer = await joinAs(app.http, merchant, 'developer', 'accounts', [merchant.defaultAccountId]);
    const page = await browser.newPage();
    await openAs(page, app, developer, '/api-keys');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('Scoped server');
    // No "every account", no role beyond their own, no account beyond their own.
    expect(await page.getByRole('radio', { name: 'All accounts' }).count()).toBe(0);
    const roles = page.getByLabel('Role');
    expect(await roles.locator('option').allTextContents()).toEqual(['Developer (your role)']);
    expect(await page.getByRole('checkbox', { name: defaultName }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Boutique Sfax' }).count()).toBe(0);
    expect(await page.getByText('The key never does more than you can do yourself').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-create-scoped');

    // Without any account: said in words, nothing sent.
    await page.getByRole('checkbox', { name: defaultName }).uncheck();
    await page.getByRole('button', { name: 'Create the key' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose at least one account.' }).waitFor();
    await page.getByRole('checkbox', { name: defaultName }).check();
    await page.getByRole('button', { name: 'Create the key' }).click();
    const key = await page.getByTestId('shown-once').getByLabel('API key (v3)').inputValue();
    const identity = await app.http.get('/auth/api-key', asKey(key));
    expect(identity.body).toMatchObject({ role: 'developer', scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    await page.getByRole('button', { name: 'I have kept it' }).click();
    await keyCard(page, 'Scoped server').waitFor();
    const text = await cardText(page, 'Scoped server');
    expect(text).toContain('Developer');
    expect(text).toContain(`1 account: ${defaultName}`);
    // Revoke is offered on their own key, not on the owner's key of every account (the API refuses it).
    expect(await keyCard(page, 'Scoped server').getByRole('button', { name: 'Revoke' }).count()).toBe(1);
    expect(await keyCard(page, 'test v3').getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-scoped');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('the owner gives a key a narrower role and some accounts; the list counts accounts in each language', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/api-keys');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name (to recognise it)').fill('Sfax support');
    await page.getByLabel('Role').selectOption({ label: 'Support' });
    await page.getByRole('radio', { name: 'Only these accounts' }).check();
    await page.getByRole('checkbox', { name: 'Boutique Sfax' }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create the key' }).click();
    const key = await page.getByTestId('shown-once').getByLabel('API key (v3)').inputValue();
    expect((await app.http.get('/auth/api-key', asKey(key))).body).toMatchObject({
      role: 'support',
      permissions: ['payments.view', 'payments.cancel'],
      scope: 'accounts',
      accountIds: [second.id],
    });
    await page.getByRole('button', { name: 'I have kept it' }).click();
    const card = keyCard(page, 'Sfax support');
    await card.waitFor();
    expect(await cardText(page, 'Sfax support')).toContain('1 account: Boutique Sfax');

    // Two accounts: "2 accounts", « 2 comptes », «حسابان» (Arabic's dual).
    const two = await app.http.post(
      `/organisations/${merchant.organisationId}/api-keys`,
      { name: 'Two shops', accountIds: [merchant.defaultAccountId, second.id] },
      asSession(merchant.owner.cookie),
    );
    expect(two.status, two.text).toBe(201);
    // The accounts' names read slowly: the cards wait for them rather than show ids that turn into names.
    const fastAgain = await slowOrganisationReads(page);
    await page.reload();
    await keyCard(page, 'Two shops').waitFor();
    expect(await cardText(page, 'Two shops')).toContain(`2 accounts: ${defaultName} and Boutique Sfax`);
    await fastAgain();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Clés d’API', level: 1 }).waitFor();
    expect(await keyCard(page, 'Two shops').textContent()).toContain('2 comptes');
    expect(await keyCard(page, 'Sfax support').textContent()).toContain('1 compte');
    // Predefined roles are named in the page's language.
    expect(await cardText(page, 'Scoped server')).toContain('RôleDéveloppeur');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'مفاتيح API', level: 1 }).waitFor();
    expect(await keyCard(page, 'Two shops').textContent()).toContain('حسابان');
    expect(await keyCard(page, 'Sfax support').textContent()).toContain('حساب واحد');
    expect(await cardText(page, 'Sfax support')).toContain('الدعم');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-api-keys-scopes');
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('a key whose maker left the organisation is shown stopped', async () => {
    const developer = await joinAs(app.http, merchant, 'developer');
    const me = await app.http.get<{ user: { id: string } }>('/auth/me', asSession(developer));
    const made = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: 'Left behind' }, asSession(developer));
    expect(made.status, made.text).toBe(201);
    const removed = await app.http.delete(`/organisations/${merchant.organisationId}/members/${me.body.user.id}`, asSession(merchant.owner.cookie));
    expect(removed.status, removed.text).toBe(204);
    expect((await app.http.get('/auth/api-key', asKey(made.body.key))).status).toBe(401);

    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/api-keys');
    const card = keyCard(page, 'Left behind');
    await card.and(page.locator('[data-status="maker_left"]')).waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Stopped: the member who made it left the organisation');
    expect(text).toContain('Made byanother member');
    // It can still be revoked.
    expect(await card.getByRole('button', { name: 'Revoke' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-api-keys-maker-left');
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});

async function expectRevoked(page: import('playwright-core').Page, name: string): Promise<void> {
  const card = keyCard(page, name);
  await card.and(page.locator('[data-status="revoked"]')).waitFor();
  expect(await card.textContent()).toContain('Revoked on');
  expect(await card.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
}
