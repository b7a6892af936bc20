// The Kashy connector (assumed protocol, see mapping.ts): the payer scans a QR code (attempt kind `qr`).
import { defineConnector } from '../define-connector.js';
import { readCancelAnswer, readRefundAnswer } from '../mapping-kit.js';
import * as client from './client.js';
import * as mapping from './mapping.js';
import { kashyDefinition } from './schema.js';

export const kashyConnector = defineConnector(kashyDefinition, {
  async verifyCredentials({ ctx, credentials }) {
    return mapping.readCredentialProbe(await client.getMerchantProfile(ctx, credentials));
  },

  async initiate({ ctx, credentials }, input) {
    const answer = await client.createQrPayment(ctx, credentials, mapping.qrPaymentBody(input));
    const { paymentId, qrContent, codePay, json } = mapping.readQrPaymentCreated(answer);
    return { kind: 'qr', qr: { content: qrContent, codePay }, externalRef: paymentId, raw: json };
  },

  async fetchStatus({ ctx, credentials }, query) {
    return mapping.readQrPayment(await client.getQrPayment(ctx, credentials, query.externalRef));
  },

  async endOrder({ ctx, credentials }, query) {
    return readCancelAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'cancel'), 'kashy', 'cancel QR payment');
  },

  async refundOrder({ ctx, credentials }, query) {
    return readRefundAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'refund'), 'kashy', 'refund QR payment');
  },

  readCallback: mapping.readCallback,
});
