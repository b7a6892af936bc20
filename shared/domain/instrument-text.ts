// How a payment instrument is written for a payer (result page, receipt): `Visa •••• 1119` for a
// card, the provider's masked id for a wallet. Pure, shared by the service and the checkout page.

export interface MaskedInstrument {
  brand: string | null;
  last4: string | null;
  maskedId: string | null;
}

/** Card brands as printed on cards; others as the provider names them. */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', maestro: 'Maestro', cib: 'CIB', edinar: 'e-DINAR' };

export function instrumentText(instrument: MaskedInstrument | null | undefined): string | null {
  if (!instrument) return null;
  const brand = instrument.brand ? (BRANDS[instrument.brand.toLowerCase()] ?? instrument.brand) : null;
  if (instrument.last4) return `${brand ? `${brand} ` : ''}•••• ${instrument.last4}`;
  return instrument.maskedId;
}
