// Response schemas of the v3 contract: affiliations to providers, and the providers' catalogue.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime, accountStatus } from './fields.js';
import { PROVIDER_CODES } from '../domain/payments.js';

const affiliationStatus = z.enum(['draft', 'verifying', 'active', 'suspended', 'revoked']);

export const Affiliation = z.object({
  id,
  organisationId: id,
  provider: z.string(),
  providerName: z.string(),
  label: z.string(),
  environment: z.string(),
  status: affiliationStatus,
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
  attemptKinds: z.array(z.enum(['redirect', 'qr', 'form'])),
  environments: z.array(z.enum(['sandbox', 'production'])),
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
