// HTTP calls to Enda TAO's (assumed) merchant API: JSON, `Authorization: Token <apiToken>`,
// every path under the merchant's id.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { endaTaoDefinition } from './schema.js';

type EndaTaoCredentials = Credentials<typeof endaTaoDefinition>;

const merchantUrl = (ctx: ConnectorContext, credentials: EndaTaoCredentials) =>
  `${ctx.baseUrl}/merchants/${encodeURIComponent(credentials.merchantId)}`;

const authorization = (credentials: EndaTaoCredentials) => ({ authorization: `Token ${credentials.apiToken}` });

/** Creates a payment request: never repeated once sent. */
export const createPaymentRequest = (ctx: ConnectorContext, credentials: EndaTaoCredentials, body: unknown): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'enda_tao',
    operation: 'create payment request',
    method: 'POST',
    url: `${merchantUrl(ctx, credentials)}/payment-requests`,
    headers: authorization(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const getPaymentRequest = (ctx: ConnectorContext, credentials: EndaTaoCredentials, requestId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'enda_tao',
    operation: 'get payment request',
    method: 'GET',
    url: `${merchantUrl(ctx, credentials)}/payment-requests/${encodeURIComponent(requestId)}`,
    headers: authorization(credentials),
    repeat: 'safe_to_repeat',
  });

export const getMerchant = (ctx: ConnectorContext, credentials: EndaTaoCredentials): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'enda_tao',
    operation: 'get merchant',
    method: 'GET',
    url: merchantUrl(ctx, credentials),
    headers: authorization(credentials),
    repeat: 'safe_to_repeat',
  });

/**
 * The merchant's operations on an order (assumed): `cancel` ends an unpaid one, `refund` gives a
 * paid one's money back in full; 409 when the order is not in a state for it. Safe to repeat.
 */
export const orderAction = (
  ctx: ConnectorContext,
  credentials: EndaTaoCredentials,
  requestId: string,
  action: 'cancel' | 'refund',
): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'enda_tao',
    operation: `${action} payment request`,
    method: 'POST',
    url: `${merchantUrl(ctx, credentials)}/payment-requests/${encodeURIComponent(requestId)}/${action}`,
    headers: authorization(credentials),
    repeat: 'safe_to_repeat',
  });
