// Response schemas of the payment exports (issue 29; an extension of the contract).
import * as z from 'zod';
import { PAYMENT_STATUSES } from '../domain/records/payment.js';
import { EXPORT_STATUSES } from '../domain/records/payment-export.js';
import { dateTime, id, nullableDateTime } from './fields.js';

export const PaymentExportFilters = z.object({
  from: dateTime.optional(),
  to: dateTime.optional(),
  account: id.optional(),
  provider: z.string().optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  q: z.string().optional(),
  link: id.optional(),
});

/** POST /organisations/{id}/payments/exports and GET /organisations/{id}/payments/exports/{exportId}. */
export const PaymentExport = z.object({
  id,
  status: z.enum(EXPORT_STATUSES),
  filters: PaymentExportFilters.describe('the filters of GET /payments the export applies'),
  rowsWritten: z.number().int().min(0).describe('payments written so far (all of them once succeeded)'),
  sizeBytes: z.number().int().min(0).nullable().describe('the file\'s size once written'),
  failure: z.string().nullable().describe('why it failed: `export_failed` or `abandoned`'),
  createdAt: dateTime,
  startedAt: nullableDateTime,
  finishedAt: nullableDateTime,
  expiresAt: dateTime.describe('when the export and its file are deleted (24 hours after it was asked)'),
  download: z
    .object({ url: z.string().describe('a pre-signed GET of the CSV file'), expiresAt: dateTime.describe('5 minutes after this answer') })
    .nullable()
    .describe('once succeeded: a link valid 5 minutes; read the export again for a new one'),
});
