// What the reliability tests share: letting the service settle (the poller asks the providers about
// what is open, the relay hands over what is due, the queues drain), the answers a client may retry,
// and the audit that reads the API, the table, the simulators and the receivers' logs and says, for
// every payment, whether anything was lost or done twice.
import { getProvider } from '../../../../shared/connectors/registry.js';
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import { isOpenAttempt } from '../../../../shared/domain/records/payment.js';
import { deliveriesOfPayment, triesOfPayment } from '../../../../shared/store/webhook-deliveries-repository.js';
import { asKey, type Merchant } from '../../../support/fixtures.js';
import type { HttpResponse, TestApp } from '../../../support/test-app.js';
import { eventsOf, SANDBOX } from '../../payments/support.js';
import type { CountingReceiver } from './receiver.js';

/** After a fault or a load: the poller asks the providers about what is still open, the queues drain. */
export async function settle(app: TestApp): Promise<void> {
  await app.runSchedule('payments-poller');
  await app.runSchedule('outbox-relay');
  await app.queuesIdle();
}

/** What the contract tells a client to retry: a 5xx, a 429, a 409 for a concurrent change or a request still running. */
export const retryable = (res: Pick<HttpResponse, 'status' | 'body'>) =>
  res.status >= 500 || res.status === 429 || (res.status === 409 && ['conflict', 'idempotency_request_in_progress'].includes(res.body?.error));

/** A merchant's webhook endpoint as the audit needs it: what it subscribed to, and its receiver's log. */
export interface AuditedEndpoint {
  id: string;
  events: readonly string[];
  receiver: CountingReceiver;
}

export interface AuditedMerchant {
  merchant: Merchant;
  endpoints: AuditedEndpoint[];
  /** Payment links of this merchant whose counts are checked. */
  linkIds: string[];
  /** Order ids sent to POST /payments: with an idempotency key `exactly` one payment each, without `atMost` one. */
  orders: Array<{ orderId: string; expect: 'exactly' | 'atMost' }>;
}

export interface AuditResult {
  payments: number;
  byStatus: Record<string, number>;
  /** How many times each check passed. */
  checks: Record<string, number>;
  failures: string[];
}

const ENDING_EVENTS = new Set(['payment.succeeded', 'payment.failed', 'payment.expired', 'payment.canceled']);
/** A delivery still pending this long after its next try was due is stuck (the queue poll and worker need a few seconds). */
const SCHEDULE_GRACE_MS = 60_000;

interface AttemptView {
  id: string;
  provider: ProviderCode;
  status: Parameters<typeof isOpenAttempt>[0];
  externalRef: string | null;
}

