// The hosted checkout page: one small script, no framework. It reads the payment through the
// public checkout routes only (same origin, or the `api-base` meta), lets the payer choose a
// provider, opens an attempt and carries on as its kind says (redirect, QR code, form), then
// follows the attempt to its outcome. The URL is `<checkout>/<reference>`; after a provider,
// `?attempt=<attemptId>` asks for that attempt's outcome. A payment link's page is
// `<checkout>/l/<slug>`: the payer gives the amount and details the link asks for, then goes on
// to the checkout of the payment it starts.
import { renderSVG } from 'uqr';
import { instrumentText } from '../../../../shared/domain/instrument-text.js';
import { latinDigits, parseDinars } from './amount.js';
import {
  apiBase,
  getAttempt,
  getLink,
  getPayment,
  openAttempt as postAttempt,
  startLinkPayment,
  type ApiAnswer,
  type ApiError,
  type AttemptView,
  type Instrument,
  type LinkView,
  type Merchant,
  type PaymentStatus,
  type PaymentView,
} from './api.js';
import { PROVIDER_NAMES } from './providers.js';
import { page, type El, type PageEvent } from './dom.js';
import { ar } from './i18n/ar.js';
import { en } from './i18n/en.js';
import { fr, type Messages } from './i18n/fr.js';
import { themeOf } from './theme.js';

const FINAL_ATTEMPT: readonly string[] = ['succeeded', 'failed', 'canceled', 'expired', 'refunded'];
const REFERENCE = /^[0-9a-f]{24}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------------------------------------
// Languages

type Lang = 'fr' | 'ar' | 'en';
type MessageKey = keyof Messages;
type Vars = Record<string, string | number>;

const LANGS: Record<Lang, { messages: Messages; locale: string; dir: 'ltr' | 'rtl' }> = {
  fr: { messages: fr, locale: 'fr', dir: 'ltr' },
  ar: { messages: ar, locale: 'ar-TN', dir: 'rtl' },
  en: { messages: en, locale: 'en-GB', dir: 'ltr' },
};
const LANG_ORDER: readonly Lang[] = ['fr', 'ar', 'en'];
const LANG_STORAGE_KEY = 'checkout.lang';

const isLang = (value: unknown): value is Lang => typeof value === 'string' && value in LANGS;

/** A v2 payment with `checkoutForm`: its address asks for the payer's details before paying (`?form=payer`). */
const askPayer = new URLSearchParams(page.location.search).get('form') === 'payer';

/** `?lang=` on the address: the payment's `locale` (its `payUrl` carries it), or a link in the payer's language. */
const langInAddress = new URLSearchParams(page.location.search).get('lang');

/** The payer's own choice: the address's `?lang=`, or the language they picked here before. */
function chosenLang(): Lang | undefined {
  if (isLang(langInAddress)) return langInAddress;
  try {
    const stored = page.localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage refused (private mode, blocked cookies): fall back to the browser's languages.
  }
  return undefined;
}

/** The address's `?lang=`, else the payer's earlier choice, else the browser's languages, else French. */
function initialLang(): Lang {
  const chosen = chosenLang();
  if (isLang(langInAddress)) remember(langInAddress); // it still holds back from the provider
  if (chosen) return chosen;
  const wanted = page.navigator.languages?.length ? page.navigator.languages : [page.navigator.language ?? ''];
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'fr';
}

let lang: Lang = initialLang();

function t(key: MessageKey, vars: Vars = {}): string {
  // In Arabic, Latin names and amounts are isolated (FSI…PDI) so that they do not reorder the sentence.
  const isolate = LANGS[lang].dir === 'rtl' ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  return LANGS[lang].messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? isolate(String(vars[name])) : whole,
  );
}

