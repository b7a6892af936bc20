// Documents of an organisation (KYB papers, contracts, logos). The item keeps the metadata;
// the content lives in S3 under `organisations/<orgId>/files/<fileId>`.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError, notFound } from '../domain/errors.js';
import { auditPut } from './audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { db, isConditionFailure, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';
import type { FileType, FileRecord } from '../domain/records/file.js';
import { FILE_TYPES } from '../domain/records/file.js';


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
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.file.item(file.organisationId, file.id), ...file },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Checks that the file exists and is a logo, at the moment of the caller's write (it may be deleted meanwhile). */
export function logoFileCheck(organisationId: string, fileId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.file.item(organisationId, fileId),
      ConditionExpression: 'attribute_exists(PK) AND #type = :logo',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':logo': 'logo' },
    },
  };
}

export async function getFile(organisationId: string, fileId: string): Promise<FileRecord | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.file.item(organisationId, fileId), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { PK: _a, SK: _b, ...file } = out.Item;
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
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.file.item(input.organisationId, input.fileId),
              ConditionExpression: NOT_REVIEWED,
              ExpressionAttributeValues: { ':nullType': 'NULL' },
            },
          },
          auditPut(
            {
              organisationId: input.organisationId,
              actor: input.actor,
              action: 'file.deleted',
              target: { type: 'file', id: file.id },
              clientIp: input.clientIp,
              details: { type: file.type, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes },
            },
            input.now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Reviewed or deleted between the read and the write.
    const current = await getFile(input.organisationId, input.fileId);
    if (!current) throw notFound('file_not_found', 'File');
    throw alreadyReviewed();
  }
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
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.file.item(organisationId, fileId),
              UpdateExpression: 'SET reviewedAt = :now, reviewedBy = :reviewer',
              ConditionExpression: NOT_REVIEWED,
              ExpressionAttributeValues: { ':now': now.toISOString(), ':reviewer': reviewer.id, ':nullType': 'NULL' },
            },
          },
          auditPut(
            {
              organisationId,
              actor: reviewer,
              action: 'file.reviewed',
              target: { type: 'file', id: fileId },
              clientIp: options.clientIp ?? null,
              details: { type: file.type, originalName: file.originalName },
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Deleted, or reviewed by someone else, in between.
    const current = await getFile(organisationId, fileId);
    if (!current) throw notFound('file_not_found', 'File');
    return current;
  }
  return { ...file, reviewedAt: now.toISOString(), reviewedBy: reviewer.id };
}
