// Response schemas of the v3 contract (docs: /work/shared/spec/payment-service-api.md, "Resources"):
// the shapes the API answers with. The view mappers are typed by them (`z.input<...>` as return
// type), and bin/openapi.ts turns them into docs/openapi.json. `T | null` fields are always present
// (nullable, never optional). Objects stay open: a member added before the contract lists it is not
// an error, a missing or mistyped one is.
import * as z from 'zod';

const id = z.string().describe('uuid');
const dateTime = z.string().describe('ISO 8601 date-time');
const nullableDateTime = dateTime.nullable();
const money = z.number().int().describe('integer minor units (millimes)');

export const PROVIDERS = ['clictopay', 'flouci', 'izi', 'mpgs_poste', 'pluxee', 'kashy', 'enda_tao'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
export const FAILURE_CODES = [
  'declined', 'insufficient_funds', 'limit_exceeded', 'card_expired', 'invalid_instrument', 'authentication_failed',
  'fraud_suspected', 'canceled_by_payer', 'session_expired', 'payment_expired', 'provider_unavailable',
  'invalid_request', 'merchant_auth_failed', 'unknown_reference', 'unknown',
] as const;
export const WEBHOOK_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.expired', 'payment.canceled', 'attempt.duplicate_success'] as const;
export const DELIVERY_OUTCOMES = [
  'delivered', 'http_4xx', 'http_5xx', 'timeout', 'connection_refused', 'dns_error', 'tls_error',
  'redirect_not_followed', 'response_too_large', 'invalid_url_or_blocked', 'other',
] as const;

/** `{items, nextCursor}` of every keyset-paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

// ---- Identity

export const User = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  platformRole: z.enum(['merchant', 'svc_admin', 'svc_support', 'svc_compliance']),
  totpEnabled: z.boolean(),
});

const scope = z.enum(['all', 'accounts']);

export const MembershipSummary = z.object({
  organisationId: id,
  organisationName: z.string(),
  roleId: id,
  role: z.string().nullable(),
  roleName: z.string(),
  isOwner: z.boolean(),
  permissions: z.array(z.string()),
  scope,
  accountIds: z.array(z.string()),
});

export const Session = z.object({ user: User, memberships: z.array(MembershipSummary) });

/** GET /health: `ok` with 200 when the table answers, `degraded` with 503 when it does not. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.object({ dynamodb: z.enum(['ok', 'unreachable']) }),
});
export const Reauthenticated = z.object({ reauthenticatedUntil: dateTime });
export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const ApiKeyIdentity = z.object({ organisationId: id, apiKeyId: id });

// ---- Payments

export const Payer = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const Instrument = z.object({
  type: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  last4: z.string().nullable().optional(),
  maskedId: z.string().nullable().optional(),
});

export const MerchantConfirmationReason = z.object({
  outcome: z.string().nullable().optional(),
  statusCode: z.number().int().nullable().optional(),
  tries: z.number().int().nullable().optional(),
  timeoutMs: z.number().int().nullable().optional(),
  endpointDisabled: z.boolean().nullable().optional(),
  nextRetryAt: nullableDateTime.optional(),
  deliveryId: z.string().nullable().optional(),
});

export const PaymentResult = z.object({
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  attemptId: z.string().nullable(),
  failureCode: z.enum(FAILURE_CODES).nullable(),
  authorizationCode: z.string().nullable(),
  instrument: Instrument.nullable(),
  attemptsCount: z.number().int(),
  failedAttemptsCount: z.number().int(),
  checkoutOpensCount: z.number().int(),
  firstOpenedAt: nullableDateTime,
  completedAt: nullableDateTime,
  durationMs: z.number().nullable(),
  merchantConfirmation: z.enum(['confirmed', 'pending', 'failed', 'not_configured']),
  merchantConfirmationReason: MerchantConfirmationReason.nullable(),
});

export const Payment = z.object({
  id,
  reference: z.string().regex(/^[a-f0-9]{24}$/),
  status: z.enum(PAYMENT_STATUSES),
  amount: money,
  currency: z.literal('TND'),
  description: z.string().nullable(),
  orderId: z.string().nullable(),
  payer: Payer,
  acceptedProviders: z.array(z.string()),
  provider: z.string().nullable(),
  organisationId: id,
  paymentAccountId: id,
  channel: z.enum(['api', 'link', 'svc_me', 'plugin_woocommerce', 'plugin_prestashop', 'plugin_whmcs', 'compat_v2']),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  expiresAt: dateTime,
  metadata: z.record(z.string(), z.unknown()),
  payUrl: z.string(),
  succeededAttemptId: z.string().nullable(),
  attemptsCount: z.number().int(),
  paymentLinkId: z.string().nullable(),
  result: PaymentResult.optional(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const AttemptAffiliation = z.object({
  affiliationId: z.string(),
  label: z.string(),
  environment: z.string(),
  publicIdentifier: z.string().nullable(),
  credentialVersion: z.number().int(),
});

export const TimelineActor = z.object({
  type: z.enum(['system', 'merchant_user', 'api_key', 'payer', 'provider', 'admin']),
  id: z.string().nullable(),
});

export const AttemptEvent = z.object({
  id: z.string(),
  type: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  source: z.enum(['init', 'callback', 'poll', 'manual']),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});

export const Attempt = z.object({
  id,
  number: z.number().int(),
  provider: z.string(),
  status: z.enum(['created', 'redirected', 'pending', 'succeeded', 'failed', 'canceled', 'expired', 'refunded']),
  kind: z.enum(['redirect', 'qr', 'form']).nullable().describe('null until the provider has answered'),
  externalRef: z.string().nullable(),
  amount: money,
  providerFee: z.number().nullable(),
  affiliation: AttemptAffiliation.nullable(),
  checksCount: z.number().int(),
  result: z.object({
    failureCode: z.string().nullable(),
    providerResultCode: z.string().nullable(),
    providerMessage: z.string().nullable(),
    authorizationCode: z.string().nullable(),
    instrument: Instrument.nullable(),
  }),
  initiatedAt: nullableDateTime,
  redirectedAt: nullableDateTime,
  authorizedAt: nullableDateTime,
  completedAt: nullableDateTime,
  durations: z.object({ initMs: z.number().nullable(), payerMs: z.number().nullable(), totalMs: z.number().nullable() }),
  createdAt: dateTime,
  events: z.array(z.unknown()).optional(),
  raw: z.unknown().optional(),
});

// ---- Webhooks

export const WebhookEndpoint = z.object({
  id,
  organisationId: id,
  paymentAccountId: z.string().nullable(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  secretHint: z.string(),
  status: z.enum(['active', 'disabled']),
  disabledAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});
export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });

export const WebhookDelivery = z.object({
  id,
  endpointId: z.string().nullable(),
  paymentId: id,
  eventId: id,
  eventType: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: nullableDateTime,
  deliveredAt: nullableDateTime,
  lastOutcome: z.string().nullable(),
  nextRetryAt: nullableDateTime,
  manualTries: z.number().int(),
  createdAt: dateTime,
});

export const WebhookTry = z.object({
  id,
  deliveryId: id,
  endpointId: z.string().nullable(),
  eventId: id,
  eventType: z.string(),
  url: z.string(),
  tryNumber: z.number().int(),
  trigger: z.enum(['automatic', 'manual']),
  requestedBy: z.string().nullable(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  startedAt: dateTime,
  durationMs: z.number().nullable(),
  outcome: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  responseHeaders: z.record(z.string(), z.unknown()).nullable(),
  responseExcerpt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  nextRetryAt: nullableDateTime,
});

export const TimelineItem = z.object({
  id: z.string(),
  seq: z.string(),
  kind: z.enum(['payment_event', 'attempt_event']),
  type: z.string(),
  category: z.enum(['payment', 'checkout', 'attempt', 'notification', 'email', 'anomaly', 'refund', 'reconciliation']),
  occurredAt: dateTime,
  attemptId: z.string().nullable(),
  actor: TimelineActor,
  source: z.enum(['merchant_api', 'dashboard', 'checkout', 'provider_callback', 'poller', 'outbox_worker', 'admin_console', 'system', 'init', 'callback', 'poll', 'manual']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  attemptEvent: AttemptEvent.nullable().optional(),
  webhookTry: WebhookTry.nullable().optional(),
});

export const PaymentTimeline = z.object({
  payment: Payment,
  attempts: z.array(Attempt),
  webhooks: z.object({ deliveries: z.array(WebhookDelivery), tries: z.array(WebhookTry) }),
  items: z.array(TimelineItem),
  nextCursor: z.string().nullable().optional(),
});

/** v3 webhook body (`data.payment` never carries `result`). */
export const WebhookEvent = z.object({
  id,
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: dateTime,
  data: z.object({
    payment: z.object({
      id,
      reference: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: money,
      currency: z.string(),
      orderId: z.string().nullable(),
      provider: z.string().nullable(),
      paymentAccountId: id,
    }),
    attempt: z
      .object({ id, provider: z.string(), status: z.string(), externalRef: z.string().nullable(), authorizationCode: z.string().nullable(), completedAt: nullableDateTime })
      .optional(),
  }),
});

// ---- Payment links

const payerFieldMode = z.enum(['hidden', 'optional', 'required']);
export const PayerFields = z.object({ name: payerFieldMode, email: payerFieldMode, phone: payerFieldMode });
const linkStatus = z.enum(['active', 'disabled', 'expired', 'completed']);

export const PaymentLink = z.object({
  id,
  slug: z.string(),
  url: z.string(),
  organisationId: id,
  paymentAccountId: id,
  title: z.string(),
  description: z.string().nullable(),
  amountType: z.enum(['fixed', 'open']),
  amount: money.nullable(),
  minAmount: money.nullable(),
  maxAmount: money.nullable(),
  currency: z.string(),
  usage: z.enum(['single', 'reusable']),
  maxUses: z.number().int().nullable(),
  expiresAt: nullableDateTime,
  acceptedProviders: z.array(z.string()),
  payerFields: PayerFields,
  successMessage: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  status: linkStatus,
  paymentsCount: z.number().int(),
  succeededCount: z.number().int(),
  collectedAmount: money,
  disabledAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const CheckoutMerchant = z.object({ displayName: z.string(), themeColor: z.string().nullable(), logoUrl: z.string().nullable() });

export const LinkPublicView = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: linkStatus,
  amountType: z.enum(['fixed', 'open']),
  amount: money.nullable(),
  minAmount: money.nullable(),
  maxAmount: money.nullable(),
  currency: z.string(),
  payerFields: PayerFields,
  expiresAt: nullableDateTime,
  merchant: CheckoutMerchant,
});

// ---- Checkout (public)

export const CheckoutAttemptView = z.object({
  attemptId: id,
  provider: z.string(),
  kind: z.enum(['redirect', 'qr', 'form']).nullable().describe('null until the provider has answered'),
  redirectUrl: z.string().nullable().optional(),
  qr: z.object({ content: z.string(), codePay: z.string().nullable().optional() }).nullable().optional(),
  form: z.object({ action: z.string(), method: z.enum(['POST', 'GET']), fields: z.record(z.string(), z.string()) }).nullable().optional(),
  status: z.string().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});

/** What settled (or ended) the payment, for the result page (`view=result`): no merchant-only detail. */
export const CheckoutResultView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  providerName: z.string().nullable(),
  attemptId: z.string().nullable(),
  failureCode: z.enum(FAILURE_CODES).nullable(),
  instrument: Instrument.nullable(),
  authorizationCode: z.string().nullable(),
  completedAt: nullableDateTime,
  receiptSentTo: z.string().nullable().describe('the payer\'s address, masked, when a receipt was sent'),
  lateSuccess: z
    .object({
      attemptId: z.string(),
      provider: z.string(),
      providerName: z.string(),
      instrument: Instrument.nullable(),
      authorizationCode: z.string().nullable(),
      completedAt: nullableDateTime,
    })
    .nullable()
    .describe('money collected after the payment had ended without success'),
});