function formatAmount(millimes: number, currency: string): string {
  try {
    return new Intl.NumberFormat(LANGS[lang].locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(millimes / 1000);
  } catch {
    return `${(millimes / 1000).toFixed(3)} ${currency}`;
  }
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Payers and merchants are in Tunisia: dates are Tunis time, whatever the device's zone.
  return new Intl.DateTimeFormat(LANGS[lang].locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(date);
}

// ---------------------------------------------------------------------------------------------
// State and screens

type Notice = { key: MessageKey; vars?: Vars };

type Screen =
  | { name: 'loading' }
  | { name: 'choose'; notice?: Notice; busy?: string }
  | { name: 'redirecting'; provider: string }
  | { name: 'qr'; attempt: AttemptView }
  /** Back from a provider, the attempt not settled yet; `slow` once it has taken a while. */
  | { name: 'pending'; provider: string; slow: boolean }
  | { name: 'attemptFailed'; provider: string; failureCode: string | null }
  /** `alsoPaid`: the attempt the payer followed was paid too, after another one had paid the payment. */
  | { name: 'final'; status: Exclude<PaymentStatus, 'pending'>; alsoPaid?: string }
  | { name: 'notFound' }
  | { name: 'error'; retry: () => void }
  /** A payment link's form; `busy` while its payment is being started. */
  | { name: 'link'; notice?: Notice; busy?: boolean }
  | { name: 'linkClosed'; reason: 'disabled' | 'expired' | 'completed' | 'inactive' }
  | { name: 'linkNotFound' };

const segments = page.location.pathname.split('/').filter(Boolean);
const reference = segments.at(-1) ?? '';
/** Set on a payment link's page (`…/l/<slug>`). */
const linkSlug = segments.at(-2) === 'l' ? reference : undefined;
let payment: PaymentView | undefined;
let link: LinkView | undefined;
let selected: string | undefined;
let screen: Screen = { name: 'loading' };
/** Bumped whenever the screen changes: a poll or timer of an older screen then stops. */
let generation = 0;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

const viewRoot = page.document.getElementById('view') as El;
const liveRegion = page.document.getElementById('live') as El;
const langNav = page.document.getElementById('langs') as El;

function show(next: Screen, options: { focus: boolean } = { focus: true }): void {
  screen = next;
  generation++;
  // What was announced belonged to the screen before (a new screen's heading takes the focus).
  clearTimeout(announceTimer);
  liveRegion.textContent = '';
  if (expiryTimer) clearTimeout(expiryTimer);
  render();
  if (options.focus) (viewRoot.querySelector('[data-focus]') ?? viewRoot.querySelector('h1'))?.focus();
  if ((next.name === 'choose' || next.name === 'qr') && payment) watchExpiry(payment.expiresAt);
}

let announceTimer: ReturnType<typeof setTimeout> | undefined;

function announce(text: string): void {
  liveRegion.textContent = '';
  // A fresh text node after a tick: screen readers announce repeated messages too.
  announceTimer = setTimeout(() => (liveRegion.textContent = text), 50);
}

/** "Back to <merchant>" before the payment ends: to its fail page; the payment stays payable. */
function leaveLink(): El | null {
  const p = payment;
  if (!p?.failUrl) return null;
  return h(
    'a',
    { class: 'leave', href: `${apiBase}/checkout/${encodeURIComponent(p.reference)}/return?outcome=back` },
    t('backToMerchant', { merchant: p.merchant.displayName }),
  );
}

function providerName(code: string | null | undefined): string {
  if (!code) return '';
  return payment?.providers.find((p) => p.code === code)?.name ?? PROVIDER_NAMES[code] ?? code;
}

// ---------------------------------------------------------------------------------------------
// Rendering

type Child = El | string | false | null | undefined;

function h(tag: string, props: Record<string, string | number | boolean | ((event: PageEvent) => void) | undefined> = {}, ...children: Child[]): El {
  const el = page.document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'class') el.className = String(value);
    else if (name === 'checked' || name === 'disabled') el[name] = Boolean(value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children.filter((c): c is El | string => c !== false && c !== null && c !== undefined && c !== ''));
  return el;
}

const title = (text: string) => h('h1', { tabindex: -1 }, text);

function render(): void {
  // Redrawing replaces the elements: the keyboard goes back to the same control (by id) or heading.
  const active = page.document.activeElement;
  const inPage = Boolean(active && (viewRoot.contains(active) || langNav.contains(active)));
  const activeId = inPage ? active!.id : '';
  const onHeading = inPage && active!.tagName === 'H1';

  const root = page.document.documentElement;
  root.lang = lang;
  root.dir = LANGS[lang].dir;
  const merchantName = (payment ?? link)?.merchant.displayName;
  const pageTitle = link && !payment ? link.title : t('pageTitle');
  page.document.title = merchantName ? `${pageTitle} · ${merchantName}` : pageTitle;
  renderLanguages();
  applyTheme();

  const body = screenBody();
  const card = h(
    'div',
    { class: 'card' },
    payment && screen.name !== 'notFound' ? summary(payment) : null,
    link && (screen.name === 'link' || screen.name === 'linkClosed') ? linkSummary(link, screen.name === 'link') : null,
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

function remember(code: Lang): void {
  try {
    page.localStorage.setItem(LANG_STORAGE_KEY, code);
  } catch {
    // Not remembered; the choice still holds for this page.
  }
}

function switchLanguage(code: Lang): void {
  if (code === lang) return;
  lang = code;
  remember(code);
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
  const theme = themeOf((payment ?? link)?.merchant.themeColor, darkTheme ? 'dark' : 'light');
  const style = page.document.documentElement.style;
  style.setProperty('--brand', theme.brand);
  style.setProperty('--on-brand', theme.onBrand);
  style.setProperty('--accent', theme.accent);
  style.setProperty('--tint', theme.tint);
}

/** The merchant's logo (or initial) and name, at the top of the payment and link pages. */
function merchantBlock(merchant: Merchant): El {
  const name = merchant.displayName;
  const initial = h('span', { class: 'initial', 'aria-hidden': 'true' }, [...name.trim()][0]?.toUpperCase() ?? '');
  let logo: El | null = null;
  if (merchant.logoUrl) {
    // Decorative: the merchant's name is written beside it.
    logo = h('img', { class: 'logo', src: merchant.logoUrl, alt: '', width: 48, height: 48 });
    logo.addEventListener('error', () => logo?.replaceWith(initial));
  }
  return h('div', { class: 'merchant' }, logo ?? initial, h('p', { class: 'merchant-name', dir: 'auto' }, name));
}

function summary(p: PaymentView): El {
  return h(
    'header',
    { class: 'summary' },
    merchantBlock(p.merchant),
    h(
      'dl',
      { class: 'facts' },
      h('div', { class: 'amount' }, h('dt', { class: 'sr-only' }, t('amount')), h('dd', {}, formatAmount(p.amount, p.currency))),
      p.description ? h('div', { class: 'description' }, h('dt', { class: 'sr-only' }, t('description')), h('dd', { dir: 'auto' }, p.description)) : null,
      h('div', { class: 'reference' }, h('dt', {}, t('reference')), h('dd', { dir: 'ltr' }, p.reference)),
    ),
  );
}

function screenBody(): Child[] {
  switch (screen.name) {
    case 'loading':
      return [h('p', { class: 'loading' }, t('loading'))];
    case 'choose':
      return chooseBody(screen.notice, screen.busy);
    case 'redirecting':
      return [
        h('div', { class: 'state' }, spinner(), title(t('redirecting', { provider: providerName(screen.provider) }))),
        h('p', {}, t('redirectingText')),
      ];
    case 'qr':
      return qrBody(screen.attempt);
    case 'pending': {
      const provider = providerName(screen.provider);
      return [
        h('div', { class: 'state state-pending' }, spinner(), title(t('pendingTitle'))),
        h(
          'p',
          { role: 'status' },
          screen.slow ? t('pendingText', { provider }) : provider ? t('checking', { provider }) : t('checkingGeneric'),
        ),
        screen.slow ? h('button', { type: 'button', class: 'secondary', onclick: () => void resume() }, t('checkNow')) : null,
        leaveLink(),
      ];
    }
    case 'attemptFailed':
      return [
        h('div', { class: 'state state-failed' }, icon('failed'), title(t('attemptFailedTitle'))),
        h('p', {}, t('attemptFailedText', { provider: providerName(screen.provider) })),
        screen.failureCode && FAILURE_REASONS[screen.failureCode] ? h('p', { class: 'reason' }, t(FAILURE_REASONS[screen.failureCode]!)) : null,
        h('button', { type: 'button', class: 'primary', onclick: () => void tryAgain() }, t('tryAgain')),
        leaveLink(),
      ];
    case 'final':
      return finalBody(screen.status, screen.alsoPaid);
    case 'notFound':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('notFoundTitle'))), h('p', {}, t('notFoundText'))];
    case 'error': {
      const retry = screen.retry;
      return [
        h('div', { class: 'state state-failed' }, icon('failed'), title(t('errorTitle'))),
        h('p', {}, t('errorText')),
        h('button', { type: 'button', class: 'primary', onclick: () => retry() }, t('retry')),
      ];
    }
    case 'link':
      return linkFormBody(screen.notice, screen.busy);
    case 'linkClosed':
      return linkClosedBody(screen.reason);
    case 'linkNotFound':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('linkNotFoundTitle'))), h('p', {}, t('linkNotFoundText'))];
  }
}

