// The merchant's operations on an order of the REST-style simulators: `POST <resource>/:id/cancel`
// ends an order not yet paid or refused (it can no longer be paid), `POST <resource>/:id/refund`
// gives a paid order's money back in full; any other order is refused with 409 and its state, as
// the (assumed) protocols say in their mapping.ts.
import type { SimOrder, SimRefund, SimulatorHost } from './protocol.js';
import { json, parseJsonBody, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

export interface MerchantCancel {
  /** The order's resource, e.g. `/v1/checkout/sessions/:id`; the order id is `:id`. */
  path: string;
  authenticated(request: SimRequest): boolean;
  unauthorized(): SimResponse;
  notFound(): SimResponse;
  /** The provider's answer about the order once it is ended, or refused (its status body). */
  statusBody(order: SimOrder): Record<string, unknown>;
  /** The provider's refunds (assumed shape, shared/connectors/assumed/template.ts); absent when it has none. */
  refunds?: { partial: boolean; invalid(message: string): SimResponse };
}

const refundView = (refund: SimRefund) => ({
  refundId: refund.id,
  reference: refund.merchantRef,
  amount: refund.amount,
  status: refund.state === 'succeeded' ? 'SUCCEEDED' : refund.state === 'pending' ? 'PENDING' : 'FAILED',
  ...(refund.state === 'declined' ? { failureReason: 'DECLINED' } : {}),
  createdAt: refund.createdAt,
});

/**
 * `<path>/refunds` (create, by amount, with the merchant's reference: a second refund with one
 * reference answers the first) and `<path>/refunds/:refundId` (read, by id or reference).
 */
function refundRoutes(sim: SimulatorHost, resource: MerchantCancel, refunds: NonNullable<MerchantCancel['refunds']>): SimRoute[] {
  return [
    {
      method: 'POST',
      path: `${resource.path}/refunds`,
      handle: async (request) => {
        if (!resource.authenticated(request)) return resource.unauthorized();
        const order = sim.findOrder(request.params.id ?? '');
        if (!order) return resource.notFound();
        const body = (parseJsonBody(request) ?? {}) as { amount?: unknown; reference?: unknown };
        if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) return refunds.invalid('amount must be a positive integer (millimes)');
        const reference = typeof body.reference === 'string' ? body.reference : null;
        const existing = reference ? sim.findRefund(order, reference) : undefined;
        if (existing) return json(200, refundView(existing));
        const answer = await sim.refund(order, body.amount, reference, { partial: refunds.partial });
        if (answer.kind === 'refused') {
          if (answer.why === 'partial_not_allowed') return refunds.invalid('only the whole amount can be refunded');
          return json(409, resource.statusBody(order));
        }
        return json(201, refundView(answer.refund));
      },
    },
    {
      method: 'GET',
      path: `${resource.path}/refunds/:refundId`,
      handle: (request) => {
        if (!resource.authenticated(request)) return resource.unauthorized();
        const order = sim.findOrder(request.params.id ?? '');
        const refund = order && sim.findRefund(order, request.params.refundId ?? '');
        if (!refund) return resource.notFound();
        return json(200, refundView(refund));
      },
    },
  ];
}

/** `<path>/cancel` and `<path>/refund`. */
export function merchantActionRoutes(sim: SimulatorHost, resource: MerchantCancel): SimRoute[] {
  const route = (action: 'cancel' | 'refund'): SimRoute => ({
    method: 'POST',
    path: `${resource.path}/${action}`,
    handle: async (request) => {
      if (!resource.authenticated(request)) return resource.unauthorized();
      const order = sim.findOrder(request.params.id ?? '');
      if (!order) return resource.notFound();
      // The order's status fault (`status_5xx`, `status_slow`) is its API's: a cancel meets it too.
      if (action === 'cancel') await sim.beginStatus(order);
      const done = action === 'cancel' ? sim.endByMerchant(order) === 'ended' : sim.refundByMerchant(order) === 'refunded';
      return json(done ? 200 : 409, resource.statusBody(order));
    },
  });
  return [route('cancel'), route('refund'), ...(resource.refunds ? refundRoutes(sim, resource, resource.refunds) : [])];
}