export const CheckoutPaymentView = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: money,
  currency: z.string(),
  description: z.string().nullable(),
  expiresAt: dateTime,
  merchant: CheckoutMerchant,
  providers: z.array(z.object({ code: z.string(), name: z.string() })),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  successMessage: z.string().nullable(),
  result: CheckoutResultView.optional().describe('`view=result` only'),
  attempt: CheckoutAttemptView.nullable().optional().describe('`view=attempt` only: the latest attempt'),
});

export const CheckoutStatusView = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  expiresAt: dateTime,
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  successMessage: z.string().nullable(),
});

// ---- Payment accounts and affiliations

const accountStatus = z.enum(['active', 'paused', 'archived']);
const affiliationStatus = z.enum(['draft', 'verifying', 'active', 'suspended', 'revoked']);

export const AccountRoute = z.object({
  provider: z.string(),
  label: z.string(),
  affiliationId: id,
  affiliationStatus: z.enum(['draft', 'verifying', 'active', 'suspended', 'revoked', 'unknown']),
});

export const PaymentAccount = z.object({
  id,
  organisationId: id,
  name: z.string(),
  slug: z.string(),
  displayName: z.string().nullable(),
  logoFileId: z.string().nullable(),
  themeColor: z.string().nullable(),
  successUrl: z.string().nullable(),
  failUrl: z.string().nullable(),
  status: accountStatus,
  isDefault: z.boolean(),
  archivedAt: nullableDateTime,
  routes: z.array(AccountRoute),
  acceptedProviders: z.array(z.string()),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const Affiliation = z.object({
  id,
  organisationId: id,
  provider: z.string(),
  providerName: z.string(),
  label: z.string(),
  environment: z.string(),
  status: affiliationStatus,
  publicIdentifier: z.string().nullable(),
  credentials: z.record(z.string(), z.string()),
  credentialVersion: z.number().int(),
  verifiedAt: nullableDateTime,
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
  lastVerificationError: z.string().nullable(),
  paymentAccounts: z.array(z.object({ id, name: z.string(), status: accountStatus })),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export const AdminAffiliation = Affiliation.extend({ organisationName: z.string() });

/** A provider of the catalogue (GET /providers): what an affiliation to it must fill in. */
export const Provider = z.object({
  code: z.enum(PROVIDERS),
  name: z.string(),
  attemptKinds: z.array(z.enum(['redirect', 'qr', 'form'])),
  environments: z.array(z.enum(['sandbox', 'production'])),
  credentialSchema: z.object({
    fields: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        secret: z.boolean().describe('stored encrypted, shown as `****` and the last four characters'),
        format: z.string().describe('an anchored regular expression'),
        formatHint: z.string(),
      }),
    ),
    publicIdentifierField: z.string(),
  }),
  protocol: z.enum(['published', 'assumed']).describe('`assumed` when no public protocol was found'),
});

// ---- Organisations, team, files

export const PaymentAccountSummary = z.object({ id, name: z.string(), slug: z.string(), isDefault: z.boolean(), status: accountStatus });

export const OrganisationDetail = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  country: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  kybStatus: z.enum(['pending', 'verified', 'refused']),
  contractSignedAt: nullableDateTime,
  activeAffiliations: z.number().int(),
  canCollect: z.boolean(),
  reasons: z.array(z.string()),
  paymentAccounts: z.array(PaymentAccountSummary),
});

