// Seven providers are not a wall of text (issue 12, item 8): each option has its name, a small
// mark of the project's own making and a one-line hint of what the payer needs, and on a phone
// (390 × 844) the Pay button is in view without scrolling, in the three languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { accessibilityViolations, keepScreenshot, launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';

const ALL = ['clictopay', 'mpgs_poste', 'flouci', 'izi', 'enda_tao', 'kashy', 'pluxee'] as const;

let app: TestApp;
let merchant: Collector;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, [...ALL]);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('choosing among seven providers on a phone', () => {
  it.each([
    ['fr', 'Français', /^Payer /],
    ['ar', 'العربية', /^ادفع /],
    ['en', 'English', /^Pay /],
  ] as const)('in %s: a mark and a hint for each, and the Pay button in view without scrolling', async (code, language, pay) => {
    const payment = await newPayment(app, merchant, { description: 'Commande 1042 : deux paniers en osier, livraison à Sfax' });
    const page = await browser.newPage();
    await page.goto(`${payment.payUrl}?lang=${code}`);
    await page.getByRole('button', { name: language }).waitFor();
    const options = page.locator('.option');
    await options.first().waitFor();
    expect(await options.count()).toBe(ALL.length);
    for (const option of await options.all()) {
      // A mark (decorative: the name is written beside it), a name and a hint.
      expect(await option.locator('svg[aria-hidden="true"]').count()).toBe(1);
      expect(readable(await option.locator('.option-name').textContent())).not.toBe('');
      expect(readable(await option.locator('.option-hint').textContent())).not.toBe('');
    }
    const button = page.getByRole('button', { name: pay });
    const box = await button.boundingBox();
    expect(box, 'the Pay button').not.toBeNull();
    expect(box!.y + box!.height, 'the bottom of the Pay button, in a 844 px high window').toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => (globalThis as any).scrollY)).toBe(0);
    // The description, French whatever the language, lines up with the page: right in Arabic.
    const description = page.locator('.description dd');
    expect(await description.evaluate((el) => (globalThis as any).getComputedStyle(el).textAlign)).toBe(code === 'ar' ? 'right' : 'start');
    expect(await accessibilityViolations(page)).toEqual([]);
    await keepScreenshot(page, `${code}-choose-seven`);
    expect(browser.errors).toEqual([]);
  });
});
