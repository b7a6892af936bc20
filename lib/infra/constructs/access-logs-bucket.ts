// The destination of a stack's access logs: private, TLS-only, SSE-S3 (server access logs
// can only be delivered to SSE-S3 buckets), kept a year.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface AccessLogsBucketProps {
  /** What logs into it, for the record of why it does not log itself. */
  logsOf: string;
  removalPolicy: RemovalPolicy;
  /** CloudFront standard logs are written with an ACL and need BUCKET_OWNER_PREFERRED. */
  objectOwnership?: s3.ObjectOwnership;
}

export class AccessLogsBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: AccessLogsBucketProps) {
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: props.objectOwnership ?? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: `This bucket is the destination of the ${props.logsOf} access logs; logging it into itself would loop and into another bucket would only move the same finding there.`,
    });
  }
}
