// The outcome of the payment: paid (with its receipt's facts), refunded in part or in whole,
// failed, expired, canceled, or paid late after it had ended; and the way back to the merchant.
import { instrumentText } from '../../../../../shared/domain/instrument-text.js';
import { apiBase, type Instrument, type PaymentStatus, type PaymentView } from '../api.js';
import type { El } from '../dom.js';
import { formatAmount, formatDate, t } from '../i18n/index.js';
import { state } from '../state.js';
import { h, icon, title, type Child } from '../view/h.js';
import { providerName } from './common.js';

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

export function finalBody(status: Exclude<PaymentStatus, 'pending'>, alsoPaid?: string): Child[] {
  const p = state.payment!;
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
      if (result?.refundedAt) {
        // Wholly refunded: that is the payer's news now; the receipt's facts stay below.
        return [
          h('div', { class: 'state state-success' }, icon('success'), title(t('refundedTitle'))),
          h('p', {}, t('refundedText', { amount: formatAmount(p.amount, p.currency), merchant, date: formatDate(result.refundedAt) })),
          paymentDetails(p, result),
          p.successUrl ? back('success') : null,
        ];
      }
      return [
        h('div', { class: 'state state-success' }, icon('success'), title(t('successTitle'))),
        h('p', {}, t('successText', { amount: formatAmount(p.amount, p.currency), merchant })),
        // Part of it given back: said beside the success, with how much.
        result && result.amountRefunded > 0
          ? h('p', { class: 'notice', 'data-testid': 'refunded' }, t('partlyRefundedText', { refunded: formatAmount(result.amountRefunded, p.currency), amount: formatAmount(p.amount, p.currency), merchant }))
          : null,
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
