// Reads that start beside the request's authentication (`readAheadAction`): a key request's
// action whose work starts with one read spends its key's batch and that read one after the other,
// though the read rarely depends on the batch's answer. From the access the key had at its last request
// in this container (`anticipatedAccess`: no read), the action plans and starts its read while the
// batch is read; once the request is authenticated, it plans again from the access it was given and
// uses the read started ahead only when both plans are the same read. Its answer is then the answer
// of a read made after authentication. A refused request answers its refusal once the read ahead
// has ended (nothing of an invocation outlives it), and nothing of that read is seen.
import { isDeepStrictEqual } from 'node:util';
import { accessOf, anticipatedAccess, type OrganisationAccess } from './guard.js';
import type { Action, HttpRequest, HttpResult } from './types.js';

export interface ReadAheadSteps<Plan, Result> {
  /** What to read, from the request and an access (it may refuse by throwing, as an action does). */
  plan: (request: HttpRequest, access: OrganisationAccess) => Plan;
  read: (plan: Plan) => Promise<Result>;
  /** The answer, from the read and the access the request was given: what it may see, and any change it makes. */
  answer: (result: Result, access: OrganisationAccess) => HttpResult | Promise<HttpResult>;
}

/** An action that may start its read before the request is authenticated (`guardReadingAhead`). */
export interface ReadAheadAction extends Action {
  /** Starts the read if the key is known; settles when it has ended, and never fails. */
  readAhead: (request: HttpRequest) => Promise<void>;
}

const readsAhead = new WeakMap<HttpRequest, { plan: unknown; result: Promise<unknown> }>();
const ended = (read: Promise<unknown>): Promise<void> => read.then(() => undefined, () => undefined);

export function readAheadAction<Plan, Result>(steps: ReadAheadSteps<Plan, Result>): ReadAheadAction {
  const action: Action = async (request) => {
    const access = accessOf(request);
    const plan = steps.plan(request, access);
    const ahead = readsAhead.get(request);
    readsAhead.delete(request);
    if (ahead && isDeepStrictEqual(ahead.plan, plan)) return steps.answer((await ahead.result) as Result, access);
    // Planned otherwise (the key's access changed since its last request): read again, and let the read
    // ahead end within this request.
    const [result] = await Promise.all([steps.read(plan), ahead && ended(ahead.result)]);
    return steps.answer(result, access);
  };
  return Object.assign(action, {
    async readAhead(request: HttpRequest): Promise<void> {
      const access = anticipatedAccess(request);
      if (!access) return;
      let plan: Plan;
      try {
        plan = steps.plan(request, access);
      } catch {
        return; // A refusal is the action's to answer, after authentication.
      }
      const result = steps.read(plan);
      readsAhead.set(request, { plan, result });
      return ended(result);
    },
  });
}

/**
 * The route's guard, with the action's read started beside it when the action reads ahead. A refused
 * request waits for that read to end before it answers its refusal, so that nothing of an invocation
 * outlives it (a Lambda function is frozen between invocations).
 */
export async function guardReadingAhead(guard: (request: HttpRequest) => Promise<void>, action: Action, request: HttpRequest): Promise<void> {
  const ahead = typeof (action as Partial<ReadAheadAction>).readAhead === 'function' ? (action as ReadAheadAction).readAhead(request) : undefined;
  try {
    await guard(request);
  } catch (error) {
    await ahead;
    throw error;
  }
}
