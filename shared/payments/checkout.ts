// What the hosted checkout shows a payer, and what it records on the payment's timeline
// (checkout opens, counted on the payment: checkout-opens.ts; the payer's way back to the merchant).
import { collectingProviders } from '../accounts/payment-account-view.js';
import { env, publicRoutesOrigin } from '../config/env.js';
import type { ProviderCode } from '../domain/payments.js';
import { getProvider } from '../connectors/registry.js';
import { notFound } from '../domain/errors.js';
import { getAccountAndOrganisation } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { getAttempt, getPayment } from '../store/payments-repository.js';
import { type PaymentRecord } from '../domain/records/payment.js';
import { writeOne } from '../store/transact.js';
import { withQueryParam } from '../domain/query-param.js';
import { withPaymentRef } from '../domain/payment-ref.js';
import { openCheckout } from './checkout-opens.js';
import { withExpiryApplied } from './expire-payment.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { PAYER_ACTOR } from '../domain/timeline.js';

export interface Checkout {
  payment: PaymentRecord;
  account: PaymentAccountRecord | undefined;
  /** Providers the payer may choose now: accepted by the payment and still routed to an active affiliation. */
  providers: ProviderCode[];
}

/** The payment behind a checkout page (expired first when due), 404 `payment_not_found` otherwise. */
export async function requireCheckoutPayment(reference: string, now = new Date()): Promise<PaymentRecord> {
  const payment = await getPayment(reference);
  if (!payment) throw notFound('payment_not_found', 'Payment');
  return withExpiryApplied(payment, now);
}

/** A checkout view other than the payment view (no open counted). */
export async function loadCheckout(reference: string, now = new Date()): Promise<Checkout> {
  return checkoutOf(await requireCheckoutPayment(reference, now));
}

/**
 * The payment view, which counts an open: the open first, as one write that answers the payment
 * (404 `payment_not_found`, nothing written, when there is none), then its account and
 * organisation in one batch. The open is recorded even when the payment has ended, as before.
 */
export async function openCheckoutPage(reference: string, now = new Date()): Promise<Checkout> {
  const payment = await openCheckout(reference, now);
  if (!payment) throw notFound('payment_not_found', 'Payment');
  return checkoutOf(await withExpiryApplied(payment, now));
}

async function checkoutOf(payment: PaymentRecord): Promise<Checkout> {
  const { account, organisation } = await getAccountAndOrganisation(payment.organisationId, payment.paymentAccountId, { fromCopy: true });
  let providers: ProviderCode[] = [];
  // A suspended organisation cannot collect: its payments offer no provider meanwhile.
  if (account && payment.status === 'pending' && organisation?.status !== 'suspended') {
    const routed = await collectingProviders(account);
    providers = payment.acceptedProviders.filter((code) => routed.includes(code));
  }
  return { payment, account, providers };
}

export const logoUrlOf = (reference: string) => `${publicRoutesOrigin()}/checkout/${reference}/logo`;

/** The checkout payment view. */
export function checkoutPaymentView({ payment, account, providers }: Checkout) {
  return {
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    expiresAt: payment.expiresAt,
    merchant: {
      displayName: account?.displayName ?? payment.merchantName,
      themeColor: account?.themeColor ?? null,
      logoUrl: account?.logoFileId ? logoUrlOf(payment.reference) : null,
    },
    providers: providers.map((code) => ({ code, name: getProvider(code).name })),
    successUrl: returnUrlOf(payment, 'success'),
    failUrl: returnUrlOf(payment, 'fail'),
    successMessage: payment.successMessage,
  };
}

/** The checkout status view. */
export const checkoutStatusView = (payment: PaymentRecord) => ({
  reference: payment.reference,
  status: payment.status,
  provider: payment.provider,
  expiresAt: payment.expiresAt,
  successUrl: returnUrlOf(payment, 'success'),
  failUrl: returnUrlOf(payment, 'fail'),
  successMessage: payment.successMessage,
});

/** `p***@example.com`: enough for the payer to recognise their address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/**
 * What the result page shows the payer, without merchant-only details: the outcome, the attempt
 * that decided it (provider, masked instrument, authorisation code, when), where the receipt went,
 * what the merchant refunded (`amountRefunded`, `refundedAt` once all is back), and `lateSuccess` when money was collected after the payment had ended without success (the page
 * must say so, never "canceled" alone).
 */
