// Exports of an organisation's payments to a CSV file (issue 29; docs/api-decisions.md, "Payment
// exports"). Starting one takes a place among the organisation's running exports (at most
// MAX_RUNNING_EXPORTS, one conditional write), then writes its job and an outbox event in one
// transaction (giving the place back if that fails); the
// outbox hands the job to the exports queue, whose worker (functions/workers/payments-export) walks
// the payments the list would show and streams the rows to the files bucket in parts, so that its
// memory holds one part whatever the number of rows. The file and the job are kept for
// EXPORT_RETENTION_HOURS; the download URL is signed for DOWNLOAD_URL_SECONDS each time it is read.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { PaymentExport } from '../api-schemas/payment-exports.js';
import { multipartWriter, presignGet } from '../aws/s3.js';
import { AppError, notFound } from '../domain/errors.js';
import type { PaymentRecord } from '../domain/records/payment.js';
import type { ExportFilters, ExportScope, PaymentExportRecord } from '../domain/records/payment-export.js';
import { logger } from '../log/logger.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import type { TransactItem } from '../store/client.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import {
  claimPaymentExport,
  exportJobPut,
  finishPaymentExport,
  getPaymentExport as readExport,
  recordExportProgress,
  releaseRunningPlace,
  runningEntryOf,
  runningPaymentExports,
  takeRunningPlace,
} from '../store/payment-exports-repository.js';
import { storageFailureOf } from '../store/client.js';
import { everyPayment } from '../store/payments-repository.js';
import { transact } from '../store/transact.js';
import { CSV_ATTRIBUTES, CSV_BOM, csvHeader, csvRow } from './payment-csv.js';
import { linkPayments, searchPayments } from './find-payments.js';

/** Exports of one organisation that may be pending or running at once. */
export const MAX_RUNNING_EXPORTS = 3;
/** How long a job and its file are kept. */
export const EXPORT_RETENTION_HOURS = 24;
/** How long a download URL is valid. */
export const DOWNLOAD_URL_SECONDS = 300;
/** A run's lease: past the worker's 15 minutes, another delivery may take the job over. */
export const EXPORT_LEASE_MS = 16 * 60_000;
/** A job still pending this long after it was asked was never handed to a worker (the relay gave up): its place is freed. */
export const PENDING_GIVE_UP_MS = 60 * 60_000;
/** The outbox event that hands a job to the exports queue. */
export const EXPORT_OUTBOX_TYPE = 'payments.export';
/** Rows between two progress records (and lease extensions). */
const PROGRESS_EVERY_ROWS = 2_000;
/** Text gathered before it is handed to the part writer. */
const CHUNK_CHARS = 64 * 1024;

type ExportView = z.input<typeof PaymentExport>;

export interface StartExportInput {
  organisationId: string;
  filters: ExportFilters;
  scope: ExportScope;
  requestedBy: PaymentExportRecord['requestedBy'];
  now?: Date;
  /** Writes to make in the start's transaction (an idempotent answer), given the job's view. */
  alsoWrite?: (view: ExportView) => TransactItem[];
}

const tooManyExports = () =>
  new AppError(
    'too_many_exports',
    `This organisation already has ${MAX_RUNNING_EXPORTS} exports in progress; retry when one has finished.`,
    { limit: MAX_RUNNING_EXPORTS, retryAfterSeconds: 30 },
    { 'retry-after': '30' },
  );

