// The dashboard's webhooks screen in a real browser: an endpoint created with its signing secret
// shown once (with a copy button) and never again; a payment paid at a simulator makes a
// delivery whose tries the screen shows; a manual retry; the endpoint disabled after a
// confirmation, after which a retry is refused in words; a viewer is offered nothing to create,
// disable or retry; axe on each state; every dashboard page carries a CSP without inline scripts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidWebhookSignature } from '../../../../shared/webhooks/verify-signature.js';
import { asKey, asSession, joinAs } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { focused, launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { startReceiver, type Receiver } from '../../webhooks/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs, storedByPage } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = await startReceiver();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

const endpointCard = (page: Page, url: string) => page.locator('li.card').filter({ has: page.getByRole('heading', { name: url }) });

/** Clicks Refresh until the delivery of `eventType` reads `status`. */
async function deliveryReading(page: Page, card: ReturnType<typeof endpointCard>, status: string) {
  const delivery = card.locator(`li.delivery[data-status="${status}"]`);
  await eventually(async () => {
    await card.getByRole('button', { name: 'Refresh' }).click();
    await delivery.first().waitFor({ timeout: 1_000 });
  }, 30_000);
  return delivery.first();
}

describe('the webhooks screen', () => {
  it('creates an endpoint whose secret is shown once, shows a delivery and its tries, retries it, and disables the endpoint', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoint yet.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-empty');

    // By keyboard, the form opens on its first field, not on the page's top.
    await page.getByRole('button', { name: 'Add an endpoint' }).focus();
    await page.keyboard.press('Enter');
    const address = page.getByLabel('Address of your server (https URL)');
    await address.waitFor();
    await expect.poll(() => address.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
    await page.keyboard.type(receiver.url);
    expect(await address.inputValue()).toBe(receiver.url);
    await page.getByLabel('Description (optional)').fill('Shop server');
    await page.getByLabel('payment.succeeded').check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-create');
    await page.getByRole('button', { name: 'Create the endpoint' }).click();

    // The secret, once, with a copy button.
    const shown = page.getByTestId('shown-once');
    await shown.waitFor();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(secret);
    // The long address wraps: nothing wider than the 390 px phone.
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-secret-shown-once');
    const card = endpointCard(page, receiver.url);
    await card.waitFor();
    expect(await card.textContent()).toContain(`****${secret.slice(-4)}`);

    // Never again: not after "kept", not after a reload, not in the page's storage, not from the API.
    await shown.getByRole('button', { name: 'I have kept it' }).click();
    await shown.waitFor({ state: 'detached' });
    // The focus goes back to where one more is added, not to the page's top.
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.tagName === 'BUTTON');
    expect(await focused(page)).toBe('BUTTON#Add an endpoint');
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await card.waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await storedByPage(page)).not.toContain(secret);
    const listed = await app.http.get(`/organisations/${merchant.organisationId}/webhooks`, asKey(merchant.apiKey));
    expect(listed.text).not.toContain(secret);

    // A payment paid at the simulator: its payment.succeeded is delivered, signed with that secret.
    const payment = await newPayment(app, merchant);
    const attempt = await openAttempt(app, payment.reference, 'clictopay');
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
    await eventually(async () => expect(receiver.requests).toHaveLength(1), 20_000);
    expect(isValidWebhookSignature(receiver.requests[0]!.raw, receiver.requests[0]!.headers['svc-signature'] as string, secret)).toBe(true);

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const delivered = await deliveryReading(page, card, 'delivered');
    expect(await delivered.textContent()).toContain('payment.succeeded');
    expect(await delivered.getByTestId('tries').textContent()).toBe('Automatic: 1 of 6 · manual: 0');
    expect(await delivered.getByTestId('last-try').textContent()).toContain('delivered (HTTP 200)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-deliveries');

    // A manual retry: one more try, counted apart, signed like the first.
    await delivered.getByRole('button', { name: 'Retry now' }).click();
    await card.getByRole('status').filter({ hasText: 'Sent again: delivered.' }).waitFor();
    // The button was disabled while the try ran: the focus is on what it gave, not on the page's top.
    await expect.poll(() => focused(page)).toBe('P#Sent again: delivered.');
    expect(await delivered.getByTestId('tries').textContent()).toBe('Automatic: 1 of 6 · manual: 1');
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.body).toBe(receiver.requests[0]!.body);
    expect(isValidWebhookSignature(receiver.requests[1]!.raw, receiver.requests[1]!.headers['svc-signature'] as string, secret)).toBe(true);

    // Disable, after a confirmation; it is final.
    await card.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this endpoint?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(receiver.url);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-disable-confirm');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('status').filter({ hasText: 'The endpoint is disabled.' }).waitFor();
    await card.and(page.locator('[data-status="disabled"]')).waitFor();
    await expect.poll(() => focused(page)).toBe('P#The endpoint is disabled.');
    expect(await card.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    const endpoint = (listed.body as { id: string }[])[0]!;
    const read = await app.http.get(`/organisations/${merchant.organisationId}/webhooks/${endpoint.id}`, asKey(merchant.apiKey));
    expect(read.body.status).toBe('disabled');

    // A retry now is refused by the API (nothing is signed with a retired secret), and said in words.
    // The deliveries stay open below the disabled endpoint.
    expect(await card.getByRole('button', { name: 'Deliveries' }).getAttribute('aria-expanded')).toBe('true');
    const again = await deliveryReading(page, card, 'delivered');
    await again.getByRole('button', { name: 'Retry now' }).click();
    await card.getByRole('alert').filter({ hasText: 'This endpoint is disabled: nothing is sent to it any more.' }).waitFor();
    expect(receiver.requests).toHaveLength(2);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('what a member may do with webhooks', () => {
  it('a viewer sees the endpoints and deliveries but is offered nothing to create, disable or retry', async () => {
    const viewer = await joinAs(app.http, merchant, 'viewer');
    const created = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: `${receiver.origin}/viewer` }, asKey(merchant.apiKey));
    expect(created.status, created.text).toBe(201);
    const page = await browser.newPage();
    await openAs(page, app, viewer, '/webhooks');
    const card = endpointCard(page, `${receiver.origin}/viewer`);
    await card.waitFor();
    expect(await page.content()).not.toContain(created.body.secret);
    expect(await page.getByRole('button', { name: /add|create|new|disable/i }).count()).toBe(0);
    await endpointCard(page, receiver.url).getByRole('button', { name: 'Deliveries' }).click();
    await endpointCard(page, receiver.url).locator('li.delivery').first().waitFor();
    expect(await page.getByRole('button', { name: 'Retry now' }).count()).toBe(0);
    // The API's status filter: none failed, one delivered.
    const deliveries = endpointCard(page, receiver.url);
    await deliveries.getByLabel('Show').selectOption('failed');
    await deliveries.getByText('No delivery in this state.').waitFor();
    await deliveries.getByLabel('Show').selectOption('delivered');
    await deliveries.locator('li.delivery[data-status="delivered"]').first().waitFor();
    expect(await deliveries.locator('li.delivery').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-webhooks-viewer');
    // In French, the same screen, audited too.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Points de réception' }).waitFor();
    expect(await endpointCard(page, receiver.url).locator('li.delivery').first().textContent()).toContain('Automatiques : 1 sur 6');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'fr-webhooks-viewer');
    // In Arabic, right to left, nothing wider than the 390 px phone; addresses stay left to right.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'نقاط الاستقبال' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await endpointCard(page, receiver.url).locator('.url').getAttribute('dir')).toBe('ltr');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-webhooks-viewer-phone');
    await page.getByRole('button', { name: 'English' }).click();

    // A role without webhooks.view (finance) has no link to the screen, and the screen says why.
    const finance = await joinAs(app.http, merchant, 'finance');
    await openAs(page, app, finance, '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/dashboard/webhooks`);
    await page.getByText('Your role does not give access to webhooks.').waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe("a payment's own webhookUrl", () => {
  it('is listed under the endpoint on its origin with the address it went to, even for an event that endpoint does not take', async () => {
    const shop = await startReceiver();
    try {
      const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: shop.url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
      expect(endpoint.status, endpoint.text).toBe(201);
      const order = `${shop.origin}/orders/42`;
      const payment = await newPayment(app, merchant, { webhookUrl: order });
      const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
      expect(canceled.status, canceled.text).toBe(200);
      await eventually(async () => expect(shop.requests.map((r) => r.url)).toEqual(['/orders/42']), 20_000);

      const page = await browser.newPage();
      await openAs(page, app, merchant.owner.cookie, '/webhooks');
      const card = endpointCard(page, shop.url);
      await card.getByRole('button', { name: 'Deliveries' }).click();
      const delivery = await deliveryReading(page, card, 'delivered');
      expect(readable(await delivery.textContent())).toContain('payment.canceled');
      expect(readable(await delivery.getByTestId('sent-to').textContent())).toBe(
        `${order} (the address the payment gave, or this endpoint’s earlier one; signed with this endpoint’s secret)`,
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await keepDashboardScreenshot(page, 'en-webhooks-payment-url-delivery');
      expect(browser.errors).toEqual([]);
      await page.close();
    } finally {
      await shop.close();
    }
  });
});

describe('a form the service refuses', () => {
  it('says which field in the member\'s language, not the service\'s English, and keeps the focus on the form', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/webhooks');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Ajouter un point de réception' }).click();
    await page.getByLabel('Adresse de votre serveur (URL https)').fill('ftp://exemple');
    await page.getByRole('button', { name: 'Créer le point de réception' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Refusé par le service' });
    await refused.waitFor();
    expect(readable(await refused.textContent())).toBe('Refusé par le service : l’adresse. Corrigez puis réessayez.');
    // The button that sent the form keeps the focus: it was never disabled under it.
    expect(await focused(page)).toBe('BUTTON#Créer le point de réception');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The language is kept in the browser's storage, shared by this file's pages: back to English for the others.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.close();
  });
});

describe('a member limited to some payment accounts', () => {
  it('is not offered an endpoint for every account, and registers one for an account of theirs', async () => {
    const developer = await joinAs(app.http, merchant, 'developer', 'accounts', [merchant.defaultAccountId]);
    const page = await browser.newPage();
    await openAs(page, app, developer, '/webhooks');
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const account = page.getByLabel('Payment account');
    await account.locator('option').first().waitFor({ state: 'attached' });
    await eventually(async () => expect(await account.inputValue()).toBe(merchant.defaultAccountId), 5_000);
    expect(await account.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value')))).toEqual([merchant.defaultAccountId]);
    await page.getByLabel('Address of your server (https URL)').fill(`${receiver.origin}/scoped`);
    await page.getByRole('button', { name: 'Create the endpoint' }).click();
    await page.getByTestId('shown-once').waitFor();
    const card = endpointCard(page, `${receiver.origin}/scoped`);
    await card.waitFor();
    const detail = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    const name = (detail.body.paymentAccounts as { id: string; name: string }[]).find((a) => a.id === merchant.defaultAccountId)!.name;
    expect(await card.textContent()).toContain(name);
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});

describe('the dashboard pages of webhooks and API keys', () => {
  it('are served with a Content-Security-Policy without inline scripts', async () => {
    for (const path of ['/dashboard/webhooks', '/dashboard/api-keys']) {
      const res = await app.http.get(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
    }
  });
});
