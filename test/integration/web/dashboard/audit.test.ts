// The audit log in a real browser: the organisation's entries newest first, each action named in
// the page's language with who did it and its reason (a refused KYB check says why), filtered by
// area and by who, older entries loaded on demand with the focus where the reader left off; a role
// without audit.view has no entry for it. axe-core in three languages, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reviewKyb } from '../../../../shared/organisations/change-organisation.js';
import { asSession, createMerchant, joinAs, uniqueEmail, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;
/** A merchant with a short log (one entry of each kind the screen names), for the audits in three languages. */
let shortLog: Merchant;
let invited: string;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
  const owner = asSession(merchant.owner.cookie);
  // 100 profile changes, so that the log has a second page.
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => app.http.patch(`/organisations/${merchant.organisationId}`, { city: `Sfax ${batch * 10 + i}` }, owner)),
    );
  }
  invited = uniqueEmail('cashier');
  const invitation = await app.http.post(`/organisations/${merchant.organisationId}/members`, { email: invited, roleId: merchant.roles.viewer }, owner);
  if (invitation.status !== 201) throw new Error(invitation.text);
  await reviewKyb({ organisationId: merchant.organisationId, actor: { type: 'system', id: null }, clientIp: null }, 'refuse', 'Patente illisible');

  shortLog = await createMerchant(app.http, 'Parfumerie Nabeul');
  const shortOwner = asSession(shortLog.owner.cookie);
  expect((await app.http.patch(`/organisations/${shortLog.organisationId}`, { city: 'Nabeul' }, shortOwner)).status).toBe(200);
  await joinAs(app.http, shortLog, 'viewer');
  await reviewKyb({ organisationId: shortLog.organisationId, actor: { type: 'system', id: null }, clientIp: null }, 'refuse', 'Patente illisible');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const entries = (page: Page) => page.getByTestId('audit').locator('li[data-audit]');

describe('the audit log', () => {
  it('names each action with who did it and why, filters, and loads older entries', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await entries(page).first().waitFor();
    // Newest first: the refused KYB check, its reason, by the platform.
    const refused = readable(await entries(page).first().textContent());
    for (const text of ['KYB check refused', 'Patente illisible', 'The platform']) expect(refused).toContain(text);
    const invitation = page.locator('li[data-action="member.invited"]');
    expect(readable(await invitation.textContent())).toContain(invited);
    expect(readable(await page.getByTestId('audit-count').textContent())).toBe('100 entries shown of 100 loaded.');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Filters: the team's entries only; then who did it.
    await page.getByLabel('Area').selectOption({ label: 'Team' });
    expect(await entries(page).evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-action')))])).toEqual(['member.invited']);
    expect(readable(await page.getByTestId('audit-count').textContent())).toBe('1 entry shown of 100 loaded.');
    await page.getByLabel('Area').selectOption({ label: 'Organisation' });
    await page.getByLabel('By').selectOption({ label: 'The platform' });
    expect(await entries(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-action')))).toEqual(['organisation.kyb_refused']);
    await page.getByLabel('By').selectOption({ index: 0 });
    await page.getByLabel('Area').selectOption({ index: 0 });

    // Older entries: added below, the first of them focused.
    await page.getByRole('button', { name: 'Load older entries' }).click();
    await page.getByTestId('audit-count').filter({ hasText: /of 10[1-9] loaded/ }).waitFor();
    await expect.poll(() => entries(page).nth(100).evaluate((li) => li === (globalThis as any).document.activeElement)).toBe(true);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('is not offered to a role without audit.view', async () => {
    const cookie = await joinAs(app.http, merchant, 'support');
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/dashboard/audit`);
    await page.getByText('Your role does not give access to the audit log.').waitFor();
    await page.close();
  });

  // Each kind of entry once, not a hundred profile changes: six audits and full-page screenshots of those hundred
  // kept this file's Chromium busy 16.7 core-seconds, against 7.0 (measured 2026-11-27).
  it('reads in French, Arabic and English, on a phone and a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, shortLog.owner.cookie, '/audit');
    await entries(page).first().waitFor();
    for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
      await page.setViewportSize(viewport);
      for (const [button, heading, code] of [['Français', 'Journal d’audit', 'fr'], ['العربية', 'سجل التدقيق', 'ar'], ['English', 'Audit log', 'en']] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await keepDashboardScreenshot(page, `${code}-audit-${viewport.name}`);
      }
    }
    await page.getByRole('button', { name: 'Français', exact: true }).click();
    expect(readable(await page.locator('li[data-action="organisation.kyb_refused"]').textContent())).toContain('Vérification KYB refusée');
    expect(readable(await page.locator('li[data-action="member.joined"]').first().textContent())).toContain('Invitation acceptée');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
