// Sandbox simulator of Flouci: generate_payment and verify_payment (API v2, Bearer
// <public>:<private>), a wallet approval page, the webhook and the return with `payment_id`.
import type { SimOrder, SimRefund, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { bearerToken } from './kit/auth.js';
import { jsonInit, jsonStatus, stringField } from './kit/json-api.js';
import { json, parseJsonBody, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.flouci;

const API = '/api/v2';
const SANDBOX_TOKEN = `${sandboxCredentials.publicKey}:${sandboxCredentials.privateKey}`;

const refused = (): SimResponse => json(401, { success: false, message: 'Invalid application keys' });

const authProblem = (request: SimRequest) => (bearerToken(request) === SANDBOX_TOKEN ? null : refused());

function verifyStatus(sim: SimulatorHost, order: SimOrder): { status: string; failure_reason?: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { status: 'PENDING' };
    case 'paid':
      return { status: 'SUCCESS' };
    case 'expired':
      return { status: 'EXPIRED' };
    case 'declined':
      return { status: 'FAILURE', failure_reason: 'declined' };
    case 'insufficient_funds':
      return { status: 'FAILURE', failure_reason: 'insufficient_funds' };
    case 'card_expired':
      return { status: 'FAILURE', failure_reason: 'card_expired' };
    // ASSUMED (refund_payment, below): a refunded payment reads REFUNDED.
    case 'refunded':
      return { status: 'REFUNDED' };
    // Flouci's API has no merchant cancel: unreachable, kept for the exhaustive switch.
    case 'canceled':
      return { status: 'FAILURE', failure_reason: 'canceled' };
  }
}

async function generatePayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonInit(sim, request, {
    authProblem,
    invalid: (message) => json(400, { success: false, message }),
    check: (body) =>
      typeof body.success_link !== 'string' || typeof body.fail_link !== 'string' ? 'success_link and fail_link are required' : undefined,
    newOrder: (body, amount) => {
      const timeoutSecs = typeof body.session_timeout_secs === 'number' ? body.session_timeout_secs : 1200;
      return {
        id: sim.randomHex(12),
        merchantRef: String(body.developer_tracking_id ?? ''),
        amount,
        returnUrl: body.success_link as string,
        failUrl: body.fail_link as string,
        callbackUrl: stringField(body.webhook) ?? null,
        expiresAt: new Date(Date.now() + timeoutSecs * 1000),
      };
    },
    created: (order) => json(200, { result: { success: true, payment_id: order.id, link: payUrl(sim, order) }, code: 0, version: 'v2' }),
  });
}

async function verifyPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonStatus(sim, request, {
    authProblem,
    idParam: 'id',
    notFound: () => json(404, { success: false, message: 'Payment not found' }),
    body: (order) => ({
      success: true,
      code: 0,
      result: { _id: order.id, amount: order.amount, developer_tracking_id: order.merchantRef, ...verifyStatus(sim, order) },
    }),
  });
}

const refundResult = (refund: SimRefund) => ({
  refund_id: refund.id,
  developer_tracking_id: refund.merchantRef,
  amount: refund.amount,
  status: refund.state === 'succeeded' ? 'SUCCESS' : refund.state === 'pending' ? 'PENDING' : 'FAILURE',
  ...(refund.state === 'declined' ? { failure_reason: 'declined' } : {}),
});

/**
 * refund_payment (ASSUMED, see shared/connectors/flouci/mapping.ts): the whole payment back; a
 * second request with the same developer_tracking_id answers the first refund; 409 when nothing is
 * left to refund.
 */
async function refundPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const refused = authProblem(request);
  if (refused) return refused;
  const body = (parseJsonBody(request) ?? {}) as { payment_id?: unknown; developer_tracking_id?: unknown };
  const order = typeof body.payment_id === 'string' ? sim.findOrder(body.payment_id) : undefined;
  if (!order) return json(404, { success: false, message: 'Payment not found' });
  const trackingId = typeof body.developer_tracking_id === 'string' ? body.developer_tracking_id : null;
  const existing = trackingId ? sim.findRefund(order, trackingId) : undefined;
  if (existing) return json(200, { success: true, result: refundResult(existing) });
  const answer = await sim.refund(order, order.amount, trackingId, { partial: false });
  if (answer.kind === 'refused') return json(409, { success: false, message: 'This payment cannot be refunded' });
  return json(200, { success: true, result: refundResult(answer.refund) });
}

function refundStatus(sim: SimulatorHost, request: SimRequest): SimResponse {
  const refused = authProblem(request);
  if (refused) return refused;
  const id = request.params.id ?? '';
  for (const view of sim.listOrders()) {
    const order = sim.findOrder(view.id);
    const refund = order && sim.findRefund(order, id);
    if (refund) return json(200, { success: true, result: refundResult(refund) });
  }
  return json(404, { success: false, message: 'Refund not found' });
}

const payUrl = (sim: SimulatorHost, order: SimOrder) => `${sim.origin}/pay/${encodeURIComponent(order.id)}`;

export function flouciSimulator(): SimulatorProtocol {
  return {
    provider: 'flouci',
    displayName: 'Flouci',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${API}/generate_payment`, handle: (request) => generatePayment(sim, request) },
      { method: 'GET', path: `${API}/verify_payment/:id`, handle: (request) => verifyPayment(sim, request) },
      { method: 'POST', path: `${API}/refund_payment`, handle: (request) => refundPayment(sim, request) },
      { method: 'GET', path: `${API}/refund_status/:id`, handle: (request) => refundStatus(sim, request) },
    ],
    payerPages: [{ path: '/pay/:id', orderFor: (request, sim) => sim.findOrder(request.params.id ?? '') }],
    payerPageUrl: (order, sim) => payUrl(sim, order),
    callback: (order, sim) =>
      sim.stateOf(order) === 'open'
        ? null
        : {
            contentType: 'application/json',
            body: JSON.stringify({
              payment_id: order.id,
              developer_tracking_id: order.merchantRef,
              status: verifyStatus(sim, order).status,
            }),
          },
    browserReturn: (order, sim) =>
      withQuery(sim.stateOf(order) === 'paid' ? order.returnUrl : order.failUrl, { payment_id: order.id }),
  };
}
