// Enda TAO protocol, declared on the assumed-protocol template (../assumed/template.ts). Pure.
//
// ASSUMED PROTOCOL (no public material; correct here when Enda's documentation is at hand):
//   auth     `Authorization: Token <apiToken>`; paths under /merchants/{merchantId}
//   init     POST /merchants/{merchantId}/payment-requests {amount (millimes), currency, orderRef,
//            label, redirectUrl, notifyUrl, expiresAt (ISO), lang, customerPhone?}
//            -> 201 {requestId, state: "INITIATED", payUrl}
//   status   GET /merchants/{merchantId}/payment-requests/{requestId} -> {requestId, orderRef, state:
//            INITIATED | AWAITING_CONFIRMATION | CONFIRMED | REJECTED | EXPIRED | CANCELED, amount,
//            feeAmount?, transactionRef?, customerAccount? (masked), rejectReason?: INSUFFICIENT_BALANCE |
//            ACCOUNT_BLOCKED | LIMIT_EXCEEDED | CUSTOMER_CANCELED | REJECTED}
//   verify   GET /merchants/{merchantId} -> {merchantId, name, status}
//   errors   4xx {code, message} (AUTH_FAILED, FORBIDDEN, INVALID_INPUT, NOT_FOUND)
//   callback POST notifyUrl {requestId, orderRef}
//   return   GET redirectUrl?requestId=<id>
//   refunds  none (the merchant refunds by other means)
import { defineAssumedProtocol, assumedMapping, errorFields, redirectTo, topLevelFacts } from '../assumed/template.js';
import { endaTaoDefinition } from './schema.js';

const STATES = {
  INITIATED: 'pending',
  AWAITING_CONFIRMATION: 'pending',
  CONFIRMED: 'succeeded',
  REJECTED: 'failed',
  EXPIRED: 'expired',
  CANCELED: 'canceled',
} as const;

export const endaTaoProtocol = defineAssumedProtocol({
  definition: endaTaoDefinition,
  authHeaders: (credentials) => ({ authorization: `Token ${credentials.apiToken}` }),
  merchantPath: (credentials) => `/merchants/${encodeURIComponent(credentials.merchantId)}`,
  resource: { path: '/payment-requests', name: 'payment request' },
  merchant: { path: '', operation: 'get merchant', identifierField: 'merchantId', refused: 'merchant id or API token' },
  initBody: (input) => ({
    amount: input.amount,
    currency: input.currency,
    orderRef: input.reference,
    label: input.description,
    redirectUrl: input.returnUrl,
    notifyUrl: input.callbackUrl,
    expiresAt: input.expiresAt.toISOString(),
    lang: input.language,
    customerPhone: input.payer.phone,
  }),
  errorBody: errorFields('code', 'message'),
  // No amount collected in the answer: a confirmed request collected the amount asked.
  paymentFields: { id: 'requestId', status: 'state', fee: 'feeAmount' },
  created: redirectTo('payUrl'),
  payment: topLevelFacts({ authorizationCode: 'transactionRef', payerAccount: 'customerAccount', reason: 'rejectReason' }),
  vocabulary: STATES,
  failureReasons: {
    INSUFFICIENT_BALANCE: 'insufficient_funds',
    ACCOUNT_BLOCKED: 'invalid_instrument',
    LIMIT_EXCEEDED: 'limit_exceeded',
    CUSTOMER_CANCELED: 'canceled_by_payer',
    REJECTED: 'declined',
  },
  instrumentType: 'wallet',
  readCallback: (fields) => ({ externalRef: fields.field('requestId') }),
});

export const { initBody, readCreated, readStatus, readCredentialProbe, readCallback, failureCodeFor } = assumedMapping(endaTaoProtocol);
