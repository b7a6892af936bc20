// The credential vault. Credentials are sealed under an encryption context naming the
// organisation, the affiliation and the credential version: a ciphertext copied to another
// affiliation, organisation or version cannot be opened. They are opened only to verify
// them with the provider or to talk to the provider about a payment, never to show them.
import { openJson, sealJson } from '../aws/kms.js';
import { keptPerContainer } from '../config/container.js';
import type { ConnectorContext } from '../connectors/payment-connector.js';
import type { ProviderCode } from '../domain/payments.js';
import { getProvider, resolveBaseUrl } from '../connectors/registry.js';
import type { AffiliationRecord, SealedCredentials } from '../domain/records/affiliation.js';
import type { AttemptRecord } from '../domain/records/payment.js';

export const credentialContext = (organisationId: string, affiliationId: string, version: number) => ({
  purpose: 'affiliation-credentials',
  organisationId,
  affiliationId,
  credentialVersion: String(version),
});

/** Non-secret fields in full; secret fields as `****` plus their last four characters. */
export function maskCredentials(provider: ProviderCode, credentials: Record<string, string>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const field of getProvider(provider).credentialSchema.fields) {
    const value = credentials[field.name];
    if (value === undefined) continue;
    masked[field.name] = field.secret ? `****${value.slice(-4)}` : value;
  }
  return masked;
}

export async function sealCredentials(
  affiliation: Pick<AffiliationRecord, 'organisationId' | 'id' | 'provider'>,
  version: number,
  credentials: Record<string, string>,
): Promise<SealedCredentials> {
  return {
    version,
    sealed: await sealJson(credentials, credentialContext(affiliation.organisationId, affiliation.id, version)),
    masked: maskCredentials(affiliation.provider, credentials),
  };
}

/** How long a warm container keeps credentials it opened (the affiliation itself is read every time). */
export const OPENED_CREDENTIALS_TTL_MS = 5 * 60_000;
const opened = new Map<string, { credentials: Record<string, string>; until: number }>();
keptPerContainer(() => opened.clear());

/**
 * The credentials of `version` (the current one by default), for one call to the provider.
 * Opened with KMS once per warm container and kept in memory for at most 5 minutes, keyed by
 * the affiliation, the version and the sealed value itself: new credentials are a new version,
 * and a revoked affiliation is refused from its record, read fresh before this is asked.
 */
export async function openCredentials(affiliation: AffiliationRecord, version = affiliation.credentialVersion) {
  const entry = [affiliation.current, affiliation.previous].find((c) => c?.version === version);
  if (!entry) throw new Error(`Affiliation ${affiliation.id} has no credentials of version ${version}`);
  const key = `${affiliation.organisationId}/${affiliation.id}/${version}/${entry.sealed.edk.slice(-24)}`;
  const kept = opened.get(key);
  if (kept && kept.until > Date.now()) return kept.credentials;
  const credentials = await openJson<Record<string, string>>(
    entry.sealed,
    credentialContext(affiliation.organisationId, affiliation.id, version),
  );
  if (opened.size > 1_000) opened.clear();
  opened.set(key, { credentials, until: Date.now() + OPENED_CREDENTIALS_TTL_MS });
  return credentials;
}

/**
 * The credentials an open attempt kept (a copy of its affiliation's sealed credentials of the
 * version it was opened with): opened under the same context, and kept in the same warm cache.
 */
export async function openKeptCredentials(attempt: Pick<AttemptRecord, 'organisationId' | 'affiliation' | 'keptCredentials'>) {
  const kept = attempt.keptCredentials;
  if (!kept) throw new Error('This attempt keeps no credentials');
  const { affiliationId } = attempt.affiliation;
  const key = `${attempt.organisationId}/${affiliationId}/${kept.version}/${kept.sealed.edk.slice(-24)}`;
  const warm = opened.get(key);
  if (warm && warm.until > Date.now()) return warm.credentials;
  const credentials = await openJson<Record<string, string>>(kept.sealed, credentialContext(attempt.organisationId, affiliationId, kept.version));
  if (opened.size > 1_000) opened.clear();
  opened.set(key, { credentials, until: Date.now() + OPENED_CREDENTIALS_TTL_MS });
  return credentials;
}

/**
 * What a connector needs to ask about (or end) an open attempt with the credentials it kept: no
 * read of the affiliation, which may have been revoked since (decisions.md: an attempt already
 * open is followed until it ends). Never used to open an order.
 */
export async function keptConnectorContext(attempt: AttemptRecord): Promise<ConnectorContext> {
  return {
    environment: attempt.affiliation.environment,
    credentials: await openKeptCredentials(attempt),
    baseUrl: resolveBaseUrl(attempt.provider, attempt.affiliation.environment),
  };
}

/** The sealed credentials of `version` an attempt keeps while it is open (a copy: no KMS call). */
export function credentialsToKeep(affiliation: AffiliationRecord, version = affiliation.credentialVersion) {
  const entry = [affiliation.current, affiliation.previous].find((c) => c?.version === version);
  if (!entry) throw new Error(`Affiliation ${affiliation.id} has no credentials of version ${version}`);
  return { version, sealed: entry.sealed };
}

/** Everything a connector needs to talk to the provider for this affiliation. */
export async function connectorContextFor(affiliation: AffiliationRecord, version?: number): Promise<ConnectorContext> {
  return {
    environment: affiliation.environment,
    credentials: await openCredentials(affiliation, version),
    baseUrl: resolveBaseUrl(affiliation.provider, affiliation.environment),
  };
}
