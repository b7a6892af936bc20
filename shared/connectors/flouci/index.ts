// The Flouci connector: wallet or card payment on Flouci's page (attempt kind `redirect`).
// Flouci rate-limits: this connector never polls; each call is one question the caller chose to ask.
import { defineConnector } from '../define-connector.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { flouciDefinition } from './schema.js';

export const flouciConnector = defineConnector(flouciDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    const answer = await client.verifyPayment(ctx, credentials, mapping.CREDENTIAL_PROBE_PAYMENT_ID);
    return mapping.readCredentialProbe(answer, credentials.publicKey);
  },

  async initiate({ ctx, credentials, now }, input) {
    const answer = await client.generatePayment(ctx, credentials, mapping.generatePaymentBody(input, now));
    const { paymentId, link, json } = mapping.readGeneratePaymentAnswer(answer);
    return { kind: 'redirect', redirectUrl: link, externalRef: paymentId, raw: json };
  },

  async fetchStatus({ ctx, credentials }, query) {
    const answer = await client.verifyPayment(ctx, credentials, query.externalRef);
    return mapping.readVerifyPaymentAnswer(answer);
  },

  // Whole payments only (ASSUMED, docs/providers.md).
  refunds: { partial: false },

  async refund({ ctx, credentials }, request) {
    return mapping.readRefundAnswer(await client.refundPayment(ctx, credentials, mapping.refundPaymentBody(request)), 'refund_payment');
  },

  async checkRefund({ ctx, credentials }, check) {
    // Without the provider's id (the answer was lost), the refund is looked up by our id, sent as developer_tracking_id.
    return mapping.readRefundAnswer(await client.refundStatus(ctx, credentials, check.providerReference ?? check.refundId), 'refund_status');
  },

  readCallback: mapping.readCallback,
});
