// Refunds. A refund lives in its payment's partition (`PAY#<reference>`, `REFUND#<id>`), so that a
// payment's refunds are one consistent query; a pointer (`REFUND#<id>`) finds it by id alone; GSI1
// lists an organisation's refunds newest first; GSI3 holds the pending ones by their next check.
// The amounts a payment has refunded, has claimed for refunds in progress, and has left to refund
// are counters on the payment item, moved by the writes below (docs/data-model.md, "Refunds").
import { keys } from './keys.js';
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemCheck, itemUpdate, newItemPut } from './item-writes.js';
import { listFilter, pageWithItems, queryFirstPage, queryPage, queryPartition, type Page } from './pagination.js';
import type { PaymentRecord } from '../domain/records/payment.js';
import type { RefundFailureCode, RefundRecord, RefundStatus } from '../domain/records/refund.js';
import type { ProviderCode } from '../domain/payments.js';

export const refundKeys = keys.refund;

const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'ttl']);
const refundFromItem = (item: Record<string, unknown>): RefundRecord =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as unknown as RefundRecord;

const checkIndex = (refund: Pick<RefundRecord, 'id'>, at: string) => ({ GSI3PK: refundKeys.checks(), GSI3SK: `${at}#${refund.id}` });

/** The writes of a refund's life: claimed with the payment's amount, checked while pending, settled once. */
export const refundWrites = {
  /**
   * The claim: `amount` leaves what the payment has left to refund and joins what it has pending, on
   * the condition that it is succeeded and has that much left (counters start from the amount paid).
   * One conditional write on the payment: of parallel claims, only those that fit succeed.
   */
  claimOnPayment: (payment: Pick<PaymentRecord, 'reference'>, amount: number, now: Date): TransactItem =>
    itemUpdate(keys.payment.payment(payment.reference), {
      UpdateExpression:
        'SET #refundable = if_not_exists(#refundable, #amount) - :claim, #pending = if_not_exists(#pending, :zero) + :claim, #updatedAt = :now',
      ConditionExpression: '#status = :succeeded AND ((attribute_not_exists(#refundable) AND #amount >= :claim) OR #refundable >= :claim)',
      ExpressionAttributeNames: {
        '#refundable': 'refundableAmount',
        '#pending': 'refundPendingAmount',
        '#amount': 'amount',
        '#status': 'status',
        '#updatedAt': 'updatedAt',
      },
      ExpressionAttributeValues: { ':claim': amount, ':zero': 0, ':succeeded': 'succeeded', ':now': now.toISOString() },
    }),

  /** A new refund (pending: due for a check at `checkAt`), and its pointer. */
  create: (refund: RefundRecord): TransactItem[] => [
    newItemPut({
      ...refundKeys.item(refund.reference, refund.id),
      GSI1PK: refundKeys.byOrganisation(refund.organisationId),
      GSI1SK: `${refund.createdAt}#${refund.id}`,
      ...(refund.status === 'pending' && refund.nextCheckAt ? checkIndex(refund, refund.nextCheckAt) : {}),
      ...refund,
    }),
    newItemPut({ ...refundKeys.pointer(refund.id), reference: refund.reference, organisationId: refund.organisationId }),
  ],

  /** A pending refund ends: succeeded or failed, once (conditioned on still pending). */
  settle: (
    refund: RefundRecord,
    outcome: { status: Exclude<RefundStatus, 'pending'>; failureCode: RefundFailureCode | null; providerReference: string | null; providerResultCode: string | null },
    now: Date,
  ): TransactItem =>
    itemUpdate(refundKeys.item(refund.reference, refund.id), {
      UpdateExpression:
        'SET #status = :status, failureCode = :failureCode, providerReference = :providerReference, providerResultCode = :resultCode, ' +
        'completedAt = :now, updatedAt = :now, nextCheckAt = :null REMOVE GSI3PK, GSI3SK',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':failureCode': outcome.failureCode,
        ':providerReference': outcome.providerReference ?? refund.providerReference,
        ':resultCode': outcome.providerResultCode,
        ':now': now.toISOString(),
        ':null': null,
        ':pending': 'pending',
      },
    }),

  /** A pending refund asked about again later (no state change). */
  checkLater: (refund: RefundRecord, nextCheckAt: string, fields: { providerReference: string | null; providerResultCode: string | null }, now: Date): TransactItem =>
    itemUpdate(refundKeys.item(refund.reference, refund.id), {
      UpdateExpression:
        'SET nextCheckAt = :next, GSI3PK = :pk, GSI3SK = :sk, checksCount = checksCount + :one, providerReference = :providerReference, ' +
        'providerResultCode = :resultCode, updatedAt = :now',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': nextCheckAt,
        ':pk': refundKeys.checks(),
        ':sk': checkIndex(refund, nextCheckAt).GSI3SK,
        ':one': 1,
        ':providerReference': fields.providerReference ?? refund.providerReference,
        ':resultCode': fields.providerResultCode,
        ':now': now.toISOString(),
        ':pending': 'pending',
      },
    }),

  /**
   * A succeeded refund on the payment: its claim becomes refunded. Conditioned on the refunded total
   * read (`seenRefunded`), so that the write that completes the amount knows it does (`fully`).
   */
  succeededOnPayment: (payment: PaymentRecord, amount: number, fully: boolean, now: Date): TransactItem => {
    const seen = payment.amountRefunded ?? 0;
    return itemUpdate(keys.payment.payment(payment.reference), {
      UpdateExpression: `SET #refunded = :after, #pending = #pending - :amount, #updatedAt = :now${fully ? ', #refundedAt = :now' : ''}`,
      ConditionExpression: seen === 0 ? '(attribute_not_exists(#refunded) OR #refunded = :zero)' : '#refunded = :seen',
      ExpressionAttributeNames: {
        '#refunded': 'amountRefunded',
        '#pending': 'refundPendingAmount',
        '#updatedAt': 'updatedAt',
        ...(fully ? { '#refundedAt': 'refundedAt' } : {}),
      },
      ExpressionAttributeValues: {
        ':after': seen + amount,
        ':amount': amount,
        ':now': now.toISOString(),
        ...(seen === 0 ? { ':zero': 0 } : { ':seen': seen }),
      },
    });
  },

  /** A failed refund gives its claim back: the amount is refundable again. */
  releasedOnPayment: (payment: Pick<PaymentRecord, 'reference'>, amount: number, now: Date): TransactItem =>
    itemUpdate(keys.payment.payment(payment.reference), {
      UpdateExpression: 'SET #refundable = #refundable + :amount, #pending = #pending - :amount, #updatedAt = :now',
      ConditionExpression: 'attribute_exists(#pending)',
      ExpressionAttributeNames: { '#refundable': 'refundableAmount', '#pending': 'refundPendingAmount', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':amount': amount, ':now': now.toISOString() },
    }),

  /**
   * The claim of a refund of a late duplicate success, on its attempt instead of the payment (whose
   * counters count its own success): the attempt is `succeeded` and no refund holds it yet. One
   * conditional write: of parallel claims (an outbox message delivered twice), one succeeds.
   */
  claimOnAttempt: (reference: string, attemptId: string, refundId: string, now: Date): TransactItem =>
    itemUpdate(keys.payment.attempt(reference, attemptId), {
      UpdateExpression: 'SET #claim = :refundId, updatedAt = :now',
      ConditionExpression: '#status = :succeeded AND attribute_not_exists(#claim)',
      ExpressionAttributeNames: { '#status': 'status', '#claim': 'duplicateRefundId' },
      ExpressionAttributeValues: { ':refundId': refundId, ':succeeded': 'succeeded', ':now': now.toISOString() },
    }),

  /** Beside the attempt's claim: the attempt is not the payment's own success (whose refunds are the merchant's). */
  notTheSale: (reference: string, attemptId: string): TransactItem =>
    itemCheck(keys.payment.payment(reference), {
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#succeeded) OR #succeeded <> :attemptId)',
      ExpressionAttributeNames: { '#succeeded': 'succeededAttemptId' },
      ExpressionAttributeValues: { ':attemptId': attemptId },
    }),

  /** A failed refund of a duplicate success frees its attempt's claim (the attempt stays `succeeded`). */
  releasedOnAttempt: (reference: string, attemptId: string, refundId: string, now: Date): TransactItem =>
    itemUpdate(keys.payment.attempt(reference, attemptId), {
      UpdateExpression: 'SET updatedAt = :now REMOVE #claim',
      ConditionExpression: '#claim = :refundId',
      ExpressionAttributeNames: { '#claim': 'duplicateRefundId' },
      ExpressionAttributeValues: { ':refundId': refundId, ':now': now.toISOString() },
    }),

  /** The attempt that collected a payment now wholly refunded reads `refunded`. */
  attemptRefunded: (reference: string, attemptId: string, now: Date): TransactItem =>
    itemUpdate(keys.payment.attempt(reference, attemptId), {
      UpdateExpression: 'SET #status = :refunded, updatedAt = :now ADD version :one',
      ConditionExpression: '#status = :succeeded',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':refunded': 'refunded', ':succeeded': 'succeeded', ':now': now.toISOString(), ':one': 1 },
    }),
};

