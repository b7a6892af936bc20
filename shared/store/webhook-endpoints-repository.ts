// Webhook endpoints of an organisation, in its partition: fan-out lists them all at once.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';
import type { WebhookEndpointStatus, WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';


export function webhookEndpointPut(endpoint: WebhookEndpointRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.webhook.endpoint(endpoint.organisationId, endpoint.id), ...endpoint },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getWebhookEndpoint(organisationId: string, endpointId: string) {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.webhook.endpoint(organisationId, endpointId), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { PK: _a, SK: _b, ...endpoint } = out.Item;
  return endpoint as WebhookEndpointRecord;
}

/** Every endpoint of an organisation, active and disabled. */
export const listWebhookEndpoints = (organisationId: string) =>
  queryOrganisationItems<WebhookEndpointRecord>(organisationId, 'WEBHOOK_ENDPOINT#');

/** active → disabled (terminal), for the caller's transaction: its condition fails unless active. */
export function disableWebhookEndpointUpdate(organisationId: string, endpointId: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.webhook.endpoint(organisationId, endpointId),
      UpdateExpression: 'SET #status = :disabled, disabledAt = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':disabled': 'disabled', ':active': 'active', ':now': now.toISOString() },
    },
  };
}
