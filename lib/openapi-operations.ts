// What lib/openapi.ts says of each route beyond its manifest entry: summary, request body and query
// (the zod schemas the route reads), and its success answers (shared/api-schemas/). Error answers
// are not listed here: they come from the codes each route raises in the code.

import { z } from 'zod';
import { createAccountBody, listAccountsQuery, updateAccountBody } from '../functions/http/accounts/schemas.js';
import { createLinkBody, listLinksQuery } from '../functions/http/payment-links/schemas.js';
import { cancelPaymentBody, createPaymentBody, listPaymentsQuery } from '../functions/http/payments/schemas.js';
import { initPaymentBody } from '../functions/http/v2/schemas.js';
import * as R from '../shared/api-schemas/resources.js';


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
  body?: z.ZodType;
  bodyRequired?: boolean;
  query?: z.ZodObject;
  responses: Record<string, SuccessDoc>;
}

/** Named components: each resource once, referenced by `$ref`. */
const named = <T extends Record<string, unknown>>(schemas: T) =>
  Object.fromEntries(
    Object.entries(schemas)
      .filter(([, s]) => s instanceof z.ZodType)
      .map(([name, s]) => [name, (s as z.ZodType).meta({ id: name })]),
  ) as { [K in keyof T as T[K] extends z.ZodType ? K : never]: T[K] };

export const SCHEMA_COMPONENTS = named(R);
const C = SCHEMA_COMPONENTS;

const ok = (schema: z.ZodType, description = 'Success.'): Record<string, SuccessDoc> => ({ '200': { description, schema } });
const created = (schema: z.ZodType, description = 'Created.'): Record<string, SuccessDoc> => ({ '201': { description, schema } });
const noContent = (description = 'Done.'): Record<string, SuccessDoc> => ({ '204': { description } });
const image = (description: string): Record<string, SuccessDoc> => ({ '200': { description, contentType: 'image/*' } });

