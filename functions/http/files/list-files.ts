// GET /organisations/{id}/files: the organisation's documents, newest first.
import { accessOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { toFile } from '../../../shared/files/file-reads.js';
import { listFiles } from '../../../shared/files/file-reads.js';

export const listFilesAction: Action = async (request) => {
  const { organisation } = accessOf(request);
  return json(200, (await listFiles(organisation.id)).map(toFile));
};
