// HTTP calls to Flouci's API v2: JSON, `Authorization: Bearer <public_key>:<private_key>`.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer, type ProviderRequest } from '../transport.js';
import type { flouciDefinition } from './schema.js';

type FlouciCredentials = Credentials<typeof flouciDefinition>;

/** Each call is named by its operation, which is also its path under the base URL. */
type FlouciCall = Pick<ProviderRequest, 'operation' | 'method' | 'json' | 'repeat'> & { path: string };

/** Creates something (a payment, a refund): never repeated once sent. */
const post = (operation: 'generate_payment' | 'refund_payment', body: Record<string, unknown>): FlouciCall => ({
  operation,
  method: 'POST',
  path: operation,
  json: body,
  repeat: 'only_if_not_sent',
});

/** Reads one payment or refund by its id. */
const get = (operation: 'verify_payment' | 'refund_status', id: string): FlouciCall => ({
  operation,
  method: 'GET',
  path: `${operation}/${encodeURIComponent(id)}`,
  repeat: 'safe_to_repeat',
});

function send(ctx: ConnectorContext, credentials: FlouciCredentials, { path, ...call }: FlouciCall): Promise<ProviderAnswer> {
  return sendToProvider(ctx, {
    provider: 'flouci',
    ...call,
    url: `${ctx.baseUrl}/${path}`,
    headers: { authorization: `Bearer ${credentials.publicKey}:${credentials.privateKey}` },
  });
}

export const generatePayment = (ctx: ConnectorContext, credentials: FlouciCredentials, body: Record<string, unknown>): Promise<ProviderAnswer> =>
  send(ctx, credentials, post('generate_payment', body));

export const verifyPayment = (ctx: ConnectorContext, credentials: FlouciCredentials, paymentId: string): Promise<ProviderAnswer> =>
  send(ctx, credentials, get('verify_payment', paymentId));

/** Refunds a whole payment (ASSUMED, see mapping.ts). Sent once: a lost answer is read back with refundStatus. */
export const refundPayment = (ctx: ConnectorContext, credentials: FlouciCredentials, body: Record<string, unknown>): Promise<ProviderAnswer> =>
  send(ctx, credentials, post('refund_payment', body));

export const refundStatus = (ctx: ConnectorContext, credentials: FlouciCredentials, refundId: string): Promise<ProviderAnswer> =>
  send(ctx, credentials, get('refund_status', refundId));
