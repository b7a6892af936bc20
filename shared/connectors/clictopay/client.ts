// HTTP calls to ClicToPay's REST API: form-encoded, credentials as parameters of every call.
// What the answers mean is mapping.ts's business.
import type { ConnectorContext } from '../payment-connector.js';
import { readJson, sendToProvider } from '../transport.js';
import type { Credentials } from '../provider-definition.js';
import type { clictopayDefinition } from './schema.js';

type ClicToPayCredentials = Credentials<typeof clictopayDefinition>;

async function post(
  ctx: ConnectorContext,
  credentials: ClicToPayCredentials,
  operation: 'register.do' | 'getOrderStatusExtended.do' | 'decline.do' | 'refund.do',
  params: Record<string, string>,
  repeat: 'safe_to_repeat' | 'only_if_not_sent',
): Promise<unknown> {
  const answer = await sendToProvider(ctx, {
    provider: 'clictopay',
    operation,
    method: 'POST',
    url: `${ctx.baseUrl}/${operation}`,
    form: { userName: credentials.userName, password: credentials.password, ...params },
    repeat,
  });
  return readJson(answer, 'clictopay', operation);
}

/** Registers an order. May create a payment: never repeated once sent. */
export const register = (ctx: ConnectorContext, credentials: ClicToPayCredentials, params: Record<string, string>) =>
  post(ctx, credentials, 'register.do', params, 'only_if_not_sent');

export const getOrderStatusExtended = (ctx: ConnectorContext, credentials: ClicToPayCredentials, orderId: string) =>
  post(ctx, credentials, 'getOrderStatusExtended.do', { orderId }, 'safe_to_repeat');

/** Declines an unpaid order (the BPC/RBS family's decline.do): the payer can no longer pay it. Safe to repeat. */
export const decline = (ctx: ConnectorContext, credentials: ClicToPayCredentials, orderId: string) =>
  post(ctx, credentials, 'decline.do', { orderId }, 'safe_to_repeat');


/**
 * Refunds `amount` millimes of a deposited order (refund.do; several partial refunds add up to at
 * most the deposited amount). Sent once: BPC takes no merchant reference for a refund, so a repeat
 * could refund twice; a lost answer is settled from the order's refunded total instead.
 */
export const refundAmount = (ctx: ConnectorContext, credentials: ClicToPayCredentials, orderId: string, amount: number) =>
  post(ctx, credentials, 'refund.do', { orderId, amount: String(amount) }, 'only_if_not_sent');