export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /health': { summary: 'Service health', responses: ok(z.object({ status: z.string() })) },

  'POST /auth/login': { summary: 'Sign in', bodyRequired: true, responses: ok(C.Session, 'Signed in; sets the `svc_session` cookie.') },
  'POST /auth/logout': { summary: 'Sign out', responses: noContent('Session ended; cookie cleared.') },
  'GET /auth/me': { summary: 'The signed-in user', responses: ok(C.Session) },
  'POST /auth/reauth': { summary: 'Re-authenticate for 10 minutes', bodyRequired: true, responses: ok(C.Reauthenticated) },
  'POST /auth/password/forgot': { summary: 'Ask for a password reset email', bodyRequired: true, responses: { '202': { description: 'Accepted, whether the email exists or not.' } } },
  'POST /auth/password/reset': { summary: 'Reset a password', bodyRequired: true, responses: noContent('Password changed; every session ended.') },
  'POST /auth/totp/setup': { summary: 'Start TOTP enrolment', responses: ok(C.TotpSetup) },
  'POST /auth/totp/enable': { summary: 'Confirm TOTP enrolment', bodyRequired: true, responses: noContent() },
  'POST /auth/totp/disable': { summary: 'Turn TOTP off', bodyRequired: true, responses: noContent() },
  'GET /auth/api-key': { summary: 'Identity of the calling API key', responses: ok(C.ApiKeyIdentity) },

  'GET /payments': { summary: 'List payments', query: listPaymentsQuery, responses: ok(R.pageOf(C.Payment)) },
  'POST /payments': { summary: 'Create a payment', body: createPaymentBody, bodyRequired: true, responses: created(C.Payment, 'The payment, with its `payUrl`.') },
  'GET /payments/{reference}': { summary: 'Read a payment', responses: ok(C.Payment) },
  'POST /payments/{reference}/cancel': { summary: 'Cancel a pending payment', body: cancelPaymentBody, responses: ok(C.Payment) },
  'GET /payments/{reference}/attempts': { summary: 'Attempts of a payment', responses: ok(z.object({ items: z.array(C.Attempt) })) },
  'GET /payments/{reference}/timeline': { summary: 'Timeline of a payment', responses: ok(C.PaymentTimeline) },

  'GET /payment-links': { summary: 'List payment links', query: listLinksQuery, responses: ok(R.pageOf(C.PaymentLink)) },
  'POST /payment-links': { summary: 'Create a payment link', body: createLinkBody, bodyRequired: true, responses: created(C.PaymentLink) },
  'GET /payment-links/{linkId}': { summary: 'Read a payment link', responses: ok(C.PaymentLink) },
  'PATCH /payment-links/{linkId}': { summary: 'Change a payment link', body: createLinkBody.omit({ paymentAccountId: true }).partial(), bodyRequired: true, responses: ok(C.PaymentLink) },
  'POST /payment-links/{linkId}/disable': { summary: 'Disable a payment link', responses: ok(C.PaymentLink) },
  'POST /payment-links/{linkId}/enable': { summary: 'Enable a payment link', responses: ok(C.PaymentLink) },
  'GET /payment-links/{linkId}/qr.svg': { summary: 'QR code of the link (SVG)', responses: { '200': { description: 'SVG image.', contentType: 'image/svg+xml' } } },
  'GET /payment-links/{linkId}/qr.png': { summary: 'QR code of the link (PNG)', responses: { '200': { description: 'PNG image.', contentType: 'image/png' } } },

  'GET /checkout/{reference}': { summary: 'Checkout payment view', responses: ok(C.CheckoutPaymentView) },
  'GET /checkout/{reference}/status': { summary: 'Checkout status view', responses: ok(C.CheckoutStatusView) },
  'GET /checkout/{reference}/logo': { summary: 'Merchant logo', responses: image('The logo image.') },
  'GET /checkout/{reference}/return': { summary: 'Back to the merchant', responses: { '302': { description: 'Redirect to the merchant success or fail URL.' } } },
  'POST /checkout/{reference}/attempts': { summary: 'Open an attempt', bodyRequired: true, responses: created(C.CheckoutAttemptView) },
  'GET /checkout/{reference}/attempts/{attemptId}': { summary: 'Attempt view', responses: ok(C.CheckoutAttemptView) },

  'GET /links/{slug}': { summary: 'Link public view', responses: ok(C.LinkPublicView) },
  'GET /links/{slug}/logo': { summary: 'Link merchant logo', responses: image('The logo image.') },
  'POST /links/{slug}/payments': { summary: 'Start a payment from a link', responses: created(z.object({ reference: z.string(), payUrl: z.string() })) },

  'GET /organisations': { summary: 'Organisations of the signed-in user', responses: ok(z.array(C.OrganisationListItem)) },
  'GET /organisations/{id}': { summary: 'Organisation detail', responses: ok(C.OrganisationDetail) },
  'PATCH /organisations/{id}': { summary: 'Change the organisation profile', bodyRequired: true, responses: ok(C.OrganisationDetail) },
  'GET /organisations/{id}/contract': { summary: 'Contract status', responses: ok(C.Contract) },

  'GET /organisations/{id}/payment-accounts': { summary: 'List payment accounts', query: listAccountsQuery, responses: ok(z.array(C.PaymentAccount)) },
  'POST /organisations/{id}/payment-accounts': { summary: 'Create a payment account', body: createAccountBody, bodyRequired: true, responses: created(C.PaymentAccount) },
  'GET /organisations/{id}/payment-accounts/{accountId}': { summary: 'Read a payment account', responses: ok(C.PaymentAccount) },
  'PATCH /organisations/{id}/payment-accounts/{accountId}': { summary: 'Change a payment account', body: updateAccountBody, bodyRequired: true, responses: ok(C.PaymentAccount) },
  'POST /organisations/{id}/payment-accounts/{accountId}/archive': { summary: 'Archive a payment account', responses: ok(C.PaymentAccount) },
  'GET /organisations/{id}/payment-accounts/{accountId}/routing': { summary: 'Routing of an account', responses: ok(z.object({ routes: z.array(C.AccountRoute) })) },
  'PUT /organisations/{id}/payment-accounts/{accountId}/routing': { summary: 'Set the routing of an account', bodyRequired: true, responses: ok(z.object({ routes: z.array(C.AccountRoute) })) },

  'GET /organisations/{id}/webhooks': { summary: 'List webhook endpoints', responses: ok(z.array(C.WebhookEndpoint)) },
  'POST /organisations/{id}/webhooks': { summary: 'Register a webhook endpoint', bodyRequired: true, responses: created(C.CreatedWebhookEndpoint, 'The endpoint with its signing `secret`, shown once.') },
  'GET /organisations/{id}/webhooks/{endpointId}': { summary: 'Read a webhook endpoint', responses: ok(C.WebhookEndpoint) },
  'DELETE /organisations/{id}/webhooks/{endpointId}': { summary: 'Disable a webhook endpoint', responses: ok(C.WebhookEndpoint) },

  'GET /organisations/{id}/members': { summary: 'Members and pending invitations', responses: ok(z.object({ members: z.array(C.Member), invitations: z.array(C.Invitation) })) },
  'POST /organisations/{id}/members': { summary: 'Invite a member', bodyRequired: true, responses: created(C.CreatedInvitation) },
  'GET /organisations/{id}/roles': { summary: 'Roles', responses: ok(z.array(C.Role)) },
  'POST /organisations/{id}/roles': { summary: 'Create a custom role', bodyRequired: true, responses: created(C.Role) },
  'PATCH /organisations/{id}/roles/{roleId}': { summary: 'Change a custom role', bodyRequired: true, responses: ok(C.Role) },
  'DELETE /organisations/{id}/roles/{roleId}': { summary: 'Delete a custom role', responses: noContent() },
  'GET /organisations/{id}/ownership-transfer': { summary: 'Pending ownership transfer', responses: ok(C.OwnershipTransfer.nullable()) },
  'POST /organisations/{id}/ownership-transfer': { summary: 'Offer the ownership to a member', bodyRequired: true, responses: created(C.OwnershipTransfer) },
  'POST /organisations/{id}/ownership-transfer/{transferId}/accept': { summary: 'Accept the ownership', responses: ok(C.OwnershipTransfer) },
  'DELETE /organisations/{id}/ownership-transfer/{transferId}': { summary: 'Withdraw or decline a transfer', responses: ok(C.OwnershipTransfer) },

  'GET /organisations/{id}/files': { summary: 'Documents of the organisation', responses: ok(z.array(C.File)) },
  'POST /organisations/{id}/files': { summary: 'Upload a document (10 MB, PDF, PNG or JPEG)', responses: created(C.File) },
  'DELETE /organisations/{id}/files/{fileId}': { summary: 'Delete a document', responses: noContent() },

  'GET /admin/organisations': { summary: 'Organisations (staff)', responses: ok(z.array(C.AdminOrganisationItem)) },
  'GET /admin/organisations/{id}': { summary: 'Organisation detail (staff)', responses: ok(C.OrganisationDetail) },
  'GET /admin/outbox': { summary: 'Outbox events', responses: ok(R.pageOf(C.OutboxEvent)) },
  'GET /admin/payments/{reference}/timeline': { summary: 'Full payment timeline (staff)', responses: ok(C.PaymentTimeline) },
  'GET /admin/affiliations': { summary: 'Affiliations across organisations', responses: ok(R.pageOf(C.AdminAffiliation)) },

  'POST /api/v2/payments/init-payment': { summary: 'v2: create a payment', body: initPaymentBody, bodyRequired: true, responses: ok(C.V2InitPaymentResponse) },
  'GET /api/v2/payments/{paymentId}': { summary: 'v2: read a payment', responses: ok(C.V2PaymentResponse) },
};
