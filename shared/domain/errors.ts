// One error type for every failure a client may see, with the contract's stable codes.
// The HTTP status comes from one table, so a code always answers with the same status.
// docs/generated/errors.md lists every code with the routes that raise it (npm run docs:errors).

export const ERROR_STATUS = {
  // 400
  validation_failed: 400,
  invalid_idempotency_key: 400,
  organisation_required: 400,
  metadata_too_large: 400,
  webhook_url_not_registered: 400,
  amount_required: 400,
  amount_not_allowed: 400,
  amount_bounds_invalid: 400,
  amount_out_of_bounds: 400,
  max_uses_invalid: 400,
  expiry_invalid: 400,
  provider_not_routed: 400,
  payer_field_required: 400,
  provider_not_available: 400,
  file_too_large: 400,
  unsupported_file_type: 400,
  invalid_token: 400,
  // 401
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_api_key: 401,
  // 403
  permission_denied: 403,
  account_out_of_scope: 403,
  reauth_required: 403,
  totp_required: 403,
  organisation_suspended: 403,
  cross_site_request: 403,
  // 404
  route_not_found: 404,
  organisation_not_found: 404,
  payment_not_found: 404,
  payment_link_not_found: 404,
  payment_account_not_found: 404,
  affiliation_not_found: 404,
  provider_not_found: 404,
  attempt_not_found: 404,
  logo_not_found: 404,
  file_not_found: 404,
  member_not_found: 404,
  invitation_not_found: 404,
  role_not_found: 404,
  api_key_not_found: 404,
  transfer_not_found: 404,
  webhook_endpoint_not_found: 404,
  webhook_delivery_not_found: 404,
  refund_not_found: 404,
  outbox_event_not_found: 404,
  export_not_found: 404,
  // 405
  method_not_allowed: 405,
  // 409
  conflict: 409,
  invalid_transition: 409,
  idempotency_request_in_progress: 409,
  payment_account_inactive: 409,
  payment_not_pending: 409,
  payment_not_succeeded: 409,
  payment_expired: 409,
  provider_not_accepted: 409,
  affiliation_label_taken: 409,
  affiliation_revoked: 409,
  link_disabled: 409,
  link_expired: 409,
  link_completed: 409,
  link_busy: 409,
  webhook_endpoint_disabled: 409,
  webhook_delivery_pending: 409,
  webhook_endpoint_limit_reached: 409,
  webhook_endpoint_deleted: 409,
  role_in_use: 409,
  email_taken: 409,
  slug_taken: 409,
  already_member: 409,
  transfer_pending: 409,
  file_already_reviewed: 409,
  file_in_use: 409,
  default_account_not_archivable: 409,
  owner_immutable: 409,
  role_predefined: 409,
  role_name_taken: 409,
  legacy_id_taken: 409,
  owner_already_joined: 409,
  // 422
  idempotency_key_reused: 422,
  credentials_rejected: 422,
  cannot_collect: 422,
  refund_exceeds_refundable: 422,
  partial_refund_not_supported: 422,
  refund_not_supported: 422,
  // 429
  too_many_attempts: 429,
  rate_limited: 429,
  too_many_exports: 429,
  // 5xx
  internal_error: 500,
  provider_init_failed: 502,
  provider_unavailable: 502,
  provider_refund_failed: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The answers to a dependency failure (the table, or another AWS service, unreachable, too slow,
 * busy or failing, or the function out of time), given by the route group for any route rather
 * than raised by an action (shared/http/route-group.ts). Both are 503 with `Retry-After`.
 */
export const DEPENDENCY_FAILURES = {
  service_unavailable: {
    status: 503,
    routes: 'every',
    meaning: 'The request was not carried out and nothing was changed (a read, a refusal for capacity, or a change stopped before it was sent): send it again after the `Retry-After` delay.',
  },
  outcome_unknown: {
    status: 503,
    routes: 'changes',
    meaning:
      'A change was sent to storage and its answer never came (or the function ran out of time after sending it): it may or may not have been made, and may still be. Retry with the same `Idempotency-Key`: the first answer if it was made, the change made once if not. Without a key, look before sending it again (a payment: `GET /payments` lists the latest, each with its `orderId`). Never answered to GET.',
  },
} as const;

export type DependencyFailureCode = keyof typeof DEPENDENCY_FAILURES;

/** Members added beside `error` and `message` (e.g. `providerErrorCode`, `fields`, `reason`). */
export type ErrorExtra = Record<string, unknown>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
    /** Response headers that belong to this error, such as `Retry-After` or `Allow`. */
    readonly headers: Record<string, string> = {},
    options?: {
      cause?: unknown;
      /**
       * The contract gives two codes a second status: `too_many_attempts` is 429 on login and
       * 409 when a payment has had its maximum of attempts; `invalid_credentials` is 401 on
       * login and 400 on affiliation creation (provider credentials that fail their schema).
       */
      status?: 409 | 400;
    },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.status = options?.status ?? ERROR_STATUS[code];
  }

  /** The v3 body: `{error, message}` plus any extra members the contract gives this code. */
  toBody(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

// Helpers for the errors every module raises, so messages stay uniform.
export const notFound = (code: ErrorCode, what: string) => new AppError(code, `${what} was not found.`);

export const validationFailed = (fields: Array<{ field: string; message: string }>) =>
  new AppError(
    'validation_failed',
    `Invalid request: ${fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ')}`,
    { fields },
  );

/** A v2 answer `{message}` with its own status, for what has no v3 code. */
export class V2Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'V2Error';
  }
}

/** A business rule refused on v2 (422 `{message}`), e.g. a currency not served. */
export class V2Refusal extends V2Error {
  constructor(message: string) {
    super(422, message);
  }
}
