// The contract between the simulator engine and a provider's simulator module, the engine's face
// to them (SimulatorHost), and the shapes of the orders the engine keeps. Types only: every module
// of the kit imports them from here, none imports the engine but the one that starts it.
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import type { PayerOutcome, RefundScenario, ScenarioName } from './scenarios.js';
import type { SimRequest, SimRoute } from './sim-http.js';

export type PayerExperience = 'card' | 'wallet' | 'qr';

export type SimInstrument =
  | { kind: 'card'; bin: string; last4: string; brand: string; expiry: string }
  | { kind: 'wallet'; maskedAccount: string };

/** `canceled`: the merchant ended the order through the provider's API; the payer can no longer pay it. */
export type OrderState = 'open' | 'paid' | 'declined' | 'insufficient_funds' | 'card_expired' | 'canceled' | 'refunded';
/** The stored state, or `expired` for an open order past its session's end. */
export type EffectiveState = OrderState | 'expired';

export interface SimOrder {
  /** The provider's id of the payment: what the connector gets as externalRef. */
  id: string;
  /** The merchant's reference as sent at initiation (orderNumber, developer_tracking_id...). */
  merchantRef: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  failUrl: string;
  callbackUrl: string | null;
  language: string;
  createdAt: Date;
  /** End of the payer's session. */
  expiresAt: Date;
  scenario: ScenarioName;
  state: OrderState;
  settledAt: Date | null;
  instrument: SimInstrument | null;
  approvalCode: string | null;
  transactionId: string | null;
  /** Millimes the provider keeps, reported by the providers whose protocol has a fee. */
  fee: number;
  /** Ticked on the payer page's sandbox panel. */
  duplicateCallbackRequested: boolean;
  /** Protocol-specific values: session ids, indicators, QR codes. */
  extras: Record<string, string>;
  /** Refunds the merchant asked for, oldest first. */
  refunds: SimRefund[];
}

/** A refund at the simulated provider: `pending` settles on its own after `refundSettleDelayMs` (or by the control API). */
export interface SimRefund {
  id: string;
  /** The merchant's reference of the refund (its transaction id, tracking id...), when the protocol sends one. */
  merchantRef: string | null;
  amount: number;
  state: 'pending' | 'succeeded' | 'declined';
  createdAt: string;
}

/** What the provider answers to a refund request, before its protocol's words. */
export type RefundAnswer =
  | { kind: 'refund'; refund: SimRefund }
  | { kind: 'refused'; why: 'not_paid' | 'exceeds' | 'partial_not_allowed' };

export interface NewOrder {
  id: string;
  merchantRef: string;
  amount: number;
  currency?: string;
  description?: string;
  returnUrl: string;
  failUrl?: string;
  callbackUrl?: string | null;
  language?: string;
  expiresAt?: Date;
  extras?: Record<string, string>;
}

export interface OutgoingCallback {
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export interface SentCallback {
  orderId: string;
  url: string;
  copy: number;
  body: string;
  httpStatus: number | null;
  error: string | null;
  at: string;
}

export interface PayerPageRoute {
  /** Path pattern of the page; GET shows it, POST is the payer acting on it. */
  path: string;
  orderFor(request: SimRequest, sim: SimulatorHost): SimOrder | undefined;
}

/** What a provider module supplies: its protocol, nothing else. */
export interface SimulatorProtocol {
  provider: ProviderCode;
  displayName: string;
  payerExperience: PayerExperience;
  /** Path of the API under the server's origin, so that `origin + apiBasePath` is the connector's base URL. */
  apiBasePath: string;
  sandboxCredentials: Record<string, string>;
  apiRoutes(sim: SimulatorHost): SimRoute[];
  payerPages: PayerPageRoute[];
  payerPageUrl(order: SimOrder, sim: SimulatorHost): string;
  /** The provider's server callback about this order, or null when it sends none for its current state. */
  callback(order: SimOrder, sim: SimulatorHost): OutgoingCallback | null;
  /** Where the payer's browser is sent back once the payment ended. */
  browserReturn(order: SimOrder, sim: SimulatorHost): string;
}

export interface EngineOptions {
  /** Delay of the `*_slow` scenarios: past the connector's time-out. */
  slowMs: number;
  /** Delay after which a `late_success` order reports success on its own. */
  lateSuccessDelayMs: number;
  /** Delay after which a pending refund (`refund_pending`) succeeds on its own. */
  refundSettleDelayMs: number;
}

export interface Completion {
  order: SimOrderView;
  /** Where the payer's browser would have been sent back. */
  returnUrl: string;
  callbacks: SentCallback[];
}

export interface SimOrderView {
  id: string;
  merchantRef: string;
  amount: number;
  currency: string;
  state: EffectiveState;
  scenario: ScenarioName;
  createdAt: string;
  expiresAt: string;
  settledAt: string | null;
  payerPageUrl: string;
  returnUrl: string;
  callbackUrl: string | null;
  extras: Record<string, string>;
  /** Millimes refunded (succeeded refunds). */
  refundedAmount: number;
  refunds: SimRefund[];
}

/** What the engine offers the routes and the provider modules: orders, scenarios, the payer's acts. */
export interface SimulatorHost {
  readonly protocol: SimulatorProtocol;
  /** The server's origin (`http://127.0.0.1:<port>`); throws before the server is started. */
  readonly origin: string;
  /** The base URL a connector is given for this simulator. */
  readonly baseUrl: string;
  setNextScenario(scenario: ScenarioName): void;
  setScenario(orderId: string, scenario: ScenarioName): SimOrder;
  /** Call at the start of an initiation: takes the next scenario and plays its initiation fault. */
  beginInit(): Promise<ScenarioName>;
  /** Call before answering a status request about `order`: plays the order's status fault. */
  beginStatus(order: SimOrder | undefined): Promise<void>;
  createOrder(fields: NewOrder, scenario: ScenarioName): SimOrder;
  findOrder(id: string): SimOrder | undefined;
  findOrderWhere(predicate: (order: SimOrder) => boolean): SimOrder | undefined;
  stateOf(order: SimOrder, now?: Date): EffectiveState;
  /** Random identifiers in the style providers use. */
  randomHex(bytes: number): string;
  settle(order: SimOrder, outcome: PayerOutcome, card?: { number: string; expiry: string }): Promise<Completion>;
  complete(orderId: string, outcome?: PayerOutcome): Promise<Completion>;
  endByMerchant(order: SimOrder): 'ended' | 'not_open';
  /**
   * The merchant asks for `amount` back (the refund scenario of the provider decides: success,
   * decline, pending then success, a slow answer, a 503). Refused when the order is not paid, when
   * the amount exceeds what is left, or when a partial refund is asked of a protocol without them.
   */
  refund(order: SimOrder, amount: number, merchantRef: string | null, options?: { partial: boolean; synchronous?: boolean }): Promise<RefundAnswer>;
  /** The refund scenario of the provider's next refund (consumed by it). */
  setNextRefundScenario(scenario: RefundScenario): void;
  /** A pending refund succeeds now. */
  settleRefund(order: SimOrder, refundId: string): SimRefund;
  /** Millimes of the order refunded so far. */
  refundedAmount(order: SimOrder): number;
  findRefund(order: SimOrder, idOrMerchantRef: string): SimRefund | undefined;
  view(order: SimOrder): SimOrderView;
  listOrders(): SimOrderView[];
  callbacks(): SentCallback[];
  pendingScenario(): ScenarioName | null;
  reset(): void;
  requireOrder(orderId: string): SimOrder;
}
