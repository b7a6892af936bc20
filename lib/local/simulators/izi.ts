// Sandbox simulator of izi, speaking the ASSUMED protocol documented in mapping.ts: checkout
// sessions with HTTP Basic client credentials, a wallet approval page, a callback that only
// names the session, and the return with `session_id`.
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { basicCredentials } from './kit/auth.js';
import { json, parseJsonBody, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
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
  const scenario = await sim.beginInit();
  if (!authenticated(request)) return unauthorized();
  const body = (parseJsonBody(request) ?? {}) as Record<string, unknown>;
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
    return error(400, 'invalid_request', 'amount must be a positive integer (millimes)');
  }
  if (typeof body.return_url !== 'string') return error(400, 'invalid_request', 'return_url is required');
  const expiresAt = typeof body.expires_at === 'string' ? new Date(body.expires_at) : undefined;
  const order = sim.createOrder(
    {
      id: `cs_${sim.randomHex(12)}`,
      merchantRef: String(body.merchant_order_id ?? ''),
      amount: body.amount,
      description: typeof body.description === 'string' ? body.description : '',
      returnUrl: body.return_url,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
      language: typeof body.locale === 'string' ? body.locale : undefined,
      expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : undefined,
    },
    scenario,
  );
  return json(201, { id: order.id, status: 'open', checkout_url: payUrl(sim, order), expires_at: order.expiresAt.toISOString() });
}

async function getSession(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  if (!authenticated(request)) return unauthorized();
  const order = sim.findOrder(request.params.id ?? '');
  await sim.beginStatus(order);
  if (!order) return error(404, 'not_found', 'No such checkout session');
  const { status, failure_code } = sessionStatus(sim, order);
  return json(200, {
    id: order.id,
    status,
    amount: order.amount,
    ...(status === 'completed' && { amount_paid: order.amount, fee: order.fee }),
    ...(failure_code && { failure_code }),
    ...(order.settledAt && { transaction: { id: order.transactionId ?? `TX${order.id.slice(3, 11)}`, wallet: '216****3456' } }),
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
