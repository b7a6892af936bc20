// The staff console in a real browser, for svc_admin and svc_support: staff who sign in land on
// the console (and a merchant screen sends them back there instead of waiting for an
// organisation); svc_admin onboards an organisation (the owner's invitation link shown outside
// production, sent again on demand) and records its contract; svc_support finds organisations by
// name or tax id, finds a payment by its reference and reads its timeline (attempts with the
// provider's raw exchanges, the payment page's opens grouped), and suspends an organisation with
// a reason. Each role is offered only what the API lets it do, and the API refuses the rest (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant, createStaff, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';
import { collectingMerchant, newPayment, openAttempt } from '../../payments/support.js';
import { keepDashboardScreenshot } from '../dashboard/support/fixtures.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dispatchOutbox } from '../../../../shared/outbox/outbox.js';
import { db } from '../../../../shared/store/client.js';
import { newOutboxEvent } from '../../../../shared/store/outbox-repository.js';
import { openAs } from '../dashboard/support/session.js';
import { auditInThreeLanguages, signInThroughForm } from './support.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;
let admin: Awaited<ReturnType<typeof createStaff>>;
let support: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
  admin = await createStaff(app.http, 'svc_admin');
  support = await createStaff(app.http, 'svc_support');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const path = (page: { url(): string }) => new URL(page.url()).pathname;

describe('svc_admin', () => {
  it('lands on the console, onboards an organisation, sends the owner’s invitation again and records the contract', async () => {
    const page = await browser.newPage();
    // A merchant screen asked before signing in: staff end on the console instead of waiting there.
    await page.goto(`${app.baseUrl}/dashboard/payments`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    expect(path(page)).toBe('/dashboard/console/organisations');
    const nav = page.getByRole('navigation', { name: 'Console navigation' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Organisations', 'Payments', 'Affiliations', 'Outbox', 'Security']);
    expect(readable(await page.getByRole('banner').textContent())).toContain('Platform console');
    expect(await page.getByText('Your account belongs to no organisation').count()).toBe(0);
    await page.getByTestId('organisations').locator(`tr[data-organisation="${merchant.organisationId}"]`).waitFor();

    // Onboarding: the API's rules are the form's; the answer shows the invitation link, focused.
    await page.getByRole('link', { name: 'Onboard an organisation' }).click();
    await page.getByRole('heading', { name: 'Onboard an organisation', level: 1 }).waitFor();
    expect(await auditInThreeLanguages(page, 'onboard', (lang) => (lang === 'ar' ? /إدماج مؤسسة/ : lang === 'fr' ? /Intégrer une organisation/ : /Onboard an organisation/))).toEqual([]);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByLabel('Trading name').fill('Librairie Carthage');
    await page.getByLabel('Legal name').fill('Librairie Carthage SARL');
    await page.getByLabel('Tax id').fill('1234567/A/M/000');
    await page.getByLabel('City').fill('Carthage');
    await page.getByLabel(/^Owner’s email address/).fill('amira@carthage.example.tn');
    await page.getByRole('button', { name: 'Create and invite the owner' }).click();
    const onboarded = page.getByTestId('onboarded');
    await onboarded.waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.textContent), { timeout: 15_000 }).toBe('Librairie Carthage is onboarded.');
    const firstLink = await page.getByTestId('invite-link').inputValue();
    expect(firstLink).toMatch(/\/dashboard\/invitations\/accept\?token=[A-Za-z0-9_-]{43}$/);
    await keepDashboardScreenshot(page, 'console-en-onboarded');

    // The organisation: pending KYB, no contract; the owner has not joined, so the invitation can go again.
    await onboarded.getByRole('link', { name: 'Open the organisation' }).click();
    await page.getByRole('heading', { name: 'Librairie Carthage', level: 1 }).waitFor();
    const organisationId = path(page).split('/').at(-1)!;
    expect(await page.getByTestId('cannot-collect').locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-reason')))).toEqual([
      'kyb_pending',
      'contract_unsigned',
      'no_active_affiliation',
    ]);
    await page.getByRole('heading', { name: 'Owner’s invitation' }).waitFor();
    expect(await page.getByLabel('Owner’s email address').inputValue()).toBe('amira@carthage.example.tn');
    await page.getByRole('button', { name: 'Send the invitation again' }).click();
    await page.locator('#console-notice').filter({ hasText: 'Invitation sent to amira@carthage.example.tn.' }).waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id), { timeout: 15_000 }).toBe('console-notice');
    const secondLink = await page.getByTestId('invite-link').inputValue();
    expect(secondLink).not.toBe(firstLink);
    const stale = await app.http.post('/invitations/accept', { token: new URL(firstLink).searchParams.get('token'), firstName: 'A', lastName: 'T', password: 'a-long-password-1' });
    expect(stale.body.error).toBe('invalid_token');

    // The contract: recorded today, the trail says so with who did it.
    await page.getByRole('button', { name: 'Record the signature' }).click();
    await page.locator('#console-notice').filter({ hasText: 'Contract signature recorded' }).waitFor();
    const detail = await app.http.get(`/admin/organisations/${organisationId}`, asSession(admin.cookie));
    expect(detail.body.contractSignedAt).toEqual(expect.any(String));
    expect(detail.body.reasons).toEqual(['kyb_pending', 'no_active_affiliation']);
    const contractEntry = page.locator('li[data-action="organisation.contract_signed"]');
    await contractEntry.waitFor();
    expect(readable(await contractEntry.textContent())).toContain(admin.email);
    // Compliance's part is not offered to an admin: no KYB review link, no document opening.
    expect(await page.getByRole('link', { name: 'Review the KYB' }).count()).toBe(0);
    await keepDashboardScreenshot(page, 'console-en-organisation-admin');
    // Every form an admin has on an organisation, in the three languages.
    expect(await auditInThreeLanguages(page, 'organisation-admin', () => /Librairie Carthage/)).toEqual([]);
    await page.getByRole('button', { name: 'English', exact: true }).click();

    // The KYB queue is compliance's: its address sends an admin to the console's home; the API refuses too.
    await page.goto(`${app.baseUrl}/dashboard/console/kyb/${organisationId}`);
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    const verify = await app.http.post(`/organisations/${organisationId}/kyb/verify`, { reason: 'x' }, asSession(admin.cookie));
    expect(verify.status).toBe(403);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 240_000);
});

