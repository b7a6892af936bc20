// What a failed call to an AWS service (DynamoDB, KMS, S3, SQS...) says about the service and
// about the call: a dependency that is unreachable, slow or busy is an incident to retry after,
// not a bug of ours, and a call that never left cannot have changed anything.

/** Socket errors that happen before a request leaves: nothing reached the service. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL']);

/** Socket errors of a connection that was open: the request may have reached the service. */
const LOST_ANSWER_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'UND_ERR_SOCKET']);

/** Names AWS services and their SDK give a call refused for capacity or rate: nothing was done. */
const BUSY_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TooManyRequestsException',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
]);

/** A call our own code refused to start (the invocation's time was up): it never left. */
export const CALL_NOT_STARTED = 'CallNotStarted';

interface ErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

const shape = (error: unknown): ErrorShape => (error && typeof error === 'object' ? (error as ErrorShape) : {});

const statusOf = (error: unknown): number | undefined => shape(error).$metadata?.httpStatusCode;

/** The socket error code of an error or of its cause (fetch reports it in `cause.code`). */
const codeOf = (error: unknown): string | undefined => shape(error).code ?? shape(shape(error).cause).code;

/** The service answered that it is busy (throttled, over a limit): the call did nothing. */
export const isBusyAnswer = (error: unknown): boolean => {
  const { name } = shape(error);
  return (name !== undefined && BUSY_NAMES.has(name)) || statusOf(error) === 429;
};

/** The call failed before it left: refused connection, unknown host, connection time-out, or not started. */
export function neverSent(error: unknown): boolean {
  const { name, message } = shape(error);
  if (name === CALL_NOT_STARTED) return true;
  const code = codeOf(error);
  if (code !== undefined && NOT_SENT_CODES.has(code)) return true;
  // The HTTP handler's connection time-out: the socket never connected.
  return name === 'TimeoutError' && /did not establish a connection/.test(message ?? '');
}

/**
 * The call got no answer: the connection failed, was reset or timed out, or the call was aborted
 * (the invocation ran out of time). Whether the request reached the service is `neverSent`'s question.
 */
export function isTransportFailure(error: unknown): boolean {
  if (statusOf(error) !== undefined && statusOf(error)! > 0) return false;
  const { name, message } = shape(error);
  if (name === CALL_NOT_STARTED || name === 'TimeoutError' || name === 'AbortError' || name === 'RequestTimeout') return true;
  const code = codeOf(error);
  if (code !== undefined && (NOT_SENT_CODES.has(code) || LOST_ANSWER_CODES.has(code))) return true;
  return /socket hang up/i.test(message ?? '');
}

/**
 * A dependency failure: the service could not be reached or did not answer in time, answered
 * that it is busy, or failed on its side (5xx). Anything else (a refusal of the request itself, a
 * bug of ours) is not one.
 */
export function isDependencyFailure(error: unknown): boolean {
  const status = statusOf(error);
  return isTransportFailure(error) || isBusyAnswer(error) || (status !== undefined && status >= 500);
}

/**
 * Whether a failed try of a request may still have been carried out by the service: it left
 * and its answer was lost, or the service failed on its side while handling it (5xx). A refusal
 * the service answered (4xx, busy included) and a try that never left did nothing.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  if (neverSent(error) || isBusyAnswer(error)) return false;
  const status = statusOf(error);
  if (status !== undefined && status > 0) return status >= 500;
  // No answer at all: the request may have been received, and applied, before the connection failed.
  return true;
}
