// Suspending and resuming an affiliation (POST .../suspend, POST .../resume).
//
// Primary course of suspend:
// 1. the affiliation exists (404) and is `active` (409 `invalid_transition` otherwise);
// 2. one conditional write → `suspended`, with the audit entry. Its provider leaves the
//    `acceptedProviders` of every account routing it at once (they read its status).
//
// Primary course of resume:
// 1. the affiliation exists (404) and is `suspended` (409 `invalid_transition` otherwise);
// 2. its credentials are checked with the provider again: refused → 422
//    `credentials_rejected` with the reason (it stays suspended, the reason is kept as
//    `lastVerificationError`); provider unreachable → 502 `provider_unavailable` (it stays
//    suspended);
// 3. accepted → one conditional write → `active` (`verifiedAt` now), with the audit entry.
import { AppError } from '../domain/errors.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import {
  changedMeanwhile,
  requireAffiliation,
  updateIfUnchanged,
  type AffiliationChange,
} from './affiliation-writes.js';
import { askProvider, credentialsRejected, providerUnavailable } from './provider-check.js';
import { openCredentials } from './vault.js';

const notFrom = (status: string, action: string, from: string) =>
  new AppError('invalid_transition', `This affiliation is ${status}: only a ${from} affiliation can be ${action}.`, {
    status,
  });

export async function suspendAffiliation(change: AffiliationChange): Promise<AffiliationRecord> {
  // A lost race is decided again from a fresh read: two suspends give one 200 and one 409.
  for (let round = 0; round < 3; round += 1) {
    const record = await requireAffiliation(change.organisationId, change.affiliationId);
    if (record.status !== 'active') throw notFrom(record.status, 'suspended', 'active');
    const now = change.now ?? new Date();
    try {
      return await updateIfUnchanged(
        record,
        { status: 'suspended', updatedAt: now.toISOString() },
        { action: 'affiliation.suspended', details: { fromStatus: record.status } },
        change,
        now,
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  throw changedMeanwhile();
}

export async function resumeAffiliation(change: AffiliationChange): Promise<AffiliationRecord> {
  const record = await requireAffiliation(change.organisationId, change.affiliationId);
  if (record.status !== 'suspended') throw notFrom(record.status, 'resumed', 'suspended');
  const verdict = await askProvider(record.provider, record.environment, await openCredentials(record));
  const now = change.now ?? new Date();
  const at = now.toISOString();
  if (verdict.outcome !== 'accepted') {
    await updateIfUnchanged(
      record,
      { lastVerificationError: verdict.reason, updatedAt: at },
      {
        action: 'affiliation.resume_refused',
        details: { outcome: verdict.outcome, reason: verdict.reason, credentialVersion: record.credentialVersion },
      },
      change,
      now,
    );
    throw verdict.outcome === 'refused' ? credentialsRejected(verdict.reason) : providerUnavailable(verdict);
  }
  return updateIfUnchanged(
    record,
    { status: 'active', publicIdentifier: verdict.publicIdentifier, verifiedAt: at, lastVerificationError: null, updatedAt: at },
    { action: 'affiliation.resumed', details: { fromStatus: 'suspended', credentialVersion: record.credentialVersion } },
    change,
    now,
  );
}
