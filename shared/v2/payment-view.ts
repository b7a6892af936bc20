// GET /api/v2/payments/{paymentId}: a payment in the v2 shape, read from the v3 payment and its
// attempts (docs/v2-compatibility.md, "Statuses"). Only `completed` means paid.
import type { AttemptStatus } from '../domain/payments.js';
import type { AttemptRecord, PaymentRecord, PaymentStatus, V2PaymentDetails } from '../domain/records/payment.js';
import { methodOfProvider, methodsOfProviders, normaliseMethods } from './methods.js';
import { JsonNumberText } from '../domain/json-number.js';

/** v2 payment statuses; a wholly refunded payment reads `refunded` (toV2Payment); `partial` is reserved (no partial payments here). */
export const V2_STATUS_OF: Record<PaymentStatus, string> = {
  pending: 'pending',
  succeeded: 'completed',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

export const V2_TRANSACTION_STATUS_OF: Record<AttemptStatus | 'refunded', string> = {
  refunded: 'refunded',
  created: 'pending_payment',
  redirected: 'pending_payment',
  pending: 'pending_payment',
  succeeded: 'success',
  failed: 'failed_payment',
  expired: 'expired',
  canceled: 'canceled',
};

export function toV2Transaction(payment: PaymentRecord, attempt: AttemptRecord) {
  return {
    id: attempt.id,
    amount: attempt.amount,
    method: methodOfProvider(attempt.provider),
    status: V2_TRANSACTION_STATUS_OF[attempt.status as AttemptStatus | 'refunded'],
    type: payment.v2?.type ?? 'immediate',
    token: payment.currency,
    ext_payment_ref: attempt.externalRef,
    from: attempt.provider,
  };
}

/**
 * The payment as the previous platform's GET gave it, with the members existing code reads
 * (docs/v2-compatibility.md, "GET and the statuses"). This service serves TND only and takes a
 * payment in one go, so: `convertedAmount` is `amount` at `exchangeRate` 1; `reachedAmount` is
 * the amount once succeeded (else 0) and `amountDue` what is left to pay; `shortId` is the
 * `paymentRef` (no shorter id is unique here); `receiverWallet` is the wallet id the integration
 * sent.
 */
export function toV2Payment(payment: PaymentRecord, attempts: readonly AttemptRecord[]) {
  const reachedAmount = payment.status === 'succeeded' ? payment.amount : 0;
  const asked = payment.v2?.acceptedPaymentMethods ? normaliseMethods(payment.v2.acceptedPaymentMethods) : [];
  return {
    payment: {
      id: payment.reference,
      // Once the whole amount is refunded; a partial refund leaves `completed` (the order was paid).
      status: payment.refundedAt ? 'refunded' : V2_STATUS_OF[payment.status],
      amount: payment.amount,
      amountDue: payment.amount - reachedAmount,
      reachedAmount,
      token: payment.currency,
      convertedAmount: payment.amount,
      exchangeRate: 1,
      description: payment.description,
      // What was asked, in the v2 vocabulary; nothing asked (or nothing v2 knows): the methods of the payment's providers.
      acceptedPaymentMethods: asked.length ? asked : methodsOfProviders(payment.acceptedProviders),
      link: payment.payUrl,
      shortId: payment.reference,
      expirationDate: payment.expiresAt,
      // As the request gave it (a JSON number stays a number); a v3 payment's own orderId otherwise.
      orderId: payment.v2 ? v2OrderId(payment.v2) : payment.orderId,
      type: payment.v2?.type ?? 'immediate',
      webhook: payment.v2Webhook,
      successUrl: payment.successUrl,
      failUrl: payment.failUrl,
      receiverWallet: payment.v2?.receiverWalletId ?? payment.paymentAccountId,
      transactions: [...attempts].sort((a, b) => a.number - b.number).map((attempt) => toV2Transaction(payment, attempt)),
    },
  };
}

/** The v2 `orderId` as init-payment received it: a number written back with the digits it came with. */
function v2OrderId(v2: V2PaymentDetails): string | number | JsonNumberText | null {
  return v2.orderIdIsNumber && typeof v2.orderId === 'string' ? new JsonNumberText(v2.orderId) : v2.orderId;
}
