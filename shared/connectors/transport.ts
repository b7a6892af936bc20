// The HTTP plumbing shared by every provider client: a time-out on every try, repeats only when
// repeating is safe, and transport failures turned into ProviderError with a normalised code.
// What a provider's answer means is left to its mapping module.
import { logger } from '../log/logger.js';
import { ProviderError, type ConnectorContext } from './payment-connector.js';
import type { ProviderCode } from '../domain/payments.js';
import { count, milliseconds } from '../log/metrics.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Back-off before the first and second repeat: short, the caller has a payer waiting. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [100, 300];

export type RepeatPolicy =
  /** Reads (status, credential checks): repeated after a time-out, a network failure or a 5xx. */
  | 'safe_to_repeat'
  /** Calls that may create a payment: repeated only when the request provably never left (connection refused, DNS). */
  | 'only_if_not_sent';

export interface ProviderRequest {
  provider: ProviderCode;
  /** Names the call in logs and messages, e.g. `register.do`. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Sent as `application/json`. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  repeat: RepeatPolicy;
}

export interface ProviderAnswer {
  status: number;
  contentType: string;
  text: string;
}

interface TransportFailure {
  code: string;
  /** False only when the request certainly did not reach the provider. */
  mayHaveBeenSent: boolean;
  description: string;
  httpStatus?: number;
}

/** Sends one request, repeating it as its policy allows. 4xx answers are returned: they carry the provider's own errors. */
export async function sendToProvider(ctx: ConnectorContext, request: ProviderRequest): Promise<ProviderAnswer> {
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const repeatDelays = ctx.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  for (let tryNumber = 1; ; tryNumber++) {
    const startedAt = Date.now();
    const outcome = await sendOnce(request, timeoutMs);
    const durationMs = Date.now() - startedAt;
    milliseconds('ProviderLatency', { provider: request.provider }, durationMs);
    const logFields = { provider: request.provider, operation: request.operation, try: tryNumber, durationMs };

    if ('answer' in outcome) {
      logger.info('provider call', { ...logFields, httpStatus: outcome.answer.status });
      return outcome.answer;
    }
    const failure = outcome.failure;
    count('ProviderErrors', { provider: request.provider });
    logger.warn('provider call failed', { ...logFields, providerErrorCode: failure.code, httpStatus: failure.httpStatus });

    const repeatAllowed =
      request.repeat === 'safe_to_repeat' ? failure.code !== 'http_429' : !failure.mayHaveBeenSent;
    const delay = repeatDelays[tryNumber - 1];
    if (!repeatAllowed || delay === undefined) {
      throw new ProviderError(
        request.provider,
        failure.code,
        `${request.provider} ${request.operation}: ${failure.description}`,
        { transient: true, httpStatus: failure.httpStatus },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function sendOnce(
  request: ProviderRequest,
  timeoutMs: number,
): Promise<{ answer: ProviderAnswer } | { failure: TransportFailure }> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }

  try {
    // One signal covers connecting, waiting and reading the body.
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 500 || response.status === 429) {
      return {
        failure: {
          code: `http_${response.status}`,
          mayHaveBeenSent: true,
          description: `the provider answered HTTP ${response.status}`,
          httpStatus: response.status,
        },
      };
    }
    return { answer: { status: response.status, contentType: response.headers.get('content-type') ?? '', text } };
  } catch (error) {
    return { failure: describeFetchFailure(error, timeoutMs) };
  }
}

/** Node's fetch reports the socket error in `cause.code`. */
function describeFetchFailure(error: unknown, timeoutMs: number): TransportFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { code: 'timeout', mayHaveBeenSent: true, description: `no answer within ${timeoutMs} ms` };
  }
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return { code: 'connection_refused', mayHaveBeenSent: false, description: 'the connection was refused' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { code: 'dns_error', mayHaveBeenSent: false, description: 'the host name could not be resolved' };
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { code: 'timeout', mayHaveBeenSent: false, description: 'the connection could not be opened in time' };
    default:
      return { code: 'network_error', mayHaveBeenSent: true, description: 'the connection failed' };
  }
}

/** Parses a JSON answer; anything else is the provider's fault and worth asking again later. */
export function readJson(answer: ProviderAnswer, provider: ProviderCode, operation: string): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    throw malformed(provider, operation, `the answer (HTTP ${answer.status}) is not JSON`);
  }
}

export function malformed(provider: ProviderCode, operation: string, detail: string): ProviderError {
  return new ProviderError(provider, 'malformed_response', `${provider} ${operation}: ${detail}`, { transient: true });
}
