// Response schemas of the v3 contract: a payment's timeline (its items, attempts and webhooks).
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { TIMELINE_CATEGORIES } from '../domain/records/payment.js';
import { dateTime } from './fields.js';
import { Payment, Attempt } from './payments.js';
import { WebhookDelivery, WebhookTry } from './webhooks.js';

export const TimelineActor = z.object({
  type: z.enum(['system', 'merchant_user', 'api_key', 'payer', 'provider', 'admin']),
  id: z.string().nullable(),
});

export const AttemptEvent = z.object({
  id: z.string(),
  type: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  source: z.enum(['init', 'callback', 'poll', 'manual']),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});

export const TimelineItem = z.object({
  id: z.string(),
  seq: z.string(),
  kind: z.enum(['payment_event', 'attempt_event']),
  type: z.string(),
  category: z.enum(TIMELINE_CATEGORIES),
  occurredAt: dateTime,
  attemptId: z.string().nullable(),
  actor: TimelineActor,
  source: z.enum(['merchant_api', 'dashboard', 'checkout', 'provider_callback', 'poller', 'outbox_worker', 'admin_console', 'system', 'init', 'callback', 'poll', 'manual']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  attemptEvent: AttemptEvent.nullable().optional(),
  webhookTry: WebhookTry.nullable().optional(),
});

export const PaymentTimeline = z.object({
  payment: Payment,
  attempts: z.array(Attempt),
  webhooks: z.object({ deliveries: z.array(WebhookDelivery), tries: z.array(WebhookTry) }),
  items: z.array(TimelineItem),
  nextCursor: z.string().nullable().optional(),
});
