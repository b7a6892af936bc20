// The credential vault. Credentials are sealed under an encryption context naming the
// organisation, the affiliation and the credential version: a ciphertext copied to another
// affiliation, organisation or version cannot be opened. They are opened only to verify
// them with the provider or to talk to the provider about a payment, never to show them.
import { openJson, sealJson } from '../aws/kms.js';
import type { ConnectorContext, ProviderCode } from '../connectors/payment-connector.js';
import { getProvider, resolveBaseUrl } from '../connectors/registry.js';
import type { AffiliationRecord, SealedCredentials } from '../store/affiliations-repository.js';

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

/** The credentials of `version` (the current one by default), for one call to the provider. */
export async function openCredentials(affiliation: AffiliationRecord, version = affiliation.credentialVersion) {
  const entry = [affiliation.current, affiliation.previous].find((c) => c?.version === version);
  if (!entry) throw new Error(`Affiliation ${affiliation.id} has no credentials of version ${version}`);
  return openJson<Record<string, string>>(
    entry.sealed,
    credentialContext(affiliation.organisationId, affiliation.id, version),
  );
}

/** Everything a connector needs to talk to the provider for this affiliation. */
export async function connectorContextFor(affiliation: AffiliationRecord, version?: number): Promise<ConnectorContext> {
  return {
    environment: affiliation.environment,
    credentials: await openCredentials(affiliation, version),
    baseUrl: resolveBaseUrl(affiliation.provider, affiliation.environment),
  };
}
