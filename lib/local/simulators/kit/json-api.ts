// The init and status handlers of the JSON REST simulators (the assumed protocols): the same steps
// in the same order for each (scenario and fault first, then credentials, then the body), with the
// provider's own field names, errors and answers given by its module.
import type { NewOrder, SimOrder, SimulatorHost } from './protocol.js';
import { json, parseJsonBody, type SimRequest, type SimResponse } from './sim-http.js';

export type JsonBody = Record<string, unknown>;

/** A string field, or undefined. */
export const stringField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An ISO date field, or undefined when absent or not a date. */
export function dateField(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export interface JsonInit {
  /** The refusal of the request's credentials, or null when they are the sandbox's. */
  authProblem(request: SimRequest): SimResponse | null;
  /** The provider's answer to an invalid request. */
  invalid(message: string): SimResponse;
  /** A further check of the body (after the amount): the problem, or undefined. */
  check?(body: JsonBody): string | undefined;
  newOrder(body: JsonBody, amount: number): NewOrder;
  created(order: SimOrder): SimResponse;
}

export async function jsonInit(sim: SimulatorHost, request: SimRequest, init: JsonInit): Promise<SimResponse> {
  const scenario = await sim.beginInit();
  const refused = init.authProblem(request);
  if (refused) return refused;
  const body = (parseJsonBody(request) ?? {}) as JsonBody;
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
    return init.invalid('amount must be a positive integer (millimes)');
  }
  const problem = init.check?.(body);
  if (problem) return init.invalid(problem);
  return init.created(sim.createOrder(init.newOrder(body, body.amount), scenario));
}

export interface JsonStatus {
  authProblem(request: SimRequest): SimResponse | null;
  /** The route parameter naming the order. */
  idParam: string;
  notFound(): SimResponse;
  body(order: SimOrder): Record<string, unknown>;
}

export async function jsonStatus(sim: SimulatorHost, request: SimRequest, status: JsonStatus): Promise<SimResponse> {
  const refused = status.authProblem(request);
  if (refused) return refused;
  const order = sim.findOrder(request.params[status.idParam] ?? '');
  await sim.beginStatus(order);
  if (!order) return status.notFound();
  return json(200, status.body(order));
}
