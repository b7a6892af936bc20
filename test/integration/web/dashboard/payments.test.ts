// The dashboard's payments screens in a real browser: the list in dinars with the API's filters
// and keyset paging; a paid payment's detail with its result, attempt and timeline, including the
// webhook try with its request and answer; cancel with a reason; a payment created by hand whose
// payUrl is copied; a viewer offered nothing to create or cancel; the Arabic list on a phone;
// axe on each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, joinAs } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { collectingMerchant, eventually, getPayment, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, setRoutes, type Collector } from '../../payments/support.js';
import { startReceiver, type Receiver } from '../../webhooks/support.js';
import { keepDashboardScreenshot, slowOrganisationReads } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;
let receiver: Receiver;
let paid: { reference: string; orderId: string; payer: { email: string } };
let pending: { reference: string };

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = await startReceiver();
  const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: receiver.url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
  expect(endpoint.status, endpoint.text).toBe(201);

  // 26 older payments (one page of 25 and more), then one to cancel, then one paid.
  for (let i = 0; i < 26; i++) await newPayment(app, merchant, { amount: 1_000 + i, description: `Old order ${i}` });
  pending = await newPayment(app, merchant, { amount: 7_000, description: 'Phone order to cancel' });
  paid = (await newPayment(app, merchant, { amount: 12_500, description: 'Chéchia rouge' })) as unknown as typeof paid;
  const attempt = await openAttempt(app, paid.reference, 'clictopay');
  await payerCompletes(app, merchant, paid.reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => expect(receiver.requests).toHaveLength(1), 30_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

const focusedTextOf = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.textContent?.trim() ?? null);
const focusedLabelOf = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.closest('label')?.firstChild?.textContent ?? null);
const focusedTestId = (page: Page) => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('data-testid') ?? null);
/** The value of the payment's fact named `label` (its `dd`), as the member reads it. */
const fact = (page: Page, label: string) => page.getByTestId('payment').locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const referenceOf = (payUrl: string) => /\/pay\/([0-9a-f]{24})/.exec(payUrl)![1]!;
const row = (page: Page, reference: string) => page.locator(`tr[data-reference="${reference}"]`);
const references = (page: Page) => page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reference')));

/** The one email sent to `address`, once it is there. */
async function theOneMailTo(address: string): Promise<string> {
  return eventually(async () => {
    const found = (await app.mails()).filter((mail) => mail.includes(address));
    expect(found).toHaveLength(1);
    return found[0]!;
  }, 15_000);
}

