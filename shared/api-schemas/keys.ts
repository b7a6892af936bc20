// Response schemas of the v3 contract: API keys.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime } from './fields.js';

/** An API key as listed: its public prefix, never its secret. */
export const ApiKey = z.object({
  id,
  name: z.string(),
  kind: z.enum(['v3', 'v2']),
  prefix: z.string().describe('What identifies the key, never part of its secret: `kpk_<prefix>` (v3) or `<organisationId>:` (v2)'),
  createdAt: dateTime,
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
});

/** The creation answer: the whole key, shown this once. */
export const CreatedApiKey = ApiKey.omit({ revokedAt: true }).extend({ key: z.string().describe('the whole key, shown once') });
