// Where the rest of the service finds a provider: its connector, its catalogue entry and the
// address to call. Local mode and tests point sandbox affiliations at the simulators through
// PROVIDER_SANDBOX_URLS (a JSON object provider -> base URL); production is never redirected.
import * as z from 'zod';
import { keptPerContainer } from '../config/container.js';
import { PROVIDER_DEFINITIONS, catalogueEntry, type ProviderCatalogueEntry } from './catalogue.js';
import { clictopayConnector } from './clictopay/index.js';
import { endaTaoConnector } from './enda_tao/index.js';
import { flouciConnector } from './flouci/index.js';
import { iziConnector } from './izi/index.js';
import { kashyConnector } from './kashy/index.js';
import { mpgsPosteConnector } from './mpgs_poste/index.js';
import type { PaymentConnector } from './payment-connector.js';
import { PROVIDER_CODES, type Environment, type ProviderCode } from '../domain/payments.js';
import { pluxeeConnector } from './pluxee/index.js';

const CONNECTORS: Record<ProviderCode, PaymentConnector> = {
  clictopay: clictopayConnector,
  flouci: flouciConnector,
  izi: iziConnector,
  mpgs_poste: mpgsPosteConnector,
  pluxee: pluxeeConnector,
  kashy: kashyConnector,
  enda_tao: endaTaoConnector,
};

export function getConnector(code: ProviderCode): PaymentConnector {
  return CONNECTORS[code];
}

export function listProviders(): ProviderCatalogueEntry[] {
  return PROVIDER_CODES.map((code) => catalogueEntry(PROVIDER_DEFINITIONS[code]));
}

export function getProvider(code: ProviderCode): ProviderCatalogueEntry {
  return catalogueEntry(PROVIDER_DEFINITIONS[code]);
}

const sandboxUrlOverridesSchema = z.partialRecord(
  z.enum(PROVIDER_CODES),
  z.string().url().transform((url) => url.replace(/\/+$/, '')),
);
type SandboxUrlOverrides = z.infer<typeof sandboxUrlOverridesSchema>;

let overrides: SandboxUrlOverrides | undefined;
keptPerContainer(() => {
  overrides = undefined;
});

/** Parsed once; a malformed value fails loudly at the first provider call rather than sending payments astray. */
function sandboxUrlOverrides(): SandboxUrlOverrides {
  if (overrides) return overrides;
  const text = process.env.PROVIDER_SANDBOX_URLS;
  if (!text) return (overrides = {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Invalid environment: PROVIDER_SANDBOX_URLS is not JSON');
  }
  const parsed = sandboxUrlOverridesSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: PROVIDER_SANDBOX_URLS: ${problems}`);
  }
  return (overrides = parsed.data);
}

export function resolveBaseUrl(code: ProviderCode, environment: Environment): string {
  const override = environment === 'sandbox' ? sandboxUrlOverrides()[code] : undefined;
  return override ?? PROVIDER_DEFINITIONS[code].defaultBaseUrls[environment];
}

/** Tests that change PROVIDER_SANDBOX_URLS in-process call this between set-ups. */
export function resetSandboxUrlOverrides(): void {
  overrides = undefined;
}
