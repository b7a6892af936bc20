// The browser of the checkout page tests: Debian's headless Chromium driven by playwright-core,
// with a fresh context per file, a phone-sized window, and page errors collected so that a
// test can assert the page never threw. Screenshots go to test-artifacts/checkout/.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

/**
 * Debian's headless shell (`chromium-headless-shell`): the same Blink and V8 as the browser without its user
 * interface, whose page loads cost the main thread about half as much (a dashboard load, measured with the
 * DevTools metrics: 130 ms of tasks against 251 ms). The full browser serves where only it is installed.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ARTIFACTS = new URL('../../test-artifacts/checkout/', import.meta.url);

export interface TestBrowser {
  context: BrowserContext;
  /** A new tab; its uncaught errors and failed console messages land in `errors`. */
  newPage(): Promise<Page>;
  errors: string[];
  close(): Promise<void>;
}

/**
 * One Chromium per test worker, launched at its first use and ended with the worker's process (Playwright kills
 * the browsers it launched when its process exits). A worker runs file after file (`isolate: false`), and each
 * launch cost about 1.2 s of the browser's CPU and 0.9 s of waiting: the files now open a context each instead.
 */
let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }).then((browser) => {
    // A browser that crashed or was closed is launched again for the next file.
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/**
 * A new browser context (a fresh profile of its own: no cookie, storage or cache of another file) in the worker's
 * Chromium, phone-sized, in `locale`, in Tunis's time zone.
 */
export async function launchBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const context = await (await sharedBrowser()).newContext({
    locale: options.locale ?? 'fr-FR',
    // Mobile first: a common phone's viewport.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    timezoneId: 'Africa/Tunis',
  });
  context.setDefaultTimeout(15_000);
  const errors: string[] = [];
  return {
    context,
    errors,
    newPage: async () => {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      return page;
    },
    close: () => context.close(),
  };
}

/**
 * Runs `action` and waits for the page to be sent to `url`, a merchant's site the test stands in for. A site
 * reached through a redirect (the service's return route) is never routed by Playwright, so the page cannot load
 * it: the browser's navigation request is what says where the payer was sent.
 */
export async function sendsTo(page: Page, url: string, action: () => Promise<void>): Promise<void> {
  const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === url);
  await action();
  await sent;
}

/**
 * Whether the tests keep screenshots of the screens they go through, for a person to look at: yes, unless
 * `SCREENSHOTS=off`, as `.ci/run` sets, since no one reads a CI machine's files. A full-page capture costs the
 * browser up to about 0.3 s of CPU (0.32 s for a 7 096 px payments list on a phone, 0.04 s for the window alone),
 * and the suite takes 257 of them. What the tests assert is the same either way.
 */
export const SCREENSHOTS_KEPT = process.env.SCREENSHOTS !== 'off';

/** Keeps a full-page screenshot as a test artifact: test-artifacts/checkout/<name>.png. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await saveFullPage(page, new URL(`${name}.png`, ARTIFACTS).pathname);
}

/**
 * Saves the whole page, beyond the window, as a PNG at `path` (when screenshots are kept). Asked through the
 * DevTools protocol, which lets the PNG encoder trade file size for speed (`optimizeForSpeed`; Playwright's
 * `screenshot` does not pass it): a long dashboard page takes 255 ms rather than 344 ms, for each of the suite's 257
 * screenshots.
 */
export async function saveFullPage(page: Page, path: string): Promise<void> {
  if (!SCREENSHOTS_KEPT) return;
  await page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready.then(() => undefined));
  await withProtocol(page, async (session) => {
    const { cssContentSize } = await session.send('Page.getLayoutMetrics');
    const clip = { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 };
    const { data } = await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, captureBeyondViewport: true, clip });
    writeFileSync(path, Buffer.from(data, 'base64'));
  });
}

/** Runs `use` with a DevTools protocol session on the page, detached afterwards whatever happens. */
async function withProtocol(page: Page, use: (session: CDPSession) => Promise<void>): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await use(session);
  } finally {
    await session.detach();
  }
}

/** Text as a person reads it: no-break and narrow spaces as plain spaces, bidi marks and isolates dropped. */
export const readable = (text: string | null) =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').trim();

/** A future expiry date for the simulators' card form (MM/YY). */
export function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

/** Pays (or tries to) on a card simulator's page: the payer types the card and submits. */
export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill(futureExpiry());
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The element that has the keyboard focus, as `TAG#text`. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = (globalThis as unknown as { document: { activeElement: { tagName: string; textContent: string | null } | null } }).document
      .activeElement;
    return el ? `${el.tagName}#${(el.textContent ?? '').trim()}` : '';
  });
}

// Evaluated, not added as a script tag: the pages' Content-Security-Policy (served locally as on AWS)
// refuses inline scripts, and must stay on in the tests that audit them.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core's source in the page's document as a script of the DevTools protocol. `page.evaluate` runs a string
 * through `eval`, whose compiled code V8 keeps for one document only, so every audited document compiled axe-core's
 * 550 KB again; a protocol script's compiled code is kept by the renderer across the documents it shows. Loading it
 * in a newly opened dashboard page takes 203 ms rather than 251 ms, for each of the suite's 254 audits.
 */
async function loadAxe(page: Page): Promise<void> {
  await withProtocol(page, async (session) => {
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: AXE_SOURCE });
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  });
}

/**
 * Audits the page as it stands with axe-core (WCAG 2.0/2.1 A and AA rules): answers each
 * violation as `rule: target, …` so that a failing test says what to fix.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Loaded once per document: a single-page app keeps it across its screens.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Every rule still runs on every node; only the passes and incomplete results, which no test
    // reads, are not given selectors (axe's own advice for speed: `resultTypes`).
    const result = await axe.run((globalThis as any).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
