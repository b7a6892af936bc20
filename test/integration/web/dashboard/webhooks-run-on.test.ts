// The webhooks screen's actions of issue 32 in a real browser, in English then in Arabic: a test event
// and the handler's answer pretty-printed; a rotation whose new secret is shown once; a recovery of
// the deliveries that failed during an outage, their manual tries numbered after the automatic ones;
// retry shown disabled with its reason while a delivery is pending; health per endpoint. axe-core
// finds no violation in any state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDelivery } from '../../../../shared/store/webhook-deliveries-repository.js';
import { runDeliveryStep } from '../../../../shared/webhooks/deliver-automatic.js';
import type { DeliveryMessage } from '../../../../shared/webhooks/delivery-attempt.js';
import { fanOutPaymentEvent } from '../../../../shared/webhooks/fan-out.js';
import { isValidWebhookSignature } from '../../../../shared/webhooks/verify-signature.js';
import { asKey, createMerchant, TEST_PASSWORD, type Merchant } from '../../../support/fixtures.js';
import { accessibilityViolations, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { commitEvent, fakeClock, ok, queueCapture, startReceiver, waitFor, type Answer, type Receiver } from '../../webhooks/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;
const receivers: Receiver[] = [];

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(receivers.map((r) => r.close()));
  await app?.stop();
});

const down: Answer = (_req, res) => void res.writeHead(503).end('{"error":"maintenance"}');
const base = () => `/organisations/${merchant.organisationId}/webhooks`;
const endpointCard = (page: Page, url: string) => page.locator('li.card').filter({ has: page.getByRole('heading', { name: url }) });

async function receiver(answer: Answer = ok) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

/** A payment event fanned out to the endpoint's URL now, and its automatic tries run (all six when `all`). */
async function deliveryTried(all: boolean) {
  const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
  const [delivery] = await fanOutPaymentEvent(event.id, { enqueue: queueCapture().enqueueMany });
  const clock = fakeClock(new Date());
  let message: DeliveryMessage | undefined = { deliveryId: delivery!.id, tryNumber: 1 };
  while (message) {
    const step = await runDeliveryStep(message, { now: clock.now, enqueue: queueCapture().enqueue });
    message = all && step.kind === 'tried' ? step.next?.message : undefined;
    if (message) clock.set(new Date(message.notBefore!));
  }
  return delivery!.id;
}

async function noViolations(page: Page, screenshot: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  await keepDashboardScreenshot(page, screenshot);
}

interface Words {
  lang: 'en' | 'ar';
  button: string;
  test: string;
  testSent: string;
  rotate: string;
  rotateTitle: string;
  /** English keeps the old secret for 24 hours; Arabic stops it at once. */
  expireNow?: string;
  rotatedNotice: RegExp;
  recover: string;
  recoverSubmit: string;
  recovered: string;
  deliveries: string;
  showTries: string;
  retryPending: string;
}

const ENGLISH: Words = {
  lang: 'en',
  button: 'English',
  test: 'Send a test event',
  testSent: 'Test event: delivered. (HTTP 200)',
  rotate: 'Rotate the secret',
  rotateTitle: 'Rotate the signing secret?',
  rotatedNotice: /^The old secret still signs until .+\.$/,
  recover: 'Recover failures',
  recoverSubmit: 'Send again',
  recovered: '2 failed deliveries sent again.',
  deliveries: 'Deliveries',
  showTries: 'Show the tries',
  retryPending: 'Cannot retry: automatic tries are still planned.',
};

const ARABIC: Words = {
  lang: 'ar',
  button: 'العربية',
  test: 'إرسال حدث تجريبي',
  testSent: 'الحدث التجريبي',
  rotate: 'تجديد السر',
  rotateTitle: 'تجديد سر التوقيع؟',
  expireNow: 'إيقاف السر القديم فورًا (إن تسرّب)',
  rotatedNotice: /^لم يعد السر القديم يوقّع\.$/,
  recover: 'إعادة إرسال الإخفاقات',
  recoverSubmit: 'إعادة الإرسال',
  recovered: 'أُعيد إرسال تسليمين فاشلين.',
  deliveries: 'الإرسالات',
  showTries: 'عرض المحاولات',
  retryPending: 'لا يمكن إعادة المحاولة: ما زالت محاولات تلقائية مبرمجة.',
};

