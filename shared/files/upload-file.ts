// Uploading a document of an organisation (POST /organisations/{id}/files).
//
// Primary course:
// 1. the content is at most 10 MB: a larger one is refused before anything is stored;
// 2. its type is recognised from its first bytes (PDF, PNG or JPEG), never from its name or
//    declared type; a logo must be an image;
// 3. the content is stored in S3 under `organisations/<orgId>/files/<fileId>`;
// 4. the File item and its audit entry are written in one transaction (if that fails, the
//    object just stored is removed again).
import { randomUUID } from 'node:crypto';
import { putObject, deleteObject as deleteFileObject } from '../aws/s3.js';
import { AppError } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { filePut } from '../store/files-repository.js';
import { type FileRecord, type FileType } from '../domain/records/file.js';
import { keys } from '../store/keys.js';
import { transact } from '../store/transact.js';
import { cleanFileName, detectFileType, isImage, MAX_FILE_BYTES } from './detect-file-type.js';

export async function uploadFile(input: {
  organisationId: string;
  type: FileType;
  fileName: string | undefined;
  content: Buffer;
  uploadedBy: string | null;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<FileRecord> {
  const now = input.now ?? new Date();
  if (input.content.length > MAX_FILE_BYTES) {
    throw new AppError('file_too_large', `A file may be ${MAX_FILE_BYTES} bytes (10 MB) at most.`, {
      maxBytes: MAX_FILE_BYTES,
    });
  }
  const mimeType = detectFileType(input.content);
  if (!mimeType) {
    throw new AppError('unsupported_file_type', 'The file content is not a PDF, PNG or JPEG document.', {
      detectedMimeType: null,
    });
  }
  if (input.type === 'logo' && !isImage(mimeType)) {
    throw new AppError('unsupported_file_type', `A logo must be a PNG or JPEG image; this file's content is ${mimeType}.`, {
      detectedMimeType: mimeType,
    });
  }

  const id = randomUUID();
  const file: FileRecord = {
    id,
    organisationId: input.organisationId,
    type: input.type,
    originalName: cleanFileName(input.fileName),
    mimeType,
    sizeBytes: input.content.length,
    objectKey: keys.file.object(input.organisationId, id),
    reviewedAt: null,
    reviewedBy: null,
    uploadedBy: input.uploadedBy,
    createdAt: now.toISOString(),
  };
  await putObject(file.objectKey, input.content, mimeType);
  try {
    await transact([
      filePut(file),
      auditPut(
        {
          organisationId: input.organisationId,
          actor: input.actor,
          action: 'file.uploaded',
          target: { type: 'file', id },
          clientIp: input.clientIp,
          details: { type: file.type, originalName: file.originalName, mimeType, sizeBytes: file.sizeBytes },
        },
        now,
      ),
    ]);
  } catch (error) {
    await deleteFileObject(file.objectKey).catch((cleanup) =>
      logger.warn('orphan file object left in S3', { objectKey: file.objectKey, error: cleanup }),
    );
    throw error;
  }
  return file;
}
