// The payments screen's CSV export in a real browser: the current filters exported, the progress
// then the download (a fresh 5-minute link asked when clicked; the file read back: BOM, header, the
// filtered rows), focus moved to the export's status; in Arabic on a phone, right to left within
// 390 px; a member without `payments.export` offered no export; axe on each state.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../../shared/payments/payment-csv.js';
import { joinAs } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Collector;
let arabic: { reference: string };

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await collectingMerchant(app, ['clictopay']);
  for (let i = 0; i < 3; i++) await newPayment(app, merchant, { amount: 2_000 + i });
  arabic = await newPayment(app, merchant, { amount: 45_250, orderId: 'CMD-عربي-1', payer: { firstName: 'أمل', lastName: 'بن صالح', email: 'amal.export@example.tn' } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Exports what the screen shows and waits for the file; answers its text. */
async function exportAndDownload(page: Page, finished: RegExp): Promise<string> {
  await page.getByRole('button', { name: /Export to CSV|تصدير إلى CSV/ }).click();
  const status = page.locator('[data-export-status]');
  // Focus goes to the export's state, which is announced.
  await expect.poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('role'))).toBe('status');
  await page.locator('[data-export-status="succeeded"]').waitFor({ timeout: 30_000 });
  expect(await status.textContent()).toMatch(finished);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the CSV file|تنزيل ملف CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  return readFile((await download.path())!, 'utf8');
}

describe('the payments export', () => {
  it('exports the filtered payments and offers the file, in English on a desktop', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, app, merchant.owner.cookie, '/payments?q=amal.export%40example.tn');
    await page.locator(`tr[data-reference="${arabic.reference}"]`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const text = await exportAndDownload(page, /Export finished\. Payments in the file: \D*1\D*\./);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual(CSV_COLUMNS);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(CSV_COLUMNS.map((name, i) => [name, rows[1]![i]]));
    expect(row).toMatchObject({ reference: arabic.reference, amount_tnd: '45.250', amount_millimes: '45250', payer_first_name: 'أمل', order_id: 'CMD-عربي-1' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'en-payments-export');
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('exports every payment in Arabic on a phone, right to left within 390 px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, app, merchant.owner.cookie, '/payments');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'المدفوعات', level: 1 }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    const text = await exportAndDownload(page, /انتهى التصدير/);
    expect(parse(text, { bom: true })).toHaveLength(1 + 4);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepDashboardScreenshot(page, 'ar-payments-export-phone');
    await page.getByRole('button', { name: 'English' }).click();
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('offers no export to a member without the export permission', async () => {
    const cookie = await joinAs(app.http, merchant, 'support');
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/payments');
    await page.locator(`tr[data-reference="${arabic.reference}"]`).waitFor();
    expect(await page.getByRole('button', { name: 'Export to CSV' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);
});
