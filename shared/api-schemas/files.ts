// Response schemas of the v3 contract: documents and their downloads.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime } from './fields.js';

export const File = z.object({
  id,
  type: z.enum(['business_contract', 'business_registration', 'patent', 'affiliation_contract', 'identity_document', 'proof_of_address', 'logo', 'other']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  reviewedAt: nullableDateTime,
  uploadedBy: z.string().nullable(),
  createdAt: dateTime,
});

/** A short-lived signed address to download a document. */
export const FileDownload = z.object({ url: z.string(), expiresAt: dateTime });
