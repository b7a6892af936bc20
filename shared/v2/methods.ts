// v2 payment methods and v3 providers (docs/v2-compatibility.md, "Methods").
// `bank_card` and `e-DINAR` are paid by card: at the card providers (ClicToPay, and La Poste's
// MPGS, which also takes e-DINAR cards); `flouci` is Flouci. The previous platform's other
// methods (its own wallet, MCOIN, wire transfer, PayPal...) have no provider here: ignored.
import type { ProviderCode } from '../domain/payments.js';

export const CARD_PROVIDERS: readonly ProviderCode[] = ['clictopay', 'mpgs_poste'];

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

/** The v2 method a provider is paid with, as the GET route shows it. */
export function methodOfProvider(provider: ProviderCode): string {
  if (CARD_PROVIDERS.includes(provider)) return provider === 'mpgs_poste' ? 'e-DINAR' : 'bank_card';
  return provider;
}

/** The v2 methods a payment accepts, from its providers. */
export function methodsOfProviders(providers: readonly ProviderCode[]): string[] {
  const methods = new Set<string>();
  for (const provider of providers) {
    if (CARD_PROVIDERS.includes(provider)) methods.add('bank_card');
    if (provider === 'mpgs_poste') methods.add('e-DINAR');
    if (!CARD_PROVIDERS.includes(provider)) methods.add(provider);
  }
  return [...methods];
}