function spinner(): El {
  return h('span', { class: 'spinner', 'aria-hidden': 'true' });
}

function icon(kind: 'success' | 'failed'): El {
  return h('span', { class: `icon icon-${kind}`, 'aria-hidden': 'true' }, kind === 'success' ? '✓' : '!');
}

/** The failure codes a payer can act on; the others say nothing useful to them. */
const FAILURE_REASONS: Record<string, MessageKey> = {
  declined: 'reasonDeclined',
  insufficient_funds: 'reasonInsufficientFunds',
  card_expired: 'reasonCardExpired',
  limit_exceeded: 'reasonLimitExceeded',
  authentication_failed: 'reasonAuthentication',
  canceled_by_payer: 'reasonCanceled',
  session_expired: 'reasonSessionExpired',
  provider_unavailable: 'reasonProviderUnavailable',
};

const PROVIDER_HINTS: Record<string, MessageKey> = {
  clictopay: 'hintCard',
  mpgs_poste: 'hintEdinar',
  flouci: 'hintWallet',
  izi: 'hintWallet',
  enda_tao: 'hintWallet',
  kashy: 'hintQr',
  pluxee: 'hintVoucher',
};

/**
 * Each provider's mark: a small drawing of our own (what the payer needs: a card, a phone, a QR
 * code, a voucher), never a copied logo. Decorative: the provider's name is written beside it.
 */
const MARK_SHAPES: Record<string, [fill: string, shape: string]> = {
  clictopay: ['#1f4e8c', '<rect x="6" y="8" width="16" height="12" rx="2" fill="none" stroke="#fff" stroke-width="2"/><path d="M6 12h16" stroke="#fff" stroke-width="2"/>'],
  mpgs_poste: ['#f2c94c', '<rect x="6" y="8" width="16" height="12" rx="1.5" fill="none" stroke="#1b1f24" stroke-width="2"/><path d="M6.5 9l7.5 6 7.5-6" fill="none" stroke="#1b1f24" stroke-width="2"/>'],
  flouci: ['#1d7a50', '<rect x="9" y="5" width="10" height="18" rx="2" fill="none" stroke="#fff" stroke-width="2"/><circle cx="14" cy="19" r="1.3" fill="#fff"/>'],
  izi: ['#6b3fa0', '<rect x="9" y="5" width="10" height="18" rx="2" fill="none" stroke="#fff" stroke-width="2"/><path d="M12 11h4l-4 4h4" fill="none" stroke="#fff" stroke-width="1.6"/>'],
  enda_tao: ['#b4501a', '<path d="M8 20c0-8 5-12 12-12 0 7-4 12-12 12z" fill="none" stroke="#fff" stroke-width="2"/><path d="M8 20l7-7" stroke="#fff" stroke-width="2"/>'],
  kashy: ['#1b1f24', '<path d="M6 6h6v6H6zM16 6h6v6h-6zM6 16h6v6H6z" fill="none" stroke="#fff" stroke-width="2"/><path d="M16 16h2v2h-2zM20 20h2v2h-2z" fill="#fff"/>'],
  pluxee: ['#0e6f78', '<path d="M6 9h16v3a2 2 0 0 0 0 4v3H6v-3a2 2 0 0 0 0-4z" fill="none" stroke="#fff" stroke-width="2"/>'],
};

function providerMark(code: string): El {
  const [fill, shape] = MARK_SHAPES[code] ?? ['#4b5563', ''];
  const mark = h('span', { class: 'mark' });
  mark.innerHTML = `<svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" focusable="false"><rect width="28" height="28" rx="6" fill="${fill}"/>${shape}</svg>`;
  return mark;
}

function chooseBody(notice: Notice | undefined, busy: string | undefined): Child[] {
  const p = payment!;
  if (!p.providers.length) {
    return [title(t('chooseMethod')), h('p', { class: 'notice', role: 'alert' }, t('noMethods')), leaveLink()];
  }
  if (!selected && p.providers.length === 1) selected = p.providers[0]!.code;
  const amount = formatAmount(p.amount, p.currency);
  const options = p.providers.map((provider) => {
    const id = `provider-${provider.code}`;
    const hint = PROVIDER_HINTS[provider.code];
    return h(
      'li',
      {},
      h(
        'label',
        { class: 'option', for: id },
        h('input', {
          type: 'radio',
          name: 'provider',
          id,
          value: provider.code,
          checked: provider.code === selected,
          disabled: Boolean(busy),
          onchange: () => {
            selected = provider.code;
          },
        }),
        providerMark(provider.code),
        h('span', { class: 'option-text' }, h('span', { class: 'option-name' }, provider.name), hint ? h('span', { class: 'option-hint' }, t(hint)) : null),
      ),
    );
  });
  const noticeEl = notice ? h('p', { class: 'notice', role: 'alert', tabindex: -1, id: 'notice', 'data-focus': '' }, t(notice.key, notice.vars)) : null;
  const form = h(
    'form',
    { class: 'choose', novalidate: true, 'aria-busy': busy ? 'true' : undefined },
    askPayer ? payerFieldset(Boolean(busy)) : null,
    h(
      'fieldset',
      { 'aria-describedby': noticeEl ? 'notice' : undefined },
      h('legend', {}, title(t('chooseMethod'))),
      noticeEl,
      h('ul', { class: 'options' }, ...options),
    ),
    // aria-disabled rather than disabled while busy: a disabled button would lose the focus.
    // The bar sticks to the bottom of a small screen: Pay stays in view however many providers.
    h(
      'div',
      { class: 'pay-bar' },
      h(
        'button',
        { type: 'submit', id: 'pay', class: 'primary pay', 'aria-disabled': busy ? 'true' : undefined },
        busy ? t('opening', { provider: providerName(busy) }) : t('pay', { amount }),
      ),
    ),
    h('p', { class: 'expiry' }, t('expiresAt', { date: formatDate(p.expiresAt) })),
    h('p', { class: 'secure' }, t('secureNote')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const chosen = form.querySelector('input[name="provider"]:checked')?.getAttribute('value') ?? undefined;
    let payer: Partial<Record<PayerField, string>> | undefined;
    if (askPayer) {
      const errors: Partial<Record<LinkField, MessageKey>> = {};
      payer = readPayer(PAYER_FIELDS, () => true, errors);
      linkErrors = errors;
      if (Object.keys(errors).length) return showPayerErrors();
    }
    if (!chosen) {
      show({ name: 'choose', notice: { key: 'chooseMethodFirst' } });
      return;
    }
    selected = chosen;
    void openAttempt(chosen, payer);
  });
  return [form, leaveLink()];
}

