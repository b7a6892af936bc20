// What an action sees of a request and what it answers. Actions never touch the raw
// API Gateway event, so they read like the contract and are easy to test.
import type { HttpMethod, RouteSpec } from './route-manifest.js';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  declaredType: string;
  content: Buffer;
}

export interface HttpRequest<Body = unknown> {
  readonly requestId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly route: RouteSpec;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The query string exactly as received, without `?` (a relay passes it on unchanged). */
  readonly rawQuery: string;
  /** Header names are lowercase. */
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** Parsed as the route's body kind says: JSON value, form fields, or multipart fields. */
  readonly body: Body;
  readonly files: readonly UploadedFile[];
  /** The body exactly as received (signatures and idempotency fingerprints need it). */
  readonly rawBody: Buffer;
  /** API Gateway's view of the client address; never taken from a header a client can set. */
  readonly sourceIp: string;
  readonly userAgent: string | undefined;
  readonly receivedAt: Date;
  /** Milliseconds left before the function's time-out. */
  readonly remainingTimeMs: () => number;
}

export interface HttpResult {
  status: number;
  /** Serialised as JSON unless `rawBody` is given. */
  body?: unknown;
  /** A body sent as is (images, HTML, bytes replayed by idempotency). */
  rawBody?: Buffer | string;
  headers?: Record<string, string>;
  /** Set-Cookie values. */
  cookies?: string[];
}

export type Action = (request: HttpRequest) => Promise<HttpResult>;

export const json = (status: number, body: unknown, headers?: Record<string, string>): HttpResult => ({
  status,
  body,
  headers,
});

export const noContent = (headers?: Record<string, string>): HttpResult => ({ status: 204, headers });

export const redirect = (location: string): HttpResult => ({ status: 302, headers: { location } });

/** An image anyone may see (a merchant's logo), cached a few minutes by browsers and CDNs. */
export const publicImage = (image: { body: Buffer; contentType: string }): HttpResult => ({
  status: 200,
  rawBody: image.body,
  headers: { 'content-type': image.contentType, 'cache-control': 'public, max-age=300' },
});
