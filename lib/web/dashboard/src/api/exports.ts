// The payments CSV export of the dashboard (issue 29): start one with the list's filters, read it
// (its progress, then a download link valid 5 minutes). Routes under the organisation's path.
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type PaymentExport = Schema<'PaymentExport'>;
export type ExportFilters = NonNullable<paths['/organisations/{id}/payments/exports']['post']['requestBody']>['content']['application/json'];

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const exportsApi = {
  /** The Idempotency-Key makes a double click start one export. */
  start: (organisationId: string, filters: ExportFilters, idempotencyKey: string) =>
    answer(client.POST('/organisations/{id}/payments/exports', { params: { path: { id: organisationId }, header: { 'Idempotency-Key': idempotencyKey } }, body: filters })),
  get: (organisationId: string, exportId: string) =>
    answer(client.GET('/organisations/{id}/payments/exports/{exportId}', { params: { path: { id: organisationId, exportId } } })),
};
