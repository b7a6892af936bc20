// Paying: reads the payment, opens an attempt at the chosen provider and carries on as its kind
// says (redirect, form, QR code), follows the attempt to its outcome, watches the expiry.
import { getAttempt, getPayment, openAttempt as postAttempt, type ApiAnswer, type AttemptView, type PaymentStatus, type PaymentView } from '../api.js';
import { page } from '../dom.js';
import { lang, t } from '../i18n/index.js';
import { askPayer, fieldsInError, PAYER_FIELDS, type PayerField } from '../payer/fields.js';
import { reference } from '../address.js';
import { start } from '../router.js';
import { providerName } from '../screens/common.js';
import { state, type Notice, type Screen } from '../state.js';
import { h } from '../view/h.js';
import { announce, render, show } from '../view/render.js';

const FINAL_ATTEMPT: readonly string[] = ['succeeded', 'failed', 'canceled', 'expired', 'refunded'];

/** What a payment's status means for the screen, when nothing else is under way. */
export function screenForPayment(p: PaymentView): Screen {
  if (p.status !== 'pending') return { name: 'final', status: p.status };
  // The service expires the payment on its own schedule; the page does not offer a dead payment meanwhile.
  if (Date.parse(p.expiresAt) <= Date.now()) return { name: 'final', status: 'expired' };
  return { name: 'choose' };
}

/** Loads the payment; shows not found or the error screen itself and answers undefined then. */
export async function loadPayment(view: 'payment' | 'result', focus: boolean): Promise<PaymentView | undefined> {
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
  state.payment = answer.data;
  return state.payment;
}

/** The payer's details in error: the keyboard on the first of them. */
export function showPayerErrors(): void {
  show({ name: 'choose' }, { focus: false });
  const first = PAYER_FIELDS.map((f) => f.field).find((field) => state.linkErrors[field]);
  if (first) page.document.getElementById(first)?.focus();
  announce(t('linkFixErrors'));
}

export async function openAttempt(provider: string, payer?: Partial<Record<PayerField, string>>): Promise<void> {
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
    state.linkErrors = Object.fromEntries(fields.map((field) => [field, PAYER_FIELDS.find((f) => f.field === field)?.required ?? 'linkFieldTooLong']));
    if (fields.length) return showPayerErrors();
  }
  if (error === 'provider_not_accepted') {
    state.selected = undefined;
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
export function rememberAttempt(attemptId: string | null): void {
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
export async function followAttempt(attemptId: string, opened?: AttemptView): Promise<void> {
  const mine = () => state.generation;
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
    if (owner !== state.generation) return;
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
      if (failures >= 5 && state.screen.name === 'pending' && !state.screen.slow) {
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
      if (state.screen.name === 'pending' && qr) {
        show({ name: 'qr', attempt: { ...attempt, qr } });
        owner = mine();
      } else if (state.screen.name === 'pending') {
        // Same screen, new words: redrawn in place, the focus stays where it is.
        const slow = state.screen.slow || Date.now() - started > PENDING_PATIENCE_MS;
        if (slow !== state.screen.slow || state.screen.provider !== attempt.provider) {
          state.screen.slow = slow;
          state.screen.provider = attempt.provider;
          render();
        }
      }
    }
    await sleep(delay);
    if (owner !== state.generation) return;
    delay = Math.min(Math.round(delay * 1.25), Date.now() - started > 120_000 ? 10_000 : 4_000);
  }
}

/**
 * The attempt ended without paying while the payment is still open: the result view gives the
 * reason and the providers the payer may try now.
 */
async function attemptEnded(attempt: AttemptView): Promise<void> {
  const owner = state.generation;
  let failureCode: string | null = null;
  try {
    const answer = await getPayment(reference, 'result');
    if (owner !== state.generation) return;
    if (answer.status === 200 && answer.data) {
      state.payment = answer.data;
      if (state.payment.status !== 'pending') {
        // The attempt's view read the payment just before it ended (two reads, the settlement between them): the
        // payment is over all the same, and the address stops naming the attempt, as when the view says so.
        rememberAttempt(null);
        return show(screenForPayment(state.payment));
      }
      if (state.payment.result?.attemptId === attempt.attemptId) failureCode = state.payment.result.failureCode;
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
export async function alsoPaidBy(p: PaymentView, attemptId: string, known?: AttemptView): Promise<{ alsoPaid?: string }> {
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
      state.payment = answer.data;
      status = answer.data.status;
    }
  } catch {
    // The attempt view already told the outcome; the details and merchant links may just be missing.
  }
  if (state.payment) state.payment = { ...state.payment, status };
  const also = state.payment && followed ? await alsoPaidBy(state.payment, followed.attemptId, followed) : {};
  show(status === 'pending' ? { name: 'choose' } : { name: 'final', status, ...also });
}

export async function tryAgain(): Promise<void> {
  rememberAttempt(null);
  const p = await loadPayment('result', true);
  if (p) show(screenForPayment(p));
}

export async function resume(): Promise<void> {
  await start(true);
}

export function watchExpiry(expiresAt: string): void {
  const due = Date.parse(expiresAt) - Date.now();
  if (!Number.isFinite(due) || due > 2 ** 31 - 1) return;
  const owner = state.generation;
  state.expiryTimer = setTimeout(
    () => {
      if (owner !== state.generation) return;
      void (async () => {
        const p = await loadPayment('result', true);
        if (p) show(screenForPayment(p));
      })();
    },
    Math.max(due, 0) + 1000,
  );
}
