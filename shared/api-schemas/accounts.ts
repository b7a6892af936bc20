// Response schemas of the v3 contract: payment accounts and their routes.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { AFFILIATION_STATUSES } from '../domain/records/affiliation.js';
import { id, dateTime, nullableDateTime, accountStatus } from './fields.js';

export const AccountRoute = z.object({
  provider: z.string(),
  label: z.string(),
  affiliationId: id,
  affiliationStatus: z.enum([...AFFILIATION_STATUSES, 'unknown']),
});

export const PaymentAccount = z.object({
  id,
  organisationId: id,
  name: z.string(),
  slug: z.string(),
  displayName: z.string().nullable(),
  logoFileId: z.string().nullable(),
  themeColor: z.string().nullable(),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  status: accountStatus,
  isDefault: z.boolean(),
  archivedAt: nullableDateTime,
  routes: z.array(AccountRoute),
  acceptedProviders: z.array(z.string()),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const PaymentAccountSummary = z.object({ id, name: z.string(), slug: z.string(), isDefault: z.boolean(), status: accountStatus });
