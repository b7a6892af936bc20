// Mastercard Payment Gateway Services, La Poste Tunisienne's instance (e-DINAR and cards).
// Published protocol: hosted checkout started by an INITIATE_CHECKOUT session.
import { defineProvider, publicField, secretField } from '../provider-definition.js';

export const mpgsPosteDefinition = defineProvider('mpgs_poste', 'La Poste Tunisienne (e-DINAR, MPGS)', {
  protocol: 'published',
  attemptKinds: ['form'],
  publicIdentifier: publicField('merchantId', 'Merchant ID', '^[A-Za-z0-9_-]{1,40}$', '1 to 40 letters, digits, dashes or underscores'),
  secret: secretField('apiPassword', 'API password', '^[A-Za-z0-9]{16,64}$', '16 to 64 letters or digits'),
  // Host roots: the REST API lives under /api/rest/version/<v>, the hosted checkout under /checkout.
  defaultBaseUrls: { sandbox: 'https://test-tnpost.mtf.gateway.mastercard.com', production: 'https://tnpost.gateway.mastercard.com' },
});
