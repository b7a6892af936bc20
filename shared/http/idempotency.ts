// `Idempotency-Key` for any action: wrap it with `withIdempotency(action)`.
//
// Primary course (with the header; without it the action simply runs):
// 1. the key is 1 to 255 visible ASCII characters (400 `invalid_idempotency_key`);
// 2. claim the key, scoped to the organisation (by default), with a lock that ends when the
//    function would time out: a crashed request frees its key then;
// 3. the key is already claimed: another route or another body is 422
//    `idempotency_key_reused`; the first request still running is 409
//    `idempotency_request_in_progress`; a finished one is answered again, byte for byte
//    (status, body and content type), with `Idempotent-Replayed: true`;
// 4. run the action. A 2xx answer is kept 24 hours (TTL); any other answer, or an error,
//    frees the key (a failed request is not kept), so the client may retry with it.
//
// When storage fails, the answer is 503 and is never kept: `outcome_unknown` when the action's
// write may have been made. An action that keeps its answer in its own transaction (POST
// /payments, POST /payment-links) makes that retry safe whatever happened: if the write was made, the key is done with
// its answer, and the retry gets it; if not, the key is freed (or its lock ends, at the latest
// when the function would have timed out) and the retry does the work, once: a write the table
// applies late carries this request's lock id as a condition, so it cannot land once the key was
// freed or taken by the retry.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import {
  claimIdempotencyKey as claim,
  getIdempotencyItem,
  idempotencyKeys,
  idempotentAnswerWrite as keepWrite,
  keepIdempotentAnswer as keep,
  releaseIdempotencyKey as release,
  type StoredResponse,
} from '../store/idempotency-repository.js';
import type { TransactItem } from '../store/client.js';
import { accessOf } from './guard.js';
import type { Action, HttpRequest, HttpResult } from './types.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII: `!` (0x21) to `~` (0x7E). */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;


export interface IdempotencyOptions {
  /** Who the key belongs to; the organisation of the caller by default. */
  scope?: (request: HttpRequest) => string;
}

/**
 * Lets an action keep its answer in the same transaction as its work, so that no failure after
 * the work (a lost answer, a throttled write) can leave a key free for the work to be done again.
 */
export interface IdempotencyHandle {
  /** The write that marks the key done with this answer; include it in the action's transaction. */
  answerWrite(status: number, body: unknown): TransactItem;
}

const handles = new WeakMap<HttpRequest, IdempotencyHandle>();

/** The request's idempotency handle, when it carries an `Idempotency-Key` and runs under withIdempotency. */
export const idempotencyOf = (request: HttpRequest): IdempotencyHandle | undefined => handles.get(request);

export function withIdempotency(action: Action, options: IdempotencyOptions = {}): Action {
  return async (request) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return action(request);
    if (!KEY_PATTERN.test(key)) {
      throw new AppError('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const scope = options.scope ? options.scope(request) : accessOf(request).organisation.id;
    const itemKey = idempotencyKeys.item(scope, key);
    const route = `${request.method} ${request.path}`;
    const fingerprint = createHash('sha256').update(request.rawBody).digest('hex');
    const lockId = randomUUID();

    try {
      // A key freed between a failed claim and the read that follows it is claimed again.
      for (let tries = 0; ; tries += 1) {
        if (await claim(itemKey, { route, fingerprint, lockId, lockedUntil: Date.now() + request.remainingTimeMs() })) break;
        const answer = await answerClaimed(itemKey, route, fingerprint, lockId);
        if (answer === 'ours') break;
        if (answer) return answer;
        if (tries >= 2) throw inProgress();
      }
    } catch (error) {
      // The table may have applied our claim and lost every answer: free it, or the client's
      // retry would be refused as in progress until the lock ends, for work that never started.
      if (!(error instanceof AppError)) await releaseQuietly(itemKey, lockId, FREE_AFTER_FAILURE_WITHIN_MS);
      throw error;
    }

    let keptWithTheWork: StoredResponse | undefined;
    const handle: IdempotencyHandle = {
      answerWrite: (status, body) => {
        keptWithTheWork = serialise({ status, body });
        return keepWrite(itemKey, lockId, keptWithTheWork);
      },
    };
    let result: HttpResult;
    try {
      handles.set(request, handle);
      result = await action(request);
    } catch (error) {
      // Frees the key only while it is in progress: an answer kept with the work stays. When the
      // work's write may still land, the lock id it carries keeps it from landing once the key is freed.
      await releaseQuietly(itemKey, lockId, FREE_AFTER_FAILURE_WITHIN_MS);
      throw error;
    }
    if (result.status < 200 || result.status >= 300) {
      await release(itemKey, lockId);
      return result;
    }
    const response = serialise(result);
    // The action kept this very answer in its own transaction: nothing is left to write.
    if (keptWithTheWork?.body === response.body && keptWithTheWork.status === response.status) {
      return replayOf(response, result.headers);
    }
    try {
      await keepDespiteFaults(itemKey, lockId, response, request.remainingTimeMs);
    } catch (error) {
      // The work is done and its answer is here: the client gets it. Only a retry with this key
      // after the lock ends could do the work again; a 503 instead would make the client retry now.
      logger.error('idempotency answer not kept: the key frees itself when its lock ends', { error });
    }
    return replayOf(response, result.headers);
  };
}


/** How long the way out of a failed request waits to free its key; past it, the lock ends on its own. */
const FREE_AFTER_FAILURE_WITHIN_MS = 2_000;

/** 409 for a key still held; Retry-After says when its lock ends at the latest. */
const inProgress = (lockedUntil?: number) =>
  new AppError(
    'idempotency_request_in_progress',
    'A request with this Idempotency-Key is still running; retry later.',
    {},
    lockedUntil === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil((lockedUntil - Date.now()) / 1000))) },
  );

