// The local stand-in for API Gateway (HTTP API): it turns each HTTP request into a payload
// 2.0 event and invokes the same route group handler that runs in Lambda. Routes come from
// the same manifests as the CDK stack; what matches no route goes to the fallback group.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { compilePath, type RouteGroupManifest, type RouteSpec } from '../../shared/http/route-manifest.js';
import { v2ErrorBody } from '../../shared/http/v2-errors.js';
import { PUBLIC_RATE_RULES, type PublicRateRule } from '../infra/config/public-rate-rules.js';
import { createRateLimiter } from './public-rate-limiter.js';

export type HttpLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** A route group's Lambda time-out when its manifest sets none (lib/infra/constructs/service-function.ts). */
const DEFAULT_TIMEOUT_SECONDS = 10;

/** HTTP API's longest wait for a Lambda integration's answer. */
const INTEGRATION_TIMEOUT_MS = 30_000;

/** API Gateway refuses bodies above 10 MB before any function runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/** Content types API Gateway passes as text; everything else arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml|javascript))/;

export interface StaticSite {
  /** Path prefix served from this site, e.g. `/pay`. */
  prefix: string;
  /** `headers`: extra answer headers (the dashboard's Content-Security-Policy, the file's Cache-Control: `no-cache` without one). */
  serve: (path: string) => Promise<{ body: Buffer; contentType: string; headers?: Record<string, string> } | undefined>;
}

export interface GatewayOptions {
  groups: readonly RouteGroupManifest[];
  fallbackGroup: string;
  loadHandler: (group: string) => Promise<HttpLambda>;
  host?: string;
  port?: number;
  /** Static sites served before the API (in the cloud, CloudFront in front of S3). */
  staticSites?: readonly StaticSite[];
  /** The public rate rules to enforce, as WAF does on AWS. Default: the declared ones. */
  publicRateRules?: readonly PublicRateRule[];
}

interface CompiledRoute {
  group: RouteGroupManifest;
  route: RouteSpec;
  match: (path: string) => Record<string, string> | undefined;
  /** API Gateway prefers the route with more literal segments. */
  literalSegments: number;
}

export interface Gateway {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const routes: CompiledRoute[] = options.groups
    .flatMap((group) =>
      group.routes.map((route) => ({
        group,
        route,
        match: compilePath(route.path),
        literalSegments: route.path.split('/').filter((s) => s && !s.startsWith('{')).length,
      })),
    )
    .sort((a, b) => b.literalSegments - a.literalSegments);
  const rateLimiter = createRateLimiter(options.publicRateRules ?? PUBLIC_RATE_RULES);

