// What the service knows about a provider before calling it: its credential schema, the attempt
// kinds it offers and its default addresses. Each provider's schema.ts declares one (defineProvider).
import { ENVIRONMENTS, type AttemptKind, type Environment, type ProviderCode } from '../domain/payments.js';

export interface CredentialField<Name extends string = string> {
  name: Name;
  label: string;
  /** Secret fields are stored encrypted and shown as `****` plus their last four characters. */
  secret: boolean;
  /** An anchored regular expression (source text, so that the catalogue serialises as JSON). */
  format: string;
  /** The same format in words, for forms and error messages. */
  formatHint: string;
}

export interface ProviderDefinition<Name extends string = string> {
  code: ProviderCode;
  name: string;
  attemptKinds: readonly AttemptKind[];
  environments: readonly Environment[];
  credentialFields: readonly CredentialField<Name>[];
  /** The credential shown as the affiliation's `publicIdentifier` (never a secret field). */
  publicIdentifierField: Name;
  defaultBaseUrls: Record<Environment, string>;
  /**
   * `published`: follows the provider's public material (shared/spec/providers.md).
   * `assumed`: no public protocol was found; the module documents the protocol it assumes.
   */
  protocol: 'published' | 'assumed';
}

export type Credentials<D extends ProviderDefinition> =
  D extends ProviderDefinition<infer Name> ? Record<Name, string> : never;

/** A credential field shown as it is (the public identifier, for example). */
export function publicField<const Name extends string>(name: Name, label: string, format: string, formatHint: string): CredentialField<Name> & { secret: false } {
  return { name, label, secret: false, format, formatHint };
}

/** A credential field stored encrypted and never shown whole. */
export function secretField<const Name extends string>(name: Name, label: string, format: string, formatHint: string): CredentialField<Name> & { secret: true } {
  return { name, label, secret: true, format, formatHint };
}

/**
 * What a provider's schema.ts states: only what is its own. Every provider is offered in both
 * environments and has one public identifier and one secret.
 */
export interface ProviderDeclaration<Public extends string, Secret extends string> {
  protocol: ProviderDefinition['protocol'];
  /** Absent: the payer is sent to the provider's page (`redirect`). */
  attemptKinds?: readonly AttemptKind[];
  /** The credential shown as the affiliation's `publicIdentifier`. */
  publicIdentifier: CredentialField<Public> & { secret: false };
  secret: CredentialField<Secret> & { secret: true };
  defaultBaseUrls: Record<Environment, string>;
}

/** Declares a definition while keeping its field names as a literal type. */
export function defineProvider<const Public extends string, const Secret extends string>(
  code: ProviderCode,
  name: string,
  declaration: ProviderDeclaration<Public, Secret>,
): ProviderDefinition<Public | Secret> {
  const { protocol, attemptKinds = ['redirect'], publicIdentifier, secret, defaultBaseUrls } = declaration;
  return {
    code,
    name,
    attemptKinds,
    environments: ENVIRONMENTS,
    credentialFields: [publicIdentifier, secret],
    publicIdentifierField: publicIdentifier.name,
    defaultBaseUrls,
    protocol,
  };
}

/** The base URLs of a provider with one address for both environments (test payments told apart by the credentials). */
export function oneBaseUrl(url: string): Record<Environment, string> {
  return { sandbox: url, production: url };
}

export type CredentialParse<Name extends string> =
  | { ok: true; credentials: Record<Name, string> }
  /** Problems name fields, never values. */
  | { ok: false; problems: string[] };

/** Checks credentials against the schema: every field present and of the right format. */
export function parseCredentials<Name extends string>(
  definition: ProviderDefinition<Name>,
  credentials: Record<string, string | undefined>,
): CredentialParse<Name> {
  const problems: string[] = [];
  const parsed = {} as Record<Name, string>;
  for (const field of definition.credentialFields) {
    const value = credentials[field.name];
    if (typeof value !== 'string' || value === '') {
      problems.push(`${field.label} (${field.name}) is missing`);
    } else if (!new RegExp(field.format).test(value)) {
      problems.push(`${field.label} (${field.name}) must be ${field.formatHint}`);
    } else {
      parsed[field.name] = value;
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, credentials: parsed };
}

/** The values that must never leave the connector: in raw payloads, messages or logs. */
export function secretValues(definition: ProviderDefinition, credentials: Record<string, string | undefined>): string[] {
  return definition.credentialFields
    .filter((field) => field.secret)
    .map((field) => credentials[field.name])
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}
