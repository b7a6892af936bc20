// Response schemas of the v3 contract: documents and their downloads.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { FILE_TYPES } from '../domain/records/file.js';
import { id, dateTime, nullableDateTime } from './fields.js';

export const File = z.object({
  id,
  type: z.enum(FILE_TYPES),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  reviewedAt: nullableDateTime,
  uploadedBy: z.string().nullable(),
  createdAt: dateTime,
});

/** A short-lived signed address to download a document. */
export const FileDownload = z.object({ url: z.string(), expiresAt: dateTime });
