// The sandbox scenarios every simulator supports, and the test cards of the card simulators.
// A scenario is attached to an order when it is created (or later, by the control API) and says
// how the payment ends and which fault, if any, the simulated provider shows.

export const SCENARIOS = [
  'success',
  'decline',
  'insufficient_funds',
  'card_expired',
  'session_expired',
  'late_success',
  'duplicate_callback',
  'init_5xx',
  'status_5xx',
  'init_slow',
  'status_slow',
  'init_malformed',
  'status_malformed',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);

/** What the provider does with the next refund the merchant asks for (each is consumed by one refund). */
export const REFUND_SCENARIOS = ['refund_success', 'refund_decline', 'refund_pending', 'refund_timeout', 'refund_5xx'] as const;
export type RefundScenario = (typeof REFUND_SCENARIOS)[number];

export const isRefundScenario = (value: unknown): value is RefundScenario =>
  typeof value === 'string' && (REFUND_SCENARIOS as readonly string[]).includes(value);

export const REFUND_SCENARIO_DESCRIPTIONS: Record<RefundScenario, string> = {
  refund_success: 'The refund is made at once.',
  refund_decline: 'The provider declines the refund.',
  refund_pending: 'The refund is accepted as pending, then succeeds after the refund delay (or when completed from the control API).',
  refund_timeout: 'The refund is made, but the answer comes after the slow delay (past the connector time-out).',
  refund_5xx: 'The refund request answers HTTP 503; nothing is refunded.',
};

/** How a payment ends once the payer acts. */
export type Settlement = 'success' | 'decline' | 'insufficient_funds' | 'card_expired';

/** What a payer (or a test standing in for one) can do: settle the payment, or let the session run out. */
export const PAYER_OUTCOMES = ['success', 'decline', 'insufficient_funds', 'card_expired', 'expire'] as const;
export type PayerOutcome = (typeof PAYER_OUTCOMES)[number];

export const isPayerOutcome = (value: unknown): value is PayerOutcome =>
  typeof value === 'string' && (PAYER_OUTCOMES as readonly string[]).includes(value);

export type FaultKind = 'http_503' | 'slow' | 'malformed';

export interface ScenarioBehaviour {
  description: string;
  /** The ending when the payer goes ahead without choosing, e.g. `complete` without an outcome. */
  settlement: PayerOutcome;
  /** The payer's session is over from the start. */
  sessionExpiredAtStart?: boolean;
  /** The provider reports success after the session expired (the payer page offers it, and a timer does it). */
  lateSuccess?: boolean;
  /** Copies of the server callback sent for each change. */
  callbackCopies: 1 | 2;
  fault?: { on: 'init' | 'status'; kind: FaultKind };
}

/** The fault scenarios: the payer pays, and the provider's API shows the fault on the initiation or on the status. */
const paidWithFault = (description: string, on: 'init' | 'status', kind: FaultKind): ScenarioBehaviour => ({
  description,
  settlement: 'success',
  callbackCopies: 1,
  fault: { on, kind },
});

export const SCENARIO_BEHAVIOURS: Record<ScenarioName, ScenarioBehaviour> = {
  success: { description: 'The payer pays; the status reports the payment as paid.', settlement: 'success', callbackCopies: 1 },
  decline: { description: 'The provider declines the payment.', settlement: 'decline', callbackCopies: 1 },
  insufficient_funds: { description: 'Refused for insufficient funds.', settlement: 'insufficient_funds', callbackCopies: 1 },
  card_expired: { description: 'Refused: the card has expired.', settlement: 'card_expired', callbackCopies: 1 },
  session_expired: {
    description: 'The payer never pays: the session is expired from the start.',
    settlement: 'expire',
    sessionExpiredAtStart: true,
    callbackCopies: 1,
  },
  late_success: {
    description: 'The session expires, then the provider reports a success anyway (after a delay, or when completed).',
    settlement: 'success',
    sessionExpiredAtStart: true,
    lateSuccess: true,
    callbackCopies: 1,
  },
  duplicate_callback: {
    description: 'Success, and the server callback is sent twice.',
    settlement: 'success',
    callbackCopies: 2,
  },
  init_5xx: paidWithFault('The initiation answers HTTP 503.', 'init', 'http_503'),
  status_5xx: paidWithFault('Every status request (and cancel) for this order answers HTTP 503.', 'status', 'http_503'),
  init_slow: paidWithFault('The initiation answers after the slow delay (past the connector time-out); the order is still created.', 'init', 'slow'),
  status_slow: paidWithFault('Every status request (and cancel) for this order answers after the slow delay.', 'status', 'slow'),
  init_malformed: paidWithFault('The initiation answers HTTP 200 with truncated JSON.', 'init', 'malformed'),
  status_malformed: paidWithFault('Every status request for this order answers HTTP 200 with JSON of an unexpected shape.', 'status', 'malformed'),
};

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  settlement: Settlement;
  origin: 'published' | 'project';
}

/**
 * Cards the card simulators (clictopay, mpgs_poste) know. The first three are the providers'
 * published test cards; the project adds one for insufficient funds and one for an expired card
 * (Stripe's numbers for the same cases, Luhn-valid). Any other valid card number is declined, and
 * an expiry date in the past is refused as an expired card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4509211111111119', brand: 'visa', settlement: 'success', origin: 'published' },
  { number: '5440212711111110', brand: 'mastercard', settlement: 'success', origin: 'published' },
  { number: '5471251111111116', brand: 'mastercard', settlement: 'decline', origin: 'published' },
  { number: '4000000000009995', brand: 'visa', settlement: 'insufficient_funds', origin: 'project' },
  { number: '4000000000000069', brand: 'visa', settlement: 'card_expired', origin: 'project' },
];

/** The card a test "pays" with when it settles a card payment without a browser. */
export function testCardFor(settlement: Settlement): TestCard {
  return TEST_CARDS.find((card) => card.settlement === settlement) ?? (TEST_CARDS[0] as TestCard);
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
