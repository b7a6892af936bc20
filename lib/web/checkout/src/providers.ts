// Providers' names as the payer knows them, for the screens where the payment no longer offers its
// providers (a result page after the payment ended). Never translated. A unit test keeps them equal
// to the connectors' names (shared/connectors/*/schema.ts), which the page cannot import.
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  clictopay: 'ClicToPay',
  flouci: 'Flouci',
  mpgs_poste: 'La Poste Tunisienne (e-DINAR, MPGS)',
  pluxee: 'Pluxee',
  izi: 'izi',
  enda_tao: 'Enda TAO',
  kashy: 'Kashy',
};
