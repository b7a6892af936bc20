// AWS SDK clients, created once per container; local mode points them at the stand-ins.
import { KMSClient } from '@aws-sdk/client-kms';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../config/env.js';

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

export const kmsClient = once(() => {
  const { AWS_REGION, KMS_ENDPOINT } = env();
  return new KMSClient({ region: AWS_REGION, ...(KMS_ENDPOINT ? { endpoint: KMS_ENDPOINT } : {}) });
});

export const sqsClient = once(() => {
  const { AWS_REGION, SQS_ENDPOINT } = env();
  return new SQSClient({ region: AWS_REGION, ...(SQS_ENDPOINT ? { endpoint: SQS_ENDPOINT } : {}) });
});

export const s3Client = once(() => {
  const { AWS_REGION, S3_ENDPOINT } = env();
  return new S3Client({
    region: AWS_REGION,
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
  });
});

export const sesClient = once(() => new SESv2Client({ region: env().AWS_REGION }));
