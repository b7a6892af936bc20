// Flouci: wallet and card payments on Flouci's page. Published protocol (API v2).
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const flouciDefinition = defineProvider({
  code: 'flouci',
  name: 'Flouci',
  attemptKinds: ['redirect'],
  environments: ['sandbox', 'production'],
  credentialFields: [
    publicField('publicKey', 'Public key (app token)', '^[A-Za-z0-9-]{8,64}$', '8 to 64 letters, digits or dashes'),
    secretField('privateKey', 'Private key (app secret)', '^[A-Za-z0-9_-]{8,128}$', '8 to 128 letters, digits, dashes or underscores'),
  ],
  publicIdentifierField: 'publicKey',
  // Flouci has one address; test payments are told apart by the keys.
  defaultBaseUrls: {
    sandbox: 'https://developers.flouci.com/api/v2',
    production: 'https://developers.flouci.com/api/v2',
  },
  protocol: 'published',
});
