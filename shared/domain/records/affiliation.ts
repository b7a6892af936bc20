// An affiliation as the service keeps it: an organisation's sealed credentials at a provider.
import type { Environment, ProviderCode } from '../payments.js';
import type { Sealed } from '../sealed.js';

export const AFFILIATION_STATUSES = ['draft', 'verifying', 'active', 'suspended', 'revoked'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];

export interface SealedCredentials {
  version: number;
  sealed: Sealed;
  /** Non-secret fields in full; secret fields as `****` plus their last four characters. */
  masked: Record<string, string>;
}

export interface AffiliationRecord {
  id: string;
  organisationId: string;
  provider: ProviderCode;
  label: string;
  environment: Environment;
  status: AffiliationStatus;
  publicIdentifier: string | null;
  /** The version in use: attempts are opened with it. */
  credentialVersion: number;
  current: SealedCredentials | null;
  /**
   * The version before the last rotation, kept so that attempts opened with it can still be
   * checked at the provider. Destroyed, with `current`, on revoke.
   */
  previous: SealedCredentials | null;
  verifiedAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  lastVerificationError: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Bumped by every routing change that names this affiliation (shared/routing): a revoke
   * conditions on it, so that no payment account can start routing an affiliation between the
   * revoke's read and its write. Internal: never shown.
   */
  routingVersion?: number;
}

