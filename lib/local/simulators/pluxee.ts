// Sandbox simulator of Pluxee, speaking the ASSUMED protocol documented in mapping.ts: payments
// created and read with X-Merchant-Code / X-Api-Key, an approval page, a notification that only
// names the payment, and the return with `paymentId`.
import { randomUUID } from 'node:crypto';
import type { SimulatorProtocol } from './kit/protocol.js';
import { header, json, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { simulatorOn } from './kit/template.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.pluxee;

const API = '/ecommerce/v1';

const error = (status: number, code: string, message: string): SimResponse => json(status, { error: { code, message } });

const authenticated = (request: SimRequest) =>
  header(request, 'x-merchant-code') === sandboxCredentials.merchantCode && header(request, 'x-api-key') === sandboxCredentials.apiKey;

export function pluxeeSimulator(): SimulatorProtocol {
  return simulatorOn({
    provider: 'pluxee',
    displayName: 'Pluxee',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    authenticated,
    unauthorized: () => error(401, 'UNAUTHORIZED', 'Unknown merchant code or API key'),
    invalid: (message) => error(400, 'VALIDATION_ERROR', message),
    notFound: () => error(404, 'NOT_FOUND', 'Unknown payment'),
    create: {
      path: `${API}/payments`,
      fields: {
        merchantRef: 'merchantReference',
        description: 'description',
        returnUrl: 'returnUrl',
        callbackUrl: 'notificationUrl',
        language: 'language',
        expiresAt: 'expiresAt',
      },
      check: (body) => (body.currency !== 'TND' ? 'currency must be TND' : undefined),
      id: () => `PLX-${randomUUID()}`,
      created: (order, payerPageUrl) =>
        json(201, { paymentId: order.id, status: 'CREATED', redirectUrl: payerPageUrl, expiresAt: order.expiresAt.toISOString() }),
    },
    status: {
      path: `${API}/payments/:id`,
      words: { open: 'PENDING', paid: 'PAID', expired: 'EXPIRED', failed: 'REFUSED', canceled: 'CANCELLED' },
      reasons: { declined: 'REFUSED', insufficient_funds: 'INSUFFICIENT_BALANCE', card_expired: 'CARD_EXPIRED' },
      body: (order, { status, reason }) => ({
        paymentId: order.id,
        merchantReference: order.merchantRef,
        status,
        amount: order.amount,
        ...(status === 'PAID' && { paidAmount: order.amount, fee: order.fee, authorizationNumber: order.approvalCode }),
        ...(order.settledAt && { card: { maskedNumber: '**** **** **** 4321' } }),
        ...(reason && { refusalReason: reason }),
      }),
    },
    merchantActions: { answer: { id: 'paymentId', status: 'status', reason: 'refusalReason' }, refunds: { partial: true } },
    merchant: { path: `${API}/merchants/me`, body: { merchantCode: sandboxCredentials.merchantCode, name: 'Sandbox merchant' } },
    payerPage: '/pay/:id',
    callback: (order) => ({ event: 'payment.updated', paymentId: order.id, merchantReference: order.merchantRef }),
    returnQuery: 'paymentId',
  });
}
