// Helpers of the dashboard's browser tests, on top of the shared browser (test/support/browser.ts,
// whose `accessibilityViolations` audits every page with axe-core, every impact counted):
// screenshots under test-artifacts/dashboard/, a slow read of the organisation, and the owner's second
// factor turned on.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { totpCode } from '../../../../../shared/identity/totp.js';
import { saveFullPage } from '../../../../support/browser.js';
import { asSession, sessionCookieOf, type Merchant } from '../../../../support/fixtures.js';
import type { TestApp } from '../../../../support/test-app.js';

const ARTIFACTS = new URL('../../../../../test-artifacts/dashboard/', import.meta.url);

/** Keeps a full-page screenshot: test-artifacts/dashboard/<name>.png. */
export async function keepDashboardScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await saveFullPage(page, new URL(`${name}.png`, ARTIFACTS).pathname);
}

/**
 * Delays the page's reads of the organisation (and so of the member's accounts) by 1.5 s, as on a slow
 * link, until the function it answers is called: what waits on them must wait.
 */
export async function slowOrganisationReads(page: Page): Promise<() => Promise<void>> {
  const organisation = /\/organisations\/[^/?]+$/;
  const delayed = new Set<Promise<void>>();
  await page.route(organisation, (route) => {
    const read = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => route.continue());
    delayed.add(read);
    return read.finally(() => delayed.delete(read));
  });
  // The reads still held go on first: one let through by the removed route would be handled twice.
  return async () => {
    await Promise.all(delayed);
    await page.unroute(organisation);
  };
}

/** Turns 2FA on for the merchant's owner through the API; answers the TOTP secret. */
export async function enableOwnerTotp(app: TestApp, merchant: Merchant): Promise<string> {
  const reauth = await app.http.post('/auth/reauth', { password: merchant.owner.password }, asSession(merchant.owner.cookie));
  if (reauth.status !== 200) throw new Error(`reauth: ${reauth.status} ${reauth.text}`);
  // A re-authentication renews the session's cookie.
  const session = asSession(sessionCookieOf(reauth.headers));
  const setup = await app.http.post<{ secret: string }>('/auth/totp/setup', undefined, session);
  if (setup.status !== 200) throw new Error(`totp setup: ${setup.status} ${setup.text}`);
  const enable = await app.http.post('/auth/totp/enable', { code: totpCode(setup.body.secret) }, session);
  if (enable.status !== 200) throw new Error(`totp enable: ${enable.status} ${enable.text}`);
  return setup.body.secret;
}

/** The dashboard's address in a test app (DASHBOARD_URL). */
export const dashboardOf = (app: TestApp) => `${app.baseUrl}/dashboard`;

/** The first dashboard link of `path` (e.g. `/invitations/accept`) in an email to `to` written after `before` mails. */
export async function linkInMail(app: TestApp, to: string, path: string, before: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  const pattern = new RegExp(`https?://[^\\s"<>]+/dashboard${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`);
  for (;;) {
    const mails = (await app.mails()).slice(before).map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const link = mails.filter((mail) => mail.includes(`To: ${to}`)).map((mail) => pattern.exec(mail)?.[0]).find(Boolean);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a ${path} link`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