export async function startPaymentExport(input: StartExportInput): Promise<ExportView> {
  const now = input.now ?? new Date();
  const record: PaymentExportRecord = {
    id: randomUUID(),
    organisationId: input.organisationId,
    status: 'pending',
    filters: input.filters,
    scope: input.scope,
    requestedBy: input.requestedBy,
    rowsWritten: 0,
    objectKey: null,
    sizeBytes: null,
    failure: null,
    createdAt: now.toISOString(),
    startedAt: null,
    finishedAt: null,
    ttl: Math.floor(now.getTime() / 1000) + EXPORT_RETENTION_HOURS * 3600,
  };
  const view = await paymentExportView(record, now);
  if (!(await takeRunningPlace(record, MAX_RUNNING_EXPORTS))) {
    // Full: free the places of exports that ended without saying so, then try once more.
    if (!(await freeStalePlaces(record.organisationId, now)) || !(await takeRunningPlace(record, MAX_RUNNING_EXPORTS))) throw tooManyExports();
  }
  const outbox = newOutboxEvent(EXPORT_OUTBOX_TYPE, { organisationId: record.organisationId, exportId: record.id }, now);
  try {
    await transact([exportJobPut(record), { Put: outbox.put }, ...(input.alsoWrite?.(view) ?? [])]);
  } catch (error) {
    // Not written: the place goes back. Perhaps written (no answer): kept, and freed later if no job came of it.
    if (storageFailureOf(error) !== 'outcome_unknown') await releaseRunningPlace(record.organisationId, runningEntryOf(record)).catch(() => undefined);
    throw error;
  }
  await dispatchOutbox([outbox.id]);
  return view;
}

/** A place whose job is still not written this long after it was taken is freed (its start failed). */
const UNWRITTEN_JOB_GRACE_MS = 5 * 60_000;

/**
 * Frees the places held by exports that can no longer finish: gone (past retention), finished, pending
 * past PENDING_GIVE_UP_MS, or running past their lease by more than a run (their message went to the
 * DLQ); those still pending or running are marked failed. True when a place was freed.
 */
async function freeStalePlaces(organisationId: string, now: Date): Promise<boolean> {
  let freed = false;
  for (const { entry, createdAt, record } of await runningPaymentExports(organisationId)) {
    if (!record) {
      if (now.getTime() - Date.parse(createdAt) > UNWRITTEN_JOB_GRACE_MS || Number.isNaN(Date.parse(createdAt))) {
        await releaseRunningPlace(organisationId, entry);
        freed = true;
      }
      continue;
    }
    if (record.status === 'succeeded' || record.status === 'failed') {
      await releaseRunningPlace(organisationId, entry);
      freed = true;
      continue;
    }
    const stale =
      record.status === 'pending'
        ? now.getTime() - Date.parse(record.createdAt) > PENDING_GIVE_UP_MS
        : record.leaseUntil !== undefined && now.getTime() - Date.parse(record.leaseUntil) > EXPORT_LEASE_MS;
    if (stale) {
      freed =
        (await finishPaymentExport(record, { status: record.status, startedAt: record.startedAt }, {
          status: 'failed',
          rowsWritten: record.rowsWritten,
          objectKey: null,
          sizeBytes: null,
          failure: 'abandoned',
          finishedAt: now.toISOString(),
        })) || freed;
    }
  }
  return freed;
}

/** Whether a caller of this scope may see an export made within `made` (its rows are all within the caller's). */
export function scopeCovers(caller: ExportScope, made: ExportScope): boolean {
  const sees = (accountId: string) =>
    caller.accountId ? caller.accountId === accountId : !caller.visibleAccountIds || caller.visibleAccountIds.includes(accountId);
  if (made.accountId) return sees(made.accountId);
  if (made.visibleAccountIds) return made.visibleAccountIds.every(sees);
  return !caller.accountId && !caller.visibleAccountIds;
}

/** An export of the organisation, if the caller's scope covers the one it was made within (404 otherwise). */
export async function getPaymentExport(organisationId: string, exportId: string, caller: ExportScope, now = new Date()): Promise<ExportView> {
  const record = await readExport(organisationId, exportId);
  if (!record || Date.parse(record.createdAt) + EXPORT_RETENTION_HOURS * 3_600_000 <= now.getTime() || !scopeCovers(caller, record.scope)) {
    throw notFound('export_not_found', 'Export');
  }
  return paymentExportView(record, now);
}

const downloadName = (record: PaymentExportRecord) => `payments-${record.createdAt.slice(0, 10)}-${record.id.slice(0, 8)}.csv`;

