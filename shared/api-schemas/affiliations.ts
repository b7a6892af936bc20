// Response schemas of the v3 contract: affiliations to providers, and the providers' catalogue.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { AFFILIATION_STATUSES } from '../domain/records/affiliation.js';
import { id, dateTime, nullableDateTime, accountStatus } from './fields.js';
import { ATTEMPT_KINDS, ENVIRONMENTS, PROVIDER_CODES } from '../domain/payments.js';

export const Affiliation = z.object({
  id,
  organisationId: id,
  provider: z.string(),
  providerName: z.string(),
  label: z.string(),
  environment: z.string(),
  status: z.enum(AFFILIATION_STATUSES),
  publicIdentifier: z.string().nullable(),
  credentials: z.record(z.string(), z.string()),
  credentialVersion: z.number().int(),
  verifiedAt: nullableDateTime,
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
  lastVerificationError: z.string().nullable(),
  paymentAccounts: z.array(z.object({ id, name: z.string(), status: accountStatus })),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** A provider of the catalogue (GET /providers): what an affiliation to it must fill in. */
export const Provider = z.object({
  code: z.enum(PROVIDER_CODES),
  name: z.string(),
  attemptKinds: z.array(z.enum(ATTEMPT_KINDS)),
  environments: z.array(z.enum(ENVIRONMENTS)),
  credentialSchema: z.object({
    fields: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        secret: z.boolean().describe('stored encrypted, shown as `****` and the last four characters'),
        format: z.string().describe('an anchored regular expression'),
        formatHint: z.string(),
      }),
    ),
    publicIdentifierField: z.string(),
  }),
  protocol: z.enum(['published', 'assumed']).describe('`assumed` when no public protocol was found'),
});
