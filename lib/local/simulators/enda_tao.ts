// Sandbox simulator of Enda TAO, speaking the ASSUMED protocol documented in mapping.ts: payment
// requests under /merchants/{merchantId} with `Authorization: Token`, a confirmation page, a
// notification that only names the request, and the return with `requestId`.
import type { SimulatorProtocol } from './kit/protocol.js';
import { header, json, type SimResponse } from './kit/sim-http.js';
import { simulatorOn } from './kit/template.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.enda_tao;

const API = '/api/v1';
const MERCHANT_PATH = `${API}/merchants/:merchantId`;

const error = (status: number, code: string, message: string): SimResponse => json(status, { code, message });

export function endaTaoSimulator(): SimulatorProtocol {
  return simulatorOn({
    provider: 'enda_tao',
    displayName: 'Enda TAO',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    // A wrong token is refused (401); a good token used for another merchant is forbidden (403).
    authenticated: (request) => header(request, 'authorization') === `Token ${sandboxCredentials.apiToken}`,
    unauthorized: () => error(401, 'AUTH_FAILED', 'Invalid API token'),
    forbidden: (request) =>
      request.params.merchantId !== sandboxCredentials.merchantId ? error(403, 'FORBIDDEN', 'Token not valid for this merchant') : null,
    invalid: (message) => error(400, 'INVALID_INPUT', message),
    notFound: () => error(404, 'NOT_FOUND', 'Unknown payment request'),
    create: {
      path: `${MERCHANT_PATH}/payment-requests`,
      fields: {
        merchantRef: 'orderRef',
        description: 'label',
        returnUrl: 'redirectUrl',
        callbackUrl: 'notifyUrl',
        language: 'lang',
        expiresAt: 'expiresAt',
      },
      id: (sim) => `PR${sim.randomHex(8).toUpperCase()}`,
      created: (order, payerPageUrl) => json(201, { requestId: order.id, state: 'INITIATED', payUrl: payerPageUrl }),
    },
    status: {
      path: `${MERCHANT_PATH}/payment-requests/:id`,
      words: { open: 'AWAITING_CONFIRMATION', paid: 'CONFIRMED', expired: 'EXPIRED', failed: 'REJECTED', canceled: 'CANCELED' },
      reasons: { declined: 'REJECTED', card_expired: 'REJECTED', insufficient_funds: 'INSUFFICIENT_BALANCE' },
      body: (order, { status, reason }) => ({
        requestId: order.id,
        orderRef: order.merchantRef,
        state: status,
        amount: order.amount,
        ...(status === 'CONFIRMED' && { feeAmount: order.fee, transactionRef: order.transactionId }),
        ...(order.settledAt && { customerAccount: '216 ** ** 3456' }),
        ...(reason && { rejectReason: reason }),
      }),
    },
    merchantActions: { answer: { id: 'requestId', status: 'state', reason: 'rejectReason' } },
    merchant: { path: MERCHANT_PATH, body: { merchantId: sandboxCredentials.merchantId, name: 'Sandbox merchant', status: 'ACTIVE' } },
    payerPage: '/tao/pay/:id',
    callback: (order) => ({ requestId: order.id, orderRef: order.merchantRef }),
    returnQuery: 'requestId',
  });
}
