// A new merchant from the emailed invitation to a paid test payment, every merchant step in the
// dashboard (issue 28, item 3), once in English and once in Arabic: the owner accepts the
// invitation and signs in; fills the profile and uploads a document; our staff verify KYB and
// record the contract through the API; the owner connects ClicToPay's sandbox, brands the default
// account and routes ClicToPay on it, creates a payment, and a payer pays it with a test card at
// the sandbox checkout. The checklist's state is asserted at each step. Lean in page loads: the
// dashboard is loaded once (the invitation's link) and moved through by its own links; the payer's
// checkout is a second page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_CREDENTIALS } from '../../../../lib/local/simulators/sandbox-credentials.js';
import { ar } from '../../../../lib/web/dashboard/src/i18n/ar.js';
import { en } from '../../../../lib/web/dashboard/src/i18n/en.js';
import { asSession, createStaff, TEST_PASSWORD, uniqueEmail } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, payByCard, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { tinyPdf } from '../../files/support.js';
import { eventually, PAYMENT_TEST_ENV } from '../../payments/support.js';
import { keepDashboardScreenshot, linkInMail } from './support/fixtures.js';

const SUCCESS_CARD = '4509211111111119';

let app: TestApp;
let browser: TestBrowser;
let staff: { admin: string; compliance: string };

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  const [admin, compliance] = await Promise.all([createStaff(app.http, 'svc_admin'), createStaff(app.http, 'svc_compliance')]);
  staff = { admin: admin.cookie, compliance: compliance.cookie };
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Each checklist step as `key:state`, in order. */
const states = (page: Page) =>
  page.locator('li[data-step]').evaluateAll((items) => items.map((item) => `${(item as any).dataset.step}:${(item as any).dataset.state}`));

/** The text of the status message that holds the keyboard focus, or what holds it instead (the body: the page's top). */
const focusedStatus = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement;
    return el && el.getAttribute('role') === 'status' ? String(el.textContent) : `not a status: ${el?.tagName}`;
  });

