// Helpers of the staff console's browser tests, on top of the dashboard's (support/ of
// test/integration/web/dashboard): signing a staff user in through the form, driving the page by
// keyboard alone, and the axe-core audit with every violation counted (not only serious ones).
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../../../support/browser.js';
import type { TestApp } from '../../../support/test-app.js';
import { dashboardOf, keepDashboardScreenshot } from '../dashboard/support/fixtures.js';

/** Signs in through the dashboard's form, as a staff member would. */
export async function signInThroughForm(page: Page, app: TestApp, email: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${dashboardOf(app)}/sign-in`);
  await page.getByLabel(/^(Email address|Adresse e-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
}

/** The focused element's accessible text: its aria-label, else its label's text (a field), else its own text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement as
      | { getAttribute(name: string): string | null; textContent: string | null; labels?: { textContent: string | null }[] | null }
      | null;
    const name = el?.getAttribute('aria-label') ?? (el?.labels?.length ? el.labels[0]!.textContent : el?.textContent) ?? '';
    return name.replace(/\s+/g, ' ').trim();
  });

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's name matches, at most `max`
 * times, as a keyboard user moves through the page.
 */
export async function tabTo(page: Page, name: RegExp, { max = 60, back = false }: { max?: number; back?: boolean } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} Tab presses (last: ${await focusedName(page)})`);
}

/**
 * axe-core in French, Arabic and English, at 390 px and on a desktop, on the screen as it stands:
 * the language buttons switch without reloading. Answers the violations found, each named with its
 * language and width; keeps a screenshot of each.
 */
export async function auditInThreeLanguages(page: Page, screen: string, heading: (lang: 'fr' | 'ar' | 'en') => RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
    await page.setViewportSize(viewport);
    for (const [button, code] of [['Français', 'fr'], ['العربية', 'ar'], ['English', 'en']] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.locator(`html[lang="${code}"]`).waitFor();
      await page.getByRole('heading', { level: 1, name: heading(code) }).waitFor();
      found.push(...(await accessibilityViolations(page)).map((v) => `${screen} ${code} ${viewport.name}: ${v}`));
      await keepDashboardScreenshot(page, `console-${screen}-${code}-${viewport.name}`);
    }
  }
  return found;
}
