// Sandbox simulator of izi, speaking the ASSUMED protocol documented in mapping.ts: checkout
// sessions with HTTP Basic client credentials, a wallet approval page, a callback that only
// names the session, and the return with `session_id`.
import type { SimulatorProtocol } from './kit/protocol.js';
import { basicCredentials } from './kit/auth.js';
import { json, type SimRequest, type SimResponse } from './kit/sim-http.js';
import { simulatorOn } from './kit/template.js';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials.js';

const sandboxCredentials = SANDBOX_CREDENTIALS.izi;

const API = '/v1';

const error = (status: number, code: string, description: string): SimResponse =>
  json(status, { error: code, error_description: description });

function authenticated(request: SimRequest): boolean {
  const credentials = basicCredentials(request);
  return credentials?.user === sandboxCredentials.clientId && credentials.password === sandboxCredentials.clientSecret;
}

export function iziSimulator(): SimulatorProtocol {
  return simulatorOn({
    provider: 'izi',
    displayName: 'izi',
    payerExperience: 'wallet',
    apiBasePath: API,
    sandboxCredentials,
    authenticated,
    unauthorized: () => error(401, 'invalid_client', 'Client authentication failed'),
    invalid: (message) => error(400, 'invalid_request', message),
    notFound: () => error(404, 'not_found', 'No such checkout session'),
    create: {
      path: `${API}/checkout/sessions`,
      fields: {
        merchantRef: 'merchant_order_id',
        description: 'description',
        returnUrl: 'return_url',
        callbackUrl: 'callback_url',
        language: 'locale',
        expiresAt: 'expires_at',
      },
      id: (sim) => `cs_${sim.randomHex(12)}`,
      created: (order, payerPageUrl) =>
        json(201, { id: order.id, status: 'open', checkout_url: payerPageUrl, expires_at: order.expiresAt.toISOString() }),
    },
    status: {
      path: `${API}/checkout/sessions/:id`,
      words: { open: 'open', paid: 'completed', expired: 'expired', failed: 'failed', canceled: 'canceled' },
      reasons: { declined: 'declined', card_expired: 'declined', insufficient_funds: 'insufficient_balance' },
      body: (order, { status, reason }) => ({
        id: order.id,
        status,
        amount: order.amount,
        ...(status === 'completed' && { amount_paid: order.amount, fee: order.fee }),
        ...(reason && { failure_code: reason }),
        ...(order.settledAt && { transaction: { id: order.transactionId ?? `TX${order.id.slice(3, 11)}`, wallet: '216****3456' } }),
      }),
    },
    merchantActions: { answer: { id: 'id', status: 'status', reason: 'failure_code' }, refunds: { partial: true } },
    merchant: { path: `${API}/merchant`, body: { client_id: sandboxCredentials.clientId, merchant_name: 'Sandbox merchant' } },
    payerPage: '/checkout/:id',
    callback: (order) => ({ type: 'checkout.session.updated', data: { id: order.id } }),
    returnQuery: 'session_id',
  });
}
