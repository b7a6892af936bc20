// GET /organisations/{id}/files/{fileId}/download: a pre-signed S3 URL valid 5 minutes.
import type { z } from 'zod';
import type { FileDownload } from '../../../shared/api-schemas/files.js';
import { presignGet } from '../../../shared/aws/s3.js';
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { getFile } from '../../../shared/files/file-reads.js';
import { fileIdOf } from './file-id.js';

export const DOWNLOAD_URL_SECONDS = 5 * 60;

export const downloadFile: Action = async (request) => {
  const { organisation } = accessOf(request);
  const file = await getFile(organisation.id, fileIdOf(request));
  if (!file) throw notFound('file_not_found', 'File');
  const { url, expiresAt } = await presignGet(file.objectKey, DOWNLOAD_URL_SECONDS, file.originalName);
  const answer: z.input<typeof FileDownload> = { url, expiresAt: expiresAt.toISOString() };
  return json(200, answer);
};
