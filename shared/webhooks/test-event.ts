// A test event (POST .../webhooks/{endpointId}/test): a `webhook.test` event sent to one endpoint
// at once, signed like any other (its format, its secrets, a rotated secret's previous one during
// the overlap), so that a member sees their handler answer.
//
// Primary course:
// 1. the endpoint is active (409 `webhook_endpoint_disabled`);
// 2. one transaction: the delivery (kind `test`, about no payment, recorded as not delivered
//    until its try says otherwise, so that a try lost with its worker leaves a delivery that can
//    be retried) and the audit entry naming who asked;
// 3. one manual try of who asked, made now; no automatic try follows (the member is watching:
//    they retry it themselves);
// 4. the answer is the delivery and its try (status code, answer headers and excerpt).
import { randomUUID } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import { NOT_TRIED_YET, type WebhookDeliveryRecord, type WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import type { WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import { TEST_EVENT_TYPE } from '../domain/webhook-events.js';
import { transact } from '../store/transact.js';
import { deliveryPut } from '../store/webhook-deliveries-repository.js';
import { clockOf } from './delivery-attempt.js';
import { MAX_AUTOMATIC_TRIES } from './deliver-automatic.js';
import { endpointAudit } from './endpoints.js';
import { manualTry, type ManualTryRequest } from './retry-manual.js';

/** The body of a test event: the envelope of every event, `data` naming the endpoint. */
export const testEventBody = (input: { id: string; createdAt: string; endpointId: string }) => ({
  id: input.id,
  type: TEST_EVENT_TYPE,
  createdAt: input.createdAt,
  data: {
    endpointId: input.endpointId,
    message: 'This is a test event: your endpoint received and can verify it. It is about no payment.',
  },
});

export async function sendTestEvent(input: ManualTryRequest & { endpoint: WebhookEndpointRecord }): Promise<{ delivery: WebhookDeliveryRecord; try: WebhookTryRecord }> {
  const { endpoint } = input;
  if (endpoint.status !== 'active') throw new AppError('webhook_endpoint_disabled', 'This webhook endpoint is disabled.');
  const now = clockOf(input.deps ?? {})();
  const eventId = randomUUID();
  const delivery: WebhookDeliveryRecord = {
    id: randomUUID(),
    organisationId: endpoint.organisationId,
    paymentAccountId: endpoint.paymentAccountId,
    paymentId: null,
    paymentReference: null,
    endpointId: endpoint.id,
    kind: 'test',
    eventId,
    eventType: TEST_EVENT_TYPE,
    url: endpoint.url,
    method: 'POST',
    body: JSON.stringify(testEventBody({ id: eventId, createdAt: now.toISOString(), endpointId: endpoint.id })),
    status: 'failed',
    ...NOT_TRIED_YET,
    // No automatic try is ever queued for it.
    scheduledTry: MAX_AUTOMATIC_TRIES,
    recovery: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact([
    deliveryPut(delivery),
    endpointAudit(endpoint, input, now, { action: 'webhook_endpoint.tested', details: { deliveryId: delivery.id, eventId } }),
  ]);
  const made = await manualTry({ delivery, actor: input.actor, deps: input.deps });
  if (made.kind === 'stopped') throw new AppError('webhook_endpoint_disabled', 'This webhook endpoint is disabled.');
  if (made.kind === 'taken') throw new Error(`the try of test delivery ${delivery.id} was taken`);
  return { delivery: made.delivery, try: made.try };
}
