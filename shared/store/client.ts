// The DynamoDB document client, created once per container from the environment.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { keptPerContainer } from '../config/container.js';
import { env, required } from '../config/env.js';
import { reportAccess } from '../config/resource-use.js';
import { traced } from '../log/tracer.js';
import { isCopied, withCopies } from './read-copies.js';
import { operationOf, tableAccessOf } from './table-access.js';

let client: DynamoDBDocumentClient | undefined;
keptPerContainer(() => {
  client?.destroy();
  client = undefined;
});

/** Tries of a transaction cancelled by a conflict with another one (nothing written), first included. */
export const TRANSACTION_CONFLICT_TRIES = 4;

export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      maxAttempts: 3,
    });
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
