// Response schemas of the v2 compatibility API.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { dateTime } from './fields.js';

export const V2InitPaymentResponse = z.object({ payUrl: z.string(), paymentRef: z.string().regex(/^[a-f0-9]{24}$/) });

/** The v2 vocabulary of payment methods (never a provider code of this service, which is `from`). */
const v2Method = z.enum(['bank_card', 'e-DINAR', 'flouci', 'wallet']);

export const V2Transaction = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: v2Method,
  status: z.enum(['pending_payment', 'success', 'failed_payment', 'expired', 'canceled', 'refunded']),
  type: z.string(),
  token: z.string(),
  ext_payment_ref: z.string().nullable(),
  from: z.string().describe("the provider's code at this service"),
});

export const V2PaymentResponse = z.object({
  payment: z.object({
    id: z.string(),
    status: z.enum(['pending', 'completed', 'failed', 'canceled', 'expired', 'refunded', 'partial']),
    amount: z.number().int(),
    amountDue: z.number().int().describe('what is left to pay: `amount` until completed, then 0'),
    reachedAmount: z.number().int().describe('what was paid: 0 until completed, then `amount`'),
    token: z.string(),
    convertedAmount: z.number().int().describe('`amount` (TND only: nothing is converted)'),
    exchangeRate: z.number().describe('1 (TND only)'),
    description: z.string().nullable(),
    acceptedPaymentMethods: z.array(v2Method).describe('the methods asked for, normalised; none asked: those of the payment\'s providers'),
    link: z.string(),
    shortId: z.string().describe('the `paymentRef`'),
    expirationDate: dateTime,
    // As init-payment received it: text or a JSON number (docs/api-decisions.md), null when none.
    orderId: z.union([z.string(), z.number()]).nullable(),
    type: z.enum(['immediate', 'partial']),
    webhook: z.string().nullable(),
    successUrl: z.string().nullable(),
    failUrl: z.string().nullable(),
    receiverWallet: z.string().describe('the wallet id init-payment was sent (a wallet id of the previous platform, or the payment account\'s id)'),
    transactions: z.array(V2Transaction),
  }),
});
