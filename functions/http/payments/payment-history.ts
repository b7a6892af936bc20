// GET /payments/{reference}/attempts (each attempt with its own events) and
// GET /payments/{reference}/timeline (items oldest first, `category` repeatable, keyset).
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { paymentTimeline } from '../../../shared/payments/payment-timeline.js';
import { toAttempt } from '../../../shared/payments/payment-view.js';
import { allTimelineItems, listAttempts } from '../../../shared/payments/payment-reads.js';
import { attemptsQuery, requirePaymentOf, timelineQuery } from './schemas.js';

export const listAttemptsAction: Action = async (request) => {
  parseQuery(attemptsQuery, request);
  const payment = await requirePaymentOf(request);
  const [attempts, items] = await Promise.all([listAttempts(payment.reference), allTimelineItems(payment.reference)]);
  return json(200, {
    items: attempts.map((attempt) => toAttempt(attempt, { events: items.filter((item) => item.kind === 'attempt_event' && item.attemptId === attempt.id) })),
    nextCursor: null,
  });
};

export const merchantTimelineQuery = timelineQuery(50);

export const paymentTimelineAction: Action = async (request) => {
  const query = parseQuery(merchantTimelineQuery, request, ['category']);
  const payment = await requirePaymentOf(request);
  return json(200, await paymentTimeline(payment, { categories: query.category, cursor: query.cursor, limit: query.limit }));
};
