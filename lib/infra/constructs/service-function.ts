// Every Lambda function of the service: a NodejsFunction with the house defaults baked in,
// and bindUses, which grants what the function's manifest declares AND sets the environment
// variable that names each resource in one call, so a function can never know a resource it may
// not use (or the reverse). Local mode enforces the same declarations (lib/local/resource-guard.ts).
import { BUNDLE_EXTERNAL_MODULES } from './bundle-externals.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { queues as queueSpecs, type QueueSpec } from '../../../functions/manifest.js';
import { TABLE_ACTIONS, type BucketUse, type KeyUse, type QueueName, type ResourceUse, type TableUse } from '../../../shared/config/resource-use.js';
import { TABLE_DEFINITION } from '../../../shared/store/table-definition.js';
import type { StageConfig } from '../config/stages.js';

/** The repository root: entries, the lock file and esbuild are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_MEMORY_MB = 256;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** `outbox-relay` → `OutboxRelay`, for construct ids. */
export const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The stateful resources every function of the service works with. */
export interface ServiceResources {
  readonly table: ITable;
  readonly key: IKey;
  readonly bucket: IBucket;
  readonly queues: ReadonlyMap<QueueName, IQueue>;
}

export interface ServiceFunctionProps {
  readonly stage: StageConfig;
  /** Entry file relative to the repository root, e.g. `functions/http/health/handler.ts`. */
  readonly entry: string;
  readonly description?: string;
  /** @default 256 */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
}

const KEY_ACTIONS: Record<KeyUse, string> = { decrypt: 'kms:Decrypt', generateDataKey: 'kms:GenerateDataKey' };
const OBJECT_ACTIONS: Record<BucketUse, string> = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' };

/** The Powertools version the code is built with (package.json pins it exactly). */
const POWERTOOLS_VERSION = (
  JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { dependencies: Record<string, string> }
).dependencies['@aws-lambda-powertools/tracer']!;

/**
 * AWS's Powertools layer of that version, one per stack: it carries the Tracer and the X-Ray SDK,
 * which the bundles leave out (bundle-externals.ts). Its ARN is read at deploy time from the SSM
 * parameter AWS publishes in every region, so synth needs no account and no network.
 */
function powertoolsLayer(scope: Construct): lambda.ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  return (
    (stack.node.tryFindChild(id) as lambda.ILayerVersion | undefined) ??
    lambda.LayerVersion.fromLayerVersionArn(
      stack,
      id,
      StringParameter.valueForStringParameter(stack, `/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`),
    )
  );
}

