// Sandbox simulator of izi, speaking the ASSUMED protocol documented in mapping.ts: checkout
// sessions with HTTP Basic client credentials, a wallet approval page, a callback that only
// names the session, and the return with `session_id`.
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { basicCredentials } from './kit/auth.js';
import { dateField, jsonInit, jsonStatus, stringField } from './kit/json-api.js';
import { json, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.izi;

const API = '/v1';

const error = (status: number, code: string, description: string): SimResponse =>
  json(status, { error: code, error_description: description });

function authenticated(request: SimRequest): boolean {
  const credentials = basicCredentials(request);
  return credentials?.user === sandboxCredentials.clientId && credentials.password === sandboxCredentials.clientSecret;
}

const unauthorized = () => error(401, 'invalid_client', 'Client authentication failed');

const authProblem = (request: SimRequest) => (authenticated(request) ? null : unauthorized());

function sessionStatus(sim: SimulatorHost, order: SimOrder): { status: string; failure_code?: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { status: 'open' };
    case 'paid':
      return { status: 'completed' };
    case 'expired':
      return { status: 'expired' };
    case 'declined':
    case 'card_expired':
      return { status: 'failed', failure_code: 'declined' };
    case 'insufficient_funds':
      return { status: 'failed', failure_code: 'insufficient_balance' };
    case 'canceled':
    case 'refunded':
      return { status: 'canceled' };
  }
}

async function createSession(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonInit(sim, request, {
    authProblem,
    invalid: (message) => error(400, 'invalid_request', message),
    check: (body) => (typeof body.return_url !== 'string' ? 'return_url is required' : undefined),
    newOrder: (body, amount) => ({
      id: `cs_${sim.randomHex(12)}`,
      merchantRef: String(body.merchant_order_id ?? ''),
      amount,
      description: stringField(body.description) ?? '',
      returnUrl: body.return_url as string,
      callbackUrl: stringField(body.callback_url) ?? null,
      language: stringField(body.locale),
      expiresAt: dateField(body.expires_at),
    }),
    created: (order) =>
      json(201, { id: order.id, status: 'open', checkout_url: payUrl(sim, order), expires_at: order.expiresAt.toISOString() }),
  });
}

async function getSession(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonStatus(sim, request, {
    authProblem,
    idParam: 'id',
    notFound: () => error(404, 'not_found', 'No such checkout session'),
    body: (order) => {
      const { status, failure_code } = sessionStatus(sim, order);
      return {
        id: order.id,
        status,
        amount: order.amount,
        ...(status === 'completed' && { amount_paid: order.amount, fee: order.fee }),
        ...(failure_code && { failure_code }),
        ...(order.settledAt && { transaction: { id: order.transactionId ?? `TX${order.id.slice(3, 11)}`, wallet: '216****3456' } }),
      };
    },
  });
}

const payUrl = (sim: SimulatorHost, order: SimOrder) => `${sim.origin}/checkout/${encodeURIComponent(order.id)}`;

export function iziSimulator(): SimulatorProtocol {
  return {
    provider: 'izi',
    displayName: 'izi',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${API}/checkout/sessions`, handle: (request) => createSession(sim, request) },
      { method: 'GET', path: `${API}/checkout/sessions/:id`, handle: (request) => getSession(sim, request) },
      ...merchantActionRoutes(sim, {
        path: `${API}/checkout/sessions/:id`,
        authenticated,
        unauthorized,
        notFound: () => error(404, 'not_found', 'No such checkout session'),
        statusBody: (order) => ({ id: order.id, ...sessionStatus(sim, order) }),
        refunds: { partial: true, invalid: (message) => error(400, 'invalid_request', message) },
      }),
      {
        method: 'GET',
        path: `${API}/merchant`,
        handle: (request) =>
          authenticated(request) ? json(200, { client_id: sandboxCredentials.clientId, merchant_name: 'Sandbox merchant' }) : unauthorized(),
      },
    ],
    payerPages: [{ path: '/checkout/:id', orderFor: (request, sim) => sim.findOrder(request.params.id ?? '') }],
    payerPageUrl: (order, sim) => payUrl(sim, order),
    callback: (order) => ({
      contentType: 'application/json',
      body: JSON.stringify({ type: 'checkout.session.updated', data: { id: order.id } }),
    }),
    browserReturn: (order) => withQuery(order.returnUrl, { session_id: order.id }),
  };
}