  const handlers = new Map<string, Promise<HttpLambda>>();
  const handlerOf = (group: string) => {
    let pending = handlers.get(group);
    if (!pending) handlers.set(group, (pending = options.loadHandler(group)));
    return pending;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      // The gateway itself failed (not a handler): answer as API Gateway would.
      process.stderr.write(`local gateway error: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  // A request Node's HTTP parser refuses (a control character in a header, a malformed request
  // line, headers over the size limit) never becomes a request: answer it on the raw socket, in
  // the format of its API generation, instead of Node's bare `400 Bad Request`.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(unparsableRequestAnswer(error.code, error.rawPacket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    // Read before the body: a body over the limit closes the connection, and its socket with it.
    const sourceIp = sourceIpOf(req);
    const body = await readBody(req);
    // The web ACL sees the viewer's request before anything else answers it.
    const refused = rateLimiter.check({ method, path: url.pathname, sourceIp });
    if (refused) {
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    if (body === undefined) {
      res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify(tooLargeBody(url.pathname)));
      return;
    }

    for (const site of options.staticSites ?? []) {
      if ((method === 'GET' || method === 'HEAD') && (url.pathname === site.prefix || url.pathname.startsWith(`${site.prefix}/`))) {
        const file = await site.serve(url.pathname.slice(site.prefix.length) || '/');
        if (file) {
          res.writeHead(200, { 'cache-control': 'no-cache', ...file.headers, 'content-type': file.contentType });
          res.end(method === 'HEAD' ? undefined : file.body);
          return;
        }
      }
    }

    let matched: { route: CompiledRoute; params: Record<string, string> } | undefined;
    for (const route of routes) {
      if (route.route.method !== method) continue;
      const params = route.match(url.pathname);
      if (params) {
        matched = { route, params };
        break;
      }
    }
    const groupName = matched?.route.group.name ?? options.fallbackGroup;
    const timeoutSeconds = matched?.route.group.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    const event = toEvent(req, url, method, body, matched);
    const handler = await handlerOf(groupName);
    // The function's time starts with the invocation (loading its code is Lambda's init phase).
    const context = lambdaContext(groupName, timeoutSeconds);
    const result = await invokeWithinTimeout(handler, event, context, timeoutSeconds);
    writeResult(res, result);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Invokes a handler as Lambda behind API Gateway does: a function still running at its time-out
 * is ended ("Task timed out") and API Gateway answers its own bare 500 `{"message":"Internal Server
 * Error"}`; past the integration's 30 s, 503 `{"message":"Service Unavailable"}`. The handlers
 * answer before their time-out themselves (shared/http/route-group.ts): this answer in local mode
 * means one did not. (Lambda would also freeze the work; here it runs on, unanswered.)
 */
export async function invokeWithinTimeout(
  handler: HttpLambda,
  event: APIGatewayProxyEventV2,
  context: Context,
  timeoutSeconds: number,
): Promise<APIGatewayProxyStructuredResultV2> {
  const functionTimeoutMs = timeoutSeconds * 1000;
  const limitMs = Math.min(functionTimeoutMs, INTEGRATION_TIMEOUT_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<APIGatewayProxyStructuredResultV2>((resolve) => {
    timer = setTimeout(() => {
      const functionEnded = functionTimeoutMs <= INTEGRATION_TIMEOUT_MS;
      process.stderr.write(
        functionEnded
          ? `local gateway: ${context.functionName} ${context.awsRequestId} Task timed out after ${timeoutSeconds}.00 seconds\n`
          : `local gateway: ${context.functionName} ${context.awsRequestId} integration timed out after ${INTEGRATION_TIMEOUT_MS / 1000} seconds\n`,
      );
      resolve({
        statusCode: functionEnded ? 500 : 503,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: functionEnded ? 'Internal Server Error' : 'Service Unavailable' }),
      });
    }, limitMs);
  });
  try {
    return await Promise.race([handler(event, context), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body over 10 MB, refused before any function runs, still answers in the format of the route's
 * API generation: v3 `{error: "file_too_large", message, maxBytes}`, v2 `{message}`. (On AWS, API
 * Gateway's own 413 cannot be mapped: see docs/api-decisions.md, "Upload size on AWS".)
 */
function tooLargeBody(path: string): Record<string, unknown> {
  if (path === '/api/v2' || path.startsWith('/api/v2/')) return { message: 'Request Entity Too Large' };
  return {
    error: 'file_too_large',
    message: 'The request body is over 10 MB, the largest the API accepts.',
    maxBytes: MAX_PAYLOAD_BYTES,
  };
}

/** Parser errors of Node's HTTP server (llhttp) that mean the request headers are too large. */
const HEADERS_TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW']);

/**
 * The raw HTTP answer to a request the parser refused: 400 (431 for headers too large), JSON in
 * the format of the path's API generation (v3 `{error: "validation_failed", message}`, v2
 * `{message}`), and the connection closed, since the rest of the stream cannot be trusted. The
 * path is read from the request line when it got that far; without one, v3.
 */
export function unparsableRequestAnswer(code: string | undefined, rawPacket?: Buffer): string {
  const requestLine = /^[A-Z]+ (\/[^ \r\n]*) HTTP\/1\.[01]\r?\n/.exec(rawPacket?.toString('latin1') ?? '');
  const path = (requestLine?.[1] ?? '/').split('?')[0]!;
  const tooLarge = HEADERS_TOO_LARGE.has(code ?? '');
  const message = tooLarge
    ? 'The request headers are too large.'
    : 'The request could not be read: a header name or value holds a character HTTP does not allow (a control character, for example), or the request line is malformed.';
  const v2 = path === '/api/v2' || path.startsWith('/api/v2/');
  const body = JSON.stringify(v2 ? v2ErrorBody(tooLarge ? 'Request Header Fields Too Large' : 'Bad Request') : { error: 'validation_failed', message });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  return [
    `HTTP/1.1 ${status}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    `x-request-id: ${randomUUID()}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  method: string,
  body: Buffer,
  matched: { route: CompiledRoute; params: Record<string, string> } | undefined,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    // Payload 2.0 moves cookies out of the headers into their own list.
    if (lower === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const isText = !body.length || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const routeKey = matched ? `${matched.route.route.method} ${matched.route.route.path}` : '$default';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(matched && Object.keys(matched.params).length ? { pathParameters: matched.params } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        // The socket's address, as API Gateway reports the TCP peer: never a client header.
        sourceIp: sourceIpOf(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

const normaliseIp = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/** The TCP peer's address, as API Gateway and WAF report it: never a client header. */
const sourceIpOf = (req: IncomingMessage) => normaliseIp(req.socket?.remoteAddress ?? '127.0.0.1');

function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export { lambdaContext };

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  if (body && !headers['content-length']) headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
