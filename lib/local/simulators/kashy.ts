// Sandbox simulator of Kashy, speaking the ASSUMED protocol documented in mapping.ts: QR payments
// with a short codePay, read with a Bearer API key. The QR content is the URL of this simulator's
// "phone" page, so that a browser test scans it by opening it and pays with "Scan and pay".
import type { SimulatorHost, SimulatorProtocol } from './kit/protocol.js';
import { bearerToken } from './kit/auth.js';
import { header, json, type SimResponse } from './kit/sim-http.js';
import { simulatorOn } from './kit/template.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.kashy;

const API = '/merchant-api/v1';

const error = (status: number, errorCode: string, errorMessage: string): SimResponse => json(status, { errorCode, errorMessage });

/** Six digits not used by another open payment. */
function freshCodePay(sim: SimulatorHost): string {
  for (;;) {
    const code = String(Math.floor(100000 + Math.random() * 900000));
    if (!sim.findOrderWhere((order) => order.extras.codePay === code && sim.stateOf(order) === 'open')) return code;
  }
}

export function kashySimulator(): SimulatorProtocol {
  return simulatorOn({
    provider: 'kashy',
    displayName: 'Kashy',
    payerExperience: 'qr',
    apiBasePath: API,
    sandboxCredentials,
    authenticated: (request) =>
      bearerToken(request) === sandboxCredentials.apiKey && header(request, 'x-kashy-merchant') === sandboxCredentials.merchantId,
    unauthorized: () => error(401, 'UNAUTHORIZED', 'Invalid merchant id or API key'),
    invalid: (message) => error(400, 'INVALID_REQUEST', message),
    notFound: () => error(404, 'PAYMENT_NOT_FOUND', 'Unknown payment'),
    create: {
      path: `${API}/qr-payments`,
      fields: {
        merchantRef: 'externalReference',
        description: 'description',
        returnUrl: 'returnUrl',
        callbackUrl: 'callbackUrl',
        expiresAt: 'expiresAt',
      },
      defaultReturnUrl: (sim) => `${sim.origin}/done`,
      id: (sim) => `KSH${sim.randomHex(10).toUpperCase()}`,
      extras: (sim) => {
        const codePay = freshCodePay(sim);
        return { codePay, qrContent: `${sim.origin}/q/${codePay}` };
      },
      created: (order, payerPageUrl) =>
        json(201, {
          paymentId: order.id,
          status: 'WAITING',
          qrContent: payerPageUrl,
          codePay: order.extras.codePay,
          expiresAt: order.expiresAt.toISOString(),
        }),
    },
    status: {
      path: `${API}/qr-payments/:id`,
      words: { open: 'WAITING', paid: 'PAID', expired: 'EXPIRED', failed: 'FAILED', canceled: 'CANCELED' },
      reasons: {
        declined: 'DECLINED',
        card_expired: 'DECLINED',
        insufficient_funds: 'INSUFFICIENT_FUNDS',
        canceled: 'MERCHANT_CANCELED',
        refunded: 'MERCHANT_CANCELED',
      },
      body: (order, { status, reason }) => ({
        paymentId: order.id,
        status,
        amount: order.amount,
        ...(status === 'PAID' && { paidAmount: order.amount, fee: order.fee, transactionId: order.transactionId }),
        ...(order.settledAt && { payerWallet: '+216 **** 3456' }),
        ...(reason && { failureReason: reason }),
      }),
    },
    merchantActions: { answer: { id: 'paymentId', status: 'status', reason: 'failureReason' }, refunds: { partial: false } },
    merchant: { path: `${API}/merchant/profile`, body: { merchantId: sandboxCredentials.merchantId, displayName: 'Sandbox merchant' } },
    // The payer's phone after scanning: the QR content is this page's URL. The newest payment wins a code.
    payerPage: {
      path: '/q/:codePay',
      orderFor: (request, sim) => {
        const withCode = sim.listOrders().filter((order) => order.extras.codePay === request.params.codePay);
        const newest = withCode.at(-1);
        return newest ? sim.findOrder(newest.id) : undefined;
      },
      url: (order) => order.extras.qrContent ?? '',
    },
    callback: (order) => ({ paymentId: order.id, codePay: order.extras.codePay }),
    returnQuery: 'paymentId',
  });
}
