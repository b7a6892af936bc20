// /__sim/: the HTTP face of a simulator's control API, for browser tests and a running local
// stack. Bodies may be JSON or form-encoded; a browser posting a form is sent back to the index.
import type { SimulatorHost } from './protocol.js';
import { renderIndexPage } from './pages.js';
import { isPayerOutcome, isRefundScenario, isScenarioName, PAYER_OUTCOMES, REFUND_SCENARIOS, SCENARIOS } from './scenarios.js';
import { bodyFields, header, html, json, redirect, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

const wantsHtml = (request: SimRequest) => (header(request, 'accept') ?? '').includes('text/html');

/** `POST <path> {scenario}`: the scenario of the next initiation or refund, one of `allowed`. */
function nextScenarioRoute<Scenario extends string>(
  path: string,
  scenarios: { allowed: readonly Scenario[]; accepts: (value: unknown) => value is Scenario },
  setNext: (scenario: Scenario) => void,
  answerField: string,
): SimRoute {
  return {
    method: 'POST',
    path,
    handle: (request) => {
      const { scenario } = bodyFields(request);
      if (!scenarios.accepts(scenario)) return json(400, { error: 'invalid_scenario', allowed: scenarios.allowed });
      setNext(scenario);
      return wantsHtml(request) ? redirect('/__sim/') : json(200, { [answerField]: scenario });
    },
  };
}

export function controlRoutes(sim: SimulatorHost): SimRoute[] {
  const orderOr404 = (request: SimRequest, use: (orderId: string) => Promise<SimResponse> | SimResponse) => {
    const orderId = request.params.id ?? '';
    if (!sim.findOrder(orderId)) return json(404, { error: 'order_not_found', message: `No order ${orderId}` });
    return use(orderId);
  };
  const index = () =>
    html(
      200,
      renderIndexPage({
        protocol: sim.protocol,
        baseUrl: sim.baseUrl,
        orders: sim.listOrders(),
        callbacks: sim.callbacks(),
        nextScenario: sim.pendingScenario(),
      }),
    );

  return [
    { method: 'GET', path: '/__sim', handle: index },
    { method: 'GET', path: '/__sim/', handle: index },
    { method: 'GET', path: '/__sim/orders', handle: () => json(200, { items: sim.listOrders() }) },
    {
      method: 'GET',
      path: '/__sim/orders/:id',
      handle: (request) => orderOr404(request, (orderId) => json(200, sim.view(sim.requireOrder(orderId)))),
    },
    nextScenarioRoute('/__sim/scenario', { allowed: SCENARIOS, accepts: isScenarioName }, (scenario) => sim.setNextScenario(scenario), 'nextScenario'),
    {
      method: 'POST',
      path: '/__sim/orders/:id/scenario',
      handle: (request) =>
        orderOr404(request, (orderId) => {
          const { scenario } = bodyFields(request);
          if (!isScenarioName(scenario)) return json(400, { error: 'invalid_scenario', allowed: SCENARIOS });
          return json(200, sim.view(sim.setScenario(orderId, scenario)));
        }),
    },
    {
      method: 'POST',
      path: '/__sim/orders/:id/complete',
      handle: (request) =>
        orderOr404(request, async (orderId) => {
          // No outcome: the order's scenario decides.
          const outcome = bodyFields(request).outcome || undefined;
          if (outcome !== undefined && !isPayerOutcome(outcome)) {
            return json(400, { error: 'invalid_outcome', allowed: PAYER_OUTCOMES });
          }
          if (sim.findOrder(orderId)?.state === 'canceled') {
            return json(409, { error: 'order_ended_by_merchant', message: 'The merchant ended this order: it can no longer be paid.' });
          }
          const completion = await sim.complete(orderId, outcome);
          return wantsHtml(request) ? redirect('/__sim/') : json(200, completion);
        }),
    },
    nextScenarioRoute(
      '/__sim/refund-scenario',
      { allowed: REFUND_SCENARIOS, accepts: isRefundScenario },
      (scenario) => sim.setNextRefundScenario(scenario),
      'nextRefundScenario',
    ),
    {
      method: 'POST',
      path: '/__sim/orders/:id/refunds/:refundId/complete',
      handle: (request) =>
        orderOr404(request, (orderId) => {
          const order = sim.requireOrder(orderId);
          if (!sim.findRefund(order, request.params.refundId ?? '')) {
            return json(404, { error: 'refund_not_found', message: `No refund ${request.params.refundId} on order ${orderId}` });
          }
          sim.settleRefund(order, request.params.refundId ?? '');
          return wantsHtml(request) ? redirect('/__sim/') : json(200, sim.view(order));
        }),
    },
    { method: 'GET', path: '/__sim/callbacks', handle: () => json(200, { items: sim.callbacks() }) },
    {
      method: 'POST',
      path: '/__sim/reset',
      handle: (request) => {
        sim.reset();
        return wantsHtml(request) ? redirect('/__sim/') : { status: 204 };
      },
    },
  ];
}