export class ServiceFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const { stage } = props;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: stage.logRetention,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry} (${stage.name})`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: `${REPO_ROOT}${props.entry}`,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}package-lock.json`,
      description: props.description ?? props.entry,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(DEFAULT_TIMEOUT_SECONDS),
      tracing: lambda.Tracing.ACTIVE,
      layers: [powertoolsLayer(scope)],
      role,
      logGroup,
      environment: {
        STAGE: stage.name,
        SERVICE_VERSION: stage.serviceVersion,
        NODE_OPTIONS: '--enable-source-maps',
        PUBLIC_API_URL: stage.publicApiUrl,
        CHECKOUT_URL: stage.checkoutUrl,
        // Where invitation and password-reset emails lead (lib/infra/stacks/dashboard-stack.ts).
        DASHBOARD_URL: `${stage.dashboardUrl}/dashboard`,
        ALLOW_LOOPBACK_OUTBOUND: String(stage.allowLoopbackOutbound),
        POWERTOOLS_SERVICE_NAME: 'payments',
      },
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: 'node22',
        // The DynamoDB client, which every request uses, is bundled (one minified file loads
        // far faster than the runtime's SDK from its node_modules); the clients loaded only on
        // first use, and credential providers Lambda never needs, come from the nodejs22.x
        // runtime (docs/benchmarks.md has the figures).
        externalModules: [...BUNDLE_EXTERNAL_MODULES],
        mainFields: ['module', 'main'],
        // Some CommonJS dependencies call require(); an ESM bundle has none unless we define it.
        banner: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
      },
    });

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions (Resource "*" is required by AWS).',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x on purpose (not nodejs24.x): dependencies are pinned to versions that run on both the local Node 20 tooling and Node 22; moving to a newer runtime is a deliberate, tested upgrade, not a lint fix.',
    });
  }

  /**
   * Grants exactly what a manifest declares (shared/config/resource-use.ts), and sets the
   * environment variable of each resource granted, and of no other.
   */
  bindUses(uses: ResourceUse, resources: ServiceResources, emailFrom: string): this {
    if (uses.table?.length) this.bindTable(resources.table, uses.table, uses.partitions);
    if (uses.key?.length) this.bindKey(resources.key, uses.key);
    if (uses.bucket?.length) this.bindBucket(resources.bucket, uses.bucket);
    for (const name of uses.queues ?? []) {
      const spec = queueSpecs.find((q) => q.name === name);
      const queue = resources.queues.get(name);
      if (!spec || !queue) throw new Error(`No queue ${name}`);
      this.bindQueue(spec, queue);
    }
    if (uses.email) this.bindEmail(emailFrom);
    return this;
  }

  /**
   * Items of the table (and its indexes, unless narrowed to partitions), with the actions of the
   * declared uses only (TABLE_ACTIONS: a function that deletes nothing gets no DeleteItem); sets TABLE_NAME.
   */
  private bindTable(table: ITable, uses: readonly TableUse[], partitions?: readonly string[]): this {
    const indexes = TABLE_DEFINITION.indexes.map((index) => `${table.tableArn}/index/${index.name}`);
    const describeOnly = uses.every((use) => use === 'describe');
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...new Set(uses.flatMap((use) => TABLE_ACTIONS[use]))].map((action) => `dynamodb:${action}`),
        // Each index by name rather than `index/*`: the grant covers exactly what TABLE_DEFINITION declares.
        // A function narrowed to partitions gets no index: IAM would check an index query's
        // leading key against the index's partition key, which the prefixes do not describe.
        resources: describeOnly || partitions ? [table.tableArn] : [table.tableArn, ...indexes],
        ...(partitions && !describeOnly
          ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map((p) => `${p}*`) } } }
          : {}),
      }),
    );
    if (table.encryptionKey && !describeOnly) {
      // A customer-managed table key is only usable through DynamoDB, never directly.
      const keyActions = uses.some((use) => use === 'write' || use === 'batchWrite')
        ? ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey']
        : ['kms:Decrypt', 'kms:DescribeKey'];
      this.addToRolePolicy(
        new iam.PolicyStatement({
          actions: keyActions,
          resources: [table.encryptionKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${Stack.of(this).region}.amazonaws.com` } },
        }),
      );
    }
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Envelope encryption with the application key; sets KMS_KEY_ID (the key ARN). */
  private bindKey(key: IKey, uses: readonly KeyUse[]): this {
    this.addToRolePolicy(new iam.PolicyStatement({ actions: uses.map((use) => KEY_ACTIONS[use]), resources: [key.keyArn] }));
    this.addEnvironment('KMS_KEY_ID', key.keyArn);
    return this;
  }

  /** Objects of the files bucket; sets FILES_BUCKET. */
  private bindBucket(bucket: IBucket, uses: readonly BucketUse[]): this {
    const objects = bucket.arnForObjects('*');
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: uses.map((use) => OBJECT_ACTIONS[use]), resources: [objects] }),
    );
    // A literal ARN (see filesBucketName) lets the acknowledgement name this bucket exactly;
    // a bucket known only by a token stays reported, so that nobody waves through a wildcard unseen.
    if (!Token.isUnresolved(objects)) {
      Validations.of(this.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${objects}]`,
        reason:
          'Object keys are generated at run time (per organisation and file), so object-level actions name every object of this one bucket; no other bucket is reachable.',
      });
    }
    if (uses.includes('read')) {
      // Without ListBucket a missing object answers 403 instead of NoSuchKey, which getObject() relies on.
      this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    }
    if (bucket.encryptionKey) {
      const keyActions = [
        ...(uses.includes('read') ? ['kms:Decrypt'] : []),
        ...(uses.includes('write') ? ['kms:GenerateDataKey'] : []),
      ];
      if (keyActions.length) {
        this.addToRolePolicy(new iam.PolicyStatement({ actions: keyActions, resources: [bucket.encryptionKey.keyArn] }));
      }
    }
    this.addEnvironment('FILES_BUCKET', bucket.bucketName);
    return this;
  }

  /** Send messages to a queue of the manifest; sets the queue's URL variable (spec.urlEnv). */
  private bindQueue(spec: QueueSpec, queue: IQueue): this {
    queue.grantSendMessages(this);
    this.addEnvironment(spec.urlEnv, queue.queueUrl);
    return this;
  }

  /**
   * Send email through SES as `emailFrom`; sets EMAIL_FROM and EMAIL_TRANSPORT. The grant names
   * the sender's address and domain identities, whichever of the two is verified in SES.
   */
  private bindEmail(emailFrom: string): this {
    const address = /<([^>]+)>/.exec(emailFrom)?.[1] ?? emailFrom.trim();
    const domain = address.split('@')[1];
    if (!domain) throw new Error(`emailFrom has no address: ${emailFrom}`);
    const identity = (name: string) =>
      Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(address), identity(domain)] }),
    );
    this.addEnvironment('EMAIL_FROM', emailFrom);
    this.addEnvironment('EMAIL_TRANSPORT', 'ses');
    return this;
  }
}
