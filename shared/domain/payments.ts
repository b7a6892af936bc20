// The words of collecting a payment: providers, environments, attempt states and kinds, the
// contract's failure codes, a payer, a masked instrument, a hosted form. Connectors speak
// them (shared/connectors/payment-connector.ts), the store keeps them, the API shows them.
/** The longest a payment may stay payable: 30 days (`expiresInMinutes`, the default expiry setting). */
export const MAX_EXPIRY_MINUTES = 43_200;

export const PROVIDER_CODES = ['clictopay', 'flouci', 'izi', 'mpgs_poste', 'pluxee', 'kashy', 'enda_tao'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export const isProviderCode = (value: unknown): value is ProviderCode =>
  typeof value === 'string' && (PROVIDER_CODES as readonly string[]).includes(value);

/** Where the payer is sent: a provider page, a QR code to scan, or a form to post. */
export const ATTEMPT_KINDS = ['redirect', 'qr', 'form'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The contract's attempt states, minus `refunded` (refunds are the service's business, not a status read). */
export const ATTEMPT_STATUSES = ['created', 'redirected', 'pending', 'succeeded', 'failed', 'canceled', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** The contract's closed list (Payment result, `failureCode`). */
export const FAILURE_CODES = [
  'declined',
  'insufficient_funds',
  'limit_exceeded',
  'card_expired',
  'invalid_instrument',
  'authentication_failed',
  'fraud_suspected',
  'canceled_by_payer',
  'session_expired',
  'payment_expired',
  'provider_unavailable',
  'invalid_request',
  'merchant_auth_failed',
  'unknown_reference',
  'unknown',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export interface Payer {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface HostedForm {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/** A masked payment instrument: never a full card number or account id. */
export interface Instrument {
  type: 'card' | 'wallet' | 'voucher';
  brand: string | null;
  last4: string | null;
  maskedId: string | null;
}
