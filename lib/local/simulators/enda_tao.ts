// Sandbox simulator of Enda TAO, speaking the ASSUMED protocol documented in mapping.ts: payment
// requests under /merchants/{merchantId} with `Authorization: Token`, a confirmation page, a
// notification that only names the request, and the return with `requestId`.
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { dateField, jsonInit, jsonStatus, stringField } from './kit/json-api.js';
import { header, json, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.enda_tao;

const API = '/api/v1';
const MERCHANT_PATH = `${API}/merchants/:merchantId`;

const error = (status: number, code: string, message: string): SimResponse => json(status, { code, message });

/** A wrong token is refused (401); a good token used for another merchant is forbidden (403). */
function authProblem(request: SimRequest): SimResponse | null {
  if (header(request, 'authorization') !== `Token ${sandboxCredentials.apiToken}`) return error(401, 'AUTH_FAILED', 'Invalid API token');
  if (request.params.merchantId !== sandboxCredentials.merchantId) return error(403, 'FORBIDDEN', 'Token not valid for this merchant');
  return null;
}

function requestState(sim: SimulatorHost, order: SimOrder): { state: string; rejectReason?: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { state: 'AWAITING_CONFIRMATION' };
    case 'paid':
      return { state: 'CONFIRMED' };
    case 'expired':
      return { state: 'EXPIRED' };
    case 'declined':
    case 'card_expired':
      return { state: 'REJECTED', rejectReason: 'REJECTED' };
    case 'insufficient_funds':
      return { state: 'REJECTED', rejectReason: 'INSUFFICIENT_BALANCE' };
    case 'canceled':
    case 'refunded':
      return { state: 'CANCELED' };
  }
}

async function createPaymentRequest(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonInit(sim, request, {
    authProblem,
    invalid: (message) => error(400, 'INVALID_INPUT', message),
    check: (body) => (typeof body.redirectUrl !== 'string' ? 'redirectUrl is required' : undefined),
    newOrder: (body, amount) => ({
      id: `PR${sim.randomHex(8).toUpperCase()}`,
      merchantRef: String(body.orderRef ?? ''),
      amount,
      description: stringField(body.label) ?? '',
      returnUrl: body.redirectUrl as string,
      callbackUrl: stringField(body.notifyUrl) ?? null,
      language: stringField(body.lang),
      expiresAt: dateField(body.expiresAt),
    }),
    created: (order) => json(201, { requestId: order.id, state: 'INITIATED', payUrl: payUrl(sim, order) }),
  });
}

async function getPaymentRequest(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonStatus(sim, request, {
    authProblem,
    idParam: 'requestId',
    notFound: () => error(404, 'NOT_FOUND', 'Unknown payment request'),
    body: (order) => {
      const { state, rejectReason } = requestState(sim, order);
      return {
        requestId: order.id,
        orderRef: order.merchantRef,
        state,
        amount: order.amount,
        ...(state === 'CONFIRMED' && { feeAmount: order.fee, transactionRef: order.transactionId }),
        ...(order.settledAt && { customerAccount: '216 ** ** 3456' }),
        ...(rejectReason && { rejectReason }),
      };
    },
  });
}

const payUrl = (sim: SimulatorHost, order: SimOrder) => `${sim.origin}/tao/pay/${encodeURIComponent(order.id)}`;

export function endaTaoSimulator(): SimulatorProtocol {
  return {
    provider: 'enda_tao',
    displayName: 'Enda TAO',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${MERCHANT_PATH}/payment-requests`, handle: (request) => createPaymentRequest(sim, request) },
      { method: 'GET', path: `${MERCHANT_PATH}/payment-requests/:requestId`, handle: (request) => getPaymentRequest(sim, request) },
      ...merchantActionRoutes(sim, {
        path: `${MERCHANT_PATH}/payment-requests/:id`,
        authenticated: (request) => authProblem(request) === null,
        unauthorized: () => error(401, 'AUTH_FAILED', 'Invalid API token'),
        notFound: () => error(404, 'NOT_FOUND', 'Unknown payment request'),
        statusBody: (order) => ({ requestId: order.id, ...requestState(sim, order) }),
      }),
      {
        method: 'GET',
        path: MERCHANT_PATH,
        handle: (request) =>
          authProblem(request) ?? json(200, { merchantId: sandboxCredentials.merchantId, name: 'Sandbox merchant', status: 'ACTIVE' }),
      },
    ],
    payerPages: [{ path: '/tao/pay/:id', orderFor: (request, sim) => sim.findOrder(request.params.id ?? '') }],
    payerPageUrl: (order, sim) => payUrl(sim, order),
    callback: (order) => ({
      contentType: 'application/json',
      body: JSON.stringify({ requestId: order.id, orderRef: order.merchantRef }),
    }),
    browserReturn: (order) => withQuery(order.returnUrl, { requestId: order.id }),
  };
}
