// Response schemas of the v2 compatibility API.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { dateTime } from './fields.js';

export const V2InitPaymentResponse = z.object({ payUrl: z.string(), paymentRef: z.string().regex(/^[a-f0-9]{24}$/) });

export const V2Transaction = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.string(),
  status: z.enum(['pending_payment', 'success', 'failed_payment', 'expired', 'canceled', 'refunded']),
  type: z.string(),
  token: z.string(),
  ext_payment_ref: z.string().nullable(),
  from: z.string(),
});

export const V2PaymentResponse = z.object({
  payment: z.object({
    id: z.string(),
    status: z.enum(['pending', 'completed', 'failed', 'canceled', 'expired', 'refunded', 'partial']),
    amount: z.number().int(),
    token: z.string(),
    description: z.string().nullable(),
    acceptedPaymentMethods: z.array(z.string()),
    link: z.string(),
    expirationDate: dateTime,
    // As init-payment received it: text or a JSON number (docs/api-decisions.md), null when none.
    orderId: z.union([z.string(), z.number()]).nullable(),
    transactions: z.array(V2Transaction),
  }),
});