export async function paymentExportView(record: PaymentExportRecord, now: Date): Promise<ExportView> {
  const download =
    record.status === 'succeeded' && record.objectKey
      ? await presignGet(record.objectKey, DOWNLOAD_URL_SECONDS, downloadName(record)).then(({ url }) => ({
          url,
          expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
        }))
      : null;
  return {
    id: record.id,
    status: record.status,
    filters: record.filters,
    rowsWritten: record.rowsWritten,
    sizeBytes: record.sizeBytes,
    failure: record.failure,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    expiresAt: new Date(Date.parse(record.createdAt) + EXPORT_RETENTION_HOURS * 3_600_000).toISOString(),
    download,
  };
}

/** The payments an export's filters and scope select, newest first, one at a time. */
async function* paymentsOf(record: PaymentExportRecord): AsyncGenerator<PaymentRecord> {
  const { filters, scope } = record;
  const query = {
    organisationId: record.organisationId,
    ...(filters.account ? { accountId: filters.account } : scope),
    from: filters.from,
    to: filters.to,
    provider: filters.provider,
    status: filters.status,
  };
  // A member scoped to no account exports an empty file.
  if (!filters.account && scope.visibleAccountIds?.length === 0) return;
  if (!filters.q && !filters.link) {
    yield* everyPayment(query, CSV_ATTRIBUTES);
    return;
  }
  // A search or a link's payments: the list's own pages, followed to the end.
  let cursor: string | null = null;
  do {
    const page: { items: PaymentRecord[]; nextCursor: string | null } = filters.q ? await searchPayments(filters.q, { ...query, cursor, limit: 200 }) : await linkPayments(filters.link!, { ...query, cursor, limit: 200 });
    yield* page.items;
    cursor = page.nextCursor;
  } while (cursor);
}

export const exportObjectKey = (organisationId: string, exportId: string) => `exports/${organisationId}/${exportId}.csv`;

export interface RunExportOptions {
  now?: () => Date;
  /** Bytes per uploaded part (at least S3's 5 MiB). */
  partBytes?: number;
}

/**
 * Runs one export job (at-least-once: a job already finished or being run is skipped). A failure
 * marks the job failed and frees its place; the caller may start another.
 */
export async function runPaymentExport(job: { organisationId: string; exportId: string }, options: RunExportOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const record = await claimPaymentExport(job.organisationId, job.exportId, now(), EXPORT_LEASE_MS);
  if (!record) {
    logger.info('export not to run: finished, gone or being run', { exportId: job.exportId });
    return;
  }
  const startedAt = record.startedAt!;
  const objectKey = exportObjectKey(record.organisationId, record.id);
  let rows = 0;
  try {
    const writer = await multipartWriter(objectKey, 'text/csv; charset=utf-8', { partBytes: options.partBytes });
    let chunk = CSV_BOM + csvHeader();
    for await (const payment of paymentsOf(record)) {
      chunk += csvRow(payment);
      rows++;
      if (chunk.length >= CHUNK_CHARS) {
        await writer.write(Buffer.from(chunk, 'utf8'));
        chunk = '';
      }
      if (rows % PROGRESS_EVERY_ROWS === 0) {
        const lease = new Date(now().getTime() + EXPORT_LEASE_MS).toISOString();
        if (!(await recordExportProgress(record.organisationId, record.id, rows, lease, startedAt))) {
          logger.warn('export taken over or ended meanwhile; this run stops', { exportId: record.id });
          return;
        }
      }
    }
    if (chunk) await writer.write(Buffer.from(chunk, 'utf8'));
    const { sizeBytes } = await writer.complete();
    await finishPaymentExport(record, { status: 'running', startedAt }, {
      status: 'succeeded',
      rowsWritten: rows,
      objectKey,
      sizeBytes,
      failure: null,
      finishedAt: now().toISOString(),
    });
    logger.info('export written', { exportId: record.id, rows, sizeBytes });
  } catch (error) {
    logger.error('export failed', { exportId: record.id, rows, error });
    await finishPaymentExport(record, { status: 'running', startedAt }, {
      status: 'failed',
      rowsWritten: rows,
      objectKey: null,
      sizeBytes: null,
      failure: 'export_failed',
      finishedAt: now().toISOString(),
    });
  }
}
