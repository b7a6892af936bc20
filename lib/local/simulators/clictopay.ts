// Sandbox simulator of ClicToPay: register.do and getOrderStatusExtended.do as providers.md
// describes them (form-encoded, credentials as parameters, errorCode and orderStatus codes), a
// hosted card page, the BPC-style callback and the browser return with `orderId`.
import { randomUUID } from 'node:crypto';
import type { SimOrder, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { bodyFields, json, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.clictopay;

const API = '/payment/rest';
const PAGE_PATH = '/payment/merchants/sandbox/:page';

const answerError = (errorCode: string, errorMessage: string): SimResponse => json(200, { errorCode, errorMessage });

/** BPC answers a refused login with HTTP 200 and errorCode 2. */
function credentialsAccepted(params: Record<string, string>): boolean {
  return params.userName === sandboxCredentials.userName && params.password === sandboxCredentials.password;
}

/** orderStatus and actionCode (Way4 host codes) for the order's state. */
function statusCodes(sim: SimulatorHost, order: SimOrder): { orderStatus: number; actionCode: number; description: string } {
  switch (sim.stateOf(order)) {
    case 'open':
      return { orderStatus: 0, actionCode: 0, description: '' };
    case 'paid':
      return { orderStatus: 2, actionCode: 0, description: 'Approved' };
    case 'declined':
      return { orderStatus: 6, actionCode: 100, description: 'Decline (general, no comments)' };
    case 'insufficient_funds':
      return { orderStatus: 6, actionCode: 116, description: 'Decline, not sufficient funds' };
    case 'card_expired':
      return { orderStatus: 6, actionCode: 101, description: 'Decline, expired card' };
    case 'expired':
      return { orderStatus: 6, actionCode: -2007, description: 'Payment time limit expired' };
    case 'canceled':
      return { orderStatus: 6, actionCode: -2010, description: 'Declined by the merchant' };
    case 'refunded':
      return { orderStatus: 4, actionCode: 0, description: 'Refunded' };
  }
}

async function register(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const scenario = await sim.beginInit();
  const params = bodyFields(request);
  if (!credentialsAccepted(params)) return answerError('2', 'Access denied');
  for (const name of ['orderNumber', 'amount', 'returnUrl'] as const) {
    if (!params[name]) return answerError('4', `Missing parameter ${name}`);
  }
  const orderNumber = params.orderNumber as string;
  const amount = Number(params.amount);
  if (orderNumber.length > 32) return answerError('5', 'orderNumber is longer than 32 characters');
  if (!Number.isInteger(amount) || amount <= 0) return answerError('5', 'Wrong amount');
  if ((params.currency ?? '788') !== '788') return answerError('3', 'Unknown currency');
  if (sim.findOrderWhere((order) => order.merchantRef === orderNumber)) {
    return answerError('1', 'Order with this number was already processed');
  }

  const language = ['fr', 'en', 'ar'].includes(params.language ?? '') ? (params.language as string) : 'fr';
  const timeoutSecs = Number(params.sessionTimeoutSecs);
  const order = sim.createOrder(
    {
      id: randomUUID(),
      merchantRef: orderNumber,
      amount,
      description: params.description,
      returnUrl: params.returnUrl as string,
      failUrl: params.failUrl,
      callbackUrl: params.dynamicCallbackUrl,
      language,
      expiresAt: Number.isFinite(timeoutSecs) && timeoutSecs > 0 ? new Date(Date.now() + timeoutSecs * 1000) : undefined,
    },
    scenario,
  );
  return json(200, { orderId: order.id, formUrl: pageUrl(sim, order) });
}

async function getOrderStatusExtended(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const params = bodyFields(request);
  if (!credentialsAccepted(params)) return answerError('2', 'Access denied');
  const order = params.orderId ? sim.findOrder(params.orderId) : undefined;
  await sim.beginStatus(order);
  if (!order) return answerError('6', 'Order not found');

  const { orderStatus, actionCode, description } = statusCodes(sim, order);
  const paid = orderStatus === 2;
  const card = order.instrument?.kind === 'card' ? order.instrument : null;
  return json(200, {
    errorCode: '0',
    errorMessage: 'Success',
    orderNumber: order.merchantRef,
    orderStatus,
    actionCode,
    actionCodeDescription: description,
    amount: order.amount,
    currency: '788',
    date: order.createdAt.getTime(),
    orderDescription: order.description,
    ...(card && {
      cardAuthInfo: {
        pan: `${card.bin}**${card.last4}`,
        expiration: `20${card.expiry.slice(3)}${card.expiry.slice(0, 2)}`,
        cardholderName: '',
        approvalCode: paid ? order.approvalCode : '',
      },
    }),
    paymentAmountInfo: {
      paymentState: paid ? 'DEPOSITED' : orderStatus === 0 ? 'CREATED' : 'DECLINED',
      approvedAmount: paid ? order.amount : 0,
      depositedAmount: paid ? order.amount : 0,
      refundedAmount: sim.refundedAmount(order),
    },
    attributes: [{ name: 'mdOrder', value: order.id }],
  });
}

/** decline.do: the merchant ends an order the payer has not paid; errorCode 5 for any other state. */
async function decline(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const params = bodyFields(request);
  if (!credentialsAccepted(params)) return answerError('2', 'Access denied');
  const order = params.orderId ? sim.findOrder(params.orderId) : undefined;
  if (!order) return answerError('6', 'Order not found');
  // The order's status fault (`status_5xx`, `status_slow`) is its API's: a decline meets it too.
  await sim.beginStatus(order);
  if (sim.endByMerchant(order) === 'not_open') return answerError('5', 'The order is in a state that cannot be declined');
  return json(200, { errorCode: '0', errorMessage: 'Success' });
}

/**
 * refund.do: the merchant refunds `amount` of a deposited order (partial refunds add up to at most
 * the deposited amount); errorCode 5 for an amount or a state the gateway refuses, or when the
 * refund scenario declines it. BPC gives a refund no id: the order's refundedAmount says what was.
 */
async function refund(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const params = bodyFields(request);
  if (!credentialsAccepted(params)) return answerError('2', 'Access denied');
  const order = params.orderId ? sim.findOrder(params.orderId) : undefined;
  if (!order) return answerError('6', 'Order not found');
  const amount = Number(params.amount);
  if (!params.amount || !Number.isInteger(amount)) return answerError('4', 'Missing parameter amount');
  // refund.do answers once the refund is done: a pending refund (refund_pending) answers late.
  const answer = await sim.refund(order, amount, null, { partial: true, synchronous: true });
  if (answer.kind === 'refused') {
    return answerError('5', answer.why === 'exceeds' ? 'Refund amount exceeds the deposited amount' : 'The payment must be in a correct state');
  }
  if (answer.refund.state === 'declined') return answerError('5', 'Refund declined by the acquirer');
  return json(200, { errorCode: '0', errorMessage: 'Success' });
}

function pageUrl(sim: SimulatorHost, order: SimOrder): string {
  return `${sim.origin}/payment/merchants/sandbox/payment_${order.language}.html?mdOrder=${encodeURIComponent(order.id)}`;
}

export function clictopaySimulator(): SimulatorProtocol {
  return {
    provider: 'clictopay',
    displayName: 'ClicToPay',
    payerExperience: 'card',
    apiBasePath: API,
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${API}/register.do`, handle: (request) => register(sim, request) },
      { method: 'POST', path: `${API}/getOrderStatusExtended.do`, handle: (request) => getOrderStatusExtended(sim, request) },
      { method: 'POST', path: `${API}/decline.do`, handle: (request) => decline(sim, request) },
      { method: 'POST', path: `${API}/refund.do`, handle: (request) => refund(sim, request) },
    ],
    payerPages: [{ path: PAGE_PATH, orderFor: (request, sim) => sim.findOrder(request.query.get('mdOrder') ?? '') }],
    payerPageUrl: (order, sim) => pageUrl(sim, order),
    // BPC notifies the merchant of each operation on the order.
    callback: (order, sim) => {
      const state = sim.stateOf(order);
      if (state === 'open') return null;
      const operation = state === 'paid' ? 'deposited' : state === 'expired' ? 'declinedByTimeout' : 'declined';
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({
          mdOrder: order.id,
          orderNumber: order.merchantRef,
          operation,
          status: state === 'paid' ? '1' : '0',
        }).toString(),
      };
    },
    browserReturn: (order, sim) =>
      withQuery(sim.stateOf(order) === 'paid' ? order.returnUrl : order.failUrl, { orderId: order.id, lang: order.language }),
  };
}
