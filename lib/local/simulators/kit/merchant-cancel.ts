// The merchant's operations on an order of the REST-style simulators: `POST <resource>/:id/cancel`
// ends an order not yet paid or refused (it can no longer be paid; any other order is refused with
// 409 and its state), and the refunds by amount of a paid order, as the (assumed) protocols say in
// their mapping.ts.
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

/** `<path>/cancel`, and the refunds when the provider has them. */
export function merchantActionRoutes(sim: SimulatorHost, resource: MerchantCancel): SimRoute[] {
  /** A route on one order of the merchant's: the credentials first, then the order (not found without it). */
  const onOrder = (
    method: SimRoute['method'],
    path: string,
    act: (order: SimOrder, request: SimRequest) => Promise<SimResponse> | SimResponse,
  ): SimRoute => ({
    method,
    path: `${resource.path}${path}`,
    handle: async (request) => {
      if (!resource.authenticated(request)) return resource.unauthorized();
      const order = sim.findOrder(request.params.id ?? '');
      if (!order) return resource.notFound();
      return act(order, request);
    },
  });
  const cancel = onOrder('POST', '/cancel', async (order) => {
    // The order's status fault (`status_5xx`, `status_slow`) is its API's: a cancel meets it too.
    await sim.beginStatus(order);
    return json(sim.endByMerchant(order) === 'ended' ? 200 : 409, resource.statusBody(order));
  });
  const { refunds } = resource;
  if (!refunds) return [cancel];
  return [
    cancel,
    // Created by amount, with the merchant's reference: a second refund with one reference answers the first.
    onOrder('POST', '/refunds', async (order, request) => {
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
    }),
    // Read again by its id or the merchant's reference.
    onOrder('GET', '/refunds/:refundId', (order, request) => {
      const refund = sim.findRefund(order, request.params.refundId ?? '');
      return refund ? json(200, refundView(refund)) : resource.notFound();
    }),
  ];
}
