// The contract between the simulator engine and a provider's simulator module, and the shapes of
// the orders the engine keeps.
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import type { SimulatorEngine } from './engine.js';
import type { ScenarioName } from './scenarios.js';
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
}

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
  orderFor(request: SimRequest, sim: SimulatorEngine): SimOrder | undefined;
}

/** What a provider module supplies: its protocol, nothing else. */
export interface SimulatorProtocol {
  provider: ProviderCode;
  displayName: string;
  payerExperience: PayerExperience;
  /** Path of the API under the server's origin, so that `origin + apiBasePath` is the connector's base URL. */
  apiBasePath: string;
  sandboxCredentials: Record<string, string>;
  apiRoutes(sim: SimulatorEngine): SimRoute[];
  payerPages: PayerPageRoute[];
  payerPageUrl(order: SimOrder, sim: SimulatorEngine): string;
  /** The provider's server callback about this order, or null when it sends none for its current state. */
  callback(order: SimOrder, sim: SimulatorEngine): OutgoingCallback | null;
  /** Where the payer's browser is sent back once the payment ended. */
  browserReturn(order: SimOrder, sim: SimulatorEngine): string;
}

export interface EngineOptions {
  /** Delay of the `*_slow` scenarios: past the connector's time-out. */
  slowMs: number;
  /** Delay after which a `late_success` order reports success on its own. */
  lateSuccessDelayMs: number;
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
}
