// Creating an affiliation (POST /organisations/{id}/affiliations, and the local demo seed).
//
// Primary course:
// 1. the provider and environment are offered (400 `provider_not_available`) and the
//    credentials fit the provider's schema (400 `invalid_credentials` naming the fields);
//    the label (default `default`) is free for this organisation and provider (409
//    `affiliation_label_taken`), checked before the provider is asked;
// 2. the provider is asked whether it accepts the credentials: accepted → `active` with its
//    `publicIdentifier`; refused or unreachable → `verifying` with a readable
//    `lastVerificationError` (POST .../verify asks again);
// 3. the credentials are sealed (version 1, bound to organisation, affiliation and version);
// 4. one transaction: the label claim, the affiliation and the audit entry (no credential).
import { randomUUID } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import type { Environment, ProviderCode } from '../domain/payments.js';
import { affiliationCreateWrites, getLabelOwner } from '../store/affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { transact } from '../store/transact.js';
import { askProvider } from './provider-check.js';
import { sealCredentials } from './vault.js';

/** Lowercase letters, digits, `-` and `_` (contract); 1 to 40 characters. */
export const LABEL_PATTERN = /^[a-z0-9_-]{1,40}$/;
export const DEFAULT_LABEL = 'default';

export const labelTaken = (provider: string, label: string) =>
  new AppError(
    'affiliation_label_taken',
    `This organisation already has a ${provider} affiliation labelled "${label}": choose another label.`,
  );

export async function createAffiliation(input: {
  organisationId: string;
  provider: ProviderCode;
  environment: Environment;
  /** Checked against the provider's schema by the caller (`requireValidCredentials`). */
  credentials: Record<string, string>;
  label?: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<AffiliationRecord> {
  const { organisationId, provider, environment } = input;
  const label = input.label ?? DEFAULT_LABEL;
  if (!LABEL_PATTERN.test(label)) throw new Error(`Invalid affiliation label ${JSON.stringify(label)}`);
  // Cheap refusal before asking the provider; the transaction below is what guarantees it.
  if (await getLabelOwner(organisationId, provider, label)) throw labelTaken(provider, label);

  const verdict = await askProvider(provider, environment, input.credentials);
  const now = (input.now ?? new Date()).toISOString();
  const id = randomUUID();
  const accepted = verdict.outcome === 'accepted';
  const record: AffiliationRecord = {
    id,
    organisationId,
    provider,
    label,
    environment,
    status: accepted ? 'active' : 'verifying',
    publicIdentifier: accepted ? verdict.publicIdentifier : null,
    credentialVersion: 1,
    current: await sealCredentials({ organisationId, id, provider }, 1, input.credentials),
    previous: null,
    verifiedAt: accepted ? now : null,
    lastUsedAt: null,
    revokedAt: null,
    lastVerificationError: accepted ? null : verdict.reason,
    createdAt: now,
    updatedAt: now,
    routingVersion: 0,
  };
  const writes = affiliationCreateWrites(record);
  await transact(
    [
      writes.label,
      writes.affiliation,
      auditPut(
        {
          organisationId,
          actor: input.actor,
          action: 'affiliation.created',
          target: { type: 'affiliation', id },
          clientIp: input.clientIp,
          details: {
            provider,
            label,
            environment,
            status: record.status,
            publicIdentifier: record.publicIdentifier,
            credentialVersion: 1,
            ...(accepted ? {} : { verification: verdict.outcome, lastVerificationError: verdict.reason }),
          },
        },
        new Date(now),
      ),
    ],
    (failed) => (failed.includes(0) ? labelTaken(provider, label) : undefined),
  );
  return record;
}
