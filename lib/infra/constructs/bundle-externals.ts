// What each function's bundle leaves to the nodejs22.x runtime's own AWS SDK.
import { LAZY_SDK_MODULES } from '../../../shared/aws/once.js';

/**
 * Credential providers the SDK imports (dynamically) only when the environment holds no
 * credentials: never in Lambda, whose credentials are environment variables. Bundling them
 * would add about 90 KB to every function for code that never runs.
 */
const CREDENTIAL_PROVIDERS_NEVER_USED_IN_LAMBDA = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
] as const;

/**
 * Powertools' Tracer and the X-Ray SDK under it (about 125 KB): loaded from the Powertools layer
 * at the first invocation of a traced function (shared/log/tracer.ts), never bundled.
 */
export const TRACING_MODULES = ['@aws-lambda-powertools/tracer', 'aws-xray-sdk-core'] as const;

export const BUNDLE_EXTERNAL_MODULES = [...LAZY_SDK_MODULES, ...CREDENTIAL_PROVIDERS_NEVER_USED_IN_LAMBDA, ...TRACING_MODULES];
