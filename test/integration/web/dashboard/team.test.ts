// The Team screen in a real browser: members (role in words, the owner shown as owner, accounts,
// last sign-in), a member's role and accounts changed and a member removed; invitations sent by
// keyboard with a role and accounts (the link shown outside production), sent again (the previous
// link stops working) and withdrawn; custom roles created, edited and deleted, and a member of a
// custom role who sees only what it grants. A viewer is offered no change; a role without the
// team's permissions has no Team entry. After each action the focus is on what changed. axe-core
// in three languages, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { asSession, createMerchant, joinAs, login, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

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

/** What has the keyboard focus: its data attributes (`member:…`, `invitation:…`, `role:…`) or its id. */
const focusedTarget = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement as { dataset: Record<string, string>; id: string } | null;
    if (!el) return '';
    if (el.dataset.member) return `member:${el.dataset.member}`;
    if (el.dataset.invitation) return `invitation:${el.dataset.invitation}`;
    if (el.dataset.roleId) return `role:${el.dataset.roleId}`;
    return el.id;
  });
/** Whether `locator` holds the keyboard focus (not the page's top). */
const focused = (locator: Locator) => locator.evaluate((el) => el === (globalThis as any).document.activeElement);
const card = (page: Page, kind: 'member' | 'invitation' | 'role-id', text: string) => page.locator(`li[data-${kind}]`).filter({ hasText: text });
const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const accept = (token: string, lastName: string) =>
  app.http.post('/invitations/accept', { token, firstName: 'Sami', lastName, password: TEST_PASSWORD });

