// HTTP calls to Flouci's API v2: JSON, `Authorization: Bearer <public_key>:<private_key>`.
import type { ConnectorContext } from '../payment-connector.js';
import type { Credentials } from '../provider-definition.js';
import { sendToProvider, type ProviderAnswer } from '../transport.js';
import type { flouciDefinition } from './schema.js';

type FlouciCredentials = Credentials<typeof flouciDefinition>;

const authorization = (credentials: FlouciCredentials) => ({
  authorization: `Bearer ${credentials.publicKey}:${credentials.privateKey}`,
});

/** Creates a payment: never repeated once sent. */
export const generatePayment = (ctx: ConnectorContext, credentials: FlouciCredentials, body: Record<string, unknown>): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'flouci',
    operation: 'generate_payment',
    method: 'POST',
    url: `${ctx.baseUrl}/generate_payment`,
    headers: authorization(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const verifyPayment = (ctx: ConnectorContext, credentials: FlouciCredentials, paymentId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'flouci',
    operation: 'verify_payment',
    method: 'GET',
    url: `${ctx.baseUrl}/verify_payment/${encodeURIComponent(paymentId)}`,
    headers: authorization(credentials),
    repeat: 'safe_to_repeat',
  });

/** Refunds a whole payment (ASSUMED, see mapping.ts). Sent once: a lost answer is read back with refundStatus. */
export const refundPayment = (ctx: ConnectorContext, credentials: FlouciCredentials, body: Record<string, unknown>): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'flouci',
    operation: 'refund_payment',
    method: 'POST',
    url: `${ctx.baseUrl}/refund_payment`,
    headers: authorization(credentials),
    json: body,
    repeat: 'only_if_not_sent',
  });

export const refundStatus = (ctx: ConnectorContext, credentials: FlouciCredentials, refundId: string): Promise<ProviderAnswer> =>
  sendToProvider(ctx, {
    provider: 'flouci',
    operation: 'refund_status',
    method: 'GET',
    url: `${ctx.baseUrl}/refund_status/${encodeURIComponent(refundId)}`,
    headers: authorization(credentials),
    repeat: 'safe_to_repeat',
  });
