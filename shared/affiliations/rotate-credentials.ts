// Rotating an affiliation's credentials (PUT .../{affiliationId}/credentials).
//
// Primary course:
// 1. the affiliation exists (404) and is not revoked (409 `affiliation_revoked`); the new
//    credentials fit the provider's schema (400 `invalid_credentials`, checked by the caller);
// 2. the provider is asked about the NEW credentials first: refused → 422
//    `credentials_rejected` with the reason, provider unreachable → 502
//    `provider_unavailable`; either way nothing changes (the refusal is audited);
// 3. accepted → sealed as version n+1; one conditional write (credential version and status
//    as read): `current` becomes the new version, the one it replaces is kept as `previous`
//    (attempts opened with it can still be checked at the provider), `publicIdentifier` and
//    `verifiedAt` are refreshed; the status is unchanged (contract).
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { recordAudit } from '../store/audit-repository.js';
import { requireAffiliation, revokedIsTerminal, updateIfUnchanged, type AffiliationChange } from './affiliation-writes.js';
import { askProvider, credentialsRejected, providerUnavailable } from './provider-check.js';
import { sealCredentials } from './vault.js';

export async function rotateCredentials(
  change: AffiliationChange & { credentials: Record<string, string> },
): Promise<AffiliationRecord> {
  const record = await requireAffiliation(change.organisationId, change.affiliationId);
  if (record.status === 'revoked') throw revokedIsTerminal();
  const verdict = await askProvider(record.provider, record.environment, change.credentials);
  const now = change.now ?? new Date();
  if (verdict.outcome !== 'accepted') {
    await recordAudit(
      {
        organisationId: record.organisationId,
        actor: change.actor,
        action: 'affiliation.credentials_refused',
        target: { type: 'affiliation', id: record.id },
        clientIp: change.clientIp,
        details: { outcome: verdict.outcome, reason: verdict.reason, credentialVersion: record.credentialVersion },
      },
      now,
    );
    throw verdict.outcome === 'refused' ? credentialsRejected(verdict.reason) : providerUnavailable(verdict);
  }
  const version = record.credentialVersion + 1;
  const at = now.toISOString();
  return updateIfUnchanged(
    record,
    {
      credentialVersion: version,
      current: await sealCredentials(record, version, change.credentials),
      previous: record.current,
      publicIdentifier: verdict.publicIdentifier,
      verifiedAt: at,
      lastVerificationError: null,
      updatedAt: at,
    },
    {
      action: 'affiliation.credentials_rotated',
      details: { fromVersion: record.credentialVersion, toVersion: version, publicIdentifier: verdict.publicIdentifier },
    },
    change,
    now,
  );
}