function qrBody(attempt: AttemptView): Child[] {
  const p = payment!;
  const provider = providerName(attempt.provider);
  const amount = formatAmount(p.amount, p.currency);
  const qr = h('div', { class: 'qr' });
  qr.innerHTML = renderSVG(attempt.qr?.content ?? '', { ecc: 'M', border: 2 });
  const svg = qr.firstElementChild;
  svg?.setAttribute('role', 'img');
  svg?.setAttribute('aria-label', t('qrImage', { amount }));
  const code = attempt.qr?.codePay ?? '';
  return [
    title(t('qrTitle', { provider })),
    h('p', {}, t('qrInstructions', { provider })),
    h(
      'div',
      { class: 'qr-box' },
      qr,
      code
        ? h(
            'p',
            { class: 'code-pay' },
            h('span', { class: 'code-label' }, t('codePay')),
            ' ',
            // Read digit by digit, not as one large number.
            h('span', { class: 'code', dir: 'ltr' }, h('span', { 'aria-hidden': 'true' }, code), h('span', { class: 'sr-only' }, [...code].join(' '))),
          )
        : null,
    ),
    h('p', { class: 'waiting', role: 'status' }, spinner(), t('waiting')),
    h('button', { type: 'button', class: 'secondary', onclick: () => void tryAgain() }, t('otherMethod')),
    leaveLink(),
  ];
}

/** The contract's instrument (each part may be left out) as the shared formatter reads it. */
const masked = (i: Instrument | null) => i && { brand: i.brand ?? null, last4: i.last4 ?? null, maskedId: i.maskedId ?? null };

/** The facts of a collected payment: when, how much, to whom, with what, and the authorisation. */
function paymentDetails(p: PaymentView, paid: { providerName: string | null; instrument: Instrument | null; authorizationCode: string | null; completedAt: string | null }): El {
  const row = (label: string, value: string | null, ltr = false) =>
    value ? h('div', {}, h('dt', {}, label), h('dd', ltr ? { dir: 'ltr' } : { dir: 'auto' }, value)) : null;
  const instrument = instrumentText(masked(paid.instrument));
  return h(
    'section',
    { class: 'details', 'aria-labelledby': 'details-title' },
    h('h2', { id: 'details-title' }, t('receiptTitle')),
    h(
      'dl',
      {},
      row(t('paidOn'), paid.completedAt ? formatDate(paid.completedAt) : null),
      row(t('amount'), formatAmount(p.amount, p.currency)),
      row(t('paidTo'), p.merchant.displayName),
      row(t('paidWith'), [paid.providerName, instrument].filter(Boolean).join(' · ') || null),
      row(t('authorizationCode'), paid.authorizationCode, true),
    ),
  );
}

function finalBody(status: Exclude<PaymentStatus, 'pending'>, alsoPaid?: string): Child[] {
  const p = payment!;
  const merchant = p.merchant.displayName;
  const result = p.result;
  const back = (outcome: 'success' | 'fail') =>
    h('a', { class: 'button primary', href: `${apiBase}/checkout/${encodeURIComponent(p.reference)}/return?outcome=${outcome}` }, t('backToMerchant', { merchant }));
  const late = status !== 'succeeded' ? result?.lateSuccess : null;
  if (late) {
    // Money was collected after the payment ended: say so, never "canceled" alone.
    const vars = { amount: formatAmount(p.amount, p.currency), provider: late.providerName, merchant };
    return [
      h('div', { class: 'state state-warning' }, icon('success'), title(t(status === 'canceled' ? 'lateCanceledTitle' : 'lateEndedTitle'))),
      h('p', {}, t(status === 'canceled' ? 'lateCanceledText' : 'lateEndedText', vars)),
      paymentDetails(p, late),
      p.failUrl ? back('fail') : null,
    ];
  }
  switch (status) {
    case 'succeeded':
      return [
        h('div', { class: 'state state-success' }, icon('success'), title(t('successTitle'))),
        h('p', {}, t('successText', { amount: formatAmount(p.amount, p.currency), merchant })),
        // Charged twice: the payer is told, never left to find it on a statement.
        alsoPaid ? h('p', { class: 'notice' }, t('alsoPaidText', { first: result?.providerName ?? '', second: providerName(alsoPaid) })) : null,
        p.successMessage ? h('p', { class: 'success-message', dir: 'auto' }, p.successMessage) : null,
        result ? paymentDetails(p, result) : null,
        result?.receiptSentTo ? h('p', { class: 'receipt-note' }, t('receiptSent', { email: result.receiptSentTo })) : null,
        p.successUrl ? back('success') : null,
      ];
    case 'failed':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('failedTitle'))), h('p', {}, t('failedText')), p.failUrl ? back('fail') : null];
    case 'expired':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('expiredTitle'))), h('p', {}, t('expiredText')), p.failUrl ? back('fail') : null];
    case 'canceled':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('canceledTitle'))), h('p', {}, t('canceledText')), p.failUrl ? back('fail') : null];
  }
}

