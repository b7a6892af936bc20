// The payer's side of a simulated provider: GET shows the page for the order (card form, wallet
// approval or QR "phone"), POST is the payer's decision, answered by a 303 to the merchant.
import { renderNotFoundPage, renderPayerPage, renderResultPage, type CardFormError } from './pages.js';
import type { SimOrder, SimulatorHost } from './protocol.js';
import { SCENARIO_BEHAVIOURS, TEST_CARDS, passesLuhn, type Settlement } from './scenarios.js';
import { bodyFields, html, redirect, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

const WALLET_ACTIONS: Record<string, Settlement> = {
  approve: 'success',
  decline: 'decline',
  insufficient_funds: 'insufficient_funds',
};

export function payerRoutes(sim: SimulatorHost): SimRoute[] {
  const { protocol } = sim;
  return protocol.payerPages.flatMap((page): SimRoute[] => [
    {
      method: 'GET',
      path: page.path,
      handle: (request) => {
        const order = page.orderFor(request, sim);
        return order ? html(200, renderOrderPage(sim, order, request)) : html(404, renderNotFoundPage(protocol));
      },
    },
    {
      method: 'POST',
      path: page.path,
      handle: (request) => {
        const order = page.orderFor(request, sim);
        return order ? actOnPayerPage(sim, order, request) : html(404, renderNotFoundPage(protocol));
      },
    },
  ]);
}

function renderOrderPage(
  sim: SimulatorHost,
  order: SimOrder,
  request: SimRequest,
  cardError?: CardFormError,
  typed?: Record<string, string>,
): string {
  const state = sim.stateOf(order);
  const returnUrl = sim.protocol.browserReturn(order, sim);
  if (state !== 'open' && state !== 'expired') return renderResultPage(sim.protocol, order, state, returnUrl);
  return renderPayerPage({
    protocol: sim.protocol,
    order,
    formAction: request.path + (request.query.size ? `?${request.query.toString()}` : ''),
    expired: state === 'expired',
    lateSuccessOffered: SCENARIO_BEHAVIOURS[order.scenario].lateSuccess === true,
    returnUrl,
    cardError,
    typed,
  });
}

async function actOnPayerPage(sim: SimulatorHost, order: SimOrder, request: SimRequest): Promise<SimResponse> {
  const fields = bodyFields(request);
  const state = sim.stateOf(order);
  if (state !== 'open' && state !== 'expired') return html(409, renderOrderPage(sim, order, request));
  if (fields.duplicateCallback === 'on') order.duplicateCallbackRequested = true;

  const action = fields.action ?? '';
  if (action === 'expire') return redirect((await sim.settle(order, 'expire')).returnUrl);

  const lateSuccessOffered = SCENARIO_BEHAVIOURS[order.scenario].lateSuccess === true;
  if (state === 'expired' && !lateSuccessOffered) return html(410, renderOrderPage(sim, order, request));

  if (sim.protocol.payerExperience === 'card' && action === 'pay') {
    const card = readCard(fields);
    if ('error' in card) return html(422, renderOrderPage(sim, order, request, card.error, fields));
    return redirect((await sim.settle(order, card.settlement, card)).returnUrl);
  }
  const settlement = WALLET_ACTIONS[action];
  if (sim.protocol.payerExperience !== 'card' && settlement) {
    return redirect((await sim.settle(order, settlement)).returnUrl);
  }
  return html(400, renderOrderPage(sim, order, request));
}

/** The card form's fields, checked as a card page would, and the ending the card leads to. */
function readCard(fields: Record<string, string>): { number: string; expiry: string; settlement: Settlement } | { error: CardFormError } {
  const number = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  const expiry = (fields.expiry ?? '').trim();
  const cvc = (fields.cvc ?? '').trim();
  const expiryMatch = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!passesLuhn(number)) return { error: { field: 'cardNumber', message: 'Enter a valid card number.' } };
  if (!expiryMatch) return { error: { field: 'expiry', message: 'Enter the expiry date as MM/YY.' } };
  if (!/^\d{3,4}$/.test(cvc)) return { error: { field: 'cvc', message: 'Enter the 3 or 4 digit security code.' } };

  const [, month, year] = expiryMatch;
  const endOfValidity = new Date(Date.UTC(2000 + Number(year), Number(month), 1));
  if (endOfValidity.getTime() <= Date.now()) return { number, expiry, settlement: 'card_expired' };
  const known = TEST_CARDS.find((card) => card.number === number);
  return { number, expiry, settlement: known?.settlement ?? 'decline' };
}
