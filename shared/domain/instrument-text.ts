// How a payment instrument is written for a payer (result page, receipt): `Visa •••• 1119` for a
// card, `•••• 3456` for a wallet account (its provider, named beside it, is its only brand), the
// provider's masked id otherwise. Pure, shared by the service and the checkout page.
import { isProviderCode } from './payments.js';

export interface MaskedInstrument {
  brand: string | null;
  last4: string | null;
  maskedId: string | null;
}

/** Card brands as printed on cards; others as the provider names them. */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', maestro: 'Maestro', cib: 'CIB', edinar: 'e-DINAR' };

export function instrumentText(instrument: MaskedInstrument | null | undefined): string | null {
  if (!instrument) return null;
  // A wallet's account is branded with its provider's code (`kashy`): the provider is said beside it, by its name.
  const ownBrand = instrument.brand && !isProviderCode(instrument.brand) ? instrument.brand : null;
  const brand = ownBrand ? (BRANDS[ownBrand.toLowerCase()] ?? ownBrand) : null;
  if (instrument.last4) return `${brand ? `${brand} ` : ''}•••• ${instrument.last4}`;
  return instrument.maskedId;
}
