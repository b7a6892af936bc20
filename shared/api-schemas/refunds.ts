// Response schemas of refunds (an extension of the contract, docs/api-decisions.md, "Refunds").
import * as z from 'zod';
import { id, dateTime, nullableDateTime, money } from './fields.js';
import { REFUND_FAILURE_CODES, REFUND_REASONS, REFUND_STATUSES } from '../domain/records/refund.js';
import { PROVIDER_CODES } from '../domain/payments.js';

export const Refund = z.object({
  id,
  paymentId: id,
  reference: z.string().regex(/^[a-f0-9]{24}$/),
  attemptId: id,
  provider: z.enum(PROVIDER_CODES),
  amount: money.describe('integer millimes given back'),
  currency: z.literal('TND'),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  description: z.string().nullable(),
  failureCode: z.enum(REFUND_FAILURE_CODES).nullable().describe('set when `status` is `failed`'),
  providerReference: z.string().nullable().describe("the provider's id of the refund, when its protocol gives one"),
  requestedBy: z.object({
    type: z.enum(['system', 'merchant_user', 'api_key', 'payer', 'provider', 'admin']),
    id: z.string().nullable(),
  }),
  paymentAccountId: id,
  createdAt: dateTime,
  completedAt: nullableDateTime,
});
