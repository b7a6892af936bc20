import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { queues } from '../../functions/manifest.js';
import { TABLE_DEFINITION } from '../../shared/store/table-definition.js';
import { filesBucketName } from '../../lib/infra/config/stages.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const sandbox = sharedServiceApp('sandbox');
const production = sharedServiceApp('production');

describe.each([
  ['sandbox', sandbox],
  ['production', production],
] as const)('data stack (%s)', (_, service) => {
  const template = service.templates.data;

  it('has the single table of TABLE_DEFINITION: on demand, PITR, KMS encryption, TTL, three GSIs', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const attributes = new Set<string>([TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey]);
    for (const index of TABLE_DEFINITION.indexes) attributes.add(index.partitionKey).add(index.sortKey);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(
        [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: {
        SSEEnabled: true,
        SSEType: 'KMS',
        KMSMasterKeyId: { 'Fn::GetAtt': [logicalIdOf(service.data.key), 'Arn'] },
      },
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: TABLE_DEFINITION.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('rotates every KMS key', () => {
    const keys = Object.values(resourcesOf(template, 'AWS::KMS::Key'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.Properties?.EnableKeyRotation).toBe(true);
    template.hasResourceProperties('AWS::KMS::Alias', { AliasName: `alias/payments-${service.stage.name}-data` });
  });

  it('keeps the files bucket private, encrypted, versioned, logged and TLS-only', () => {
    const filesId = logicalIdOf(service.data.filesBucket);
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: filesBucketName(service.stage),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
    for (const [id, bucket] of Object.entries(resourcesOf(template, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toBeDefined();
      expect(bucket.Properties?.BucketEncryption, id).toBeDefined();
    }
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: filesId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it.each(queues.map((q) => [q.name, q] as const))('queue %s redrives to its own DLQ, which alarms', (name, spec) => {
    const queue = service.data.queues.get(name)!;
    const dlq = service.data.deadLetterQueues.get(name)!;
    const queueProps = resourcesOf(template, 'AWS::SQS::Queue')[logicalIdOf(queue)]!.Properties!;
    expect(queueProps.VisibilityTimeout).toBe(spec.visibilityTimeoutSeconds);
    expect(queueProps.SqsManagedSseEnabled).toBe(true);
    expect(queueProps.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(dlq), 'Arn'] },
      maxReceiveCount: spec.maxReceiveCount,
    });
    const dlqProps = resourcesOf(template, 'AWS::SQS::Queue')[logicalIdOf(dlq)]!.Properties!;
    expect(dlqProps.SqsManagedSseEnabled).toBe(true);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(dlq), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: logicalIdOf(service.data.alarmTopic) }],
    });
    for (const q of [queue, dlq]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalIdOf(q) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('has one queue and one DLQ per manifest queue, and one alarm per DLQ', () => {
    template.resourceCountIs('AWS::SQS::Queue', queues.length * 2);
    template.resourceCountIs('AWS::CloudWatch::Alarm', queues.length);
  });

  it('publishes alarms to an encrypted, TLS-only topic', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('outputs the table, bucket and queue URLs', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining(['TableName', 'FilesBucketName']));
    expect(outputs.filter((o) => o.endsWith('QueueUrl'))).toHaveLength(queues.length);
  });
});

describe('stage differences', () => {
  const statefulTypes = ['AWS::DynamoDB::Table', 'AWS::KMS::Key', 'AWS::S3::Bucket', 'AWS::SQS::Queue'];

  it('production: deletion protection on, stateful resources retained, stack termination protected', () => {
    production.templates.data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    for (const type of statefulTypes) {
      const resources = production.templates.data.findResources(type);
      for (const [id, resource] of Object.entries(resources)) {
        expect((resource as { DeletionPolicy?: string }).DeletionPolicy, id).toBe('Retain');
        expect((resource as { UpdateReplacePolicy?: string }).UpdateReplacePolicy, id).toBe('Retain');
      }
    }
    expect(production.data.terminationProtection).toBe(true);
  });

  it('sandbox: deletion protection off (PITR stays on), resources can be torn down', () => {
    sandbox.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      DeletionProtectionEnabled: false,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const table = Object.values(sandbox.templates.data.findResources('AWS::DynamoDB::Table'))[0] as {
      DeletionPolicy?: string;
    };
    expect(table.DeletionPolicy).toBe('Delete');
    expect(sandbox.data.terminationProtection).toBe(false);
  });
});
