// The writes a payment and its attempts are made of, each built here and composed by the use
// cases of shared/payments into one transaction (shared/store/transact.ts): a payment created
// with its indexes, a versioned update (conditioned on the version the change was decided
// from), an attempt and its pointer, the counters that are not state changes, the timeline.
import type { TransactItem } from './client.js';
import { itemCheck, itemUpdate, newItemPut, setAssignments } from './item-writes.js';
import { attemptCheckIndex, expiryShardOf, listShardOf, paymentKeys } from './payments-repository.js';
import { type AttemptRecord, type MerchantConfirmation, type PaymentRecord } from '../domain/records/payment.js';

/**
 * The opens of a checkout kept one by one on the payment (their times, for the timeline); later
 * ones are counted, the latest kept. Bounded, so that the payment item, which every write of the
 * payment pays for by size, stays small (10 ISO times ≈ 0.3 KB).
 */
export const ITEMISED_CHECKOUT_OPENS = 10;

export interface ItemChange {
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  remove?: string[];
  /** Extra condition (with its own placeholders) besides the version check. */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/** An update of a versioned item, conditioned on the version read. */
export function versionedUpdate(key: Record<string, string>, version: number, change: ItemChange, now: Date): TransactItem {
  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt', ...change.condition?.names };
  const values: Record<string, unknown> = {
    ':seenVersion': version,
    ':nextVersion': version + 1,
    ':now': now.toISOString(),
    ...change.condition?.values,
  };
  const sets = ['#version = :nextVersion', '#updatedAt = :now', ...setAssignments(change.set ?? {}, names, values)];
  const adds = Object.entries(change.add ?? {}).map(([field, value], i) => {
    names[`#a${i}`] = field;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  const removes = (change.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const expression = [
    `SET ${sets.join(', ')}`,
    adds.length ? `ADD ${adds.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const condition = ['#version = :seenVersion', change.condition?.expression].filter(Boolean).join(' AND ');
  return itemUpdate(key, {
    UpdateExpression: expression,
    ConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

export const paymentUpdate = (payment: PaymentRecord, change: ItemChange, now: Date) =>
  versionedUpdate(paymentKeys.payment(payment.reference), payment.version, change, now);

export const attemptUpdate = (attempt: AttemptRecord, change: ItemChange, now: Date) =>
  versionedUpdate(paymentKeys.attempt(attempt.reference, attempt.id), attempt.version, change, now);

/** A pending payment may only move while still pending. */
export const WHILE_PENDING = {
  expression: '#status = :pending',
  names: { '#status': 'status' },
  values: { ':pending': 'pending' },
};

/** The builders of a payment's writes. */
export const paymentWrites = {
  /** A new payment, indexed by organisation and by account (each in its list shard) and by its expiry shard. */
  create: (payment: PaymentRecord): TransactItem =>
    newItemPut({
      ...paymentKeys.payment(payment.reference),
      GSI1PK: paymentKeys.byOrganisation(payment.organisationId, listShardOf(payment.reference)),
      GSI1SK: `${payment.createdAt}#${payment.reference}`,
      GSI2PK: paymentKeys.byAccount(payment.organisationId, payment.paymentAccountId, listShardOf(payment.reference)),
      GSI2SK: `${payment.createdAt}#${payment.reference}`,
      GSI3PK: paymentKeys.expiryShard(expiryShardOf(payment.reference)),
      GSI3SK: `${payment.expiresAt}#${payment.reference}`,
      ...payment,
    }),
  /**
   * One more opening of the checkout, with its time kept for the timeline: a counter, not a state
   * change, so no version bump and no race with a transition. Fails its condition on an unknown
   * payment, and once `ITEMISED_CHECKOUT_OPENS` times are kept (then `countCheckoutOpen`).
   */
  /**
   * `opened`: 'again' (the usual open, of a checkout already opened: fails on a first open, whose
   * payment it answers, so that the first is written with the overview's counter) or 'first' (fails
   * when another open came first).
   */
  itemiseCheckoutOpen: (reference: string, now: Date, opened: 'again' | 'first' = 'again'): TransactItem =>
    itemUpdate(paymentKeys.payment(reference), {
      UpdateExpression:
        'ADD checkoutOpensCount :one SET firstOpenedAt = if_not_exists(firstOpenedAt, :now), lastOpenedAt = :now, ' +
        'checkoutOpensBase = if_not_exists(checkoutOpensBase, checkoutOpensCount), ' +
        'checkoutOpenTimes = list_append(if_not_exists(checkoutOpenTimes, :none), :times)',
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(checkoutOpenTimes) OR size(checkoutOpenTimes) < :kept) AND ' +
        (opened === 'first' ? 'attribute_not_exists(firstOpenedAt)' : 'attribute_exists(firstOpenedAt)'),
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ':none': [], ':times': [now.toISOString()], ':kept': ITEMISED_CHECKOUT_OPENS },
    }),
  /** One more opening past the itemised ones: counted, and kept as the latest. */
  countCheckoutOpen: (reference: string, now: Date): TransactItem =>
    itemUpdate(paymentKeys.payment(reference), {
      UpdateExpression: 'ADD checkoutOpensCount :one SET firstOpenedAt = if_not_exists(firstOpenedAt, :now), lastOpenedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
    }),
  /** The payment's projection of whether its merchant has been told of its outcome (not a state change). */
  merchantConfirmation: (
    reference: string,
    confirmation: { merchantConfirmation: MerchantConfirmation; merchantConfirmationReason: Record<string, unknown> | null },
  ): TransactItem =>
    itemUpdate(paymentKeys.payment(reference), {
      UpdateExpression: 'SET merchantConfirmation = :confirmation, merchantConfirmationReason = :reason',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':confirmation': confirmation.merchantConfirmation,
        ':reason': confirmation.merchantConfirmationReason,
      },
    }),
  /** Keeps a change about a pending payment valid (it is still pending when the change is written). */
  stillPending: (reference: string): TransactItem =>
    itemCheck(paymentKeys.payment(reference), {
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    }),
  /** Keeps a decision taken on a payment valid: its version must still be the one read. */
  unchangedSince: (payment: PaymentRecord): TransactItem =>
    itemCheck(paymentKeys.payment(payment.reference), {
      ConditionExpression: '#version = :seen',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':seen': payment.version },
    }),
};

