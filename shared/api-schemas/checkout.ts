// Response schemas of the public checkout (the payer's pages) and of a provider's callback.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime, money } from './fields.js';
import { PAYMENT_STATUSES } from '../domain/records/payment.js';
import { ATTEMPT_KINDS, FAILURE_CODES } from '../domain/payments.js';
import { Instrument } from './payments.js';

export const CheckoutMerchant = z.object({ displayName: z.string(), themeColor: z.string().nullable(), logoUrl: z.string().nullable() });

export const CheckoutAttemptView = z.object({
  attemptId: id,
  provider: z.string(),
  kind: z.enum(ATTEMPT_KINDS).nullable().describe('null until the provider has answered'),
  redirectUrl: z.string().nullable().optional(),
  qr: z.object({ content: z.string(), codePay: z.string().nullable().optional() }).nullable().optional(),
  form: z.object({ action: z.string(), method: z.enum(['POST', 'GET']), fields: z.record(z.string(), z.string()) }).nullable().optional(),
  status: z.string().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});

/** What settled (or ended) the payment, for the result page (`view=result`): no merchant-only detail. */
export const CheckoutResultView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  providerName: z.string().nullable(),
  attemptId: z.string().nullable(),
  failureCode: z.enum(FAILURE_CODES).nullable(),
  instrument: Instrument.nullable(),
  authorizationCode: z.string().nullable(),
  completedAt: nullableDateTime,
  receiptSentTo: z.string().nullable().describe('the payer\'s address, masked, when a receipt was sent'),
  amountRefunded: money.describe('millimes the merchant refunded (succeeded refunds; 0 when none)'),
  refundedAt: nullableDateTime.describe('when refunds gave the whole amount back; null until then'),
  lateSuccess: z
    .object({
      attemptId: z.string(),
      provider: z.string(),
      providerName: z.string(),
      instrument: Instrument.nullable(),
      authorizationCode: z.string().nullable(),
      completedAt: nullableDateTime,
    })
    .nullable()
    .describe('money collected after the payment had ended without success'),
});

export const CheckoutPaymentView = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: money,
  currency: z.string(),
  description: z.string().nullable(),
  expiresAt: dateTime,
  merchant: CheckoutMerchant,
  providers: z.array(z.object({ code: z.string(), name: z.string() })),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  successMessage: z.string().nullable(),
  result: CheckoutResultView.optional().describe('`view=result` only'),
  attempt: CheckoutAttemptView.nullable().optional().describe('`view=attempt` only: the latest attempt'),
});

export const CheckoutStatusView = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  expiresAt: dateTime,
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  successMessage: z.string().nullable(),
});

/** The answer to a provider's server callback, once the attempt has been checked with the provider. */
export const CallbackReceived = z.object({ received: z.literal(true) });
