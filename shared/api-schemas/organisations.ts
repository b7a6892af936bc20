// Response schemas of the v3 contract: organisations and their contract.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { KYB_STATUSES } from '../domain/records/organisation.js';
import { id, nullableDateTime, membershipFields } from './fields.js';
import { PaymentAccountSummary } from './accounts.js';

export const OrganisationDetail = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  country: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  kybStatus: z.enum(KYB_STATUSES),
  contractSignedAt: nullableDateTime,
  activeAffiliations: z.number().int(),
  canCollect: z.boolean(),
  reasons: z.array(z.string()),
  paymentAccounts: z.array(PaymentAccountSummary),
  // Staff only (the admin console's detail): its status with the reason staff gave, and its v2
  // migration (docs/v2-compatibility.md).
  status: z.enum(['active', 'suspended']).optional().describe('staff only: `suspended` by staff, or `active`'),
  statusReason: z.string().nullable().optional().describe('staff only: the reason given with the last status change'),
  v2Mode: z.enum(['served', 'relayed']).optional().describe('staff only: who answers the v2 calls'),
  v2ModeChangedAt: nullableDateTime.optional(),
  v2PreviousOrganisationId: z.string().nullable().optional().describe("staff only: the id the previous platform's keys of this organisation carry"),
  v2LegacyWallets: z
    .array(z.object({ walletId: z.string(), paymentAccountId: id }))
    .optional()
    .describe("staff only: the previous platform's wallet ids and the payment account each reaches"),
});

export const OrganisationListItem = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  ...membershipFields,
});

export const Contract = z.object({ status: z.enum(['signed', 'unsigned']), signedAt: nullableDateTime, signingUrl: z.string().nullable() });
