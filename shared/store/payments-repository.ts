// Payments, their attempts and their timeline. A payment's items share one partition
// (`PAY#<reference>`): the payment, its attempts and its timeline are read together.
// An attempt is also found by its id alone (provider callbacks name only the attempt)
// through a pointer item. Two sparse index partitions, sharded, hold the work of the
// scheduled jobs: open attempts by their next status check, pending payments by expiry.
import type { Locale } from '../domain/locale.js';
import { keys } from './keys.js';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  AttemptKind,
  AttemptStatus,
  Environment,
  FailureCode,
  HostedForm,
  Instrument,
  Payer,
  ProviderCode,
} from '../domain/payments.js';
import { affiliationFromItem, type AffiliationRecord } from './affiliations-repository.js';
import { db, tableName } from './client.js';
import {
  accountInFilter,
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  MAX_PAGE_SIZE,
  queryMergedPage,
  queryPage,
  type Page,
} from './pagination.js';

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

export type { Locale };

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
  /** Incremented by every state change: transitions are conditioned on the version they were decided from. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface V2PaymentDetails {
  /** `orderId` exactly as the request gave it: plugins send a string or a JSON number. */
  orderId: string | number | null;
  /** True: the webhook is called server to server only and the payer goes to successUrl/failUrl. */
  silentWebhook: boolean;
  /** The methods requested (`acceptedPaymentMethods`), as sent; null when none were given. */
  acceptedPaymentMethods: string[] | null;
  type: 'immediate' | 'partial';
  theme: 'light' | 'dark' | null;
  checkoutForm: boolean;
  receiverPhoneNumber: string | null;
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

/** The index partition of a payment's reference among `shards` (its last hex digits). */
export const shardOf = (reference: string, shards: number) => parseInt(reference.slice(-4), 16) % shards;

/**
 * The scheduled jobs read their work from this many index partitions each, so that no partition
 * runs hot: at 10 000 payments/s, ≈ 200 000 WCU/s on each index over 256 shards is ≈ 780 WCU/s a
 * shard, under a partition's 1 000 (docs/capacity.md, section 3). A run with nothing due costs one
 * query a shard (poll-attempts.ts, expire-payment.ts walk them several at a time).
 */
export const EXPIRY_SHARDS = 256;
export const ATTEMPT_CHECK_SHARDS = 256;
/** GSI3: the shard of a pending payment's expiry. */
export const expiryShardOf = (reference: string) => shardOf(reference, EXPIRY_SHARDS);
/** GSI2: the shard of an open attempt's next status check. */
export const attemptCheckShardOf = (reference: string) => shardOf(reference, ATTEMPT_CHECK_SHARDS);

/**
 * The payments of an organisation (and of an account) are indexed over this many partitions, so that
 * one merchant's payment writes stay under a partition's 1 000 WCU/s (docs/data-model.md says why 32).
 */
export const LIST_SHARDS = 32;
export const listShardOf = (reference: string) => shardOf(reference, LIST_SHARDS);
const allListShards = Array.from({ length: LIST_SHARDS }, (_, shard) => shard);

export const paymentKeys = keys.payment;

/** The index attributes of an open attempt due for a check at `at`. */
export const attemptCheckIndex = (reference: string, attemptId: string, at: string) => ({
  GSI2PK: paymentKeys.checksShard(attemptCheckShardOf(reference)),
  GSI2SK: `${at}#${attemptId}`,
});

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'ttl'];
function strip<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!KEY_ATTRIBUTES.includes(name)) out[name] = value;
  return out as T;
}

/** A payment record from its item (keys and index attributes removed). */
export const paymentFromItem = (item: Record<string, unknown>) => strip<PaymentRecord>(item);

export async function getPayment(reference: string): Promise<PaymentRecord | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.payment(reference), ConsistentRead: true }),
  );
  return out.Item ? strip<PaymentRecord>(out.Item) : undefined;
}

