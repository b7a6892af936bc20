// What the service asks of a provider about credentials, and what it concludes. The schema
// check comes first (400 `invalid_credentials` naming fields, never values); then the
// provider is asked whether it accepts them. A provider that cannot be asked (time-out,
// 5xx, refused connection) says nothing about the credentials: that is kept apart from a
// refusal, so that a provider incident never turns into "your credentials are wrong".
import { AppError } from '../domain/errors.js';
import { isProviderError } from '../connectors/payment-connector.js';
import { isProviderCode, type Environment, type ProviderCode } from '../domain/payments.js';
import { getConnector, getProvider, resolveBaseUrl } from '../connectors/registry.js';

/**
 * A credential check is part of an HTTP request: one try of at most 8 s and one repeat
 * after 300 ms keeps it within the affiliations function's 30 s time-out.
 */
const CHECK_TIMEOUT_MS = 8_000;
const CHECK_RETRY_DELAYS_MS = [300] as const;

/** 400 `provider_not_available`: a provider the service does not offer, or an environment it does not offer. */
export function requireOfferedProvider(provider: unknown, environment: unknown): { provider: ProviderCode; environment: Environment } {
  if (!isProviderCode(provider)) {
    throw new AppError('provider_not_available', `The provider ${JSON.stringify(String(provider)).slice(0, 60)} is not offered (see GET /providers).`, {
      provider: typeof provider === 'string' ? provider.slice(0, 60) : null,
    });
  }
  const entry = getProvider(provider);
  if (!entry.environments.includes(environment as Environment)) {
    throw new AppError(
      'provider_not_available',
      `${entry.name} is offered in the environments ${entry.environments.join(', ')}, not ${JSON.stringify(String(environment)).slice(0, 40)}.`,
      { provider, environment: typeof environment === 'string' ? environment.slice(0, 40) : null },
    );
  }
  return { provider, environment: environment as Environment };
}

/**
 * The credentials as the provider's schema wants them: one string per field, each of the
 * field's format, and no other field. Otherwise 400 `invalid_credentials` with `fields`
 * naming each failing field (`credentials.<name>`); values are never echoed.
 */
export function requireValidCredentials(provider: ProviderCode, input: unknown): Record<string, string> {
  const entry = getProvider(provider);
  const problems: Array<{ field: string; message: string }> = [];
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    problems.push({ field: 'credentials', message: `must be an object with one value per field of ${entry.name}'s credential schema` });
    throw invalidCredentials(entry.name, problems);
  }
  const given = input as Record<string, unknown>;
  const credentials: Record<string, string> = {};
  for (const field of entry.credentialSchema.fields) {
    const value = given[field.name];
    if (value === undefined || value === null || value === '') {
      problems.push({ field: `credentials.${field.name}`, message: `is required (${field.label})` });
    } else if (typeof value !== 'string') {
      problems.push({ field: `credentials.${field.name}`, message: 'must be a string' });
    } else if (!new RegExp(field.format).test(value)) {
      problems.push({ field: `credentials.${field.name}`, message: `must be ${field.formatHint}` });
    } else {
      credentials[field.name] = value;
    }
  }
  const known = new Set(entry.credentialSchema.fields.map((f) => f.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) {
      problems.push({ field: `credentials.${name.slice(0, 60)}`, message: `is not a field of ${entry.name}'s credential schema` });
    }
  }
  if (problems.length) throw invalidCredentials(entry.name, problems);
  return credentials;
}

const invalidCredentials = (providerName: string, fields: Array<{ field: string; message: string }>) =>
  new AppError(
    'invalid_credentials',
    `The credentials do not fit ${providerName}'s credential schema: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}.`,
    { fields },
    {},
    { status: 400 },
  );

export type CredentialVerdict =
  | { outcome: 'accepted'; publicIdentifier: string | null }
  /** The provider refused them: `reason` is readable and never holds a secret. */
  | { outcome: 'refused'; reason: string }
  /** The provider could not be asked: nothing is known about the credentials. */
  | { outcome: 'unreachable'; reason: string; providerErrorCode: string };

/** Asks the provider whether it accepts `credentials` (already checked against the schema). */
export async function askProvider(
  provider: ProviderCode,
  environment: Environment,
  credentials: Record<string, string>,
): Promise<CredentialVerdict> {
  const entry = getProvider(provider);
  try {
    const check = await getConnector(provider).verifyCredentials({
      environment,
      credentials,
      baseUrl: resolveBaseUrl(provider, environment),
      timeoutMs: CHECK_TIMEOUT_MS,
      retryDelaysMs: CHECK_RETRY_DELAYS_MS,
    });
    if (!check.ok) return { outcome: 'refused', reason: check.reason };
    const fallback = credentials[entry.credentialSchema.publicIdentifierField] ?? null;
    return { outcome: 'accepted', publicIdentifier: check.publicIdentifier ?? fallback };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return {
      outcome: 'unreachable',
      providerErrorCode: error.providerErrorCode,
      reason: `${entry.name} could not be reached to check the credentials (${error.providerErrorCode}); nothing is known about them yet: verify again later.`,
    };
  }
}

/** 502 `provider_unavailable`: an action that needs the provider's answer could not get it; nothing changed. */
export const providerUnavailable = (verdict: Extract<CredentialVerdict, { outcome: 'unreachable' }>) =>
  new AppError('provider_unavailable', verdict.reason, { providerErrorCode: verdict.providerErrorCode });

/** 422 `credentials_rejected` with the connector's readable `reason`. */
export const credentialsRejected = (reason: string) =>
  new AppError('credentials_rejected', `The provider refused the credentials: ${reason}`, { reason });
