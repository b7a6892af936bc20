// The one interface every payment provider implements, and the normalised types it speaks.
// A connector translates; it never decides. Browser returns and callbacks only say which
// attempt to look at: the outcome always comes from a status call to the provider. The
// vocabulary it shares with the rest of the service is in shared/domain/payments.ts.
import type { AttemptStatus, Environment, FailureCode, HostedForm, Instrument, Payer, ProviderCode } from '../domain/payments.js';
import type { RefundFailureCode } from '../domain/records/refund.js';

export interface ConnectorContext {
  environment: Environment;
  /** One value per field of the provider's credential schema, decrypted for this call only. */
  credentials: Record<string, string>;
  /** Resolved by the registry (`resolveBaseUrl`): the provider's URL, or a simulator's in local mode. */
  baseUrl: string;
  /** Per HTTP try; 10 s when absent. */
  timeoutMs?: number;
  /**
   * Back-off before each repeat of a call that is safe to repeat (one entry per repeat);
   * `[100, 300]` when absent. Tests shorten it.
   */
  retryDelaysMs?: readonly number[];
}

export type CredentialCheck =
  | { ok: true; publicIdentifier: string | null }
  /** `reason` is readable and never contains a secret. */
  | { ok: false; reason: string };

export interface InitiateInput {
  attemptId: string;
  /** The payment reference: 24 hexadecimal characters. */
  reference: string;
  /** Integer millimes. */
  amount: number;
  currency: 'TND';
  description: string;
  /** The service's browser-return URL for this attempt: `<api>/callbacks/<provider>/<attemptId>`. */
  returnUrl: string;
  /** The server callback URL (same path as `returnUrl`). */
  callbackUrl: string;
  language: 'fr' | 'ar' | 'en';
  payer: Payer;
  expiresAt: Date;
}

export type PayerDestination =
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'qr'; qr: { content: string; codePay?: string } }
  | { kind: 'form'; form: HostedForm };

export type InitiateResult = PayerDestination & {
  /** The provider's identifier of this payment: what `fetchStatus` asks about. */
  externalRef: string;
  /** The provider's answer, secrets redacted. */
  raw: unknown;
};

export interface StatusQuery {
  externalRef: string;
  attemptId: string;
  reference: string;
  /** Integer millimes, as initiated. */
  amount: number;
  /**
   * The attempt's deadline. Optional: only used by providers that cannot tell an untouched
   * session from one still open (mpgs_poste has no order until the payer submits a card).
   */
  expiresAt?: Date;
}

export interface AttemptOutcome {
  status: AttemptStatus;
  /** Set when `status` is `failed` or `expired` (and `canceled` when the provider says why). */
  failureCode: FailureCode | null;
  providerResultCode: string | null;
  providerMessage: string | null;
  authorizationCode: string | null;
  instrument: Instrument | null;
  /** Integer millimes, when the provider reports one. */
  providerFee: number | null;
  /** Integer millimes actually collected, when reported. Comparing it to the amount is the caller's job. */
  paidAmount: number | null;
  /** The provider's answer, secrets redacted. */
  raw: unknown;
}

export interface CallbackRequest {
  method: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body (string), an already-parsed body (object), or nothing. */
  body: unknown;
}

/** Which attempt to check; never an outcome. */
export interface CallbackHint {
  externalRef?: string;
  hints?: Record<string, string>;
}

export interface PaymentConnector {
  readonly code: ProviderCode;
  /**
   * Asks the provider whether it accepts the credentials. Answers `{ok: false}` only when the
   * provider refused them (or they do not fit the schema); throws `ProviderError` when the
   * provider could not be asked (time-out, 5xx), since that says nothing about the credentials.
   */
  verifyCredentials(ctx: ConnectorContext): Promise<CredentialCheck>;
  /** Opens the payment at the provider. Throws `ProviderError` on any failure. Never retried once sent. */
  initiate(ctx: ConnectorContext, input: InitiateInput): Promise<InitiateResult>;
  /**
   * Reads the provider's view of the attempt. Transient failures (time-out, 5xx, malformed answer)
   * throw `ProviderError` with `transient: true`: the caller retries later, nothing is guessed.
   */
  fetchStatus(ctx: ConnectorContext, query: StatusQuery): Promise<AttemptOutcome>;
  /** Pure: reads a browser return or server callback. */
  readCallback(request: CallbackRequest): CallbackHint;
  /**
   * Ends an order the payer has not paid, through the provider's cancel or decline operation, so
   * that it can no longer be paid. Absent when the provider has none (docs/providers.md). `not_open`:
   * the provider refused because the order is no longer open (paid, refused, ended): ask its status.
   * Throws `ProviderError` when the provider could not be asked.
   */
  endOrder?(ctx: ConnectorContext, query: StatusQuery): Promise<EndOrderResult>;
  /**
   * What the provider's protocol lets a merchant give back (docs/providers.md); absent when it has
   * no refund operation. `partial`: less than the amount paid, possibly several times.
   */
  readonly refunds?: RefundCapability;
  /**
   * Gives `amount` of a paid order back. Sent once (a refund repeated could pay twice): throws
   * `ProviderError` when the provider failed or could not be reached; `transient` with code
   * `timeout` or `malformed_response` means the request may have been applied (ask `checkRefund`).
   */
  refund?(ctx: ConnectorContext, request: RefundRequest): Promise<RefundOutcome>;
  /** The provider's view of a refund that was left pending (or whose answer was lost). Safe to repeat. */
  checkRefund?(ctx: ConnectorContext, check: RefundCheck): Promise<RefundOutcome>;
}

export interface RefundCapability {
  partial: boolean;
}

export interface RefundRequest {
  externalRef: string;
  attemptId: string;
  reference: string;
  /** Our id of the refund: providers that take a merchant reference get it, so a repeat is recognised. */
  refundId: string;
  /** Integer millimes collected by the attempt. */
  paidAmount: number;
  /** Integer millimes to give back. */
  amount: number;
  /** Millimes of this order the service had refunded before this refund (providers that only report a total need it). */
  refundedBefore: number;
}

export interface RefundCheck extends RefundRequest {
  /** The provider's id of the refund, when its answer gave one. */
  providerReference: string | null;
}

export interface RefundOutcome {
  status: 'succeeded' | 'pending' | 'failed';
  /** Set when `status` is `failed`. */
  failureCode: RefundFailureCode | null;
  providerReference: string | null;
  providerResultCode: string | null;
  /** The provider's answer, secrets redacted. */
  raw: unknown;
}

/** What ending an order at its provider gave. */
export type EndOrderResult = 'ended' | 'not_open';

/**
 * Every connector failure. `providerErrorCode` is the provider's own code (`2` for a ClicToPay
 * credential refusal) or a normalised one (`timeout`, `connection_refused`, `http_503`,
 * `malformed_response`). The message is readable and carries no secret.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  /** True when asking again later may succeed (time-out, 5xx, malformed answer, provider system error). */
  readonly transient: boolean;
  readonly httpStatus: number | null;

  constructor(
    readonly provider: ProviderCode,
    readonly providerErrorCode: string,
    message: string,
    options: { transient: boolean; httpStatus?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.transient = options.transient;
    this.httpStatus = options.httpStatus ?? null;
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      provider: this.provider,
      providerErrorCode: this.providerErrorCode,
      message: this.message,
      transient: this.transient,
      httpStatus: this.httpStatus,
    };
  }
}

export const isProviderError = (value: unknown): value is ProviderError => value instanceof ProviderError;
