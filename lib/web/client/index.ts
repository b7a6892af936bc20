// The typed client of the API (openapi-fetch over the generated types): each call's path,
// parameters, body and answer are checked by the compiler against docs/generated/openapi.json.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths, webhooks } from './generated/schema.js';

export type { components, operations, paths, webhooks };
/** A resource or view of the contract by its schema name: `Schema<'Payment'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
/** A v3 webhook's body (`payment.succeeded`, `payment.failed`, ...), as the document's `webhooks` describe it. */
export type WebhookEvent = operations['webhook_payment_succeeded']['requestBody']['content']['application/json'];
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