export const OrganisationListItem = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  roleId: id,
  role: z.string().nullable(),
  roleName: z.string(),
  isOwner: z.boolean(),
  permissions: z.array(z.string()),
  scope,
  accountIds: z.array(z.string()),
});

export const AdminOrganisationItem = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  kybStatus: z.enum(['pending', 'verified', 'refused']),
  contractSignedAt: nullableDateTime,
  canCollect: z.boolean(),
  reasons: z.array(z.string()),
  memberCount: z.number().int(),
  createdAt: dateTime,
});

export const Contract = z.object({ status: z.enum(['signed', 'unsigned']), signedAt: nullableDateTime, signingUrl: z.string().nullable() });

export const Role = z.object({
  id,
  key: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  predefined: z.boolean(),
  permissions: z.array(z.string()),
  memberCount: z.number().int(),
});

export const Member = z.object({
  userId: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: id,
  role: z.string().nullable(),
  roleName: z.string(),
  isOwner: z.boolean(),
  permissions: z.array(z.string()),
  scope,
  accountIds: z.array(z.string()),
  lastLoginAt: nullableDateTime,
  joinedAt: dateTime,
});

export const Invitation = z.object({
  id,
  email: z.string(),
  roleId: id,
  roleName: z.string(),
  scope,
  accountIds: z.array(z.string()),
  expiresAt: dateTime,
  createdAt: dateTime,
});
export const CreatedInvitation = Invitation.extend({ inviteLink: z.string().nullable() });

