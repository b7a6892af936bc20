// What a payment is found by in GET /payments?q=: its orderId, its payer's email and its payer's
// phone, each reduced to one form so that the ways people write it find the same payment: trimmed,
// lower case (emails and order ids are matched without regard to case), and a phone number in its
// international form: `+216 20 123 456`, `20123456`, `0021620123456` and `216-20-123-456` are all
// `+21620123456`, in Western digits whichever digits it was typed in (`٢٠١٢٣٤٥٦`, `۲۰۱۲۳۴۵۶`). The same reduction
// applies to what is searched, so any of them finds any other.

/** Tunisian numbers have 8 digits after the country code 216. */
const TUNISIA = '216';

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits as Western digits. */
const westernDigits = (value: string) => value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** The international form of a phone number (`+<digits>`), or undefined when `value` is not one. */
export function phoneTerm(value: string): string | undefined {
  const trimmed = westernDigits(value.trim());
  if (!/^\(?\+?[\d\s().\-/]+$/.test(trimmed)) return undefined;
  const all = trimmed.replace(/\D/g, '');
  // International already (`+...`, `00...`), or a Tunisian number: 8 digits, or 11 starting with 216.
  const digits = /^\(?\+/.test(trimmed)
    ? all
    : all.startsWith('00')
      ? all.slice(2)
      : all.length === 8
        ? `${TUNISIA}${all}`
        : all.startsWith(TUNISIA) && all.length === 11
          ? all
          : undefined;
  if (digits === undefined) return undefined;
  if (digits.length < 8 || digits.length > 15) return undefined;
  return `+${digits}`;
}

/** The one form of a term searched or indexed: a phone number's international form, else trimmed lower case. */
export function searchTerm(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return phoneTerm(trimmed) ?? trimmed.toLowerCase();
}

/** The terms a payment is found by (each once). */
export function paymentSearchTerms(payment: { orderId?: string | null; payer?: { email?: string; phone?: string } | null }): string[] {
  const terms = [payment.orderId, payment.payer?.email, payment.payer?.phone]
    .filter((value): value is string => typeof value === 'string')
    .map(searchTerm)
    .filter((term): term is string => term !== undefined);
  return [...new Set(terms)];
}

/** Whether `q` has the shape of a payment reference (24 hexadecimal characters). */
export const looksLikeReference = (q: string) => /^[0-9a-f]{24}$/i.test(q.trim());
