// Payment exports (issue 29): the job item, in its organisation's partition, and the organisation's
// one item naming the exports not yet finished, whose size is the concurrency limit's count.
//
//   job      PK = ORG#<orgId>  SK = EXPORT#<exportId>   the record; `ttl` ends it after the retention
//   running  PK = ORG#<orgId>  SK = EXPORTS_RUNNING     `ids`: a string set, `<createdAt>|<exportId>` of each unfinished export
//
// A start adds `<createdAt>|<exportId>` to `ids` on the condition that the set holds fewer than the
// limit, one update of one item (a transaction there would conflict with every start at once and be
// retried), then writes the job and its outbox event; if that write fails, it gives the place back.
// Finishing (succeeded or failed) removes the entry in the transaction that records the outcome.
import type { ExportStatus, PaymentExportRecord } from '../domain/records/payment-export.js';
import { batchGetItems, getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { transactUnlessRaced, writeIfStill, writeIfStillReturning } from './transact.js';

const strip = (item: Record<string, unknown>): PaymentExportRecord => {
  const { PK: _pk, SK: _sk, ...record } = item;
  return record as unknown as PaymentExportRecord;
};

/**
 * An export's entry in the running set: its creation time and id, so that an entry whose job was never
 * written (its start failed after taking the place) can be told from one whose job is being written.
 */
export const runningEntryOf = (record: Pick<PaymentExportRecord, 'createdAt' | 'id'>) => `${record.createdAt}|${record.id}`;

/**
 * Takes a place among the organisation's running exports: one conditional update of one item, so
 * that of any number of starts at once no more than `limit` get in. False when all are taken.
 */
export async function takeRunningPlace(record: Pick<PaymentExportRecord, 'organisationId' | 'createdAt' | 'id'>, limit: number): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.paymentExport.running(record.organisationId), {
      UpdateExpression: 'ADD #ids :entry SET #updatedAt = :now',
      ConditionExpression: 'attribute_not_exists(#ids) OR size(#ids) < :limit',
      ExpressionAttributeNames: { '#ids': 'ids', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':entry': new Set([runningEntryOf(record)]), ':limit': limit, ':now': record.createdAt },
    }),
  );
}

/** The write of a new export's job (its id must be new). */
export const exportJobPut = (record: PaymentExportRecord): TransactItem => newItemPut({ ...keys.paymentExport.item(record.organisationId, record.id), ...record });

export async function getPaymentExport(organisationId: string, exportId: string): Promise<PaymentExportRecord | undefined> {
  const item = await getItem(keys.paymentExport.item(organisationId, exportId));
  return item ? strip(item) : undefined;
}

/** The exports of an organisation holding a place among the running ones: each entry, its creation time and its job (absent if none). */
export async function runningPaymentExports(organisationId: string): Promise<Array<{ entry: string; createdAt: string; id: string; record?: PaymentExportRecord }>> {
  const item = await getItem(keys.paymentExport.running(organisationId));
  const entries = [...((item?.ids as Set<string> | undefined) ?? [])].map((entry) => {
    const [createdAt = '', id = ''] = entry.split('|');
    return { entry, createdAt, id };
  });
  const items = entries.length ? await batchGetItems(entries.map(({ id }) => keys.paymentExport.item(organisationId, id)), { consistent: true }) : [];
  const records = items.map(strip);
  return entries.map((entry) => ({ ...entry, record: records.find((r) => r.id === entry.id) }));
}

/** Frees a place (an export that finished without saying so, or whose job was never written). */
export async function releaseRunningPlace(organisationId: string, entry: string): Promise<void> {
  await writeIfStill(
    itemUpdate(keys.paymentExport.running(organisationId), {
      UpdateExpression: 'DELETE #ids :entry',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#ids': 'ids' },
      ExpressionAttributeValues: { ':entry': new Set([entry]) },
    }),
  );
}