/** Home through the navigation (the screen reads the organisation again), then the checklist as it stands. */
async function homeStates(page: Page, M: typeof en): Promise<string[]> {
  await page.getByRole('navigation', { name: M.mainNav }).getByRole('link', { name: M.navHome, exact: true }).click();
  await page.getByRole('heading', { name: M.homeTitle, level: 1 }).waitFor();
  await page.locator('li[data-step="payment"]').or(page.getByTestId('can-collect')).first().waitFor();
  return states(page);
}

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('a new merchant in the dashboard (%s)', (code, M) => {
  it('goes from the emailed invitation to a paid test payment, the checklist following each step', async () => {
    const ownerEmail = uniqueEmail(`owner-${code}`);
    const before = (await app.mails()).length;
    const onboarded = await app.http.post(
      '/admin/organisations',
      { name: code === 'ar' ? 'دار جربة' : 'Dar Jerba', legalName: 'Dar Jerba SARL', taxId: `MF-${Date.now()}-${code}`, country: 'TN', ownerEmail },
      asSession(staff.admin),
    );
    expect(onboarded.status, onboarded.text).toBe(201);
    const organisationId = onboarded.body.id as string;
    const invitation = await linkInMail(app, ownerEmail, '/invitations/accept', before);

    // The invitation, in the language asked for: an account with a password, then sign in.
    const page = await browser.newPage();
    // A new person: no session of the other run's owner.
    await page.context().clearCookies();
    await page.setViewportSize(code === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 });
    await page.goto(`${invitation}&lang=${code}`);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe(code);
    // The page names the organisation and the address invited.
    const invitedTo = page.getByTestId('invited-to');
    await invitedTo.waitFor();
    expect(readable(await invitedTo.textContent())).toContain(code === 'ar' ? 'دار جربة' : 'Dar Jerba');
    expect(readable(await invitedTo.textContent())).toContain(ownerEmail);
    await page.getByLabel(M.firstName, { exact: true }).fill(code === 'ar' ? 'أميرة' : 'Amira');
    await page.getByLabel(M.lastName, { exact: true }).fill('Trabelsi');
    await page.getByLabel(M.newPassword).fill(TEST_PASSWORD);
    // By keyboard: the form gives way to what was done, which takes the focus (not the page's top).
    await page.getByRole('button', { name: M.inviteAccept }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: M.inviteDone }).waitFor();
    await expect.poll(async () => readable(await focusedStatus(page))).toBe(M.inviteDone);
    await page.getByRole('link', { name: M.goToSignIn }).click();
    await page.getByLabel(M.email).fill(ownerEmail);
    await page.getByLabel(M.password, { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: M.signIn, exact: true }).click();
    await page.getByTestId('checklist').waitFor();
    expect(await states(page)).toEqual(['profile:todo', 'documents:todo', 'contract:waiting', 'affiliation:todo', 'account:todo', 'payment:blocked']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, `${code}-onboarding-start`);

    // The profile and a document, from the checklist's link.
    await page.locator('li[data-step="profile"] a').click();
    await page.locator('input[name="address"]').fill('12 rue Habib Bourguiba');
    await page.locator('input[name="city"]').fill('Houmt Souk');
    await page.locator('input[name="postalCode"]').fill('4180');
    await page.locator('input[name="phone"]').fill('+21675000000');
    await page.locator('input[name="email"]').fill('contact@darjerba.tn');
    await page.getByRole('button', { name: M.orgProfileSave }).click();
    await page.locator('#org-notice').filter({ hasText: M.orgProfileSaved }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'rne.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: M.orgUpload }).click();
    await page.locator('li[data-file]').waitFor();
    expect(await homeStates(page, M)).toEqual(['profile:done', 'documents:review', 'contract:waiting', 'affiliation:todo', 'account:todo', 'payment:blocked']);

    // Our staff: KYB verified, the contract recorded (through the API).
    const kyb = await app.http.post(`/organisations/${organisationId}/kyb/verify`, { reason: 'RNE extract checked' }, asSession(staff.compliance));
    expect(kyb.status, kyb.text).toBeLessThan(300);
    const contract = await app.http.post(`/admin/organisations/${organisationId}/contract`, {}, asSession(staff.admin));
    expect(contract.status, contract.text).toBeLessThan(300);
    // The organisation screen and back home: both read again.
    await page.locator('li[data-step="contract"] a').click();
    await page.getByTestId('contract').locator('[data-status="signed"]').waitFor();
    // Said once: the badge, then the day.
    expect(readable(await page.getByTestId('contract').textContent())).not.toContain(`${M.orgContractSigned} ${M.orgContractSigned}`);
    expect(await homeStates(page, M)).toEqual(['profile:done', 'documents:done', 'contract:done', 'affiliation:todo', 'account:todo', 'payment:blocked']);

    // A sandbox affiliation to ClicToPay, from the checklist's link.
    await page.locator('li[data-step="affiliation"] a').click();
    await page.locator('li[data-provider="clictopay"] button').click();
    await page.locator('#new-clictopay-userName').fill(SANDBOX_CREDENTIALS.clictopay.userName);
    await page.locator('#new-clictopay-password').fill(SANDBOX_CREDENTIALS.clictopay.password);
    await page.getByRole('button', { name: M.provConnectSubmit }).click();
    const reauth = page.locator('dialog[open]');
    const card = page.locator('li[data-affiliation]');
    await reauth.or(card).first().waitFor();
    if (await reauth.isVisible()) {
      await reauth.locator('input[type="password"]').fill(TEST_PASSWORD);
      await reauth.getByRole('button', { name: M.confirm }).click();
    }
    await page.locator('li[data-affiliation][data-status="active"]').waitFor();
    const affiliationId = (await card.getAttribute('data-affiliation'))!;
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, `${code}-onboarding-provider`);
    expect(await homeStates(page, M)).toEqual(['profile:done', 'documents:done', 'contract:done', 'affiliation:done', 'account:todo', 'payment:todo']);

    // The default account: branded, and ClicToPay routed on it.
    await page.locator('li[data-step="account"] a').click();
    const account = page.locator('li[data-account]').first();
    const accountId = (await account.getAttribute('data-account'))!;
    // Its buttons are named for the account (`Edit the account …`): found by what they show.
    await account.locator('.actions button', { hasText: M.accEdit }).click();
    await account.getByLabel(M.accDisplayNameField).fill(code === 'ar' ? 'دار جربة' : 'Dar Jerba');
    await account.getByLabel(M.accThemeColourField).fill('#0b6e4f');
    await account.getByRole('button', { name: M.accSave }).click();
    await page.locator('#acc-notice').waitFor({ state: 'visible' });
    await account.locator('.actions button', { hasText: M.routeEdit }).click();
    const routing = account.getByTestId('routing-form');
    await routing.locator(`#route-${accountId}-clictopay`).selectOption(affiliationId);
    expect(readable(await routing.getByTestId('payer-offer').textContent())).toBe(readable(M.routePayerSees.replace('{providers}', 'ClicToPay')));
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, `${code}-onboarding-routing`);
    await routing.getByRole('button', { name: M.routeSave }).click();
    await account.locator('[data-route="clictopay"][data-state="active"]').waitFor();
    expect(await homeStates(page, M)).toEqual(['profile:done', 'documents:done', 'contract:done', 'affiliation:done', 'account:done', 'payment:todo']);
    await page.getByTestId('can-collect').waitFor();

    // A payment from the checklist's link, paid by a payer with a test card at the sandbox checkout.
    await page.locator('li[data-step="payment"] a').click();
    await page.getByLabel(M.payAmountInput).fill('12,500');
    // The payer's page in English whatever the merchant's language (it defaults to the dashboard's).
    await page.getByTestId('payer-language').selectOption('en');
    await page.getByRole('button', { name: M.payCreate }).click();
    const payUrl = await page.getByTestId('pay-url').inputValue();
    const payer = await browser.newPage();
    await payer.goto(payUrl);
    const clictopay = payer.getByRole('radio', { name: /ClicToPay/ });
    await clictopay.or(payer.getByRole('button', { name: /^Pay / })).first().waitFor();
    if (await clictopay.count()) await clictopay.check();
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
    await payByCard(payer, SUCCESS_CARD);
    await payer.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await payer.close();

    // Home: once the payment has succeeded (its callback may take a moment), the checklist gives way to "can collect".
    const nav = page.getByRole('navigation', { name: M.mainNav });
    await eventually(async () => {
      await nav.getByRole('link', { name: M.navPayments, exact: true }).click();
      await page.getByRole('heading', { name: M.homeTitle, level: 1 }).waitFor({ state: 'detached' });
      await nav.getByRole('link', { name: M.navHome, exact: true }).click();
      // Home shows the organisation and the checklist together, once both are read.
      await page.getByTestId('can-collect').waitFor();
      expect(await page.getByTestId('checklist').count()).toBe(0);
    }, 30_000);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, `${code}-onboarding-done`);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 240_000);
});