export async function checkoutResultView(payment: PaymentRecord) {
  const late = payment.status !== 'succeeded' && payment.lateSuccessAttemptId ? await getAttempt(payment.reference, payment.lateSuccessAttemptId) : undefined;
  return {
    status: payment.status,
    provider: payment.provider,
    providerName: payment.provider ? getProvider(payment.provider).name : null,
    attemptId: payment.succeededAttemptId ?? payment.lastAttemptId,
    failureCode: payment.failureCode,
    instrument: payment.instrument,
    authorizationCode: payment.authorizationCode,
    completedAt: payment.completedAt,
    // The receipt is queued with the success itself (settle-attempt.ts), to the payer's address.
    receiptSentTo: payment.status === 'succeeded' && payment.payer.email ? maskEmail(payment.payer.email) : null,
    // The payer is told what came back (refunds; docs/api-decisions.md, "Refunds").
    amountRefunded: payment.amountRefunded ?? 0,
    refundedAt: payment.refundedAt ?? null,
    lateSuccess: late
      ? {
          attemptId: late.id,
          provider: late.provider,
          providerName: getProvider(late.provider).name,
          instrument: late.result.instrument,
          authorizationCode: late.result.authorizationCode,
          completedAt: late.completedAt,
        }
      : null,
  };
}

export type ReturnDestination = 'success_url' | 'fail_url' | 'v2_webhook' | 'checkout_result';

/**
 * Where the payer goes back to: the merchant's page for the outcome (a succeeded payment, or one
 * that ended otherwise; the fail page for a payer `leaving` a payment still pending), or the
 * checkout result page (still pending, or no merchant URL). The payer's `outcome` is recorded but
 * never trusted.
 */
export function returnDestination(payment: PaymentRecord, options: { leaving?: boolean } = {}): { destination: ReturnDestination; location: string } {
  // A payer who leaves before the end goes to the fail page; the payment stays payable until it expires.
  const pendingOutcome = options.leaving ? 'fail' : null;
  const outcome = payment.status === 'succeeded' ? 'success' : payment.status === 'pending' ? pendingOutcome : 'fail';
  const merchant = outcome ? merchantReturn(payment, outcome) : null;
  return merchant ?? { destination: 'checkout_result', location: resultPageUrl(payment.reference, payment.lastAttemptId) };
}

/**
 * The merchant's page for an outcome, or null when the payment names none: the one function that
 * decides it, for the return route and for what the checkout views show.
 * - v3: `successUrl` or `failUrl`.
 * - v2 (contract, "v2 webhook"): without `silentWebhook` the payer is sent to the `webhook` (which
 *   reads the payment again), with it to `successUrl` or `failUrl`; `payment_ref` appended to each.
 */
export function merchantReturn(
  payment: PaymentRecord,
  outcome: 'success' | 'fail',
): { destination: Exclude<ReturnDestination, 'checkout_result'>; location: string } | null {
  if (payment.v2 && payment.v2Webhook && !payment.v2.silentWebhook) {
    return { destination: 'v2_webhook', location: withPaymentRef(payment.v2Webhook, payment.reference) };
  }
  const url = outcome === 'success' ? payment.successUrl : payment.failUrl;
  if (!url) return null;
  return {
    destination: outcome === 'success' ? 'success_url' : 'fail_url',
    // The merchant's page learns which payment came back: `payment_ref` on v2 (as the previous
    // platform did), `reference` on v3.
    location: payment.v2 ? withPaymentRef(url, payment.reference) : withQueryParam(url, 'reference', payment.reference),
  };
}

/** The merchant URL a checkout view shows for an outcome (null: the page offers no way back). */
const returnUrlOf = (payment: PaymentRecord, outcome: 'success' | 'fail') => merchantReturn(payment, outcome)?.location ?? null;

/** The checkout's result page (the checkout page with the attempt it shows). */
export const resultPageUrl = (reference: string, attemptId: string | null) =>
  `${env().CHECKOUT_URL}/${reference}${attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ''}`;

export async function recordRedirectToMerchant(
  payment: PaymentRecord,
  input: { outcome: string | null; destination: ReturnDestination },
  now = new Date(),
): Promise<void> {
  const [put] = new TimelineBatch(payment.reference, now)
    .paymentEvent({
      type: 'payer_redirected_to_merchant',
      category: 'checkout',
      source: 'checkout',
      actor: PAYER_ACTOR,
      details: { outcome: input.outcome, destination: input.destination, paymentStatus: payment.status },
    })
    .writes();
  await writeOne(put!);
}
