import { routeGroup } from '../../../shared/http/route-group.js';
import {
  getOrganisationForStaff,
  listAllOrganisations,
  onboardOrganisation,
  recordContract,
  setOrganisationStatus,
  setV2Mode,
} from './organisations.js';
import { listAffiliationsForStaff } from './affiliations.js';
import { reviewFile } from './file-review.js';
import { listOutbox, retryOutbox } from './outbox.js';
import {
  downloadFileForStaff,
  listAuditForStaff,
  listFilesForStaff,
  listMembersForStaff,
  listPaymentsForStaff,
  sendOwnerInvitation,
} from './organisation-records.js';
import { adminPaymentTimeline } from './payment-timeline.js';
import { adminRoutes } from './routes.js';

export const handler = routeGroup(adminRoutes, {
  'GET /admin/organisations': listAllOrganisations,
  'GET /admin/organisations/{id}': getOrganisationForStaff,
  'POST /admin/organisations': onboardOrganisation,
  'POST /admin/organisations/{id}/status': setOrganisationStatus,
  'POST /admin/organisations/{id}/contract': recordContract,
  'POST /admin/organisations/{id}/v2-migration': setV2Mode,
  'GET /admin/organisations/{id}/members': listMembersForStaff,
  'POST /admin/organisations/{id}/owner-invitation': sendOwnerInvitation,
  'GET /admin/organisations/{id}/files': listFilesForStaff,
  'GET /admin/organisations/{id}/files/{fileId}/download': downloadFileForStaff,
  'GET /admin/organisations/{id}/audit': listAuditForStaff,
  'GET /admin/organisations/{id}/payments': listPaymentsForStaff,
  'GET /admin/outbox': listOutbox,
  'POST /admin/outbox/{id}/retry': retryOutbox,
  'GET /admin/payments/{reference}/timeline': adminPaymentTimeline,
  'GET /admin/affiliations': listAffiliationsForStaff,
  'POST /admin/organisations/{id}/files/{fileId}/review': reviewFile,
});
