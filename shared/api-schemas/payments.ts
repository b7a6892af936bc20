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
