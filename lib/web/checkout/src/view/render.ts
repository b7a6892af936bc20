// Draws the page: the language bar, the merchant's theme, the card of the current screen; moves
// the keyboard focus to a new screen's heading and speaks through the live region.
import { page, type El } from '../dom.js';
import { lang, LANG_ORDER, LANGS, setLang, t, type Lang } from '../i18n/index.js';
import { screenBody } from '../screens/index.js';
import { linkSummary } from '../screens/link.js';
import { summary } from '../screens/summary.js';
import { watchExpiry } from '../flows/pay.js';
import { reference } from '../address.js';
import { state, type Screen } from '../state.js';
import { themeOf } from '../theme.js';
import { h } from './h.js';

const viewRoot = page.document.getElementById('view') as El;
const liveRegion = page.document.getElementById('live') as El;
const langNav = page.document.getElementById('langs') as El;

export function show(next: Screen, options: { focus: boolean } = { focus: true }): void {
  state.screen = next;
  state.generation++;
  // What was announced belonged to the screen before (a new screen's heading takes the focus).
  clearTimeout(announceTimer);
  liveRegion.textContent = '';
  if (state.expiryTimer) clearTimeout(state.expiryTimer);
  render();
  if (options.focus) (viewRoot.querySelector('[data-focus]') ?? viewRoot.querySelector('h1'))?.focus();
  if ((next.name === 'choose' || next.name === 'qr') && state.payment) watchExpiry(state.payment.expiresAt);
}

let announceTimer: ReturnType<typeof setTimeout> | undefined;

export function announce(text: string): void {
  liveRegion.textContent = '';
  // A fresh text node after a tick: screen readers announce repeated messages too.
  announceTimer = setTimeout(() => (liveRegion.textContent = text), 50);
}

export function render(): void {
  // Redrawing replaces the elements: the keyboard goes back to the same control (by id) or heading.
  const active = page.document.activeElement;
  const inPage = Boolean(active && (viewRoot.contains(active) || langNav.contains(active)));
  const activeId = inPage ? active!.id : '';
  const onHeading = inPage && active!.tagName === 'H1';

  const root = page.document.documentElement;
  root.lang = lang;
  root.dir = LANGS[lang].dir;
  const merchantName = (state.payment ?? state.link)?.merchant.displayName;
  const pageTitle = state.link && !state.payment ? state.link.title : t('pageTitle');
  page.document.title = merchantName ? `${pageTitle} · ${merchantName}` : pageTitle;
  renderLanguages();
  applyTheme();

  const body = screenBody();
  const card = h(
    'div',
    { class: 'card' },
    state.payment && state.screen.name !== 'notFound' ? summary(state.payment) : null,
    state.link && (state.screen.name === 'link' || state.screen.name === 'linkClosed') ? linkSummary(state.link, state.screen.name === 'link') : null,
    ...body,
  );
  viewRoot.replaceChildren(card);
  viewRoot.removeAttribute('aria-busy');
  if (activeId) page.document.getElementById(activeId)?.focus();
  else if (onHeading) viewRoot.querySelector('h1')?.focus();
}

function renderLanguages(): void {
  langNav.setAttribute('aria-label', t('languageNav'));
  langNav.replaceChildren(
    h(
      'ul',
      {},
      ...LANG_ORDER.map((code) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              id: `lang-${code}`,
              lang: code,
              'aria-pressed': String(code === lang),
              onclick: () => switchLanguage(code),
            },
            LANGS[code].messages.languageName,
          ),
        ),
      ),
    ),
  );
}

function switchLanguage(code: Lang): void {
  if (code === lang) return;
  setLang(code);
  render();
}

/**
 * A v2 payment's `theme: dark` travels in its address (`?theme=dark`), and is kept for this tab so
 * that the page is still dark when the payer comes back from the provider.
 */
const darkTheme = ((): boolean => {
  const key = `checkout.theme:${reference}`;
  try {
    if (new URLSearchParams(page.location.search).get('theme') === 'dark') page.sessionStorage.setItem(key, 'dark');
    return page.sessionStorage.getItem(key) === 'dark';
  } catch {
    return new URLSearchParams(page.location.search).get('theme') === 'dark';
  }
})();
if (darkTheme) page.document.documentElement.setAttribute('data-theme', 'dark');

function applyTheme(): void {
  const theme = themeOf((state.payment ?? state.link)?.merchant.themeColor, darkTheme ? 'dark' : 'light');
  const style = page.document.documentElement.style;
  style.setProperty('--brand', theme.brand);
  style.setProperty('--on-brand', theme.onBrand);
  style.setProperty('--accent', theme.accent);
  style.setProperty('--tint', theme.tint);
}
