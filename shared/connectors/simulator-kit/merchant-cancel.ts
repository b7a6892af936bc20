// The merchant's cancel operation of the REST-style simulators (`POST <resource>/:id/cancel`):
// an order not yet paid or refused is ended and can no longer be paid; any other is refused
// with 409 and its state, as the (assumed) protocols say in their mapping.ts.
import type { SimulatorEngine } from './engine.js';
import type { SimOrder } from './protocol.js';
import { json, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

export interface MerchantCancel {
  /** e.g. `/v1/checkout/sessions/:id/cancel`; the order id is `:id`. */
  path: string;
  authenticated(request: SimRequest): boolean;
  unauthorized(): SimResponse;
  notFound(): SimResponse;
  /** The provider's answer about the order once it is ended, or refused (its status body). */
  statusBody(order: SimOrder): Record<string, unknown>;
}

export function merchantCancelRoute(sim: SimulatorEngine, cancel: MerchantCancel): SimRoute {
  return {
    method: 'POST',
    path: cancel.path,
    handle: (request) => {
      if (!cancel.authenticated(request)) return cancel.unauthorized();
      const order = sim.findOrder(request.params.id ?? '');
      if (!order) return cancel.notFound();
      const ended = sim.endByMerchant(order);
      return json(ended === 'ended' ? 200 : 409, cancel.statusBody(order));
    },
  };
}
