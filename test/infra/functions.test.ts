import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_GROUP, queues, routeGroups, schedules, workers } from '../../functions/manifest.js';
import { env, resetEnvCache } from '../../shared/config/env.js';
import { TABLE_DEFINITION } from '../../shared/store/table-definition.js';
import { filesBucketName } from '../../lib/infra/config/stages.js';
import type { ResourceUse } from '../../shared/config/resource-use.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('sandbox');
const templates: Record<string, Template> = {
  api: service.templates.api,
  workers: service.templates.workers,
  data: service.templates.data,
};

const allFunctions = Object.entries(templates).flatMap(([stack, template]) =>
  Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).map(([id, fn]) => ({ stack, id, fn })),
);

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every statement of every IAM policy of the service, with the role it belongs to. */
const allStatements = Object.values(templates).flatMap((template) =>
  Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) => {
    const roles = (policy.Properties?.Roles as { Ref: string }[]).map((r) => r.Ref);
    const doc = policy.Properties?.PolicyDocument as { Statement: Statement[] };
    return doc.Statement.map((statement) => ({ roles, statement }));
  }),
);

/** Statements of the role a function runs as. */
function statementsOfFunctionRole(template: Template, functionId: string): Statement[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId]!;
  const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return allStatements.filter((s) => s.roles.includes(roleId)).map((s) => s.statement);
}

const XRAY_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

/** The declaration of the function with this logical id, from functions/manifest.ts. */
function usesOf(functionId: string): ResourceUse {
  const declared = [
    ...routeGroups.map((g) => [service.api.routeGroupFunctions.get(g.name)!, g.uses] as const),
    [service.api.routeGroupFunctions.get(FALLBACK_GROUP)!, {}] as const,
    ...workers.map((w) => [service.workers.workerFunctions.get(w.name)!, w.uses] as const),
    ...schedules.map((j) => [service.workers.scheduleFunctions.get(j.name)!, j.uses] as const),
  ];
  const found = declared.find(([fn]) => logicalIdOf(fn) === functionId);
  if (!found) throw new Error(`No declaration for ${functionId}`);
  return found[1];
}

describe('every function', () => {
  it('exists for every route group, the fallback, every worker and every schedule', () => {
    // +1: the fallback group behind $default.
    expect(allFunctions).toHaveLength(routeGroups.length + 1 + workers.length + schedules.length);
  });

  it.each(allFunctions.map((f) => [f.id, f] as const))('%s runs nodejs22.x on arm64 with active tracing', (_, f) => {
    expect(f.fn.Properties?.Runtime).toBe('nodejs22.x');
    expect(f.fn.Properties?.Architectures).toEqual(['arm64']);
    expect(f.fn.Properties?.TracingConfig).toEqual({ Mode: 'Active' });
    expect(f.fn.Properties?.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
  });

  describe('environment', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      resetEnvCache();
    });

    const fallbackId = logicalIdOf(service.api.routeGroupFunctions.get(FALLBACK_GROUP)!);
    const boundFunctions = allFunctions.filter((f) => f.id !== fallbackId);

    it('the fallback knows the stage but no resource', () => {
      const fallback = allFunctions.find((f) => f.id === fallbackId)!;
      const variables = (fallback.fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort()).toEqual(
        ['ALLOW_LOOPBACK_OUTBOUND', 'CHECKOUT_URL', 'DASHBOARD_URL', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'PUBLIC_API_URL', 'SERVICE_VERSION', 'STAGE'],
      );
      const actions = statementsOfFunctionRole(templates.api!, fallbackId).flatMap((s) => asArray(s.Action));
      expect(actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', ...XRAY_ACTIONS].sort());
    });

    it.each(boundFunctions.map((f) => [f.id, f] as const))(
      '%s satisfies shared/config/env.ts (deploy-time references stand in as URLs)',
      (id, f) => {
        const variables = (f.fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
        const resolved = Object.fromEntries(
          Object.entries(variables).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : `https://deploy-time.example/${name}`,
          ]),
        );
        process.env = { ...resolved };
        resetEnvCache();
        const parsed = env();
        expect(parsed.STAGE).toBe('sandbox');
        expect(parsed.ALLOW_LOOPBACK_OUTBOUND).toBe(false);
        expect(parsed.EMAIL_TRANSPORT).toBe('ses');
        expect(variables.NODE_OPTIONS, id).toBe('--enable-source-maps');
        expect(variables.SERVICE_VERSION, id).toBe(service.stage.serviceVersion);
        expect(variables.PUBLIC_API_URL).toBe(service.stage.publicApiUrl);
        expect(variables.CHECKOUT_URL).toBe(service.stage.checkoutUrl);
        expect(variables.DASHBOARD_URL).toBe(`${service.stage.dashboardUrl}/dashboard`);
        // A resource's variable is set exactly where the function's manifest declares the resource.
        const uses = usesOf(id);
        expect(variables.TABLE_NAME !== undefined, `${id} TABLE_NAME`).toBe(uses.table !== undefined);
        expect(variables.KMS_KEY_ID !== undefined, `${id} KMS_KEY_ID`).toBe(Boolean(uses.key?.length));
        expect(variables.FILES_BUCKET !== undefined, `${id} FILES_BUCKET`).toBe(Boolean(uses.bucket?.length));
        if (uses.bucket?.length) expect(variables.FILES_BUCKET).toBe(filesBucketName(service.stage));
        expect(variables.EMAIL_FROM !== undefined, `${id} EMAIL_FROM`).toBe(Boolean(uses.email));
        for (const queue of queues) {
          expect(variables[queue.urlEnv] !== undefined, `${id} ${queue.urlEnv}`).toBe(Boolean(uses.queues?.includes(queue.name)));
        }
      },
    );
  });
});

