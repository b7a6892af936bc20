// The rules of a link's settings (the contract's table for POST /payment-links), applied to
// the settings a link will have: at creation, and after a PATCH merged into the current ones.
// Types and lengths are checked at the edge (zod); these are the rules between fields.
import type { ProviderCode } from '../domain/payments.js';
import { AppError } from '../domain/errors.js';
import type { LinkSettings, PayerFields } from '../store/payment-links-repository.js';

export const DEFAULT_MIN_AMOUNT = 100;
export const MAX_USES_LIMIT = 100_000;
/** What a link asks of the payer unless the merchant says otherwise. */
export const DEFAULT_PAYER_FIELDS: PayerFields = { name: 'optional', email: 'optional', phone: 'hidden' };

export type LinkSettingsInput = { [K in Exclude<keyof LinkSettings, 'payerFields'>]?: LinkSettings[K] | null } & {
  payerFields?: { [K in keyof PayerFields]?: PayerFields[K] | undefined };
};

/** The payer fields given, over the current ones (a field left out keeps its mode). */
const payerFieldsOver = (current: PayerFields, given: LinkSettingsInput['payerFields']): PayerFields => ({
  ...current,
  ...Object.fromEntries(Object.entries(given ?? {}).filter(([, mode]) => mode !== undefined)),
});

/** The settings of a new link: defaults filled in, then checked. */
export function newLinkSettings(input: LinkSettingsInput & Pick<LinkSettings, 'title' | 'amountType' | 'usage'>, routed: readonly string[], now: Date): LinkSettings {
  const settings: LinkSettings = {
    title: input.title,
    description: input.description ?? null,
    amountType: input.amountType,
    amount: input.amount ?? null,
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
    usage: input.usage,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ?? null,
    acceptedProviders: input.acceptedProviders ?? [],
    payerFields: payerFieldsOver(DEFAULT_PAYER_FIELDS, input.payerFields),
    successMessage: input.successMessage ?? null,
    redirectUrl: input.redirectUrl ?? null,
  };
  return checkLinkSettings(withDefaults(settings), routed, now, { checkExpiry: true });
}

/**
 * A PATCH merged into the current settings. Fields left out keep their value, except that
 * switching `amountType` (or `usage`) clears the fields of the other kind that the PATCH does
 * not set, so that `{amountType: "open"}` alone turns a fixed link into an open one.
 */
export function changedLinkSettings(current: LinkSettings, patch: LinkSettingsInput, routed: readonly string[], now: Date): LinkSettings {
  const given = (field: keyof LinkSettingsInput) => patch[field] !== undefined;
  const merged = { ...current } as Record<string, unknown>;
  for (const [field, value] of Object.entries(patch)) if (value !== undefined && field !== 'payerFields') merged[field] = value;
  const settings = merged as unknown as LinkSettings;
  settings.payerFields = payerFieldsOver(current.payerFields, patch.payerFields);
  if (patch.amountType && patch.amountType !== current.amountType) {
    if (patch.amountType === 'open' && !given('amount')) settings.amount = null;
    if (patch.amountType === 'fixed') {
      if (!given('minAmount')) settings.minAmount = null;
      if (!given('maxAmount')) settings.maxAmount = null;
    }
  }
  if (patch.usage === 'single' && current.usage !== 'single' && !given('maxUses')) settings.maxUses = null;
  if (settings.acceptedProviders === null) settings.acceptedProviders = [];
  return checkLinkSettings(withDefaults(settings), routed, now, { checkExpiry: given('expiresAt') });
}

function withDefaults(settings: LinkSettings): LinkSettings {
  return settings.amountType === 'open' && settings.minAmount === null ? { ...settings, minAmount: DEFAULT_MIN_AMOUNT } : settings;
}

function checkLinkSettings(settings: LinkSettings, routed: readonly string[], now: Date, options: { checkExpiry: boolean }): LinkSettings {
  if (settings.amountType === 'fixed') {
    if (settings.amount === null) throw new AppError('amount_required', 'A fixed-amount link needs an amount (millimes).');
    if (settings.minAmount !== null || settings.maxAmount !== null) {
      throw new AppError('amount_not_allowed', 'minAmount and maxAmount apply to open-amount links only.');
    }
  } else {
    if (settings.amount !== null) throw new AppError('amount_not_allowed', 'An open-amount link takes no amount: the payer types it (set minAmount, maxAmount).');
    if (settings.maxAmount !== null && settings.minAmount! > settings.maxAmount) {
      throw new AppError('amount_bounds_invalid', `minAmount (${settings.minAmount}) must not be above maxAmount (${settings.maxAmount}).`, {
        minAmount: settings.minAmount,
        maxAmount: settings.maxAmount,
      });
    }
  }
  if (settings.usage === 'single' && settings.maxUses !== null) {
    throw new AppError('max_uses_invalid', 'maxUses applies to reusable links only: a single-use link takes one successful payment.');
  }
  if (settings.maxUses !== null && (settings.maxUses < 1 || settings.maxUses > MAX_USES_LIMIT)) {
    throw new AppError('max_uses_invalid', `maxUses must be from 1 to ${MAX_USES_LIMIT}, or null for no limit.`);
  }
  if (options.checkExpiry && settings.expiresAt !== null && Date.parse(settings.expiresAt) <= now.getTime()) {
    throw new AppError('expiry_invalid', 'expiresAt must be in the future.');
  }
  const unrouted = settings.acceptedProviders.filter((code) => !routed.includes(code));
  if (unrouted.length) {
    throw new AppError('provider_not_routed', `Not routed on this payment account: ${unrouted.join(', ')}.`, {
      providers: unrouted,
      routedProviders: routed,
    });
  }
  return { ...settings, acceptedProviders: [...new Set(settings.acceptedProviders)] as ProviderCode[] };
}
