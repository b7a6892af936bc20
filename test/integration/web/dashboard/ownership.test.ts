// Ownership transfer on the Team screen, in a real browser: the owner starts a transfer to an
// administrator (a confirmation, then the password again when the sign-in is not recent) and
// withdraws it; starts it again and the recipient declines; starts it once more and the recipient
// accepts: they become the owner and the former owner an administrator. The focus goes to the
// section's message after each action; a member who is neither sees nothing to do. axe-core clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asSession, createMerchant, joinAs, login, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { focused, launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';
import { focusedCard } from './support/keyboard.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;
let recipient: { cookie: string; userId: string };

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
  const cookie = await joinAs(app.http, merchant, 'administrator');
  const me = await app.http.get('/auth/me', asSession(cookie));
  recipient = { cookie, userId: (me.body.user as { id: string }).id };
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const section = (page: Page) => page.getByTestId('ownership');
const notice = (page: Page, text: string) => page.locator('#own-notice').filter({ hasText: text }).waitFor();

/** The owner starts a transfer to the administrator, confirming and re-authenticating as asked. */
async function start(page: Page): Promise<void> {
  await section(page).getByLabel('New owner').selectOption(recipient.userId);
  await section(page).getByRole('button', { name: 'Transfer the ownership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer the ownership?' });
  await confirm.waitFor();
  expect(readable(await confirm.textContent())).toContain('Member administrator will become the organisation’s owner');
  await confirm.getByRole('button', { name: 'Transfer the ownership' }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await reauth.or(page.locator('#own-notice:not([hidden])')).first().waitFor();
  if (await reauth.isVisible()) {
    await reauth.getByLabel('Password').fill(merchant.owner.password);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
  }
  await notice(page, 'Transfer offered to Member administrator');
  await expect.poll(() => focusedCard(page, 'none')).toBe('own-notice');
}

describe('ownership transfer on the Team screen', () => {
  it('is started, withdrawn, declined, then accepted', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/team');
    await section(page).waitFor();
    // The sign-in is not recent: the password is asked over the confirmation. Dismissed (Escape), both dialogs
    // close and the focus is back on the button that opened them, not on the page's top.
    await section(page).getByLabel('New owner').selectOption(recipient.userId);
    await section(page).getByRole('button', { name: 'Transfer the ownership' }).click();
    await page.getByRole('dialog', { name: 'Transfer the ownership?' }).getByRole('button', { name: 'Transfer the ownership' }).click();
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await reauth.waitFor();
    await page.keyboard.press('Escape');
    await reauth.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('BUTTON#Transfer the ownership');
    await start(page);
    expect(readable(await section(page).textContent())).toContain('A transfer of ownership to Member administrator awaits their answer');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-team-ownership-pending');
    await section(page).getByRole('button', { name: 'Withdraw the transfer' }).click();
    await notice(page, 'The transfer to Member administrator is withdrawn.');
    // (The re-authentication renewed the owner's session in the browser: the API is asked as the recipient.)
    expect((await app.http.get(`/organisations/${merchant.organisationId}/ownership-transfer`, asSession(recipient.cookie))).body).toBeNull();

    // Declined by the recipient.
    await start(page);
    await page.close();
    const theirs = await browser.newPage();
    await openAs(theirs, app, recipient.cookie, '/team');
    await section(theirs).getByRole('button', { name: 'Decline' }).click();
    await notice(theirs, 'You declined the transfer of ownership.');
    await expect.poll(() => focusedCard(theirs, 'none')).toBe('own-notice');
    // Neither owner nor recipient now: nothing to start.
    expect(await section(theirs).getByRole('button').count()).toBe(0);
    await theirs.close();

    // Accepted: the recipient becomes the owner; the former owner an administrator.
    const again = await browser.newPage();
    await openAs(again, app, await login(app.http, merchant.owner.email), '/team');
    await section(again).waitFor();
    await start(again);
    await again.close();
    const accepting = await browser.newPage();
    await openAs(accepting, app, recipient.cookie, '/team?lang=ar');
    await section(accepting).getByRole('button', { name: 'قبول الملكية' }).waitFor();
    expect(await accessibilityViolations(accepting)).toEqual([]);
    await keepDashboardScreenshot(accepting, 'ar-team-ownership-offered');
    await section(accepting).getByRole('button', { name: 'قبول الملكية' }).click();
    await notice(accepting, 'أصبحت الآن مالك المؤسسة.');
    await expect.poll(() => focusedCard(accepting, 'none')).toBe('own-notice');
    // The session was read again: the new owner is offered the transfer form.
    await section(accepting).locator('select').waitFor();
    await accepting.getByRole('button', { name: 'English', exact: true }).click();
    const team = await app.http.get(`/organisations/${merchant.organisationId}/members`, asSession(recipient.cookie));
    const list = team.body.members as Array<{ userId: string; isOwner: boolean; role: string | null }>;
    expect(list.find((m) => m.userId === recipient.userId)).toMatchObject({ isOwner: true });
    expect(list.find((m) => m.userId === merchant.owner.userId)).toMatchObject({ isOwner: false, role: 'administrator' });
    expect(browser.errors).toEqual([]);
    await accepting.close();
    // The former owner, signed in again, is offered no transfer.
    const former = await browser.newPage();
    await openAs(former, app, await login(app.http, merchant.owner.email), '/team');
    await former.getByTestId('members').waitFor();
    expect(await section(former).count()).toBe(0);
    await former.close();
  }, 120_000);
});
