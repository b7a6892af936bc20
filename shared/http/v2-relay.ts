// The relay to the previous platform: a v2 call of an organisation not yet migrated is sent on
// to V2_RELAY_BASE_URL with the same method, path, query, body and x-api-key, and its answer
// is returned as it came (status, body, content type). No answer within the time-out (10 s),
// or no answer at all: 502 `{message}`. The previous platform checks the key itself.
import type { HttpRequest, HttpResult } from './types.js';
import { V2Error } from '../domain/errors.js';
import { noteChangeSent } from '../log/invocation.js';
import { logger } from '../log/logger.js';
import { v2Settings } from '../v2/settings.js';

/** Request headers carried over besides x-api-key: what describes the body and the answer wanted. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent'] as const;

export async function relayToPreviousPlatform(request: HttpRequest): Promise<HttpResult> {
  const { V2_RELAY_BASE_URL: base, V2_RELAY_TIMEOUT_MS: timeoutMs } = v2Settings();
  if (!base) throw new V2Error(502, 'This organisation is served by the previous platform, which is not reachable from here.');
  const url = `${base.replace(/\/+$/, '')}${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) if (request.headers[name]) headers[name] = request.headers[name]!;
  if (request.headers['x-api-key'] !== undefined) headers['x-api-key'] = request.headers['x-api-key'];

  const started = performance.now();
  // The previous platform may act on a relayed change: an answer given without its result can no
  // longer say that nothing changed.
  if (request.method !== 'GET') noteChangeSent();
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'DELETE' || !request.rawBody.length ? undefined : request.rawBody,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    logger.warn('v2 relay failed', { method: request.method, path: request.path, timedOut, error });
    throw new V2Error(
      502,
      timedOut
        ? `The previous platform did not answer within ${Math.round(timeoutMs / 1000)} seconds; retry later.`
        : 'The previous platform could not be reached; retry later.',
    );
  }
  const body = Buffer.from(await answer.arrayBuffer());
  logger.info('v2 relayed', {
    method: request.method,
    path: request.path,
    status: answer.status,
    durationMs: Math.round(performance.now() - started),
  });
  const contentType = answer.headers.get('content-type');
  const location = answer.headers.get('location');
  return {
    status: answer.status,
    rawBody: body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(location ? { location } : {}) },
  };
}
