// Pieces shared by the affiliation state changes: the read that 404s, and one conditional
// update of the affiliation together with its audit entry.
import { AppError, notFound } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { affiliationUnchangedCheck, affiliationUpdateIfUnchanged, getAffiliation } from '../store/affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { accountRouteStatusSet, listPaymentAccounts } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { WRITES_PER_COPIED_ITEM } from '../store/read-copies.js';
import { transactUnlessRaced } from '../store/transact.js';

export interface AffiliationChange {
  organisationId: string;
  affiliationId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

export async function requireAffiliation(organisationId: string, affiliationId: string): Promise<AffiliationRecord> {
  const record = await getAffiliation(organisationId, affiliationId);
  if (!record) throw notFound('affiliation_not_found', 'Affiliation');
  return record;
}

export const revokedIsTerminal = () =>
  new AppError('affiliation_revoked', 'This affiliation is revoked (terminal): its credentials were destroyed.');

export const changedMeanwhile = () =>
  new AppError('conflict', 'The affiliation was changed by another request meanwhile; read it again and retry.');

/** Attributes of the record a state change may set. */
export type AffiliationSet = Partial<
  Pick<
    AffiliationRecord,
    | 'status'
    | 'publicIdentifier'
    | 'credentialVersion'
    | 'current'
    | 'previous'
    | 'verifiedAt'
    | 'revokedAt'
    | 'lastVerificationError'
    | 'updatedAt'
  >
>;

/**
 * Accounts whose route statuses one transaction can change beside the affiliation and its audit
 * entry: each account is written with its read copies (shared/store/read-copies.ts).
 */
export const ROUTING_ACCOUNTS_PER_TRANSACTION = Math.floor((100 - 2) / WRITES_PER_COPIED_ITEM);

/**
 * Writes `set` on the affiliation if it is still in the state read (`status` and
 * `credentialVersion`), with its audit entry, in one transaction. A lost race is 409
 * `conflict`: the caller acted on a provider answer about a state that is gone.
 *
 * A new status is copied onto every account routing the affiliation, in the same transaction.
 * When more accounts route it than one transaction holds, the first ones take the new status in
 * transactions of their own, each conditioned on the affiliation being unchanged, and the last
 * one changes the affiliation with the rest; if a race stops it midway, the accounts already
 * written are put back to the affiliation's status (`alignRouteStatuses`).
 */
export async function updateIfUnchanged(
  read: AffiliationRecord,
  set: AffiliationSet,
  audit: { action: string; details: Record<string, unknown> },
  change: AffiliationChange,
  now: Date,
): Promise<AffiliationRecord> {
  const statusChanges = set.status !== undefined && set.status !== read.status;
  const routing = statusChanges ? await accountsRouting(read) : [];
  const at = now.toISOString();
  const routeStatus = (account: PaymentAccountRecord) => accountRouteStatusSet(account, read.id, set.status!, at);
  const ahead = routing.length > ROUTING_ACCOUNTS_PER_TRANSACTION ? routing.slice(0, routing.length - ROUTING_ACCOUNTS_PER_TRANSACTION) : [];
  let wroteAhead = false;
  for (let i = 0; i < ahead.length; i += ROUTING_ACCOUNTS_PER_TRANSACTION) {
    const chunk = ahead.slice(i, i + ROUTING_ACCOUNTS_PER_TRANSACTION);
    if (!(await transactUnlessRaced([affiliationUnchangedCheck(read), ...chunk.map(routeStatus)]))) {
      if (wroteAhead) await alignRouteStatuses(read.organisationId, read.id);
      throw changedMeanwhile();
    }
    wroteAhead = true;
  }
  const written = await transactUnlessRaced([
    affiliationUpdateIfUnchanged(read, set, { sameRouting: statusChanges }),
    auditPut(
      {
        organisationId: read.organisationId,
        actor: change.actor,
        action: audit.action,
        target: { type: 'affiliation', id: read.id },
        clientIp: change.clientIp,
        details: audit.details,
      },
      now,
    ),
    ...routing.slice(ahead.length).map(routeStatus),
  ]);
  if (!written) {
    if (wroteAhead) await alignRouteStatuses(read.organisationId, read.id);
    throw changedMeanwhile();
  }
  return { ...read, ...set };
}

/** The accounts whose routing names the affiliation. */
export const accountsRouting = async (affiliation: Pick<AffiliationRecord, 'organisationId' | 'id'>) =>
  (await listPaymentAccounts(affiliation.organisationId)).filter((account) =>
    (account.routes ?? []).some((route) => route.affiliationId === affiliation.id),
  );

/**
 * Gives every account routing the affiliation the affiliation's own status again, after a status
 * change that a race stopped midway. Each round reads both again; a round that loses a race to
 * another change tries again, and that change, made from what it read, copies its own status.
 */
export async function alignRouteStatuses(organisationId: string, affiliationId: string): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    const affiliation = await getAffiliation(organisationId, affiliationId);
    if (!affiliation) return;
    const stale = (await accountsRouting(affiliation)).filter((account) =>
      account.routes.some((route) => route.affiliationId === affiliation.id && route.affiliationStatus !== affiliation.status),
    );
    if (stale.length === 0) return;
    const at = new Date().toISOString();
    const chunk = stale.slice(0, ROUTING_ACCOUNTS_PER_TRANSACTION);
    await transactUnlessRaced([affiliationUnchangedCheck(affiliation), ...chunk.map((account) => accountRouteStatusSet(account, affiliation.id, affiliation.status, at))]);
  }
  logger.error('route statuses still differ from their affiliation after a stopped status change', { organisationId, affiliationId });
}
