// Compliance opens an organisation's document to review it (GET /admin/organisations/{id}/files/
// {fileId}/download): the same 5-minute address as a member's download, shown in the browser
// (`inline`, with the type detected at upload) or saved (`attachment`), and an audit entry in the
// organisation's trail, since KYB documents (identity documents, proofs of address) are personal
// data whose every reading by the platform is on record.
import { presignGet } from '../aws/s3.js';
import { AppError, notFound } from '../domain/errors.js';
import type { Actor } from '../domain/records/audit.js';
import { UUID_PATTERN } from '../domain/uuid.js';
import { recordAudit } from '../store/audit-repository.js';
import { getFile } from '../store/files-repository.js';
import { getOrganisation } from '../store/organisations-repository.js';

/** How long the address works (the contract: 5 minutes). */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

/** The types a browser shows by itself: anything else is saved even when asked inline. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export async function openFileForStaff(input: {
  organisationId: string;
  fileId: string;
  disposition: 'inline' | 'attachment';
  actor: Actor;
  clientIp: string | null;
}): Promise<{ url: string; expiresAt: string; disposition: 'inline' | 'attachment' }> {
  if (!UUID_PATTERN.test(input.organisationId) || !(await getOrganisation(input.organisationId))) {
    throw new AppError('organisation_not_found', 'Organisation was not found.');
  }
  const file = UUID_PATTERN.test(input.fileId) ? await getFile(input.organisationId, input.fileId.toLowerCase()) : undefined;
  if (!file) throw notFound('file_not_found', 'File');
  const disposition = input.disposition === 'inline' && SHOWN_INLINE.has(file.mimeType) ? 'inline' : 'attachment';
  await recordAudit({
    organisationId: input.organisationId,
    actor: input.actor,
    action: 'file.opened',
    target: { type: 'file', id: file.id },
    clientIp: input.clientIp,
    details: { type: file.type, originalName: file.originalName, disposition },
  });
  const { url, expiresAt } = await presignGet(
    file.objectKey,
    DOWNLOAD_URL_SECONDS,
    file.originalName,
    disposition === 'inline' ? { contentType: file.mimeType } : undefined,
  );
  return { url, expiresAt: expiresAt.toISOString(), disposition };
}
