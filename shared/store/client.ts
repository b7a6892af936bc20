// The DynamoDB document client, created once per container from the environment.
//
// Every call fits in the invocation's time: a try that gets no answer is cut after a third of the
// time the function has to answer (so the SDK's three tries fit in it), no try starts once the
// answer is due, and a call still running when the HTTP handler answers without it is aborted
// (shared/log/invocation.ts). A call that fails on the table's side is classified, for the answer
// the client gets: nothing was written, or a write whose outcome is unknown (storageFailureOf).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { keptPerContainer } from '../config/container.js';
import { CALL_NOT_STARTED, isDependencyFailure, mayHaveBeenApplied } from '../aws/dependency-failures.js';
import { env, required } from '../config/env.js';
import { reportAccess } from '../config/resource-use.js';
import { invocationClock, noteChangeSent, type InvocationClock } from '../log/invocation.js';
import { traced } from '../log/tracer.js';
import { isCopied, withCopies } from './read-copies.js';
import { isWriteOperation, operationOf, tableAccessOf } from './table-access.js';

let client: DynamoDBDocumentClient | undefined;
keptPerContainer(() => {
  client?.destroy();
  client = undefined;
});

/** Tries of a transaction cancelled by a conflict with another one (nothing written), first included. */
export const TRANSACTION_CONFLICT_TRIES = 4;

/** Tries of one call by the SDK, first included (throttling, a lost answer, a time-out). */
export const STORAGE_MAX_ATTEMPTS = 3;
/**
 * Time to open a connection to the table; past it, nothing was sent. In the same region a connection
 * opens in milliseconds, but a connection request lost in a burst is sent again only after 1 s
 * (Linux's first SYN retransmission): 3 s leave room for that one, and for a second at 3 s to fail.
 */
export const STORAGE_CONNECT_TIMEOUT_MS = 3_000;
/** Bounds of one try's time-out: a third of the time the function has to answer, within these. */
export const STORAGE_ATTEMPT_TIMEOUT_MIN_MS = 1_000;
export const STORAGE_ATTEMPT_TIMEOUT_MAX_MS = 10_000;
/** A try that would have less than this before the answer is due is not started (nothing sent). */
const LEAST_TIME_FOR_A_TRY_MS = 100;

/** One try's time-out: a third of the invocation's time to answer, so that the SDK's tries fit in it. */
export function attemptTimeoutMs(clock: Pick<InvocationClock, 'startedAt' | 'answerBy'> | undefined): number {
  if (clock?.answerBy === undefined) return STORAGE_ATTEMPT_TIMEOUT_MAX_MS;
  const share = Math.floor((clock.answerBy - clock.startedAt) / STORAGE_MAX_ATTEMPTS);
  return Math.min(STORAGE_ATTEMPT_TIMEOUT_MAX_MS, Math.max(STORAGE_ATTEMPT_TIMEOUT_MIN_MS, share));
}

export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      maxAttempts: STORAGE_MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: STORAGE_CONNECT_TIMEOUT_MS,
        requestTimeout: STORAGE_ATTEMPT_TIMEOUT_MAX_MS,
        // Without it, a try past its time-out is only logged, and waits on.
        throwOnRequestTimeout: true,
      },
    });
    // Each try is bounded by the invocation's time (its own time-out, and the invocation's signal).
    const config = base.config as { requestHandler: typeof base.config.requestHandler };
    config.requestHandler = withinInvocationTime(base.config.requestHandler);
    // What a failed call may have done, for the answer the client gets (storageFailureOf): outermost,
    // so that it sees the call's last error, after every retry.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        const call: CallRecord = { mayHaveApplied: false };
        calls.set(context, call);
        try {
          return await next(args);
        } catch (error) {
          classifyFailure(error, operationOf(context.commandName ?? ''), call);
          throw error;
        }
      },
      { step: 'initialize', name: 'classifyStorageFailures', priority: 'high' },
    );
    // Each try that fails after it may have reached the table: its write may have been applied.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        try {
          const out = await next(args);
          const status = (out.response as { statusCode?: number } | undefined)?.statusCode;
          if (status !== undefined && status >= 500) markMayHaveApplied(context);
          return out;
        } catch (error) {
          if (mayHaveBeenApplied(error) || isTransactionInProgress(error)) markMayHaveApplied(context);
          throw error;
        }
      },
      { step: 'deserialize', name: 'noteTriesThatMayHaveApplied', priority: 'low' },
    );
    // A transaction cancelled because another one held an item at that moment wrote nothing:
    // try it again a few times, with jitter, as DynamoDB advises, before the caller sees it.
    base.middlewareStack.add(
      (next) => async (args) => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await next(args);
          } catch (error) {
            if (attempt >= TRANSACTION_CONFLICT_TRIES || !isTransactionConflict(error)) throw error;
            await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
          }
        }
      },
      { step: 'initialize', name: 'retryTransactionConflicts' },
    );
    // The organisation and account items have read copies (shared/store/read-copies.ts): every
    // transaction writes them with the item, and a lone write of such an item is refused, so that
    // no writer can leave a copy behind.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, any>;
        const operation = operationOf(context.commandName ?? '');
        if (operation === 'TransactWriteItems') {
          return next({ ...args, input: { ...input, TransactItems: withCopies(input.TransactItems ?? []) } });
        }
        const lone =
          operation === 'BatchWriteItem'
            ? Object.values<Record<string, any>[]>(input.RequestItems ?? {})
                .flat()
                .some((request) => isCopied(request.PutRequest?.Item ?? request.DeleteRequest?.Key))
            : ['PutItem', 'UpdateItem', 'DeleteItem'].includes(operation) && isCopied(input.Item ?? input.Key);
        if (lone) throw new Error(`${operation} of an organisation or account item outside a transaction would leave its read copies behind`);
        return next(args);
      },
      { step: 'initialize', name: 'writeReadCopies' },
    );
    // Every call names its use of the table before it leaves (shared/config/resource-use.ts).
    base.middlewareStack.add(
      (next, context) => async (args) => {
        reportAccess(tableAccessOf(context.commandName ?? '', args.input as Record<string, unknown>));
        return next(args);
      },
      { step: 'initialize', name: 'reportTableAccess' },
    );
    client = DynamoDBDocumentClient.from(traced(base), {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return client;
}

export const tableName = () => required('TABLE_NAME');

/** True when a write failed on its condition (alone, or inside a cancelled transaction). */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
  }
  return false;
}

