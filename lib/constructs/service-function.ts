// Every Lambda function of the service: a NodejsFunction with the house defaults baked in,
// and bind helpers that grant a permission AND set the environment variable that names the
// resource in one call, so a function can never know a resource it may not use (or the reverse).
import { BUNDLE_EXTERNAL_MODULES } from './bundle-externals.js';
import { fileURLToPath } from 'node:url';
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { queues as queueSpecs, type QueueName, type QueueSpec } from '../../functions/manifest.js';
import { TABLE_DEFINITION } from '../../shared/store/table-definition.js';
import type { StageConfig } from '../config/stages.js';

/** The repository root: entries, the lock file and esbuild are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

export type TableAccess = 'read' | 'readWrite';
export type BucketAccess = 'read' | 'readWrite';
export type KeyAccess = 'decrypt' | 'encryptDecrypt';

const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
// No Scan: every access pattern of the single table is a key lookup or a Query (docs/data-model.md).
// ConditionCheckItem is what a TransactWriteItems ConditionCheck needs.
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

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
      role,
      logGroup,
      environment: {
        STAGE: stage.name,
        SERVICE_VERSION: stage.serviceVersion,
        NODE_OPTIONS: '--enable-source-maps',
        PUBLIC_API_URL: stage.publicApiUrl,
        CHECKOUT_URL: stage.checkoutUrl,
        ALLOW_LOOPBACK_OUTBOUND: String(stage.allowLoopbackOutbound),
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

  /** Read (or read and write) items of the table and its indexes; sets TABLE_NAME. */
  bindTable(table: ITable, access: TableAccess = 'readWrite'): this {
    const actions = access === 'readWrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions,
        // Each index by name rather than `index/*`: the grant covers exactly what TABLE_DEFINITION declares.
        resources: [
          table.tableArn,
          ...TABLE_DEFINITION.indexes.map((index) => `${table.tableArn}/index/${index.name}`),
        ],
      }),
    );
    if (table.encryptionKey) {
      // A customer-managed table key is only usable through DynamoDB, never directly.
      const keyActions =
        access === 'readWrite'
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
  bindKey(key: IKey, access: KeyAccess = 'encryptDecrypt'): this {
    const actions =
      access === 'encryptDecrypt' ? ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt'];
    this.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [key.keyArn] }));
    this.addEnvironment('KMS_KEY_ID', key.keyArn);
    return this;
  }

  /** Get (and put) objects of the files bucket; sets FILES_BUCKET. */
  bindBucket(bucket: IBucket, access: BucketAccess = 'readWrite'): this {
    // Delete: a merchant removes a document not yet reviewed.
    const objectActions = access === 'readWrite' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'];
    const objects = bucket.arnForObjects('*');
    this.addToRolePolicy(new iam.PolicyStatement({ actions: objectActions, resources: [objects] }));
    // A literal ARN (see filesBucketName) lets the acknowledgement name this bucket exactly;
    // a bucket known only by a token stays reported, so that nobody waves through a wildcard unseen.
    if (!Token.isUnresolved(objects)) {
      Validations.of(this.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${objects}]`,
        reason:
          'Object keys are generated at run time (per organisation and file), so object-level actions name every object of this one bucket; no other bucket is reachable.',
      });
    }
    // Without ListBucket a missing object answers 403 instead of NoSuchKey, which getObject() relies on.
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    if (bucket.encryptionKey) {
      const keyActions = access === 'readWrite' ? ['kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt'];
      this.addToRolePolicy(new iam.PolicyStatement({ actions: keyActions, resources: [bucket.encryptionKey.keyArn] }));
    }
    this.addEnvironment('FILES_BUCKET', bucket.bucketName);
    return this;
  }

  /** Send messages to a queue of the manifest; sets the queue's URL variable (spec.urlEnv). */
  bindQueue(spec: QueueSpec, queue: IQueue): this {
    queue.grantSendMessages(this);
    this.addEnvironment(spec.urlEnv, queue.queueUrl);
    return this;
  }

  /**
   * Send email through SES as `emailFrom`; sets EMAIL_FROM and EMAIL_TRANSPORT. The grant names
   * the sender's address and domain identities, whichever of the two is verified in SES.
   */
  bindEmail(emailFrom: string): this {
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

  /** Everything a route group or worker of this service uses: table, key, bucket, every queue, email. */
  bindServiceResources(resources: ServiceResources, emailFrom: string): this {
    this.bindTable(resources.table).bindKey(resources.key).bindBucket(resources.bucket).bindEmail(emailFrom);
    for (const spec of queueSpecs) {
      const queue = resources.queues.get(spec.name);
      if (!queue) throw new Error(`No queue for manifest queue ${spec.name}`);
      this.bindQueue(spec, queue);
    }
    return this;
  }
}
