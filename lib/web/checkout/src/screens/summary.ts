// The header of the payment's card: the merchant's logo (or initial) and name, the amount, the
// description and the reference.
import type { Merchant, PaymentView } from '../api.js';
import type { El } from '../dom.js';
import { formatAmount, t } from '../i18n/index.js';
import { h } from '../view/h.js';

/** The merchant's logo (or initial) and name, at the top of the payment and link pages. */
export function merchantBlock(merchant: Merchant): El {
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

export function summary(p: PaymentView): El {
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
