// An export of an organisation's payments to a CSV file (issue 29): the job the dashboard or an API
// client starts, what it was asked for and within which scope, how far it went and where the file is
// (stored by shared/store/payment-exports-repository.ts; run by the payments-export worker).
import type { PaymentStatus } from './payment.js';

export const EXPORT_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The list's filters, as `GET /payments` takes them (dates already resolved to instants). */
export interface ExportFilters {
  from?: string;
  to?: string;
  account?: string;
  provider?: string;
  status?: PaymentStatus;
  q?: string;
  link?: string;
}

/** The caller's scope when the export was asked: one account, some accounts, or all (both absent). */
export interface ExportScope {
  accountId?: string;
  visibleAccountIds?: string[];
}

export interface PaymentExportRecord {
  id: string;
  organisationId: string;
  status: ExportStatus;
  filters: ExportFilters;
  scope: ExportScope;
  /** Who asked: a member's user id or an API key's id. */
  requestedBy: { type: 'merchant_user' | 'api_key'; id: string };
  rowsWritten: number;
  /** The file's object key, once written. */
  objectKey: string | null;
  sizeBytes: number | null;
  /** Why it failed (a stable word, never a stack trace). */
  failure: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** A running job's lease: another delivery of its message may take it over once this has passed. */
  leaseUntil?: string;
  /** Epoch seconds: the item (and, by the bucket's lifecycle rule, the file) is gone after the retention. */
  ttl: number;
}
