import { expect, it } from 'vitest';
import {
  CALL_NOT_STARTED,
  isDependencyFailure,
  mayHaveBeenApplied,
  neverSent,
} from '../../../../shared/aws/dependency-failures.js';

const socketError = (code: string, message = code) => Object.assign(new Error(message), { code });
const answered = (name: string, httpStatusCode: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

it('knows a call that never left: refused connection, unknown host, connection time-out, not started', () => {
  for (const error of [
    socketError('ECONNREFUSED'),
    socketError('ENOTFOUND'),
    Object.assign(new Error('@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 1000 ms.'), { name: 'TimeoutError' }),
    Object.assign(new Error('no time left'), { name: CALL_NOT_STARTED }),
  ]) {
    expect(isDependencyFailure(error), error.message).toBe(true);
    expect(neverSent(error), error.message).toBe(true);
    expect(mayHaveBeenApplied(error), error.message).toBe(false);
  }
});

it('knows a call whose answer was lost may have been applied: reset, hang up, request time-out, abort, 5xx', () => {
  for (const error of [
    socketError('ECONNRESET', 'socket hang up'),
    socketError('EPIPE'),
    Object.assign(new Error('a request has exceeded the configured 3000 ms requestTimeout.'), { name: 'TimeoutError' }),
    Object.assign(new Error('The operation was aborted'), { name: 'AbortError' }),
    answered('InternalServerError', 500),
  ]) {
    expect(isDependencyFailure(error), error.message).toBe(true);
    expect(neverSent(error), error.message).toBe(false);
    expect(mayHaveBeenApplied(error), error.message).toBe(true);
  }
});

it('knows a busy answer did nothing', () => {
  const throttled = answered('ProvisionedThroughputExceededException', 400);
  expect(isDependencyFailure(throttled)).toBe(true);
  expect(mayHaveBeenApplied(throttled)).toBe(false);
});

it('leaves refusals of the request and bugs alone: they are not dependency failures', () => {
  expect(isDependencyFailure(answered('ConditionalCheckFailedException', 400))).toBe(false);
  expect(isDependencyFailure(answered('ValidationException', 400))).toBe(false);
  expect(isDependencyFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  expect(isDependencyFailure(undefined)).toBe(false);
});
