// DELETE /organisations/{id}/files/{fileId}: only a document not yet reviewed.
import { deleteFile } from '../../../shared/files/delete-file.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { noContent, type Action } from '../../../shared/http/types.js';
import { fileIdOf } from './file-id.js';

export const deleteFileAction: Action = async (request) => {
  const { organisation } = accessOf(request);
  await deleteFile({
    organisationId: organisation.id,
    fileId: fileIdOf(request),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};
