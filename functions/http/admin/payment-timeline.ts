// GET /admin/payments/{reference}/timeline: the full timeline for staff, with the providers'
// raw payloads (redacted by the connectors); any organisation's payment.
import * as z from 'zod';
import { notFound } from '../../../shared/domain/errors.js';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseQuery } from '../../../shared/http/validation.js';
import { paymentTimeline } from '../../../shared/payments/payment-timeline.js';
import { getPayment } from '../../../shared/payments/payment-reads.js';
import { TIMELINE_CATEGORIES } from '../../../shared/domain/records/payment.js';

export const adminTimelineQuery = z
  .object({
    category: z.array(z.enum(TIMELINE_CATEGORIES)).optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(200, 100),
  })
  .strict();

export const adminPaymentTimeline: Action = async (request) => {
  const query = parseQuery(adminTimelineQuery, request, ['category']);
  const reference = request.params.reference ?? '';
  const payment = /^[0-9a-f]{24}$/.test(reference) ? await getPayment(reference) : undefined;
  if (!payment) throw notFound('payment_not_found', 'Payment');
  return json(200, await paymentTimeline(payment, { categories: query.category, cursor: query.cursor, limit: query.limit, admin: true }));
};
