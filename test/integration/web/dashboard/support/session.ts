// A member's session in the test browser, and what the page keeps in its storage: the tests of
// the webhooks and API keys screens use them (signing in through the form has its own tests in
// sign-in.test.ts).
import type { Page } from 'playwright-core';
import type { TestApp } from '../../../../support/test-app.js';
import { dashboardOf } from './fixtures.js';

/** Puts the session cookie (`svc_session=…`, from fixtures' login) in the browser, then opens `path` of the dashboard. */
export async function openAs(page: Page, app: TestApp, cookie: string, path: string): Promise<void> {
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await page.context().clearCookies();
  await page.context().addCookies([{ name, value, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(`${dashboardOf(app)}${path}`);
}

/** Every value the page keeps in localStorage and sessionStorage, joined. */
export const storedByPage = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const g = globalThis as any;
    const all: string[] = [];
    for (const store of [g.localStorage, g.sessionStorage]) {
      for (let i = 0; i < store.length; i++) all.push(`${store.key(i)}=${store.getItem(store.key(i))}`);
    }
    return all.join('\n');
  });
