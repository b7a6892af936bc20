// Compliance marks an organisation's document reviewed.
import { AppError } from '../domain/errors.js';
import { type Actor } from '../domain/records/audit.js';
import { UUID_PATTERN } from '../domain/uuid.js';
import { markFileReviewed, toFile } from '../store/files-repository.js';
import { getOrganisation } from '../store/organisations-repository.js';

export async function reviewFile(organisationId: string, fileId: string, actor: Actor, clientIp: string) {
  if (!UUID_PATTERN.test(organisationId) || !(await getOrganisation(organisationId))) {
    throw new AppError('organisation_not_found', 'Organisation was not found.');
  }
  if (!UUID_PATTERN.test(fileId)) throw new AppError('file_not_found', 'File was not found.');
  const file = await markFileReviewed(organisationId, fileId, actor, { clientIp });
  return toFile(file);
}
