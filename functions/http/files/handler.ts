import { routeGroup } from '../../../shared/http/route-group.js';
import { deleteFileAction } from './delete-file.js';
import { downloadFile } from './download-file.js';
import { listFilesAction } from './list-files.js';
import { filesRoutes } from './routes.js';
import { uploadFileAction } from './upload-file.js';

export const handler = routeGroup(filesRoutes, {
  'GET /organisations/{id}/files': listFilesAction,
  'POST /organisations/{id}/files': uploadFileAction,
  'GET /organisations/{id}/files/{fileId}/download': downloadFile,
  'DELETE /organisations/{id}/files/{fileId}': deleteFileAction,
});
