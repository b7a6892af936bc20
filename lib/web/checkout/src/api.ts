// The public checkout API as the page calls it, typed by the generated client's types
// (lib/web/client, generated from docs/generated/openapi.json) on the same origin, or the
// `api-base` meta. Only the types are imported: the page calls fetch itself (a few lines instead
// of the client's runtime, which payers on slow mobile links would download for nothing). Each call
// answers its status, its body (success or error) and Retry-After; it throws only when the service
// could not be reached.
import type { paths, Schema } from '../../client/index.js';
import { page } from './dom.js';

export type PaymentView = Schema<'CheckoutPaymentView'>;
export type PaymentStatus = PaymentView['status'];
export type ResultView = NonNullable<PaymentView['result']>;
export type Instrument = NonNullable<ResultView['instrument']>;
export type AttemptView = Schema<'CheckoutAttemptView'>;
export type LinkView = Schema<'LinkPublicView'>;
export type Merchant = PaymentView['merchant'];

/** `validation_failed`, `payer_field_required`: the fields at fault, as `payer.email`. */
export interface ApiError {
  error?: string;
  fields?: { field?: string }[];
}

export interface ApiAnswer<T> {
  status: number;
  /** The success body, or undefined. */
  data: T | undefined;
  /** An error answer's body, or undefined. */
  error: ApiError | undefined;
  retryAfter: number | null;
}

export const apiBase = (page.document.querySelector('meta[name="api-base"]')?.getAttribute('content') ?? '').replace(/\/+$/, '');

/** The JSON body of an operation's 200 or 201 answer, as the contract types it. */
type Success<Operation> = Operation extends { responses: infer R }
  ? R[keyof R & (200 | 201)] extends { content: { 'application/json': infer Body } }
    ? Body
    : never
  : never;

/** The JSON body an operation takes. */
type Body<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * One call: `path` is built by the caller with its parts encoded. A body that is not JSON (a proxy's
 * page) reads as no body, on a success as on an error.
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(
    new Request(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      // Polling must see fresh answers whatever the API's caching headers (not in Node's RequestInit type).
      ...({ cache: 'no-store' } as object),
    }),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    data: response.ok ? (json as T | undefined) : undefined,
    error: !response.ok && json !== null && typeof json === 'object' ? (json as ApiError) : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

const part = encodeURIComponent;

type CheckoutRoute = paths['/checkout/{reference}']['get'];
type OpenAttemptRoute = paths['/checkout/{reference}/attempts']['post'];
type AttemptRoute = paths['/checkout/{reference}/attempts/{attemptId}']['get'];
type LinkRoute = paths['/links/{slug}']['get'];
type StartLinkRoute = paths['/links/{slug}/payments']['post'];

/** GET /checkout/{reference}: `payment` counts as a checkout open, `result` adds the outcome. */
export const getPayment = (reference: string, view: NonNullable<NonNullable<CheckoutRoute['parameters']['query']>['view']>) =>
  call<Success<CheckoutRoute>>('GET', `/checkout/${part(reference)}?view=${part(view)}`);

/** POST /checkout/{reference}/attempts: the provider is one of those the payment view offered. */
export const openAttempt = (reference: string, body: Omit<Body<OpenAttemptRoute>, 'provider'> & { provider: string }) =>
  call<Success<OpenAttemptRoute>>('POST', `/checkout/${part(reference)}/attempts`, body);

export const getAttempt = (reference: string, attemptId: string) =>
  call<Success<AttemptRoute>>('GET', `/checkout/${part(reference)}/attempts/${part(attemptId)}`);

export const getLink = (slug: string) => call<Success<LinkRoute>>('GET', `/links/${part(slug)}`);

export const startLinkPayment = (slug: string, body: Body<StartLinkRoute>) =>
  call<Success<StartLinkRoute>>('POST', `/links/${part(slug)}/payments`, body);
