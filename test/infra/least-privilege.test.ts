// Each function's role allows what its manifest declares (functions/manifest.ts) and nothing
// more: a table of function × action, read from the synthesised IAM policies and compared with
// what each declaration should grant. Local mode enforces the same declarations at run time
// (lib/local/resource-guard.ts), so a missing declaration fails an integration test.
import { describe, expect, it } from 'vitest';
import { FALLBACK_GROUP, routeGroups, schedules, workers } from '../../functions/manifest.js';
import type { ResourceUse } from '../../shared/config/resource-use.js';
import type { ServiceFunction } from '../../lib/infra/constructs/service-function.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('sandbox');
const templates = [service.templates.api, service.templates.workers];

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const ids = {
  table: logicalIdOf(service.data.table),
  key: logicalIdOf(service.data.key),
  outbox: logicalIdOf(service.data.queues.get('outbox')!),
  webhooks: logicalIdOf(service.data.queues.get('webhooks')!),
  exports: logicalIdOf(service.data.queues.get('exports')!),
};

/** What a statement's resource is, in the words of the declarations. */
function resourceKind(resource: unknown, condition: unknown): string {
  const text = JSON.stringify(resource);
  if (text === '"*"') return '*';
  if (text.includes('/index/')) return 'index';
  if (text.includes(ids.table)) return 'table';
  if (text.includes(ids.key)) return JSON.stringify(condition ?? '').includes('kms:ViaService') ? 'key via DynamoDB' : 'key';
  if (text.includes(ids.outbox)) return 'queue outbox';
  if (text.includes(ids.webhooks)) return 'queue webhooks';
  if (text.includes(ids.exports)) return 'queue exports';
  if (text.includes(':s3:::') && text.endsWith('/*"')) return 'objects';
  if (text.includes(':s3:::')) return 'bucket';
  if (text.includes(':ses:') || text.includes('identity/')) return 'email';
  if (text.includes('LogGroup') || text.includes('Logs')) return 'logs';
  return text;
}

/** Every `action on resource` a function's role allows, but logging, tracing and its own queue's event source. */
function allowed(fn: ServiceFunction): string[] {
  const roleId = logicalIdOf(fn.role!);
  const out = new Set<string>();
  for (const template of templates) {
    for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
      const roles = (policy.Properties?.Roles as { Ref: string }[]).map((r) => r.Ref);
      if (!roles.includes(roleId)) continue;
      for (const statement of (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement) {
        expect(statement.Effect).toBe('Allow');
        for (const action of asArray(statement.Action)) {
          if (action.startsWith('logs:') || action.startsWith('xray:')) continue;
          // The SQS event source of a worker: receiving from its own queue, checked in functions.test.ts.
          if (/^sqs:(ReceiveMessage|DeleteMessage|ChangeMessageVisibility|GetQueueAttributes|GetQueueUrl)$/.test(action)) continue;
          for (const resource of asArray(statement.Resource)) {
            out.add(`${action} on ${resourceKind(resource, statement.Condition)}`);
          }
        }
      }
    }
  }
  return [...out].sort();
}

