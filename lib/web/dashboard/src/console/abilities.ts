// What each platform role may do in the staff console: the admin routes' `staffRoles`
// (functions/http/admin/routes.ts, and the KYB routes of functions/http/organisations/routes.ts),
// written out here because the web app does not import the functions; a unit test
// (test/unit/lib/web/dashboard/src/console/roles.test.ts) checks that the two agree. Plain data,
// importing nothing, so that the test reads it without the app.
export type StaffRole = 'svc_admin' | 'svc_support' | 'svc_compliance';
const ALL: readonly StaffRole[] = ['svc_admin', 'svc_support', 'svc_compliance'];

export const STAFF_ABILITIES = {
  /** GET /admin/organisations, /admin/organisations/{id} and what it reads of one (members, files, audit, payments). */
  readOrganisations: ALL,
  /** POST /admin/organisations */
  onboard: ['svc_admin'],
  /** POST /admin/organisations/{id}/owner-invitation */
  inviteOwner: ['svc_admin'],
  /** POST /admin/organisations/{id}/status */
  changeStatus: ['svc_admin', 'svc_support'],
  /** POST /admin/organisations/{id}/contract */
  recordContract: ['svc_admin'],
  /** POST /admin/organisations/{id}/v2-migration */
  changeV2Mode: ['svc_admin'],
  /** GET /admin/organisations/{id}/files/{fileId}/download */
  openDocument: ['svc_compliance'],
  /** POST /admin/organisations/{id}/files/{fileId}/review */
  reviewDocument: ['svc_compliance'],
  /** POST /organisations/{id}/kyb/verify and /kyb/refuse */
  decideKyb: ['svc_compliance'],
  /** GET /admin/payments/{reference}/timeline */
  readPayments: ALL,
  /** GET /admin/affiliations */
  readAffiliations: ALL,
  /** GET /admin/outbox */
  readOutbox: ['svc_support', 'svc_admin'],
  /** POST /admin/outbox/{id}/retry */
  retryOutbox: ['svc_admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAbility = keyof typeof STAFF_ABILITIES;
