// What lib/tools/contract/openapi.ts says of each route beyond its manifest entry: summary, request body and query
// (the zod schemas the route reads), and the body of its success answer (shared/api-schemas/). The
// success status is the manifest's (`success` in functions/http/<group>/routes.ts); error answers are
// not listed here: they come from the codes each route raises in the code.

import { z } from 'zod';
import { createAccountBody, listAccountsQuery, routingBody, updateAccountBody } from '../../../functions/http/accounts/schemas.js';
import { adminAffiliationsQuery } from '../../../functions/http/admin/affiliations.js';
import { outboxQuery } from '../../../functions/http/admin/outbox.js';
import { adminTimelineQuery } from '../../../functions/http/admin/payment-timeline.js';
import { adminOrganisationsQuery, contractBody, onboardBody, ownerInvitationBody, staffDownloadQuery, statusBody, v2MigrationBody } from '../../../functions/http/admin/schemas.js';
import { staffAuditQuery, staffPaymentsQuery } from '../../../functions/http/admin/organisation-records.js';
import { affiliationAuditQuery, createAffiliationBody, rotateCredentialsBody } from '../../../functions/http/affiliations/schemas.js';
import { apiKeyIdentityQuery, changePasswordBody, disableTotpBody, forgotBody, loginBody, reauthBody, resetBody, totpCodeBody } from '../../../functions/http/auth/schemas.js';
import { returnQuery } from '../../../functions/http/checkout/return.js';
import { openAttemptBody, viewQuery } from '../../../functions/http/checkout/schemas.js';
import { UPLOAD_FILE_FIELD, uploadFields } from '../../../functions/http/files/schemas.js';
import { startLinkPaymentBody } from '../../../functions/http/links/schemas.js';
import { auditQuery } from '../../../functions/http/organisations/audit.js';
import { createApiKeyBody, kybDecisionBody, listApiKeysQuery } from '../../../functions/http/organisations/schemas.js';
import { changeLinkBody, createLinkBody, listLinksQuery, organisationOnly } from '../../../functions/http/payment-links/schemas.js';
import { merchantTimelineQuery } from '../../../functions/http/payments/payment-history.js';
import {
  attemptsQuery,
  cancelPaymentBody,
  createPaymentBody,
  createRefundBody,
  listPaymentsQuery,
  listRefundsQuery,
  paymentQuery,
  paymentSummaryQuery,
  exportPaymentsBody,
  exportQuery,
  sendPaymentBody,
} from '../../../functions/http/payments/schemas.js';
import {
  acceptInvitationBody, previewInvitationBody,
  changeMemberBody,
  createRoleBody,
  createTransferBody,
  inviteBody,
  updateRoleBody,
} from '../../../functions/http/team/schemas.js';
import { initPaymentBody } from '../../../functions/http/v2/schemas.js';
import { createEndpointBody, listDeliveriesQuery, recoverBody, rotateSecretBody, updateEndpointBody } from '../../../functions/http/webhooks/schemas.js';
import { pageOf } from '../../../shared/api-schemas/fields.js';
import * as AccountsSchemas from '../../../shared/api-schemas/accounts.js';
import * as AdminSchemas from '../../../shared/api-schemas/admin.js';
import * as AffiliationsSchemas from '../../../shared/api-schemas/affiliations.js';
import * as AuditSchemas from '../../../shared/api-schemas/audit.js';
import * as CheckoutSchemas from '../../../shared/api-schemas/checkout.js';
import * as FilesSchemas from '../../../shared/api-schemas/files.js';
import * as HealthSchemas from '../../../shared/api-schemas/health.js';
import * as IdentitySchemas from '../../../shared/api-schemas/identity.js';
import * as KeysSchemas from '../../../shared/api-schemas/keys.js';
import * as LinksSchemas from '../../../shared/api-schemas/links.js';
import * as OrganisationsSchemas from '../../../shared/api-schemas/organisations.js';
import * as PaymentsSchemas from '../../../shared/api-schemas/payments.js';
import * as PaymentExportsSchemas from '../../../shared/api-schemas/payment-exports.js';
import * as RefundsSchemas from '../../../shared/api-schemas/refunds.js';
import * as TeamSchemas from '../../../shared/api-schemas/team.js';
import * as TimelineSchemas from '../../../shared/api-schemas/timeline.js';
import * as V2Schemas from '../../../shared/api-schemas/v2.js';
import * as WebhooksSchemas from '../../../shared/api-schemas/webhooks.js';
import { profilePatch } from '../../../shared/organisations/profile-fields.js';


