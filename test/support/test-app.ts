// One isolated app per test file: its own table, queues, mail folder and gateway port, on
// the stand-ins the global setup started. Logs are captured so tests can scan them.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '../../lib/local/app.js';
import { setLogSink } from '../../shared/log/logger.js';
import { resetSandboxUrlOverrides } from '../../shared/connectors/registry.js';
import type { RunningSimulators } from '../../lib/local/simulators/index.js';
import { requestMismatch, responseMismatch, responseValidationOn } from './response-validator.js';

export interface TestApp extends LocalApp {
  http: HttpClient;
  mailDir: string;
  /** Every log line written since the app started. */
  logs: string[];
  /** The .eml files written so far, oldest first. */
  mails(): Promise<string[]>;
  /** The provider sandboxes (one simulator per provider) that sandbox affiliations talk to. */
  simulators: RunningSimulators;
}

export interface TestAppOptions extends Partial<Omit<LocalAppOptions, 'standIns'>> {
  /** Another address for DynamoDB (a fault-injecting proxy in front of DynamoDB Local). */
  dynamodbEndpoint?: string;
}

export async function startTestApp({ dynamodbEndpoint, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const logs: string[] = [];
  setLogSink((line) => logs.push(line));
  const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
  // The app serves the checkout page (`<gateway>/pay/<reference>`) and the dashboard
  // (`<gateway>/dashboard/`), each built at its first request, and starts the provider sandboxes.
  const app = await startLocalApp({
    standIns: { ...inject('standIns'), ...(dynamodbEndpoint ? { dynamodbEndpoint } : {}) },
    namespace: `t${randomBytes(5).toString('hex')}`,
    stage: 'test',
    mailDir,
    runSchedules: false,
    onError: (error) => logs.push(JSON.stringify({ level: 'error', message: 'local runner', error: String(error) })),
    // Every request of a test comes from one loopback address, standing for many payers: the
    // public rate limits (WAF's, enforced by the gateway) apply only where a test sets them.
    publicRateLimits: 'off',
    ...options,
    // Passwords hash at scrypt N=2^12 instead of 2^17 (deployed and `npm start`): the suite signs in
    // thousands of times, and each hash at full cost takes half a second of one core.
    env: { PASSWORD_HASH_COST: '12', ...options.env },
  });
  resetSandboxUrlOverrides();
  return {
    ...app,
    simulators: app.simulators!,
    stop: async () => {
      await app.stop();
      // A use a function did not declare failed its call; say so even where the code caught the error.
      if (app.refusedResourceUses.length) {
        throw new Error(`Undeclared resource uses:\n${[...new Set(app.refusedResourceUses)].join('\n')}`);
      }
    },
    http: httpClient(app.baseUrl),
    mailDir,
    logs,
    mails: async () => {
      const files = (await readdir(mailDir)).sort();
      return Promise.all(files.map((f) => readFile(join(mailDir, f), 'utf8')));
    },
  };
}

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is, with the given headers (malformed JSON, multipart, ...). */
  rawBody?: string | Buffer | FormData;
  /** Sent outside the API document on purpose (to show that the service ignores it): the request is not checked against it. */
  offDocument?: boolean;
}

export type HttpClient = ReturnType<typeof httpClient>;

const contentTypeOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';

/** The JSON a request carried (its `body`, or a raw body that parses as a JSON object), for the request check. */
function sentJson(options: RequestOptions): unknown {
  if (options.body !== undefined) return JSON.parse(JSON.stringify(options.body)) as unknown;
  if (typeof options.rawBody !== 'string' && !Buffer.isBuffer(options.rawBody)) return undefined;
  try {
    return JSON.parse(options.rawBody.toString());
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const keptAlive = new Agent({ keepAlive: true });
/** Decodes as `fetch`'s `text()` does: a leading byte order mark is dropped. */
const utf8 = new TextDecoder();

/** The headers `fetch` adds to every request, kept so that the service sees the same client. */
const FETCH_DEFAULTS: Record<string, string> = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node' };

/**
 * Node's own HTTP client, as a payer's or merchant's client sends: the same request as `fetch` (no redirect
 * followed) at a third of its CPU (0.23 ms against 0.72 ms a request on loopback, both ends counted), which the
 * suite's tens of thousands of requests spend on a machine the tests keep busy.
 */
function sent(url: string, method: string, given: Record<string, string>, body: string | Buffer | undefined): Promise<Answer> {
  const named = new Set(Object.keys(given).map((name) => name.toLowerCase()));
  const headers: Record<string, string> = { ...given };
  for (const [name, value] of Object.entries(FETCH_DEFAULTS)) if (!named.has(name)) headers[name] = value;
  if (body !== undefined && !named.has('content-length')) headers['content-length'] = String(Buffer.byteLength(body));
  return sentOnce(url, method, headers, body, true);
}

/**
 * One request. A kept-alive connection the server closed for idleness just as the request went out ends in a reset
 * before any answer (Node's agent drops an idle connection a second before the server's keep-alive timeout, but a
 * worker's event loop can lag more than that on a busy machine): the server never read that request, so it is sent
 * again, once, on a new connection, as Node's documentation advises.
 */
function sentOnce(url: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined, mayResend: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: keptAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answered = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answered.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode!, headers: answered, text: utf8.decode(Buffer.concat(chunks)) });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (mayResend && req.reusedSocket && error.code === 'ECONNRESET') resolve(sentOnce(url, method, headers, body, false));
      else reject(error);
    });
    req.end(body);
  });
}

/** A multipart body (`FormData`) goes through `fetch`, which encodes it. */
async function fetched(url: string, method: string, headers: Record<string, string>, body: FormData): Promise<Answer> {
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export function httpClient(baseUrl: string) {
  const request = async <T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Buffer | FormData | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = body instanceof FormData ? await fetched(`${baseUrl}${path}`, method, headers, body) : await sent(`${baseUrl}${path}`, method, headers, body);
    const text = res.text;
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    if (responseValidationOn()) {
      const mismatch = responseMismatch(method, path, res.status, res.headers.get('content-type') ?? '', parsed);
      if (mismatch) throw new Error(`Response does not match the API document: ${mismatch}\n${text.slice(0, 2000)}`);
      const refused = options.offDocument ? undefined : requestMismatch(method, path, res.status, contentTypeOf(headers), sentJson(options));
      if (refused) throw new Error(`Request does not match the API document: ${refused}`);
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };
  return {
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}
