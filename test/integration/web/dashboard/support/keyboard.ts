// Keyboard-only helpers of the dashboard's browser tests: move the focus with Tab until it reaches
// a control of a given accessible name (its aria-label, its label, or its text), and read what
// holds the focus.
import type { Page } from 'playwright-core';

/** The accessible name of the focused element, as a person using a screen reader would hear it (roughly). */
export const activeName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const text =
      el.getAttribute('aria-label') ??
      (labelled ? (globalThis as any).document.getElementById(labelled)?.textContent : null) ??
      el.labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return String(text).replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab (at most `limit` times) until the focused element's name matches `name`. */
export async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const current = await activeName(page);
    if (name.test(current)) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached ${name}; it went through: ${seen.join(' | ')}`);
}

/** The `data-<kind>` id of the focused card (`affiliation`, `account`), or the focused element's id. */
export const focusedCard = (page: Page, kind: string): Promise<string | undefined> =>
  page.evaluate((k) => {
    const el = (globalThis as any).document.activeElement;
    return (el?.dataset?.[k] as string | undefined) ?? el?.id;
  }, kind);