export interface SuccessDoc {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
  example?: unknown;
  headers?: z.ZodObject;
}

export interface OperationDoc {
  summary?: string;
  description?: string;
  /** The very schema the action parses its body with (multipart: the text fields). */
  body?: z.ZodType;
  /** Defaults to whether the body schema refuses `{}` (an absent body is read as `{}`). */
  bodyRequired?: boolean;
  /** Multipart: the names of the file parts, beside the text fields of `body`. */
  files?: string[];
  /** A POST whose action reads no body: the document gives it none, though a JSON one is tolerated. */
  readsNoBody?: true;
  query?: z.ZodObject;
  /** The success answer, whose status is the route manifest's. */
  success?: SuccessDoc;
  /** Answers beyond the success and the error codes that the action gives itself (GET /health's 503). */
  other?: Record<string, SuccessDoc>;
}

/** Named components: each resource once, referenced by `$ref`. */
const named = <T extends Record<string, unknown>>(schemas: T) =>
  Object.fromEntries(
    Object.entries(schemas)
      .filter(([, s]) => s instanceof z.ZodType)
      .map(([name, s]) => [name, (s as z.ZodType).meta({ id: name })]),
  ) as { [K in keyof T as T[K] extends z.ZodType ? K : never]: T[K] };

/** Every response schema of shared/api-schemas/, by name. */
const RESOURCES = {
  ...AccountsSchemas,
  ...AdminSchemas,
  ...AffiliationsSchemas,
  ...AuditSchemas,
  ...CheckoutSchemas,
  ...FilesSchemas,
  ...HealthSchemas,
  ...IdentitySchemas,
  ...KeysSchemas,
  ...LinksSchemas,
  ...OrganisationsSchemas,
  ...PaymentsSchemas,
  ...PaymentExportsSchemas,
  ...RefundsSchemas,
  ...TeamSchemas,
  ...TimelineSchemas,
  ...V2Schemas,
  ...WebhooksSchemas,
};

export const SCHEMA_COMPONENTS = named(RESOURCES);
const C = SCHEMA_COMPONENTS;

const ok = (schema: z.ZodType, description = 'Success.'): SuccessDoc => ({ description, schema });
const created = (schema: z.ZodType, description = 'Created.'): SuccessDoc => ({ description, schema });
const noContent = (description = 'Done.'): SuccessDoc => ({ description });
const image = (description: string): SuccessDoc => ({ description, contentType: 'image/*' });

