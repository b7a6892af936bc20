// Request shapes of the organisation routes (KYB decisions, API keys): read by the actions and by
// lib/openapi-operations.ts. The profile PATCH's shape is shared/organisations/profile-fields.ts.
import * as z from 'zod';
import { limitParam } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';

/** POST /organisations/{id}/kyb/verify and /kyb/refuse. */
export const kybDecisionBody = z.object({ reason: text().trim().min(1, 'is required').max(500) }).strict();

export const listApiKeysQuery = z.object({ cursor: z.string().min(1).max(2048).optional(), limit: limitParam() }).strict();
export const createApiKeyBody = z
  .object({ name: text().trim().min(1, 'is required').max(100), kind: z.enum(['v3', 'v2']).default('v3') })
  .strict();