describe('the payments list', () => {
  it('shows amounts in dinars, filters by status and date, and pages with the cursor', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await row(page, paid.reference).waitFor();
    expect(readable(await row(page, paid.reference).textContent())).toContain('12,500 DT');
    expect(await row(page, paid.reference).locator('[data-status]').getAttribute('data-status')).toBe('succeeded');
    expect(readable(await row(page, pending.reference).textContent())).toContain('7,000 DT');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payments-list');

    // Newest first, 25 a page; the next page carries on where the first stopped, without repeats.
    const first = await references(page);
    expect(first).toHaveLength(25);
    expect(first.slice(0, 2)).toEqual([paid.reference, pending.reference]);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByRole('link', { name: 'First page' }).waitFor();
    // The new page's results have the focus: the link that asked for them is gone.
    const focusedRegion = () => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('aria-label') ?? null);
    await eventually(async () => expect(await focusedRegion()).toBe('Results'));
    const second = await references(page);
    expect(second).toHaveLength(3);
    expect(second.filter((r) => first.includes(r))).toEqual([]);
    await page.getByRole('link', { name: 'First page' }).click();
    await row(page, paid.reference).waitFor();

    // Status filter: only the paid one; kept in the address.
    await page.getByLabel('Status').selectOption('succeeded');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=succeeded/);
    await eventually(async () => expect(await references(page)).toEqual([paid.reference]));

    // Provider filter: ClicToPay has the paid one only (the others never opened an attempt).
    await page.getByLabel('Payment method').selectOption('clictopay');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/provider=clictopay/);
    await eventually(async () => expect(await references(page)).toEqual([paid.reference]));

    // Dates: a window in the past holds nothing.
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await page.getByLabel('Created from').fill('2020-01-01');
    await page.getByLabel('Created until').fill('2020-01-31');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByText('No payment matches.').waitFor();
    expect(new URL(page.url()).search).toBe('?from=2020-01-01&to=2020-01-31');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('the payments search', () => {
  it('finds a payment by its payer email, its order id or its reference, with the filters, kept in the address', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await row(page, paid.reference).waitFor();
    const box = page.getByLabel('Reference, order, email or phone');
    await box.fill(paid.payer.email.toUpperCase());
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/q=/);
    await eventually(async () => expect(await references(page)).toEqual([paid.reference]));
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payments-search');

    await box.fill(paid.orderId);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await eventually(async () => expect(await references(page)).toEqual([paid.reference]));
    // Combined with a status the payment does not have: nothing.
    await page.getByLabel('Status').selectOption('pending');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByText('No payment matches.').waitFor();

    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await box.fill(pending.reference);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await eventually(async () => expect(await references(page)).toEqual([pending.reference]));
    expect(new URL(page.url()).searchParams.get('q')).toBe(pending.reference);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('finds a payer by phone written another way, in Arabic on a phone', async () => {
    const byPhone = await newPayment(app, merchant, { amount: 3_300, payer: { firstName: 'آمال', phone: '+216 20 123 456' } });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'المدفوعات', level: 1 }).waitFor();
    const box = page.getByLabel('المرجع أو الطلب أو البريد الإلكتروني أو الهاتف');
    await box.fill('0021620123456');
    await box.press('Enter');
    await page.waitForURL(/q=0021620123456/);
    await eventually(async () => expect(await references(page)).toEqual([byPhone.reference]));
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The number searched for is read whole in its box, not cut at the box's edge.
    expect(await box.evaluate((input: { scrollWidth: number; clientWidth: number }) => input.scrollWidth <= input.clientWidth)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payments-search-phone');
    // Back to English for the other tests of this browser.
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('a payment', () => {
  it('shows its result, its attempt and its timeline with the webhook try, request and answer', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await row(page, paid.reference).getByRole('link', { name: paid.reference }).click();
    await page.getByRole('heading', { name: `Payment ${paid.reference}` }).waitFor();
    const facts = page.getByTestId('payment');
    expect(readable(await facts.textContent())).toContain('12,500 DT');
    expect(await facts.locator('[data-status]').getAttribute('data-status')).toBe('succeeded');
    const result = page.getByTestId('result');
    expect(await result.textContent()).toContain('Succeeded');
    // The payment is paid: its pay link and cancel are not offered.
    expect(await page.getByTestId('pay-url').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel the payment' }).count()).toBe(0);

    const attempts = page.getByTestId('attempts');
    expect(await attempts.locator('tbody tr').count()).toBe(1);
    expect(readable(await attempts.textContent())).toContain('ClicToPay');

    // The timeline, oldest first; the webhook's try shows once it is recorded.
    await eventually(async () => {
      await page.reload();
      await page.locator('.timeline li[data-type="webhook.try"]').first().waitFor({ timeout: 2_000 });
    }, 30_000);
    const types = await page.locator('.timeline > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-type')));
    expect(types[0]).toBe('payment.created');
    // How it came and what each item changed, in words; an event code only beside its words, as a code.
    expect(readable(await fact(page, 'Channel').textContent())).toBe('API');
    const createdItem = page.locator('.timeline > li[data-type="payment.created"]');
    expect(readable(await createdItem.getByTestId('status-change').textContent())).toBe('· new status: Pending');
    expect(readable(await createdItem.locator('p').nth(1).textContent())).toMatch(/^Payment created \(code payment\.created\) · new status: Pending · by /);
    expect(await createdItem.locator('bdi[dir="ltr"]').textContent()).toBe('payment.created');
    const attemptMoves = await page.locator('.timeline > li[data-category="attempt"] [data-testid="status-change"]').allTextContents();
    expect(attemptMoves.map(readable)).toContain('· status: Created → Customer redirected');
    expect(readable(await page.locator('.timeline > li[data-type="payment.succeeded"] [data-testid="status-change"]').textContent())).toBe('· status: Pending → Succeeded');
    expect(types).toContain('payment.succeeded');
    const webhookItem = page.locator('.timeline li[data-type="webhook.try"]').first();
    expect(await webhookItem.textContent()).toContain(`Try 1 (automatic) ${receiver.url}`);
    expect(await webhookItem.textContent()).toContain('HTTP answer 200');
    // Pretty-printed: the headers one a line, the JSON bodies indented.
    await webhookItem.getByText('Headers sent').click();
    expect(await webhookItem.locator('pre').first().textContent()).toContain('\nSvc-Signature: t=');
    await webhookItem.getByText('Body sent').click();
    expect(await webhookItem.locator('pre').nth(1).textContent()).toContain(`    "reference": "${paid.reference}",\n`);
    await webhookItem.getByText('Start of the answer').click();
    expect(await webhookItem.locator('pre').nth(3).textContent()).toBe('{\n  "received": true\n}');
    const delivery = page.getByTestId('webhook-delivery');
    expect(await delivery.locator('[data-status]').first().getAttribute('data-status')).toBe('delivered');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-detail');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('is canceled with a reason by a member who may, and a viewer is offered neither cancel nor create', async () => {
    const viewer = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, viewer, '/payments');
    await row(page, pending.reference).waitFor();
    expect(await page.getByRole('link', { name: 'Create a payment' }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/dashboard/payments/${pending.reference}`);
    await page.getByTestId('pay-url').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel the payment' }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/dashboard/payments/new`);
    await page.getByRole('alert').filter({ hasText: 'Your role does not allow this action.' }).waitFor();

    await openAs(page, app, merchant.owner.cookie, `/payments/${pending.reference}`);
    await page.getByTestId('pay-url').waitFor();
    // By keyboard: the form opens on its reason; "do not cancel" gives the focus back to the button that opened it.
    expect(await page.getByTestId('payment').locator('dt', { hasText: 'Expires' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel the payment' }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await focusedLabelOf(page)).toBe('Reason (optional, 200 characters at most)'));
    await page.getByRole('button', { name: 'Do not cancel' }).click();
    await eventually(async () => expect(await focusedTextOf(page)).toBe('Cancel the payment'));
    // Escape closes it too, the focus back on its opener.
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await focusedLabelOf(page)).toBe('Reason (optional, 200 characters at most)'));
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await focusedTextOf(page)).toBe('Cancel the payment'));
    expect(await page.getByLabel('Reason (optional, 200 characters at most)').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel the payment' }).click();
    await page.getByLabel('Reason (optional, 200 characters at most)').fill('Customer changed their mind');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-cancel');
    await page.getByRole('button', { name: 'Confirm the cancellation' }).click();
    await page.getByRole('status').filter({ hasText: 'The payment is canceled.' }).waitFor();
    // The form is gone: what it did has the focus, not the page's top.
    await eventually(async () => expect(await focusedTextOf(page)).toBe('The payment is canceled.'));
    // A canceled payment no longer says when it expires; an open one did.
    await eventually(async () => expect(await page.getByTestId('payment').locator('dt', { hasText: 'Expires' }).count()).toBe(0));
    await page.locator('[data-testid="payment"] [data-status="canceled"]').waitFor();
    await page.locator('.timeline li[data-type="payment.canceled"]').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel the payment' }).count()).toBe(0);
    expect((await getPayment(app, merchant, pending.reference)).status).toBe('canceled');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('is created by hand for a phone order in the payer’s language, sent from the confirmation, and its pay link is copied', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await page.getByRole('link', { name: 'Create a payment' }).click();
    await page.getByRole('heading', { name: 'Create a payment (phone order)' }).waitFor();
    await page.getByLabel('Amount in dinars').fill('45,2505');
    await page.getByRole('button', { name: 'Create the payment' }).click();
    await page.getByText('Three decimals at most (millimes).').waitFor();
    // The focus is on the field to correct, not on the page's top.
    const focusedLabel = () => page.evaluate(() => (globalThis as any).document.activeElement?.closest('label')?.firstChild?.textContent ?? null);
    expect(await focusedLabel()).toBe('Amount in dinars');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-new');

    // A validity beyond the contract's 30 days is said beside its field, in words, before anything is sent.
    await page.getByLabel('Amount in dinars').fill('45,250');
    await page.getByLabel('Valid for how many minutes (optional)').fill('50000');
    await page.getByRole('button', { name: 'Create the payment' }).click();
    await page.getByText('A whole number of minutes, from 1 to 43,200 (30 days).').waitFor();
    expect(await focusedLabel()).toBe('Valid for how many minutes (optional)');
    expect(await page.getByLabel('Valid for how many minutes (optional)').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Valid for how many minutes (optional)').fill('');

    await page.getByLabel('Description (optional)').fill('Couscoussier en cuivre');
    await page.getByLabel('Your order reference (optional)').fill('TEL-0042');
    const email = `amira-${Date.now()}@example.tn`;
    await page.getByLabel('Customer’s first name').fill('Amira');
    await page.getByLabel('Customer’s last name').fill('Ben Salah');
    await page.getByLabel('Customer’s email (receives the receipt)').fill(email);
    await page.getByLabel('Customer’s phone').fill('20 123 456');
    // The payer's language: the dashboard's by default, Arabic chosen for this customer.
    const language = page.getByLabel('Customer’s language');
    expect(await language.inputValue()).toBe('en');
    expect(await language.locator('option').allTextContents()).toEqual(['French', 'Arabic', 'English']);
    await language.selectOption({ label: 'Arabic' });
    await page.getByRole('button', { name: 'Create the payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment created.' }).waitFor();
    // The focus is on what says so, not on the top of the page.
    await eventually(async () => expect(await focusedTestId(page)).toBe('payment-created'));
    const payUrl = await page.getByTestId('pay-url').inputValue();
    // The checkout opens in the payer's language.
    expect(payUrl).toMatch(/\/pay\/[0-9a-f]{24}\?lang=ar$/);
    expect(readable(await page.getByTestId('created-payer-language').textContent())).toBe('Arabic');

    // The ways to send it are on the confirmation: the email goes in the payer's language.
    const send = page.getByTestId('send');
    await send.getByRole('heading', { name: 'Send to the customer', level: 2 }).waitFor();
    expect(readable(await send.getByTestId('whatsapp').textContent())).toBe('Send on WhatsApp to +21620123456 (opens in a new tab)');
    await send.getByTestId('pay-qr').waitFor();
    await send.getByRole('button', { name: 'Send by email' }).click();
    await eventually(async () => expect(readable(await send.getByTestId('send-outcome').textContent())).toMatch(/^Email sent to a•••@example\.tn, in Arabic\./), 10_000);
    const mail = await theOneMailTo(email);
    expect(mail).toContain('يدعوك');
    expect(mail).toContain(payUrl);
    await page.getByRole('button', { name: 'Copy the payment link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(payUrl);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-created');

    const reference = referenceOf(payUrl);
    const created = await getPayment(app, merchant, reference);
    expect(created).toMatchObject({ amount: 45_250, currency: 'TND', description: 'Couscoussier en cuivre', orderId: 'TEL-0042', status: 'pending', channel: 'svc_me' });
    expect(created.payer.email).toBe(email);
    await page.getByRole('link', { name: 'See the payment' }).click();
    await page.getByRole('heading', { name: `Payment ${reference}` }).waitFor();
    // The customer: the name whole, then the email and the phone; the language; the channel in words.
    expect(readable(await fact(page, 'Customer').textContent())).toBe(`Amira Ben Salah · ${email} · 20 123 456`);
    expect(readable(await page.getByTestId('payer-language').textContent())).toBe('Arabic');
    expect(readable(await fact(page, 'Channel').textContent())).toBe('Merchant dashboard');
    expect(readable(await page.locator('.timeline > li[data-type="payment.sent_to_payer"] strong').textContent())).toBe('Payment link emailed to the customer');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payment-created-detail');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('a session that ends while the payments are open', () => {
  it('sends the merchant to sign in, then back to the filtered list', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await row(page, paid.reference).waitFor();
    // The session ends (signed out elsewhere, expired): the next call answers 401.
    await page.context().clearCookies();
    await page.getByLabel('Status').selectOption('succeeded');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/payments?status=succeeded');
    await page.getByLabel('Email address').fill(merchant.owner.email);
    await page.getByLabel('Password').fill(merchant.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await eventually(async () => expect(await references(page)).toEqual([paid.reference]));
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('the payments screens in Arabic on a phone', () => {
  it('lays the list and a payment out right to left within 390 px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'المدفوعات', level: 1 }).waitFor();
    await row(page, paid.reference).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    expect(readable(await row(page, paid.reference).textContent())).toContain('12,500 DT');
    expect(await row(page, paid.reference).textContent()).toContain('ناجحة');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payments-list-phone');

    await row(page, paid.reference).getByRole('link', { name: paid.reference }).click();
    await page.getByTestId('timeline').waitFor();
    expect(await page.getByRole('heading', { name: 'التسلسل الزمني' }).count()).toBe(1);
    // Arabic words throughout: the channel, the webhooks (the navigation's word), the states of the timeline.
    expect(readable(await fact(page, 'القناة').textContent())).toBe('واجهة API');
    expect(await page.getByRole('heading', { name: 'الويب هوك الخاص بهذه الدفعة', level: 2 }).count()).toBe(1);
    const moves = (await page.getByTestId('status-change').allTextContents()).map(readable);
    expect(moves).toContain('· الحالة الجديدة: قيد الانتظار');
    expect(moves).toContain('· الحالة: قيد الانتظار ← ناجحة');
    for (const move of moves) expect(move).not.toMatch(/[A-Za-z∅]/);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-detail-phone');
    await page.goto(`${app.baseUrl}/dashboard/payments/new`);
    await page.getByRole('heading', { name: 'إنشاء دفعة (طلبية بالهاتف)' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-new-phone');

    // A payment for Sara, made in the Arabic dashboard: the payer's language is Arabic unless chosen otherwise.
    const email = `sara.t-${Date.now()}@example.tn`;
    await page.getByLabel('المبلغ بالدينار').fill('18,000');
    await page.getByLabel('اسم الحريف').fill('سارة');
    await page.getByLabel('لقب الحريف').fill('الطرابلسي');
    await page.getByLabel('البريد الإلكتروني للحريف (يتلقى الوصل)').fill(email);
    await page.getByLabel('هاتف الحريف').fill('20 123 456');
    expect(await page.getByLabel('لغة الحريف').inputValue()).toBe('ar');
    await page.getByRole('button', { name: 'إنشاء الدفعة' }).click();
    await page.getByRole('status').filter({ hasText: 'أُنشئت الدفعة.' }).waitFor();
    await eventually(async () => expect(await focusedTestId(page)).toBe('payment-created'));
    const payUrl = await page.getByTestId('pay-url').inputValue();
    expect(new URL(payUrl).searchParams.get('lang')).toBe('ar');
    const send = page.getByTestId('send');
    await send.getByRole('button', { name: 'الإرسال بالبريد الإلكتروني' }).click();
    await send.getByTestId('send-outcome').waitFor();
    const mail = await theOneMailTo(email);
    expect(mail).toContain('يدعوك');
    expect(mail).toContain(payUrl);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-created-phone');

    // Its screen: the customer line keeps each value whole and in its own order, the phone on one line.
    await page.getByRole('link', { name: 'عرض الدفعة' }).click();
    const payer = fact(page, 'الحريف');
    await payer.waitFor();
    expect(readable(await payer.textContent())).toBe(`سارة الطرابلسي · ${email} · 20 123 456`);
    // The phone number is read whole: on one line, left to right.
    const phone = payer.getByText(/^20.123.456$/);
    expect(await phone.evaluate((el: { getClientRects(): { length: number } }) => el.getClientRects().length)).toBe(1);
    expect(await phone.getAttribute('dir')).toBe('ltr');
    expect(await page.getByTestId('payer-email').getAttribute('dir')).toBe('ltr');
    expect(readable(await page.getByTestId('payer-language').textContent())).toBe('العربية');
    expect(readable(await fact(page, 'القناة').textContent())).toBe('فضاء التاجر');
    expect(readable(await page.getByTestId('merchant-confirmation').textContent())).toBe('لا يوجد ويب هوك مُعدّ');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payment-customer-phone');
    // Back to English for the other tests of this browser.
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('payments of several accounts', () => {
  it('filters by account, and a member scoped to one account sees and creates payments on it only', async () => {
    const second = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: 'Boutique Sfax' }, asSession(merchant.owner.cookie));
    expect(second.status, second.text).toBe(201);
    await setRoutes(merchant.organisationId, second.body.id, [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay! }]);
    const inSfax = await newPayment(app, merchant, { amount: 3_300, paymentAccountId: second.body.id });

    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await row(page, inSfax.reference).waitFor();
    await page.getByLabel('Payment account').selectOption({ label: 'Boutique Sfax' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/account=/);
    await eventually(async () => expect(await references(page)).toEqual([inSfax.reference]));

    // A developer working on the Sfax account only: the default account is never offered nor used.
    const developer = await joinAs(app.http, merchant, 'developer', 'accounts', [second.body.id]);
    await openAs(page, app, developer, '/payments');
    await row(page, inSfax.reference).waitFor();
    expect(await references(page)).toEqual([inSfax.reference]);
    expect(await page.getByLabel('Payment account').count()).toBe(0);
    // The organisation (and so the member's accounts) read slowly: the form waits for them, instead of
    // sending a payment that names no account, which the default account's scope would refuse.
    const fastAgain = await slowOrganisationReads(page);
    await page.getByRole('link', { name: 'Create a payment' }).click();
    await page.getByLabel('Amount in dinars').fill('8,800');
    await page.getByRole('button', { name: 'Create the payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment created.' }).waitFor();
    await fastAgain();
    const reference = referenceOf(await page.getByTestId('pay-url').inputValue());
    expect(await getPayment(app, merchant, reference)).toMatchObject({ amount: 8_800, paymentAccountId: second.body.id });

    // The default account's payment, opened by its address: the API's 403, in words.
    await page.goto(`${app.baseUrl}/dashboard/payments/${paid.reference}`);
    await page.getByRole('alert').filter({ hasText: 'This payment account is outside your scope.' }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
