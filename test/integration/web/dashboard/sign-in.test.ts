// The dashboard in a real browser: served under /dashboard/ with its Content-Security-Policy;
// sign in with a password, then with a TOTP code when 2FA is on; the home page says why the
// organisation cannot collect; a visitor without a session is sent to sign in and back; sign out;
// each screen audited with axe-core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../../shared/identity/totp.js';
import { createMerchant, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { dashboardOf, enableOwnerTotp, keepDashboardScreenshot } from './support/fixtures.js';

let app: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the dashboard is served under /dashboard/', () => {
  it('answers every path with the app and a Content-Security-Policy without inline scripts', async () => {
    for (const path of ['/dashboard/', '/dashboard/sign-in', '/dashboard/password/reset?token=x']) {
      const res = await app.http.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.text).toContain('/dashboard/assets/app-');
    }
    const script = /\/dashboard\/assets\/app-[A-Z0-9]+\.js/.exec((await app.http.get('/dashboard/')).text)![0];
    const asset = await app.http.get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });
});

describe('signing in to the dashboard', () => {
  let merchant: Merchant;
  beforeAll(async () => {
    merchant = await createMerchant(app.http);
  });

  it('sends a visitor without a session to sign in, then back; the home page says why collection is not possible', async () => {
    const page = await browser.newPage();
    await page.goto(`${dashboardOf(app)}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-sign-in');

    await page.getByLabel('Email address').fill(merchant.owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email address or password.' }).waitFor();

    await page.getByLabel('Password').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const blocked = page.getByTestId('cannot-collect');
    await blocked.waitFor();
    // A new organisation: KYB pending, no contract, no affiliation; each reason says what to do.
    expect(await blocked.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-reason')))).toEqual([
      'kyb_pending',
      'contract_unsigned',
      'no_active_affiliation',
    ]);
    expect(await blocked.textContent()).toContain('our team records the signature when the signed contract reaches us');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-home-cannot-collect');

    // The session lives in an HttpOnly cookie: the page's script cannot read it.
    expect(await page.evaluate(() => (globalThis as any).document.cookie as string)).not.toContain('svc_session');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${dashboardOf(app)}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('asks for the TOTP code after the password when 2FA is on', async () => {
    const secret = await enableOwnerTotp(app, merchant);
    const page = await browser.newPage();
    await page.goto(`${dashboardOf(app)}/sign-in`);
    await page.getByLabel('Email address').fill(merchant.owner.email);
    await page.getByLabel('Password').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-sign-in-totp');

    await page.getByLabel('6-digit code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong or expired code.' }).waitFor();

    // The code that turned 2FA on is taken: sign in with the next 30-second step's code, which
    // the one step of drift accepts now (no wait for the step to come).
    await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByTestId('cannot-collect').waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});
