// Pluxee Tunisia (meal-voucher card). ASSUMED protocol: no public integration material was found;
// mapping.ts documents the JSON REST API this connector assumes, to be corrected against
// Pluxee's real documentation.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const pluxeeDefinition = defineProvider('pluxee', 'Pluxee', {
  protocol: 'assumed',
  publicIdentifier: publicField('merchantCode', 'Merchant code', '^[A-Z0-9-]{4,32}$', '4 to 32 capital letters, digits or dashes'),
  secret: secretField('apiKey', 'API key', '^[A-Za-z0-9_-]{16,128}$', '16 to 128 letters, digits, dashes or underscores'),
  defaultBaseUrls: { sandbox: 'https://sandbox-api.pluxee.tn/ecommerce/v1', production: 'https://api.pluxee.tn/ecommerce/v1' },
});
