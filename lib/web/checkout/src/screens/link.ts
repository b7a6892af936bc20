// A payment link's page: its summary, the form for the amount and the details it asks for, or why
// it takes no payment now; and the payer's details above the choice of a `checkoutForm` payment.
import type { LinkView } from '../api.js';
import type { El } from '../dom.js';
import { formatAmount, formatDate, t, type MessageKey, type Vars } from '../i18n/index.js';
import { submitLink } from '../flows/link.js';
import { linkInput, PAYER_FIELDS, shownFields, type LinkField } from '../payer/fields.js';
import { state, type Notice } from '../state.js';
import { h, icon, title, type Child } from '../view/h.js';
import { merchantBlock } from './summary.js';

export function boundsVars(l: LinkView): Vars {
  return {
    min: formatAmount(l.minAmount ?? 1, l.currency),
    max: l.maxAmount === null ? '' : formatAmount(l.maxAmount, l.currency),
  };
}

export function linkSummary(l: LinkView, withTitle: boolean): El {
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
  const error = state.linkErrors[field];
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
    error ? h('p', { class: 'field-error', id: `${field}-error` }, t(error, state.link ? boundsVars(state.link) : {})) : null,
    input,
  );
}

export function linkFormBody(notice: Notice | undefined, busy = false): Child[] {
  const l = state.link!;
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

export function linkClosedBody(reason: 'disabled' | 'expired' | 'completed' | 'inactive'): Child[] {
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

/** The details a `checkoutForm` payment asks for, all required, above the choice of provider. */
export function payerFieldset(busy: boolean): El {
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
