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

/** Ends an unpaid order (assumed: `POST .../cancel`, 409 once it is no longer open); safe to repeat. */
export const cancelQrPayment = (ctx: ConnectorContext, credentials: KashyCredentials, paymentId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'kashy',
    operation: 'cancel QR payment',
    method: 'POST',
    url: `${ctx.baseUrl}/qr-payments/${encodeURIComponent(paymentId)}/cancel`,
    headers: authHeaders(credentials),
    repeat: 'safe_to_repeat',
  });
