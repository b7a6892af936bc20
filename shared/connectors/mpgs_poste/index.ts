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

  readCallback: mapping.readCallback,
});
