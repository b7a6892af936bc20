// One middy stack for every route group: request id and log context, header
// normalisation, body parsing, routing with @middy/http-router, and one error handler.
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { AppError, isAppError } from '../domain/errors.js';
import { stringifyJson } from '../domain/json-number.js';
import { isCapacityError, isTransactionConflict } from '../store/client.js';
import { invocation } from '../log/invocation.js';
import { logger } from '../log/logger.js';
import { readBody } from './body.js';
import { apiGenerationOf } from './api-generation.js';
import { authenticateRequest, type RouteGuard } from './guard.js';
import { bodyKindOf, routeKey, type HttpMethod, type RouteGroupManifest, type RouteKey } from './route-manifest.js';
import type { Action, HttpRequest, HttpResult } from './types.js';
import { v2ErrorResult } from './v2-errors.js';

export type LambdaHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The actions of a group: exactly one per route of its manifest, checked by the compiler. */
export type ActionsOf<G extends RouteGroupManifest> = { [K in RouteKey<G['routes'][number]>]: Action };

/** Builds the Lambda handler of a route group from its manifest and its actions. */
export function routeGroup<G extends RouteGroupManifest>(
  group: G,
  actions: ActionsOf<G>,
  guard: RouteGuard = authenticateRequest,
): LambdaHttpHandler {
  const routes = group.routes.map((route) => {
    const action = (actions as Record<string, Action>)[routeKey(route)];
    if (!action) throw new Error(`Route group ${group.name}: no action for ${routeKey(route)}`);
    return {
      method: route.method,
      path: route.path,
      handler: async (event: APIGatewayProxyEventV2, context: Context) => {
        try {
          const request = await toHttpRequest(event, context, route);
          await guard(request);
          return toLambdaResult(await action(request));
        } catch (error) {
          // v2 routes answer their errors in the v2 formats; v3 errors are mapped once, below.
          if (apiGenerationOf(route) === 'v2') return toLambdaResult(v2ErrorResult(error, errorResult));
          throw error;
        }
      },
    };
  });

  const router = httpRouterHandler({
    routes,
    notFoundResponse: ({ method, path }: { method: string; path: string }) => {
      throw new AppError('route_not_found', `No route ${method} ${path}.`);
    },
  });

  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(httpHeaderNormalizer())
    .handler(router as unknown as LambdaHttpHandler);

  return (event, context) => {
    const requestId = event.requestContext?.requestId || randomUUID();
    return invocation(context, { requestId, group: group.name }, async () => {
      const started = performance.now();
      let result: APIGatewayProxyStructuredResultV2;
      try {
        result = await stack(event, context);
      } catch (error) {
        result = toLambdaResult(errorResult(error));
      }
      result.headers = { ...result.headers, 'x-request-id': requestId };
      logger.info('request', {
        method: event.requestContext?.http?.method,
        path: event.rawPath,
        status: result.statusCode,
        durationMs: Math.round(performance.now() - started),
      });
      return result;
    });
  };
}

/** Maps anything thrown to the contract's v3 error format; unexpected errors stay in the log. */
export function errorResult(error: unknown): HttpResult {
  if (isAppError(error)) {
    if (error.status >= 500) logger.error('request failed', { errorCode: error.code, error: error.cause ?? error });
    return { status: error.status, body: error.toBody(), headers: error.headers };
  }
  if (isTransactionConflict(error)) {
    // Another request changed the same items at the same moment: nothing was written.
    logger.warn('transaction conflict', { error });
    return { status: 409, body: { error: 'conflict', message: 'A concurrent change to the same resource; retry.' } };
  }
  if (isCapacityError(error)) {
    // The table refused the call for capacity, past the SDK's retries: a retry soon succeeds.
    logger.error('storage throttled', { error });
    return {
      status: 503,
      body: { error: 'service_unavailable', message: 'The service is busy right now; retry in a moment.' },
      headers: { 'retry-after': '1' },
    };
  }
  logger.error('unexpected error', { error });
  return {
    status: 500,
    body: { error: 'internal_error', message: 'An unexpected error occurred. It has been logged; retry later.' },
  };
}

async function toHttpRequest(
  event: APIGatewayProxyEventV2,
  context: Context,
  route: HttpRequest['route'],
): Promise<HttpRequest> {
  const headers = (event.headers ?? {}) as Record<string, string>;
  const rawBody = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const { body, files } = await readBody(bodyKindOf(route), headers['content-type'], rawBody);
  return {
    requestId: event.requestContext.requestId,
    method: event.requestContext.http.method.toUpperCase() as HttpMethod,
    path: event.rawPath,
    route,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    query: new URLSearchParams(event.rawQueryString ?? ''),
    rawQuery: event.rawQueryString ?? '',
    headers,
    cookies: parseCookies(event.cookies ?? []),
    body,
    files,
    rawBody,
    sourceIp: event.requestContext.http.sourceIp,
    userAgent: headers['user-agent'],
    receivedAt: new Date(),
    remainingTimeMs: () => context.getRemainingTimeInMillis?.() ?? 10_000,
  };
}

/**
 * The request's cookies by name. A browser sends every cookie of the site, including those other
 * scripts wrote (an analytics `_ga=50%`): one whose value is not valid percent-encoding is not
 * one of ours, and is ignored rather than failing the request.
 */
function parseCookies(cookies: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const header of cookies) {
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const value = decodedCookieValue(part.slice(eq + 1).trim());
      if (value !== undefined) out[part.slice(0, eq).trim()] = value;
    }
  }
  return out;
}

function decodedCookieValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const BASE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function toLambdaResult(result: HttpResult): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { ...BASE_HEADERS, ...result.headers };
  let body: string | undefined;
  let isBase64Encoded = false;
  if (result.rawBody !== undefined) {
    if (Buffer.isBuffer(result.rawBody)) {
      body = result.rawBody.toString('base64');
      isBase64Encoded = true;
    } else {
      body = result.rawBody;
    }
  } else if (result.body !== undefined) {
    body = stringifyJson(result.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  return {
    statusCode: result.status,
    headers,
    body: body ?? '',
    isBase64Encoded,
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
  };
}
