// HTTP calls to Kashy's (assumed) merchant API: JSON, `Authorization: Bearer <apiKey>` and
// `X-Kashy-Merchant: <merchantId>`.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { kashyDefinition } from './schema.js';

type KashyCredentials = Credentials<typeof kashyDefinition>;

const authHeaders = (credentials: KashyCredentials) => ({
  authorization: `Bearer ${credentials.apiKey}`,
  'x-kashy-merchant': credentials.merchantId,
});

/** Creates a QR payment: never repeated once sent. */
export const createQrPayment = (ctx: ConnectorContext, credentials: KashyCredentials, body: unknown): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'kashy',
    operation: 'create QR payment',
    method: 'POST',
    url: `${ctx.baseUrl}/qr-payments`,
    headers: authHeaders(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const getQrPayment = (ctx: ConnectorContext, credentials: KashyCredentials, paymentId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'kashy',
    operation: 'get QR payment',
    method: 'GET',
    url: `${ctx.baseUrl}/qr-payments/${encodeURIComponent(paymentId)}`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });

export const getMerchantProfile = (ctx: ConnectorContext, credentials: KashyCredentials): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'kashy',
    operation: 'get merchant profile',
    method: 'GET',
    url: `${ctx.baseUrl}/merchant/profile`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });

/**
 * The merchant's operations on an order (assumed): `cancel` ends an unpaid one, `refund` gives a
 * paid one's money back in full; 409 when the order is not in a state for it. Safe to repeat.
 */
export const orderAction = (
  ctx: ConnectorContext,
  credentials: KashyCredentials,
  paymentId: string,
  action: 'cancel' | 'refund',
): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'kashy',
    operation: `${action} QR payment`,
    method: 'POST',
    url: `${ctx.baseUrl}/qr-payments/${encodeURIComponent(paymentId)}/${action}`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });
