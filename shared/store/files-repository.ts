// Documents of an organisation (KYB papers, contracts, logos). The item keeps the metadata;
// the content lives in S3 under `organisations/<orgId>/files/<fileId>`.
import { AppError, notFound } from '../domain/errors.js';
import { auditPut } from './audit-repository.js';
import type { Actor, AuditInput } from '../domain/records/audit.js';
import { getItem } from './batch-get.js';
import { isConditionFailure, type TransactItem } from './client.js';
import { itemCheck, itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';
import { transact } from './transact.js';
import type { FileRecord } from '../domain/records/file.js';


/** The contract's File resource. */
export const toFile = (file: FileRecord) => ({
  id: file.id,
  type: file.type,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  reviewedAt: file.reviewedAt,
  uploadedBy: file.uploadedBy,
  createdAt: file.createdAt,
});

/** The write that records a new file (its id must be new). */
export function filePut(file: FileRecord) {
  return newItemPut({ ...keys.file.item(file.organisationId, file.id), ...file });
}

/** Checks that the file exists and is a logo, at the moment of the caller's write (it may be deleted meanwhile). */
export function logoFileCheck(organisationId: string, fileId: string): TransactItem {
  return itemCheck(keys.file.item(organisationId, fileId), {
    ConditionExpression: 'attribute_exists(PK) AND #type = :logo',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':logo': 'logo' },
  });
}

export async function getFile(organisationId: string, fileId: string): Promise<FileRecord | undefined> {
  const item = await getItem(keys.file.item(organisationId, fileId));
  if (!item) return undefined;
  const { PK: _a, SK: _b, ...file } = item;
  return file as FileRecord;
}

/** Every file of an organisation, newest first (an organisation holds a few dozen at most). */
export async function listFiles(organisationId: string): Promise<FileRecord[]> {
  const files = await queryOrganisationItems<FileRecord>(organisationId, keys.file.prefix);
  return files.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** Condition: the file exists and has not been reviewed (reviewedAt absent or null). */
const NOT_REVIEWED = 'attribute_exists(PK) AND (attribute_not_exists(reviewedAt) OR attribute_type(reviewedAt, :nullType))';

/**
 * Writes a change of a file on the condition that it is not reviewed (NOT_REVIEWED), with its audit
 * entry, in one transaction: undefined when written, or the file as it is now when it was reviewed
 * in between (404 `file_not_found` when it was deleted).
 */
async function writeWhileNotReviewed(
  organisationId: string,
  fileId: string,
  write: TransactItem,
  audit: Pick<AuditInput, 'actor' | 'action' | 'clientIp' | 'details'>,
  now?: Date,
): Promise<FileRecord | undefined> {
  const { actor, action, clientIp, details } = audit;
  try {
    await transact([write, auditPut({ organisationId, actor, action, target: { type: 'file', id: fileId }, clientIp, details }, now)]);
    return undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Reviewed or deleted between the read and the write.
    const current = await getFile(organisationId, fileId);
    if (!current) throw notFound('file_not_found', 'File');
    return current;
  }
}

/**
 * Removes the item of a file not yet reviewed, with its audit entry, in one transaction.
 * A reviewed document is evidence: 409 `file_already_reviewed`.
 */
export async function deleteUnreviewedFile(input: {
  organisationId: string;
  fileId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<FileRecord> {
  const file = await getFile(input.organisationId, input.fileId);
  if (!file) throw notFound('file_not_found', 'File');
  if (file.reviewedAt) throw alreadyReviewed();
  const reviewed = await writeWhileNotReviewed(
    input.organisationId,
    input.fileId,
    itemDelete(keys.file.item(input.organisationId, input.fileId), { ConditionExpression: NOT_REVIEWED, ExpressionAttributeValues: { ':nullType': 'NULL' } }),
    {
      actor: input.actor,
      action: 'file.deleted',
      clientIp: input.clientIp,
      details: { type: file.type, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes },
    },
    input.now,
  );
  if (reviewed) throw alreadyReviewed();
  return file;
}

const alreadyReviewed = () =>
  new AppError('file_already_reviewed', 'This document has been reviewed and can no longer be deleted.');

/**
 * Marks a file reviewed by staff (POST /admin/organisations/{id}/files/{fileId}/review).
 * Idempotent: a file already reviewed keeps its first review and is returned unchanged.
 * Unknown file: 404 `file_not_found`.
 */
export async function markFileReviewed(
  organisationId: string,
  fileId: string,
  reviewer: Actor,
  options: { clientIp?: string | null; now?: Date } = {},
): Promise<FileRecord> {
  const now = options.now ?? new Date();
  const file = await getFile(organisationId, fileId);
  if (!file) throw notFound('file_not_found', 'File');
  if (file.reviewedAt) return file;
  const reviewedMeanwhile = await writeWhileNotReviewed(
    organisationId,
    fileId,
    itemUpdate(keys.file.item(organisationId, fileId), {
      UpdateExpression: 'SET reviewedAt = :now, reviewedBy = :reviewer',
      ConditionExpression: NOT_REVIEWED,
      ExpressionAttributeValues: { ':now': now.toISOString(), ':reviewer': reviewer.id, ':nullType': 'NULL' },
    }),
    { actor: reviewer, action: 'file.reviewed', clientIp: options.clientIp ?? null, details: { type: file.type, originalName: file.originalName } },
    now,
  );
  // Reviewed by someone else in between: their review stands.
  if (reviewedMeanwhile) return reviewedMeanwhile;
  return { ...file, reviewedAt: now.toISOString(), reviewedBy: reviewer.id };
}