/**
 * Takes a job to run: a pending one, or a running one whose lease has passed (its runner died).
 * Undefined when it is not to be run (finished, gone, or being run).
 */
export async function claimPaymentExport(organisationId: string, exportId: string, now: Date, leaseMs: number): Promise<PaymentExportRecord | undefined> {
  const claimed = await writeIfStillReturning(
    itemUpdate(keys.paymentExport.item(organisationId, exportId), {
      UpdateExpression: 'SET #status = :running, #startedAt = :now, #leaseUntil = :lease, #rows = :zero',
      ConditionExpression: 'attribute_exists(PK) AND (#status = :pending OR (#status = :running AND #leaseUntil < :now))',
      ExpressionAttributeNames: { '#status': 'status', '#startedAt': 'startedAt', '#leaseUntil': 'leaseUntil', '#rows': 'rowsWritten' },
      ExpressionAttributeValues: {
        ':running': 'running',
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':lease': new Date(now.getTime() + leaseMs).toISOString(),
        ':zero': 0,
      },
    }),
    'ALL_NEW',
  );
  return claimed && strip(claimed);
}

/** Records the rows written so far and extends the lease, while the job is still this runner's. */
export async function recordExportProgress(organisationId: string, exportId: string, rowsWritten: number, leaseUntil: string, startedAt: string): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.paymentExport.item(organisationId, exportId), {
      UpdateExpression: 'SET #rows = :rows, #leaseUntil = :lease',
      ConditionExpression: '#status = :running AND #startedAt = :startedAt',
      ExpressionAttributeNames: { '#status': 'status', '#rows': 'rowsWritten', '#leaseUntil': 'leaseUntil', '#startedAt': 'startedAt' },
      ExpressionAttributeValues: { ':rows': rowsWritten, ':lease': leaseUntil, ':running': 'running', ':startedAt': startedAt },
    }),
  );
}

/**
 * Records the outcome and frees the export's place among the running ones, in one transaction,
 * if the job is still in the state the caller found it (`from`, and its run's start when running).
 * False when another writer moved it first.
 */
export async function finishPaymentExport(
  record: Pick<PaymentExportRecord, 'organisationId' | 'id' | 'createdAt'>,
  from: { status: ExportStatus; startedAt: string | null },
  outcome: Pick<PaymentExportRecord, 'status' | 'rowsWritten' | 'objectKey' | 'sizeBytes' | 'failure' | 'finishedAt'>,
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':status': outcome.status,
    ':rows': outcome.rowsWritten,
    ':objectKey': outcome.objectKey,
    ':size': outcome.sizeBytes,
    ':failure': outcome.failure,
    ':finishedAt': outcome.finishedAt,
    ':from': from.status,
  };
  let condition = '#status = :from';
  if (from.startedAt) {
    condition += ' AND #startedAt = :startedAt';
    values[':startedAt'] = from.startedAt;
  }
  return transactUnlessRaced([
    itemUpdate(keys.paymentExport.item(record.organisationId, record.id), {
      UpdateExpression: 'SET #status = :status, #rows = :rows, #objectKey = :objectKey, #size = :size, #failure = :failure, #finishedAt = :finishedAt REMOVE #leaseUntil',
      ConditionExpression: condition,
      ExpressionAttributeNames: {
        '#status': 'status',
        '#rows': 'rowsWritten',
        '#objectKey': 'objectKey',
        '#size': 'sizeBytes',
        '#failure': 'failure',
        '#finishedAt': 'finishedAt',
        '#leaseUntil': 'leaseUntil',
        ...(from.startedAt ? { '#startedAt': 'startedAt' } : {}),
      },
      ExpressionAttributeValues: values,
    }),
    itemUpdate(keys.paymentExport.running(record.organisationId), {
      UpdateExpression: 'DELETE #ids :entry',
      ExpressionAttributeNames: { '#ids': 'ids' },
      ExpressionAttributeValues: { ':entry': new Set([runningEntryOf(record)]) },
    }),
  ]);
}
