// The public checkout API as the page calls it: the typed client (lib/web/client, generated from
// docs/generated/openapi.json) on the same origin, or the `api-base` meta. Each call answers its status, its
// body (success or error) and Retry-After; it throws only when the service could not be reached.
import { createApiClient, type paths, type Schema } from '../../client/index.js';
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

/**
 * A success whose body is not JSON reads as one without a body (the client would throw, which
 * means "unreachable" to the page).
 */
async function fetchReadable(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) return response;
  const text = await response.text();
  try {
    if (text) JSON.parse(text);
  } catch {
    return new Response(null, { status: response.status });
  }
  return new Response(text, { status: response.status, headers: response.headers });
}

const client = createApiClient({
  baseUrl: apiBase,
  headers: { accept: 'application/json' },
  credentials: 'omit',
  fetch: fetchReadable,
  // Polling must see fresh answers whatever the API's caching headers (not in Node's RequestInit type).
  ...({ cache: 'no-store' } as object),
});

async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<ApiAnswer<T>> {
  const { data, error, response } = await call;
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    data,
    // An error body that is not JSON comes as text: no code then.
    error: error !== null && typeof error === 'object' ? (error as ApiError) : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

type OpenAttemptBody = paths['/checkout/{reference}/attempts']['post']['requestBody']['content']['application/json'];
type StartLinkBody = NonNullable<paths['/links/{slug}/payments']['post']['requestBody']>['content']['application/json'];

/** GET /checkout/{reference}: `payment` counts as a checkout open, `result` adds the outcome. */
export const getPayment = (reference: string, view: 'payment' | 'result') =>
  answer(client.GET('/checkout/{reference}', { params: { path: { reference }, query: { view } } }));

/** POST /checkout/{reference}/attempts: the provider is one of those the payment view offered. */
export const openAttempt = (reference: string, body: Omit<OpenAttemptBody, 'provider'> & { provider: string }) =>
  answer(client.POST('/checkout/{reference}/attempts', { params: { path: { reference } }, body: body as OpenAttemptBody }));

export const getAttempt = (reference: string, attemptId: string) =>
  answer(client.GET('/checkout/{reference}/attempts/{attemptId}', { params: { path: { reference, attemptId } } }));

export const getLink = (slug: string) => answer(client.GET('/links/{slug}', { params: { path: { slug } } }));

export const startLinkPayment = (slug: string, body: StartLinkBody) =>
  answer(client.POST('/links/{slug}/payments', { params: { path: { slug } }, body }));
