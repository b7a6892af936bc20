// Timeline items: what happened to a payment, in order. They are written in the same
// transaction as the change they describe; `seq` orders them across every writer (items
// of one write carry consecutive indexes, so that they keep the order they were built in).
// Who made a change (the actors) is domain vocabulary: shared/domain/timeline.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AttemptEventSource,
  TimelineCategory,
  TimelineItem,
  TimelineSource,
} from '../domain/records/payment.js';
import { PAYER_ACTOR, PROVIDER_ACTOR, SYSTEM_ACTOR, type Actor } from '../domain/timeline.js';
import { redact } from '../log/redact.js';
import { timelineWrite } from './payment-writes.js';
import type { TransactItem } from './client.js';

/** `<ISO time>#<index, 2 digits>#<random>`: sorts by time, then by order within one write. */
export const timelineSeq = (at: Date, index = 0) =>
  `${at.toISOString()}#${String(index).padStart(2, '0')}#${randomBytes(4).toString('hex')}`;

interface PaymentEventInput {
  type: string;
  category: TimelineCategory;
  source: TimelineSource;
  actor: Actor;
  fromStatus?: string | null;
  toStatus?: string | null;
  attemptId?: string | null;
  details?: Record<string, unknown>;
}

/** A webhook try as the timeline shows it (the try view of `webhooks.tries`). */
interface WebhookTryInput {
  webhookTry: {
    id: string;
    deliveryId: string;
    endpointId: string | null;
    eventId: string;
    eventType: string;
    tryNumber: number;
    trigger: 'automatic' | 'manual';
    outcome: string | null;
    statusCode: number | null;
  };
  /** Who made it happen: the system for automatic tries, whoever asked for a manual one. */
  actor: Actor;
  source: TimelineSource;
}

interface AttemptEventInput {
  type: string;
  attemptId: string;
  source: AttemptEventSource;
  fromStatus: string | null;
  toStatus: string | null;
  details?: Record<string, unknown>;
  /** `anomaly` for a success on a payment that no longer waits for one. */
  category?: TimelineCategory;
}

const ATTEMPT_SOURCE_TO_TIMELINE: Record<AttemptEventSource, { source: TimelineSource; actor: Actor }> = {
  init: { source: 'checkout', actor: PAYER_ACTOR },
  callback: { source: 'provider_callback', actor: PROVIDER_ACTOR },
  poll: { source: 'poller', actor: SYSTEM_ACTOR },
  // An operation the service made at the provider itself (ending an attempt no longer needed).
  manual: { source: 'system', actor: SYSTEM_ACTOR },
};

/** Builds the items of one write, numbering them in the order they are added. */
export class TimelineBatch {
  readonly items: TimelineItem[] = [];

  constructor(
    private readonly reference: string,
    private readonly now: Date,
  ) {}

  paymentEvent(input: PaymentEventInput): this {
    this.items.push({
      id: randomUUID(),
      seq: timelineSeq(this.now, this.items.length),
      kind: 'payment_event',
      type: input.type,
      category: input.category,
      occurredAt: this.now.toISOString(),
      attemptId: input.attemptId ?? null,
      actor: input.actor,
      source: input.source,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      details: redact(input.details ?? {}) as Record<string, unknown>,
      attemptEvent: null,
      webhookTry: null,
    });
    return this;
  }

  attemptEvent(input: AttemptEventInput): this {
    const details = redact(input.details ?? {}) as Record<string, unknown>;
    const id = randomUUID();
    const { source, actor } = ATTEMPT_SOURCE_TO_TIMELINE[input.source];
    this.items.push({
      id,
      seq: timelineSeq(this.now, this.items.length),
      kind: 'attempt_event',
      type: input.type,
      category: input.category ?? 'attempt',
      occurredAt: this.now.toISOString(),
      attemptId: input.attemptId,
      actor,
      source,
      fromStatus: input.fromStatus,
      toStatus: input.toStatus,
      details,
      attemptEvent: {
        id,
        type: input.type,
        fromStatus: input.fromStatus,
        toStatus: input.toStatus,
        source: input.source,
        details,
        createdAt: this.now.toISOString(),
      },
      webhookTry: null,
    });
    return this;
  }

  /** Every webhook try is a `notification` item carrying the try (`webhookTry`). */
  webhookTry(input: WebhookTryInput): this {
    const t = input.webhookTry;
    this.items.push({
      id: randomUUID(),
      seq: timelineSeq(this.now, this.items.length),
      kind: 'payment_event',
      type: 'webhook.try',
      category: 'notification',
      occurredAt: this.now.toISOString(),
      attemptId: null,
      actor: input.actor,
      source: input.source,
      fromStatus: null,
      toStatus: null,
      details: {
        deliveryId: t.deliveryId,
        endpointId: t.endpointId,
        eventId: t.eventId,
        eventType: t.eventType,
        tryNumber: t.tryNumber,
        trigger: t.trigger,
        outcome: t.outcome,
        statusCode: t.statusCode,
      },
      attemptEvent: null,
      webhookTry: { ...t },
    });
    return this;
  }

  writes(): TransactItem[] {
    return this.items.map((item) => timelineWrite(this.reference, item));
  }
}
