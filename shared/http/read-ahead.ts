// Reads that start beside the request's authentication (`readAheadAction`): a key request's
// action whose work starts with one read spends its key's batch and that read one after the other,
// though the read rarely depends on the batch's answer. From the access the key had at its last request
// in this container (`anticipatedAccess`: no read), the action plans and starts its read while the
// batch is read; once the request is authenticated, it plans again from the access it was given and
// uses the read started ahead only when both plans are the same read. Its answer is then the answer
// of a read made after authentication. A refused request stops the read ahead and answers its
// refusal once that read has ended (nothing of an invocation outlives it); nothing of it is seen.
import { isDeepStrictEqual } from 'node:util';
import { abandonInvocationWork } from '../log/invocation.js';
import { accessOf, anticipatedAccess, type OrganisationAccess } from './guard.js';
import type { Action, HttpRequest, HttpResult } from './types.js';

export interface ReadAheadSteps<Plan, Result> {
  /** What to read, from the request and an access (it may refuse by throwing, as an action does). */
  plan: (request: HttpRequest, access: OrganisationAccess) => Plan;
  /** Reads only: it may run before the request is authenticated. Any change belongs in `answer`. */
  read: (plan: Plan) => Promise<Result>;
  /** The answer, from the read and the access the request was given: what it may see, and any change it makes. */
  answer: (result: Result, access: OrganisationAccess) => HttpResult | Promise<HttpResult>;
}

/**
 * An action that may start its read before the request is authenticated (`guardReadingAhead`). A
 * wrapper of such an action (idempotency, say) reads ahead only if it passes `readAhead` on.
 */
export interface ReadAheadAction extends Action {
  /** Starts the read if the key is known: settles when the read has ended, never fails; undefined when none started. */
  readAhead: (request: HttpRequest) => Promise<void> | undefined;
}

const readsAhead = new WeakMap<HttpRequest, { plan: unknown; result: Promise<unknown> }>();
const ended = (read: Promise<unknown>): Promise<void> => read.then(() => undefined, () => undefined);

export function readAheadAction<Plan, Result>(steps: ReadAheadSteps<Plan, Result>): ReadAheadAction {
  const action: Action = async (request) => {
    const ahead = readsAhead.get(request);
    readsAhead.delete(request);
    let used = false;
    try {
      const access = accessOf(request);
      const plan = steps.plan(request, access);
      used = ahead !== undefined && isDeepStrictEqual(ahead.plan, plan);
      return steps.answer(used ? ((await ahead!.result) as Result) : await steps.read(plan), access);
    } finally {
      // Planned otherwise (the key's access changed since its last request), or refused: the read ahead
      // still ends within this request.
      if (ahead && !used) await ended(ahead.result);
    }
  };
  return Object.assign(action, {
    readAhead(request: HttpRequest): Promise<void> | undefined {
      let started: { plan: Plan; result: Promise<Result> };
      try {
        const access = anticipatedAccess(request);
        if (!access) return undefined;
        const plan = steps.plan(request, access);
        started = { plan, result: steps.read(plan) };
      } catch {
        return undefined; // A refusal is the action's to answer, after authentication.
      }
      readsAhead.set(request, started);
      return ended(started.result);
    },
  });
}

/**
 * The route's guard, with the action's read started beside it when the action reads ahead. A refused
 * request stops that read (the invocation's storage calls in flight are aborted: it has nothing left to
 * do) and answers its refusal once the read has ended, so that nothing of an invocation outlives it (a
 * Lambda function is frozen between invocations) and a slow read never holds a refusal.
 */
export async function guardReadingAhead(guard: (request: HttpRequest) => Promise<void>, action: Action, request: HttpRequest): Promise<void> {
  const ahead = typeof (action as Partial<ReadAheadAction>).readAhead === 'function' ? (action as ReadAheadAction).readAhead(request) : undefined;
  try {
    await guard(request);
  } catch (error) {
    if (ahead) {
      abandonInvocationWork('The request was refused: its read ahead is not needed.');
      await ahead;
    }
    throw error;
  }
}