export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /health': {
    summary: 'Service health',
    success: ok(C.Health, 'The service reaches its table.'),
    other: { '503': { description: 'Degraded: the table cannot be reached.', schema: C.Health } },
  },

  'POST /auth/login': { summary: 'Sign in', body: loginBody, success: ok(C.Session, 'Signed in; sets the `svc_session` cookie.') },
  'POST /auth/logout': { summary: 'Sign out', readsNoBody: true, success: noContent('Session ended; cookie cleared.') },
  'GET /auth/me': { summary: 'The signed-in user', success: ok(C.Session) },
  'POST /auth/reauth': { summary: 'Re-authenticate for 10 minutes', body: reauthBody, success: ok(C.Reauthenticated) },
  'POST /auth/password/forgot': { summary: 'Ask for a password reset email', body: forgotBody, success: { description: 'Accepted, whether the email exists or not; no body.' } },
  'POST /auth/password/reset': { summary: 'Reset a password', body: resetBody, success: noContent('Password changed; every session ended.') },
  'POST /auth/password/change': {
    summary: 'Change the password',
    description:
      'From a session re-authenticated within 10 minutes (403 `reauth_required` otherwise). The new password follows the rules of a reset and differs from the current one (400 `validation_failed`). Every other session of the user ends; this one is replaced by a new session (a new `svc_session` cookie). The header `x-other-sessions-ended` says how many other sessions ended.',
    body: changePasswordBody,
    success: noContent('Password changed; the other sessions ended; sets a new `svc_session` cookie.'),
  },
  'POST /auth/totp/setup': { summary: 'Start TOTP enrolment', readsNoBody: true, success: ok(C.TotpSetup) },
  'POST /auth/totp/enable': {
    summary: 'Confirm TOTP enrolment',
    description: 'Turns 2FA on and answers ten single-use recovery codes, shown this once (only their hashes are kept).',
    body: totpCodeBody,
    success: ok(C.TotpEnabled, '2FA is on; the recovery codes, shown once.'),
  },
  'POST /auth/totp/disable': {
    summary: 'Turn TOTP off',
    description: 'Takes a current TOTP code or one of the recovery codes; the recovery codes left are forgotten.',
    body: disableTotpBody,
    success: noContent(),
  },
  'GET /auth/api-key': {
    summary: 'Identity of the calling API key',
    description:
      "The key's organisation, its role, and what it may do now: its role's permissions and its scope, within what the member who made it holds now. Any key generation, a key of the previous platform entered here included. With `receiverWalletId`, also the payment account that v2 wallet id reaches (404 `payment_account_not_found` when none of the organisation's): a shop's dry run before migrating, which creates nothing.",
    query: apiKeyIdentityQuery,
    success: ok(C.ApiKeyIdentity),
  },

  'GET /payments': { summary: 'List payments', query: listPaymentsQuery, success: ok(pageOf(C.Payment)) },
  'POST /payments': { summary: 'Create a payment', body: createPaymentBody, success: created(C.Payment, 'The payment, with its `payUrl`.') },
  'GET /payments/{reference}': { summary: 'Read a payment', query: paymentQuery, success: ok(C.Payment) },
  'POST /payments/{reference}/cancel': { summary: 'Cancel a pending payment', body: cancelPaymentBody, success: ok(C.Payment) },
  'GET /payments/{reference}/attempts': { summary: 'Attempts of a payment', query: attemptsQuery, success: ok(z.object({ items: z.array(C.Attempt) })) },
  'GET /payments/{reference}/timeline': { summary: 'Timeline of a payment', query: merchantTimelineQuery, success: ok(C.PaymentTimeline) },
  'POST /payments/{reference}/refunds': {
    summary: 'Refund a succeeded payment, in full or in part',
    description:
      'Honours `Idempotency-Key`. `amount` defaults to what is left to refund. The amount is claimed on the payment first ' +
      '(refunded plus pending never exceeds the amount paid), then the provider is asked once: the refund answers `succeeded`, ' +
      '`failed` (the provider refused it; the amount is refundable again) or `pending` (the provider has not said yet; the ' +
      'service asks it until it ends). A provider that fails answers 502 `provider_refund_failed` and releases the amount.',
    body: createRefundBody,
    bodyRequired: false,
    success: created(C.Refund),
  },
  'GET /payments/{reference}/refunds': { summary: 'Refunds of a payment', query: paymentQuery, success: ok(z.object({ items: z.array(C.Refund) })) },
  'GET /refunds': { summary: 'List refunds', query: listRefundsQuery, success: ok(pageOf(C.Refund)) },
  'GET /refunds/{refundId}': { summary: 'Read a refund', query: paymentQuery, success: ok(C.Refund) },
  'POST /payments/{reference}/send': {
    summary: 'Send a pending payment to its payer',
    description:
      'Emails the payer the `payUrl`, in the payment\'s `locale` (else French), with the shop\'s name. The payment must be ' +
      'pending and have a payer email. At most 3 sends per payment within the hour: 429 `rate_limited` with `Retry-After`.',
    body: sendPaymentBody,
    bodyRequired: false,
    success: { description: 'Queued.', schema: C.PaymentSent },
  },
  'GET /organisations/{id}/payments/summary': {
    summary: 'Overview of the payments: figures by status, provider and day',
    description:
      'Days are Africa/Tunis calendar days; `from` and `to` (both included, `YYYY-MM-DD`) default to the last 30 days, ' +
      'at most 366. A payment counts on the day it was created. `previous` holds the same figures for the period of ' +
      'equal length just before. Within the caller\'s scope; `account` narrows to one payment account. Read from ' +
      'counters written with each change, never by scanning payments.',
    query: paymentSummaryQuery,
    success: ok(C.PaymentSummary),
  },
  'POST /organisations/{id}/payments/exports': {
    summary: 'Start an export of payments to a CSV file',
    description:
      'Takes the filters of `GET /payments` (`from`, `to`, `account`, `provider`, `status`, `q`, `link`) and exports every ' +
      'payment they select within the caller\'s scope, newest first, one row per payment with its result. The file is ' +
      'UTF-8 with a byte order mark, amounts in dinars (3 decimals) and in millimes; a text cell starting with `=`, `+`, ' +
      '`-`, `@`, a tab or a carriage return is prefixed with `\'`. Runs in the background: read the export until it has ' +
      '`succeeded`. At most 3 exports of an organisation run at once: 429 `too_many_exports` with `Retry-After`. ' +
      'Kept 24 hours. `Idempotency-Key` honoured.',
    body: exportPaymentsBody,
    bodyRequired: false,
    success: { description: 'Accepted: the export, pending.', schema: C.PaymentExport },
  },
  'GET /organisations/{id}/payments/exports/{exportId}': {
    summary: 'Read an export of payments',
    description:
      'Its state and the rows written so far; once `succeeded`, `download.url` fetches the CSV file for 5 minutes ' +
      '(read the export again for a fresh one). An export made within a wider scope than the caller\'s is not found.',
    query: exportQuery,
    success: ok(C.PaymentExport),
  },

  'GET /payment-links': { summary: 'List payment links', query: listLinksQuery, success: ok(pageOf(C.PaymentLink)) },
  'POST /payment-links': { summary: 'Create a payment link', body: createLinkBody, success: created(C.PaymentLink) },
  'GET /payment-links/{linkId}': { summary: 'Read a payment link', query: organisationOnly, success: ok(C.PaymentLink) },
  'PATCH /payment-links/{linkId}': { summary: 'Change a payment link', body: changeLinkBody, success: ok(C.PaymentLink) },
  'POST /payment-links/{linkId}/disable': { summary: 'Disable a payment link', body: organisationOnly, success: ok(C.PaymentLink) },
  'POST /payment-links/{linkId}/enable': { summary: 'Enable a payment link', body: organisationOnly, success: ok(C.PaymentLink) },
  'GET /payment-links/{linkId}/qr.svg': { summary: 'QR code of the link (SVG)', query: organisationOnly, success: { description: 'SVG image.', contentType: 'image/svg+xml' } },
  'GET /payment-links/{linkId}/qr.png': { summary: 'QR code of the link (PNG)', query: organisationOnly, success: { description: 'PNG image.', contentType: 'image/png' } },

  'GET /checkout/{reference}': { summary: 'Checkout payment view', query: viewQuery, success: ok(C.CheckoutPaymentView) },
  'GET /checkout/{reference}/status': { summary: 'Checkout status view', success: ok(C.CheckoutStatusView) },
  'GET /checkout/{reference}/logo': { summary: 'Merchant logo', success: image('The logo image.') },
  'GET /checkout/{reference}/return': { summary: 'Back to the merchant', query: returnQuery, success: { description: 'Redirect to the merchant success or fail URL.' } },
  'POST /checkout/{reference}/attempts': { summary: 'Open an attempt', body: openAttemptBody, success: created(C.CheckoutAttemptView) },
  'GET /checkout/{reference}/attempts/{attemptId}': { summary: 'Attempt view', success: ok(C.CheckoutAttemptView) },

  'GET /callbacks/{provider}/{attemptId}': {
    summary: "A provider's browser return",
    description: 'Never trusted on its own: the service asks the provider about the attempt, then sends the payer to the checkout result page.',
  },
  'POST /callbacks/{provider}/{attemptId}': {
    summary: "A provider's server callback",
    description: 'Never trusted on its own: the service asks the provider about the attempt and applies its answer before replying. The body is whatever the provider sends (a form or JSON).',
    success: ok(C.CallbackReceived, 'The attempt was checked with the provider.'),
  },

  'GET /links/{slug}': { summary: 'Link public view', success: ok(C.LinkPublicView) },
  'GET /links/{slug}/logo': { summary: 'Link merchant logo', success: image('The logo image.') },
  'POST /links/{slug}/payments': { summary: 'Start a payment from a link', body: startLinkPaymentBody, success: created(z.object({ reference: z.string(), payUrl: z.string() })) },

  'GET /organisations': { summary: 'Organisations of the signed-in user', success: ok(z.array(C.OrganisationListItem)) },
  'GET /organisations/{id}': { summary: 'Organisation detail', success: ok(C.OrganisationDetail) },
  'PATCH /organisations/{id}': { summary: 'Change the organisation profile', body: profilePatch, success: ok(C.OrganisationDetail) },
  'GET /organisations/{id}/contract': { summary: 'Contract status', success: ok(C.Contract) },
  'POST /organisations/{id}/kyb/verify': { summary: 'Mark the KYB verified (compliance staff)', body: kybDecisionBody },
  'POST /organisations/{id}/kyb/refuse': { summary: 'Refuse the KYB (compliance staff)', body: kybDecisionBody },
  'GET /organisations/{id}/audit': { summary: 'Audit trail of the organisation, newest first', query: auditQuery, success: ok(pageOf(C.AuditItem)) },
  'GET /organisations/{id}/api-keys': { summary: 'API keys of the organisation', query: listApiKeysQuery, success: ok(pageOf(C.ApiKey)) },
  'POST /organisations/{id}/api-keys': {
    summary: 'Create an API key',
    description:
      'A restricted key: it carries a role and a scope (`roleId`, `scope`, `accountIds`, as a member does), never wider than ' +
      "its maker's (403 `permission_denied`); each omitted part is the maker's own. Every route checks the key as it checks a " +
      'member with that role and scope, and never lets it do more than its maker holds at the time of the request: a key ' +
      'whose maker has left the organisation answers 401 `invalid_api_key`.',
    body: createApiKeyBody,
    success: created(C.CreatedApiKey, 'The key, with its whole `key` shown once.'),
  },

  'GET /providers': { summary: 'The provider catalogue', success: ok(z.array(C.Provider)) },
  'GET /providers/{code}': { summary: 'One provider of the catalogue', success: ok(C.Provider) },

  'GET /organisations/{id}/affiliations': { summary: 'Affiliations of the organisation', success: ok(z.array(C.Affiliation)) },
  'POST /organisations/{id}/affiliations': { summary: 'Create an affiliation', body: createAffiliationBody, success: created(C.Affiliation, 'The affiliation, its secret credentials masked.') },
  'GET /organisations/{id}/affiliations/{affiliationId}': { summary: 'Read an affiliation', success: ok(C.Affiliation) },
  'POST /organisations/{id}/affiliations/{affiliationId}/verify': { summary: 'Verify an affiliation with its provider', success: ok(C.Affiliation) },
  'PUT /organisations/{id}/affiliations/{affiliationId}/credentials': { summary: 'Rotate the credentials of an affiliation', body: rotateCredentialsBody, success: ok(C.Affiliation) },
  'POST /organisations/{id}/affiliations/{affiliationId}/suspend': { summary: 'Suspend an affiliation', success: ok(C.Affiliation) },
  'POST /organisations/{id}/affiliations/{affiliationId}/resume': { summary: 'Resume a suspended affiliation', success: ok(C.Affiliation) },
  'POST /organisations/{id}/affiliations/{affiliationId}/revoke': { summary: 'Revoke an affiliation (terminal)', success: ok(C.Affiliation) },
  'GET /organisations/{id}/affiliations/{affiliationId}/audit': { summary: 'Audit trail of an affiliation', query: affiliationAuditQuery, success: ok(pageOf(C.AuditItem)) },

  'GET /organisations/{id}/payment-accounts': { summary: 'List payment accounts', query: listAccountsQuery, success: ok(z.array(C.PaymentAccount)) },
  'POST /organisations/{id}/payment-accounts': { summary: 'Create a payment account', body: createAccountBody, success: created(C.PaymentAccount) },
  'GET /organisations/{id}/payment-accounts/{accountId}': { summary: 'Read a payment account', success: ok(C.PaymentAccount) },
  'PATCH /organisations/{id}/payment-accounts/{accountId}': { summary: 'Change a payment account', body: updateAccountBody, success: ok(C.PaymentAccount) },
  'POST /organisations/{id}/payment-accounts/{accountId}/archive': { summary: 'Archive a payment account', success: ok(C.PaymentAccount) },
  'GET /organisations/{id}/payment-accounts/{accountId}/routing': { summary: 'Routing of an account', success: ok(z.object({ routes: z.array(C.AccountRoute) })) },
  'PUT /organisations/{id}/payment-accounts/{accountId}/routing': { summary: 'Set the routing of an account', body: routingBody, success: ok(z.object({ routes: z.array(C.AccountRoute) })) },

  'GET /organisations/{id}/webhooks': { summary: 'List webhook endpoints', success: ok(z.array(C.WebhookEndpoint)) },
  'POST /organisations/{id}/webhooks': { summary: 'Register a webhook endpoint', body: createEndpointBody, success: created(C.CreatedWebhookEndpoint, 'The endpoint with its signing `secret`, shown once.') },
  'GET /organisations/{id}/webhooks/{endpointId}': { summary: 'Read a webhook endpoint', success: ok(C.WebhookEndpoint) },
  'DELETE /organisations/{id}/webhooks/{endpointId}': { summary: 'Disable a webhook endpoint', success: ok(C.WebhookEndpoint) },
  'GET /organisations/{id}/webhooks/{endpointId}/deliveries': { summary: 'Deliveries to an endpoint, newest first', query: listDeliveriesQuery, success: ok(pageOf(C.WebhookDelivery)) },
  'POST /organisations/{id}/webhooks/deliveries/{deliveryId}/retry': { summary: 'Try a delivery again now', success: ok(C.WebhookDelivery, 'The delivery after its manual try.') },
  'GET /organisations/{id}/webhooks/deliveries/{deliveryId}/tries': { summary: 'Every try of a delivery, oldest first', success: ok(z.object({ items: z.array(C.WebhookTry) })) },
  'PATCH /organisations/{id}/webhooks/{endpointId}': { summary: 'Change a webhook endpoint (URL, description, events, account)', body: updateEndpointBody, success: ok(C.WebhookEndpoint) },
  'POST /organisations/{id}/webhooks/{endpointId}/rotate-secret': {
    summary: 'Rotate the signing secret in place',
    body: rotateSecretBody,
    success: ok(C.RotatedWebhookEndpoint, 'The endpoint with its new `secret`, shown once; the previous one signs beside it until `previousSecretExpiresAt`.'),
  },
  'POST /organisations/{id}/webhooks/{endpointId}/enable': { summary: 'Enable again an endpoint disabled for failing', success: ok(C.WebhookEndpoint) },
  'POST /organisations/{id}/webhooks/{endpointId}/recover': { summary: 'Try again every delivery that failed since a date', body: recoverBody, success: { description: 'The tries are queued.', schema: C.WebhookRecovery } },
  'POST /organisations/{id}/webhooks/{endpointId}/test': { summary: 'Send a test event now', success: created(C.WebhookTestDelivery, 'The test delivery and its try (the handler\'s answer).') },

  'GET /organisations/{id}/members': { summary: 'Members and pending invitations', success: ok(z.object({ members: z.array(C.Member), invitations: z.array(C.Invitation) })) },
  'POST /organisations/{id}/members': { summary: 'Invite a member', body: inviteBody, success: created(C.CreatedInvitation) },
  'PATCH /organisations/{id}/members/{userId}': { summary: 'Change the role and scope of a member', body: changeMemberBody, success: noContent() },
  'POST /invitations/accept': { summary: 'Accept an invitation', body: acceptInvitationBody, success: ok(C.AcceptedInvitation) },
  'POST /invitations/preview': {
    summary: 'What an invitation link is for',
    description: 'The organisation named, the invited email and the expiry, for the page of the link; writes nothing. 400 `invalid_token` when the invitation is invalid, expired, cancelled or used, as accepting answers.',
    body: previewInvitationBody,
    success: ok(C.InvitationPreview),
  },
  'GET /organisations/{id}/roles': { summary: 'Roles', success: ok(z.array(C.Role)) },
  'POST /organisations/{id}/roles': { summary: 'Create a custom role', body: createRoleBody, success: created(C.Role) },
  'PATCH /organisations/{id}/roles/{roleId}': { summary: 'Change a custom role', body: updateRoleBody, success: ok(C.Role) },
  'DELETE /organisations/{id}/roles/{roleId}': { summary: 'Delete a custom role', success: noContent() },
  'GET /organisations/{id}/ownership-transfer': { summary: 'Pending ownership transfer', success: ok(C.OwnershipTransfer.nullable()) },
  'POST /organisations/{id}/ownership-transfer': { summary: 'Offer the ownership to a member', body: createTransferBody, success: created(C.OwnershipTransfer) },
  'POST /organisations/{id}/ownership-transfer/{transferId}/accept': { summary: 'Accept the ownership', success: ok(C.OwnershipTransfer) },
  'DELETE /organisations/{id}/ownership-transfer/{transferId}': { summary: 'Withdraw or decline a transfer', success: ok(C.OwnershipTransfer) },

  'GET /organisations/{id}/files': { summary: 'Documents of the organisation', success: ok(z.array(C.File)) },
  'POST /organisations/{id}/files': { summary: 'Upload a document (10 MB, PDF, PNG or JPEG)', body: uploadFields, files: [UPLOAD_FILE_FIELD], success: created(C.File) },
  'DELETE /organisations/{id}/files/{fileId}': { summary: 'Delete a document', success: noContent() },
  'GET /organisations/{id}/files/{fileId}/download': { summary: 'A short-lived address to download a document', success: ok(C.FileDownload) },

  'GET /admin/organisations': { summary: 'Organisations (staff)', query: adminOrganisationsQuery, success: ok(z.array(C.AdminOrganisationItem)) },
  'GET /admin/organisations/{id}': { summary: 'Organisation detail (staff)', success: ok(C.OrganisationDetail) },
  'POST /admin/organisations': { summary: 'Onboard an organisation and invite its owner', body: onboardBody, success: created(C.OnboardedOrganisation, 'The organisation, with the invitation sent to its owner.') },
  'POST /admin/organisations/{id}/status': { summary: 'Suspend or reactivate an organisation', body: statusBody, success: ok(C.OrganisationDetail) },
  'POST /admin/organisations/{id}/contract': { summary: 'Record the contract signature', body: contractBody, success: ok(C.Contract) },
  'POST /admin/organisations/{id}/v2-migration': { summary: 'Serve or relay the v2 calls of an organisation', body: v2MigrationBody, success: ok(C.OrganisationDetail) },
  'POST /admin/organisations/{id}/files/{fileId}/review': { summary: 'Mark a document reviewed (compliance staff)', success: ok(C.File) },
  'GET /admin/organisations/{id}/members': { summary: 'Members and pending invitations of an organisation (staff)', success: ok(z.object({ members: z.array(C.Member), invitations: z.array(C.Invitation) })) },
  'POST /admin/organisations/{id}/owner-invitation': {
    summary: "Send the owner's invitation again",
    description: 'While the owner has not joined: a fresh invitation (to `email`, else to the latest owner invitation\'s address); the pending ones stop working.',
    body: ownerInvitationBody,
    success: created(C.CreatedInvitation, 'The new invitation, with `inviteLink` outside production.'),
  },
  'GET /admin/organisations/{id}/files': { summary: 'Documents of an organisation (staff)', success: ok(z.array(C.File)) },
  'GET /admin/organisations/{id}/files/{fileId}/download': { summary: 'Open a document to review it (compliance staff; audited)', query: staffDownloadQuery, success: ok(C.StaffFileDownload) },
  'GET /admin/organisations/{id}/audit': { summary: 'Audit trail of an organisation (staff)', query: staffAuditQuery, success: ok(pageOf(C.AuditItem)) },
  'GET /admin/organisations/{id}/payments': { summary: 'Payments of an organisation (staff)', query: staffPaymentsQuery, success: ok(pageOf(C.Payment)) },
  'GET /admin/outbox': { summary: 'Outbox events', query: outboxQuery, success: ok(pageOf(C.OutboxEvent)) },
  'POST /admin/outbox/{id}/retry': { summary: 'Try a failed outbox event again (admin staff)', success: ok(C.OutboxEvent, 'The event, pending again and handed to the queue.') },
  'GET /admin/payments/{reference}/timeline': { summary: 'Full payment timeline (staff)', query: adminTimelineQuery, success: ok(C.PaymentTimeline) },
  'GET /admin/affiliations': { summary: 'Affiliations across organisations', query: adminAffiliationsQuery, success: ok(pageOf(C.AdminAffiliation)) },

  'POST /api/v2/payments/init-payment': { summary: 'v2: create a payment', body: initPaymentBody, bodyRequired: true, success: ok(C.V2InitPaymentResponse) },
  'GET /api/v2/payments/{paymentId}': { summary: 'v2: read a payment', success: ok(C.V2PaymentResponse) },
};
