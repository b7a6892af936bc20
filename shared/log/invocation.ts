// What every Lambda entry point does around its work: tracing ready (on AWS), the trace
// annotated, the invocation's context (function, request ids, cold start) on every log line, and
// the invocation's clock: when Lambda will end it, so that every call it makes fits in its time
// (shared/store/client.ts) and an HTTP handler answers before the end (shared/http/route-group.ts).
//
// The clock travels in AsyncLocalStorage, as the log context does: local mode runs many
// invocations in one process.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';
import { invocationContext, withLogContext, type LogContext } from './logger.js';
import { annotateInvocation, tracingReady } from './tracer.js';

/**
 * The time an HTTP handler keeps to answer before Lambda ends the invocation: past it, the handler
 * answers 503 itself (API Gateway would otherwise answer a bare 500 for the timed-out function).
 */
export const ANSWER_MARGIN_MS = 1_000;

export interface InvocationClock {
  /** When the invocation started (epoch ms). */
  readonly startedAt: number;
  /** When Lambda ends the invocation (epoch ms); undefined when the context does not say. */
  readonly endsAt: number | undefined;
  /** When an HTTP answer must be on its way: ANSWER_MARGIN_MS before `endsAt`. */
  readonly answerBy: number | undefined;
  /** Aborted once the invocation has answered without its work: no call may start after. */
  readonly signal: AbortSignal;
  /** Whether a call that may change something has left (a table write, a relayed change). */
  readonly changeSent: boolean;
}

interface RunningClock extends InvocationClock {
  changeSent: boolean;
  controller: AbortController;
}

const clocks = new AsyncLocalStorage<RunningClock>();

type LambdaContext = Pick<Context, 'functionName' | 'awsRequestId'> & Partial<Pick<Context, 'getRemainingTimeInMillis'>>;

export async function invocation<T>(lambda: LambdaContext | undefined, ctx: LogContext, work: () => Promise<T>): Promise<T> {
  await tracingReady();
  annotateInvocation();
  const startedAt = Date.now();
  const remaining = lambda?.getRemainingTimeInMillis?.();
  const endsAt = typeof remaining === 'number' && Number.isFinite(remaining) && remaining > 0 ? startedAt + remaining : undefined;
  const controller = new AbortController();
  const clock: RunningClock = {
    startedAt,
    endsAt,
    answerBy: endsAt === undefined ? undefined : endsAt - ANSWER_MARGIN_MS,
    signal: controller.signal,
    changeSent: false,
    controller,
  };
  return clocks.run(clock, () => withLogContext({ ...(lambda?.functionName ? invocationContext(lambda) : {}), ...ctx }, work));
}

/** The running invocation's clock; undefined outside an invocation (scripts, tests calling the store). */
export const invocationClock = (): InvocationClock | undefined => clocks.getStore();

/** Notes that a call that may change something has left: a late answer can no longer say "nothing changed". */
export function noteChangeSent(): void {
  const clock = clocks.getStore();
  if (clock) clock.changeSent = true;
}

/** Ends the invocation's work once it has answered without it: every call in flight is aborted, none starts. */
export function abandonInvocationWork(reason: string): void {
  clocks.getStore()?.controller.abort(Object.assign(new Error(reason), { name: 'InvocationAbandoned' }));
}
