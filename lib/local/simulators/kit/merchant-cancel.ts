// The merchant's operations on an order of the REST-style simulators: `POST <resource>/:id/cancel`
// ends an order not yet paid or refused (it can no longer be paid), `POST <resource>/:id/refund`
// gives a paid order's money back in full; any other order is refused with 409 and its state, as
// the (assumed) protocols say in their mapping.ts.
import type { SimOrder, SimulatorHost } from './protocol.js';
import { json, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

export interface MerchantCancel {
  /** The order's resource, e.g. `/v1/checkout/sessions/:id`; the order id is `:id`. */
  path: string;
  authenticated(request: SimRequest): boolean;
  unauthorized(): SimResponse;
  notFound(): SimResponse;
  /** The provider's answer about the order once it is ended, or refused (its status body). */
  statusBody(order: SimOrder): Record<string, unknown>;
}

/** `<path>/cancel` and `<path>/refund`. */
export function merchantActionRoutes(sim: SimulatorHost, resource: MerchantCancel): SimRoute[] {
  const route = (action: 'cancel' | 'refund'): SimRoute => ({
    method: 'POST',
    path: `${resource.path}/${action}`,
    handle: (request) => {
      if (!resource.authenticated(request)) return resource.unauthorized();
      const order = sim.findOrder(request.params.id ?? '');
      if (!order) return resource.notFound();
      const done = action === 'cancel' ? sim.endByMerchant(order) === 'ended' : sim.refundByMerchant(order) === 'refunded';
      return json(done ? 200 : 409, resource.statusBody(order));
    },
  });
  return [route('cancel'), route('refund')];
}
