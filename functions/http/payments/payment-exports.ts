// POST /organisations/{id}/payments/exports starts an export of the payments the list's filters
// select, within the caller's scope; GET .../exports/{exportId} reads it (its download link once
// written). Issue 29; docs/api-decisions.md, "Payment exports".
import { accessOf, principalOf, requireAccountInScope, type OrganisationAccess } from '../../../shared/http/guard.js';
import { idempotencyOf } from '../../../shared/http/idempotency.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody, parseQuery } from '../../../shared/http/validation.js';
import { getPaymentExport, startPaymentExport } from '../../../shared/payments/payment-exports.js';
import type { ExportScope } from '../../../shared/domain/records/payment-export.js';
import { notFound } from '../../../shared/domain/errors.js';
import { exportPaymentsBody, exportQuery } from './schemas.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's scope as an export keeps it: the accounts a scoped member sees, or all. */
const scopeOf = (access: OrganisationAccess): ExportScope => (access.scope === 'accounts' ? { visibleAccountIds: [...access.accountIds] } : {});

export const startPaymentExportAction: Action = async (request) => {
  const access = accessOf(request);
  const filters = parseBody(exportPaymentsBody, request);
  if (filters.account) requireAccountInScope(access, filters.account);
  const principal = principalOf(request);
  const view = await startPaymentExport({
    organisationId: access.organisation.id,
    filters,
    scope: scopeOf(access),
    requestedBy: principal.kind === 'api_key' ? { type: 'api_key', id: principal.apiKey.id } : { type: 'merchant_user', id: principal.user.id },
    // With an Idempotency-Key, the answer is kept in the start's transaction: a retry gets this export back, never a second one.
    alsoWrite: (started) => {
      const idempotency = idempotencyOf(request);
      return idempotency ? [idempotency.answerWrite(202, started)] : [];
    },
  });
  return json(202, view);
};

export const getPaymentExportAction: Action = async (request) => {
  const access = accessOf(request);
  parseQuery(exportQuery, request);
  const exportId = request.params.exportId ?? '';
  if (!UUID.test(exportId)) throw notFound('export_not_found', 'Export');
  return json(200, await getPaymentExport(access.organisation.id, exportId.toLowerCase(), scopeOf(access)));
};
