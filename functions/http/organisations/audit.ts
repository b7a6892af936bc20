// GET /organisations/{id}/audit: the organisation's audit trail, newest first, as far as the reader's scope reaches.
import * as z from 'zod';
import type { AuditItem } from '../../../shared/api-schemas/audit.js';
import { accessOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseQuery } from '../../../shared/http/validation.js';
import { listAuditFor } from '../../../shared/organisations/organisation-reads.js';
import { type AuditEntry } from '../../../shared/domain/records/audit.js';

export const auditQuery = z
  .object({ cursor: z.string().min(1).max(2048).optional(), limit: limitParam() })
  .strict();

/**
 * An entry as members see it. Staff acting on the organisation appear as the platform
 * (`type: staff`), without naming the staff member.
 */
export function toAuditItem(entry: AuditEntry): z.input<typeof AuditItem> {
  const staff = entry.actor.type === 'staff';
  return {
    id: entry.id,
    action: entry.action,
    actor: { type: entry.actor.type, id: staff ? null : entry.actor.id, label: staff ? null : (entry.actor.label ?? null) },
    target: entry.target,
    clientIp: staff ? null : entry.clientIp,
    details: entry.details ?? {},
    createdAt: entry.createdAt,
  };
}

export const listOrganisationAudit: Action = async (request) => {
  const { cursor, limit } = parseQuery(auditQuery, request);
  const access = accessOf(request);
  // A member scoped to some accounts reads the organisation's entries and their accounts', no other account's.
  const page = await listAuditFor(access.organisation.id, access, cursor, limit);
  return json(200, { items: page.items.map(toAuditItem), nextCursor: page.nextCursor });
};
