// The Pluxee connector (assumed protocol, see mapping.ts): meal-voucher card payment on Pluxee's page.
import { defineConnector } from '../define-connector.js';
import { readCancelAnswer, readRefundAnswer } from '../mapping-kit.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { pluxeeDefinition } from './schema.js';

export const pluxeeConnector = defineConnector(pluxeeDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    return mapping.readCredentialProbe(await client.getMerchant(ctx, credentials));
  },

  async initiate({ ctx, credentials }, input) {
    const answer = await client.createPayment(ctx, credentials, mapping.createPaymentBody(input));
    const { paymentId, redirectUrl, json } = mapping.readCreatePaymentAnswer(answer);
    return { kind: 'redirect', redirectUrl, externalRef: paymentId, raw: json };
  },

  async fetchStatus({ ctx, credentials }, query) {
    return mapping.readPaymentAnswer(await client.getPayment(ctx, credentials, query.externalRef));
  },

  async endOrder({ ctx, credentials }, query) {
    return readCancelAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'cancel'), 'pluxee', 'cancel payment');
  },

  async refundOrder({ ctx, credentials }, query) {
    return readRefundAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'refund'), 'pluxee', 'refund payment');
  },

  readCallback: mapping.readCallback,
});
