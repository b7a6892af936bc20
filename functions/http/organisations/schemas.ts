// Request shapes of the organisation routes (KYB decisions, API keys): read by the actions and by
// lib/openapi-operations.ts. The profile PATCH's shape is shared/organisations/profile-fields.ts.
import * as z from 'zod';
import { legacyApiKeyField, limitParam, uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';

/** POST /organisations/{id}/kyb/verify and /kyb/refuse. */
export const kybDecisionBody = z.object({ reason: text().trim().min(1, 'is required').max(500) }).strict();

export const listApiKeysQuery = z.object({ cursor: z.string().min(1).max(2048).optional(), limit: limitParam() }).strict();
/**
 * A key's role and scope have the shape of a member's (POST /organisations/{id}/members); each
 * omitted part is its maker's own (docs/api-decisions.md, "Restricted API keys").
 */
export const createApiKeyBody = z
  .object({
    name: text().trim().min(1, 'is required').max(100),
    kind: z.enum(['v3', 'v2']).default('v3'),
    roleId: uuid.optional().describe("the key's role; the maker's own when omitted"),
    scope: z
      .enum(['all', 'accounts'])
      .optional()
      .describe("`accounts` when accountIds are given, else the maker's own scope and accounts, when omitted"),
    accountIds: z.array(uuid).max(500).optional(),
    legacyKey: legacyApiKeyField
      .optional()
      .describe("an existing v2 key of the previous platform (`<24 hexadecimal characters>:<secret>`, with `kind: \"v2\"`), entered once: only its hash is kept, it is never shown again (re-authentication required)"),
  })
  .strict()
  .refine((body) => body.legacyKey === undefined || body.kind === 'v2', { message: 'must be v2 to enter a legacyKey', path: ['kind'] });
