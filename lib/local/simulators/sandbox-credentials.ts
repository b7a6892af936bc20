// The credentials each provider simulator accepts, and nothing else does. Fake values for local
// mode and tests only: they live beside the simulators, outside the deployed tree. Each provider's
// are exactly the credential fields its definition declares.
import type { PROVIDER_DEFINITIONS } from '../../../shared/connectors/catalogue.js';
import type { Credentials } from '../../../shared/connectors/provider-definition.js';
import type { ProviderCode } from '../../../shared/domain/payments.js';

type SandboxCredentials = { readonly [Code in ProviderCode]: Credentials<(typeof PROVIDER_DEFINITIONS)[Code]> };

export const SANDBOX_CREDENTIALS = {
  clictopay: {
    userName: 'sandbox-merchant-api',
    password: 'Sim-ClicToPay-7f3a9c21',
  },
  flouci: {
    publicKey: 'sandbox-flouci-public-0001',
    privateKey: 'sim-flouci-private-4b8e2d61',
  },
  izi: {
    clientId: 'izi-sandbox-client',
    clientSecret: 'izi_secret_sandbox_8d2f6b4a',
  },
  mpgs_poste: {
    merchantId: 'TESTPOSTE0001',
    apiPassword: 'a5e1c0f27d3b4e8f9a6c2d1b0e7f3a94',
  },
  pluxee: {
    merchantCode: 'PLX-SANDBOX-01',
    apiKey: 'plx_sk_sandbox_3c7e9a1f5b2d',
  },
  kashy: {
    merchantId: 'KSH-000001',
    apiKey: 'ksh_sandbox_key_5e9b1c7a',
  },
  enda_tao: {
    merchantId: 'ENDA-TAO-SBX-01',
    apiToken: 'tao_sandbox_token_2a8c4e6f',
  },
} as const satisfies SandboxCredentials;
