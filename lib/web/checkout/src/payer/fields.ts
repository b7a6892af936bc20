// The payer's details a link or a payment asks for (name, email, phone): the fields, what the payer
// typed (kept across redraws), and how it is checked on the page and read back from the API's errors.
import type { ApiError, LinkView } from '../api.js';
import { latinDigits } from '../amount.js';
import { page } from '../dom.js';
import type { MessageKey } from '../i18n/index.js';

/** A v2 payment with `checkoutForm`: its address asks for the payer's details before paying (`?form=payer`). */
export const askPayer = new URLSearchParams(page.location.search).get('form') === 'payer';

export type LinkField = 'amount' | 'firstName' | 'lastName' | 'email' | 'phone';
export type PayerField = Exclude<LinkField, 'amount'>;

/** The payer's fields, in the order of the form, with the link setting that shows them. */
export const PAYER_FIELDS: readonly { field: PayerField; group: keyof LinkView['payerFields']; label: MessageKey; required: MessageKey; autocomplete: string; type: string; max: number }[] = [
  { field: 'firstName', group: 'name', label: 'linkFirstName', required: 'linkFirstNameRequired', autocomplete: 'given-name', type: 'text', max: 100 },
  { field: 'lastName', group: 'name', label: 'linkLastName', required: 'linkLastNameRequired', autocomplete: 'family-name', type: 'text', max: 100 },
  { field: 'email', group: 'email', label: 'linkEmail', required: 'linkEmailRequired', autocomplete: 'email', type: 'email', max: 254 },
  { field: 'phone', group: 'phone', label: 'linkPhone', required: 'linkPhoneRequired', autocomplete: 'tel', type: 'tel', max: 32 },
];

/** What the payer typed, kept across redraws (a language switch rebuilds the form). */
export const linkInput: Record<LinkField, string> = { amount: '', firstName: '', lastName: '', email: '', phone: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

export const shownFields = (l: LinkView) => PAYER_FIELDS.filter((f) => l.payerFields[f.group] !== 'hidden');

/** The payer's fields as typed, checked; what is wrong goes to `errors`. */
export function readPayer(
  fields: readonly (typeof PAYER_FIELDS)[number][],
  required: (f: (typeof PAYER_FIELDS)[number]) => boolean,
  errors: Partial<Record<LinkField, MessageKey>>,
): Partial<Record<PayerField, string>> {
  const payer: Partial<Record<PayerField, string>> = {};
  for (const f of fields) {
    const value = latinDigits(linkInput[f.field]).trim();
    if (!value) {
      if (required(f)) errors[f.field] = f.required;
    } else if (value.length > f.max) errors[f.field] = 'linkFieldTooLong';
    else if (f.field === 'email' && !EMAIL.test(value)) errors.email = 'linkEmailInvalid';
    else if (f.field === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 8)) errors.phone = 'linkPhoneInvalid';
    else payer[f.field] = value;
  }
  return payer;
}

/** The API's field names (`payer.email`) as the form's. */
export function fieldsInError(body: ApiError | undefined): LinkField[] {
  const known = new Set<string>(PAYER_FIELDS.map((f) => f.field));
  return (body?.fields ?? [])
    .map((f) => (f.field ?? '').replace(/^payer\./, ''))
    .filter((name): name is LinkField => name === 'amount' || known.has(name));
}
