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

  readCallback: mapping.readCallback,
});