/** Every payment of a merchant, through the API (keyset pages of 200). */
export async function allPayments(app: TestApp, merchant: Merchant): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: HttpResponse = await app.http.get(`/payments?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, asKey(merchant.apiKey));
    if (res.status !== 200) throw new Error(`GET /payments answered ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

/**
 * Checks, for every payment of every merchant: its state agrees with the provider's (simulator's)
 * final word; at most one `payment.succeeded`; exactly one ending event once it ended; every event
 * delivered to every subscribed endpoint, once to those answering 2xx and once per try number to
 * the others; no delivery pending past its schedule; every duplicate success raised; link counts
 * equal to the payments they count; one payment per order sent with an idempotency key.
 */
export async function auditPayments(app: TestApp, merchants: readonly AuditedMerchant[], now = new Date()): Promise<AuditResult> {
  const result: AuditResult = { payments: 0, byStatus: {}, checks: {}, failures: [] };
  const check = (name: string, ok: boolean, failure: () => string) => {
    if (ok) result.checks[name] = (result.checks[name] ?? 0) + 1;
    else result.failures.push(`${name}: ${failure()}`);
  };
  for (const audited of merchants) {
    const payments = await allPayments(app, audited.merchant);
    result.payments += payments.length;
    /** Payments whose money was collected: succeeded, or paid at a provider after they ended. */
    const collected = new Set<string>();
    for (const payment of payments) {
      result.byStatus[payment.status] = (result.byStatus[payment.status] ?? 0) + 1;
      if (await auditPayment(app, audited, payment, check, now)) collected.add(payment.reference);
    }
    for (const { orderId, expect } of audited.orders) {
      const n = payments.filter((p) => p.orderId === orderId).length;
      check('one payment per order', expect === 'exactly' ? n === 1 : n <= 1, () => `order ${orderId} has ${n} payments (${expect} one expected)`);
    }
    for (const linkId of audited.linkIds) {
      const res = await app.http.get(`/payment-links/${linkId}`, asKey(audited.merchant.apiKey));
      const counted = payments.filter((p) => p.paymentLinkId === linkId);
      // A link counts the money collected: a success after its payment ended counts once too
      // (docs/api-decisions.md, "The result page tells what happened to the money").
      const succeeded = counted.filter((p) => collected.has(p.reference));
      const expected = {
        paymentsCount: counted.length,
        succeededCount: succeeded.length,
        collectedAmount: succeeded.reduce((sum, p) => sum + p.amount, 0),
      };
      const read = { paymentsCount: res.body.paymentsCount, succeededCount: res.body.succeededCount, collectedAmount: res.body.collectedAmount };
      check('link counts', JSON.stringify(read) === JSON.stringify(expected), () => `link ${linkId} says ${JSON.stringify(read)}, its payments ${JSON.stringify(expected)}`);
    }
  }
  return result;
}

type Check = (name: string, ok: boolean, failure: () => string) => void;

/** Audits one payment; true when its money was collected (it succeeded, or a provider was paid after it ended). */
async function auditPayment(app: TestApp, audited: AuditedMerchant, payment: any, check: Check, now: Date): Promise<boolean> {
  const ref: string = payment.reference;
  const attemptsRes = await app.http.get(`/payments/${ref}/attempts`, asKey(audited.merchant.apiKey));
  const attempts = attemptsRes.body.items as AttemptView[];

  // The provider's final word, attempt by attempt.
  const paid = new Set<string>();
  for (const attempt of attempts) {
    if (!attempt.externalRef) {
      check('attempt agrees with its provider', attempt.status !== 'succeeded', () => `${ref} attempt ${attempt.id} succeeded without a provider order`);
      continue;
    }
    const order = app.simulators.control.order(attempt.provider, attempt.externalRef);
    if (!order) {
      check('attempt agrees with its provider', false, () => `${ref} attempt ${attempt.id}: ${attempt.provider} knows no order ${attempt.externalRef}`);
      continue;
    }
    // A wholly refunded order was paid: its attempt reads `refunded` (refunds.ts of the soak gives money back).
    const refunded = order.state === 'refunded';
    if (order.state === 'paid' || refunded) paid.add(attempt.id);
    const settledElsewise = ['declined', 'insufficient_funds', 'card_expired'].includes(order.state);
    check(
      'attempt agrees with its provider',
      refunded
        ? (attempt.status as string) === 'refunded'
        : order.state === 'paid'
          ? attempt.status === 'succeeded'
          : attempt.status !== 'succeeded' && !(settledElsewise && isOpenAttempt(attempt.status)),
      () => `${ref} attempt ${attempt.id} at ${attempt.provider} is ${attempt.status}, the provider says ${order.state} (scenario ${order.scenario})`,
    );
  }

  // The payment's state.
  const winner: string | null = payment.succeededAttemptId ?? null;
  if (paid.size === 0) {
    check('payment agrees with its providers', payment.status !== 'succeeded', () => `${ref} is succeeded, but no provider says paid`);
  } else if (payment.status === 'succeeded') {
    check('payment agrees with its providers', winner !== null && paid.has(winner), () => `${ref} succeeded with attempt ${winner}, paid attempts ${[...paid].join(', ')}`);
  } else {
    check('payment agrees with its providers', payment.status !== 'pending', () => `${ref} is still pending, though ${[...paid].join(', ')} paid`);
  }

  // Its events: at most one success, exactly one ending once ended, every duplicate success raised once.
  const events = await eventsOf(ref);
  const endings = events.filter((e) => ENDING_EVENTS.has(e.type));
  check('at most one payment.succeeded', events.filter((e) => e.type === 'payment.succeeded').length <= 1, () => `${ref} has ${events.filter((e) => e.type === 'payment.succeeded').length}`);
  check(
    'one ending event, as the status says',
    payment.status === 'pending' ? endings.length === 0 : endings.length === 1 && endings[0]!.type === `payment.${payment.status}`,
    () => `${ref} is ${payment.status} with ending events [${endings.map((e) => e.type).join(', ')}]`,
  );
  const raised = events.filter((e) => e.type === 'attempt.duplicate_success').map((e) => e.data.attempt?.id);
  for (const attemptId of paid) {
    if (attemptId === winner) continue;
    const n = raised.filter((id) => id === attemptId).length;
    check('duplicate success raised', n === 1, () => `${ref} attempt ${attemptId} paid beside the payment's outcome (${payment.status}), raised ${n} times`);
  }

  // Every event, to every endpoint subscribed to its type.
  const receivedBefore = new Map(audited.endpoints.map((e) => [e.id, new Map(e.receiver.received)]));
  const [deliveries, tries] = await Promise.all([deliveriesOfPayment(payment.id), triesOfPayment(payment.id)]);
  for (const event of events) {
    for (const endpoint of audited.endpoints.filter((e) => e.events.includes(event.type))) {
      const delivery = deliveries.find((d) => d.eventId === event.id && d.endpointId === endpoint.id);
      check('event delivered to every subscribed endpoint', Boolean(delivery), () => `${ref} ${event.type} ${event.id} has no delivery to ${endpoint.receiver.answer} endpoint ${endpoint.id}`);
      if (!delivery) continue;
      const automatic = tries.filter((t) => t.deliveryId === delivery.id && t.trigger === 'automatic');
      const done = automatic.filter((t) => t.state === 'done').length;
      const before = receivedBefore.get(endpoint.id)!.get(event.id) ?? 0;
      const after = endpoint.receiver.received.get(event.id) ?? 0;
      if (endpoint.receiver.answer === 'ok') {
        check('delivered once to a 2xx endpoint', delivery.status === 'delivered' && before === 1 && after === 1, () =>
          `${ref} ${event.type} to the 2xx endpoint: delivery ${delivery.status} after ${delivery.attempts} tries, received ${after} times`,
        );
      } else {
        // Read before the tries, the receiver cannot have more requests than tries claimed; read
        // after, it has at least every try that recorded an answer.
        check('once per try number', before <= automatic.length && done <= after, () =>
          `${ref} ${event.type} to the ${endpoint.receiver.answer} endpoint: ${automatic.length} tries claimed (${done} answered), ${before}..${after} requests received`,
        );
        check('never delivered by a failing endpoint', delivery.status !== 'delivered', () =>
          `${ref} ${event.type} marked delivered by the ${endpoint.receiver.answer} endpoint`,
        );
      }
      const due = delivery.status === 'pending' ? Date.parse(delivery.nextRetryAt ?? delivery.createdAt) : Infinity;
      check('no delivery pending past its schedule', due + SCHEDULE_GRACE_MS > now.getTime(), () =>
        `${ref} delivery ${delivery.id} of ${event.type} is pending after ${delivery.attempts} tries, due ${new Date(due).toISOString()}`,
      );
    }
  }
  // Nothing delivered that nobody subscribed to.
  for (const endpoint of audited.endpoints) {
    for (const event of events) {
      const n = endpoint.receiver.received.get(event.id) ?? 0;
      check('only subscribed events delivered', n === 0 || endpoint.events.includes(event.type), () => `${ref} ${event.type} reached ${endpoint.id}, not subscribed to it`);
    }
  }
  return payment.status === 'succeeded' || paid.size > 0;
}

/** The secrets a merchant holds: API keys (whole and secret part), the owner's session and password. */
export function merchantSecrets(merchant: Merchant): string[] {
  const keys = [merchant.apiKey, merchant.v2ApiKey].flatMap((key) => [key, ...key.split(':').slice(1)]);
  const session = merchant.owner.cookie.split('=')[1] ?? merchant.owner.cookie;
  return [...keys, session, merchant.owner.password].filter((s) => s.length >= 12);
}

/** The secret credential fields of the providers' sandboxes (the affiliations' sealed values). */
export function providerSecrets(): string[] {
  return Object.entries(SANDBOX).flatMap(([provider, credentials]) =>
    getProvider(provider as ProviderCode)
      .credentialSchema.fields.filter((field) => field.secret)
      .map((field) => credentials[field.name]!)
      .filter(Boolean),
  );
}

/** The secrets of `secrets` that appear in `text`. */
export const secretsIn = (text: string, secrets: readonly string[]) => secrets.filter((secret) => text.includes(secret));
