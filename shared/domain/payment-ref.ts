// `payment_ref=<paymentRef>` appended to a merchant URL, as the previous platform did.
import { withQueryParam } from './query-param.js';

export const withPaymentRef = (url: string, reference: string): string => withQueryParam(url, 'payment_ref', reference);

// An attempt's id carries its payment's reference, so that a provider callback, which names only
// the attempt, reads the payment and the attempt in one round trip. It is a UUID of version 8
// (RFC 9562: the layout is the service's): the 24 hexadecimal digits of the reference around the
// version and variant digits, and 26 random bits, which tell the attempts of a payment apart (its
// at most ten attempts are each written on the condition that the id is new).
const REFERENCE_PATTERN = /^[0-9a-f]{24}$/;
const ATTEMPT_ID_V8 = /^([0-9a-f]{8})-([0-9a-f]{4})-8([0-9a-f]{3})-([89ab])([0-9a-f]{3})-([0-9a-f]{6})([0-9a-f]{6})$/;

/** A new attempt id for a payment's reference; `random` gives 4 bytes (crypto in production). */
export function attemptIdFor(reference: string, random: Uint8Array): string {
  if (!REFERENCE_PATTERN.test(reference)) throw new Error(`not a payment reference: ${reference}`);
  if (random.length < 4) throw new Error('4 random bytes are needed');
  const hex = Buffer.from(random.subarray(0, 4)).toString('hex');
  const variant = (0x8 | (random[0]! & 0x3)).toString(16);
  const r = reference;
  // 8-4 | 8+3 | variant+3 | 6 reference + 6 random: 12 + 3 + 3 + 6 = 24 digits of the reference.
  return `${r.slice(0, 8)}-${r.slice(8, 12)}-8${r.slice(12, 15)}-${variant}${r.slice(15, 18)}-${r.slice(18, 24)}${hex.slice(2, 8)}`;
}

/** The payment reference an attempt id carries; null for ids of other shapes (older attempts). */
export function referenceOfAttemptId(attemptId: string): string | null {
  const m = ATTEMPT_ID_V8.exec(attemptId);
  return m ? `${m[1]}${m[2]}${m[3]}${m[5]}${m[6]}` : null;
}
