// The MPGS (La Poste Tunisienne) connector: hosted checkout started from a session (attempt kind
// `form`). The browser return's resultIndicator is only a hint: the order retrieval decides.
import { defineConnector } from '../define-connector.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { mpgsPosteDefinition } from './schema.js';

export const mpgsPosteConnector = defineConnector(mpgsPosteDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    const answer = await client.retrieveOrder(ctx, credentials, mapping.CREDENTIAL_PROBE_ORDER_ID);
    return mapping.readCredentialProbe(answer, credentials.merchantId);
  },

  async initiate({ ctx, credentials }, input) {
    const answer = await client.createCheckoutSession(ctx, credentials, mapping.initiateCheckoutBody(input));
    const { sessionId, json } = mapping.readCheckoutSessionAnswer(answer);
    return {
      kind: 'form',
      form: mapping.checkoutForm(ctx.baseUrl, sessionId),
      externalRef: mapping.orderIdFor(input.attemptId),
      raw: json,
    };
  },

  async fetchStatus({ ctx, credentials, now }, query) {
    const answer = await client.retrieveOrder(ctx, credentials, query.externalRef);
    return mapping.readOrderAnswer(answer, query, now);
  },

  // REFUND gives back part or all of a captured order. VOID (a full cancel before the batch closes)
  // is not used: the service cannot tell whether the batch has closed, and REFUND works either way.
  refunds: { partial: true },

  async refund({ ctx, credentials }, request) {
    const transactionId = mapping.refundTransactionId(request.refundId);
    const answer = await client.putTransaction(ctx, credentials, request.externalRef, transactionId, mapping.refundBody(request));
    return mapping.readRefundTransaction(answer, request, 'REFUND');
  },

  async checkRefund({ ctx, credentials }, check) {
    const answer = await client.retrieveTransaction(ctx, credentials, check.externalRef, mapping.refundTransactionId(check.refundId));
    return mapping.readRefundTransaction(answer, check, 'RETRIEVE_TRANSACTION');
  },

  readCallback: mapping.readCallback,
});