export async function getAttempt(reference: string, attemptId: string): Promise<AttemptRecord | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.attempt(reference, attemptId), ConsistentRead: true }),
  );
  return out.Item ? strip<AttemptRecord>(out.Item) : undefined;
}

/** The payment and one of its attempts, in one consistent read. */
/**
 * A payment and one of its attempts in one round trip; with `affiliation`, the affiliation the
 * attempt uses too (what a status check needs), read in the same batch.
 */
export async function getPaymentAndAttempt(
  reference: string,
  attemptId: string,
  options: { affiliation?: { organisationId: string; affiliationId: string } } = {},
): Promise<{ payment?: PaymentRecord; attempt?: AttemptRecord; affiliation?: AffiliationRecord }> {
  const affiliationKey = options.affiliation ? keys.affiliation.item(options.affiliation.organisationId, options.affiliation.affiliationId) : undefined;
  let pending: Record<string, unknown>[] | undefined = [
    paymentKeys.payment(reference),
    paymentKeys.attempt(reference, attemptId),
    ...(affiliationKey ? [affiliationKey] : []),
  ];
  const found: Record<string, unknown>[] = [];
  while (pending?.length) {
    const out = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(out.Responses?.[tableName()] ?? []));
    pending = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
  }
  const payment = found.find((item) => item.PK === paymentKeys.payment(reference).PK && item.SK === 'PAYMENT');
  const attempt = found.find((item) => item.PK === paymentKeys.payment(reference).PK && item.SK !== 'PAYMENT');
  const affiliation = affiliationKey ? found.find((item) => item.PK === affiliationKey.PK && item.SK === affiliationKey.SK) : undefined;
  return {
    payment: payment ? strip<PaymentRecord>(payment) : undefined,
    attempt: attempt ? strip<AttemptRecord>(attempt) : undefined,
    ...(affiliation ? { affiliation: affiliationFromItem(affiliation) } : {}),
  };
}

/** The reference of the payment an attempt belongs to (callbacks name the attempt only). */
export async function findAttemptPointer(
  attemptId: string,
): Promise<{ reference: string; provider: ProviderCode; affiliation?: { organisationId: string; affiliationId: string } } | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.attemptPointer(attemptId), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { reference, provider, organisationId, affiliationId } = out.Item;
  return {
    reference: String(reference),
    provider: provider as ProviderCode,
    // Written with the attempt since the pointer carries them (older pointers do not).
    ...(typeof organisationId === 'string' && typeof affiliationId === 'string' ? { affiliation: { organisationId, affiliationId } } : {}),
  };
}

/** The attempts of a payment, first first (a payment has a handful at most). */
export async function listAttempts(reference: string): Promise<AttemptRecord[]> {
  const items: AttemptRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': paymentKeys.partition(reference), ':prefix': 'ATTEMPT#' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []).map((item) => strip<AttemptRecord>(item)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items.sort((a, b) => a.number - b.number);
}