// ---------------------------------------------------------------------------------------------
// Flows

/** What a payment's status means for the screen, when nothing else is under way. */
function screenForPayment(p: PaymentView): Screen {
  if (p.status !== 'pending') return { name: 'final', status: p.status };
  // The service expires the payment on its own schedule; the page does not offer a dead payment meanwhile.
  if (Date.parse(p.expiresAt) <= Date.now()) return { name: 'final', status: 'expired' };
  return { name: 'choose' };
}

/** Loads the payment; shows not found or the error screen itself and answers undefined then. */
async function loadPayment(view: 'payment' | 'result', focus: boolean): Promise<PaymentView | undefined> {
  let answer: ApiAnswer<PaymentView>;
  try {
    answer = await getPayment(reference, view);
  } catch {
    show({ name: 'error', retry: () => void start() }, { focus });
    return undefined;
  }
  if (answer.status === 404) {
    show({ name: 'notFound' }, { focus });
    return undefined;
  }
  if (answer.status !== 200 || !answer.data) {
    show({ name: 'error', retry: () => void start() }, { focus });
    return undefined;
  }
  payment = answer.data;
  return payment;
}

async function start(focus = false): Promise<void> {
  if (linkSlug !== undefined) return startLink(focus);
  if (!REFERENCE.test(reference)) {
    show({ name: 'notFound' }, { focus });
    return;
  }
  const attemptId = new URLSearchParams(page.location.search).get('attempt');
  if (attemptId && UUID.test(attemptId)) {
    // Back from a provider: only `payment` views count as checkout opens, so this reads the result view.
    // The outcome is what the payer came back for: the heading takes the focus, so it is read first.
    focus = true;
    const p = await loadPayment('result', focus);
    if (!p) return;
    if (p.status !== 'pending') {
      rememberAttempt(null);
      return show({ ...screenForPayment(p), ...(await alsoPaidBy(p, attemptId)) }, { focus });
    }
    show({ name: 'pending', provider: '', slow: false }, { focus });
    await followAttempt(attemptId);
    return;
  }
  let p = await loadPayment('payment', focus);
  // An ended payment: the result page shows what settled it (or what came after).
  if (p && p.status !== 'pending') p = await loadPayment('result', focus);
  if (p) show(screenForPayment(p), { focus });
}

/** The payer's details in error: the keyboard on the first of them. */
function showPayerErrors(): void {
  show({ name: 'choose' }, { focus: false });
  const first = PAYER_FIELDS.map((f) => f.field).find((field) => linkErrors[field]);
  if (first) page.document.getElementById(first)?.focus();
  announce(t('linkFixErrors'));
}

async function openAttempt(provider: string, payer?: Partial<Record<PayerField, string>>): Promise<void> {
  show({ name: 'choose', busy: provider }, { focus: false });
  announce(t('opening', { provider: providerName(provider) }));
  let answer: ApiAnswer<AttemptView>;
  try {
    // The provider's pages (where it has them) and the receipt follow the payer's language.
    answer = await postAttempt(reference, { provider, language: lang, ...(payer ? { payer } : {}) });
  } catch {
    show({ name: 'choose', notice: { key: 'genericError' } });
    return;
  }
  const attempt = answer.data;
  if (answer.status === 201 && attempt) {
    if (attempt.kind === 'qr') {
      rememberAttempt(attempt.attemptId);
      show({ name: 'qr', attempt });
      void followAttempt(attempt.attemptId, attempt);
      return;
    }
    show({ name: 'redirecting', provider });
    if (attempt.kind === 'form' && attempt.form) submitForm(attempt.form);
    else if (attempt.redirectUrl) page.location.assign(attempt.redirectUrl);
    else show({ name: 'choose', notice: { key: 'providerUnavailable', vars: { provider: providerName(provider) } } });
    return;
  }
  const error = answer.error?.error;
  if (answer.status === 404) return show({ name: 'notFound' });
  if (error === 'payment_not_pending' || error === 'payment_expired') {
    const p = await loadPayment('result', true);
    if (p) show(error === 'payment_expired' && p.status === 'pending' ? { name: 'final', status: 'expired' } : screenForPayment(p));
    return;
  }
  if (error === 'payer_field_required' || (error === 'validation_failed' && askPayer)) {
    // The service refused the details: the fields it names are marked, as the page would have.
    const fields = fieldsInError(answer.error);
    linkErrors = Object.fromEntries(fields.map((field) => [field, PAYER_FIELDS.find((f) => f.field === field)?.required ?? 'linkFieldTooLong']));
    if (fields.length) return showPayerErrors();
  }
  if (error === 'provider_not_accepted') {
    selected = undefined;
    const p = await loadPayment('result', true);
    if (p) show(p.status === 'pending' ? { name: 'choose', notice: { key: 'providerNotAccepted' } } : screenForPayment(p));
    return;
  }
  const notice: Notice =
    answer.status === 429
      ? { key: 'rateLimited', vars: { seconds: answer.retryAfter ?? 60 } }
      : error === 'too_many_attempts'
        ? { key: 'tooManyAttempts' }
        : answer.status === 502 || error === 'provider_init_failed'
          ? { key: 'providerUnavailable', vars: { provider: providerName(provider) } }
          : { key: 'genericError' };
  show({ name: 'choose', notice });
}

function submitForm(form: NonNullable<AttemptView['form']>): void {
  const el = h('form', { method: (form.method ?? 'POST').toUpperCase() === 'GET' ? 'get' : 'post', action: form.action, hidden: true });
  for (const [name, value] of Object.entries(form.fields ?? {})) el.append(h('input', { type: 'hidden', name, value }));
  page.document.body.append(el);
  el.submit();
}

/** The URL names the attempt, so that a reload follows it instead of offering the choice again. */
function rememberAttempt(attemptId: string | null): void {
  // A path, not a bare query: relative URLs resolve against the page's <base>.
  const url = attemptId ? `${page.location.pathname}?attempt=${encodeURIComponent(attemptId)}` : page.location.pathname;
  page.history.replaceState(null, '', url);
}

/** How long "we are checking" is said before the page says the provider is taking a while. */
const PENDING_PATIENCE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows an attempt until it or its payment ends. QR attempts keep their screen while waiting;
 * after a provider, the pending screen says so when the confirmation takes a while.
 */