/** One language's run of the three actions on a fresh endpoint. */
async function runActions(page: Page, words: Words) {
  const server = await receiver();
  const created = await app.http.post(base(), { url: server.url, description: `Boutique ${words.lang}` }, asKey(merchant.apiKey));
  expect(created.status).toBe(201);
  await page.reload();
  const card = endpointCard(page, server.url);
  await card.waitFor();
  if (words.lang === 'ar') expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');

  // A test event: the handler's answer, pretty-printed, where the focus now is.
  await card.getByRole('button', { name: words.test }).click();
  const result = card.getByTestId('test-result');
  await result.waitFor();
  expect(await result.getAttribute('data-outcome')).toBe('delivered');
  expect(await result.locator('h4').textContent()).toContain(words.testSent);
  // The status code is isolated left to right: in Arabic its brackets stay as written, on one line.
  expect(await result.locator('h4 bdi[dir="ltr"]').textContent()).toBe('(HTTP 200)');
  expect(await page.evaluate(() => (globalThis as any).document.activeElement?.tagName)).toBe('H4');
  expect(server.requests).toHaveLength(1);
  expect(isValidWebhookSignature(server.requests[0]!.raw, server.requests[0]!.headers['svc-signature'] as string, created.body.secret)).toBe(true);
  await result.locator('details').nth(1).locator('summary').click();
  const body = await result.locator('details').nth(1).locator('pre').textContent();
  expect(body).toContain('\n  "type": "webhook.test",\n');
  // The health counts it.
  await page.reload();
  await card.waitFor();
  expect(await card.getByTestId('health').textContent()).toMatch(/100|١٠٠/);
  // Counted on the tries, in the language's plural: one try.
  expect(readable(await card.getByTestId('health').textContent())).toContain(words.lang === 'en' ? '(1 of 1 try)' : 'من محاولة واحدة');
  await noViolations(page, `${words.lang}-webhooks-test-event`);

  // Rotation: confirmed, the password asked once, the new secret shown once.
  await card.getByRole('button', { name: words.rotate }).click();
  const dialog = page.getByRole('dialog', { name: words.rotateTitle });
  await dialog.waitFor();
  await noViolations(page, `${words.lang}-webhooks-rotate-confirm`);
  if (words.expireNow) await dialog.getByRole('checkbox', { name: words.expireNow }).check();
  await dialog.getByRole('button', { name: words.rotate }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  const shown = page.getByTestId('shown-once');
  await shown.or(reauth).first().waitFor();
  if (await reauth.isVisible()) {
    await reauth.getByLabel('Password').fill(TEST_PASSWORD);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
  }
  await shown.waitFor();
  // Shown at the page's top: the focus goes there (its heading), not back to the card's Rotate button far below.
  await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('shown-once-title');
  const secret = await shown.locator('input').inputValue();
  expect(secret).toMatch(/^whsec_/);
  expect(secret).not.toBe(created.body.secret);
  await noViolations(page, `${words.lang}-webhooks-rotated`);
  await shown.getByRole('button').last().click();
  await shown.waitFor({ state: 'detached' });
  expect(await page.content()).not.toContain(secret);
  // What became of the old secret is said where the focus is, not left to the top of the page.
  const rotatedNotice = page.getByRole('status').filter({ hasText: words.rotatedNotice });
  await rotatedNotice.waitFor();
  expect(await rotatedNotice.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
  const read = await app.http.get(`${base()}/${created.body.id}`, asKey(merchant.apiKey));
  expect(read.body.previousSecretExpiresAt).toEqual(words.expireNow ? null : expect.any(String));

  // An outage: two deliveries failed after their six tries; one more still being tried.
  server.answer = down;
  const failed = [await deliveryTried(true), await deliveryTried(true)];
  const pending = await deliveryTried(false);
  server.answer = ok;
  server.requests.length = 0;
  await card.getByRole('button', { name: words.recover }).click();
  await noViolations(page, `${words.lang}-webhooks-recover-form`);
  await card.getByRole('button', { name: words.recoverSubmit }).click();
  const notice = page.getByRole('status').filter({ hasText: words.recovered });
  await notice.waitFor();
  expect(await notice.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
  await waitFor(async () => ((await Promise.all(failed.map(getDelivery))).every((d) => d?.status === 'delivered') ? true : undefined), 30_000);
  expect(server.requests).toHaveLength(2);

  // The deliveries: the recovered ones with their manual try numbered after the six automatic ones;
  // the pending one's retry shown disabled, with its reason.
  await card.getByRole('button', { name: words.deliveries, exact: true }).click();
  const recovered = card.locator(`li.delivery[data-delivery="${failed[0]}"]`);
  await recovered.waitFor();
  await recovered.getByRole('button', { name: words.showTries }).click();
  const tries = recovered.getByTestId('delivery-tries');
  await tries.locator('.try').nth(6).waitFor();
  expect(await tries.locator('.try').count()).toBe(7);
  if (words.lang === 'en') expect(await tries.locator('.try').nth(6).textContent()).toContain('Try 7 (manual #1)');
  expect(await tries.locator('.try').nth(6).getAttribute('data-trigger')).toBe('manual');
  const waiting = card.locator(`li.delivery[data-delivery="${pending}"]`);
  const retry = waiting.getByRole('button').first();
  expect(await retry.isDisabled()).toBe(true);
  expect(await waiting.textContent()).toContain(words.retryPending);
  expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page, `${words.lang}-webhooks-recovered-tries`);
  await app.http.delete(`${base()}/${created.body.id}`, asKey(merchant.apiKey));
}

describe('the webhooks screen, issue 32', () => {
  it('test event, rotation and recovery in English, then in Arabic, without an accessibility violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await runActions(page, ENGLISH);

    await page.getByRole('button', { name: ARABIC.button }).click();
    await page.getByRole('heading', { name: 'نقاط الاستقبال' }).waitFor();
    await runActions(page, ARABIC);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 240_000);
});
