// Response schemas of the v3 contract: a payment, its result and its attempts.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime, money } from './fields.js';
import { PAYMENT_CHANNELS, PAYMENT_STATUSES } from '../domain/records/payment.js';
import { ATTEMPT_KINDS, ATTEMPT_STATUSES, FAILURE_CODES } from '../domain/payments.js';

export const Payer = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const Instrument = z.object({
  type: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  last4: z.string().nullable().optional(),
  maskedId: z.string().nullable().optional(),
});

export const MerchantConfirmationReason = z.object({
  outcome: z.string().nullable().optional(),
  statusCode: z.number().int().nullable().optional(),
  tries: z.number().int().nullable().optional(),
  timeoutMs: z.number().int().nullable().optional(),
  endpointDisabled: z.boolean().nullable().optional(),
  nextRetryAt: nullableDateTime.optional(),
  deliveryId: z.string().nullable().optional(),
});

export const PaymentResult = z.object({
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  attemptId: z.string().nullable(),
  failureCode: z.enum(FAILURE_CODES).nullable(),
  authorizationCode: z.string().nullable(),
  instrument: Instrument.nullable(),
  attemptsCount: z.number().int(),
  failedAttemptsCount: z.number().int(),
  checkoutOpensCount: z.number().int(),
  firstOpenedAt: nullableDateTime,
  completedAt: nullableDateTime,
  durationMs: z.number().nullable(),
  merchantConfirmation: z.enum(['confirmed', 'pending', 'failed', 'not_configured']),
  merchantConfirmationReason: MerchantConfirmationReason.nullable(),
  refundedAt: nullableDateTime.describe('when refunds gave the whole amount back; null until then'),
});

export const Payment = z.object({
  id,
  reference: z.string().regex(/^[a-f0-9]{24}$/),
  status: z.enum(PAYMENT_STATUSES),
  amount: money,
  currency: z.literal('TND'),
  description: z.string().nullable(),
  orderId: z.string().nullable(),
  payer: Payer,
  acceptedProviders: z.array(z.string()),
  provider: z.string().nullable(),
  organisationId: id,
  paymentAccountId: id,
  channel: z.enum(PAYMENT_CHANNELS),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  expiresAt: dateTime,
  metadata: z.record(z.string(), z.unknown()),
  payUrl: z.string(),
  succeededAttemptId: z.string().nullable(),
  attemptsCount: z.number().int(),
  paymentLinkId: z.string().nullable(),
  amountRefunded: money.describe('millimes given back by succeeded refunds (0 when none)'),
  result: PaymentResult.optional(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const AttemptAffiliation = z.object({
  affiliationId: z.string(),
  label: z.string(),
  environment: z.string(),
  publicIdentifier: z.string().nullable(),
  credentialVersion: z.number().int(),
});

export const Attempt = z.object({
  id,
  number: z.number().int(),
  provider: z.string(),
  status: z.enum([...ATTEMPT_STATUSES, 'refunded']),
  kind: z.enum(ATTEMPT_KINDS).nullable().describe('null until the provider has answered'),
  externalRef: z.string().nullable(),
  amount: money,
  providerFee: z.number().nullable(),
  affiliation: AttemptAffiliation.nullable(),
  checksCount: z.number().int(),
  result: z.object({
    failureCode: z.string().nullable(),
    providerResultCode: z.string().nullable(),
    providerMessage: z.string().nullable(),
    authorizationCode: z.string().nullable(),
    instrument: Instrument.nullable(),
  }),
  initiatedAt: nullableDateTime,
  redirectedAt: nullableDateTime,
  authorizedAt: nullableDateTime,
  completedAt: nullableDateTime,
  durations: z.object({ initMs: z.number().nullable(), payerMs: z.number().nullable(), totalMs: z.number().nullable() }),
  createdAt: dateTime,
  events: z.array(z.unknown()).optional(),
  raw: z.unknown().optional(),
});

/** A count of payments and their amount. */
const countAndAmount = z.object({ count: z.number().int(), amount: money });

/** The figures of one period of the overview (GET /organisations/{id}/payments/summary). */
export const PaymentFigures = z.object({
  from: z.string().describe('first day, YYYY-MM-DD (Africa/Tunis)'),
  to: z.string().describe('last day, included, YYYY-MM-DD (Africa/Tunis)'),
  payments: countAndAmount.describe('payments created in the period, whatever their status'),
  collected: countAndAmount.describe('succeeded payments'),
  refunded: countAndAmount.describe('succeeded refunds of succeeded payments (count of refunds)'),
  netCollected: money.describe('collected minus refunded'),
  byStatus: z.object({
    pending: countAndAmount,
    succeeded: countAndAmount,
    failed: countAndAmount,
    expired: countAndAmount,
    canceled: countAndAmount,
  }),
  byProvider: z.array(z.object({ provider: z.string(), count: z.number().int(), amount: money })).describe('succeeded payments by provider, largest amount first'),
  byDay: z
    .array(z.object({ day: z.string(), payments: z.number().int(), collectedCount: z.number().int(), collectedAmount: money }))
    .describe('every day of the period, oldest first, zeros included'),
  checkoutOpened: z.number().int().describe('payments whose checkout was opened at least once'),
  conversion: z.number().nullable().describe('succeeded ÷ checkoutOpened, 4 decimals; null when no checkout was opened'),
});

/** GET /organisations/{id}/payments/summary. */
export const PaymentSummary = z.object({
  timeZone: z.literal('Africa/Tunis'),
  currency: z.literal('TND'),
  account: id.nullable().describe('the payment account asked for, or null: every account within the caller\'s scope'),
  current: PaymentFigures,
  previous: PaymentFigures.describe('the same figures for the period of equal length just before'),
});

/** POST /payments/{reference}/send: what was queued. */
export const PaymentSent = z.object({
  reference: z.string(),
  channel: z.literal('email'),
  to: z.string().describe('the payer email, masked'),
  locale: z.enum(['fr', 'ar', 'en']).describe('the language of the email: the payment\'s locale, else fr'),
  payUrl: z.string(),
  queuedAt: dateTime,
  sendsLeft: z.number().int().describe('sends of this payment still allowed within the hour'),
});
