// Sandbox simulator of Flouci: generate_payment and verify_payment (API v2, Bearer
// <public>:<private>), a wallet approval page, the webhook and the return with `payment_id`.
import type { SimRefund, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { bearerToken } from './kit/auth.js';
import { json, parseJsonBody, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { simulatorOn } from './kit/template.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.flouci;

const API = '/api/v2';
const SANDBOX_TOKEN = `${sandboxCredentials.publicKey}:${sandboxCredentials.privateKey}`;

const authenticated = (request: SimRequest) => bearerToken(request) === SANDBOX_TOKEN;

const refused = (): SimResponse => json(401, { success: false, message: 'Invalid application keys' });

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
  if (!authenticated(request)) return refused();
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
  if (!authenticated(request)) return refused();
  const id = request.params.id ?? '';
  for (const view of sim.listOrders()) {
    const order = sim.findOrder(view.id);
    const refund = order && sim.findRefund(order, id);
    if (refund) return json(200, { success: true, result: refundResult(refund) });
  }
  return json(404, { success: false, message: 'Refund not found' });
}

export function flouciSimulator(): SimulatorProtocol {
  return simulatorOn({
    provider: 'flouci',
    displayName: 'Flouci',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    authenticated,
    unauthorized: refused,
    invalid: (message) => json(400, { success: false, message }),
    notFound: () => json(404, { success: false, message: 'Payment not found' }),
    create: {
      path: `${API}/generate_payment`,
      fields: {
        merchantRef: 'developer_tracking_id',
        returnUrl: 'success_link',
        failUrl: 'fail_link',
        callbackUrl: 'webhook',
        // Flouci's default is 1200 seconds: the template's 20 minutes when the body gives none.
        sessionSeconds: 'session_timeout_secs',
      },
      id: (sim) => sim.randomHex(12),
      created: (order, payerPageUrl) => json(200, { result: { success: true, payment_id: order.id, link: payerPageUrl }, code: 0, version: 'v2' }),
    },
    status: {
      path: `${API}/verify_payment/:id`,
      // ASSUMED (refund_payment, below): a refunded payment reads REFUNDED. Flouci's API has no
      // merchant cancel: `canceled` is unreachable, its words kept for completeness.
      words: { open: 'PENDING', paid: 'SUCCESS', expired: 'EXPIRED', failed: 'FAILURE', canceled: 'FAILURE', refunded: 'REFUNDED' },
      reasons: { declined: 'declined', insufficient_funds: 'insufficient_funds', card_expired: 'card_expired', canceled: 'canceled' },
      body: (order, { status, reason }) => ({
        success: true,
        code: 0,
        result: { _id: order.id, amount: order.amount, developer_tracking_id: order.merchantRef, status, ...(reason && { failure_reason: reason }) },
      }),
    },
    payerPage: '/pay/:id',
    callback: (order, { state, status }) =>
      state === 'open' ? null : { payment_id: order.id, developer_tracking_id: order.merchantRef, status },
    returnQuery: 'payment_id',
    routes: (sim) => [
      { method: 'POST', path: `${API}/refund_payment`, handle: (request) => refundPayment(sim, request) },
      { method: 'GET', path: `${API}/refund_status/:id`, handle: (request) => refundStatus(sim, request) },
    ],
  });
}
