/**
 * Local stand-ins for the AWS services the payment service uses, each on a free loopback port:
 * DynamoDB Local (java child), fauxqs (SQS, in-process), s3rver (S3, in-process), local KMS (in-process).
 */
import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb.js';
import { startKmsServer } from './kms-server.js';
import { startLocalS3 } from './s3.js';
import { startLocalSqs } from './sqs.js';

export { freePort } from './free-port.js';
export { startKmsServer, type KmsServer, type KmsServerOptions } from './kms-server.js';

/**
 * Fixed fake credentials: DynamoDB Local names its files after them (without sharedDb), s3rver checks
 * signatures with them. Not frozen on purpose: SDK v3 clients write `$source` onto the credentials
 * object they are given and fail ("Cannot set properties of undefined (setting 'CREDENTIALS_CODE')")
 * with a frozen one. Pass a copy (`{ ...LOCAL_AWS_CREDENTIALS }`) to each client.
 */
export const LOCAL_AWS_CREDENTIALS: { readonly accessKeyId: string; readonly secretAccessKey: string } = {
  accessKeyId: 'local',
  secretAccessKey: 'local',
};
export const LOCAL_AWS_REGION = 'eu-west-3';

export interface StandInsOptions {
  /** Root for persistent data (<dataDir>/dynamodb, <dataDir>/s3, <dataDir>/kms). Memory / temp dirs when absent. */
  dataDir?: string;
  /** S3 buckets to create at start (idempotent). */
  buckets: string[];
}

export interface StandIns {
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  s3Endpoint: string;
  kmsEndpoint: string;
  kmsKeyId: string;
  /** pid of the DynamoDB Local java process. */
  dynamodbPid: number;
  stop(): Promise<void>;
}

export async function startStandIns(opts: StandInsOptions): Promise<StandIns> {
  const { dataDir } = opts;
  const started = await Promise.allSettled([
    startDynamoDbLocal({
      dbPath: dataDir === undefined ? undefined : join(dataDir, 'dynamodb'),
      credentials: LOCAL_AWS_CREDENTIALS,
      region: LOCAL_AWS_REGION,
    }),
    startLocalSqs({ region: LOCAL_AWS_REGION }),
    startLocalS3({
      directory: dataDir === undefined ? undefined : join(dataDir, 's3'),
      buckets: opts.buckets,
      credentials: LOCAL_AWS_CREDENTIALS,
    }),
    startKmsServer({ dataDir: dataDir === undefined ? undefined : join(dataDir, 'kms'), region: LOCAL_AWS_REGION }),
  ] as const);

  const [dynamo, sqs, s3, kms] = started;
  const stoppers = started.flatMap((r) => (r.status === 'fulfilled' ? [() => r.value.stop()] : []));
  const stopAll = async () => {
    const results = await Promise.allSettled(stoppers.map((stop) => stop()));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failed.length > 0) throw new AggregateError(failed, 'stopping the local stand-ins failed');
  };

  if (dynamo.status === 'rejected' || sqs.status === 'rejected' || s3.status === 'rejected' || kms.status === 'rejected') {
    await stopAll().catch(() => undefined);
    const names = ['DynamoDB Local', 'SQS (fauxqs)', 'S3 (s3rver)', 'KMS'];
    const errors = started.flatMap((r, i) => (r.status === 'rejected' ? [[names[i], r.reason] as const] : []));
    throw new AggregateError(
      errors.map(([, e]) => e),
      `local stand-ins failed to start: ${errors.map(([n, e]) => `${n}: ${e instanceof Error ? e.message : String(e)}`).join('; ')}`,
    );
  }

  let stopped: Promise<void> | undefined;
  return {
    dynamodbEndpoint: dynamo.value.endpoint,
    sqsEndpoint: sqs.value.endpoint,
    s3Endpoint: s3.value.endpoint,
    kmsEndpoint: kms.value.endpoint,
    kmsKeyId: kms.value.keyId,
    dynamodbPid: dynamo.value.pid,
    stop() {
      stopped ??= stopAll();
      return stopped;
    },
  };
}
