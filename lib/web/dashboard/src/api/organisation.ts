// The organisation's own settings, typed by the generated client (lib/web/client): its profile
// (the contact fields; the legal identity is read-only), its contract's status, its documents
// (list, upload with progress, the 5-minute download address, delete while not reviewed).
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer, ApiError } from '../api.js';

export type OrganisationProfile = Schema<'OrganisationDetail'>;
export type Contract = Schema<'Contract'>;
export type OrganisationFile = Schema<'File'>;
export type FileType = OrganisationFile['type'];
export type ProfilePatch = NonNullable<paths['/organisations/{id}']['patch']['requestBody']>['content']['application/json'];

/** The API's limit on one document (shared/files: 10 MB), checked before sending. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** What the API accepts, by the type the browser gives the file. */
export const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const path = (id: string) => ({ params: { path: { id } } });

export const organisationApi = {
  get: (id: string) => answer(client.GET('/organisations/{id}', path(id))),
  update: (id: string, body: ProfilePatch) => answer(client.PATCH('/organisations/{id}', { ...path(id), body })),
  contract: (id: string) => answer(client.GET('/organisations/{id}/contract', path(id))),
  files: (id: string) => answer(client.GET('/organisations/{id}/files', path(id))),
  download: (id: string, fileId: string) =>
    answer(client.GET('/organisations/{id}/files/{fileId}/download', { params: { path: { id, fileId } } })),
  remove: (id: string, fileId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/files/{fileId}', { params: { path: { id, fileId } } })),
  /**
   * Uploads one document (multipart `type` and `file`), reporting the share sent (0 to 1): an
   * XMLHttpRequest, since fetch reports no upload progress. Answers the file as listed, or throws
   * an ApiError as every other call does.
   */
  upload: (id: string, type: FileType, file: File, onProgress: (share: number) => void) =>
    new Promise<OrganisationFile>((resolve, reject) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file, file.name);
      const request = new XMLHttpRequest();
      request.open('POST', `/organisations/${encodeURIComponent(id)}/files`);
      request.withCredentials = true;
      request.setRequestHeader('accept', 'application/json');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onerror = () => reject(new ApiError(0, 'network_error', 'The service cannot be reached.'));
      request.onload = () => {
        let body: Record<string, unknown> = {};
        try {
          body = request.responseText ? (JSON.parse(request.responseText) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
        if (request.status === 201) {
          onProgress(1);
          resolve(body as unknown as OrganisationFile);
          return;
        }
        // The gateway refuses a body over 10 MB before the API sees it (413).
        const code = typeof body.error === 'string' ? body.error : request.status === 413 ? 'file_too_large' : `http_${request.status}`;
        reject(new ApiError(request.status, code, typeof body.message === 'string' ? body.message : request.statusText, body));
      };
      request.send(form);
    }),
};
