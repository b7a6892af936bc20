// The languages a payer is served in: the checkout, the provider pages that offer them, and the receipt.
export const LOCALES = ['fr', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