export const OwnershipTransfer = z.object({
  id,
  organisationId: id,
  fromUserId: id,
  toUserId: id,
  status: z.enum(['pending', 'accepted', 'cancelled']),
  expiresAt: dateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
});

export const File = z.object({
  id,
  type: z.enum(['business_contract', 'business_registration', 'patent', 'affiliation_contract', 'identity_document', 'proof_of_address', 'logo', 'other']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  reviewedAt: nullableDateTime,
  uploadedBy: z.string().nullable(),
  createdAt: dateTime,
});

/** An entry of an audit trail. Staff acting on the organisation appear as `staff`, unnamed. */
export const AuditItem = z.object({
  id,
  action: z.string(),
  actor: z.object({
    type: z.enum(['user', 'api_key', 'staff', 'system', 'anonymous']),
    id: z.string().nullable(),
    label: z.string().nullable(),
  }),
  target: z.object({ type: z.string(), id: z.string().nullable() }),
  clientIp: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});

/** An API key as listed: its public prefix, never its secret. */
export const ApiKey = z.object({
  id,
  name: z.string(),
  kind: z.enum(['v3', 'v2']),
  prefix: z.string().describe('`kpk_<prefix>` (v3) or `<organisationId>:<first 8 characters>` (v2)'),
  createdAt: dateTime,
  lastUsedAt: nullableDateTime,
  revokedAt: nullableDateTime,
});
/** The creation answer: the whole key, shown this once. */
export const CreatedApiKey = ApiKey.omit({ revokedAt: true }).extend({ key: z.string().describe('the whole key, shown once') });

export const AcceptedInvitation = z.object({ organisationId: id, userId: id, accountCreated: z.boolean() });

/** A short-lived signed address to download a document. */
export const FileDownload = z.object({ url: z.string(), expiresAt: dateTime });

/** The answer to a provider's server callback, once the attempt has been checked with the provider. */
export const CallbackReceived = z.object({ received: z.literal(true) });

// ---- Admin

export const OnboardedOrganisation = OrganisationDetail.extend({ ownerInvitation: CreatedInvitation });

export const OutboxEvent = z.object({
  id,
  type: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  lastError: z.string().nullable().optional(),
  runAt: dateTime,
  doneAt: nullableDateTime.optional(),
  createdAt: dateTime,
});

// ---- v2 compatibility

export const V2InitPaymentResponse = z.object({ payUrl: z.string(), paymentRef: z.string().regex(/^[a-f0-9]{24}$/) });

export const V2Transaction = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.string(),
  status: z.enum(['pending_payment', 'success', 'failed_payment', 'expired', 'canceled', 'refunded']),
  type: z.string(),
  token: z.string(),
  ext_payment_ref: z.string().nullable(),
  from: z.string(),
});

export const V2PaymentResponse = z.object({
  payment: z.object({
    id: z.string(),
    status: z.enum(['pending', 'completed', 'failed', 'canceled', 'expired', 'refunded', 'partial']),
    amount: z.number().int(),
    token: z.string(),
    description: z.string().nullable(),
    acceptedPaymentMethods: z.array(z.string()),
    link: z.string(),
    expirationDate: dateTime,
    // As init-payment received it: text or a JSON number (docs/api-decisions.md), null when none.
    orderId: z.union([z.string(), z.number()]).nullable(),
    transactions: z.array(V2Transaction),
  }),
});
