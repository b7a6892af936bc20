// The pages a payer sees on a simulated provider: small, accessible HTML with no script, each
// stating plainly that it is a sandbox simulator. Also the /__sim/ index for developers.
import type { EffectiveState, SimOrder, SimOrderView, SimulatorProtocol, SentCallback } from './protocol.js';
import { SCENARIOS, SCENARIO_BEHAVIOURS, TEST_CARDS, PAYER_OUTCOMES, type ScenarioName } from './scenarios.js';

export interface CardFormError {
  field: 'cardNumber' | 'expiry' | 'cvc';
  message: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const esc = escapeHtml;

export function formatAmount(millimes: number, currency = 'TND'): string {
  return `${Math.floor(millimes / 1000)}.${String(millimes % 1000).padStart(3, '0')} ${currency}`;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #f6f6f4; line-height: 1.5; }
  .sandbox { background: #7a3e00; color: #fff; padding: .75rem 1rem; }
  main { max-width: 34rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: .5rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  label { display: block; margin-top: .75rem; font-weight: 600; }
  input[type=text] { font-size: 1rem; padding: .5rem; width: 100%; box-sizing: border-box; border: 1px solid #555; border-radius: .25rem; }
  input[aria-invalid=true] { border: 2px solid #b00020; }
  button { font-size: 1rem; padding: .6rem 1rem; margin: .75rem .5rem 0 0; border-radius: .25rem; border: 1px solid #1b1b1b; background: #fff; cursor: pointer; }
  button.primary { background: #14532d; color: #fff; border-color: #14532d; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; }
  .notice { background: #fff4e5; border-left: 4px solid #7a3e00; padding: .5rem .75rem; }
  fieldset.sandbox-panel { margin-top: 1.5rem; border: 1px dashed #7a3e00; }
  .code { font-size: 2rem; letter-spacing: .3rem; font-weight: 700; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ddd; }
  code { word-break: break-all; }
`;

function layout(protocol: SimulatorProtocol, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(protocol.displayName)} sandbox simulator</title>
<style>${STYLE}</style>
</head>
<body>
<header class="sandbox" role="note">
  <strong>Sandbox simulator of ${esc(protocol.displayName)}.</strong>
  No real payment is made: this page stands in for the provider's own.
</header>
<main>
${content}
</main>
</body>
</html>`;
}

function orderSummary(order: SimOrder): string {
  return `<dl aria-label="Order">
  <dt>Amount</dt><dd>${esc(formatAmount(order.amount, order.currency))}</dd>
  ${order.description ? `<dt>Description</dt><dd>${esc(order.description)}</dd>` : ''}
  <dt>Order</dt><dd>${esc(order.merchantRef)}</dd>
</dl>`;
}

/** Sandbox-only choices, kept apart from what a real payer would see. */
function sandboxPanel(): string {
  return `<fieldset class="sandbox-panel">
  <legend>Sandbox options</legend>
  <input type="checkbox" id="duplicateCallback" name="duplicateCallback">
  <label for="duplicateCallback" style="display:inline">Send the server callback twice</label>
  <div><button type="submit" name="action" value="expire" formnovalidate>Let the session expire</button></div>
</fieldset>`;
}

export interface PayerPageInput {
  protocol: SimulatorProtocol;
  order: SimOrder;
  formAction: string;
  expired: boolean;
  lateSuccessOffered: boolean;
  /** Where "Return to the merchant" leads. */
  returnUrl: string;
  cardError?: CardFormError;
  /** The card form's fields as submitted, when it is shown again with an error. */
  typed?: Record<string, string>;
}

export function renderPayerPage(input: PayerPageInput): string {
  const { protocol, order, expired, lateSuccessOffered, returnUrl } = input;
  if (expired && !lateSuccessOffered) {
    return layout(
      protocol,
      'Session expired',
      `<h1>This payment session has expired</h1>
${orderSummary(order)}
<p>No payment was taken.</p>
<p><a href="${esc(returnUrl)}">Return to the merchant</a></p>`,
    );
  }
  const lateNotice = expired
    ? `<p class="notice" role="status">This session has expired. Sandbox scenario <code>late_success</code>: you may still pay, and the provider will report the success after the expiry.</p>`
    : '';
  const body =
    protocol.payerExperience === 'card'
      ? cardForm(input)
      : protocol.payerExperience === 'qr'
        ? qrForm(input)
        : walletForm(input);
  return layout(protocol, 'Payment', `${lateNotice}${body}`);
}

function cardField(
  input: PayerPageInput,
  field: CardFormError['field'],
  label: string,
  attributes: string,
): string {
  const error = input.cardError;
  const invalid = error?.field === field;
  // Re-shown after an error: keep what the payer typed (sandbox cards only, nothing real).
  const value = input.typed?.[field];
  return `<label for="${field}">${esc(label)}</label>
  <input type="text" id="${field}" name="${field}" ${attributes}${value ? ` value="${esc(value)}"` : ''} required${
    invalid ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''
  }>
  ${invalid ? `<p class="error" id="${field}-error">${esc(error.message)}</p>` : ''}`;
}

function cardForm(input: PayerPageInput): string {
  const { protocol, order, formAction, cardError } = input;
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${card.number}</code></td><td>${card.brand}</td><td>${card.settlement}</td><td>${
        card.origin === 'published' ? 'published by the provider' : 'project sandbox'
      }</td></tr>`,
  ).join('');
  return `<h1>Pay by card</h1>
${orderSummary(order)}
${cardError ? `<p class="error" role="alert">The card details need correcting: ${esc(cardError.message)}</p>` : ''}
<form method="post" action="${esc(formAction)}">
  ${cardField(input, 'cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number"')}
  ${cardField(input, 'expiry', 'Expiry date (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY"')}
  ${cardField(input, 'cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc"')}
  <label for="holder">Name on the card</label>
  <input type="text" id="holder" name="holder" autocomplete="cc-name"${input.typed?.holder ? ` value="${esc(input.typed.holder)}"` : ''}>
  <button type="submit" class="primary" name="action" value="pay">Pay ${esc(formatAmount(order.amount, order.currency))}</button>
  ${sandboxPanel()}
</form>
<details>
  <summary>Test cards of the ${esc(protocol.displayName)} simulator</summary>
  <p>Any future expiry date and any 3-digit code. Other valid card numbers are declined; a past expiry date is refused as an expired card.</p>
  <table><thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">Outcome</th><th scope="col">Origin</th></tr></thead><tbody>${cards}</tbody></table>
</details>`;
}

function walletForm({ protocol, order, formAction }: PayerPageInput): string {
  return `<h1>Approve the payment in ${esc(protocol.displayName)}</h1>
${orderSummary(order)}
<p>Account <strong>+216 **** 3456</strong> (sandbox payer).</p>
<form method="post" action="${esc(formAction)}">
  <button type="submit" class="primary" name="action" value="approve">Approve</button>
  <button type="submit" name="action" value="decline">Decline</button>
  <button type="submit" name="action" value="insufficient_funds">Insufficient funds</button>
  ${sandboxPanel()}
</form>`;
}

function qrForm({ protocol, order, formAction }: PayerPageInput): string {
  return `<h1>${esc(protocol.displayName)} app: scan and pay</h1>
<p>This page plays the payer's phone after scanning the merchant's QR code.</p>
${orderSummary(order)}
<p>Payment code: <strong class="code">${esc(order.extras.codePay ?? '')}</strong></p>
<p>QR content: <code>${esc(order.extras.qrContent ?? '')}</code></p>
<form method="post" action="${esc(formAction)}">
  <button type="submit" class="primary" name="action" value="approve">Scan and pay</button>
  <button type="submit" name="action" value="decline">Decline</button>
  <button type="submit" name="action" value="insufficient_funds">Insufficient funds</button>
  ${sandboxPanel()}
</form>`;
}

const RESULT_TITLES: Record<Exclude<EffectiveState, 'open'>, string> = {
  paid: 'Payment approved',
  declined: 'Payment declined',
  insufficient_funds: 'Payment refused: insufficient funds',
  card_expired: 'Payment refused: the card has expired',
  expired: 'This payment session has expired',
  canceled: 'This payment was canceled by the merchant',
  refunded: 'This payment was refunded by the merchant',
};

export function renderResultPage(protocol: SimulatorProtocol, order: SimOrder, state: Exclude<EffectiveState, 'open'>, returnUrl: string): string {
  return layout(
    protocol,
    RESULT_TITLES[state],
    `<h1>${esc(RESULT_TITLES[state])}</h1>
${orderSummary(order)}
<p><a href="${esc(returnUrl)}">Return to the merchant</a></p>`,
  );
}

export function renderNotFoundPage(protocol: SimulatorProtocol): string {
  return layout(protocol, 'Unknown payment', '<h1>Unknown payment</h1><p>This simulator has no such payment (it keeps its orders in memory only).</p>');
}

export interface IndexPageInput {
  protocol: SimulatorProtocol;
  baseUrl: string;
  orders: SimOrderView[];
  callbacks: SentCallback[];
  nextScenario: ScenarioName | null;
}

/** GET /__sim/: what a developer needs to drive this simulator by hand. */
export function renderIndexPage({ protocol, baseUrl, orders, callbacks, nextScenario }: IndexPageInput): string {
  const credentials = Object.entries(protocol.sandboxCredentials)
    .map(([name, value]) => `<tr><th scope="row">${esc(name)}</th><td><code>${esc(value)}</code></td></tr>`)
    .join('');
  const scenarioOptions = SCENARIOS.map((name) => `<option value="${name}">${name}</option>`).join('');
  const scenarios = SCENARIOS.map(
    (name) => `<tr><th scope="row"><code>${name}</code></th><td>${esc(SCENARIO_BEHAVIOURS[name].description)}</td></tr>`,
  ).join('');
  const outcomeOptions = PAYER_OUTCOMES.map((name) => `<option value="${name}">${name}</option>`).join('');
  const orderRows = orders
    .map(
      (order) => `<tr>
  <td><a href="${esc(order.payerPageUrl)}"><code>${esc(order.id)}</code></a></td>
  <td>${esc(formatAmount(order.amount, order.currency))}</td><td>${esc(order.state)}</td><td>${esc(order.scenario)}</td>
  <td><form method="post" action="/__sim/orders/${encodeURIComponent(order.id)}/complete">
    <label for="outcome-${esc(order.id)}" style="display:inline">Outcome</label>
    <select id="outcome-${esc(order.id)}" name="outcome">${outcomeOptions}</select>
    <button type="submit">Complete</button></form></td>
</tr>`,
    )
    .join('');
  return layout(
    protocol,
    'Control',
    `<h1>${esc(protocol.displayName)} simulator</h1>
<p>API base URL: <code>${esc(baseUrl)}</code></p>
<h2>Sandbox credentials</h2>
<table><tbody>${credentials}</tbody></table>
<h2>Scenario of the next order</h2>
<p>Now: <code>${esc(nextScenario ?? 'success (default)')}</code></p>
<form method="post" action="/__sim/scenario">
  <label for="scenario">Scenario</label>
  <select id="scenario" name="scenario">${scenarioOptions}</select>
  <button type="submit">Set</button>
</form>
<table><tbody>${scenarios}</tbody></table>
<h2>Orders</h2>
${orders.length ? `<table><thead><tr><th scope="col">Id</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Scenario</th><th scope="col">Act as the payer</th></tr></thead><tbody>${orderRows}</tbody></table>` : '<p>No order yet.</p>'}
<h2>Callbacks sent</h2>
<p>${callbacks.length} sent. JSON: <a href="/__sim/callbacks">/__sim/callbacks</a>.</p>
<h2>Control API</h2>
<ul>
  <li><code>GET /__sim/orders</code>, <code>GET /__sim/orders/{id}</code></li>
  <li><code>POST /__sim/scenario</code> <code>{"scenario"}</code>: scenario of the next order</li>
  <li><code>POST /__sim/orders/{id}/scenario</code> <code>{"scenario"}</code></li>
  <li><code>POST /__sim/orders/{id}/complete</code> <code>{"outcome"?}</code>: act as the payer</li>
  <li><code>GET /__sim/callbacks</code>, <code>POST /__sim/reset</code></li>
</ul>`,
  );
}
