// izi (mobile wallet). ASSUMED protocol: no public integration material was found; mapping.ts
// documents the JSON REST API this connector assumes, to be corrected against izi's documentation.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const iziDefinition = defineProvider('izi', 'izi', {
  protocol: 'assumed',
  publicIdentifier: publicField('clientId', 'Client ID', '^[A-Za-z0-9_-]{4,64}$', '4 to 64 letters, digits, dashes or underscores'),
  secret: secretField('clientSecret', 'Client secret', '^[A-Za-z0-9_-]{16,128}$', '16 to 128 letters, digits, dashes or underscores'),
  defaultBaseUrls: { sandbox: 'https://sandbox.api.izi.tn/v1', production: 'https://api.izi.tn/v1' },
});
