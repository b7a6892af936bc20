// ClicToPay (SMT): card payments through a REST API of the BPC/RBS family. Published protocol.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const clictopayDefinition = defineProvider('clictopay', 'ClicToPay', {
  protocol: 'published',
  publicIdentifier: publicField('userName', 'API user name', '^[A-Za-z0-9._@-]{3,64}$', '3 to 64 letters, digits or . _ @ -'),
  secret: secretField('password', 'API password', '^\\S{6,128}$', '6 to 128 characters without spaces'),
  defaultBaseUrls: { sandbox: 'https://test.clictopay.com/payment/rest', production: 'https://ipay.clictopay.com/payment/rest' },
});
