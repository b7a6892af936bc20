// Response schema of the v3 contract: an audit trail's entries.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { dateTime } from './fields.js';

/** An entry of an audit trail. Staff acting on the organisation appear as `staff`, unnamed. */
export const AuditItem = z.object({
  id: z.string().describe('time-sortable: later entries have greater ids'),
  action: z.string(),
  actor: z.object({
    type: z.enum(['user', 'api_key', 'staff', 'system', 'anonymous']),
    id: z.string().nullable(),
    label: z.string().nullable(),
  }),
  target: z.object({ type: z.string(), id: z.string().nullable() }),
  clientIp: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});
