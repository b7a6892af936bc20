// X-Ray tracing through Powertools for AWS Lambda's Tracer, on AWS only: the AWS SDK clients and
// every outgoing HTTP request (providers through fetch, webhooks through node:http) become
// subsegments of the invocation's trace. The tracer and the X-Ray SDK come from the Powertools
// layer (lib/constructs/service-function.ts), loaded at the first invocation, so they weigh
// nothing in the bundles, in local mode or in the tests, where nothing is traced.
import type { Tracer } from '@aws-lambda-powertools/tracer';

let tracer: Tracer | undefined;
let ready: Promise<void> | undefined;

const tracingWanted = () =>
  Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME && process.env._X_AMZN_TRACE_ID) &&
  process.env.POWERTOOLS_TRACE_ENABLED !== 'false';

/** Loads the tracer once, before the invocation's first call: awaited by every handler wrapper. */
export function tracingReady(): Promise<void> {
  if (!tracingWanted()) return Promise.resolve();
  return (ready ??= import('@aws-lambda-powertools/tracer').then(({ Tracer: LoadedTracer }) => {
    tracer = new LoadedTracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'payments' });
  }));
}

/** The client, traced when tracing is on (each call a subsegment), or unchanged. */
export function traced<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/** Marks the invocation's trace with the cold start and the service, for the X-Ray console's filters. */
export function annotateInvocation(): void {
  if (!tracer) return;
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
}