export async function getRefundOfPayment(reference: string, refundId: string): Promise<RefundRecord | undefined> {
  const item = await getItem(refundKeys.item(reference, refundId));
  return item ? refundFromItem(item) : undefined;
}

/** A refund by its id alone: its pointer, then the refund. */
export async function getRefund(refundId: string): Promise<RefundRecord | undefined> {
  const pointer = await getItem(refundKeys.pointer(refundId));
  if (!pointer) return undefined;
  return getRefundOfPayment(String(pointer.reference), refundId);
}

/** The refunds of a payment, oldest first (a payment has a handful at most). */
export async function listPaymentRefunds(reference: string): Promise<RefundRecord[]> {
  const items = await queryPartition(keys.payment.partition(reference), {
    sortKey: 'begins_with(SK, :prefix)',
    values: { ':prefix': refundKeys.prefix },
    ConsistentRead: true,
  });
  return items.map(refundFromItem).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}

export interface RefundListQuery {
  organisationId: string;
  accountId?: string;
  visibleAccountIds?: readonly string[];
  status?: RefundStatus;
  provider?: ProviderCode;
  /** Creation time, inclusive. */
  from?: string;
  /** Creation time, exclusive. */
  to?: string;
  cursor?: string | null;
  limit?: number;
}

/** An organisation's refunds, newest first. */
export async function listRefunds(query: RefundListQuery): Promise<Page<RefundRecord>> {
  const page = await pageWithItems(
    (cursor) =>
      queryPage<Record<string, unknown>>({
        index: 'GSI1',
        partition: refundKeys.byOrganisation(query.organisationId),
        // `to` is exclusive: creation times equal to it sort before `<to>#...`.
        sortKey: { between: [query.from ?? '0000', query.to ?? '9999'] },
        limit: query.limit,
        cursor,
        // One account is a filter here: an organisation's refunds are one index partition.
        ...listFilter({ status: query.status, provider: query.provider, paymentAccountId: query.accountId }, query),
      }),
    query.cursor,
  );
  return { items: page.items.map(refundFromItem), nextCursor: page.nextCursor };
}

/** Pending refunds whose next check is due, oldest due first (index: callers re-read). */
export async function dueRefundChecks(now: Date, limit: number): Promise<Array<Pick<RefundRecord, 'id' | 'reference'>>> {
  const items = await queryFirstPage(refundKeys.checks(), {
    index: 'GSI3',
    sortKey: 'GSI3SK <= :now',
    values: { ':now': `${now.toISOString()}#~` },
    ProjectionExpression: '#id, #reference',
    ExpressionAttributeNames: { '#id': 'id', '#reference': 'reference' },
    Limit: limit,
  });
  return items.map((item) => ({ id: String(item.id), reference: String(item.reference) }));
}
