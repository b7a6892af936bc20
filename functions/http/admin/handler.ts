import { routeGroup } from '../../../shared/http/route-group.js';
import {
  getOrganisationForStaff,
  listAllOrganisations,
  onboardOrganisation,
  recordContract,
  setOrganisationStatus,
} from './organisations.js';
import { listOutbox } from './outbox.js';
import { adminRoutes } from './routes.js';

export const handler = routeGroup(adminRoutes, {
  'GET /admin/organisations': listAllOrganisations,
  'GET /admin/organisations/{id}': getOrganisationForStaff,
  'POST /admin/organisations': onboardOrganisation,
  'POST /admin/organisations/{id}/status': setOrganisationStatus,
  'POST /admin/organisations/{id}/contract': recordContract,
  'GET /admin/outbox': listOutbox,
});
