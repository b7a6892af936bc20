import { routeGroup } from '../../../shared/http/route-group.js';
import { createKey, listApiKeys, revokeKey } from './api-keys.js';
import { listOrganisationAudit } from './audit.js';
import { refuseKyb, verifyKyb } from './kyb.js';
import { getContract, getOrganisation, listMyOrganisations, patchOrganisation } from './organisations.js';
import { organisationsRoutes } from './routes.js';

export const handler = routeGroup(organisationsRoutes, {
  'GET /organisations': listMyOrganisations,
  'GET /organisations/{id}': getOrganisation,
  'PATCH /organisations/{id}': patchOrganisation,
  'GET /organisations/{id}/contract': getContract,
  'POST /organisations/{id}/kyb/verify': verifyKyb,
  'POST /organisations/{id}/kyb/refuse': refuseKyb,
  'GET /organisations/{id}/audit': listOrganisationAudit,
  'GET /organisations/{id}/api-keys': listApiKeys,
  'POST /organisations/{id}/api-keys': createKey,
  'DELETE /organisations/{id}/api-keys/{apiKeyId}': revokeKey,
});
