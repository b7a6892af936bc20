// Response schemas of the v3 contract: API keys.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime, scope, roleRef } from './fields.js';

/** An API key as listed: its public prefix, its role and scope, never its secret. */
export const ApiKey = z.object({
  id,
  name: z.string(),
  kind: z.enum(['v3', 'v2']),
  prefix: z
    .string()
    .describe("What identifies the key, never part of its secret: `kpk_<prefix>` (v3) or `<organisationId>:` (v2; the previous platform's organisation id for a key entered from there)"),
  legacy: z.boolean().describe('true: a v2 key of the previous platform, entered here; only its hash is kept'),
  createdAt: dateTime,
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
  roleId: roleRef.describe('the role the key acts with (keys made before restricted keys: the administrator role)'),
  role: z.string().nullable().describe('predefined role key; null for a custom role'),
  roleName: z.string(),
  scope: scope.describe('`all`, or `accounts`: only the payment accounts of `accountIds`'),
  accountIds: z.array(z.string()),
  createdBy: id.nullable().describe('the member who made the key (it acts at most with what they hold now); null when made by the platform'),
  status: z
    .enum(['active', 'revoked', 'maker_left'])
    .describe('`maker_left`: the member who made it has left the organisation, and the key is refused (401 `invalid_api_key`)'),
});

/** The creation answer: the whole key, shown this once. */
export const CreatedApiKey = ApiKey.omit({ revokedAt: true }).extend({
  key: z.string().nullable().describe('the whole key, shown once; null for a key entered from the previous platform, which is never shown again'),
});
