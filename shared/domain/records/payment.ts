// A payment, its attempts and its timeline items as the service keeps them: their states,
// channels, results and the categories of the timeline (stored by shared/store/payments-repository.ts).
import type { Locale } from '../locale.js';
import type { Sealed } from '../sealed.js';
import type {
  AttemptKind,
  AttemptStatus,
  Environment,
  FailureCode,
  HostedForm,
  Instrument,
  Payer,
  ProviderCode,
} from '../payments.js';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_CHANNELS = [
  'api',
  'link',
  'svc_me',
  'plugin_woocommerce',
  'plugin_prestashop',
  'plugin_whmcs',
  'compat_v2',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const OPEN_ATTEMPT_STATUSES: readonly AttemptStatus[] = ['created', 'redirected', 'pending'];
export const isOpenAttempt = (status: AttemptStatus) => OPEN_ATTEMPT_STATUSES.includes(status);

export type MerchantConfirmation = 'confirmed' | 'pending' | 'failed' | 'not_configured';


export interface PaymentRecord {
  id: string;
  reference: string;
  status: PaymentStatus;
  amount: number;
  currency: 'TND';
  description: string | null;
  orderId: string | null;
  payer: Payer;
  acceptedProviders: ProviderCode[];
  provider: ProviderCode | null;
  organisationId: string;
  paymentAccountId: string;
  channel: PaymentChannel;
  successUrl: string | null;
  failUrl: string | null;
  webhookUrl: string | null;
  /** The `webhook` of a v2 payment (called unsigned with `?payment_ref=`). */
  v2Webhook: string | null;
  /** What a v2 init-payment asked beyond the v3 fields; absent on v3 payments. */
  v2?: V2PaymentDetails;
  expiresAt: string;
  metadata: Record<string, unknown>;
  payUrl: string;
  succeededAttemptId: string | null;
  attemptsCount: number;
  /** Attempts not yet ended (created, redirected, pending). */
  openAttemptsCount: number;
  failedAttemptsCount: number;
  paymentLinkId: string | null;
  /**
   * Where a link's payment counted its start, and so where its success counts: over this many
   * counter items of the link, or on the link's item (null). Absent on payments made before it was kept.
   */
  linkCountShards?: number | null;
  /** A payment that ended without success, then collected by a late success: that attempt (counted once on its link, if any). */
  lateSuccessAttemptId?: string;
  /** The payment link's message for the success page. */
  successMessage: string | null;
  /** Shown on the receipt: the account's display name, or the organisation's name. */
  merchantName: string;
  /** Shown on the receipt: the organisation's contact at creation (absent on older payments). */
  merchantContact?: { email: string | null; phone: string | null };
  /** The merchant's choice of language for the payer; absent or null: the payer's browser decides. */
  locale?: Locale | null;
  checkoutOpensCount: number;
  /** Absent until the first open (set with `if_not_exists`). */
  firstOpenedAt?: string;
  /** The latest open (absent until one). */
  lastOpenedAt?: string;
  /**
   * When each of the first `ITEMISED_CHECKOUT_OPENS` opens happened, in the order they were counted:
   * the timeline's `checkout.opened` items are read from here (shared/payments/checkout-opens.ts),
   * so that an open is one write. Absent on payments whose opens were timeline items of their own.
   */
  checkoutOpenTimes?: string[];
  /** The opens counted before `checkoutOpenTimes` began (older payments), so that each keeps its number. */
  checkoutOpensBase?: number;
  lastAttemptId: string | null;
  completedAt: string | null;
  failureCode: FailureCode | null;
  authorizationCode: string | null;
  instrument: Instrument | null;
  cancelReason: string | null;
  /** Written by webhook delivery; absent until then. */
  merchantConfirmation?: MerchantConfirmation;
  merchantConfirmationReason?: Record<string, unknown> | null;
  /**
   * Refunds (shared/payments/refunds.ts), counters absent until the first refund: millimes given
   * back (succeeded refunds), claimed by refunds in progress, and left to refund (the amount paid
   * minus both). Moved by conditional writes of their own, not by `version`.
   */
  amountRefunded?: number;
  refundPendingAmount?: number;
  refundableAmount?: number;
  /** When the last refund completed the amount paid (absent otherwise). */
  refundedAt?: string;
  /** Incremented by every state change: transitions are conditioned on the version they were decided from. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface V2PaymentDetails {
  /**
   * `orderId` exactly as the request gave it: plugins send a string or a JSON number. A number is
   * kept as the text it was written with (`orderIdIsNumber`), so that one past 2^53 keeps its
   * digits; payments made before that hold a number.
   */
  orderId: string | number | null;
  /** True: `orderId` is the text of a JSON number, given back as that number. */
  orderIdIsNumber?: true;
  /** True: the webhook is called server to server only and the payer goes to successUrl/failUrl. */
  silentWebhook: boolean;
  /** The methods requested (`acceptedPaymentMethods`), as sent; null when none were given. */
  acceptedPaymentMethods: string[] | null;
  type: 'immediate' | 'partial';
  theme: 'light' | 'dark' | null;
  checkoutForm: boolean;
  receiverPhoneNumber: string | null;
  /** `receiverWalletId` as the request gave it (a wallet id of the previous platform, or the account's id); absent on older payments. */
  receiverWalletId?: string;
}

export interface AffiliationSnapshot {
  affiliationId: string;
  label: string;
  environment: Environment;
  publicIdentifier: string | null;
  credentialVersion: number;
}

export interface AttemptResult {
  failureCode: FailureCode | null;
  providerResultCode: string | null;
  providerMessage: string | null;
  authorizationCode: string | null;
  instrument: Instrument | null;
}

export interface AttemptRecord {
  id: string;
  reference: string;
  organisationId: string;
  number: number;
  provider: ProviderCode;
  status: AttemptStatus;
  kind: AttemptKind | null;
  externalRef: string | null;
  redirectUrl: string | null;
  qr: { content: string; codePay?: string } | null;
  form: HostedForm | null;
  /** The language the payer used at the checkout when opening it (absent on older attempts). */
  language?: Locale;
  amount: number;
  providerFee: number | null;
  paidAmount: number | null;
  affiliation: AffiliationSnapshot;
  /**
   * While the attempt is open: the affiliation's credentials it was opened with, sealed as the
   * affiliation keeps them (same KMS key and context), for its status queries and its ending
   * only, even once the affiliation is revoked (decisions.md). Removed in the write that ends the
   * attempt; the poller ends an attempt at the latest 24 hours after its payment expired.
   * Absent on attempts opened before it was kept (their affiliation is read instead).
   */
  keptCredentials?: { version: number; sealed: Sealed };
  checksCount: number;
  lastCheckedAt: string | null;
  lastCheckError: string | null;
  /** Set while the attempt is open: when the poller asks the provider next. */
  nextCheckAt: string | null;
  result: AttemptResult;
  initiatedAt: string | null;
  redirectedAt: string | null;
  authorizedAt: string | null;
  completedAt: string | null;
  /** Provider payloads, redacted by the connector: shown in the admin timeline only. */
  raw: { initiation: unknown; status: unknown };
  /**
   * A late duplicate success being given back, or given back: the id of its refund (of reason
   * `duplicate`). Claimed by one conditional write, freed again when that refund fails.
   */
  duplicateRefundId?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const TIMELINE_CATEGORIES = [
  'payment',
  'checkout',
  'attempt',
  'notification',
  'email',
  'anomaly',
  'refund',
  'reconciliation',
] as const;
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number];

export type TimelineActorType = 'system' | 'merchant_user' | 'api_key' | 'payer' | 'provider' | 'admin';
export type TimelineSource =
  | 'merchant_api'
  | 'dashboard'
  | 'checkout'
  | 'provider_callback'
  | 'poller'
  | 'outbox_worker'
  | 'admin_console'
  | 'system';
export type AttemptEventSource = 'init' | 'callback' | 'poll' | 'manual';

export interface AttemptEvent {
  id: string;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  source: AttemptEventSource;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface TimelineItem {
  id: string;
  /** Timeline order, shared by every source: `<ISO time>#<2-digit index within one write>#<random>`. */
  seq: string;
  kind: 'payment_event' | 'attempt_event';
  type: string;
  category: TimelineCategory;
  occurredAt: string;
  attemptId: string | null;
  actor: { type: TimelineActorType; id: string | null };
  source: TimelineSource | AttemptEventSource;
  fromStatus: string | null;
  toStatus: string | null;
  details: Record<string, unknown>;
  attemptEvent: AttemptEvent | null;
  webhookTry: Record<string, unknown> | null;
}
