// v2 payment methods and v3 providers (docs/v2-compatibility.md, "Methods").
// `bank_card` and `e-DINAR` are paid by card: at the card providers (ClicToPay, and La Poste's
// MPGS, which also takes e-DINAR cards); `flouci` is Flouci. The previous platform's other
// methods (its own wallet, MCOIN, wire transfer, PayPal...) have no provider here: ignored when
// choosing providers. What GET gives back is always in the v2 vocabulary (`V2_METHODS`), never a
// provider code of this service: the providers paid from a wallet app or a voucher (izi, Kashy,
// Pluxee, Enda TAO) are `wallet` there.
import type { ProviderCode } from '../domain/payments.js';

export const CARD_PROVIDERS: readonly ProviderCode[] = ['clictopay', 'mpgs_poste'];

/** The methods the previous platform's v2 API names, spelt as it spells them. */
export const V2_METHODS = ['bank_card', 'e-DINAR', 'flouci', 'wallet'] as const;
export type V2Method = (typeof V2_METHODS)[number];

const PROVIDERS_OF_METHOD: Record<string, readonly ProviderCode[]> = {
  bank_card: CARD_PROVIDERS,
  'e-dinar': CARD_PROVIDERS,
  flouci: ['flouci'],
};

/**
 * The providers the requested methods name (matched without regard to case), or undefined when
 * none is named: then every provider routed on the account is offered.
 */
export function providersOfMethods(methods: readonly string[] | undefined): ProviderCode[] | undefined {
  if (!methods) return undefined;
  const providers = new Set(methods.flatMap((method) => PROVIDERS_OF_METHOD[method.toLowerCase()] ?? []));
  return providers.size ? [...providers] : undefined;
}

/**
 * The requested methods as GET echoes them: each v2 method once, in the order asked, spelt as v2
 * spells it (`E-DINAR` → `e-DINAR`, ` Bank_Card ` → `bank_card`); names outside the v2
 * vocabulary (MCOIN, PayPal, this service's provider codes) are left out.
 */
export function normaliseMethods(methods: readonly string[]): V2Method[] {
  const found = new Set<V2Method>();
  for (const method of methods) {
    const known = V2_METHODS.find((name) => name.toLowerCase() === method.trim().toLowerCase());
    if (known) found.add(known);
  }
  return [...found];
}

/** The v2 method a provider is paid with, as GET's transactions show it. */
export function methodOfProvider(provider: ProviderCode): V2Method {
  if (CARD_PROVIDERS.includes(provider)) return provider === 'mpgs_poste' ? 'e-DINAR' : 'bank_card';
  return provider === 'flouci' ? 'flouci' : 'wallet';
}

/** The v2 methods a payment's providers accept, in the v2 vocabulary's order. */
export function methodsOfProviders(providers: readonly ProviderCode[]): V2Method[] {
  const methods = new Set<V2Method>();
  for (const provider of providers) {
    if (CARD_PROVIDERS.includes(provider)) methods.add('bank_card');
    if (provider === 'mpgs_poste') methods.add('e-DINAR');
    if (!CARD_PROVIDERS.includes(provider)) methods.add(methodOfProvider(provider));
  }
  return V2_METHODS.filter((method) => methods.has(method));
}
