// Kashy protocol, declared on the assumed-protocol template (../assumed/template.ts). Pure.
//
// ASSUMED PROTOCOL (no public material; correct here when Kashy's documentation is at hand):
//   auth     `Authorization: Bearer <apiKey>`, `X-Kashy-Merchant: <merchantId>`
//   init     POST /qr-payments {amount (millimes), currency, externalReference, description,
//            callbackUrl, returnUrl, expiresAt (ISO)}
//            -> 201 {paymentId, status: "WAITING", qrContent, codePay (6 digits), expiresAt}
//            The payer scans qrContent with the Kashy app, or types codePay in it.
//   status   GET /qr-payments/{paymentId} -> {paymentId, status: WAITING | SCANNED | PAID | FAILED |
//            EXPIRED | CANCELED, amount, paidAmount?, fee?, transactionId?, payerWallet? (masked),
//            failureReason?: INSUFFICIENT_FUNDS | DECLINED | LIMIT_EXCEEDED | PAYER_CANCELED}
//   verify   GET /merchant/profile -> {merchantId, displayName}
//   errors   4xx {errorCode, errorMessage} (UNAUTHORIZED, INVALID_REQUEST, PAYMENT_NOT_FOUND)
//   callback POST callbackUrl {paymentId, codePay}
//   return   the app sends the payer back to returnUrl?paymentId=<id>
//   refunds  POST <payment>/refunds {amount, reference} -> 201 {refundId, status: SUCCEEDED | PENDING |
//            FAILED, failureReason?}; GET <payment>/refunds/{refundId}; 409 when nothing is left; whole payments only
import * as z from 'zod';
import { defineAssumedProtocol, assumedMapping, errorFields, topLevelFacts } from '../assumed/template.js';
import { kashyDefinition } from './schema.js';

const STATUSES = {
  WAITING: 'pending',
  // Scanned: the payer has the payment open in the app, not confirmed yet.
  SCANNED: 'pending',
  PAID: 'succeeded',
  FAILED: 'failed',
  EXPIRED: 'expired',
  CANCELED: 'canceled',
} as const;

export const kashyProtocol = defineAssumedProtocol({
  definition: kashyDefinition,
  authHeaders: (credentials) => ({ authorization: `Bearer ${credentials.apiKey}`, 'x-kashy-merchant': credentials.merchantId }),
  resource: { path: '/qr-payments', name: 'QR payment' },
  merchant: { path: '/merchant/profile', operation: 'get merchant profile', identifierField: 'merchantId', refused: 'merchant id or API key' },
  initBody: (input) => ({
    amount: input.amount,
    currency: input.currency,
    externalReference: input.reference,
    description: input.description,
    callbackUrl: input.callbackUrl,
    returnUrl: input.returnUrl,
    expiresAt: input.expiresAt.toISOString(),
  }),
  errorBody: errorFields('errorCode', 'errorMessage'),
  paymentFields: { id: 'paymentId', status: 'status', paidAmount: 'paidAmount', fee: 'fee' },
  created: {
    schema: { qrContent: z.string().min(1), codePay: z.string().regex(/^\d{4,8}$/) },
    destination: (body) => ({ kind: 'qr', qr: { content: body.qrContent, codePay: body.codePay } }),
  },
  payment: topLevelFacts({ authorizationCode: 'transactionId', payerAccount: 'payerWallet', reason: 'failureReason' }),
  vocabulary: STATUSES,
  failureReasons: {
    INSUFFICIENT_FUNDS: 'insufficient_funds',
    DECLINED: 'declined',
    LIMIT_EXCEEDED: 'limit_exceeded',
    PAYER_CANCELED: 'canceled_by_payer',
  },
  refunds: { partial: false },
  instrumentType: 'wallet',
  readCallback: (fields) => {
    const codePay = fields.field('codePay');
    return { externalRef: fields.field('paymentId'), hints: codePay ? { codePay } : undefined };
  },
});

export const { initBody, readCreated, readStatus, readCredentialProbe, readCallback, failureCodeFor } = assumedMapping(kashyProtocol);
