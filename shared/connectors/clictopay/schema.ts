// ClicToPay (SMT): card payments through a REST API of the BPC/RBS family. Published protocol.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const clictopayDefinition = defineProvider({
  code: 'clictopay',
  name: 'ClicToPay',
  attemptKinds: ['redirect'],
  environments: ['sandbox', 'production'],
  credentialFields: [
    publicField('userName', 'API user name', '^[A-Za-z0-9._@-]{3,64}$', '3 to 64 letters, digits or . _ @ -'),
    secretField('password', 'API password', '^\\S{6,128}$', '6 to 128 characters without spaces'),
  ],
  publicIdentifierField: 'userName',
  defaultBaseUrls: {
    sandbox: 'https://test.clictopay.com/payment/rest',
    production: 'https://ipay.clictopay.com/payment/rest',
  },
  protocol: 'published',
});
