// The one-off backfill of the overview's counters and the search entries of payments made before
// they existed (lib/tools/admin/backfill-payments.ts). A payment is backfilled once: a marker
// (`indexesBackfilledAt`) is set on it in the transaction that adds its counters and writes its
// entries, on the condition that it has none and that the payment is still at the version read, so
// that a second run skips it and a change made meanwhile by live traffic makes the backfill read again.
import type { PaymentRecord } from '../domain/records/payment.js';
import type { TransactItem } from './client.js';
import { itemUpdate } from './item-writes.js';
import { paymentKeys } from './payments-repository.js';
import { searchEntryWrites } from './payment-search-repository.js';
import { summaryWrites } from './payment-summary-repository.js';

export const BACKFILL_MARKER = 'indexesBackfilledAt';

/** The writes that backfill one payment: its marker, its counters (when it adds any) and its search entries. */
export function paymentBackfillWrites(payment: PaymentRecord, deltas: Record<string, number>, now: Date): TransactItem[] {
  const counted = Object.values(deltas).some((n) => n !== 0);
  return [
    itemUpdate(paymentKeys.payment(payment.reference), {
      UpdateExpression: 'SET #marker = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#marker) AND #version = :version',
      ExpressionAttributeNames: { '#marker': BACKFILL_MARKER, '#version': 'version' },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':version': payment.version },
    }),
    ...(counted ? [summaryWrites.backfilled(payment, deltas)] : []),
    // Entries never change once written: writing one again writes the same item.
    ...searchEntryWrites(payment),
  ];
}

export const isBackfilled = (payment: PaymentRecord) => BACKFILL_MARKER in payment;