/** The builders of an attempt's writes. */
export const attemptWrites = {
  /** A new attempt, in the status-check shard at `checkAt`. */
  create: (attempt: AttemptRecord, checkAt: string): TransactItem =>
    newItemPut({ ...paymentKeys.attempt(attempt.reference, attempt.id), ...attemptCheckIndex(attempt.reference, attempt.id, checkAt), ...attempt }),
  /**
   * The pointer from an attempt id (what providers call back with) to its payment, and to the
   * affiliation its status checks use: a callback reads all three in one batch after it.
   */
  pointer: (attempt: Pick<AttemptRecord, 'id' | 'reference' | 'provider' | 'organisationId' | 'affiliation'>): TransactItem =>
    newItemPut({
      ...paymentKeys.attemptPointer(attempt.id),
      reference: attempt.reference,
      provider: attempt.provider,
      organisationId: attempt.organisationId,
      affiliationId: attempt.affiliation.affiliationId,
    }),
  /** Book-keeping of an attempt that is still open (counters, the next check): no state change. */
  whileOpen: (attempt: AttemptRecord, set: Record<string, unknown>): TransactItem => {
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ':created': 'created', ':redirected': 'redirected', ':pending': 'pending' };
    return itemUpdate(paymentKeys.attempt(attempt.reference, attempt.id), {
      UpdateExpression: `SET ${setAssignments(set, names, values).join(', ')}`,
      ConditionExpression: '#status IN (:created, :redirected, :pending)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  },
  /** A status check that got no answer: counted, and the next one moved to `nextCheckAt` (open attempts only). */
  checkFailed: (attempt: AttemptRecord, reason: string, nextCheckAt: string, now: Date): TransactItem =>
    itemUpdate(paymentKeys.attempt(attempt.reference, attempt.id), {
      UpdateExpression: 'SET checksCount = checksCount + :one, lastCheckedAt = :now, lastCheckError = :reason, nextCheckAt = :next, GSI2SK = :sk',
      ConditionExpression: '#status IN (:created, :redirected, :pending)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': now.toISOString(),
        ':reason': reason.slice(0, 500),
        ':next': nextCheckAt,
        ':sk': attemptCheckIndex(attempt.reference, attempt.id, nextCheckAt).GSI2SK,
        ':created': 'created',
        ':redirected': 'redirected',
        ':pending': 'pending',
      },
    }),
};

/** One item of a payment's timeline (its `seq` orders it). */
export const timelineWrite = (reference: string, item: { seq: string }): TransactItem =>
  newItemPut({ ...paymentKeys.timelineItem(reference, item.seq), ...item });
