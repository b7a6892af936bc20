// The payment timeline (GET /payments/{reference}/timeline and the admin console's): the
// payment, its attempts with durations, the webhook deliveries with every try, and the
// timeline items oldest first (keyset paginated, filtered by category).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../store/client.js';
import {
  listAttempts,
  listTimelineItems,
  paymentKeys,
  type PaymentRecord,
  type TimelineCategory,
} from '../store/payments-repository.js';
import { toAttempt, toPayment } from './payment-view.js';

/**
 * Webhook deliveries and tries of a payment, kept by webhook delivery in the payment's
 * partition: `SK = DELIVERY#<deliveryId>` (a Webhook delivery) and `SK = WEBHOOK_TRY#<seq>`
 * (a Webhook try), so that the timeline reads them with the rest of the payment.
 */
export async function loadWebhookHistory(reference: string) {
  const [deliveries, tries] = await Promise.all([queryPrefix(reference, 'DELIVERY#'), queryPrefix(reference, 'WEBHOOK_TRY#')]);
  return { deliveries, tries };
}

async function queryPrefix(reference: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': paymentKeys.partition(reference), ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, ...rest } = item;
      items.push(rest);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function paymentTimeline(
  payment: PaymentRecord,
  options: { categories?: TimelineCategory[]; cursor?: string | null; limit?: number; admin?: boolean },
) {
  const [page, attempts, webhooks] = await Promise.all([
    listTimelineItems(payment.reference, options),
    listAttempts(payment.reference),
    loadWebhookHistory(payment.reference),
  ]);
  return {
    payment: toPayment(payment),
    attempts: attempts.map((attempt) => toAttempt(attempt, { raw: options.admin })),
    webhooks,
    items: page.items,
    nextCursor: page.nextCursor,
  };
}
