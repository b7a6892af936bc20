// What each outbox event type does: the dispatch table of the outbox worker (handler.ts), kept
// beside it so that shared/outbox stays storage and hand-off and imports no use case. A handler
// must be safe to run twice for one event (at-least-once delivery): the worker prevents most
// repeats, the handler tolerates the rest.
import * as z from 'zod';
import { sendEmail } from '../../../shared/aws/email.js';
import { sendMessage } from '../../../shared/aws/sqs.js';
import { EXPORT_OUTBOX_TYPE } from '../../../shared/payments/payment-exports.js';
import { FAN_OUT_OUTBOX_TYPE } from '../../../shared/events/payment-events.js';
import { END_ATTEMPTS_OUTBOX_TYPE, END_REASONS } from '../../../shared/payments/end-attempts-event.js';
import { endOpenAttempts } from '../../../shared/payments/end-attempts.js';
import { REFUND_LATE_SUCCESS_OUTBOX_TYPE, refundLateSuccess } from '../../../shared/payments/refund-late-success.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import type { OutboxHandler } from '../../../shared/outbox/outbox.js';

const emailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
});

export const outboxHandlers: Record<string, OutboxHandler> = {
  'email.send': async (payload) => {
    await sendEmail(emailPayload.parse(payload));
  },
  [END_ATTEMPTS_OUTBOX_TYPE]: async (payload) => {
    await endOpenAttempts(
      z.object({ reference: z.string(), keepAttemptId: z.string().nullable(), reason: z.enum(END_REASONS) }).parse(payload),
    );
  },
  [REFUND_LATE_SUCCESS_OUTBOX_TYPE]: async (payload) => {
    await refundLateSuccess(z.object({ reference: z.string(), attemptId: z.string() }).parse(payload));
  },
  // A payment export's job goes to the exports queue, whose worker may run for minutes (functions/workers/payments-export).
  [EXPORT_OUTBOX_TYPE]: async (payload) => {
    await sendMessage('exports', z.object({ organisationId: z.string().uuid(), exportId: z.string().uuid() }).parse(payload));
  },
  [FAN_OUT_OUTBOX_TYPE]: async (payload) => {
    await fanOutPaymentEvent(z.object({ eventId: z.string().uuid() }).parse(payload).eventId);
  },
};
