// Enda Tamweel's TAO (microfinance mobile payment). ASSUMED protocol: no public integration
// material was found; mapping.ts documents the JSON REST API this connector assumes, to be
// corrected against Enda's documentation.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const endaTaoDefinition = defineProvider('enda_tao', 'Enda TAO', {
  protocol: 'assumed',
  publicIdentifier: publicField('merchantId', 'Merchant ID', '^[A-Z0-9-]{4,32}$', '4 to 32 capital letters, digits or dashes'),
  secret: secretField('apiToken', 'API token', '^[A-Za-z0-9_-]{16,128}$', '16 to 128 letters, digits, dashes or underscores'),
  defaultBaseUrls: { sandbox: 'https://sandbox.tao.endatamweel.tn/api/v1', production: 'https://tao.endatamweel.tn/api/v1' },
});
