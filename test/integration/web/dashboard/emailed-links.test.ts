// The dashboard pages emailed links lead to, in a real browser: a new member accepts an
// invitation from the .eml the mail stand-in wrote (creating the account, in French), signs in and
// lands on the home page; a signed-in owner accepts a second organisation's invitation and switches
// between them; a forgotten password is reset from its email; the Arabic layout on a phone.
// Each screen audited with axe-core, screenshots under test-artifacts/dashboard/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMerchant, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { dashboardOf, keepDashboardScreenshot, linkInMail } from './support/fixtures.js';

let app: TestApp;
let merchant: Merchant;
let french: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  french = await launchBrowser({ locale: 'fr-FR' });
});

afterAll(async () => {
  await french?.close();
  await app?.stop();
});

/** The text of what holds the keyboard focus ('' for the page's top: the body, once a pressed button is gone). */
const focusedStatus = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement;
    return el && el.getAttribute('role') === 'status' ? String(el.textContent) : `not a status: ${el?.tagName}`;
  });

async function invite(organisation: Merchant, email: string): Promise<string> {
  const before = (await app.mails()).length;
  const res = await app.http.post(
    `/organisations/${organisation.organisationId}/members`,
    { email, roleId: organisation.roles.viewer },
    { headers: { cookie: organisation.owner.cookie } },
  );
  expect(res.status, res.text).toBe(201);
  return linkInMail(app, email, '/invitations/accept', before);
}

describe('links in emails', () => {
  it('a new member accepts the invitation from the email, creating the account, then signs in', async () => {
    const email = uniqueEmail('newcomer');
    const link = await invite(merchant, email);
    expect(link.startsWith(`${dashboardOf(app)}/invitations/accept?token=`)).toBe(true);

    const page = await french.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Rejoindre l’organisation' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-invitation');
    await page.getByLabel('Prénom').fill('Salma');
    await page.getByLabel('Nom', { exact: true }).fill('Trabelsi');
    await page.getByLabel('Nouveau mot de passe (10 caractères au moins)').fill(TEST_PASSWORD);
    // By keyboard: the form gives way to what was done, which takes the focus (not the page's top).
    await page.getByRole('button', { name: 'Accepter l’invitation' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Invitation acceptée. Connectez-vous pour continuer.' }).waitFor();
    await expect.poll(() => focusedStatus(page)).toBe('Invitation acceptée. Connectez-vous pour continuer.');

    // The same link a second time: the invitation is used up, said in words.
    const again = await french.newPage();
    await again.goto(link);
    await again.getByLabel('Prénom').fill('Salma');
    await again.getByLabel('Nom', { exact: true }).fill('Trabelsi');
    await again.getByLabel('Nouveau mot de passe (10 caractères au moins)').fill(TEST_PASSWORD);
    await again.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await again.getByRole('alert').filter({ hasText: 'Cette invitation n’est plus valable' }).waitFor();
    await again.close();

    await page.getByRole('link', { name: 'Aller à la connexion' }).click();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    await page.getByText('Rôle : Viewer').or(page.getByText(/^Rôle :/)).first().waitFor();
    await page.getByTestId('cannot-collect').waitFor();
    await keepDashboardScreenshot(page, 'fr-home-viewer');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(french.errors).toEqual([]);
    await page.close();
  });

  it('a signed-in owner accepts a second organisation\'s invitation and switches between the two', async () => {
    const other = await createMerchant(app.http);
    const link = await invite(other, merchant.owner.email);
    const page = await french.newPage();
    // Not signed in yet: the page offers to sign in first and comes back to the invitation.
    await page.goto(link);
    await page.getByRole('link', { name: 'J’ai déjà un compte : me connecter d’abord' }).click();
    await page.getByLabel('Adresse e-mail').fill(merchant.owner.email);
    await page.getByLabel('Mot de passe').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Rejoindre l’organisation' }).waitFor();
    expect(await page.getByLabel('Prénom').count()).toBe(0);
    await page.getByRole('button', { name: 'Accepter l’invitation' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Invitation acceptée.' }).waitFor();
    await expect.poll(() => focusedStatus(page)).toMatch(/^Invitation acceptée\./);
    await page.getByRole('link', { name: 'Accueil' }).first().click();

    const switcher = page.getByLabel('Changer d’organisation');
    await switcher.waitFor();
    const names = await switcher.locator('option').allTextContents();
    expect(names).toHaveLength(2);
    const otherName = (await app.http.get(`/organisations/${other.organisationId}`, { headers: { cookie: other.owner.cookie } })).body.name as string;
    await switcher.selectOption({ label: otherName });
    await page.getByTestId('cannot-collect').filter({ hasText: otherName }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-organisation-switcher');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(french.errors).toEqual([]);
    await page.close();
  });

  it('a forgotten password is reset from the emailed link', async () => {
    const email = uniqueEmail('forgetful');
    const link = await invite(merchant, email);
    const accepted = await app.http.post('/invitations/accept', { token: new URL(link).searchParams.get('token'), firstName: 'Nour', lastName: 'Ali', password: TEST_PASSWORD });
    expect(accepted.status).toBe(200);

    const page = await french.newPage();
    await page.goto(`${dashboardOf(app)}/sign-in`);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-forgot-password');
    const before = (await app.mails()).length;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('status').filter({ hasText: 'un e-mail vient de partir' }).waitFor();
    await expect.poll(() => focusedStatus(page)).toContain('un e-mail vient de partir');

    const resetLink = await linkInMail(app, email, '/password/reset', before);
    await page.goto(resetLink);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-reset-password');
    // The API's rule (10 characters at least) is also the field's.
    await page.getByLabel('Nouveau mot de passe (10 caractères au moins)').fill('new-secret-password-42');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('status').filter({ hasText: 'Votre mot de passe est changé.' }).waitFor();
    await expect.poll(() => focusedStatus(page)).toContain('Votre mot de passe est changé.');

    // Used once: the same link again says so.
    await page.goto(resetLink);
    await page.getByLabel('Nouveau mot de passe (10 caractères au moins)').fill('another-password-43');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('alert').waitFor();

    await page.goto(`${dashboardOf(app)}/sign-in`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('new-secret-password-42');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    expect(french.errors).toEqual([]);
    await page.close();
  });
});

describe('the dashboard in Arabic on a phone', () => {
  let arabic: TestBrowser;
  beforeAll(async () => {
    arabic = await launchBrowser({ locale: 'ar-TN' });
  });
  afterAll(async () => {
    await arabic?.close();
  });

  it('lays out right to left within 390 px, signs in and shows the home page in Arabic', async () => {
    const page = await arabic.newPage();
    await page.goto(`${dashboardOf(app)}/sign-in`);
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(page.viewportSize()!.width).toBe(390);
    // Mirrored: the app's name starts at the right edge; nothing scrolls sideways.
    const brand = (await page.locator('.brand').boundingBox())!;
    expect(brand.x + brand.width).toBeGreaterThan(390 - 40);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-sign-in-phone');

    await page.getByLabel('البريد الإلكتروني').fill(merchant.owner.email);
    await page.getByLabel('كلمة المرور').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.getByRole('heading', { name: 'الرئيسية' }).waitFor();
    const blocked = page.getByTestId('cannot-collect');
    await blocked.waitFor();
    expect(readable(await blocked.locator('li').first().textContent())).toContain('وثائق المؤسسة (KYB) قيد التحقق');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-home-phone');

    // The language switch: English, kept after a reload.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await html.getAttribute('dir')).toBe('ltr');
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(arabic.errors).toEqual([]);
    await page.close();
  });
});
