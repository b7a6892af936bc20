// The credentials each provider simulator accepts, and nothing else does. Fake values for local
// mode and tests only: they live beside the simulators, outside the deployed tree.
import type { clictopayDefinition } from '../../../shared/connectors/clictopay/schema.js';
import type { endaTaoDefinition } from '../../../shared/connectors/enda_tao/schema.js';
import type { flouciDefinition } from '../../../shared/connectors/flouci/schema.js';
import type { iziDefinition } from '../../../shared/connectors/izi/schema.js';
import type { kashyDefinition } from '../../../shared/connectors/kashy/schema.js';
import type { mpgsPosteDefinition } from '../../../shared/connectors/mpgs_poste/schema.js';
import type { pluxeeDefinition } from '../../../shared/connectors/pluxee/schema.js';
import type { Credentials } from '../../../shared/connectors/provider-definition.js';
import type { ProviderCode } from '../../../shared/domain/payments.js';

export const SANDBOX_CREDENTIALS = {
  clictopay: {
    userName: 'sandbox-merchant-api',
    password: 'Sim-ClicToPay-7f3a9c21',
  } satisfies Credentials<typeof clictopayDefinition>,
  flouci: {
    publicKey: 'sandbox-flouci-public-0001',
    privateKey: 'sim-flouci-private-4b8e2d61',
  } satisfies Credentials<typeof flouciDefinition>,
  izi: {
    clientId: 'izi-sandbox-client',
    clientSecret: 'izi_secret_sandbox_8d2f6b4a',
  } satisfies Credentials<typeof iziDefinition>,
  mpgs_poste: {
    merchantId: 'TESTPOSTE0001',
    apiPassword: 'a5e1c0f27d3b4e8f9a6c2d1b0e7f3a94',
  } satisfies Credentials<typeof mpgsPosteDefinition>,
  pluxee: {
    merchantCode: 'PLX-SANDBOX-01',
    apiKey: 'plx_sk_sandbox_3c7e9a1f5b2d',
  } satisfies Credentials<typeof pluxeeDefinition>,
  kashy: {
    merchantId: 'KSH-000001',
    apiKey: 'ksh_sandbox_key_5e9b1c7a',
  } satisfies Credentials<typeof kashyDefinition>,
  enda_tao: {
    merchantId: 'ENDA-TAO-SBX-01',
    apiToken: 'tao_sandbox_token_2a8c4e6f',
  } satisfies Credentials<typeof endaTaoDefinition>,
} as const satisfies Record<ProviderCode, Record<string, string>>;
