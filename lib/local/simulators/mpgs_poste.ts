// Sandbox simulator of MPGS (La Poste Tunisienne): INITIATE_CHECKOUT sessions, the hosted checkout
// card page at /checkout/pay/<session>, order retrieval, webhook notifications to
// order.notificationUrl, and the browser return with resultIndicator. As on the real gateway, an
// order exists only once the payer has submitted a card; before that retrieval says not found.
import type { SimOrder, SimRefund, SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { basicCredentials } from './kit/auth.js';
import { json, parseJsonBody, withQuery, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.mpgs_poste;

const MERCHANT_PATH = '/api/rest/version/:version/merchant/:merchantId';

const gatewayError = (status: number, explanation: string, field?: string): SimResponse =>
  json(status, {
    result: 'ERROR',
    error: { cause: 'INVALID_REQUEST', explanation, ...(field && { field, validationType: 'INVALID' }) },
  });

function authenticated(request: SimRequest): boolean {
  const credentials = basicCredentials(request);
  return (
    credentials?.user === `merchant.${sandboxCredentials.merchantId}` &&
    credentials.password === sandboxCredentials.apiPassword &&
    request.params.merchantId === sandboxCredentials.merchantId
  );
}

const invalidCredentials = () => gatewayError(401, 'Invalid credentials.');

/** Millimes as MPGS's decimal amount (the dinar has three decimals). */
const toAmount = (millimes: number) => millimes / 1000;

/** gatewayCode and ISO acquirer code of a submitted order. */
function gatewayResponse(sim: SimulatorHost, order: SimOrder): { gatewayCode: string; acquirerCode: string; acquirerMessage: string } {
  switch (sim.stateOf(order)) {
    case 'paid':
    case 'refunded':
      return { gatewayCode: 'APPROVED', acquirerCode: '00', acquirerMessage: 'Approved' };
    case 'insufficient_funds':
      return { gatewayCode: 'INSUFFICIENT_FUNDS', acquirerCode: '51', acquirerMessage: 'Insufficient funds' };
    case 'card_expired':
      return { gatewayCode: 'EXPIRED_CARD', acquirerCode: '54', acquirerMessage: 'Expired card' };
    default:
      return { gatewayCode: 'DECLINED', acquirerCode: '05', acquirerMessage: 'Do not honour' };
  }
}

/** An order the gateway knows: one whose card was submitted. */
function retrievedOrder(sim: SimulatorHost, order: SimOrder): Record<string, unknown> {
  const state = sim.stateOf(order);
  // A partly refunded order is still collected (and reads as such); a wholly refunded one reads REFUNDED.
  const paid = state === 'paid' || state === 'refunded';
  const refunded = sim.refundedAmount(order);
  const card = order.instrument?.kind === 'card' ? order.instrument : null;
  const sourceOfFunds = card && {
    type: 'CARD',
    provided: {
      card: {
        brand: card.brand.toUpperCase(),
        scheme: card.brand.toUpperCase(),
        number: `${card.bin}xxxxxx${card.last4}`,
        expiry: { month: card.expiry.slice(0, 2), year: card.expiry.slice(3) },
        fundingMethod: 'DEBIT',
      },
    },
  };
  return {
    id: order.id,
    reference: order.merchantRef,
    description: order.description,
    amount: toAmount(order.amount),
    currency: order.currency,
    creationTime: order.createdAt.toISOString(),
    merchant: sandboxCredentials.merchantId,
    result: paid ? 'SUCCESS' : 'FAILURE',
    status: state === 'refunded' ? 'REFUNDED' : paid && refunded > 0 ? 'PARTIALLY_REFUNDED' : paid ? 'CAPTURED' : 'FAILED',
    totalAuthorizedAmount: paid ? toAmount(order.amount) : 0,
    totalCapturedAmount: paid ? toAmount(order.amount) : 0,
    totalRefundedAmount: toAmount(refunded),
    ...(sourceOfFunds && { sourceOfFunds }),
    transaction: [
      {
        result: paid ? 'SUCCESS' : 'FAILURE',
        response: gatewayResponse(sim, order),
        transaction: {
          id: '1',
          type: 'PAYMENT',
          amount: toAmount(order.amount),
          currency: order.currency,
          ...(paid && { authorizationCode: order.approvalCode, receipt: order.transactionId }),
        },
        ...(sourceOfFunds && { sourceOfFunds }),
      },
      ...order.refunds.map((refund) => refundTransaction(order, refund)),
    ],
  };
}

/** A REFUND transaction as MPGS shows it (answer to the PUT, a retrieval, an entry of the order). */
function refundTransaction(order: SimOrder, refund: SimRefund): Record<string, unknown> {
  const gatewayCode = refund.state === 'succeeded' ? 'APPROVED' : refund.state === 'pending' ? 'SUBMITTED' : 'DECLINED';
  return {
    result: refund.state === 'succeeded' ? 'SUCCESS' : refund.state === 'pending' ? 'PENDING' : 'FAILURE',
    merchant: sandboxCredentials.merchantId,
    order: { id: order.id, amount: toAmount(order.amount), currency: order.currency, totalRefundedAmount: toAmount(order.refunds.filter((r) => r.state === 'succeeded').reduce((sum, r) => sum + r.amount, 0)) },
    response: { gatewayCode, acquirerCode: refund.state === 'declined' ? '05' : '00' },
    transaction: { id: refund.merchantRef ?? refund.id, type: 'REFUND', amount: toAmount(refund.amount), currency: order.currency },
    timeOfRecord: refund.createdAt,
  };
}

/**
 * PUT .../order/{orderId}/transaction/{transactionId} with apiOperation REFUND: the merchant names the
 * transaction, so a repeated PUT answers the transaction it already made instead of refunding twice.
 */
async function putTransaction(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  if (!authenticated(request)) return invalidCredentials();
  const order = sim.findOrder(request.params.orderId ?? '');
  if (!order || order.state === 'open') return gatewayError(400, 'Unable to find order for merchant', 'orderId');
  const transactionId = request.params.transactionId ?? '';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(transactionId)) return gatewayError(400, 'Invalid transaction.id', 'transactionId');
  const body = (parseJsonBody(request) ?? {}) as { apiOperation?: string; transaction?: { amount?: string; currency?: string } };
  if (body.apiOperation !== 'REFUND') return gatewayError(400, 'Unsupported apiOperation', 'apiOperation');
  const existing = sim.findRefund(order, transactionId);
  if (existing) return json(200, refundTransaction(order, existing));
  if (!/^\d+(\.\d{1,3})?$/.test(body.transaction?.amount ?? '')) return gatewayError(400, 'Invalid transaction.amount', 'transaction.amount');
  if (body.transaction?.currency !== 'TND') return gatewayError(400, 'Invalid transaction.currency', 'transaction.currency');
  const answer = await sim.refund(order, Math.round(Number(body.transaction.amount) * 1000), transactionId);
  if (answer.kind === 'refused') {
    return gatewayError(400, answer.why === 'exceeds' ? 'Requested refund exceeds the available refund amount' : 'Order is not in a state to be refunded', 'transaction.amount');
  }
  return json(200, refundTransaction(order, answer.refund));
}

async function retrieveTransaction(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  if (!authenticated(request)) return invalidCredentials();
  const order = sim.findOrder(request.params.orderId ?? '');
  const refund = order && sim.findRefund(order, request.params.transactionId ?? '');
  if (!order || !refund) return gatewayError(400, 'Unable to find transaction for order', 'transactionId');
  return json(200, refundTransaction(order, refund));
}

async function initiateCheckout(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  const scenario = await sim.beginInit();
  if (!authenticated(request)) return invalidCredentials();
  const body = (parseJsonBody(request) ?? {}) as {
    apiOperation?: string;
    interaction?: { operation?: string; returnUrl?: string; locale?: string };
    order?: { id?: string; reference?: string; amount?: string; currency?: string; description?: string; notificationUrl?: string };
  };
  if (body.apiOperation !== 'INITIATE_CHECKOUT') return gatewayError(400, 'Unsupported apiOperation', 'apiOperation');
  if (body.interaction?.operation !== 'PURCHASE') return gatewayError(400, 'Unsupported interaction.operation', 'interaction.operation');
  if (!body.interaction.returnUrl) return gatewayError(400, 'Missing interaction.returnUrl', 'interaction.returnUrl');
  const order = body.order ?? {};
  if (!order.id || order.id.length > 40) return gatewayError(400, 'Invalid order.id', 'order.id');
  if (!/^\d+(\.\d{1,3})?$/.test(order.amount ?? '')) return gatewayError(400, 'Invalid order.amount', 'order.amount');
  if (order.currency !== 'TND') return gatewayError(400, 'Invalid order.currency', 'order.currency');
  if (sim.findOrder(order.id)) return gatewayError(400, 'Order already exists', 'order.id');

  const sessionId = `SESSION0002${sim.randomHex(10).toUpperCase()}`;
  const successIndicator = sim.randomHex(8);
  sim.createOrder(
    {
      id: order.id,
      merchantRef: order.reference ?? order.id,
      amount: Math.round(Number(order.amount) * 1000),
      description: order.description,
      returnUrl: body.interaction.returnUrl,
      callbackUrl: order.notificationUrl,
      language: body.interaction.locale,
      extras: { sessionId, successIndicator, sessionVersion: sim.randomHex(5) },
    },
    scenario,
  );
  return json(201, {
    checkoutMode: 'WEBSITE',
    merchant: sandboxCredentials.merchantId,
    result: 'SUCCESS',
    session: { id: sessionId, updateStatus: 'SUCCESS', version: sim.randomHex(5) },
    successIndicator,
  });
}

async function retrieveOrder(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
  if (!authenticated(request)) return invalidCredentials();
  const order = sim.findOrder(request.params.orderId ?? '');
  await sim.beginStatus(order);
  if (!order || order.state === 'open') return gatewayError(400, 'Unable to find order for merchant', 'orderId');
  return json(200, retrievedOrder(sim, order));
}

const checkoutUrl = (sim: SimulatorHost, order: SimOrder) =>
  `${sim.origin}/checkout/pay/${encodeURIComponent(order.extras.sessionId ?? '')}?checkoutVersion=1.0.0`;

export function mpgsPosteSimulator(): SimulatorProtocol {
  return {
    provider: 'mpgs_poste',
    displayName: 'La Poste Tunisienne (MPGS)',
    payerExperience: 'card',
    apiBasePath: '',
    sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: `${MERCHANT_PATH}/session`, handle: (request) => initiateCheckout(sim, request) },
      { method: 'GET', path: `${MERCHANT_PATH}/order/:orderId`, handle: (request) => retrieveOrder(sim, request) },
      { method: 'PUT', path: `${MERCHANT_PATH}/order/:orderId/transaction/:transactionId`, handle: (request) => putTransaction(sim, request) },
      { method: 'GET', path: `${MERCHANT_PATH}/order/:orderId/transaction/:transactionId`, handle: (request) => retrieveTransaction(sim, request) },
    ],
    payerPages: [
      {
        path: '/checkout/pay/:sessionId',
        orderFor: (request, sim) => sim.findOrderWhere((order) => order.extras.sessionId === request.params.sessionId),
      },
    ],
    payerPageUrl: (order, sim) => checkoutUrl(sim, order),
    // Webhook notifications follow the order, which exists only once a card was submitted.
    callback: (order, sim) =>
      order.state === 'open'
        ? null
        : {
            contentType: 'application/json',
            body: JSON.stringify({
              result: sim.stateOf(order) === 'paid' ? 'SUCCESS' : 'FAILURE',
              order: { id: order.id, status: sim.stateOf(order) === 'paid' ? 'CAPTURED' : 'FAILED', amount: toAmount(order.amount), currency: order.currency },
              response: { gatewayCode: gatewayResponse(sim, order).gatewayCode },
              transaction: { id: '1', type: 'PAYMENT' },
            }),
          },
    // resultIndicator equals successIndicator only on success.
    browserReturn: (order, sim) =>
      withQuery(order.returnUrl, {
        resultIndicator: sim.stateOf(order) === 'paid' ? (order.extras.successIndicator ?? '') : sim.randomHex(8),
        sessionVersion: order.extras.sessionVersion ?? '',
        checkoutVersion: '1.0.0',
      }),
  };
}
