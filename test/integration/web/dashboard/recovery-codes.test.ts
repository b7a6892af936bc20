// Two-step verification's recovery codes in the dashboard, in Chromium: turning 2FA on shows the
// ten codes once, with the focus on them, a "shown once" warning, copy and download; the security
// screen counts the codes left; signing in with a recovery code in place of the app's code; turning
// 2FA off with recovery codes (the re-authentication takes one too). In French and Arabic on a
// 390 px phone as well; axe on each state; the codes read left to right in the Arabic page.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../../shared/identity/totp.js';
import { createMerchant, TEST_PASSWORD, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { dashboardOf, keepDashboardScreenshot } from './support/fixtures.js';
import { openAs, storedByPage } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;
const activeId = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.id as string | undefined);
const scrollWidth = (page: Page) => page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);

interface Words {
  start: string;
  confirm: string;
  turnOn: string;
  codesTitle: string;
  left10: string;
}

/** On the security screen: setup (after the re-authentication prompt), the first code, then the codes shown once. */
async function turnOn(page: Page, merchant: Merchant, words: Words): Promise<string[]> {
  await page.getByRole('button', { name: words.start }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=password]').fill(merchant.owner.password);
  await dialog.getByRole('button', { name: words.confirm }).click();
  const secret = await page.getByTestId('totp-secret').inputValue();
  // The prompt closed and the Start button gone, the keyboard is on what to do next.
  await expect.poll(() => activeId(page)).toBe('totp-scan');
  await page.locator('input[autocomplete=one-time-code]').fill(totpCode(secret));
  await page.getByRole('button', { name: words.turnOn, exact: true }).click();
  const shown = page.getByTestId('recovery-codes');
  await shown.waitFor();
  // The keyboard is on the codes' heading, not at the top of the page.
  expect(await activeId(page)).toBe('recovery-title');
  await shown.getByRole('heading', { name: words.codesTitle }).waitFor();
  const list = shown.getByRole('list');
  expect(await list.getAttribute('dir')).toBe('ltr');
  const codes = (await list.locator('li bdi').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(CODE);
  return codes;
}

describe('recovery codes on the security screen', () => {
  it('shows ten codes once after turning 2FA on; signs in with one; turns 2FA off with recovery codes', async () => {
    const merchant = await createMerchant(app.http);
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/security');
    await page.getByRole('heading', { name: 'Account security', level: 1 }).waitFor();
    const codes = await turnOn(page, merchant, {
      start: 'Turn on two-step verification',
      confirm: 'Confirm',
      turnOn: 'Turn on',
      codesTitle: 'Your recovery codes',
      left10: '10 recovery codes left',
    });
    const shown = page.getByTestId('recovery-codes');
    expect(await shown.textContent()).toContain('They are shown only this once');
    await shown.getByRole('button', { name: 'Copy the codes' }).click();
    await shown.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(codes.join('\n'));
    const [download] = await Promise.all([page.waitForEvent('download'), shown.getByRole('button', { name: 'Download (text file)' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const file = readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(file).toContain(code);
    expect(file).toContain(merchant.owner.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-security-recovery-codes');

    // Put away: the status gets the focus, the count is shown, and the codes are gone from the page and its storage.
    await shown.getByRole('button', { name: 'I have kept my codes' }).click();
    await page.getByTestId('totp-on').waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.dataset?.testid)).toBe('totp-on');
    expect(await page.getByTestId('recovery-left').textContent()).toBe('10 recovery codes left');
    const content = await page.content();
    for (const code of codes) expect(content).not.toContain(code);
    expect(await storedByPage(page)).not.toContain(codes[0]);

    // Sign out; sign in with a recovery code in place of the app's code, by keyboard.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email address').fill(merchant.owner.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).focus();
    await page.keyboard.press('Enter');
    // The field that replaced the app's code has the keyboard.
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.name)).toBe('recoveryCode');
    await page.keyboard.type('aaaaa-aaaaa');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Wrong or expired code.' }).waitFor();
    await page.getByLabel('Recovery code (xxxxx-xxxxx)').fill(codes[0]!);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-sign-in-recovery-code');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // The code is used up.
    const again = await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD, recoveryCode: codes[0] });
    expect(again.status).toBe(403);

    // Turn 2FA off: a recovery code, then the re-authentication prompt with another one.
    await page.goto(`${dashboardOf(app)}/security`);
    await page.getByTestId('recovery-left').filter({ hasText: '9 recovery codes left' }).waitFor();
    await page.getByLabel('Code from the app or recovery code').fill(codes[1]!);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await dialog.getByLabel('Recovery code (xxxxx-xxxxx)').fill(codes[2]!);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-security-disable-reauth');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('totp-off').filter({ hasText: 'Two-step verification is off.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.dataset?.testid)).toBe('totp-off');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-security-disabled');
    // Off: the password alone signs in, and the codes left no longer count.
    const plain = await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD });
    expect(plain.status).toBe(200);
    expect(plain.body.user).toMatchObject({ totpEnabled: false, recoveryCodeCount: 0 });
    expect(app.logs.join('\n')).not.toContain(codes[3]);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  for (const [lang, button, words] of [
    ['fr', 'Français', { start: 'Activer la vérification en deux étapes', confirm: 'Confirmer', turnOn: 'Activer', codesTitle: 'Vos codes de secours', left10: '10 codes de secours restants' }],
    ['ar', 'العربية', { start: 'تفعيل التحقق بخطوتين', confirm: 'تأكيد', turnOn: 'تفعيل', codesTitle: 'رموز الاسترداد الخاصة بك', left10: 'بقيت 10 رموز استرداد' }],
  ] as const) {
    it(`in ${lang} on a 390 px phone: the codes shown once, left to right, within the screen; the count in the language's plural`, async () => {
      const merchant = await createMerchant(app.http);
      const page = await browser.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await openAs(page, app, merchant.owner.cookie, '/security');
      await page.getByRole('button', { name: button }).click();
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe(lang);
      await turnOn(page, merchant, words);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepDashboardScreenshot(page, `${lang}-security-recovery-codes-phone`);
      await page.getByTestId('recovery-codes').getByRole('button').last().click();
      const left = (await page.getByTestId('recovery-left').textContent())!.replace(/[\u2066-\u2069]/g, '');
      expect(left).toBe(words.left10);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepDashboardScreenshot(page, `${lang}-security-totp-on-phone`);
      await page.getByRole('button', { name: 'English' }).click();
      expect(browser.errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