/** What a declaration grants, written out independently of the construct that grants it. */
function expected(uses: ResourceUse): string[] {
  const out: string[] = [];
  const table = uses.table ?? [];
  const describeOnly = table.length > 0 && table.every((use) => use === 'describe');
  const onTable = (actions: string[]) => {
    for (const action of actions) {
      out.push(`dynamodb:${action} on table`);
      if (!uses.partitions && !describeOnly) out.push(`dynamodb:${action} on index`);
    }
  };
  if (table.includes('describe')) onTable(['DescribeTable']);
  if (table.includes('read')) onTable(['GetItem', 'BatchGetItem', 'Query']);
  if (table.includes('write')) onTable(['PutItem', 'UpdateItem', 'ConditionCheckItem']);
  if (table.includes('delete')) onTable(['DeleteItem']);
  if (table.includes('batchWrite')) onTable(['BatchWriteItem']);
  // The table is encrypted with the application key, usable through DynamoDB only.
  if (!describeOnly && table.length) out.push('kms:Decrypt on key via DynamoDB', 'kms:DescribeKey on key via DynamoDB');
  if (table.includes('write') || table.includes('batchWrite')) {
    out.push(...['Encrypt', 'GenerateDataKey'].map((a) => `kms:${a} on key via DynamoDB`));
  }
  if (uses.key?.includes('decrypt')) out.push('kms:Decrypt on key');
  if (uses.key?.includes('generateDataKey')) out.push('kms:GenerateDataKey on key');
  if (uses.bucket?.includes('read')) out.push('s3:GetObject on objects', 's3:ListBucket on bucket');
  if (uses.bucket?.includes('write')) out.push('s3:PutObject on objects');
  if (uses.bucket?.includes('delete')) out.push('s3:DeleteObject on objects');
  for (const queue of uses.queues ?? []) out.push(`sqs:SendMessage on queue ${queue}`);
  if (uses.email) out.push('ses:SendEmail on email');
  return [...new Set(out)].sort();
}

const functions: Array<[string, ServiceFunction, ResourceUse]> = [
  ...routeGroups.map((g) => [`http/${g.name}`, service.api.routeGroupFunctions.get(g.name)!, g.uses] as [string, ServiceFunction, ResourceUse]),
  [`http/${FALLBACK_GROUP}`, service.api.routeGroupFunctions.get(FALLBACK_GROUP)!, {}],
  ...workers.map((w) => [`worker/${w.name}`, service.workers.workerFunctions.get(w.name)!, w.uses] as [string, ServiceFunction, ResourceUse]),
  ...schedules.map((j) => [`schedule/${j.name}`, service.workers.scheduleFunctions.get(j.name)!, j.uses] as [string, ServiceFunction, ResourceUse]),
];

describe('each function is granted exactly what its manifest declares', () => {
  it.each(functions)('%s', (_, fn, uses) => {
    expect(allowed(fn)).toEqual(expected(uses));
  });

  it('the health check can describe the table and nothing else: no item, no key, no file, no queue', () => {
    expect(allowed(service.api.routeGroupFunctions.get('health')!)).toEqual(['dynamodb:DescribeTable on table']);
  });

  it('the public functions reach only their partitions of the table, through a LeadingKeys condition', () => {
    for (const name of ['checkout', 'links', 'callbacks']) {
      const group = routeGroups.find((g) => g.name === name)!;
      expect(group.uses.partitions, name).toBeDefined();
      expect(group.uses.partitions).not.toEqual(expect.arrayContaining(['USER#']));
      const roleId = logicalIdOf(service.api.routeGroupFunctions.get(name)!.role!);
      const statements = Object.values(resourcesOf(service.templates.api, 'AWS::IAM::Policy'))
        .filter((p) => (p.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement)
        .filter((s) => asArray(s.Action).some((a) => a.startsWith('dynamodb:')));
      expect(statements).toHaveLength(1);
      expect(statements[0]!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': group.uses.partitions!.map((p) => `${p}*`) },
      });
    }
  });

  it('the public checkout and callbacks functions may neither delete an item nor batch-write: they do neither', () => {
    for (const name of ['checkout', 'callbacks', 'links']) {
      const actions = allowed(service.api.routeGroupFunctions.get(name)!);
      expect(actions.filter((a) => /dynamodb:(DeleteItem|BatchWriteItem)/.test(a)), name).toEqual([]);
      expect(actions, name).toContain('dynamodb:PutItem on table');
    }
  });

  it('no function but the files group may delete an object, and only the outbox worker may send email', () => {
    const deleters = functions.filter(([, fn]) => allowed(fn).some((a) => a.startsWith('s3:DeleteObject'))).map(([n]) => n);
    expect(deleters).toEqual(['http/files']);
    const senders = functions.filter(([, fn]) => allowed(fn).some((a) => a.startsWith('ses:'))).map(([n]) => n);
    expect(senders).toEqual(['worker/outbox']);
  });
});
