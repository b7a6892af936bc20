// The audit trail: who did what to what, from where, and when. Entries never carry a
// secret: details are redacted before they are written.
import { redact } from '../log/redact.js';
import type { TransactItem } from './client.js';
import { itemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryPage, type Page } from './pagination.js';
import { sortableId } from './sortable-id.js';
import { writeOne } from './transact.js';
import type { AuditInput, AuditEntry } from '../domain/records/audit.js';


function buildEntry(input: AuditInput, now: Date) {
  const id = sortableId(now);
  const entry: AuditEntry = {
    ...input,
    details: input.details ? (redact(input.details) as Record<string, unknown>) : {},
    id,
    createdAt: now.toISOString(),
  };
  const item = {
    ...keys.audit.entry(input.organisationId, id),
    ...(input.target.id ? { GSI1PK: keys.audit.byTarget(input.target.type, input.target.id), GSI1SK: id } : {}),
    ...entry,
  };
  return { entry, item };
}

/** An audit entry as one `Put` of the caller's transaction. */
export function auditPut(input: AuditInput, now = new Date()): TransactItem {
  return itemPut(buildEntry(input, now).item);
}

export async function recordAudit(input: AuditInput, now = new Date()): Promise<AuditEntry> {
  const { entry, item } = buildEntry(input, now);
  await writeOne(itemPut(item));
  return entry;
}

const strip = ({ PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, ...rest }: Record<string, unknown>) => rest as unknown as AuditEntry;

/** Entries of an organisation, or (null) of the platform: sign-ins, 2FA changes. */
export async function listAudit(organisationId: string | null, cursor?: string | null, limit?: number): Promise<Page<AuditEntry>> {
  const page = await queryPage<Record<string, unknown>>({ partition: keys.audit.partition(organisationId), cursor, limit });
  return { items: page.items.map(strip), nextCursor: page.nextCursor };
}

/** Entries about one target, newest first; only those of `organisationId` are returned. */
export async function listAuditOfTarget(
  organisationId: string,
  target: { type: string; id: string },
  cursor?: string | null,
  limit?: number,
): Promise<Page<AuditEntry>> {
  const page = await queryPage<Record<string, unknown>>({
    index: 'GSI1',
    partition: keys.audit.byTarget(target.type, target.id),
    cursor,
    limit,
    filter: { expression: 'organisationId = :org', values: { ':org': organisationId } },
  });
  return { items: page.items.map(strip), nextCursor: page.nextCursor };
}
