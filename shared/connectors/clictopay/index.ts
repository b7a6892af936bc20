// The ClicToPay connector: card payments on ClicToPay's hosted page (attempt kind `redirect`).
import { defineConnector } from '../define-connector.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { clictopayDefinition } from './schema.js';

export const clictopayConnector = defineConnector(clictopayDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    const answer = await client.getOrderStatusExtended(ctx, credentials, mapping.CREDENTIAL_PROBE_ORDER_ID);
    return mapping.readCredentialProbe(answer, credentials.userName);
  },

  async initiate({ ctx, credentials, now }, input) {
    const answer = await client.register(ctx, credentials, mapping.registerParams(input, now));
    const { orderId, formUrl } = mapping.readRegisterAnswer(answer);
    return { kind: 'redirect', redirectUrl: formUrl, externalRef: orderId, raw: answer };
  },

  async fetchStatus({ ctx, credentials }, query) {
    const answer = await client.getOrderStatusExtended(ctx, credentials, query.externalRef);
    return mapping.readStatusAnswer(answer);
  },

  async endOrder({ ctx, credentials }, query) {
    return mapping.readDeclineAnswer(await client.decline(ctx, credentials, query.externalRef));
  },

  // refund.do gives back part or all of a deposited order. reverse.do (a full reversal before the
  // deposit) never applies: the service registers one-phase orders, deposited when paid.
  refunds: { partial: true },

  async refund({ ctx, credentials }, request) {
    return mapping.readRefundAmountAnswer(await client.refundAmount(ctx, credentials, request.externalRef, request.amount));
  },

  async checkRefund({ ctx, credentials }, check) {
    return mapping.readRefundCheck(await client.getOrderStatusExtended(ctx, credentials, check.externalRef), check);
  },

  readCallback: mapping.readCallback,
});
