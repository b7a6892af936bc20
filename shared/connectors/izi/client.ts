// HTTP calls to izi's (assumed) checkout API: JSON, HTTP Basic auth <clientId>:<clientSecret>.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { iziDefinition } from './schema.js';

type IziCredentials = Credentials<typeof iziDefinition>;

const basicAuth = (credentials: IziCredentials) => ({
  authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
});

/** Creates a checkout session: never repeated once sent. */
export const createCheckoutSession = (ctx: ConnectorContext, credentials: IziCredentials, body: unknown): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'izi',
    operation: 'create checkout session',
    method: 'POST',
    url: `${ctx.baseUrl}/checkout/sessions`,
    headers: basicAuth(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const getCheckoutSession = (ctx: ConnectorContext, credentials: IziCredentials, sessionId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'izi',
    operation: 'get checkout session',
    method: 'GET',
    url: `${ctx.baseUrl}/checkout/sessions/${encodeURIComponent(sessionId)}`,
    headers: basicAuth(credentials),
    repeat: 'safe_to_repeat',
  });

export const getMerchant = (ctx: ConnectorContext, credentials: IziCredentials): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'izi',
    operation: 'get merchant',
    method: 'GET',
    url: `${ctx.baseUrl}/merchant`,
    headers: basicAuth(credentials),
    repeat: 'safe_to_repeat',
  });

/**
 * The merchant's operations on an order (assumed): `cancel` ends an unpaid one, `refund` gives a
 * paid one's money back in full; 409 when the order is not in a state for it. Safe to repeat.
 */
export const orderAction = (
  ctx: ConnectorContext,
  credentials: IziCredentials,
  sessionId: string,
  action: 'cancel' | 'refund',
): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'izi',
    operation: `${action} checkout session`,
    method: 'POST',
    url: `${ctx.baseUrl}/checkout/sessions/${encodeURIComponent(sessionId)}/${action}`,
    headers: basicAuth(credentials),
    repeat: 'safe_to_repeat',
  });
