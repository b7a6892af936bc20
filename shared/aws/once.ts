import { keptPerContainer } from '../config/container.js';

/** A lazily created value: SDK clients are built on first use, from the parsed environment. */
export const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  keptPerContainer(() => {
    value = undefined;
  });
  return () => (value ??= make());
};

/**
 * The AWS SDK packages a function loads only when it first needs them (everything but
 * DynamoDB, which every request uses). They stay out of the bundles and come from the
 * Lambda runtime, so a cold start pays only for what its first request does.
 */
export const LAZY_SDK_MODULES = [
  '@aws-sdk/client-kms',
  '@aws-sdk/client-sqs',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/s3-request-presigner',
] as const;