async function followAttempt(attemptId: string, opened?: AttemptView): Promise<void> {
  const mine = () => generation;
  let owner = mine();
  const started = Date.now();
  let delay = 1000;
  let failures = 0;
  for (;;) {
    let answer: ApiAnswer<AttemptView> | undefined;
    try {
      answer = await getAttempt(reference, attemptId);
    } catch {
      answer = undefined;
    }
    if (owner !== generation) return;
    const attempt = answer?.status === 200 ? answer.data : undefined;
    if (answer?.status === 404) {
      // An unknown attempt: forget it and offer the payment as it stands.
      rememberAttempt(null);
      const p = answer.error?.error === 'payment_not_found' ? undefined : await loadPayment('result', true);
      if (p) show(screenForPayment(p));
      else if (answer.error?.error === 'payment_not_found') show({ name: 'notFound' });
      return;
    }
    if (!attempt) {
      failures++;
      if (failures >= 5 && screen.name === 'pending' && !screen.slow) {
        show({ name: 'error', retry: () => void start(true) });
        return;
      }
    } else {
      failures = 0;
      const paymentStatus = attempt.paymentStatus ?? 'pending';
      if (paymentStatus !== 'pending') {
        await finish(paymentStatus, attempt);
        return;
      }
      if (attempt.status && FINAL_ATTEMPT.includes(attempt.status)) {
        await attemptEnded(attempt);
        return;
      }
      const qr = attempt.kind === 'qr' ? (attempt.qr ?? opened?.qr) : undefined;
      if (screen.name === 'pending' && qr) {
        show({ name: 'qr', attempt: { ...attempt, qr } });
        owner = mine();
      } else if (screen.name === 'pending') {
        // Same screen, new words: redrawn in place, the focus stays where it is.
        const slow = screen.slow || Date.now() - started > PENDING_PATIENCE_MS;
        if (slow !== screen.slow || screen.provider !== attempt.provider) {
          screen.slow = slow;
          screen.provider = attempt.provider;
          render();
        }
      }
    }
    await sleep(delay);
    if (owner !== generation) return;
    delay = Math.min(Math.round(delay * 1.25), Date.now() - started > 120_000 ? 10_000 : 4_000);
  }
}

/**
 * The attempt ended without paying while the payment is still open: the result view gives the
 * reason and the providers the payer may try now.
 */
async function attemptEnded(attempt: AttemptView): Promise<void> {
  const owner = generation;
  let failureCode: string | null = null;
  try {
    const answer = await getPayment(reference, 'result');
    if (owner !== generation) return;
    if (answer.status === 200 && answer.data) {
      payment = answer.data;
      if (payment.status !== 'pending') return show(screenForPayment(payment));
      if (payment.result?.attemptId === attempt.attemptId) failureCode = payment.result.failureCode;
    }
  } catch {
    // Shown without a reason; "try again" reads the payment anew.
  }
  show({ name: 'attemptFailed', provider: attempt.provider, failureCode });
}

/**
 * When the attempt the payer followed was paid too although another attempt paid the payment:
 * its provider, for the result page to say so.
 */
async function alsoPaidBy(p: PaymentView, attemptId: string, known?: AttemptView): Promise<{ alsoPaid?: string }> {
  if (p.status !== 'succeeded' || !p.result?.attemptId || p.result.attemptId === attemptId) return {};
  let attempt = known;
  if (!attempt) {
    try {
      const answer = await getAttempt(reference, attemptId);
      attempt = answer.status === 200 ? answer.data : undefined;
    } catch {
      return {};
    }
  }
  return attempt?.status === 'succeeded' ? { alsoPaid: attempt.provider } : {};
}

/** The payment ended: read what the result page shows (outcome, details, merchant URLs). */
async function finish(status: PaymentStatus, followed?: AttemptView): Promise<void> {
  rememberAttempt(null);
  try {
    const answer = await getPayment(reference, 'result');
    if (answer.status === 200 && answer.data) {
      payment = answer.data;
      status = answer.data.status;
    }
  } catch {
    // The attempt view already told the outcome; the details and merchant links may just be missing.
  }
  if (payment) payment = { ...payment, status };
  const also = payment && followed ? await alsoPaidBy(payment, followed.attemptId, followed) : {};
  show(status === 'pending' ? { name: 'choose' } : { name: 'final', status, ...also });
}

async function tryAgain(): Promise<void> {
  rememberAttempt(null);
  const p = await loadPayment('result', true);
  if (p) show(screenForPayment(p));
}

async function resume(): Promise<void> {
  await start(true);
}

function watchExpiry(expiresAt: string): void {
  const due = Date.parse(expiresAt) - Date.now();
  if (!Number.isFinite(due) || due > 2 ** 31 - 1) return;
  const owner = generation;
  expiryTimer = setTimeout(
    () => {
      if (owner !== generation) return;
      void (async () => {
        const p = await loadPayment('result', true);
        if (p) show(screenForPayment(p));
      })();
    },
    Math.max(due, 0) + 1000,
  );
}

// ---------------------------------------------------------------------------------------------
// Payment links: the link's page, then the checkout of the payment it starts

const LINK_SLUG = /^[0-9a-hjkmnp-tv-z]{14}$/;

type LinkField = 'amount' | 'firstName' | 'lastName' | 'email' | 'phone';
type PayerField = Exclude<LinkField, 'amount'>;

/** The payer's fields, in the order of the form, with the link setting that shows them. */
const PAYER_FIELDS: readonly { field: PayerField; group: keyof LinkView['payerFields']; label: MessageKey; required: MessageKey; autocomplete: string; type: string; max: number }[] = [
  { field: 'firstName', group: 'name', label: 'linkFirstName', required: 'linkFirstNameRequired', autocomplete: 'given-name', type: 'text', max: 100 },
  { field: 'lastName', group: 'name', label: 'linkLastName', required: 'linkLastNameRequired', autocomplete: 'family-name', type: 'text', max: 100 },
  { field: 'email', group: 'email', label: 'linkEmail', required: 'linkEmailRequired', autocomplete: 'email', type: 'email', max: 254 },
  { field: 'phone', group: 'phone', label: 'linkPhone', required: 'linkPhoneRequired', autocomplete: 'tel', type: 'tel', max: 32 },
];

