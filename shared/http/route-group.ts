// One middy stack for every route group: request id and log context, header
// normalisation, body parsing, routing with @middy/http-router, one error handler, and an answer
// before Lambda's time-out: a request whose work is not done when the function's time is nearly up
// answers 503 itself, saying whether its change may have been made (never a bare 500 from API
// Gateway for a timed-out function, never a 500 for work that may still land).
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { AppError, DEPENDENCY_FAILURES, isAppError, type DependencyFailureCode } from '../domain/errors.js';
import { stringifyJson } from '../domain/json-number.js';
import { isDependencyFailure } from '../aws/dependency-failures.js';
import { isCapacityError, isTransactionConflict, storageFailureOf } from '../store/client.js';
import { abandonInvocationWork, invocation, invocationClock } from '../log/invocation.js';
import { logger } from '../log/logger.js';
import { readBody } from './body.js';
import { apiGenerationOf } from './api-generation.js';
import { authenticateRequest, type RouteGuard } from './guard.js';
import { guardReadingAhead } from './read-ahead.js';
import { bodyKindOf, routeKey, type HttpMethod, type RouteGroupManifest, type RouteKey } from './route-manifest.js';
import type { Action, HttpRequest, HttpResult } from './types.js';
import { toV2Error, v2ErrorResult } from './v2-errors.js';

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
          await guardReadingAhead(guard, action, request);
          return toLambdaResult(await action(request));
        } catch (error) {
          // v2 routes answer their errors in the v2 formats; v3 errors are mapped once, below.
          if (apiGenerationOf(route) === 'v2') return toLambdaResult(v2ErrorResult(error, (e) => errorResult(e, route.method)));
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

  // middy's own early time-out is off: it would throw (a 500) 5 ms before the end, while the work
  // goes on and may still write. The answer before the deadline is ours (answerBeforeDeadline).
  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>({ timeoutEarlyInMillis: 0 })
    .use(httpHeaderNormalizer())
    .handler(router as unknown as LambdaHttpHandler);

  return (event, context) => {
    const requestId = event.requestContext?.requestId || randomUUID();
    return invocation(context, { requestId, group: group.name }, async () => {
      const started = performance.now();
      const method = event.requestContext?.http?.method?.toUpperCase();
      const work = stack(event, context).catch((error: unknown) => toLambdaResult(errorResult(error, method)));
      const result = await answerBeforeDeadline(work, () => {
        const late = deadlineResult(method);
        return toLambdaResult(apiGenerationOf({ path: event.rawPath ?? '' }) === 'v2' ? toV2Error(late) : late);
      });
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

/** Methods that change nothing: their outcome is never unknown (a read answered late changed nothing). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Seconds a client waits before retrying after a dependency failure. */
const RETRY_AFTER_SECONDS = '1';

/**
 * 503 `service_unavailable`: a dependency (the table) failed before anything was changed. The
 * request was not carried out; the same request may be sent again.
 */
export function serviceUnavailable(message: string): HttpResult {
  return dependencyAnswer('service_unavailable', message);
}

/**
 * 503 `outcome_unknown`: a change was sent to the table and its answer never came (or the
 * function ran out of time after sending it): it may or may not have been made, and may still be.
 * A retry with the same Idempotency-Key returns the first request's answer if it was made, and
 * makes it once if not.
 */
export function outcomeUnknown(cause = 'storage did not answer in time'): HttpResult {
  return dependencyAnswer(
    'outcome_unknown',
    `The service could not confirm whether this change was made: ${cause}. It may or may not have been made. ` +
      'Retry with the same Idempotency-Key to get the original answer (or read the resource before sending it again without one).',
  );
}

const dependencyAnswer = (code: DependencyFailureCode, message: string): HttpResult => ({
  status: DEPENDENCY_FAILURES[code].status,
  body: { error: code, message },
  headers: { 'retry-after': RETRY_AFTER_SECONDS },
});

const NOTHING_CHANGED = 'Nothing was changed; retry after the Retry-After delay.';

/**
 * The answer to a dependency failure: `outcome_unknown` when the request changes something and
 * the change may have been made, `service_unavailable` when nothing was changed.
 */
function dependencyFailureResult(mayHaveChanged: boolean, method: string | undefined, message: string, cause?: string): HttpResult {
  return mayHaveChanged && !SAFE_METHODS.has(method ?? 'GET') ? outcomeUnknown(cause) : serviceUnavailable(message);
}

/** The answer given when the function's time is nearly up and the work is not done. */
function deadlineResult(method: string | undefined): HttpResult {
  const changeSent = invocationClock()?.changeSent ?? true;
  logger.error('request not done before the function\'s time-out: answered without it', { changeSent });
  // Storage or a provider: whichever held the request, the function's time ran out first.
  return dependencyFailureResult(changeSent, method, `A service this request depends on did not answer in time. ${NOTHING_CHANGED}`, 'a service it depends on did not answer in time');
}

/**
 * Answers with `work`'s result, or with `late()` if the work is not done when the answer is due
 * (ANSWER_MARGIN_MS before Lambda's time-out); then the work is abandoned: its storage calls in
 * flight are aborted and no new one starts.
 */
async function answerBeforeDeadline<T>(work: Promise<T>, late: () => T): Promise<T> {
  const answerBy = invocationClock()?.answerBy;
  if (answerBy === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      const answer = late();
      abandonInvocationWork('The request was answered before its work was done (the function was running out of time).');
      resolve(answer);
    }, Math.max(0, answerBy - Date.now()));
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Maps anything thrown to the contract's v3 error format; unexpected errors stay in the log.
 * `method` tells a read (its outcome is never unknown) from a change.
 */
export function errorResult(error: unknown, method?: string): HttpResult {
  if (isAppError(error)) {
    if (error.status >= 500) logger.error('request failed', { errorCode: error.code, error: error.cause ?? error });
    return { status: error.status, body: error.toBody(), headers: error.headers };
  }
  if (isTransactionConflict(error)) {
    // Another request changed the same items at the same moment: nothing was written.
    logger.warn('transaction conflict', { error });
    return { status: 409, body: { error: 'conflict', message: 'A concurrent change to the same resource; retry.' } };
  }
  const storage = storageFailureOf(error);
  if (storage) {
    logger.error('storage failed', { outcome: storage, error });
    // The table refused the call for capacity, past the SDK's retries: a retry soon succeeds.
    const message = isCapacityError(error)
      ? `The service is busy right now. ${NOTHING_CHANGED}`
      : `The service's storage is unavailable right now. ${NOTHING_CHANGED}`;
    return dependencyFailureResult(storage === 'outcome_unknown', method, message);
  }
  if (isDependencyFailure(error)) {
    // Another AWS service (KMS, S3, SQS) unreachable, too slow or failing: what it may have done
    // is known only as "a change left this invocation, or none did".
    logger.error('dependency failed', { error });
    return dependencyFailureResult(
      invocationClock()?.changeSent ?? true,
      method,
      `A service this request depends on is unavailable right now. ${NOTHING_CHANGED}`,
      'a service it depends on failed',
    );
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