describe('the Team screen', () => {
  it('lists the members with their role in words, and invites a member by keyboard', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await navLinks(page)).toContain('Team');
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    const owner = card(page, 'member', merchant.owner.email);
    await owner.waitFor();
    const ownerText = readable(await owner.textContent());
    for (const text of ['Owner', '(you)', 'Administrator', 'All accounts']) expect(ownerText).toContain(text);
    // Nobody changes the owner, nor themselves, here.
    expect(await owner.getByRole('button').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // By keyboard: open the form (Cancel closes it, the focus back on its button), type the address, choose the accounts, send.
    const inviteButton = page.getByRole('button', { name: 'Invite a member' });
    await inviteButton.focus();
    await page.keyboard.press('Enter');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.waitFor();
    // The form opens on its first field, not on the page's top.
    await expect.poll(() => focused(email)).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(inviteButton)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(email)).toBe(true);
    await page.keyboard.type(uniqueEmail('cashier'));
    const invited = await email.inputValue();
    await page.keyboard.press('Tab');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Developer' });
    await page.getByLabel('Only these accounts').focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-team-invite');
    await page.getByRole('button', { name: 'Send the invitation' }).focus();
    await page.keyboard.press('Enter');
    const invitation = card(page, 'invitation', invited);
    await invitation.waitFor();
    // The focus is on the new invitation, which shows its link outside production.
    await expect.poll(() => focusedTarget(page)).toMatch(/^invitation:/);
    const invitationText = readable(await invitation.textContent());
    expect(invitationText).toContain('Developer');
    expect(invitationText).toContain('1 account');
    const link = await invitation.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/dashboard\/invitations\/accept\?token=/);
    expect(readable(await page.locator('#team-notice').textContent())).toBe(`Invitation sent to ${invited}.`);

    // Send again: a new invitation, focused; the first link no longer works.
    await invitation.getByRole('button', { name: `Send again to ${invited}` }).click();
    await page.locator('#team-notice').filter({ hasText: 'the previous link no longer works' }).waitFor();
    const again = await card(page, 'invitation', invited).getByTestId('invite-link').inputValue();
    expect(again).not.toBe(link);
    expect(await card(page, 'invitation', invited).count()).toBe(1);
    await expect.poll(() => focusedTarget(page)).toMatch(/^invitation:/);
    expect((await accept(tokenOf(link), 'Old')).body.error).toBe('invalid_token');

    // Withdraw, after a confirmation: the invitation is gone, the focus on what says so.
    await card(page, 'invitation', invited).getByRole('button', { name: `Withdraw the invitation of ${invited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this invitation?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.locator('#team-notice').filter({ hasText: `The invitation of ${invited} is withdrawn.` }).waitFor();
    expect(await card(page, 'invitation', invited).count()).toBe(0);
    await expect.poll(() => focusedTarget(page)).toBe('team-notice');
    expect((await accept(tokenOf(again), 'Late')).body.error).toBe('invalid_token');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('changes a member’s role and accounts, then removes the member', async () => {
    const cookie = await joinAs(app.http, merchant, 'viewer');
    const me = await app.http.get<{ user: { email: string } }>('/auth/me', asSession(cookie));
    const memberEmail = me.body.user.email;
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/team');
    const member = card(page, 'member', memberEmail);
    await member.waitFor();
    expect(readable(await member.textContent())).toContain('Viewer');
    await member.getByRole('button', { name: 'Change role and accounts of Member viewer' }).focus();
    await page.keyboard.press('Enter');
    // The form opens on its first field, not on the page's top.
    await expect.poll(() => focused(member.getByRole('combobox', { name: 'Role' }))).toBe(true);
    // Escape closes it, as Cancel does; Enter on the card's button opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => member.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
    await member.getByRole('button', { name: 'Change role and accounts of Member viewer' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(member.getByRole('combobox', { name: 'Role' }))).toBe(true);
    await member.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Support' });
    await member.getByLabel('Only these accounts').check();
    // No account ticked: said before anything is sent.
    await member.getByRole('button', { name: 'Save' }).click();
    await member.getByRole('alert').filter({ hasText: 'Choose at least one account.' }).waitFor();
    await member.getByRole('checkbox').first().check();
    await member.getByRole('button', { name: 'Save' }).click();
    await page.locator('#team-notice').filter({ hasText: 'The role and accounts of Member viewer are saved.' }).waitFor();
    const text = readable(await member.textContent());
    expect(text).toContain('Support');
    expect(text).toContain('1 account');
    await expect.poll(() => focusedTarget(page)).toMatch(/^member:/);
    // The API agrees: the member now holds Support's permissions only.
    const after = await app.http.get<{ memberships: { permissions: string[] }[] }>('/auth/me', asSession(cookie));
    expect(after.body.memberships[0]!.permissions.sort()).toEqual(['payments.cancel', 'payments.view']);

    await member.getByRole('button', { name: 'Remove Member viewer' }).click();
    await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Remove' }).click();
    await page.locator('#team-notice').filter({ hasText: 'Member viewer is no longer a member of the organisation.' }).waitFor();
    expect(await card(page, 'member', memberEmail).count()).toBe(0);
    await expect.poll(() => focusedTarget(page)).toBe('team-notice');
    expect((await app.http.get(`/organisations/${merchant.organisationId}`, asSession(cookie))).status).toBe(404);
    await page.close();
  });

  it('creates, edits and deletes a custom role, whose member sees only what it grants', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/team');
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    // Predefined roles are read-only, named and described in the page's language.
    const viewer = card(page, 'role-id', 'Views everything, changes nothing.');
    expect(await viewer.getByRole('button').count()).toBe(0);
    expect(readable(await viewer.textContent())).toContain('Payments: view');
    // By keyboard, the form opens on its first field (Cancel closes it, the focus back on its button).
    const createRole = page.getByRole('button', { name: 'Create a role' });
    await createRole.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page.getByLabel('Role name'))).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(createRole)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page.getByLabel('Role name'))).toBe(true);
    await page.keyboard.type('Comptable');
    await page.getByLabel('Description (optional)').fill('Suit les encaissements');
    const payments = page.getByRole('group', { name: 'Payments', exact: true });
    await payments.getByLabel('view').check();
    await payments.getByLabel('export').check();
    await page.getByRole('group', { name: 'Payment links' }).getByLabel('view', { exact: true }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-team-role-create');
    await page.getByRole('button', { name: 'Create the role' }).click();
    const role = card(page, 'role-id', 'Comptable');
    await role.waitFor();
    await expect.poll(() => focusedTarget(page)).toMatch(/^role:/);
    const roleText = readable(await role.textContent());
    for (const text of ['Custom', '0 members', 'Payments: view and export', 'Payment links: view', 'Suit les encaissements']) expect(roleText).toContain(text);

    // A member of the role: Home, Payments, Payment links and Security, nothing else.
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const email = uniqueEmail('comptable');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Comptable' });
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    const link = await card(page, 'invitation', email).getByTestId('invite-link').inputValue();
    expect((await accept(tokenOf(link), 'Comptable')).status).toBe(200);
    const memberCookie = await login(app.http, email);
    const memberPage = await browser.newPage();
    await openAs(memberPage, app, memberCookie, '/');
    await memberPage.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await navLinks(memberPage)).toEqual(['Home', 'Payments', 'Refunds', 'Payment links', 'Security']);
    await memberPage.goto(`${app.baseUrl}/dashboard/team`);
    await memberPage.getByText('Your role does not give access to the team.').waitFor();

    // Edited: its member may now read the team, and still change nothing. (The two tabs share
    // the browser's cookies: each opens with its own session again.)
    await openAs(page, app, merchant.owner.cookie, '/team');
    await card(page, 'role-id', 'Comptable').waitFor();
    expect(readable(await card(page, 'role-id', 'Comptable').textContent())).toContain('1 member');
    await card(page, 'role-id', 'Comptable').getByRole('button', { name: 'Edit the role Comptable' }).click();
    await expect.poll(() => focused(page.getByLabel('Role name'))).toBe(true);
    await page.getByRole('group', { name: 'Members', exact: true }).getByLabel('view', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#team-notice').filter({ hasText: 'The role “Comptable” is saved' }).waitFor();
    await expect.poll(() => focusedTarget(page)).toMatch(/^role:/);
    expect(readable(await card(page, 'role-id', 'Comptable').textContent())).toContain('Members: view');
    await openAs(memberPage, app, memberCookie, '/team');
    await memberPage.getByRole('heading', { name: 'Members' }).waitFor();
    await card(memberPage, 'member', email).waitFor();
    expect(await navLinks(memberPage)).toContain('Team');
    expect(await memberPage.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    expect(await memberPage.getByRole('heading', { name: 'Roles' }).count()).toBe(0);
    await memberPage.close();
    await openAs(page, app, merchant.owner.cookie, '/team');
    await card(page, 'role-id', 'Comptable').waitFor();

    // Deleting a role in use is refused in words; once unused, it goes.
    await card(page, 'role-id', 'Comptable').getByRole('button', { name: 'Delete the role Comptable' }).click();
    await page.getByRole('dialog', { name: 'Delete this role?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alert').filter({ hasText: 'A member or a pending invitation still uses this role' }).waitFor();
    const member = card(page, 'member', email);
    await member.getByRole('button', { name: /^Change role and accounts of/ }).click();
    await member.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Viewer' });
    await member.getByRole('button', { name: 'Save' }).click();
    await page.locator('#team-notice').filter({ hasText: 'are saved' }).waitFor();
    await page.reload();
    await card(page, 'role-id', 'Comptable').getByRole('button', { name: 'Delete the role Comptable' }).click();
    await page.getByRole('dialog', { name: 'Delete this role?' }).getByRole('button', { name: 'Delete' }).click();
    await page.locator('#team-notice').filter({ hasText: 'The role “Comptable” is deleted.' }).waitFor();
    expect(await card(page, 'role-id', 'Comptable').count()).toBe(0);
    await expect.poll(() => focusedTarget(page)).toBe('team-notice');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('offers a viewer nothing to change, and a role without the team no Team entry', async () => {
    const viewerCookie = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, viewerCookie, '/team');
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByTestId('members').waitFor();
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    const supportCookie = await joinAs(app.http, merchant, 'support');
    await openAs(page, app, supportCookie, '/');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await navLinks(page)).not.toContain('Team');
    await page.close();
  });

  it('offers an administrator limited to one account to change or remove only the members within their reach', async () => {
    const limitedCookie = await joinAs(app.http, merchant, 'administrator', 'accounts', [merchant.defaultAccountId]);
    const userIdOf = async (cookie: string) => (await app.http.get('/auth/me', asSession(cookie))).body.user.id as string;
    const reached = await userIdOf(await joinAs(app.http, merchant, 'finance', 'accounts', [merchant.defaultAccountId]));
    const everyAccount = await userIdOf(await joinAs(app.http, merchant, 'developer'));
    const page = await browser.newPage();
    await openAs(page, app, limitedCookie, '/team');
    const card = (userId: string) => page.locator(`li[data-member="${userId}"]`);
    await card(reached).waitFor();
    expect(await card(reached).getByRole('button', { name: 'Remove Member finance' }).count()).toBe(1);
    expect(await card(reached).getByRole('button', { name: 'Change role and accounts of Member finance' }).count()).toBe(1);
    // A member of every account is out of their reach: the API would refuse, so nothing is offered.
    expect(await card(everyAccount).getByRole('button').count()).toBe(0);
    await page.close();
  });

  it('reads in French, Arabic and English, on a phone and a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/team');
    await page.getByTestId('roles').waitFor();
    for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
      await page.setViewportSize(viewport);
      for (const [button, heading, code] of [['Français', 'Équipe', 'fr'], ['العربية', 'الفريق', 'ar'], ['English', 'Team', 'en']] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await keepDashboardScreenshot(page, `${code}-team-${viewport.name}`);
      }
    }
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    const owner = card(page, 'member', merchant.owner.email);
    expect(readable(await owner.textContent())).toContain('المالك');
    expect(readable(await owner.textContent())).toContain('مسؤول');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});