/** What the payer typed, kept across redraws (a language switch rebuilds the form). */
const linkInput: Record<LinkField, string> = { amount: '', firstName: '', lastName: '', email: '', phone: '' };
/** The message under each field in error; the amount's bounds are formatted when drawn. */
let linkErrors: Partial<Record<LinkField, MessageKey>> = {};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

const shownFields = (l: LinkView) => PAYER_FIELDS.filter((f) => l.payerFields[f.group] !== 'hidden');

function boundsVars(l: LinkView): Vars {
  return {
    min: formatAmount(l.minAmount ?? 1, l.currency),
    max: l.maxAmount === null ? '' : formatAmount(l.maxAmount, l.currency),
  };
}

function linkSummary(l: LinkView, withTitle: boolean): El {
  return h(
    'header',
    { class: 'summary' },
    merchantBlock(l.merchant),
    // On the form, the link's title is the page's heading; on a closed link, the reason is.
    withTitle ? h('h1', { class: 'link-title', tabindex: -1, dir: 'auto' }, l.title) : h('p', { class: 'link-title', dir: 'auto' }, l.title),
    l.description ? h('p', { class: 'link-description', dir: 'auto' }, l.description) : null,
    l.amountType === 'fixed' && l.amount !== null
      ? h('dl', { class: 'facts' }, h('div', { class: 'amount' }, h('dt', { class: 'sr-only' }, t('amount')), h('dd', {}, formatAmount(l.amount, l.currency))))
      : null,
  );
}

/** A labelled input with its hint and its inline error, both read with it. */
function linkInputField(options: { field: LinkField; label: Child; hint?: string; attrs: Record<string, string | number | boolean | undefined> }, busy: boolean): El {
  const { field } = options;
  const error = linkErrors[field];
  const describedBy = [options.hint ? `${field}-hint` : '', error ? `${field}-error` : ''].filter(Boolean).join(' ');
  const input = h('input', {
    id: field,
    name: field,
    value: linkInput[field],
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': describedBy || undefined,
    readonly: busy,
    ...options.attrs,
  });
  input.addEventListener('input', () => {
    linkInput[field] = input.value;
  });
  return h(
    'div',
    { class: error ? 'field field-invalid' : 'field' },
    h('label', { for: field }, options.label),
    options.hint ? h('p', { class: 'field-hint', id: `${field}-hint` }, options.hint) : null,
    error ? h('p', { class: 'field-error', id: `${field}-error` }, t(error, link ? boundsVars(link) : {})) : null,
    input,
  );
}

function linkFormBody(notice: Notice | undefined, busy = false): Child[] {
  const l = link!;
  const amountField =
    l.amountType === 'open'
      ? linkInputField(
          {
            field: 'amount',
            label: t('linkAmountLabel'),
            hint: t(l.maxAmount === null ? 'linkAmountAtLeast' : 'linkAmountBetween', boundsVars(l)),
            attrs: { type: 'text', inputmode: 'decimal', autocomplete: 'transaction-amount', required: true, dir: 'ltr', maxlength: 24, class: 'amount-input' },
          },
          busy,
        )
      : null;
  const fields = shownFields(l).map((f) => {
    const optional = l.payerFields[f.group] === 'optional';
    return linkInputField(
      {
        field: f.field,
        label: optional ? h('span', {}, t(f.label), ' ', h('span', { class: 'optional' }, t('linkOptional'))) : t(f.label),
        attrs: {
          type: f.type,
          autocomplete: f.autocomplete,
          required: !optional,
          maxlength: f.max,
          dir: f.type === 'text' ? 'auto' : 'ltr',
          inputmode: f.type === 'tel' ? 'tel' : undefined,
        },
      },
      busy,
    );
  });
  const noticeEl = notice ? h('p', { class: 'notice', role: 'alert', tabindex: -1, id: 'notice', 'data-focus': '' }, t(notice.key, notice.vars)) : null;
  const form = h(
    'form',
    { class: 'link-form', novalidate: true, 'aria-busy': busy ? 'true' : undefined },
    noticeEl,
    amountField,
    fields.length ? h('fieldset', { class: 'payer' }, h('legend', {}, t('linkPayerDetails')), ...fields) : null,
    // aria-disabled rather than disabled while busy: a disabled button would lose the focus.
    h('button', { type: 'submit', id: 'continue', class: 'primary pay', 'aria-disabled': busy ? 'true' : undefined }, busy ? t('linkStarting') : t('linkContinue')),
    l.expiresAt ? h('p', { class: 'expiry' }, t('linkValidUntil', { date: formatDate(l.expiresAt) })) : null,
    h('p', { class: 'secure' }, t('secureNote')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submitLink();
  });
  return [form];
}

function linkClosedBody(reason: 'disabled' | 'expired' | 'completed' | 'inactive'): Child[] {
  const [heading, text]: [MessageKey, MessageKey] =
    reason === 'disabled'
      ? ['linkDisabledTitle', 'linkDisabledText']
      : reason === 'expired'
        ? ['linkExpiredTitle', 'linkExpiredText']
        : reason === 'completed'
          ? ['linkCompletedTitle', 'linkCompletedText']
          : ['linkInactiveTitle', 'linkInactiveText'];
  return [h('div', { class: 'state state-failed' }, icon('failed'), title(t(heading))), h('p', {}, t(text))];
}

/** The screen for a link as read: its form while it takes payments, else why it does not. */
const screenForLink = (l: LinkView): Screen => (l.status === 'active' ? { name: 'link' } : { name: 'linkClosed', reason: l.status });

async function startLink(focus: boolean): Promise<void> {
  if (!LINK_SLUG.test(linkSlug ?? '')) return show({ name: 'linkNotFound' }, { focus });
  let answer: ApiAnswer<LinkView>;
  try {
    answer = await getLink(linkSlug!);
  } catch {
    return show({ name: 'error', retry: () => void start(true) }, { focus });
  }
  if (answer.status === 404) return show({ name: 'linkNotFound' }, { focus });
  if (answer.status !== 200 || !answer.data) return show({ name: 'error', retry: () => void start(true) }, { focus });
  link = answer.data;
  show(screenForLink(link), { focus });
}

