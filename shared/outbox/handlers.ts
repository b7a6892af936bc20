// What each outbox event type does. A handler must be safe to run twice for one event
// (at-least-once delivery): the worker prevents most repeats, the handler tolerates the rest.
import * as z from 'zod';
import { sendEmail } from '../aws/email.js';
import { FAN_OUT_OUTBOX_TYPE } from '../events/payment-events.js';
import { fanOutPaymentEvent } from '../webhooks/fan-out.js';

export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;

const emailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string().min(1),
});

export const outboxHandlers: Record<string, OutboxHandler> = {
  'email.send': async (payload) => {
    await sendEmail(emailPayload.parse(payload));
  },
  [FAN_OUT_OUTBOX_TYPE]: async (payload) => {
    await fanOutPaymentEvent(z.object({ eventId: z.string().uuid() }).parse(payload).eventId);
  },
};
