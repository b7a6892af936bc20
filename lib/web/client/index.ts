// The typed client of the API (openapi-fetch over the generated types): each call's path,
// parameters, body and answer are checked by the compiler against docs/generated/openapi.json.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths, webhooks } from './generated/schema.js';

export type { components, operations, paths, webhooks };
/** A resource or view of the contract by its schema name: `Schema<'Payment'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
type WebhookOperation = Extract<keyof operations, `webhook_${string}`>;
type WebhookBody<K extends WebhookOperation> = NonNullable<operations[K]['requestBody']>['content']['application/json'];
/** The body of a test event (`webhook.test`: about no payment), sent only on request. */
export type WebhookTestEvent = WebhookBody<'webhook_webhook_test'>;
/**
 * A v3 webhook's body about a payment (`payment.succeeded`, `payment.failed`, ...: one per type, as the
 * document's `webhooks` describe them); a receiver may also get a `WebhookTestEvent`.
 */
export type WebhookEvent = { [K in Exclude<WebhookOperation, 'webhook_webhook_test'>]: WebhookBody<K> }[Exclude<WebhookOperation, 'webhook_webhook_test'>];
export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ClientOptions {
  /** A v3 secret key (`x-api-key`); leave it out for the public routes or a session cookie. */
  apiKey?: string;
}

export function createApiClient({ apiKey, headers, ...options }: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    ...options,
    headers: { ...(headers as Record<string, string> | undefined), ...(apiKey ? { 'x-api-key': apiKey } : {}) },
  });
}
