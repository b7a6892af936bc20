// Checking an affiliation's credentials again (POST .../{affiliationId}/verify).
//
// Primary course:
// 1. the affiliation exists (404), is not revoked (409 `affiliation_revoked`) and is not
//    suspended (409 `invalid_transition`: a suspension is lifted by resume, which verifies);
// 2. its current credentials are opened and the provider is asked about them;
// 3. accepted → `active`, `verifiedAt` now, `publicIdentifier` from the provider, no error;
//    refused → `verifying` with the provider's readable reason (an active affiliation the
//    provider no longer accepts stops collecting at once);
//    unreachable → status unchanged, `lastVerificationError` says the provider could not be
//    asked: the answer is still 200, the check ran and its result is recorded;
// 4. one conditional write (state and credential version as read) with the audit entry.
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { AppError } from '../domain/errors.js';
import { requireAffiliation, revokedIsTerminal, updateIfUnchanged, type AffiliationChange, type AffiliationSet } from './affiliation-writes.js';
import { askProvider } from './provider-check.js';
import { openCredentials } from './vault.js';

export async function verifyAffiliation(change: AffiliationChange): Promise<AffiliationRecord> {
  const record = await requireAffiliation(change.organisationId, change.affiliationId);
  if (record.status === 'revoked') throw revokedIsTerminal();
  if (record.status === 'suspended') {
    throw new AppError('invalid_transition', 'This affiliation is suspended: resume it (POST .../resume), which verifies its credentials.');
  }
  const verdict = await askProvider(record.provider, record.environment, await openCredentials(record));
  const now = change.now ?? new Date();
  const at = now.toISOString();
  let set: AffiliationSet;
  if (verdict.outcome === 'accepted') {
    set = { status: 'active', publicIdentifier: verdict.publicIdentifier, verifiedAt: at, lastVerificationError: null, updatedAt: at };
  } else if (verdict.outcome === 'refused') {
    set = { status: 'verifying', lastVerificationError: verdict.reason, updatedAt: at };
  } else {
    set = { lastVerificationError: verdict.reason, updatedAt: at };
  }
  return updateIfUnchanged(
    record,
    set,
    {
      action: 'affiliation.verified',
      details: {
        outcome: verdict.outcome,
        fromStatus: record.status,
        toStatus: set.status ?? record.status,
        credentialVersion: record.credentialVersion,
        ...(verdict.outcome === 'accepted' ? {} : { lastVerificationError: verdict.reason }),
      },
    },
    change,
    now,
  );
}
