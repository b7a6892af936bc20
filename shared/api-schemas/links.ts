// Response schemas of the v3 contract: payment links, as the merchant and as the payer see them.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { LINK_STATUSES, PAYER_FIELD_MODES } from '../domain/records/payment-link.js';
import { id, dateTime, nullableDateTime, money } from './fields.js';
import { CheckoutMerchant } from './checkout.js';

const payerFieldMode = z.enum(PAYER_FIELD_MODES);

export const PayerFields = z.object({ name: payerFieldMode, email: payerFieldMode, phone: payerFieldMode });

const linkStatus = z.enum(LINK_STATUSES);

export const PaymentLink = z.object({
  id,
  slug: z.string(),
  url: z.string(),
  organisationId: id,
  paymentAccountId: id,
  title: z.string(),
  description: z.string().nullable(),
  amountType: z.enum(['fixed', 'open']),
  amount: money.nullable(),
  minAmount: money.nullable(),
  maxAmount: money.nullable(),
  currency: z.string(),
  usage: z.enum(['single', 'reusable']),
  maxUses: z.number().int().nullable(),
  expiresAt: nullableDateTime,
  acceptedProviders: z.array(z.string()),
  payerFields: PayerFields,
  successMessage: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  status: linkStatus,
  paymentsCount: z.number().int(),
  succeededCount: z.number().int(),
  collectedAmount: money,
  disabledAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const LinkPublicView = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: linkStatus,
  amountType: z.enum(['fixed', 'open']),
  amount: money.nullable(),
  minAmount: money.nullable(),
  maxAmount: money.nullable(),
  currency: z.string(),
  payerFields: PayerFields,
  expiresAt: nullableDateTime,
  merchant: CheckoutMerchant,
});
