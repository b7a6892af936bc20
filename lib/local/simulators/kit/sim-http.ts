// The little HTTP toolkit the simulators are written with: a parsed request, plain response
// values, and path patterns with `:name` parameters.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Values of the `:name` segments of the matched route. */
  params: Record<string, string>;
}

export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export type SimHandler = (request: SimRequest) => Promise<SimResponse> | SimResponse;

export interface SimRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** e.g. `/payments/:id`. */
  path: string;
  handle: SimHandler;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): SimResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

export const html = (status: number, markup: string): SimResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: markup,
});

export const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): SimResponse => ({
  status,
  headers: { 'content-type': contentType },
  body,
});

/** 303: after a form post the browser follows with a GET. */
export const redirect = (location: string): SimResponse => ({ status: 303, headers: { location }, body: '' });

export async function readRequest(message: IncomingMessage): Promise<Omit<SimRequest, 'params'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const url = new URL(message.url ?? '/', 'http://simulator.invalid');
  return {
    method: (message.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: message.headers,
    rawBody: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Form fields (urlencoded) or JSON top-level fields, whichever the body is. */
export function bodyFields(request: SimRequest): Record<string, string> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (contentType.includes('json')) {
    const parsed = parseJsonBody(request);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter(([, value]) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        .map(([key, value]) => [key, String(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(request.rawBody));
}

/** The JSON body, or undefined when it is not JSON. */
export function parseJsonBody(request: SimRequest): unknown {
  try {
    return JSON.parse(request.rawBody) as unknown;
  } catch {
    return undefined;
  }
}

export function header(request: SimRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Matches `/payments/:id` against `/payments/abc`, giving `{id: 'abc'}`. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i] as string;
    const got = actual[i] as string;
    if (want.startsWith(':')) {
      if (!got) return null;
      params[want.slice(1)] = decodeURIComponent(got);
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

/** `url` with `params` appended to its query string. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
