// Sandbox simulator of Pluxee, speaking the ASSUMED protocol documented in mapping.ts: payments
// created and read with X-Merchant-Code / X-Api-Key, an approval page, a notification that only
// names the payment, and the return with `paymentId`.
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import { randomUUID } from 'node:crypto';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { header, json, parseJsonBody, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.pluxee;

const API = '/ecommerce/v1';

const error = (status: number, code: string, message: string): SimResponse => json(status, { error: { code, message } });

const authenticated = (request: SimRequest) =>
  header(request, 'x-merchant-code') === sandboxCredentials.merchantCode && header(request, 'x-api-key') === sandboxCredentials.apiKey;

const unauthorized = () => error(401, 'UNAUTHORIZED', 'Unknown merchant code or API key');

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
  const scenario = await sim.beginInit();
  if (!authenticated(request)) return unauthorized();
  const body = (parseJsonBody(request) ?? {}) as Record<string, unknown>;
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
    return error(400, 'VALIDATION_ERROR', 'amount must be a positive integer (millimes)');
  }
  if (body.currency !== 'TND') return error(400, 'VALIDATION_ERROR', 'currency must be TND');
  if (typeof body.returnUrl !== 'string') return error(400, 'VALIDATION_ERROR', 'returnUrl is required');
  const expiresAt = typeof body.expiresAt === 'string' ? new Date(body.expiresAt) : undefined;
  const order = sim.createOrder(
    {
      id: `PLX-${randomUUID()}`,
      merchantRef: String(body.merchantReference ?? ''),
      amount: body.amount,
      description: typeof body.description === 'string' ? body.description : '',
      returnUrl: body.returnUrl,
      callbackUrl: typeof body.notificationUrl === 'string' ? body.notificationUrl : null,
      language: typeof body.language === 'string' ? body.language : undefined,
      expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : undefined,
    },
    scenario,
  );
  return json(201, { paymentId: order.id, status: 'CREATED', redirectUrl: payUrl(sim, order), expiresAt: order.expiresAt.toISOString() });
}

async function getPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  if (!authenticated(request)) return unauthorized();
  const order = sim.findOrder(request.params.id ?? '');
  await sim.beginStatus(order);
  if (!order) return error(404, 'NOT_FOUND', 'Unknown payment');
  const { status, refusalReason } = paymentStatus(sim, order);
  return json(200, {
    paymentId: order.id,
    merchantReference: order.merchantRef,
    status,
    amount: order.amount,
    ...(status === 'PAID' && { paidAmount: order.amount, fee: order.fee, authorizationNumber: order.approvalCode }),
    ...(order.settledAt && { card: { maskedNumber: '**** **** **** 4321' } }),
    ...(refusalReason && { refusalReason }),
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