/** Checks the form on the page; answers the API's body, or undefined when a field is in error. */
function linkRequest(l: LinkView): { amount?: number; payer?: Partial<Record<PayerField, string>> } | undefined {
  const errors: Partial<Record<LinkField, MessageKey>> = {};
  const body: { amount?: number; payer?: Partial<Record<PayerField, string>> } = {};
  if (l.amountType === 'open') {
    const reading = parseDinars(linkInput.amount);
    if (!reading.ok) errors.amount = reading.reason === 'empty' ? 'linkAmountEmpty' : reading.reason === 'tooPrecise' ? 'linkAmountTooPrecise' : 'linkAmountInvalid';
    else if (reading.millimes < (l.minAmount ?? 1) || (l.maxAmount !== null && reading.millimes > l.maxAmount)) errors.amount = amountBoundsError(l);
    else body.amount = reading.millimes;
  }
  const payer = readPayer(shownFields(l), (f) => l.payerFields[f.group] === 'required', errors);
  if (Object.keys(payer).length) body.payer = payer;
  linkErrors = errors;
  return Object.keys(errors).length ? undefined : body;
}

/** The payer's fields as typed, checked; what is wrong goes to `errors`. */
function readPayer(
  fields: readonly (typeof PAYER_FIELDS)[number][],
  required: (f: (typeof PAYER_FIELDS)[number]) => boolean,
  errors: Partial<Record<LinkField, MessageKey>>,
): Partial<Record<PayerField, string>> {
  const payer: Partial<Record<PayerField, string>> = {};
  for (const f of fields) {
    const value = latinDigits(linkInput[f.field]).trim();
    if (!value) {
      if (required(f)) errors[f.field] = f.required;
    } else if (value.length > f.max) errors[f.field] = 'linkFieldTooLong';
    else if (f.field === 'email' && !EMAIL.test(value)) errors.email = 'linkEmailInvalid';
    else if (f.field === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 8)) errors.phone = 'linkPhoneInvalid';
    else payer[f.field] = value;
  }
  return payer;
}

/** The details a `checkoutForm` payment asks for, all required, above the choice of provider. */
function payerFieldset(busy: boolean): El {
  const fields = PAYER_FIELDS.map((f) =>
    linkInputField(
      {
        field: f.field,
        label: t(f.label),
        attrs: { type: f.type, autocomplete: f.autocomplete, required: true, maxlength: f.max, dir: f.type === 'text' ? 'auto' : 'ltr', inputmode: f.type === 'tel' ? 'tel' : undefined },
      },
      busy,
    ),
  );
  return h('fieldset', { class: 'payer' }, h('legend', {}, t('linkPayerDetails')), ...fields);
}

const amountBoundsError = (l: LinkView): MessageKey => (l.maxAmount === null ? 'linkAmountTooSmall' : 'linkAmountOutOfRange');

/** Shows the form with its fields in error, the keyboard on the first of them. */
function showLinkErrors(): void {
  show({ name: 'link' }, { focus: false });
  const first = (['amount', ...PAYER_FIELDS.map((f) => f.field)] as LinkField[]).find((field) => linkErrors[field]);
  if (first) page.document.getElementById(first)?.focus();
  announce(t('linkFixErrors'));
}

/** The API's field names (`payer.email`) as the form's. */
function fieldsInError(body: ApiError | undefined): LinkField[] {
  const known = new Set<string>(PAYER_FIELDS.map((f) => f.field));
  return (body?.fields ?? [])
    .map((f) => (f.field ?? '').replace(/^payer\./, ''))
    .filter((name): name is LinkField => name === 'amount' || known.has(name));
}

async function submitLink(): Promise<void> {
  const l = link!;
  const body = linkRequest(l);
  if (!body) return showLinkErrors();
  show({ name: 'link', busy: true }, { focus: false });
  announce(t('linkStarting'));
  let answer: Awaited<ReturnType<typeof startLinkPayment>>;
  try {
    answer = await startLinkPayment(l.slug, body);
  } catch {
    return show({ name: 'link', notice: { key: 'genericError' } });
  }
  const started = answer.data;
  if (answer.status === 201 && started && typeof started.payUrl === 'string') {
    // Straight into the checkout of the payment: the link's page stays in the history.
    page.location.assign(started.payUrl);
    return;
  }
  const error = answer.error?.error;
  if (answer.status === 404) return show({ name: 'linkNotFound' });
  if (error === 'link_disabled' || error === 'link_expired' || error === 'link_completed') {
    const reason = error.slice('link_'.length) as 'disabled' | 'expired' | 'completed';
    link = { ...l, status: reason };
    return show({ name: 'linkClosed', reason });
  }
  if (error === 'payment_account_inactive') return show({ name: 'linkClosed', reason: 'inactive' });
  if (error === 'amount_out_of_bounds' || error === 'amount_required') {
    linkErrors = { amount: error === 'amount_required' ? 'linkAmountEmpty' : amountBoundsError(l) };
    return showLinkErrors();
  }
  if (error === 'payer_field_required' || error === 'validation_failed') {
    const fields = fieldsInError(answer.error);
    if (fields.length) {
      linkErrors = Object.fromEntries(
        fields.map((field) => [
          field,
          field === 'amount'
            ? 'linkAmountInvalid'
            : error === 'payer_field_required'
              ? PAYER_FIELDS.find((f) => f.field === field)!.required
              : field === 'email'
                ? 'linkEmailInvalid'
                : field === 'phone'
                  ? 'linkPhoneInvalid'
                  : 'linkFieldTooLong',
        ]),
      );
      return showLinkErrors();
    }
  }
  const notice: Notice =
    answer.status === 429
      ? { key: 'rateLimited', vars: { seconds: answer.retryAfter ?? 60 } }
      : error === 'link_busy'
        ? { key: 'linkBusy' }
        : { key: 'genericError' };
  show({ name: 'link', notice });
}

// Back from a provider through the browser's back button, the page may come from the
// back-forward cache with its "redirecting" screen: read the payment again.
page.addEventListener('pageshow', (event) => {
  if (event.persisted) void start(true);
});

render();
void start();
