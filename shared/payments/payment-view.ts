// The contract's shapes built from stored records: Payment (with `result`), the event
// payloads of webhooks, attempts as merchants and staff see them, and the payer's views.
import type { EventAttempt, EventPayment } from '../domain/payment-events.js';
import { redact, redactString } from '../log/redact.js';
import type { AttemptRecord, PaymentRecord, TimelineItem } from '../domain/records/payment.js';
import type { z } from 'zod';
import type { CheckoutAttemptView } from '../api-schemas/checkout.js';
import type { Attempt, Payment, PaymentResult } from '../api-schemas/payments.js';

const ms = (from: string | null, to: string | null) => (from && to ? Date.parse(to) - Date.parse(from) : null);

/** The `result` member: the outcome at a glance. */
export function paymentResult(payment: PaymentRecord): z.input<typeof PaymentResult> {
  return {
    status: payment.status,
    provider: payment.provider,
    attemptId: payment.succeededAttemptId ?? payment.lastAttemptId,
    failureCode: payment.failureCode,
    authorizationCode: payment.authorizationCode,
    instrument: payment.instrument,
    attemptsCount: payment.attemptsCount,
    failedAttemptsCount: payment.failedAttemptsCount,
    checkoutOpensCount: payment.checkoutOpensCount,
    firstOpenedAt: payment.firstOpenedAt ?? null,
    completedAt: payment.completedAt,
    durationMs: ms(payment.createdAt, payment.completedAt),
    // Written by webhook delivery once an outcome is sent; until then, whether one is expected.
    merchantConfirmation: payment.merchantConfirmation ?? (payment.webhookUrl ? 'pending' : 'not_configured'),
    merchantConfirmationReason: payment.merchantConfirmationReason ?? null,
    refundedAt: payment.refundedAt ?? null,
  };
}

/** The Payment resource of the API (with `result`). */
export function toPayment(payment: PaymentRecord): z.input<typeof Payment> & { result: z.input<typeof PaymentResult> } {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    orderId: payment.orderId,
    payer: payment.payer,
    acceptedProviders: payment.acceptedProviders,
    provider: payment.provider,
    organisationId: payment.organisationId,
    paymentAccountId: payment.paymentAccountId,
    channel: payment.channel,
    successUrl: payment.successUrl,
    failUrl: payment.failUrl,
    webhookUrl: payment.webhookUrl,
    expiresAt: payment.expiresAt,
    metadata: payment.metadata,
    payUrl: payment.payUrl,
    succeededAttemptId: payment.succeededAttemptId,
    attemptsCount: payment.attemptsCount,
    paymentLinkId: payment.paymentLinkId,
    amountRefunded: payment.amountRefunded ?? 0,
    result: paymentResult(payment),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

/** `data.payment` of an event (never `result`). */
export const toEventPayment = (payment: PaymentRecord): EventPayment => ({
  id: payment.id,
  reference: payment.reference,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  orderId: payment.orderId,
  provider: payment.provider,
  paymentAccountId: payment.paymentAccountId,
});

export const toEventAttempt = (attempt: AttemptRecord): EventAttempt => ({
  id: attempt.id,
  provider: attempt.provider,
  status: attempt.status,
  externalRef: attempt.externalRef,
  authorizationCode: attempt.result.authorizationCode,
  completedAt: attempt.completedAt,
});

/** An attempt for merchants (`raw` for staff only), with its own events when given. */
export function toAttempt(attempt: AttemptRecord, options: { raw?: boolean; events?: TimelineItem[] } = {}): z.input<typeof Attempt> {
  return {
    id: attempt.id,
    number: attempt.number,
    provider: attempt.provider,
    status: attempt.status,
    kind: attempt.kind,
    externalRef: attempt.externalRef,
    amount: attempt.amount,
    providerFee: attempt.providerFee,
    affiliation: attempt.affiliation,
    checksCount: attempt.checksCount,
    result: {
      ...attempt.result,
      providerMessage: attempt.result.providerMessage === null ? null : redactString(attempt.result.providerMessage),
    },
    initiatedAt: attempt.initiatedAt,
    redirectedAt: attempt.redirectedAt,
    authorizedAt: attempt.authorizedAt,
    completedAt: attempt.completedAt,
    durations: {
      initMs: ms(attempt.createdAt, attempt.initiatedAt),
      payerMs: ms(attempt.initiatedAt, attempt.completedAt),
      totalMs: ms(attempt.createdAt, attempt.completedAt),
    },
    createdAt: attempt.createdAt,
    ...(options.events ? { events: options.events.map((item) => item.attemptEvent ?? item) } : {}),
    // Connectors already remove credentials; redaction also hides card numbers and secret-named fields.
    ...(options.raw ? { raw: redact(attempt.raw) } : {}),
  };
}

/** Where to send the payer: the checkout's attempt view (status members added when asked). */
export function toCheckoutAttempt(attempt: AttemptRecord, payment?: PaymentRecord): z.input<typeof CheckoutAttemptView> {
  return {
    attemptId: attempt.id,
    provider: attempt.provider,
    kind: attempt.kind,
    ...(attempt.kind === 'redirect' ? { redirectUrl: attempt.redirectUrl } : {}),
    ...(attempt.kind === 'qr' ? { qr: attempt.qr } : {}),
    ...(attempt.kind === 'form' ? { form: attempt.form } : {}),
    ...(payment ? { status: attempt.status, paymentStatus: payment.status } : {}),
  };
}
