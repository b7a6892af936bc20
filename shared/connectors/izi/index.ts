// The izi connector (assumed protocol, see mapping.ts): wallet payment on izi's page.
import { defineConnector } from '../define-connector.js';
import { readCancelAnswer, readRefundAnswer } from '../mapping-kit.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { iziDefinition } from './schema.js';

export const iziConnector = defineConnector(iziDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    return mapping.readCredentialProbe(await client.getMerchant(ctx, credentials));
  },

  async initiate({ ctx, credentials }, input) {
    const answer = await client.createCheckoutSession(ctx, credentials, mapping.checkoutSessionBody(input));
    const { sessionId, checkoutUrl, json } = mapping.readCheckoutSessionCreated(answer);
    return { kind: 'redirect', redirectUrl: checkoutUrl, externalRef: sessionId, raw: json };
  },

  async fetchStatus({ ctx, credentials }, query) {
    return mapping.readCheckoutSession(await client.getCheckoutSession(ctx, credentials, query.externalRef));
  },

  async endOrder({ ctx, credentials }, query) {
    return readCancelAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'cancel'), 'izi', 'cancel checkout session');
  },

  async refundOrder({ ctx, credentials }, query) {
    return readRefundAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'refund'), 'izi', 'refund checkout session');
  },

  readCallback: mapping.readCallback,
});