/** Timeline items oldest first, optionally of some categories only. */
export async function listTimelineItems(
  reference: string,
  options: {
    categories?: readonly TimelineCategory[];
    cursor?: string | null;
    limit?: number;
    /** Items kept on the payment rather than as items of their own (its checkout opens), merged in by `seq`. */
    alsoKept?: readonly TimelineItem[];
  },
): Promise<Page<TimelineItem>> {
  const categories = options.categories?.length ? [...new Set(options.categories)] : undefined;
  const partition = paymentKeys.partition(reference);
  const page = await queryPage<Record<string, unknown>>({
    partition,
    sortKey: { beginsWith: 'TL#' },
    ascending: true,
    limit: options.limit,
    cursor: options.cursor,
    ...(categories
      ? {
          filter: {
            expression: `#category IN (${categories.map((_, i) => `:c${i}`).join(', ')})`,
            names: { '#category': 'category' },
            values: Object.fromEntries(categories.map((c, i) => [`:c${i}`, c])),
          },
        }
      : {}),
  });
  const stored = page.items.map((item) => strip<TimelineItem>(item));
  const kept = (options.alsoKept ?? []).filter((item) => !categories || categories.includes(item.category));
  if (!kept.length) return { items: stored, nextCursor: page.nextCursor };
  // The stored page covers the positions after the cursor up to where the query stopped: the kept
  // items in that span join it, by `seq`; a page grown past the limit ends at its last item kept.
  const seqOf = (key: Record<string, unknown>) => String(key.SK).slice('TL#'.length);
  const after = options.cursor ? seqOf(await decodeCursor(options.cursor, partition)) : '';
  const upTo = page.nextCursor ? seqOf(await decodeCursor(page.nextCursor, partition)) : undefined;
  const merged = [...stored, ...kept.filter((item) => item.seq > after && (upTo === undefined || item.seq <= upTo))].sort((a, b) =>
    a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0,
  );
  const limit = Math.min(options.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (merged.length <= limit) return { items: merged, nextCursor: page.nextCursor };
  const items = merged.slice(0, limit);
  return { items, nextCursor: await encodeCursor(paymentKeys.timelineItem(reference, items[limit - 1]!.seq), partition) };
}

/** Every timeline item of a payment, oldest first (events of one attempt, tests). */
export async function allTimelineItems(reference: string): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<TimelineItem> = await listTimelineItems(reference, { cursor, limit: 200 });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export interface PaymentListQuery {
  organisationId: string;
  /** One account (its own index partition), or the accounts a scoped member may see. */
  accountId?: string;
  visibleAccountIds?: readonly string[];
  from?: string;
  to?: string;
  provider?: string;
  status?: PaymentStatus;
  cursor?: string | null;
  limit?: number;
}

/** Payments newest first, merged from the list's shards; `from` inclusive, `to` exclusive (creation time). */
export async function listPayments(query: PaymentListQuery): Promise<Page<PaymentRecord>> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  if (query.status) {
    names['#status'] = 'status';
    values[':status'] = query.status;
    conditions.push('#status = :status');
  }
  if (query.provider) {
    names['#provider'] = 'provider';
    values[':provider'] = query.provider;
    conditions.push('#provider = :provider');
  }
  if (!query.accountId && query.visibleAccountIds) conditions.push(accountInFilter(query.visibleAccountIds, names, values));
  // `to` is exclusive: creation times equal to it sort before `<to>#...`, so `to` itself bounds the range.
  const between: [string, string] = [query.from ?? '0000', query.to ?? '9999'];
  const { organisationId, accountId } = query;
  const page = await queryMergedPage<Record<string, unknown>>({
    index: accountId ? 'GSI2' : 'GSI1',
    list: accountId ? paymentKeys.accountList(organisationId, accountId) : paymentKeys.organisationList(organisationId),
    partitions: allListShards.map((shard) =>
      accountId ? paymentKeys.byAccount(organisationId, accountId, shard) : paymentKeys.byOrganisation(organisationId, shard),
    ),
    between,
    limit: query.limit,
    cursor: query.cursor,
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {}),
  });
  return { items: page.items.map((item) => strip<PaymentRecord>(item)), nextCursor: page.nextCursor };
}

/** Open attempts whose next check is due, oldest due first (index: eventually consistent; callers re-read). */
export async function dueAttemptChecks(shard: number, now: Date, limit: number): Promise<AttemptRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK <= :now',
      ExpressionAttributeValues: { ':pk': paymentKeys.checksShard(shard), ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => strip<AttemptRecord>(item));
}

/** References of pending payments whose expiry has passed. */
export async function dueExpiries(shard: number, now: Date, limit: number): Promise<string[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK <= :now',
      ExpressionAttributeValues: { ':pk': paymentKeys.expiryShard(shard), ':now': `${now.toISOString()}#~` },
      ProjectionExpression: '#reference',
      ExpressionAttributeNames: { '#reference': 'reference' },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => String(item.reference));
}
