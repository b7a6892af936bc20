// One outbound HTTP call to a merchant's server (a v3 webhook or a v2 signal call), made with
// node:http/https so that the service controls the connection:
// 1. only http(s) URLs; the host is resolved here, once, and every address it resolves to must
//    be public (outbound-address.ts), else `invalid_url_or_blocked` with no connection made;
// 2. the connection goes to the address that was checked (a custom `lookup`), while the Host
//    header and TLS server name stay the URL's host name, so a second DNS answer cannot slip in;
// 3. one deadline (10 s) covers resolution, connection and the whole answer; redirects are
//    never followed; at most 64 KB of the answer is read;
// 4. every ending is classified into the contract's outcomes.
import type { WebhookOutcome } from '../domain/webhooks.js';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { env } from '../config/env.js';
import { redact, redactString } from '../log/redact.js';
import { blockedReason, describeBlockReason } from './outbound-address.js';


/** The contract's answer time-out. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of an answer that is read; a 2xx answer beyond it is `response_too_large`. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** The most of an answer that is stored on a try. */
export const RESPONSE_EXCERPT_BYTES = 2048;

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface OutboundOptions {
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Defaults to the environment's ALLOW_LOOPBACK_OUTBOUND (never true in production). */
  allowLoopback?: boolean;
  /** Host name resolution (defaults to the system resolver, every address). */
  resolve?: Resolver;
}

export interface OutboundRequest {
  method: 'POST' | 'GET';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OutboundResult {
  outcome: WebhookOutcome;
  statusCode: number | null;
  responseHeaders: Record<string, unknown> | null;
  responseExcerpt: string | null;
  errorMessage: string | null;
  durationMs: number;
}

/** The defaults of a call, as production runs it. */
export const defaultOutboundOptions = (): Required<Omit<OutboundOptions, 'resolve'>> & { resolve: Resolver } => ({
  timeoutMs: WEBHOOK_TIMEOUT_MS,
  maxResponseBytes: MAX_RESPONSE_BYTES,
  allowLoopback: env().ALLOW_LOOPBACK_OUTBOUND,
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
});

class Deadline extends Error {}

export async function sendOutbound(request: OutboundRequest, options: OutboundOptions = {}): Promise<OutboundResult> {
  const settings = { ...defaultOutboundOptions(), ...stripUndefined(options) };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const end = (outcome: WebhookOutcome, errorMessage: string, extra: Partial<OutboundResult> = {}): OutboundResult => ({
    outcome,
    statusCode: null,
    responseHeaders: null,
    responseExcerpt: null,
    errorMessage,
    durationMs: elapsed(),
    ...extra,
  });

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return end('invalid_url_or_blocked', 'The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return end('invalid_url_or_blocked', `Only http and https URLs are called (not ${url.protocol}).`);
  }
  if (url.username || url.password) return end('invalid_url_or_blocked', 'URLs carrying credentials are not called.');

  let timer: NodeJS.Timeout | undefined;
  const abort = new AbortController();
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Deadline());
      abort.abort();
    }, settings.timeoutMs);
  });
  const timeoutMessage = `No complete answer within ${settings.timeoutMs / 1000} s.`;
  try {
    // The URL parser has already normalised numeric hosts (2130706433, 0177.0.0.1 → 127.0.0.1).
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let target: { address: string; family: number };
    if (isIP(hostname)) {
      target = { address: hostname, family: isIP(hostname) };
    } else {
      let addresses: Array<{ address: string; family: number }>;
      try {
        addresses = await Promise.race([settings.resolve(hostname), deadline]);
      } catch (error) {
        if (error instanceof Deadline) return end('timeout', timeoutMessage);
        return end('dns_error', `Could not resolve ${hostname} (${codeOf(error) ?? 'no answer'}).`);
      }
      if (!addresses.length) return end('dns_error', `${hostname} has no address.`);
      // One refused address refuses the host: an attacker's name could mix public and internal answers.
      for (const { address } of addresses) {
        const reason = blockedReason(address, settings);
        if (reason) return end('invalid_url_or_blocked', `${hostname} resolves to ${describeBlockReason(reason)}, which is not called.`);
      }
      target = addresses.find((a) => a.family === 4) ?? addresses[0]!;
    }
    const reason = blockedReason(target.address, settings);
    if (reason) return end('invalid_url_or_blocked', `${hostname} is ${describeBlockReason(reason)}, which is not called.`);

    return await Promise.race([exchange(url, hostname, target, request, settings, abort.signal, elapsed, end), deadline]);
  } catch (error) {
    if (error instanceof Deadline) return end('timeout', timeoutMessage);
    return end('other', 'The call failed unexpectedly.');
  } finally {
    clearTimeout(timer);
  }
}

