// HTTP calls to the MPGS REST API: JSON, Basic auth `merchant.<merchantId>:<apiPassword>`.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { mpgsPosteDefinition } from './schema.js';

type MpgsCredentials = Credentials<typeof mpgsPosteDefinition>;

/** The version seen in public integrations of this instance. */
export const API_VERSION = '62';

const merchantUrl = (ctx: ConnectorContext, credentials: MpgsCredentials) =>
  `${ctx.baseUrl}/api/rest/version/${API_VERSION}/merchant/${encodeURIComponent(credentials.merchantId)}`;

const basicAuth = (credentials: MpgsCredentials) => ({
  authorization: `Basic ${Buffer.from(`merchant.${credentials.merchantId}:${credentials.apiPassword}`).toString('base64')}`,
});

/** INITIATE_CHECKOUT. Creates a session, not a payment, but is still sent once: the order id is spent. */
export const createCheckoutSession = (ctx: ConnectorContext, credentials: MpgsCredentials, body: unknown): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'mpgs_poste',
    operation: 'INITIATE_CHECKOUT',
    method: 'POST',
    url: `${merchantUrl(ctx, credentials)}/session`,
    headers: basicAuth(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const retrieveOrder = (ctx: ConnectorContext, credentials: MpgsCredentials, orderId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'mpgs_poste',
    operation: 'RETRIEVE_ORDER',
    method: 'GET',
    url: `${merchantUrl(ctx, credentials)}/order/${encodeURIComponent(orderId)}`,
    headers: basicAuth(credentials),
    repeat: 'safe_to_repeat',
  });

/**
 * A REFUND (or VOID) transaction on an order, under the merchant's own transaction id: MPGS refuses a
 * second transaction with the same id, so a repeat cannot refund twice and the call is safe to repeat.
 */
export const putTransaction = (
  ctx: ConnectorContext,
  credentials: MpgsCredentials,
  orderId: string,
  transactionId: string,
  body: unknown,
): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'mpgs_poste',
    operation: 'REFUND',
    method: 'PUT',
    url: `${merchantUrl(ctx, credentials)}/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`,
    headers: basicAuth(credentials),
    json: body,
    repeat: 'safe_to_repeat',
  });

export const retrieveTransaction = (ctx: ConnectorContext, credentials: MpgsCredentials, orderId: string, transactionId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'mpgs_poste',
    operation: 'RETRIEVE_TRANSACTION',
    method: 'GET',
    url: `${merchantUrl(ctx, credentials)}/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`,
    headers: basicAuth(credentials),
    repeat: 'safe_to_repeat',
  });
