// A payment link's flow: reads the link, checks the payer's form, starts the payment and goes on to
// its checkout; the service's refusals come back as the form's errors or the link's closed screen.
import { getLink, startLinkPayment, type ApiAnswer, type LinkView } from '../api.js';
import { parseDinars } from '../amount.js';
import { page } from '../dom.js';
import { t, type MessageKey } from '../i18n/index.js';
import { fieldsInError, linkInput, PAYER_FIELDS, readPayer, shownFields, type LinkField, type PayerField } from '../payer/fields.js';
import { LINK_SLUG, linkSlug } from '../address.js';
import { start } from '../router.js';
import { state, type Notice, type Screen } from '../state.js';
import { announce, show } from '../view/render.js';

/** The screen for a link as read: its form while it takes payments, else why it does not. */
const screenForLink = (l: LinkView): Screen => (l.status === 'active' ? { name: 'link' } : { name: 'linkClosed', reason: l.status });

export async function startLink(focus: boolean): Promise<void> {
  if (!LINK_SLUG.test(linkSlug ?? '')) return show({ name: 'linkNotFound' }, { focus });
  let answer: ApiAnswer<LinkView>;
  try {
    answer = await getLink(linkSlug!);
  } catch {
    return show({ name: 'error', retry: () => void start(true) }, { focus });
  }
  if (answer.status === 404) return show({ name: 'linkNotFound' }, { focus });
  if (answer.status !== 200 || !answer.data) return show({ name: 'error', retry: () => void start(true) }, { focus });
  state.link = answer.data;
  show(screenForLink(state.link), { focus });
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
  state.linkErrors = errors;
  return Object.keys(errors).length ? undefined : body;
}

const amountBoundsError = (l: LinkView): MessageKey => (l.maxAmount === null ? 'linkAmountTooSmall' : 'linkAmountOutOfRange');

/** Shows the form with its fields in error, the keyboard on the first of them. */
function showLinkErrors(): void {
  show({ name: 'link' }, { focus: false });
  const first = (['amount', ...PAYER_FIELDS.map((f) => f.field)] as LinkField[]).find((field) => state.linkErrors[field]);
  if (first) page.document.getElementById(first)?.focus();
  announce(t('linkFixErrors'));
}

export async function submitLink(): Promise<void> {
  const l = state.link!;
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
    state.link = { ...l, status: reason };
    return show({ name: 'linkClosed', reason });
  }
  if (error === 'payment_account_inactive') return show({ name: 'linkClosed', reason: 'inactive' });
  if (error === 'amount_out_of_bounds' || error === 'amount_required') {
    state.linkErrors = { amount: error === 'amount_required' ? 'linkAmountEmpty' : amountBoundsError(l) };
    return showLinkErrors();
  }
  if (error === 'payer_field_required' || error === 'validation_failed') {
    const fields = fieldsInError(answer.error);
    if (fields.length) {
      state.linkErrors = Object.fromEntries(
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
