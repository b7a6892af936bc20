// POST /organisations/{id}/files (multipart/form-data): fields `type` and `file`.
import { validationFailed } from '../../../shared/domain/errors.js';
import { uploadFile } from '../../../shared/files/upload-file.js';
import { accessOf, actorOf, sessionOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { toFile } from '../../../shared/files/file-reads.js';
import { UPLOAD_FILE_FIELD, uploadFields } from './schemas.js';

export const uploadFileAction: Action = async (request) => {
  const { organisation } = accessOf(request);
  const { user } = sessionOf(request);
  const { type } = parseBody(uploadFields, request);
  const unexpected = request.files.filter((f) => f.fieldName !== UPLOAD_FILE_FIELD);
  if (unexpected.length) {
    throw validationFailed(unexpected.map((f) => ({ field: f.fieldName, message: 'unexpected file field' })));
  }
  if (request.files.length !== 1) {
    throw validationFailed([{ field: UPLOAD_FILE_FIELD, message: request.files.length ? 'exactly one file is expected' : 'required' }]);
  }
  const [upload] = request.files;
  const file = await uploadFile({
    organisationId: organisation.id,
    type,
    fileName: upload!.fileName,
    content: upload!.content,
    uploadedBy: user.id,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(201, toFile(file));
};
