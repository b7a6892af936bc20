// The choice of provider: each offered provider with its mark and hint, the payer's details when
// the payment asks for them (?form=payer), and Pay.
import type { El } from '../dom.js';
import { formatAmount, formatDate, t, type MessageKey } from '../i18n/index.js';
import { openAttempt, showPayerErrors } from '../flows/pay.js';
import { askPayer, PAYER_FIELDS, readPayer, type LinkField, type PayerField } from '../payer/fields.js';
import { show } from '../view/render.js';
import { state, type Notice } from '../state.js';
import { h, title, type Child } from '../view/h.js';
import { leaveLink, providerName } from './common.js';
import { payerFieldset } from './link.js';

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

export function chooseBody(notice: Notice | undefined, busy: string | undefined): Child[] {
  const p = state.payment!;
  if (!p.providers.length) {
    return [title(t('chooseMethod')), h('p', { class: 'notice', role: 'alert' }, t('noMethods')), leaveLink()];
  }
  if (!state.selected && p.providers.length === 1) state.selected = p.providers[0]!.code;
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
          checked: provider.code === state.selected,
          disabled: Boolean(busy),
          onchange: () => {
            state.selected = provider.code;
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
      state.linkErrors = errors;
      if (Object.keys(errors).length) return showPayerErrors();
    }
    if (!chosen) {
      show({ name: 'choose', notice: { key: 'chooseMethodFirst' } });
      return;
    }
    state.selected = chosen;
    void openAttempt(chosen, payer);
  });
  return [form, leaveLink()];
}
