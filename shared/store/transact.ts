// Runs the write builders of the repositories as one DynamoDB transaction: the only place a
// use case's multi-item change meets the table. A use case composes builders
// (`paymentWrites.create(...)`, `auditPut(...)`) and says what a failed condition means in its
// words; everything else (conflicts retried by the client, throttling) is the store's business.
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import { db, failedConditionIndexes, isConditionFailure, isTransactionConflict, type TransactItem } from './client.js';
import { changesCopiedItem } from './read-copies.js';


/**
 * The domain error for a transaction refused by a condition, from the positions of the writes
 * whose condition failed; undefined leaves the store's error to the caller's caller.
 */
export type ConditionFailures = (failedIndexes: number[]) => Error | undefined;

/** Writes all or nothing. A failed condition becomes the error `onConditionFailure` names. */
export async function transact(writes: readonly TransactItem[], onConditionFailure?: ConditionFailures): Promise<void> {
  if (writes.length === 0) return;
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [...writes] }));
  } catch (error) {
    if (onConditionFailure && isConditionFailure(error)) {
      const mapped = onConditionFailure(failedConditionIndexes(error));
      if (mapped) throw mapped;
    }
    throw error;
  }
}

/**
 * Writes all or nothing, for a change decided from what was read: false when another writer
 * changed an item first (a condition failed, or the transaction still conflicted after the
 * client's retries), so that the caller reads again and decides again.
 */
export async function transactUnlessRaced(writes: readonly TransactItem[]): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [...writes] }));
    return true;
  } catch (error) {
    if (isConditionFailure(error) || isTransactionConflict(error)) return false;
    throw error;
  }
}

/**
 * Runs one builder's write alone, as a plain Put, Update or Delete (half the cost of a one-item
 * transaction); a write of an item with read copies goes as a transaction, which writes them too.
 */
async function sendOne(write: TransactItem): Promise<void> {
  if (changesCopiedItem(write)) await db().send(new TransactWriteCommand({ TransactItems: [write] }));
  else if (write.Put) await db().send(new PutCommand(write.Put));
  else if (write.Update) await db().send(new UpdateCommand(write.Update));
  else if (write.Delete) await db().send(new DeleteCommand(write.Delete));
  else throw new Error('A condition check writes nothing on its own');
}

/** Runs one builder's write alone. A failed condition becomes the error `onConditionFailure` names. */
export async function writeOne(write: TransactItem, onConditionFailure?: ConditionFailures): Promise<void> {
  try {
    await sendOne(write);
  } catch (error) {
    if (onConditionFailure && isConditionFailure(error)) {
      const mapped = onConditionFailure([0]);
      if (mapped) throw mapped;
    }
    throw error;
  }
}

/** Runs one builder's write alone, if its condition still holds: false when it no longer does. */
export async function writeIfStill(write: TransactItem): Promise<boolean> {
  try {
    await sendOne(write);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Runs one Update or Delete builder alone, if its condition still holds, and answers the attributes
 * `returning` asks back (DynamoDB's ReturnValues: `ALL_NEW`, `UPDATED_NEW`, `ALL_OLD`); undefined
 * when the condition no longer holds, and nothing was written.
 */
export async function writeIfStillReturning(
  write: TransactItem,
  returning: 'ALL_NEW' | 'UPDATED_NEW' | 'ALL_OLD',
): Promise<Record<string, NativeAttributeValue> | undefined> {
  try {
    if (write.Update) return (await db().send(new UpdateCommand({ ...write.Update, ReturnValues: returning }))).Attributes ?? {};
    if (write.Delete) return (await db().send(new DeleteCommand({ ...write.Delete, ReturnValues: returning }))).Attributes ?? {};
    throw new Error('writeIfStillReturning runs an Update or Delete builder');
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Runs one Update builder alone and answers the item as it is afterwards; when its condition
 * fails, nothing is written and the answer says whether the item exists (the failed write
 * returns it, so that no read is needed to tell).
 */
export async function updateReturning(
  write: TransactItem,
): Promise<{ after: Record<string, unknown> } | { conditionFailed: true; existed: boolean; before?: Record<string, unknown> }> {
  if (!write.Update) throw new Error('updateReturning runs an Update builder');
  try {
    const out = await db().send(new UpdateCommand({ ...write.Update, ReturnValues: 'ALL_NEW', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    return { after: out.Attributes ?? {} };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The failed write's item comes back as DynamoDB wrote it (the document client leaves an error's item marshalled).
    const item = (error as { Item?: Record<string, NativeAttributeValue> }).Item;
    const before = item ? unmarshall(item as Parameters<typeof unmarshall>[0]) : undefined;
    return { conditionFailed: true, existed: before !== undefined, ...(before ? { before } : {}) };
  }
}
