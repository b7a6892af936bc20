// Sandbox simulator of Kashy, speaking the ASSUMED protocol documented in mapping.ts: QR payments
// with a short codePay, read with a Bearer API key. The QR content is the URL of this simulator's
// "phone" page, so that a browser test scans it by opening it and pays with "Scan and pay".
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { bearerToken } from './kit/auth.js';
import { merchantActionRoutes } from './kit/merchant-cancel.js';
import { dateField, jsonInit, jsonStatus, stringField } from './kit/json-api.js';
import { header, json, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.kashy;

const API = '/merchant-api/v1';

const error = (status: number, errorCode: string, errorMessage: string): SimResponse => json(status, { errorCode, errorMessage });

const authenticated = (request: SimRequest) =>
  bearerToken(request) === sandboxCredentials.apiKey && header(request, 'x-kashy-merchant') === sandboxCredentials.merchantId;

const unauthorized = () => error(401, 'UNAUTHORIZED', 'Invalid merchant id or API key');

const authProblem = (request: SimRequest) => (authenticated(request) ? null : unauthorized());

function paymentStatus(sim: SimulatorHost, order: SimOrder): { status: string; failureReason?: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { status: 'WAITING' };
    case 'paid':
      return { status: 'PAID' };
    case 'expired':
      return { status: 'EXPIRED' };
    case 'declined':
    case 'card_expired':
      return { status: 'FAILED', failureReason: 'DECLINED' };
    case 'insufficient_funds':
      return { status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' };
    case 'canceled':
    case 'refunded':
      return { status: 'CANCELED', failureReason: 'MERCHANT_CANCELED' };
  }
}

/** Six digits not used by another open payment. */
function freshCodePay(sim: SimulatorHost): string {
  for (;;) {
    const code = String(Math.floor(100000 + Math.random() * 900000));
    if (!sim.findOrderWhere((order) => order.extras.codePay === code && sim.stateOf(order) === 'open')) return code;
  }
}

async function createQrPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonInit(sim, request, {
    authProblem,
    invalid: (message) => error(400, 'INVALID_REQUEST', message),
    newOrder: (body, amount) => {
      const codePay = freshCodePay(sim);
      return {
        id: `KSH${sim.randomHex(10).toUpperCase()}`,
        merchantRef: String(body.externalReference ?? ''),
        amount,
        description: stringField(body.description) ?? '',
        returnUrl: stringField(body.returnUrl) ?? `${sim.origin}/done`,
        callbackUrl: stringField(body.callbackUrl) ?? null,
        expiresAt: dateField(body.expiresAt),
        extras: { codePay, qrContent: `${sim.origin}/q/${codePay}` },
      };
    },
    created: (order) =>
      json(201, {
        paymentId: order.id,
        status: 'WAITING',
        qrContent: order.extras.qrContent,
        codePay: order.extras.codePay,
        expiresAt: order.expiresAt.toISOString(),
      }),
  });
}

async function getQrPayment(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  return jsonStatus(sim, request, {
    authProblem,
    idParam: 'id',
    notFound: () => error(404, 'PAYMENT_NOT_FOUND', 'Unknown payment'),
    body: (order) => {
      const { status, failureReason } = paymentStatus(sim, order);
      return {
        paymentId: order.id,
        status,
        amount: order.amount,
        ...(status === 'PAID' && { paidAmount: order.amount, fee: order.fee, transactionId: order.transactionId }),
        ...(order.settledAt && { payerWallet: '+216 **** 3456' }),
        ...(failureReason && { failureReason }),
      };
    },
  });
}

export function kashySimulator(): SimulatorProtocol {
  return {
    provider: 'kashy',
    displayName: 'Kashy',
    payerExperience: 'qr',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${API}/qr-payments`, handle: (request) => createQrPayment(sim, request) },
      { method: 'GET', path: `${API}/qr-payments/:id`, handle: (request) => getQrPayment(sim, request) },
      ...merchantActionRoutes(sim, {
        path: `${API}/qr-payments/:id`,
        authenticated,
        unauthorized,
        notFound: () => error(404, 'PAYMENT_NOT_FOUND', 'Unknown payment'),
        statusBody: (order) => ({ paymentId: order.id, ...paymentStatus(sim, order) }),
        refunds: { partial: false, invalid: (message) => error(400, 'INVALID_REQUEST', message) },
      }),
      {
        method: 'GET',
        path: `${API}/merchant/profile`,
        handle: (request) =>
          authenticated(request) ? json(200, { merchantId: sandboxCredentials.merchantId, displayName: 'Sandbox merchant' }) : unauthorized(),
      },
    ],
    // The payer's phone after scanning: the QR content is this page's URL. The newest payment wins a code.
    payerPages: [
      {
        path: '/q/:codePay',
        orderFor: (request, sim) => {
          const withCode = sim.listOrders().filter((order) => order.extras.codePay === request.params.codePay);
          const newest = withCode.at(-1);
          return newest ? sim.findOrder(newest.id) : undefined;
        },
      },
    ],
    payerPageUrl: (order) => order.extras.qrContent ?? '',
    callback: (order) => ({
      contentType: 'application/json',
      body: JSON.stringify({ paymentId: order.id, codePay: order.extras.codePay }),
    }),
    browserReturn: (order) => withQuery(order.returnUrl, { paymentId: order.id }),
  };
}
