// Revoking an affiliation (POST .../{affiliationId}/revoke). Terminal.
//
// Primary course:
// 1. the affiliation exists (404) and is not revoked yet (409 `affiliation_revoked`);
// 2. read the payment accounts whose routing names it;
// 3. one transaction: the affiliation → `revoked` (`revokedAt` now) with its credentials
//    destroyed (current and previous versions, masked copy included), conditioned on the
//    state read and on its `routingVersion` (so no account started routing it meanwhile);
//    its label released (the organisation may reuse it); each routing account loses the
//    route, conditioned on the routing read; and the audit entry;
// 4. a lost race (a routing or the affiliation changed since the read) is replayed from a
//    fresh read. An affiliation routed by more accounts than one transaction holds first
//    leaves them in batches (each conditioned on the affiliation's state), then is revoked.
import { affiliationLabelRelease, affiliationRevoke, affiliationUnchangedCheck } from '../store/affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { auditPut } from '../store/audit-repository.js';
import { accountRouteRemoval } from '../store/payment-accounts-repository.js';
import { WRITES_PER_COPIED_ITEM } from '../store/read-copies.js';
import { transactUnlessRaced } from '../store/transact.js';
import { type TransactItem } from '../store/client.js';
import { accountsRouting, changedMeanwhile, requireAffiliation, revokedIsTerminal, type AffiliationChange } from './affiliation-writes.js';

/**
 * A transaction holds 100 writes: the affiliation, its label, the audit entry and the accounts,
 * each of which is written with its read copies.
 */
const ACCOUNTS_PER_TRANSACTION = Math.floor((100 - 3) / WRITES_PER_COPIED_ITEM);
const MAX_ROUNDS = 8;

export async function revokeAffiliation(change: AffiliationChange): Promise<AffiliationRecord> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const record = await requireAffiliation(change.organisationId, change.affiliationId);
    if (record.status === 'revoked') throw revokedIsTerminal();
    const routing = await accountsRouting(record);
    const now = change.now ?? new Date();
    const at = now.toISOString();

    const batch = routing.slice(0, ACCOUNTS_PER_TRANSACTION);
    const last = routing.length <= ACCOUNTS_PER_TRANSACTION;
    const writes: TransactItem[] = batch.map((account) => accountRouteRemoval(account, record.id, at));
    if (last) {
      writes.push(
        affiliationRevoke(record, at),
        affiliationLabelRelease(record),
        auditPut(
          {
            organisationId: record.organisationId,
            actor: change.actor,
            action: 'affiliation.revoked',
            target: { type: 'affiliation', id: record.id },
            clientIp: change.clientIp,
            details: {
              fromStatus: record.status,
              provider: record.provider,
              label: record.label,
              removedFromPaymentAccounts: routing.map((a) => a.id),
            },
          },
          now,
        ),
      );
    } else {
      writes.push(affiliationUnchangedCheck(record));
    }
    // A lost race (a routing or the affiliation changed since the read): read again.
    if (!(await transactUnlessRaced(writes))) continue;
    if (last) {
      return { ...record, status: 'revoked', revokedAt: at, updatedAt: at, current: null, previous: null };
    }
  }
  throw changedMeanwhile();
}
