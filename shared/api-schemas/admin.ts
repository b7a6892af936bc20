// Response schemas of the admin console.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { KYB_STATUSES } from '../domain/records/organisation.js';
import { id, dateTime, nullableDateTime } from './fields.js';
import { Affiliation } from './affiliations.js';
import { OrganisationDetail } from './organisations.js';
import { CreatedInvitation } from './team.js';
import { FileDownload } from './files.js';

export const AdminAffiliation = Affiliation.extend({ organisationName: z.string() });

export const AdminOrganisationItem = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  kybStatus: z.enum(KYB_STATUSES),
  contractSignedAt: nullableDateTime,
  canCollect: z.boolean(),
  reasons: z.array(z.string()),
  memberCount: z.number().int(),
  createdAt: dateTime,
});

export const OnboardedOrganisation = OrganisationDetail.extend({ ownerInvitation: CreatedInvitation });

export const OutboxEvent = z.object({
  id,
  type: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  lastError: z.string().nullable().optional(),
  runAt: dateTime,
  doneAt: nullableDateTime.optional(),
  createdAt: dateTime,
});

/** A document opened by compliance: its 5-minute address, shown by the browser (`inline`) or saved. */
export const StaffFileDownload = FileDownload.extend({
  disposition: z.enum(['inline', 'attachment']).describe('`inline` for PDF, PNG and JPEG when asked inline; else `attachment`'),
});
