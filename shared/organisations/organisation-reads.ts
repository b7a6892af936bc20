// What the HTTP layer reads of organisations and their audit log. Named reads: handlers call these, never the store.
import * as organisations_repository from '../store/organisations-repository.js';
import * as audit_repository from '../store/audit-repository.js';
import { pageWithItems, type Page } from '../store/pagination.js';
import type { AuditEntry } from '../domain/records/audit.js';

export const getOrganisation: typeof organisations_repository.getOrganisation = (...args) => organisations_repository.getOrganisation(...args);
export const listOrganisations: typeof organisations_repository.listOrganisations = (...args) => organisations_repository.listOrganisations(...args);
export const findOrganisationByPreviousV2Id: typeof organisations_repository.findOrganisationByPreviousV2Id = (...args) => organisations_repository.findOrganisationByPreviousV2Id(...args);

/** Who reads the audit log: a member's (or key's) scope. */
export interface AuditReader {
  scope: 'all' | 'accounts';
  accountIds: readonly string[];
}

/** Entries about one payment account, by the target's type, when the entry does not name its account. */
const ACCOUNT_TARGETS = new Set(['payment_account', 'webhook_endpoint', 'webhook_delivery']);

/**
 * The payment account an entry is about: a string, null for the organisation, or undefined when
 * it cannot be told (an entry about an endpoint or a delivery written before entries named their
 * account), which a scoped reader does not see.
 */
export function auditAccountOf(entry: AuditEntry): string | null | undefined {
  if ('accountId' in entry && entry.accountId !== undefined) return entry.accountId;
  if (!ACCOUNT_TARGETS.has(entry.target.type)) return null;
  if (entry.target.type === 'payment_account') return entry.target.id ?? undefined;
  const named = entry.details?.paymentAccountId;
  return typeof named === 'string' || named === null ? named : undefined;
}

/** Whether a reader sees an entry: all of it with scope all; else the organisation's and their accounts'. */
export function auditVisibleTo(reader: AuditReader, entry: AuditEntry): boolean {
  if (reader.scope === 'all') return true;
  const accountId = auditAccountOf(entry);
  return accountId === null || (accountId !== undefined && reader.accountIds.includes(accountId));
}

/**
 * The organisation's audit log as the reader may see it, newest first. A page may hold fewer
 * entries than the limit (those of other accounts are left out), and a read that leaves none is
 * followed by the next (`pageWithItems`); `nextCursor` says whether more follow.
 */
export async function listAuditFor(
  organisationId: string,
  reader: AuditReader,
  cursor?: string | null,
  limit?: number,
): Promise<Page<AuditEntry>> {
  return pageWithItems(async (from) => {
    const page = await audit_repository.listAudit(organisationId, from, limit);
    return { items: page.items.filter((entry) => auditVisibleTo(reader, entry)), nextCursor: page.nextCursor };
  }, cursor);
}
