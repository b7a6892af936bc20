// HTTP calls to Pluxee's (assumed) e-commerce API: JSON, headers X-Merchant-Code and X-Api-Key.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { pluxeeDefinition } from './schema.js';

type PluxeeCredentials = Credentials<typeof pluxeeDefinition>;

const authHeaders = (credentials: PluxeeCredentials) => ({
  'x-merchant-code': credentials.merchantCode,
  'x-api-key': credentials.apiKey,
});

/** Creates a payment: never repeated once sent. */
export const createPayment = (ctx: ConnectorContext, credentials: PluxeeCredentials, body: unknown): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'pluxee',
    operation: 'create payment',
    method: 'POST',
    url: `${ctx.baseUrl}/payments`,
    headers: authHeaders(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const getPayment = (ctx: ConnectorContext, credentials: PluxeeCredentials, paymentId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'pluxee',
    operation: 'get payment',
    method: 'GET',
    url: `${ctx.baseUrl}/payments/${encodeURIComponent(paymentId)}`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });

export const getMerchant = (ctx: ConnectorContext, credentials: PluxeeCredentials): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'pluxee',
    operation: 'get merchant',
    method: 'GET',
    url: `${ctx.baseUrl}/merchants/me`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });

/**
 * The merchant's operations on an order (assumed): `cancel` ends an unpaid one, `refund` gives a
 * paid one's money back in full; 409 when the order is not in a state for it. Safe to repeat.
 */
export const orderAction = (
  ctx: ConnectorContext,
  credentials: PluxeeCredentials,
  paymentId: string,
  action: 'cancel' | 'refund',
): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'pluxee',
    operation: `${action} payment`,
    method: 'POST',
    url: `${ctx.baseUrl}/payments/${encodeURIComponent(paymentId)}/${action}`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });
