// Request shapes of the admin console's organisation routes (onboarding, status, contract, v2
// migration): read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';
import { contactFields, legalIdentityFields } from '../../../shared/organisations/profile-fields.js';

export const onboardBody = z
  .object({
    ...legalIdentityFields,
    ...contactFields,
    ownerEmail: text().trim().max(254).pipe(z.email({ message: 'must be an email address' })),
  })
  .strict();

export const statusBody = z
  .object({ status: z.enum(['active', 'suspended']), reason: text().trim().min(1, 'is required').max(500) })
  .strict();

export const v2MigrationBody = z
  .object({
    v2Mode: z.enum(['served', 'relayed']),
    reason: text().trim().min(1, 'is required').max(500),
    /** The organisation id the previous platform's v2 keys carry, when it is not this one's. */
    previousOrganisationId: uuid.transform((id) => id.toLowerCase()).optional(),
  })
  .strict();

/** Clocks differ a little between the console and the service. */
const CLOCK_SKEW_MS = 5 * 60_000;
export const contractBody = z
  .object({
    signedAt: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
      .transform((value) => new Date(value).toISOString())
      .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, 'must not be in the future')
      .optional(),
  })
  .strict();
