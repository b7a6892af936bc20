// The request shapes of an organisation's profile, shared by onboarding (staff) and the
// members' PATCH: one definition of what a valid address, phone, email or website is.
import * as z from 'zod';
import { validationFailed } from '../domain/errors.js';
import { fieldErrors, text } from '../api-schemas/text.js';

/** An optional contact field: a string, or null to clear it; an empty string also clears it. */
const contact = (inner: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), inner.nullable()).optional();

const boundedText = (max: number) => text().trim().max(max, `must be at most ${max} characters`);

export const contactFields = {
  address: contact(boundedText(200)),
  city: contact(boundedText(100)),
  postalCode: contact(boundedText(20)),
  phone: contact(text().trim().regex(/^\+?[0-9 ().-]{4,30}$/, 'must be a phone number')),
  email: contact(text().trim().max(254).pipe(z.email({ message: 'must be an email address' }))),
  website: contact(
    text().trim().max(300).pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  ),
};

export const legalIdentityFields = {
  name: boundedText(200).min(1, 'is required'),
  legalName: boundedText(200).min(1, 'is required'),
  taxId: boundedText(50).min(1, 'is required'),
  /** ISO 3166-1 alpha-2, stored in capitals. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')
    .transform((c) => c.toUpperCase()),
};

/** Fields a member may not change through PATCH, with the reason given back. */
const LEGAL_IDENTITY = ['name', 'legalName', 'taxId', 'country'] as const;
const COMPUTED_OR_STAFF = [
  'id',
  'kybStatus',
  'contractSignedAt',
  'activeAffiliations',
  'canCollect',
  'reasons',
  'paymentAccounts',
] as const;

/** What PATCH /organisations/{id} parses once the legal identity and read-only fields are refused by name. */
export const profilePatch = z.object(contactFields).strict();

/**
 * The body of PATCH /organisations/{id}. The legal identity is named as read-only rather
 * than as an unknown field, so that a client sending the whole detail back learns why.
 */
export function parseProfilePatch(body: Record<string, unknown>) {
  const refused: Array<{ field: string; message: string }> = [];
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if ((LEGAL_IDENTITY as readonly string[]).includes(field)) {
      refused.push({ field, message: 'is part of the legal identity and cannot be changed; contact support' });
    } else if ((COMPUTED_OR_STAFF as readonly string[]).includes(field)) {
      refused.push({ field, message: 'is read-only' });
    } else {
      rest[field] = value;
    }
  }
  const parsed = profilePatch.safeParse(rest);
  const problems = [...refused, ...(parsed.success ? [] : fieldErrors(parsed.error))];
  if (problems.length || !parsed.success) throw validationFailed(problems);
  // Absent fields are left as they are.
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as {
    [K in keyof typeof contactFields]?: string | null;
  };
}
