import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const filesRoutes = defineRouteGroup({
  name: 'files',
  uses: { table: ['read', 'write', 'delete'], bucket: ['read', 'write', 'delete'] },
  // A 10 MB upload is held in memory as the event (base64), the parsed form and the buffer.
  memorySize: 512,
  routes: [
    { method: 'GET', path: '/organisations/{id}/files', auth: 'session', permission: 'files.view' },
    { method: 'POST', path: '/organisations/{id}/files', auth: 'session', permission: 'files.manage', body: 'multipart', success: 201 },
    { method: 'GET', path: '/organisations/{id}/files/{fileId}/download', auth: 'session', permission: 'files.view' },
    { method: 'DELETE', path: '/organisations/{id}/files/{fileId}', auth: 'session', permission: 'files.manage', success: 204 },
  ],
});
