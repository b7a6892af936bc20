// What staff read of one organisation beside its detail, and the owner invitation sent again:
// the routes the staff console's organisation screen and KYB review call (docs/api-decisions.md,
// "Staff console (issue 31)").
import * as z from 'zod';
import type { AuditItem } from '../../../shared/api-schemas/audit.js';
import { AppError } from '../../../shared/domain/errors.js';
import { PAYMENT_STATUSES } from '../../../shared/domain/records/payment.js';
import type { AuditEntry } from '../../../shared/domain/records/audit.js';
import { listFiles, toFile } from '../../../shared/files/file-reads.js';
import { openFileForStaff } from '../../../shared/files/staff-download.js';
import { actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseBody, parseQuery } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';
import { toInvitation } from '../../../shared/members/invitations.js';
import { reinviteOwner } from '../../../shared/members/invite-owner.js';
import { listTeam } from '../../../shared/members/team.js';
import { getOrganisation, listAuditFor } from '../../../shared/organisations/organisation-reads.js';
import { searchPayments } from '../../../shared/payments/find-payments.js';
import { listPayments } from '../../../shared/payments/payment-reads.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { organisationIdOf } from './organisations.js';
import { ownerInvitationBody, staffDownloadQuery } from './schemas.js';

/** The organisation of the path, read: 404 `organisation_not_found` when there is none. */
async function existingOrganisation(request: Parameters<Action>[0]) {
  const organisation = await getOrganisation(organisationIdOf(request));
  if (!organisation) throw new AppError('organisation_not_found', 'Organisation was not found.');
  return organisation;
}

/** GET /admin/organisations/{id}/members: the members and pending invitations, as its administrators see them. */
export const listMembersForStaff: Action = async (request) => {
  const organisation = await existingOrganisation(request);
  return json(200, await listTeam(organisation.id));
};

/**
 * POST /admin/organisations/{id}/owner-invitation: a fresh owner invitation while the owner has
 * not joined (the previous pending ones stop working); `inviteLink` outside production.
 */
export const sendOwnerInvitation: Action = async (request) => {
  const { email } = parseBody(ownerInvitationBody, request);
  const sent = await reinviteOwner({
    organisationId: organisationIdOf(request),
    ...(email ? { email } : {}),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(201, toInvitation(sent.invitation, sent.roleName, sent.link));
};

/** GET /admin/organisations/{id}/files: the organisation's documents, newest first. */
export const listFilesForStaff: Action = async (request) => {
  const organisation = await existingOrganisation(request);
  return json(200, (await listFiles(organisation.id)).map(toFile));
};

/** GET /admin/organisations/{id}/files/{fileId}/download: compliance opens a document (5-minute address, audited). */
export const downloadFileForStaff: Action = async (request) => {
  const { disposition } = parseQuery(staffDownloadQuery, request);
  return json(
    200,
    await openFileForStaff({
      organisationId: organisationIdOf(request),
      fileId: request.params.fileId ?? '',
      disposition,
      actor: actorOf(request),
      clientIp: request.sourceIp,
    }),
  );
};

export const staffAuditQuery = z.object({ cursor: z.string().min(1).max(2048).optional(), limit: limitParam() }).strict();

/** An entry as staff read it: every actor named, staff included, with the address it acted from. */
export function toStaffAuditItem(entry: AuditEntry): z.input<typeof AuditItem> {
  return {
    id: entry.id,
    action: entry.action,
    actor: { type: entry.actor.type, id: entry.actor.id ?? null, label: entry.actor.label ?? null },
    target: entry.target,
    clientIp: entry.clientIp,
    details: entry.details ?? {},
    createdAt: entry.createdAt,
  };
}

/** GET /admin/organisations/{id}/audit: the organisation's whole trail, newest first. */
export const listAuditForStaff: Action = async (request) => {
  const { cursor, limit } = parseQuery(staffAuditQuery, request);
  const organisation = await existingOrganisation(request);
  const page = await listAuditFor(organisation.id, { scope: 'all', accountIds: [] }, cursor, limit);
  return json(200, { items: page.items.map(toStaffAuditItem), nextCursor: page.nextCursor });
};

export const staffPaymentsQuery = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    q: text()
      .trim()
      .min(1)
      .max(254)
      .optional()
      .describe('a reference, an orderId, a payer email or a payer phone, matched exactly (case and phone format aside)'),
  })
  .strict();

/** GET /admin/organisations/{id}/payments: its payments, newest first, every account; `q` as GET /payments takes it. */
export const listPaymentsForStaff: Action = async (request) => {
  const query = parseQuery(staffPaymentsQuery, request);
  const organisation = await existingOrganisation(request);
  const filters = { organisationId: organisation.id, status: query.status, cursor: query.cursor, limit: query.limit };
  const page = query.q ? await searchPayments(query.q, filters) : await listPayments(filters);
  return json(200, { items: page.items.map(toPayment), nextCursor: page.nextCursor });
};
