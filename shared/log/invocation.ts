// What every Lambda entry point does around its work: tracing ready (on AWS), the trace
// annotated, and the invocation's context (function, request ids, cold start) on every log line.
import type { Context } from 'aws-lambda';
import { invocationContext, withLogContext, type LogContext } from './logger.js';
import { annotateInvocation, tracingReady } from './tracer.js';

export async function invocation<T>(lambda: Pick<Context, 'functionName' | 'awsRequestId'> | undefined, ctx: LogContext, work: () => Promise<T>): Promise<T> {
  await tracingReady();
  annotateInvocation();
  return withLogContext({ ...(lambda?.functionName ? invocationContext(lambda) : {}), ...ctx }, work);
}
