// Flouci: wallet and card payments on Flouci's page. Published protocol (API v2).
import { defineProvider, oneBaseUrl, publicField, secretField } from '../provider-definition.js';

export const flouciDefinition = defineProvider('flouci', 'Flouci', {
  protocol: 'published',
  publicIdentifier: publicField('publicKey', 'Public key (app token)', '^[A-Za-z0-9-]{8,64}$', '8 to 64 letters, digits or dashes'),
  secret: secretField('privateKey', 'Private key (app secret)', '^[A-Za-z0-9_-]{8,128}$', '8 to 128 letters, digits, dashes or underscores'),
  // Flouci has one address; test payments are told apart by the keys.
  defaultBaseUrls: oneBaseUrl('https://developers.flouci.com/api/v2'),
});
