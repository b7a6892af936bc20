import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderWebhookEventsDoc, WEBHOOK_EVENTS_DOC_PATH } from '../../../../../lib/tools/contract/webhook-events-doc.js';
import { WEBHOOK_EVENT_CATALOGUE } from '../../../../../shared/domain/webhook-events.js';
import { PAYMENT_EVENT_TYPES } from '../../../../../shared/domain/payment-events.js';
import { OPENAPI_PATH } from '../../../../../lib/tools/contract/openapi.js';

it('docs/generated/webhook-events.md is the page the catalogue writes (run npm run openapi)', () => {
  expect(readFileSync(WEBHOOK_EVENTS_DOC_PATH, 'utf8')).toBe(renderWebhookEventsDoc());
});

it('the catalogue holds every payment event and the test event, each a webhook of the OpenAPI document with its own body schema', () => {
  const types = WEBHOOK_EVENT_CATALOGUE.map((e) => e.type);
  expect(types).toEqual([...PAYMENT_EVENT_TYPES, 'webhook.test']);
  const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
  expect(Object.keys(doc.webhooks).sort()).toEqual([...types].sort());
  for (const type of types) {
    const schema = doc.webhooks[type].post.requestBody.content['application/json'].schema;
    const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    const only = resolved.properties.type;
    expect(only.enum ?? [only.const], type).toEqual([type]);
  }
  // `payment.expired` carries no attempt; `payment.succeeded` always one.
  const body = (type: string) => doc.components.schemas[`WebhookEvent_${type.replace('.', '_')}`];
  expect(body('payment.expired').properties.data.properties).not.toHaveProperty('attempt');
  expect(body('payment.succeeded').properties.data.required).toContain('attempt');
});
