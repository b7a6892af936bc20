// izi protocol, declared on the assumed-protocol template (../assumed/template.ts). Pure.
//
// ASSUMED PROTOCOL (no public material; correct here when izi's documentation is at hand):
//   auth     HTTP Basic <clientId>:<clientSecret>
//   init     POST /checkout/sessions {amount (millimes), currency, merchant_order_id, description,
//            return_url, callback_url, expires_at (ISO), locale, customer {first_name, last_name,
//            email, phone}} -> 201 {id, status: "open", checkout_url, expires_at}
//   status   GET /checkout/sessions/{id} -> {id, status: open | processing | completed | failed |
//            expired | canceled, amount, amount_paid?, fee?, failure_code?: insufficient_balance |
//            declined | limit_exceeded | payer_canceled, transaction?: {id, wallet}}  (wallet masked)
//   verify   GET /merchant -> {client_id, merchant_name}
//   errors   4xx {error: <code>, error_description} (invalid_client, invalid_request, not_found)
//   callback POST callback_url {type: "checkout.session.updated", data: {id}}
//   return   GET return_url?session_id=<id>
//   refunds  POST <payment>/refunds {amount, reference} -> 201 {refundId, status: SUCCEEDED | PENDING |
//            FAILED, failureReason?}; GET <payment>/refunds/{refundId}; 409 when nothing is left; partial refunds allowed
import * as z from 'zod';
import { defineAssumedProtocol, assumedMapping, errorFields, redirectTo } from '../assumed/template.js';
import { iziDefinition } from './schema.js';

const STATUSES = {
  open: 'pending',
  processing: 'pending',
  completed: 'succeeded',
  failed: 'failed',
  expired: 'expired',
  canceled: 'canceled',
} as const;

const callbackSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

export const iziProtocol = defineAssumedProtocol({
  definition: iziDefinition,
  authHeaders: (credentials) => ({
    authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
  }),
  resource: { path: '/checkout/sessions', name: 'checkout session' },
  merchant: { path: '/merchant', operation: 'get merchant', identifierField: 'client_id', refused: 'client id or client secret' },
  initBody: (input) => ({
    amount: input.amount,
    currency: input.currency,
    merchant_order_id: input.reference,
    description: input.description,
    return_url: input.returnUrl,
    callback_url: input.callbackUrl,
    expires_at: input.expiresAt.toISOString(),
    locale: input.language,
    customer: {
      first_name: input.payer.firstName,
      last_name: input.payer.lastName,
      email: input.payer.email,
      phone: input.payer.phone,
    },
  }),
  errorBody: errorFields('error', 'error_description'),
  paymentFields: { id: 'id', status: 'status', paidAmount: 'amount_paid', fee: 'fee' },
  created: redirectTo('checkout_url'),
  payment: {
    schema: {
      failure_code: z.string().optional(),
      transaction: z.object({ id: z.string(), wallet: z.string().optional() }).optional(),
    },
    facts: (session) => ({
      reason: session.failure_code,
      authorizationCode: session.transaction?.id,
      // A transaction names the wallet when it can.
      payerAccount: session.transaction ? (session.transaction.wallet ?? null) : undefined,
    }),
  },
  vocabulary: STATUSES,
  failureReasons: {
    insufficient_balance: 'insufficient_funds',
    declined: 'declined',
    limit_exceeded: 'limit_exceeded',
    payer_canceled: 'canceled_by_payer',
  },
  refunds: { partial: true },
  instrumentType: 'wallet',
  /** Callback: `data.id` in the JSON body; browser return: `?session_id=`. */
  readCallback: (fields) => {
    const callback = callbackSchema.safeParse(fields.json);
    return { externalRef: callback.success ? callback.data.data.id : fields.field('session_id') };
  },
});

export const { initBody, readCreated, readStatus, readCredentialProbe, readCallback, failureCodeFor } = assumedMapping(iziProtocol);