/** Indexes of the items of a cancelled transaction whose condition failed. */
export function failedConditionIndexes(error: unknown): number[] {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/** One write of a TransactWriteItems call; builders return these so callers can compose them. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What a failed storage call may have done: `nothing_written`, or a write whose outcome is unknown. */
export type StorageFailure = 'nothing_written' | 'outcome_unknown';

interface CallRecord {
  /** A try of this call failed after it may have reached the table (no answer, or a 5xx). */
  mayHaveApplied: boolean;
}

/** Per call (the SDK's context object of one `send`, shared by its tries). */
const calls = new WeakMap<object, CallRecord>();
/** The classification of each error a call ended with, when it is the table's failure rather than a refusal or a bug. */
const failures = new WeakMap<object, StorageFailure>();

function markMayHaveApplied(context: object): void {
  const call = calls.get(context);
  if (call) call.mayHaveApplied = true;
}

/** The first try of this transaction (same client token) is still being applied by the table. */
const isTransactionInProgress = (error: unknown) => (error as { name?: string })?.name === 'TransactionInProgressException';

function classifyFailure(error: unknown, operation: string, call: CallRecord): void {
  if (!error || typeof error !== 'object') return;
  if (!(isDependencyFailure(error) || isCapacityError(error) || isTransactionInProgress(error))) return;
  const unknown = isWriteOperation(operation) && call.mayHaveApplied;
  failures.set(error, unknown ? 'outcome_unknown' : 'nothing_written');
}

/**
 * Whether a storage call failed because of the table (unreachable, too slow, busy, failing) and,
 * if so, what it may have done: `nothing_written` (a read, a call that never left, a refusal for
 * capacity) or `outcome_unknown` (a write that may have been applied: it left and its answer never
 * came, or the table failed while handling it). Undefined for anything else: a failed condition,
 * a conflict, a malformed request.
 */
export function storageFailureOf(error: unknown): StorageFailure | undefined {
  return error && typeof error === 'object' ? failures.get(error) : undefined;
}

/**
 * The request handler, each try bounded by the running invocation's time: its own time-out (a
 * third of the time to answer, no later than the answer is due), aborted with the invocation's
 * work, and not started at all once the answer is due (then nothing was sent). A write that leaves
 * is noted: an answer given without its result can no longer say that nothing changed.
 */
function withinInvocationTime<H extends { handle: (...args: any[]) => Promise<any> }>(inner: H): H {
  const handle = (request: { headers?: Record<string, string> }, options: { abortSignal?: AbortSignal; requestTimeout?: number } = {}) => {
    const clock = invocationClock();
    let timeout = attemptTimeoutMs(clock);
    if (clock) {
      if (clock.signal.aborted) return Promise.reject(notStarted('the request was already answered'));
      if (clock.answerBy !== undefined) {
        const left = clock.answerBy - Date.now();
        if (left < LEAST_TIME_FOR_A_TRY_MS) return Promise.reject(notStarted('no time left before the answer is due'));
        timeout = Math.min(timeout, left);
      }
    }
    const target = String(request.headers?.['x-amz-target'] ?? request.headers?.['X-Amz-Target'] ?? '');
    if (isWriteOperation(target.split('.')[1] ?? '')) noteChangeSent();
    // The caller's own signal (a health check's time-out) and the invocation's, whichever aborts first.
    const own = options.abortSignal;
    const abortSignal = !clock ? own : own instanceof AbortSignal ? AbortSignal.any([own, clock.signal]) : (own ?? clock.signal);
    return inner.handle(request, { ...options, requestTimeout: timeout, ...(abortSignal ? { abortSignal } : {}) });
  };
  return new Proxy(inner, {
    get: (target, property, receiver) => (property === 'handle' ? handle : Reflect.get(target, property, receiver)),
  });
}

const notStarted = (why: string) => Object.assign(new Error(`Storage call not started: ${why}.`), { name: CALL_NOT_STARTED });

const CAPACITY_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
]);

/** True when DynamoDB refused a call for capacity (throttled past the SDK's own retries): nothing was written. */
export function isCapacityError(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name && CAPACITY_ERRORS.has(name)) return true;
  // A transaction refused because one of its items was throttled.
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> })?.CancellationReasons ?? [];
  return name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'ThrottlingError' || r.Code === 'ProvisionedThroughputExceeded');
}

/** True when DynamoDB cancelled a transaction because another one touched the same items. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}
