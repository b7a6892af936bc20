// The Enda TAO connector (assumed protocol, see mapping.ts): mobile payment confirmed on Enda's page.
import { defineConnector } from '../define-connector.js';
import { readCancelAnswer, readRefundAnswer } from '../mapping-kit.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { endaTaoDefinition } from './schema.js';

export const endaTaoConnector = defineConnector(endaTaoDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    return mapping.readCredentialProbe(await client.getMerchant(ctx, credentials));
  },

  async initiate({ ctx, credentials }, input) {
    const answer = await client.createPaymentRequest(ctx, credentials, mapping.paymentRequestBody(input));
    const { requestId, payUrl, json } = mapping.readPaymentRequestCreated(answer);
    return { kind: 'redirect', redirectUrl: payUrl, externalRef: requestId, raw: json };
  },

  async fetchStatus({ ctx, credentials }, query) {
    return mapping.readPaymentRequest(await client.getPaymentRequest(ctx, credentials, query.externalRef));
  },

  async endOrder({ ctx, credentials }, query) {
    return readCancelAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'cancel'), 'enda_tao', 'cancel payment request');
  },

  async refundOrder({ ctx, credentials }, query) {
    return readRefundAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'refund'), 'enda_tao', 'refund payment request');
  },

  readCallback: mapping.readCallback,
});
