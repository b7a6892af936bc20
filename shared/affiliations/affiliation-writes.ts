// Pieces shared by the affiliation state changes: the read that 404s, and one conditional
// update of the affiliation together with its audit entry.
import { AppError, notFound } from '../domain/errors.js';
import { affiliationUpdateIfUnchanged, getAffiliation, type AffiliationRecord } from '../store/affiliations-repository.js';
import { auditPut, type Actor } from '../store/audit-repository.js';
import { accountRouteStatusSet, listPaymentAccounts } from '../store/payment-accounts-repository.js';
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
 * Writes `set` on the affiliation if it is still in the state read (`status` and
 * `credentialVersion`), with its audit entry, in one transaction. A lost race is 409
 * `conflict`: the caller acted on a provider answer about a state that is gone.
 */
export async function updateIfUnchanged(
  read: AffiliationRecord,
  set: AffiliationSet,
  audit: { action: string; details: Record<string, unknown> },
  change: AffiliationChange,
  now: Date,
): Promise<AffiliationRecord> {
  // A new status is copied onto every account routing the affiliation, in the same transaction.
  const statusChanges = set.status !== undefined && set.status !== read.status;
  const routing = statusChanges
    ? (await listPaymentAccounts(read.organisationId)).filter((account) => (account.routes ?? []).some((route) => route.affiliationId === read.id))
    : [];
  const at = now.toISOString();
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
    ...routing.map((account) => accountRouteStatusSet(account, read.id, set.status!, at)),
  ]);
  if (!written) throw changedMeanwhile();
  return { ...read, ...set };
}
