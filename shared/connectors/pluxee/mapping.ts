// Pluxee protocol, declared on the assumed-protocol template (../assumed/template.ts). Pure.
//
// ASSUMED PROTOCOL (no public material; correct here when Pluxee's documentation is at hand):
//   auth     headers `X-Merchant-Code: <merchantCode>`, `X-Api-Key: <apiKey>`
//   init     POST /payments {amount (millimes), currency, merchantReference, description, returnUrl,
//            notificationUrl, expiresAt (ISO), language} -> 201 {paymentId, status, redirectUrl, expiresAt}
//   status   GET /payments/{paymentId} -> {paymentId, merchantReference, status: CREATED | PENDING |
//            PAID | REFUSED | EXPIRED | CANCELLED, amount, paidAmount?, fee?, authorizationNumber?,
//            card?: {maskedNumber}, refusalReason?: INSUFFICIENT_BALANCE | CARD_BLOCKED | CARD_EXPIRED |
//            DAILY_LIMIT_EXCEEDED | REFUSED}
//   verify   GET /merchants/me -> {merchantCode, name}
//   errors   4xx {error: {code, message}} (UNAUTHORIZED, VALIDATION_ERROR, NOT_FOUND)
//   callback POST notificationUrl {event: "payment.updated", paymentId, merchantReference}
//   return   GET returnUrl?paymentId=<id>
//   refunds  POST <payment>/refunds {amount, reference} -> 201 {refundId, status: SUCCEEDED | PENDING |
//            FAILED, failureReason?}; GET <payment>/refunds/{refundId}; 409 when nothing is left; partial refunds allowed
import * as z from 'zod';
import { defineAssumedProtocol, assumedMapping, redirectTo } from '../assumed/template.js';
import { pluxeeDefinition } from './schema.js';

const STATUSES = {
  CREATED: 'pending',
  PENDING: 'pending',
  PAID: 'succeeded',
  REFUSED: 'failed',
  EXPIRED: 'expired',
  CANCELLED: 'canceled',
} as const;

export const pluxeeProtocol = defineAssumedProtocol({
  definition: pluxeeDefinition,
  authHeaders: (credentials) => ({ 'x-merchant-code': credentials.merchantCode, 'x-api-key': credentials.apiKey }),
  resource: { path: '/payments', name: 'payment' },
  merchant: { path: '/merchants/me', operation: 'get merchant', identifierField: 'merchantCode', refused: 'merchant code or API key' },
  initBody: (input) => ({
    amount: input.amount,
    currency: input.currency,
    merchantReference: input.reference,
    description: input.description,
    returnUrl: input.returnUrl,
    notificationUrl: input.callbackUrl,
    expiresAt: input.expiresAt.toISOString(),
    language: input.language,
  }),
  errorBody: z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) }).transform((body) => body.error),
  paymentFields: { id: 'paymentId', status: 'status', paidAmount: 'paidAmount', fee: 'fee' },
  created: redirectTo('redirectUrl'),
  payment: {
    schema: {
      authorizationNumber: z.string().optional(),
      card: z.object({ maskedNumber: z.string() }).optional(),
      refusalReason: z.string().optional(),
    },
    facts: (payment) => ({
      reason: payment.refusalReason,
      authorizationCode: payment.authorizationNumber,
      payerAccount: payment.card?.maskedNumber,
    }),
  },
  vocabulary: STATUSES,
  failureReasons: {
    INSUFFICIENT_BALANCE: 'insufficient_funds',
    CARD_BLOCKED: 'fraud_suspected',
    CARD_EXPIRED: 'card_expired',
    DAILY_LIMIT_EXCEEDED: 'limit_exceeded',
    REFUSED: 'declined',
  },
  refunds: { partial: true },
  instrumentType: 'voucher',
  readCallback: (fields) => ({ externalRef: fields.field('paymentId') }),
});

export const { initBody, readCreated, readStatus, readCredentialProbe, readCallback, failureCodeFor } = assumedMapping(pluxeeProtocol);
