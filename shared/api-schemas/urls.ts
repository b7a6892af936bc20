// The URLs a merchant gives the service to send payers or events to (success and fail pages, a
// link's redirect, an account's defaults, webhook endpoints, v2's webhook): one rule, so that
// what one field refuses none accepts. Pure zod, like text.ts: read by request schemas and by the
// webhook endpoints' own rule (shared/webhooks/endpoints.ts), which adds where it may call.
import * as z from 'zod';

export const MAX_URL_LENGTH = 2048;

/**
 * Characters parsers disagree on: WHATWG URL reads `\` as `/` in http(s) URLs
 * (`https://shop.tn\@evil.example` is a path on shop.tn there, a user name elsewhere) and drops
 * tabs and line breaks, which a Location header must never carry.
 */
const AMBIGUOUS = /[\\\u0000-\u0020\u007f]/;

/**
 * Why a value is not a URL the service sends payers or requests to, or null: absolute http(s)
 * with a host, at most 2048 characters, no user name or password (`https://a@b/` shows `b` to a
 * person and is a phishing classic), no backslash, space or control character.
 */
export function webUrlProblem(value: string): string | null {
  if (value.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  if (AMBIGUOUS.test(value)) return 'must not contain backslashes, spaces or control characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  // Written out in full: `https:evil.example` parses, but is not what a person reads as a URL.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !/^https?:\/\//i.test(value)) return 'must be an http(s) URL';
  if (!url.hostname) return 'must name a host';
  if (url.username || url.password) return 'must not carry credentials';
  return null;
}

/** A string under `webUrlProblem`'s rule; `params` as z.string takes them (a v2 type message). */
export const webUrl = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .superRefine((value, ctx) => {
      const problem = webUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    // What the API document says of it (the refinement itself cannot be drawn in JSON Schema): an IRI, since
    // a merchant's address may hold letters beyond ASCII (`/échec`), kept as typed.
    .meta({ format: 'iri', maxLength: MAX_URL_LENGTH });