/**
 * The answer to a request whose key is taken; undefined when the key was freed meanwhile, and
 * `ours` when the claim that failed was this request's own, applied by the table on a first try
 * whose answer was lost and refused on the SDK's retry.
 */
async function answerClaimed(
  key: Record<string, string>,
  route: string,
  fingerprint: string,
  lockId: string,
): Promise<HttpResult | 'ours' | undefined> {
  const item = await getIdempotencyItem(key);
  if (!item) return undefined;
  if (item.lockId === lockId && item.state === 'in_progress') return 'ours';
  if (item.route !== route || item.fingerprint !== fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was used with another request (route or body); use a new key for a new request.',
    );
  }
  if (item.state !== 'done' || !item.response) throw inProgress(item.lockedUntil);
  return replayOf(item.response, { 'idempotent-replayed': 'true' });
}

function serialise(result: HttpResult): StoredResponse {
  const contentType = result.headers?.['content-type'] ?? (result.rawBody === undefined && result.body !== undefined ? 'application/json; charset=utf-8' : null);
  const body =
    result.rawBody !== undefined
      ? Buffer.isBuffer(result.rawBody)
        ? result.rawBody.toString('utf8')
        : result.rawBody
      : result.body === undefined
        ? ''
        : JSON.stringify(result.body);
  return { status: result.status, contentType, body };
}

/** The answer built from the stored bytes: the first answer and every replay are the same bytes. */
function replayOf(response: StoredResponse, headers: Record<string, string> = {}): HttpResult {
  return {
    status: response.status,
    rawBody: response.body,
    headers: { ...headers, ...(response.contentType ? { 'content-type': response.contentType } : {}) },
  };
}

/**
 * The work is done: its answer must be kept, or a retry after the lock ends would do it again.
 * A throttled or failed write is tried again while the function has time (the SDK has already
 * tried three times); only then does it give up, leaving the key locked until it would have timed
 * out (the caller still answers the work's result).
 */
async function keepDespiteFaults(
  key: Record<string, string>,
  lockId: string,
  response: StoredResponse,
  remainingTimeMs: () => number,
): Promise<void> {
  for (let round = 1; ; round += 1) {
    try {
      return await keep(key, lockId, response);
    } catch (error) {
      const pause = Math.min(100 * 2 ** round, 1_000);
      if (remainingTimeMs() < pause + 1_000) throw error;
      logger.warn('idempotency answer not kept yet; trying again', { round, error });
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}




/**
 * Frees the key on the way out of a failed request, without hiding why it failed: a release the
 * table refuses too leaves the lock to end on its own, as a crashed request's would.
 */
async function releaseQuietly(key: Record<string, string>, lockId: string, withinMs?: number): Promise<void> {
  try {
    await release(key, lockId, { withinMs });
  } catch (error) {
    logger.warn('idempotency key not freed after a failed request; it frees itself when its lock ends', { error });
  }
}
