// Sandbox simulator of Pluxee, speaking the ASSUMED protocol documented in mapping.ts: payments
// created and read with X-Merchant-Code / X-Api-Key, an approval page, a notification that only
// names the payment, and the return with `paymentId`.
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import { randomUUID } from 'node:crypto';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { dateField, jsonInit, jsonStatus, stringField } from './kit/json-api.js';
import { header, json, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.pluxee;

const API = '/ecommerce/v1';

const error = (status: number, code: string, message: string): SimResponse => json(status, { error: { code, message } });

const authenticated = (request: SimRequest) =>
  header(request, 'x-merchant-code') === sandboxCredentials.merchantCode && header(request, 'x-api-key') === sandboxCredentials.apiKey;

const unauthorized = () => error(401, 'UNAUTHORIZED', 'Unknown merchant code or API key');

const authProblem = (request: SimRequest) => (authenticated(request) ? null : unauthorized());

function paymentStatus(sim: SimulatorHost, order: SimOrder): { status: string; refusalReason?: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { status: 'PENDING' };
    case 'paid':
      return { status: 'PAID' };
    case 'expired':
      return { status: 'EXPIRED' };
    case 'declined':
      return { status: 'REFUSED', refusalReason: 'REFUSED' };
    case 'insufficient_funds':
      return { status: 'REFUSED', refusalReason: 'INSUFFICIENT_BALANCE' };
    case 'card_expired':
      return { status: 'REFUSED', refusalReason: 'CARD_EXPIRED' };
    case 'canceled':
    case 'refunded':
      return { status: 'CANCELLED' };
  }
}

async function createPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonInit(sim, request, {
    authProblem,
    invalid: (message) => error(400, 'VALIDATION_ERROR', message),
    check: (body) =>
      body.currency !== 'TND' ? 'currency must be TND' : typeof body.returnUrl !== 'string' ? 'returnUrl is required' : undefined,
    newOrder: (body, amount) => ({
      id: `PLX-${randomUUID()}`,
      merchantRef: String(body.merchantReference ?? ''),
      amount,
      description: stringField(body.description) ?? '',
      returnUrl: body.returnUrl as string,
      callbackUrl: stringField(body.notificationUrl) ?? null,
      language: stringField(body.language),
      expiresAt: dateField(body.expiresAt),
    }),
    created: (order) =>
      json(201, { paymentId: order.id, status: 'CREATED', redirectUrl: payUrl(sim, order), expiresAt: order.expiresAt.toISOString() }),
  });
}

async function getPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonStatus(sim, request, {
    authProblem,
    idParam: 'id',
    notFound: () => error(404, 'NOT_FOUND', 'Unknown payment'),
    body: (order) => {
      const { status, refusalReason } = paymentStatus(sim, order);
      return {
        paymentId: order.id,
        merchantReference: order.merchantRef,
        status,
        amount: order.amount,
        ...(status === 'PAID' && { paidAmount: order.amount, fee: order.fee, authorizationNumber: order.approvalCode }),
        ...(order.settledAt && { card: { maskedNumber: '**** **** **** 4321' } }),
        ...(refusalReason && { refusalReason }),
      };
    },
  });
}

const payUrl = (sim: SimulatorHost, order: SimOrder) => `${sim.origin}/pay/${encodeURIComponent(order.id)}`;

export function pluxeeSimulator(): SimulatorProtocol {
  return {
    provider: 'pluxee',
    displayName: 'Pluxee',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${API}/payments`, handle: (request) => createPayment(sim, request) },
      { method: 'GET', path: `${API}/payments/:id`, handle: (request) => getPayment(sim, request) },
      ...merchantActionRoutes(sim, {
        path: `${API}/payments/:id`,
        authenticated,
        unauthorized,
        notFound: () => error(404, 'NOT_FOUND', 'Unknown payment'),
        statusBody: (order) => ({ paymentId: order.id, ...paymentStatus(sim, order) }),
        refunds: { partial: true, invalid: (message) => error(400, 'VALIDATION_ERROR', message) },
      }),
      {
        method: 'GET',
        path: `${API}/merchants/me`,
        handle: (request) =>
          authenticated(request) ? json(200, { merchantCode: sandboxCredentials.merchantCode, name: 'Sandbox merchant' }) : unauthorized(),
      },
    ],
    payerPages: [{ path: '/pay/:id', orderFor: (request, sim) => sim.findOrder(request.params.id ?? '') }],
    payerPageUrl: (order, sim) => payUrl(sim, order),
    callback: (order) => ({
      contentType: 'application/json',
      body: JSON.stringify({ event: 'payment.updated', paymentId: order.id, merchantReference: order.merchantRef }),
    }),
    browserReturn: (order) => withQuery(order.returnUrl, { paymentId: order.id }),
  };
}
