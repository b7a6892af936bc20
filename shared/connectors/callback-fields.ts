// Reads the fields of a browser return or server callback, whatever the transport: query string,
// JSON body or form body, raw or already parsed. Providers then pick the field naming the payment.
import type { CallbackRequest } from './payment-connector.js';

export interface CallbackFields {
  /** The first non-empty string found under `name`: body first (server callbacks), then query (browser returns). */
  field(...names: string[]): string | undefined;
  /** The body as JSON, when it is JSON (for nested shapes). */
  json: unknown;
  header(name: string): string | undefined;
}

export function callbackFields(request: CallbackRequest): CallbackFields {
  const { flat: bodyFields, json } = readBody(request.body);
  const queryFields = flattenQuery(request.query);

  return {
    field(...names) {
      for (const name of names) {
        const value = bodyFields[name] ?? queryFields[name];
        if (value) return value;
      }
      return undefined;
    },
    json,
    header(name) {
      const wanted = name.toLowerCase();
      for (const [key, value] of Object.entries(request.headers)) {
        if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
      }
      return undefined;
    },
  };
}

function flattenQuery(query: CallbackRequest['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

function readBody(body: unknown): { flat: Record<string, string>; json: unknown } {
  if (body === undefined || body === null || body === '') return { flat: {}, json: undefined };
  if (Buffer.isBuffer(body)) return readBody(body.toString('utf8'));
  if (typeof body === 'string') {
    const trimmed = body.trim();
    if (trimmed.startsWith('{')) {
      try {
        return readBody(JSON.parse(trimmed) as unknown);
      } catch {
        return { flat: {}, json: undefined };
      }
    }
    return { flat: Object.fromEntries(new URLSearchParams(trimmed)), json: undefined };
  }
  if (typeof body === 'object' && !Array.isArray(body)) {
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') flat[key] = value;
      else if (typeof value === 'number') flat[key] = String(value);
    }
    return { flat, json: body };
  }
  return { flat: {}, json: undefined };
}
