// The writes every payment transition is made of: a versioned update of the payment or
// attempt (conditioned on the version the change was decided from), the event with its
// fan-out entry, and the commit that tells a lost race from a failure.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { paymentEventWrites, type PaymentEventType } from '../events/payment-events.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { db, isConditionFailure, isTransactionConflict, tableName, type TransactItem } from '../store/client.js';
import { paymentKeys, type AttemptRecord, type PaymentRecord } from '../store/payments-repository.js';
import { toEventAttempt, toEventPayment } from './payment-view.js';

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
  const sets = ['#version = :nextVersion', '#updatedAt = :now'];
  Object.entries(change.set ?? {}).forEach(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
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
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: expression,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
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

/** The event (for webhooks) of a change, built from the payment as it is after the change. */
export function eventWrites(type: PaymentEventType, payment: PaymentRecord, attempt: AttemptRecord | undefined, now: Date) {
  return paymentEventWrites(
    {
      type,
      organisationId: payment.organisationId,
      webhookUrl: payment.webhookUrl,
      v2Webhook: payment.v2Webhook,
      data: { payment: toEventPayment(payment), ...(attempt ? { attempt: toEventAttempt(attempt) } : {}) },
    },
    now,
  );
}

/**
 * Commits a transition. Returns false when another writer changed an item first (a condition
 * failed or the transaction conflicted): the caller reads again and decides again.
 */
export async function commit(writes: TransactItem[], outboxIds: string[] = []): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
  } catch (error) {
    if (isConditionFailure(error) || isTransactionConflict(error)) return false;
    throw error;
  }
  await dispatchOutbox(outboxIds);
  return true;
}

/** Rounds of read-decide-write before a transition gives up on a payment changing under it. */
export const MAX_TRANSITION_ROUNDS = 8;

export const tooManyRaces = () => new AppError('conflict', 'This payment is being changed by another request; retry.');
