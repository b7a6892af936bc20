// A WhatsApp share of a payment's link: the payer's phone as wa.me wants it, and the address that
// opens WhatsApp with the message (screens/payment-send.tsx). No DOM: unit tested.
/**
 * A payer's phone as WhatsApp wants it (international digits, no `+`): 8 digits are a Tunisian
 * number (216), `00` is the international prefix; a national number of another country (a leading
 * `0`) or anything unreadable gives undefined, and the merchant picks the chat.
 */
export function whatsappNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 8) digits = `216${digits}`;
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : undefined;
}

/** The wa.me address that opens WhatsApp with the message, to `number` when known (else the user picks a chat). */
export function whatsappHref(text: string, number?: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
