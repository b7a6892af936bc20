// Kashy (wallet, paid by scanning a QR code). ASSUMED protocol: no public integration material was
// found; mapping.ts documents the JSON REST API this connector assumes, to be corrected against
// Kashy's documentation.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const kashyDefinition = defineProvider('kashy', 'Kashy', {
  protocol: 'assumed',
  attemptKinds: ['qr'],
  publicIdentifier: publicField('merchantId', 'Merchant ID', '^[A-Za-z0-9-]{4,32}$', '4 to 32 letters, digits or dashes'),
  secret: secretField('apiKey', 'API key', '^[A-Za-z0-9_-]{16,128}$', '16 to 128 letters, digits, dashes or underscores'),
  defaultBaseUrls: { sandbox: 'https://sandbox.kashy.tn/merchant-api/v1', production: 'https://api.kashy.tn/merchant-api/v1' },
});