function exchange(
  url: URL,
  hostname: string,
  target: { address: string; family: number },
  request: OutboundRequest,
  settings: { maxResponseBytes: number },
  signal: AbortSignal,
  elapsed: () => number,
  end: (outcome: WebhookOutcome, errorMessage: string, extra?: Partial<OutboundResult>) => OutboundResult,
): Promise<OutboundResult> {
  return new Promise<OutboundResult>((resolve) => {
    // Connect to the checked address, whatever the host name would resolve to now.
    const pinned: LookupFunction = (_host, opts, callback) => {
      if ((opts as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
      } else callback(null, target.address, target.family);
    };
    const body = request.body !== undefined ? Buffer.from(request.body, 'utf8') : undefined;
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request({
      method: request.method,
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: {
        ...request.headers,
        ...(body && !Object.keys(request.headers).some((h) => h.toLowerCase() === 'content-length')
          ? { 'content-length': String(body.length) }
          : {}),
      },
      agent: false,
      lookup: pinned,
      ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
      maxHeaderSize: 16 * 1024,
      // At the deadline the socket is destroyed at once (the caller has already answered `timeout`).
      signal,
    });
    let settled = false;
    const finish = (result: OutboundResult) => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve(result);
    };
    req.on('error', (error) => finish(classifyError(error, target, url, end)));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const responseHeaders = redact({ ...res.headers }) as Record<string, unknown>;
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      const done = () => {
        const received = Buffer.concat(chunks);
        const excerpt = received.length ? redactString(received.subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8')) : '';
        const base = { statusCode: status, responseHeaders, responseExcerpt: excerpt };
        if (status >= 200 && status < 300) {
          if (tooLarge) {
            finish(end('response_too_large', `The answer is larger than ${settings.maxResponseBytes} bytes.`, base));
          } else finish({ outcome: 'delivered', ...base, errorMessage: null, durationMs: elapsed() });
        } else if (status >= 300 && status < 400) {
          finish(end('redirect_not_followed', `HTTP ${status}: redirects are not followed.`, base));
        } else if (status >= 400 && status < 500) {
          finish(end('http_4xx', `HTTP ${status}.`, base));
        } else if (status >= 500 && status < 600) {
          finish(end('http_5xx', `HTTP ${status}.`, base));
        } else finish(end('other', `Unexpected HTTP status ${status}.`, base));
      };
      res.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        size += chunk.length;
        if (size > settings.maxResponseBytes) {
          tooLarge = true;
          chunks.push(chunk.subarray(0, Math.max(0, chunk.length - (size - settings.maxResponseBytes))));
          done();
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', done);
      res.on('error', (error) => finish(classifyError(error, target, url, end)));
      res.on('aborted', () => finish(end('other', 'The answer was cut off.', { statusCode: status, responseHeaders })));
    });
    req.end(body);
  });
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_OSSL_|HOSTNAME_MISMATCH|EPROTO$)/;

function classifyError(
  error: unknown,
  target: { address: string },
  url: URL,
  end: (outcome: WebhookOutcome, errorMessage: string, extra?: Partial<OutboundResult>) => OutboundResult,
): OutboundResult {
  const code = codeOf(error) ?? '';
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (code === 'ECONNREFUSED') return end('connection_refused', `Connection refused by ${url.hostname}:${port}.`);
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return end('timeout', `Connection to ${url.hostname}:${port} timed out.`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return end('dns_error', `Could not resolve ${url.hostname} (${code}).`);
  if (TLS_CODES.test(code) || /SSL|TLS|certificate/i.test(String((error as Error)?.message))) {
    return end('tls_error', `TLS failed with ${url.hostname} (${code || 'handshake'}).`);
  }
  if (code === 'HPE_HEADER_OVERFLOW') return end('response_too_large', 'The answer headers are too large.');
  if (code === 'ECONNRESET') return end('other', `The connection to ${url.hostname}:${port} was reset.`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return end('other', `${target.address} is unreachable (${code}).`);
  return end('other', `The call failed (${code || 'unknown error'}).`);
}

const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
