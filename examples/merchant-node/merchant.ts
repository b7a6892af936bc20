// A merchant's integration of the payment service, in Node: the typed client (lib/web/client)
// creates a payment with an Idempotency-Key and reads it back; a small HTTP server receives the
// webhooks and checks their Svc-Signature with shared/webhooks/verify-signature.ts (no dependency)
// before it trusts a byte of them. main.ts runs it all against local mode.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient, type Schema, type WebhookEvent, type WebhookTestEvent } from '../../lib/web/client/index.js';
import { verifyWebhookSignature, WebhookSignatureError } from '../../shared/webhooks/verify-signature.js';

export type Payment = Schema<'Payment'>;
export type { WebhookEvent, WebhookTestEvent };

/** What a receiver gets: a payment's events, and the test event a member sends from the dashboard or the API. */
export type ReceivedEvent = WebhookEvent | WebhookTestEvent;

export interface MerchantConfig {
  /** The API's base URL: `http://127.0.0.1:3000` in local mode. */
  apiBaseUrl: string;
  /** A v3 secret key (`x-api-key`). */
  apiKey: string;
}

/** An answer other than the one hoped for: its status and the contract's `{error, message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function failure(response: Response, error: unknown): ApiError {
  const body = (typeof error === 'object' && error !== null ? error : {}) as { error?: string; message?: string };
  return new ApiError(response.status, body.error, `${response.status} ${body.error ?? ''}: ${body.message ?? 'no message'}`.trim());
}

export const merchantClient = (config: MerchantConfig): ApiClient => createApiClient({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey });

export interface Order {
  /** In millimes: 12 500 is 12,500 TND. */
  amount: number;
  orderId: string;
  description?: string;
  payerEmail?: string;
}

/**
 * Creates the payment of an order. Send the same `idempotencyKey` (and the same order) again after
 * a timeout or a 5xx: the service answers the first payment instead of creating a second one.
 */
export async function createPayment(client: ApiClient, order: Order, idempotencyKey: string): Promise<Payment> {
  const { data, error, response } = await client.POST('/payments', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: {
      amount: order.amount,
      currency: 'TND',
      orderId: order.orderId,
      description: order.description ?? null,
      ...(order.payerEmail ? { payer: { email: order.payerEmail } } : {}),
    },
  });
  if (!data) throw failure(response, error);
  return data;
}

/** Reads a payment: what to trust before shipping an order (a browser's return proves nothing). */
export async function readPayment(client: ApiClient, reference: string): Promise<Payment> {
  const { data, error, response } = await client.GET('/payments/{reference}', { params: { path: { reference } } });
  if (!data) throw failure(response, error);
  return data;
}

/**
 * Registers `url` as a webhook endpoint of the key's organisation; answers its signing secret,
 * which the service shows this once.
 */
export async function registerWebhook(client: ApiClient, url: string): Promise<{ organisationId: string; endpointId: string; secret: string }> {
  const identity = await client.GET('/auth/api-key');
  if (!identity.data) throw failure(identity.response, identity.error);
  const { organisationId } = identity.data;
  const { data, error, response } = await client.POST('/organisations/{id}/webhooks', {
    params: { path: { id: organisationId } },
    body: { url, description: 'examples/merchant-node' },
  });
  if (!data) throw failure(response, error);
  return { organisationId, endpointId: data.id, secret: data.secret };
}

/** Disables an endpoint `registerWebhook` made: no more deliveries to it. */
export async function unregisterWebhook(client: ApiClient, endpoint: { organisationId: string; endpointId: string }): Promise<void> {
  const { error, response } = await client.DELETE('/organisations/{id}/webhooks/{endpointId}', {
    params: { path: { id: endpoint.organisationId, endpointId: endpoint.endpointId } },
  });
  if (!response.ok) throw failure(response, error);
}

export interface WebhookReceiver {
  /** Where the service should post: `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** Verified events, each once, in the order received. */
  events: ReceivedEvent[];
  /** Deliveries refused, with the reason (a bad signature is answered 400). */
  refused: { status: number; reason: string }[];
  /** Resolves with the first verified event that `match` accepts. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  stop(): Promise<void>;
}

export interface ReceiverOptions {
  /** The endpoint's secret(s) (`whsec_...`); several while rotating. A function when it is known only later. */
  secrets: string | readonly string[] | (() => string | readonly string[]);
  port?: number;
  host?: string;
  /** Runs for each verified event, once per event id (after the 2xx: keep it short or queue the work). */
  onEvent?: (event: ReceivedEvent) => void;
}

const MAX_BODY_BYTES = 256 * 1024;

function rawBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : undefined));
    request.on('error', reject);
  });
}

/**
 * The webhook receiver: POST /webhooks, the signature checked on the raw body before any JSON
 * decoding (400 when it fails), an event id seen before acknowledged without doing anything again.
 */
export async function startWebhookReceiver(options: ReceiverOptions): Promise<WebhookReceiver> {
  const events: ReceivedEvent[] = [];
  const refused: WebhookReceiver['refused'] = [];
  const seen = new Set<string>();
  const waiters: { match: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];
  const secrets = () => (typeof options.secrets === 'function' ? options.secrets() : options.secrets);

  const server: Server = createServer((request, response) => {
    const answer = (status: number, reason?: string) => {
      if (reason) refused.push({ status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason ?? 'ok');
    };
    if (request.method !== 'POST' || request.url !== '/webhooks') return answer(404, 'not_found');
    receive(request).then(
      (outcome) => (outcome.ok ? answer(200) : answer(outcome.status, outcome.reason)),
      () => answer(500, 'receiver_error'),
    );
  });

  async function receive(request: IncomingMessage): Promise<{ ok: true } | { ok: false; status: number; reason: string }> {
    const raw = await rawBody(request);
    if (!raw) return { ok: false, status: 413, reason: 'too_large' };
    try {
      verifyWebhookSignature(raw, request.headers['svc-signature'] as string | undefined, secrets());
    } catch (error) {
      if (error instanceof WebhookSignatureError) return { ok: false, status: 400, reason: error.reason };
      throw error;
    }
    const event = JSON.parse(raw.toString('utf8')) as ReceivedEvent;
    // Deliveries are at least once: an event id seen before is acknowledged, not handled again.
    if (!seen.has(event.id)) {
      seen.add(event.id);
      events.push(event);
      options.onEvent?.(event);
      for (const waiter of waiters.splice(0)) {
        if (waiter.match(event)) waiter.resolve(event);
        else waiters.push(waiter);
      }
    }
    return { ok: true };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}/webhooks`,
    events,
    refused,
    next: (match, timeoutMs = 30_000) => {
      const known = events.find(match);
      if (known) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching webhook within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