describe('svc_admin and the outbox', () => {
  it('retries a failed outbox event, and relays an organisation’s v2 calls with a reason', async () => {
    // An event no handler knows fails for good at its first try.
    const event = newOutboxEvent('console.unknown_type', { note: 'retry me' });
    await db().send(new PutCommand(event.put as ConstructorParameters<typeof PutCommand>[0] & { TableName: string }));
    await dispatchOutbox([event.id]);
    await app.queuesIdle();

    const page = await browser.newPage();
    await openAs(page, app, admin.cookie, '/console/outbox?status=failed');
    const row = page.locator(`tr[data-event="${event.id}"]`);
    await row.waitFor();
    expect(readable(await row.textContent())).toContain('no handler for console.unknown_type');
    await row.getByRole('button', { name: 'Retry console.unknown_type' }).click();
    await page.locator(`tr[data-event="${event.id}"][data-status="pending"]`).waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id), { timeout: 15_000 }).toBe(`state-${event.id}`);
    await app.queuesIdle();
    const after = await app.http.get('/admin/outbox?type=console.unknown_type', asSession(admin.cookie));
    expect(after.body.items[0]).toMatchObject({ id: event.id, status: 'failed', attempts: 2 });

    await openAs(page, app, admin.cookie, `/console/organisations/${merchant.organisationId}`);
    await page.getByRole('heading', { name: 'v2 API' }).waitFor();
    expect(readable(await page.getByTestId('v2-mode').textContent())).toBe('Served here');
    await page.getByRole('radio', { name: 'Relayed to the previous platform' }).check();
    const v2Form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'v2 API' }) });
    await v2Form.getByLabel('Reason (required)').fill('Shops still on the previous platform');
    await v2Form.getByRole('button', { name: 'Save' }).click();
    await page.locator('#console-notice').filter({ hasText: 'v2 API calls: Relayed to the previous platform.' }).waitFor();
    expect(readable(await page.getByTestId('v2-mode').textContent())).toBe('Relayed to the previous platform');
    expect((await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(support.cookie))).body.v2Mode).toBe('relayed');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('svc_support', () => {
  it('finds organisations, reads a payment’s whole timeline by its reference, and suspends an organisation with a reason', async () => {
    const collector = await collectingMerchant(app, ['clictopay']);
    const payment = await newPayment(app, collector, { orderId: 'cmd-77' });
    // The payer opens the payment page three times, then starts paying with ClicToPay.
    for (let i = 0; i < 3; i++) expect((await app.http.get(`/checkout/${payment.reference}`)).status).toBe(200);
    await openAttempt(app, payment.reference, 'clictopay');

    const page = await browser.newPage();
    await signInThroughForm(page, app, support.email, support.password);
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console navigation' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Organisations', 'Payments', 'Affiliations', 'Outbox', 'Security']);
    expect(await page.getByRole('link', { name: 'Onboard an organisation' }).count()).toBe(0);

    // Search: part of the name without its accent, then the tax id without its separators.
    await page.getByLabel('Name, legal name or tax id').fill('epicerie');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByTestId('organisations').locator('tr[data-organisation]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-organisation'))), { timeout: 15_000 }).toEqual([merchant.organisationId]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('epicerie');

    // A payment by its reference: the summary first, then attempts with the raw exchanges, the opens grouped.
    await nav.getByRole('link', { name: 'Payments' }).click();
    await page.getByLabel('Payment reference').fill('not-a-reference');
    await page.getByRole('button', { name: 'Find the payment' }).click();
    await page.getByRole('alert').filter({ hasText: 'A reference has 24 characters' }).waitFor();
    await page.getByLabel('Payment reference').fill(payment.reference.toUpperCase());
    await page.getByRole('button', { name: 'Find the payment' }).click();
    await page.getByTestId('payment-summary').waitFor();
    expect(readable(await page.getByTestId('payment-summary').textContent())).toBe('Status: Pending. Amount: 12,500 DT. 1 attempt.');
    expect(readable(await page.getByTestId('payment').textContent())).toContain('cmd-77');
    const opens = page.getByTestId('timeline').locator('li[data-type="checkout.opened"]');
    expect(await opens.count()).toBe(1);
    expect(await opens.getAttribute('data-opens')).toBe('3');
    expect(readable(await opens.textContent())).toContain('Payment page opened 3 times');
    await page.getByTestId('raw').getByText(/^Raw exchanges with ClicToPay, attempt 1$/).click();
    expect(readable(await page.getByTestId('raw').locator('pre').textContent())).toContain('initiation');
    await keepDashboardScreenshot(page, 'console-en-payment-timeline');
    expect(await auditInThreeLanguages(page, 'payment', (lang) => (lang === 'ar' ? /الدفع/ : /Payment|Paiement/))).toEqual([]);
    await page.getByRole('button', { name: 'English', exact: true }).click();

    // The organisation of the payment: support suspends it with a reason, and reactivates it.
    await page.getByRole('link', { name: 'Open the organisation' }).click();
    await page.getByRole('heading', { name: 'Suspend the organisation' }).waitFor();
    // Support records no contract and changes no v2 serving.
    expect(await page.getByRole('button', { name: 'Record the signature' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'v2 API' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    // The reason is required: nothing is sent without it.
    expect(await page.getByLabel('Reason (required)').evaluate((el: any) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel('Reason (required)').fill('Chargebacks under investigation');
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.locator('#console-notice').filter({ hasText: 'The organisation is suspended.' }).waitFor();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id), { timeout: 15_000 }).toBe('console-notice');
    expect(readable(await page.getByTestId('status-reason').textContent())).toBe('Reason: Chargebacks under investigation');
    const suspended = page.locator('li[data-action="organisation.suspended"]');
    await suspended.waitFor();
    expect(readable(await suspended.textContent())).toContain('Chargebacks under investigation');
    expect(readable(await suspended.textContent())).toContain(support.email);
    expect((await app.http.get('/auth/api-key', { headers: { 'x-api-key': collector.apiKey } })).body.error).toBe('organisation_suspended');
    await keepDashboardScreenshot(page, 'console-en-organisation-suspended');
    await page.getByLabel('Reason (required)').fill('Investigation closed');
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.locator('#console-notice').filter({ hasText: 'The organisation is reactivated.' }).waitFor();

    // Onboarding is not support's: no screen, and the API refuses.
    await page.goto(`${app.baseUrl}/dashboard/console/organisations/new`);
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    expect(path(page)).toBe('/dashboard/console/organisations');
    const onboard = await app.http.post('/admin/organisations', { name: 'X', legalName: 'X SARL', taxId: 'MF', country: 'TN', ownerEmail: 'x@example.tn' }, asSession(support.cookie));
    expect(onboard.status).toBe(403);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('sends a merchant who opens a console address home, and reads the outbox without retrying', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/console/organisations');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(path(page)).toBe('/dashboard/');
    expect(await page.getByRole('navigation', { name: 'Console navigation' }).count()).toBe(0);

    await openAs(page, app, support.cookie, '/console/outbox?status=done');
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await page.getByTestId('outbox').locator('tr[data-event]').first().waitFor();
    // Done events only, redacted: an invitation's link shows no token.
    expect(await page.getByTestId('outbox').locator('tr[data-event]').evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-status')))])).toEqual(['done']);
    expect(await page.getByTestId('outbox').textContent()).toContain('token=[redacted]');
    expect(await page.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    expect(await auditInThreeLanguages(page, 'outbox', (lang) => (lang === 'ar' ? /طابور الإرسال/ : lang === 'fr' ? /File d’envoi/ : /Outbox/))).toEqual([]);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});
