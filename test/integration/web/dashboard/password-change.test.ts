// Changing the password on the Security screen, in a real browser: the two fields must agree;
// the current password is asked again; the other sessions end and the screen says how many; this
// browser stays signed in. In Arabic on a phone as well, axe-core clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant, login, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';
import { focusedCard } from './support/keyboard.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('changing the password on the Security screen', () => {
  it('asks for the current password, signs the other sessions out and keeps this one', async () => {
    const other = await login(app.http, merchant.owner.email);
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/security');
    const form = page.locator('section[aria-labelledby="password-title"]');
    await form.getByLabel('New password (at least 10 characters)').fill('a-new-password-42');
    await form.getByLabel('New password, once more').fill('a-new-password-43');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await form.getByRole('alert').filter({ hasText: 'The two passwords are not the same.' }).waitFor();
    await form.getByLabel('New password, once more').fill('a-new-password-42');
    await form.getByRole('button', { name: 'Change the password' }).click();
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await reauth.waitFor();
    await reauth.getByLabel('Password').fill(merchant.owner.password);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    const status = page.getByTestId('password-changed');
    await status.filter({ hasText: 'Your password is changed.' }).waitFor();
    expect(readable(await status.textContent())).toMatch(/^Your password is changed\. \d+ other sessions? (was|were) signed out\.$/);
    await expect.poll(() => focusedCard(page, 'testid')).toBe('password-changed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-security-password');
    // The other session is over; this browser is still signed in.
    expect((await app.http.get('/auth/me', asSession(other))).status).toBe(401);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await login(app.http, merchant.owner.email, 'a-new-password-42');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'الأمان' }).click();
    await page.getByRole('heading', { name: 'كلمة المرور', level: 2 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-security-password-390');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});
