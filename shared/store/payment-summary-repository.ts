// The payment figures of an organisation (GET /organisations/{id}/payments/summary), kept as counters
// rather than counted from the payments: each change that moves a figure (a payment created, its
// checkout opened for the first time, its end, a refund that succeeded) adds to one counter item in
// the same transaction, so a figure can never count a change that did not happen, nor miss one.
//
// One item per shard, Africa/Tunis day of the payment's creation and payment account:
// `PK = ORG#<orgId>#SUMMARY#<shard>`, `SK = DAY#<yyyy-mm-dd>#<accountId>`. The shard is the payment's
// (`summaryShardOf(reference)`), so that one merchant's counting spreads over SUMMARY_SHARDS partitions
// and items; a read queries every shard's partition for the days asked, in parallel (one round trip),
// and adds the items up. Attributes (all numbers, added with ADD):
//   n_<status>, a_<status>   payments and their amount by current status (a payment moves from
//                            n_pending to its final status when it ends)
//   n_opened                 payments whose checkout was opened at least once
//   n_p_<provider>, a_p_<provider>  succeeded payments and their amount by provider
//   n_refunds, a_refunded    refunds that succeeded and the amount they gave back
import type { TransactItem } from './client.js';
import { itemUpdate } from './item-writes.js';
import { queryPartition } from './pagination.js';
import { everyShard, shardOf } from './shards.js';
import { tunisDay } from '../domain/days.js';
import type { PaymentStatus } from '../domain/records/payment.js';

/**
 * Partitions the counters of one organisation are spread over. At 1 000 payments/s, a paid payment
 * adds to its counter item three times (creation, first open, settlement), each in a transaction
 * (2 WCU for an item under 1 KB): 6 000 WCU/s, ≈ 190 WCU/s on each of 32 partitions, under a
 * partition's 1 000; and about 90 transactions a second on one item, which keeps the chance of two
 * meeting on it (and the client retrying one) low. The same number as the payment lists.
 */
export const SUMMARY_SHARDS = 32;
export const summaryShardOf = (reference: string) => shardOf(reference, SUMMARY_SHARDS);

const partitionOf = (organisationId: string, shard: number) => `ORG#${organisationId}#SUMMARY#${shard}`;

/** What a payment's counter item is found by: its organisation, account, reference and creation time. */
export interface CountedPayment {
  organisationId: string;
  paymentAccountId: string;
  reference: string;
  createdAt: string;
}

export const summaryKey = (payment: CountedPayment) => ({
  PK: partitionOf(payment.organisationId, summaryShardOf(payment.reference)),
  SK: `DAY#${tunisDay(payment.createdAt)}#${payment.paymentAccountId}`,
});

/** Adds `deltas` (attribute → number) to the payment's counter item, creating it on first use. */
function addToCounters(payment: CountedPayment, deltas: Record<string, number>): TransactItem {
  const names: Record<string, string> = { '#day': 'day', '#account': 'accountId' };
  const values: Record<string, unknown> = { ':day': tunisDay(payment.createdAt), ':account': payment.paymentAccountId };
  const adds = Object.entries(deltas)
    .filter(([, n]) => n !== 0)
    .map(([field, n], i) => {
      names[`#c${i}`] = field;
      values[`:c${i}`] = n;
      return `#c${i} :c${i}`;
    });
  if (!adds.length) throw new Error('A counter write adds something');
  return itemUpdate(summaryKey(payment), {
    UpdateExpression: `SET #day = :day, #account = :account ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** The counter writes, each added to the transaction of the change it counts. */
export const summaryWrites = {
  /** A new payment: one more pending. */
  created: (payment: CountedPayment & { amount: number }) => addToCounters(payment, { n_pending: 1, a_pending: payment.amount }),
  /** The first open of a payment's checkout (conversion's denominator). */
  firstOpen: (payment: CountedPayment) => addToCounters(payment, { n_opened: 1 }),
  /** A pending payment ended (`provider`: the one it succeeded with). */
  ended: (payment: CountedPayment & { amount: number }, to: Exclude<PaymentStatus, 'pending'>, provider?: string | null) =>
    addToCounters(payment, {
      n_pending: -1,
      a_pending: -payment.amount,
      [`n_${to}`]: 1,
      [`a_${to}`]: payment.amount,
      ...(to === 'succeeded' && provider ? { [`n_p_${provider}`]: 1, [`a_p_${provider}`]: payment.amount } : {}),
    }),
  /** A refund of the payment succeeded. */
  refunded: (payment: CountedPayment, amount: number) => addToCounters(payment, { n_refunds: 1, a_refunded: amount }),
  /** What a payment made before the counters existed adds, written once by the backfill (lib/tools/admin/backfill-payments.ts). */
  backfilled: (payment: CountedPayment, deltas: Record<string, number>) => addToCounters(payment, deltas),
};

/** One counter item as read: its day, account and figures. */
export interface SummaryCounters {
  day: string;
  accountId: string;
  figures: Record<string, number>;
}

/**
 * Every counter item of an organisation for the days `from`..`to` (both included, `YYYY-MM-DD`),
 * of the accounts `accountIds` only when given: one query per shard, in parallel. Strongly
 * consistent, so that a figure read after a change includes it.
 */
export async function readSummaryCounters(
  organisationId: string,
  from: string,
  to: string,
  accountIds?: readonly string[],
): Promise<SummaryCounters[]> {
  const visible = accountIds ? new Set(accountIds) : undefined;
  const perShard = await Promise.all(
    everyShard(SUMMARY_SHARDS).map(async (shard) => {
      const items = await queryPartition(partitionOf(organisationId, shard), {
        sortKey: 'SK BETWEEN :from AND :to',
        values: { ':from': `DAY#${from}`, ':to': `DAY#${to}#~` },
        ConsistentRead: true,
      });
      const counters: SummaryCounters[] = [];
      for (const item of items) {
        const accountId = String(item.accountId);
        if (visible && !visible.has(accountId)) continue;
        const figures: Record<string, number> = {};
        for (const [name, value] of Object.entries(item)) if (typeof value === 'number') figures[name] = value;
        counters.push({ day: String(item.day), accountId, figures });
      }
      return counters;
    }),
  );
  return perShard.flat();
}
