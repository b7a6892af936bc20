// The stateful half of the service: table, key, files bucket, queues and their DLQ alarms.
// Kept apart from the functions so that redeploying or replacing code never touches data.
import { AccessLogsBucket } from '../constructs/access-logs-bucket.js';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { queues as queueSpecs } from '../../../functions/manifest.js';
import type { QueueName } from '../../../shared/config/resource-use.js';
import { TABLE_DEFINITION } from '../../../shared/store/table-definition.js';
import { filesBucketName, type StageConfig } from '../config/stages.js';
import { pascalCase, type ServiceResources } from '../constructs/service-function.js';

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

export class DataStack extends Stack implements ServiceResources {
  /** Application key: envelope encryption of secrets, and the table's encryption at rest. */
  readonly key: kms.Key;
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  /**
   * The files bucket by its literal name and ARN, for the functions: no cross-stack token,
   * so their policies name the bucket exactly (see filesBucketName).
   */
  readonly bucket: s3.IBucket;
  readonly queues: ReadonlyMap<QueueName, sqs.Queue>;
  readonly deadLetterQueues: ReadonlyMap<QueueName, sqs.Queue>;
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.statefulRemovalPolicy;

    this.key = new kms.Key(this, 'DataKey', {
      description: `Payments ${stage.name}: envelope encryption of secrets and the table at rest`,
      alias: `alias/payments-${stage.name}-data`,
      enableKeyRotation: true,
      removalPolicy,
    });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_DEFINITION.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_DEFINITION.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.table.pointInTimeRecovery },
      deletionProtection: stage.table.deletionProtection,
      timeToLiveAttribute: TABLE_DEFINITION.ttlAttribute,
      removalPolicy,
    });
    for (const index of TABLE_DEFINITION.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const accessLogs = new AccessLogsBucket(this, 'AccessLogsBucket', { logsOf: 'files bucket', removalPolicy });

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      bucketName: filesBucketName(stage),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // SSE-S3 rather than the application key: pre-signed GET URLs then work without giving
      // every URL holder's signer kms:Decrypt, and reads cost no KMS request.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'files-bucket/',
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Payment exports (issue 29) are kept 24 hours, their job items as long (TTL): no older version stays either.
        { prefix: 'exports/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy,
    });
    this.bucket = s3.Bucket.fromBucketAttributes(this, 'FilesBucketByName', {
      bucketName: filesBucketName(stage),
      bucketArn: this.formatArn({ service: 's3', region: '', account: '', resource: filesBucketName(stage) }),
    });

    this.alarmTopic = this.createAlarmTopic(stage);

    const queues = new Map<QueueName, sqs.Queue>();
    const deadLetterQueues = new Map<QueueName, sqs.Queue>();
    for (const spec of queueSpecs) {
      const id = pascalCase(spec.name);
      const dlq = new sqs.Queue(this, `${id}DeadLetterQueue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy,
      });
      const queue = new sqs.Queue(this, `${id}Queue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(spec.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: spec.maxReceiveCount },
        removalPolicy,
      });
      // A message in a DLQ is work that failed for good (a lost email, an undelivered webhook):
      // someone has to look at it, so one message is enough to alarm.
      const alarm = new cloudwatch.Alarm(this, `${id}DeadLetterAlarm`, {
        alarmDescription: `Messages of the ${spec.name} queue failed ${spec.maxReceiveCount} times and wait in its DLQ`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.alarmTopic));
      alarm.addOkAction(new SnsAction(this.alarmTopic));
      queues.set(spec.name, queue);
      deadLetterQueues.set(spec.name, dlq);
      new CfnOutput(this, `${id}QueueUrl`, { value: queue.queueUrl, description: `${spec.name} queue URL` });
    }
    this.queues = queues;
    this.deadLetterQueues = deadLetterQueues;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
    new CfnOutput(this, 'DataKeyArn', { value: this.key.keyArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }

  /**
   * The topic alarms publish to, encrypted with its own key: CloudWatch cannot use the
   * AWS-managed SNS key, and the application key should not trust another service.
   */
  private createAlarmTopic(stage: StageConfig): sns.Topic {
    const topicKey = new kms.Key(this, 'AlarmTopicKey', {
      description: `Payments ${stage.name}: encrypts the alarm topic`,
      alias: `alias/payments-${stage.name}-alarms`,
      enableKeyRotation: true,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    topicKey.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudWatchAlarmsToPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `Payments ${stage.name} alarms`,
      masterKey: topicKey,
      enforceSSL: true,
    });
    if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
    return topic;
  }
}
