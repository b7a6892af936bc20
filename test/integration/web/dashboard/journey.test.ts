// A new merchant's first hour in the dashboard, in a real browser (issue 18, item 4): the owner
// accepts the invitation from the email the service sent when the organisation was created, sets a
// password, turns on two-step verification with a code computed from the secret the screen shows
// (otpauth, as an authenticator app would), signs in again with it, registers a webhook endpoint,
// creates a payment link; a payer pays it through the link's public page at the ClicToPay
// simulator; the owner finds the payment succeeded with its webhook try on the timeline.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContractSignature, reviewKyb } from '../../../../shared/organisations/change-organisation.js';
import { asSession, createStaff, TEST_PASSWORD, uniqueEmail } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, payByCard, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { eventually, PAYMENT_TEST_ENV, putAffiliation, setRoutes } from '../../payments/support.js';
import { startReceiver, type Receiver } from '../../webhooks/support.js';
import { dashboardOf, keepDashboardScreenshot, linkInMail } from './support/fixtures.js';

const SUCCESS_CARD = '4509211111111119';

let app: TestApp;
let browser: TestBrowser;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  receiver = await startReceiver();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

/** The code an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
const authenticatorCode = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe('a new owner in the dashboard', () => {
  it('joins, turns on 2FA, signs in with it, creates a link, and sees a payer\'s payment succeed with its webhook try', async () => {
    // The platform onboards the organisation; the service emails its owner an invitation.
    const staff = await createStaff(app.http, 'svc_admin');
    const ownerEmail = uniqueEmail('owner');
    const before = (await app.mails()).length;
    const onboarded = await app.http.post(
      '/admin/organisations',
      { name: 'Dar Jerba', legalName: 'Dar Jerba SARL', taxId: `MF-${Date.now()}`, country: 'TN', ownerEmail },
      asSession(staff.cookie),
    );
    expect(onboarded.status, onboarded.text).toBe(201);
    const organisationId = onboarded.body.id as string;
    const accountId = (onboarded.body.paymentAccounts as { id: string; isDefault: boolean }[]).find((a) => a.isDefault)!.id;
    const invitation = await linkInMail(app, ownerEmail, '/invitations/accept', before);
    // KYB verified, contract signed, ClicToPay active on the default account: the organisation can collect.
    const change = { organisationId, actor: { type: 'system' as const, id: null }, clientIp: null };
    await reviewKyb(change, 'verify', 'journey test');
    await recordContractSignature(change, new Date().toISOString());
    await setRoutes(organisationId, accountId, [{ provider: 'clictopay', affiliationId: await putAffiliation(organisationId, 'clictopay') }]);

    // The invitation: an account with a password, then sign in.
    const page = await browser.newPage();
    await page.goto(invitation);
    expect(invitation.startsWith(`${dashboardOf(app)}/invitations/accept?token=`)).toBe(true);
    await page.getByRole('heading', { name: 'Join the organisation' }).waitFor();
    await page.getByLabel('First name').fill('Leila');
    await page.getByLabel('Last name').fill('Ben Youssef');
    await page.getByLabel('New password (at least 10 characters)').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByRole('status').filter({ hasText: 'Invitation accepted. Sign in to continue.' }).waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email address').fill(ownerEmail);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByTestId('can-collect').waitFor();

    // Two-step verification: the secret shown once, a code computed from it.
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    // The setup asks for a recent sign-in when the API wants one.
    const secretField = page.getByTestId('totp-secret');
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await secretField.or(reauth).first().waitFor();
    if (await reauth.isVisible()) {
      await reauth.getByLabel('Password').fill(TEST_PASSWORD);
      await reauth.getByRole('button', { name: 'Confirm' }).click();
    }
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).evaluate((img: any) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-security-totp-setup');
    await page.getByLabel('6-digit code from your authenticator app').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    // The ten recovery codes are shown once; put away, the screen says 2FA is on.
    await page.getByTestId('recovery-codes').getByRole('button', { name: 'I have kept my codes' }).click();
    await page.getByTestId('totp-on').waitFor();
    expect(await page.content()).not.toContain(secret);

    // Signed in again, now with the code (a code is taken once: the next 30-second step's code,
    // which the one step of drift accepts now, so no wait for the step to come).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email address').fill(ownerEmail);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('6-digit code from your authenticator app').fill(authenticatorCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();

    // The shop's server, to be told of payments.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    await page.getByLabel('Address of your server (https URL)').fill(receiver.url);
    await page.getByLabel('payment.succeeded').check();
    await page.getByRole('button', { name: 'Create the endpoint' }).click();
    await page.getByTestId('shown-once').waitFor();
    await page.getByRole('button', { name: 'I have kept it' }).click();

    // A payment link for 12,500 DT.
    await page.getByRole('link', { name: 'Payment links' }).click();
    await page.getByRole('link', { name: 'Create a link' }).click();
    await page.getByLabel('Title (80 characters at most)').fill('Tapis de Kairouan');
    await page.getByLabel('Amount in dinars').fill('12,500');
    await page.getByRole('button', { name: 'Create the link' }).click();
    await page.getByRole('heading', { name: 'Tapis de Kairouan', level: 1 }).waitFor();
    const linkUrl = await page.getByTestId('link-url').inputValue();

    // A payer opens the link's public page and pays at the ClicToPay simulator.
    const payer = await browser.newPage();
    await payer.goto(linkUrl);
    await payer.getByRole('button', { name: 'Continue to payment' }).click();
    const clictopay = payer.getByRole('radio', { name: /ClicToPay/ });
    await clictopay.or(payer.getByRole('button', { name: /^Pay / })).first().waitFor();
    if (await clictopay.count()) await clictopay.check();
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.waitForURL((url) => url.origin === new URL(app.simulators.urls.clictopay).origin);
    await payByCard(payer, SUCCESS_CARD);
    await payer.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const reference = /\/pay\/([0-9a-f]{24})/.exec(payer.url())?.[1];
    await payer.close();

    // The owner sees the payment succeeded, and the webhook's try on its timeline.
    await eventually(async () => expect(receiver.requests).toHaveLength(1), 30_000);
    await page.getByRole('link', { name: 'Payments' }).click();
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    expect(readable(await row.textContent())).toContain('12,500 DT');
    if (reference) expect(await row.getAttribute('data-reference')).toBe(reference);
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('succeeded');
    await row.getByRole('link').first().click();
    await page.getByTestId('timeline').waitFor();
    await eventually(async () => {
      await page.reload();
      await page.locator('.timeline li[data-type="webhook.try"]').first().waitFor({ timeout: 2_000 });
    }, 30_000);
    const webhookTry = page.locator('.timeline li[data-type="webhook.try"]').first();
    expect(await webhookTry.textContent()).toContain(`Try 1 (automatic) ${receiver.url}`);
    expect(await webhookTry.textContent()).toContain('HTTP answer 200');
    expect(await page.getByTestId('merchant-confirmation').getAttribute('data-value')).toBe('confirmed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-journey-payment-succeeded');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 180_000);
});
