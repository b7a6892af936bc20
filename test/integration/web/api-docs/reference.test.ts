// The API reference served with the API: `GET /openapi.json` is the committed document, and the
// Redoc page at `GET /docs` (bundled, no CDN) renders it in Chromium, where a developer finds the
// `POST /payments` operation; the page runs under its Content-Security-Policy without a violation.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, SCREENSHOTS_KEPT, type TestBrowser } from '../../../support/browser.js';

let app: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  mkdirSync('test-artifacts/api-docs', { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('serves /openapi.json as committed in docs/generated/openapi.json', async () => {
  const res = await fetch(`${app.baseUrl}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  const committed = readFileSync(new URL('../../../../docs/generated/openapi.json', import.meta.url), 'utf8');
  expect(await res.text()).toBe(committed);
});

it('renders the reference at /docs, where POST /payments is found, with no request leaving the service', async () => {
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && url.origin !== new URL(app.baseUrl).origin) foreign.push(request.url());
  });
  // A developer's screen: Redoc shows its side menu from 50em up.
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto(`${app.baseUrl}/docs`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");

  // Redoc names each operation's section by its operationId (lib/tools/contract/openapi.ts: postPayments).
  const operation = page.locator('[id="operation/postPayments"]');
  await operation.waitFor({ timeout: 60_000 });
  await expect.poll(() => operation.getByRole('heading', { name: 'Create a payment' }).count()).toBeGreaterThan(0);
  const endpoint = await operation.innerText();
  expect(endpoint).toMatch(/post/i);
  expect(endpoint).toContain('/payments');

  // The side menu leads to it too, as a developer looks for it: the `payments` group, then the operation.
  await page.getByRole('menuitem', { name: 'payments', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create a payment' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#tag/payments/operation/postPayments');
  if (SCREENSHOTS_KEPT) await page.screenshot({ path: 'test-artifacts/api-docs/reference.png' });

  expect(foreign).toEqual([]);
  expect(browser.errors).toEqual([]);
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
}, 120_000);
