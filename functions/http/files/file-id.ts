// The `{fileId}` of a path: anything that is not a UUID names no file.
import { notFound } from '../../../shared/domain/errors.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';


export function fileIdOf(request: HttpRequest): string {
  const fileId = request.params.fileId ?? '';
  if (!UUID.test(fileId)) throw notFound('file_not_found', 'File');
  return fileId.toLowerCase();
}
