// Response schema of GET /health.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';


/** GET /health: `ok` with 200 when the table answers, `degraded` with 503 when it does not. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.object({ dynamodb: z.enum(['ok', 'unreachable']) }),
});