describe('least privilege', () => {
  it('no role carries a managed policy (no AWSLambdaBasicExecutionRole)', () => {
    for (const template of Object.values(templates)) {
      for (const role of Object.values(resourcesOf(template, 'AWS::IAM::Role'))) {
        expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
      }
    }
  });

  it('no statement allows a wildcard action', () => {
    for (const { statement } of allStatements) {
      for (const action of asArray(statement.Action)) expect(action).not.toContain('*');
    }
  });

  it('Resource "*" appears only for X-Ray, which supports no resource-level permissions', () => {
    const starred = allStatements.filter(({ statement }) => asArray(statement.Resource).includes('*'));
    expect(starred.length).toBe(allFunctions.length);
    for (const { statement } of starred) {
      expect(statement.Effect).toBe('Allow');
      expect(asArray(statement.Action).sort()).toEqual(XRAY_ACTIONS);
      expect(statement.Resource).toBe('*');
    }
  });

  it('table access names the table and exactly its declared indexes, or the table alone under a partition condition', () => {
    const tableId = logicalIdOf(service.data.table);
    const dynamo = allStatements.filter(({ statement }) =>
      asArray(statement.Action).some((a) => a.startsWith('dynamodb:')),
    );
    expect(dynamo.length).toBeGreaterThan(0);
    for (const { statement } of dynamo) {
      expect(asArray(statement.Action)).not.toContain('dynamodb:Scan');
      const resources = asArray(statement.Resource).map((r) => JSON.stringify(r));
      for (const resource of resources) expect(resource).toContain(tableId);
      const narrowed = statement.Condition !== undefined || asArray(statement.Action).includes('dynamodb:DescribeTable');
      if (narrowed) {
        expect(resources).toHaveLength(1);
        continue;
      }
      expect(resources).toHaveLength(1 + TABLE_DEFINITION.indexes.length);
      for (const index of TABLE_DEFINITION.indexes) {
        expect(resources.some((r) => r.includes(`/index/${index.name}"`))).toBe(true);
      }
    }
  });

  it('bucket access names the files bucket only', () => {
    const bucketArn = `arn:aws:s3:::${filesBucketName(service.stage)}`;
    for (const { statement } of allStatements) {
      if (!asArray(statement.Action).some((a) => a.startsWith('s3:'))) continue;
      for (const resource of asArray(statement.Resource)) expect([bucketArn, `${bucketArn}/*`]).toContain(resource);
    }
  });

  it('the application key is used for encrypt, decrypt and data keys only', () => {
    const keyId = logicalIdOf(service.data.key);
    for (const { statement } of allStatements) {
      if (!asArray(statement.Action).some((a) => a.startsWith('kms:'))) continue;
      expect(JSON.stringify(statement.Resource)).toContain(keyId);
      expect(
        asArray(statement.Action).every((a) =>
          ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey', 'kms:DescribeKey'].includes(a),
        ),
      ).toBe(true);
    }
  });

  it('only queue workers may receive messages, each from its own queue', () => {
    const receivers = allStatements.filter(({ statement }) => asArray(statement.Action).includes('sqs:ReceiveMessage'));
    expect(receivers).toHaveLength(workers.length);
    for (const worker of workers) {
      const fn = service.workers.workerFunctions.get(worker.name)!;
      const receive = statementsOfFunctionRole(templates.workers!, logicalIdOf(fn)).filter((s) =>
        asArray(s.Action).includes('sqs:ReceiveMessage'),
      );
      expect(receive).toHaveLength(1);
      expect(JSON.stringify(receive[0]!.Resource)).toContain(logicalIdOf(service.data.queues.get(worker.queue)!));
    }
  });
});
