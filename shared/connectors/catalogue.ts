// The providers the service offers, as shown at GET /providers: built from each provider's schema
// module, so that a credential field is declared once.
import { clictopayDefinition } from './clictopay/schema.js';
import { endaTaoDefinition } from './enda_tao/schema.js';
import { flouciDefinition } from './flouci/schema.js';
import { iziDefinition } from './izi/schema.js';
import { kashyDefinition } from './kashy/schema.js';
import { mpgsPosteDefinition } from './mpgs_poste/schema.js';
import type { AttemptKind, Environment, ProviderCode } from '../domain/payments.js';
import type { CredentialField, ProviderDefinition } from './provider-definition.js';
import { pluxeeDefinition } from './pluxee/schema.js';

/** Each provider's definition; its type keeps each provider's own credential names. */
export const PROVIDER_DEFINITIONS = {
  clictopay: clictopayDefinition,
  flouci: flouciDefinition,
  izi: iziDefinition,
  mpgs_poste: mpgsPosteDefinition,
  pluxee: pluxeeDefinition,
  kashy: kashyDefinition,
  enda_tao: endaTaoDefinition,
} satisfies Record<ProviderCode, ProviderDefinition>;

export interface ProviderCatalogueEntry {
  code: ProviderCode;
  name: string;
  attemptKinds: readonly AttemptKind[];
  environments: readonly Environment[];
  credentialSchema: { fields: readonly CredentialField[]; publicIdentifierField: string };
  /** `assumed` when no public protocol was found and the connector follows a documented assumption. */
  protocol: 'published' | 'assumed';
}

export function catalogueEntry(definition: ProviderDefinition): ProviderCatalogueEntry {
  return {
    code: definition.code,
    name: definition.name,
    attemptKinds: definition.attemptKinds,
    environments: definition.environments,
    credentialSchema: { fields: definition.credentialFields, publicIdentifierField: definition.publicIdentifierField },
    protocol: definition.protocol,
  };
}
