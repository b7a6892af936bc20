import { routeGroup } from '../../../shared/http/route-group.js';
import {
  createOrganisationAffiliation,
  getOrganisationAffiliation,
  listAffiliationAudit,
  listOrganisationAffiliations,
  resumeOrganisationAffiliation,
  revokeOrganisationAffiliation,
  rotateAffiliationCredentials,
  suspendOrganisationAffiliation,
  verifyOrganisationAffiliation,
} from './affiliations.js';
import { affiliationsRoutes } from './routes.js';

export const handler = routeGroup(affiliationsRoutes, {
  'GET /organisations/{id}/affiliations': listOrganisationAffiliations,
  'POST /organisations/{id}/affiliations': createOrganisationAffiliation,
  'GET /organisations/{id}/affiliations/{affiliationId}': getOrganisationAffiliation,
  'POST /organisations/{id}/affiliations/{affiliationId}/verify': verifyOrganisationAffiliation,
  'PUT /organisations/{id}/affiliations/{affiliationId}/credentials': rotateAffiliationCredentials,
  'POST /organisations/{id}/affiliations/{affiliationId}/suspend': suspendOrganisationAffiliation,
  'POST /organisations/{id}/affiliations/{affiliationId}/resume': resumeOrganisationAffiliation,
  'POST /organisations/{id}/affiliations/{affiliationId}/revoke': revokeOrganisationAffiliation,
  'GET /organisations/{id}/affiliations/{affiliationId}/audit': listAffiliationAudit,
});
