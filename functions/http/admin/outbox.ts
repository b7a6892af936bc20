// GET /admin/outbox: outbox events for support and admins, newest first, payloads redacted.
import * as z from 'zod';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseQuery } from '../../../shared/http/validation.js';
import { listOutbox as listOutboxEvents } from '../../../shared/outbox/outbox.js';

export const outboxQuery = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    status: z.enum(['pending', 'done', 'failed']).optional(),
  })
  .strict();

export const listOutbox: Action = async (request) => {
  const query = parseQuery(outboxQuery, request);
  return json(200, await listOutboxEvents(query));
};
