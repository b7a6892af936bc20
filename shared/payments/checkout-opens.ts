// Checkout opens: one write each. The open is counted on the payment by one update that answers
// the payment itself (so the payment view needs no read of it), and its time is kept on the
// payment for the first ITEMISED_CHECKOUT_OPENS opens; the timeline's `checkout.opened` items are
// read from there rather than written as items of their own (docs/api-decisions.md, "Storage
// layer and hot paths"). Opens past those are counted, and the latest is kept and shown.
import { paymentWrites } from '../store/payment-writes.js';
import { paymentFromItem } from '../store/payments-repository.js';
import { type PaymentRecord, type TimelineItem } from '../domain/records/payment.js';
import { transactUnlessRaced, updateReturning } from '../store/transact.js';
import { summaryWrites } from '../store/payment-summary-repository.js';
import { PAYER_ACTOR } from '../domain/timeline.js';
import { uuidFromName } from '../domain/uuid.js';

/**
 * Payments this container found keeping as many open times as they may. Their list never shrinks,
 * so this can never be stale: their next opens here are counted at once, one write, instead of a
 * failed write first. Bounded (the oldest forgotten first); a forgotten one costs that failed write.
 */
const fullyItemised = new Set<string>();
const REMEMBERED = 10_000;

function rememberFullyItemised(reference: string): void {
  if (fullyItemised.size >= REMEMBERED) fullyItemised.delete(fullyItemised.values().next().value!);
  fullyItemised.add(reference);
}

/**
 * Counts an open of the checkout and answers the payment as it is afterwards; undefined: no such
 * payment (nothing written). An open of a checkout already opened is one update. The first open is
 * also counted in the overview's figures (conversion), in one transaction with the open: the usual
 * update fails on it, answering the payment, whose counter item the transaction then adds to.
 */
export async function openCheckout(reference: string, now = new Date()): Promise<PaymentRecord | undefined> {
  for (let round = 0; round < 3 && !fullyItemised.has(reference); round += 1) {
    const itemised = await updateReturning(paymentWrites.itemiseCheckoutOpen(reference, now));
    if ('after' in itemised) return paymentFromItem(itemised.after);
    if (!itemised.existed) return undefined;
    const before = paymentFromItem(itemised.before!);
    if (before.firstOpenedAt) {
      // Opened already, and keeping the times of as many opens as it may: this one, and the next, are counted only.
      rememberFullyItemised(reference);
      break;
    }
    const first = await firstOpen(before, now);
    if (first) return first;
    // Another open came first: this one is an open again.
  }
  const counted = await updateReturning(paymentWrites.countCheckoutOpen(reference, now));
  return 'after' in counted ? paymentFromItem(counted.after) : undefined;
}

/** The first open, with the overview's counter: the payment afterwards, or undefined when another open came first. */
async function firstOpen(before: PaymentRecord, now: Date): Promise<PaymentRecord | undefined> {
  const written = await transactUnlessRaced([paymentWrites.itemiseCheckoutOpen(before.reference, now, 'first'), summaryWrites.firstOpen(before)]);
  if (!written) return undefined;
  const at = now.toISOString();
  return {
    ...before,
    checkoutOpensCount: (before.checkoutOpensCount ?? 0) + 1,
    firstOpenedAt: at,
    lastOpenedAt: at,
    checkoutOpensBase: before.checkoutOpensBase ?? before.checkoutOpensCount ?? 0,
    checkoutOpenTimes: [...(before.checkoutOpenTimes ?? []), at],
  };
}

/** The payment's status at a time: pending until it ended (a payment ends once, at `completedAt`). */
const statusAt = (payment: PaymentRecord, at: string) => (payment.completedAt && at >= payment.completedAt ? payment.status : 'pending');

/**
 * The `checkout.opened` timeline items of a payment, read from what the payment keeps: one per
 * open whose time it kept, numbered in time order, and the latest open when more
 * were counted than kept. Their `seq` sorts them among the stored items by time.
 */
export function checkoutOpenItems(payment: PaymentRecord): TimelineItem[] {
  const base = payment.checkoutOpensBase ?? 0;
  // Opens made at once are applied in any order: numbered by their time, so that the timeline's
  // order (by time) and the numbers agree, and the latest is never shown before a kept one.
  const times = [...(payment.checkoutOpenTimes ?? [])].sort();
  const opens = times.map((at, i) => ({ at, openNumber: base + i + 1 }));
  const kept = base + opens.length;
  if (opens.length && payment.checkoutOpensCount > kept && payment.lastOpenedAt) {
    const lastKept = times.at(-1)!;
    opens.push({ at: payment.lastOpenedAt > lastKept ? payment.lastOpenedAt : lastKept, openNumber: payment.checkoutOpensCount });
  }
  return opens.map(({ at, openNumber }) => ({
    // A stable id, so that an item read twice is the same item.
    id: uuidFromName(`${payment.reference}#checkout.opened#${openNumber}`),
    seq: `${at}#00#o${String(openNumber).padStart(7, '0')}`,
    kind: 'payment_event',
    type: 'checkout.opened',
    category: 'checkout',
    occurredAt: at,
    attemptId: null,
    actor: { ...PAYER_ACTOR },
    source: 'checkout',
    fromStatus: null,
    toStatus: null,
    details: {
      paymentStatus: statusAt(payment, at),
      openNumber,
      ...(openNumber > kept + 1 ? { opensNotShown: openNumber - kept - 1 } : {}),
    },
    attemptEvent: null,
    webhookTry: null,
  }));
}
