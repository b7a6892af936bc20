// docs/generated/webhook-events.md: the catalogue of webhook events (shared/domain/webhook-events.ts),
// each with an example body, written by `npm run openapi` beside the OpenAPI document whose
// `webhooks` give their schemas; a unit test fails when it is stale.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_CATALOGUE, type WebhookEventDoc } from '../../../shared/domain/webhook-events.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEBHOOK_EVENTS_DOC_PATH = join(ROOT, 'docs/generated/webhook-events.md');

const EVENT_ID = '7d0f6b1e-2c1a-4f3e-9b8d-0a1b2c3d4e5f';
const AT = '2026-01-01T10:00:00.000Z';

function exampleOf(event: WebhookEventDoc): unknown {
  if (event.type === TEST_EVENT_TYPE) {
    return {
      id: EVENT_ID,
      type: event.type,
      createdAt: AT,
      data: {
        endpointId: '3f1c2b7a-8d9e-4c1b-a2f3-4e5d6c7b8a90',
        message: 'This is a test event: your endpoint received and can verify it. It is about no payment.',
      },
    };
  }
  const status = event.type.startsWith('payment.') ? event.type.slice('payment.'.length) : 'succeeded';
  return {
    id: EVENT_ID,
    type: event.type,
    createdAt: AT,
    data: {
      payment: {
        id: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
        reference: 'a1b2c3d4e5f6a1b2c3d4e5f6',
        status,
        amount: 12500,
        currency: 'TND',
        orderId: 'order-42',
        provider: 'clictopay',
        paymentAccountId: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
      },
      ...(event.attempt === 'always'
        ? {
            attempt: {
              id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
              provider: 'clictopay',
              status: event.type === 'payment.failed' ? 'failed' : 'succeeded',
              externalRef: '8f1e2d3c',
              authorizationCode: event.type === 'payment.failed' ? null : '123456',
              completedAt: AT,
            },
          }
        : {}),
    },
  };
}

const attemptText = (event: WebhookEventDoc) =>
  event.attempt === 'always' ? 'always' : event.attempt === 'never' ? 'never' : 'no payment';

export function renderWebhookEventsDoc(): string {
  const lines = [
    '# Webhook events',
    '',
    '<!-- Written by `npm run openapi` from shared/domain/webhook-events.ts: do not edit by hand. -->',
    '',
    'Every event an endpoint can receive. Their JSON Schemas are the `webhooks` of `docs/generated/openapi.json`;',
    'how they are signed, retried and recovered is in `docs/webhooks.md`. An endpoint receives the events its',
    '`events` filter names (every event when empty), except `webhook.test`, sent only on request.',
    '',
    '| type | when | `data.attempt` |',
    '|---|---|---|',
    ...WEBHOOK_EVENT_CATALOGUE.map((e) => `| \`${e.type}\` | ${e.summary} | ${attemptText(e)} |`),
    '',
  ];
  for (const event of WEBHOOK_EVENT_CATALOGUE) {
    lines.push(`## \`${event.type}\``, '', event.summary, '', '```json', JSON.stringify(exampleOf(event), null, 2), '```', '');
  }
  return lines.join('\n');
}
