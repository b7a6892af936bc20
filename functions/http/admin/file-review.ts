// POST /admin/organisations/{id}/files/{fileId}/review: compliance marks a document reviewed.
import { AppError } from '../../../shared/domain/errors.js';
import { actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { markFileReviewed, toFile } from '../../../shared/store/files-repository.js';
import { getOrganisation } from '../../../shared/store/organisations-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reviewFile: Action = async (request) => {
  const { id, fileId } = request.params as { id: string; fileId: string };
  if (!UUID.test(id) || !(await getOrganisation(id))) {
    throw new AppError('organisation_not_found', 'Organisation was not found.');
  }
  if (!UUID.test(fileId)) throw new AppError('file_not_found', 'File was not found.');
  const file = await markFileReviewed(id, fileId, actorOf(request), { clientIp: request.sourceIp });
  return json(200, toFile(file));
};
