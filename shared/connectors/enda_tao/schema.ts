// Enda Tamweel's TAO (microfinance mobile payment). ASSUMED protocol: no public integration
// material was found; mapping.ts documents the JSON REST API this connector assumes, to be
// corrected against Enda's documentation.
import { defineProvider } from '../provider-definition.js';

export const endaTaoDefinition = defineProvider({
  code: 'enda_tao',
  name: 'Enda TAO',
  attemptKinds: ['redirect'],
  environments: ['sandbox', 'production'],
  credentialFields: [
    {
      name: 'merchantId',
      label: 'Merchant ID',
      secret: false,
      format: '^[A-Z0-9-]{4,32}$',
      formatHint: '4 to 32 capital letters, digits or dashes',
    },
    {
      name: 'apiToken',
      label: 'API token',
      secret: true,
      format: '^[A-Za-z0-9_-]{16,128}$',
      formatHint: '16 to 128 letters, digits, dashes or underscores',
    },
  ],
  publicIdentifierField: 'merchantId',
  defaultBaseUrls: {
    sandbox: 'https://sandbox.tao.endatamweel.tn/api/v1',
    production: 'https://tao.endatamweel.tn/api/v1',
  },
  protocol: 'assumed',
});
