// The Affiliation resource of the contract, built from the affiliation item (which holds a
// masked copy of the credentials, so that reading never decrypts) and the organisation's
// payment accounts whose routing names it.
import type { z } from 'zod';
import type { Affiliation as AffiliationSchema } from '../api-schemas/affiliations.js';
import { getProvider } from '../connectors/registry.js';
import type { AffiliationRecord, AffiliationStatus } from '../domain/records/affiliation.js';
import { listPaymentAccounts } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord, type PaymentAccountStatus } from '../domain/records/payment-account.js';

export interface Affiliation {
  id: string;
  organisationId: string;
  provider: string;
  providerName: string;
  label: string;
  environment: string;
  status: AffiliationStatus;
  publicIdentifier: string | null;
  credentials: Record<string, string>;
  credentialVersion: number;
  verifiedAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  lastVerificationError: string | null;
  paymentAccounts: Array<{ id: string; name: string; status: PaymentAccountStatus }>;
  createdAt: string;
  updatedAt: string;
}

/** Which accounts the reader may see (members limited to some accounts see only those). */
export type AccountFilter = (accountId: string) => boolean;

export function toAffiliation(
  record: AffiliationRecord,
  accounts: readonly PaymentAccountRecord[],
  canSee: AccountFilter = () => true,
): Affiliation & z.input<typeof AffiliationSchema> {
  return {
    id: record.id,
    organisationId: record.organisationId,
    provider: record.provider,
    providerName: getProvider(record.provider).name,
    label: record.label,
    environment: record.environment,
    status: record.status,
    publicIdentifier: record.publicIdentifier ?? null,
    // Revoked: the credentials were destroyed, masked copy included.
    credentials: { ...(record.current?.masked ?? {}) },
    credentialVersion: record.credentialVersion,
    verifiedAt: record.verifiedAt ?? null,
    lastUsedAt: record.lastUsedAt ?? null,
    revokedAt: record.revokedAt ?? null,
    lastVerificationError: record.lastVerificationError ?? null,
    paymentAccounts: accounts
      .filter((a) => canSee(a.id) && (a.routes ?? []).some((r) => r.affiliationId === record.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((a) => ({ id: a.id, name: a.name, status: a.status })),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Views of affiliations of one organisation: one query of its payment accounts for all of them. */
export async function toAffiliations(
  organisationId: string,
  records: readonly AffiliationRecord[],
  canSee?: AccountFilter,
): Promise<Affiliation[]> {
  if (!records.length) return [];
  const accounts = await listPaymentAccounts(organisationId);
  return records.map((record) => toAffiliation(record, accounts, canSee));
}

export async function toAffiliationView(record: AffiliationRecord, canSee?: AccountFilter): Promise<Affiliation> {
  const [view] = await toAffiliations(record.organisationId, [record], canSee);
  return view!;
}
