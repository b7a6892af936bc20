// GET /admin/outbox: outbox events for support and admins, newest first, payloads redacted;
// POST /admin/outbox/{id}/retry: an admin tries a failed event again.
import * as z from 'zod';
import { AppError } from '../../../shared/domain/errors.js';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseQuery } from '../../../shared/http/validation.js';
import { actorOf } from '../../../shared/http/guard.js';
import { listOutbox as listOutboxEvents, retryOutboxEvent } from '../../../shared/outbox/outbox.js';

export const outboxQuery = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    status: z.enum(['pending', 'done', 'failed']).optional(),
    type: z
      .string()
      .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, 'must be an event type such as email.send')
      .max(64)
      .optional()
      .describe('one event type (`email.send`, `webhooks.fan_out`, ...): a filter on each page read, so a page may hold fewer than `limit`'),
  })
  .strict();

export const listOutbox: Action = async (request) => {
  const query = parseQuery(outboxQuery, request);
  return json(200, await listOutboxEvents(query));
};

export const retryOutbox: Action = async (request) => {
  const id = request.params.id ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('outbox_event_not_found', 'Outbox event was not found.');
  return json(200, await retryOutboxEvent(id.toLowerCase(), actorOf(request)));
};
