// Creating a payment (POST /payments; payment links and v2 reuse it with their channel).
//
// Primary course:
// 1. the account named (or the default) is in the caller's scope and active (404
//    `payment_account_not_found`, 403 `account_out_of_scope`, 409 `payment_account_inactive`);
// 2. the organisation can collect (422 `cannot_collect` with every reason);
// 3. the providers offered are the account's routing to active affiliations, intersected
//    with `acceptedProviders` when given; none left is 400 `provider_not_routed`;
// 4. metadata is 4 KB at most once serialised (400 `metadata_too_large`);
// 5. one transaction: the payment (its reference claimed: 24 random hex characters) and
//    the first item of its timeline.
import { randomBytes, randomUUID } from 'node:crypto';
import { assertWebhookUrlRegistered } from '../webhooks/endpoints.js';
import { collectingProviders } from '../accounts/payment-account-view.js';
import { requireActiveAccount } from '../accounts/require-active-account.js';
import { env } from '../config/env.js';
import type { Payer, ProviderCode } from '../domain/payments.js';
import { AppError } from '../domain/errors.js';
import { collectability } from '../organisations/organisation-view.js';
import { countActiveAffiliations } from '../store/affiliations-repository.js';
import { failedConditionIndexes, isConditionFailure, isTransactionConflict, type TransactItem } from '../store/client.js';
import { paymentWrites } from '../store/payment-writes.js';
import { transact } from '../store/transact.js';
import { summaryWrites } from '../store/payment-summary-repository.js';
import { searchEntryWrites } from '../store/payment-search-repository.js';
import type { OrganisationRecord } from '../domain/records/organisation.js';
import type { PaymentAccountRecord } from '../domain/records/payment-account.js';
import { type PaymentChannel, type PaymentRecord, type TimelineSource, type V2PaymentDetails } from '../domain/records/payment.js';
import { type Locale } from '../domain/locale.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { type Actor } from '../domain/timeline.js';
import { count } from '../log/metrics.js';

export const MAX_METADATA_BYTES = 4096;

/**
 * The checkout's address. What the page needs beyond the contract's checkout views travels with
 * it: the merchant's language for the payer (`lang`), and for v2 payments the dark `theme` and the
 * payer's details form (`form=payer`, which the service enforces when an attempt is opened).
 */
function payUrlOf(reference: string, input: Pick<CreatePaymentInput, 'locale' | 'v2'>): string {
  const query = new URLSearchParams();
  if (input.locale) query.set('lang', input.locale);
  if (input.v2?.theme === 'dark') query.set('theme', 'dark');
  if (input.v2?.checkoutForm) query.set('form', 'payer');
  const search = query.toString();
  return `${env().CHECKOUT_URL}/${reference}${search ? `?${search}` : ''}`;
}

export interface CreatePaymentInput {
  organisation: OrganisationRecord;
  /** Throws when the caller may not collect on this account (scope). */
  checkAccount?: (accountId: string) => void;
  paymentAccountId?: string;
  /** An account read with the organisation, in the same batch: used if it is the one to collect on. */
  accountRead?: { id: string; account: PaymentAccountRecord | undefined };
  amount: number;
  currency: 'TND';
  description?: string | null;
  orderId?: string | null;
  payer?: Payer;
  acceptedProviders?: readonly ProviderCode[];
  /**
   * v2 `acceptedPaymentMethods`: the providers asked for, offered where routed; when none of
   * them is routed, every routed provider is offered (ignored when `acceptedProviders` is given).
   */
  preferredProviders?: readonly ProviderCode[];
  successUrl?: string | null;
  failUrl?: string | null;
  webhookUrl?: string | null;
  v2Webhook?: string | null;
  v2?: V2PaymentDetails;
  expiresInMinutes?: number;
  metadata?: Record<string, unknown>;
  channel: PaymentChannel;
  paymentLinkId?: string | null;
  /** Where a link's payment counted its start (`startCountShards`). */
  linkCountShards?: number | null;
  successMessage?: string | null;
  /** The payer's language at the checkout, on provider pages and on the receipt. */
  locale?: Locale | null;
  /**
   * A write that must succeed in the same transaction (a payment link's claim and count),
   * built for the payment drawn. When its condition fails, `ClaimLost` is thrown.
   */
  claim?: (payment: PaymentRecord, now: Date) => TransactItem;
  /** Writes that belong with the creation, built for the payment drawn (the request's idempotent answer). */
  alsoWrite?: (payment: PaymentRecord) => TransactItem[];
  actor: Actor;
  source: TimelineSource;
  now?: Date;
}

export const newReference = () => randomBytes(12).toString('hex');

/** The `claim` write of a creation failed its condition or met another transaction: nothing was written; read again and decide. */
export class ClaimLost extends Error {
  constructor() {
    super('The claim written with the payment failed its condition.');
    this.name = 'ClaimLost';
  }
}

export async function createPayment(input: CreatePaymentInput): Promise<PaymentRecord> {
  const { organisation } = input;
  if (input.paymentAccountId) input.checkAccount?.(input.paymentAccountId);
  const account = await requireActiveAccount(organisation, input.paymentAccountId, input.accountRead);
  input.checkAccount?.(account.id);

  const routed = (await collectingProviders(account)) as ProviderCode[];
  // An active routed affiliation is an active affiliation: count them only when none is routed.
  const activeAffiliations = routed.length || (await countActiveAffiliations(organisation.id));
  const { canCollect, reasons } = collectability(organisation, activeAffiliations);
  if (!canCollect) {
    throw new AppError('cannot_collect', `This organisation cannot collect payments yet: ${reasons.join(', ')}.`, { reasons });
  }
  const preferred = input.preferredProviders?.length ? routed.filter((code) => input.preferredProviders!.includes(code)) : [];
  const accepted = input.acceptedProviders
    ? routed.filter((code) => input.acceptedProviders!.includes(code))
    : preferred.length
      ? preferred
      : routed;
  if (!accepted.length) {
    throw new AppError(
      'provider_not_routed',
      input.acceptedProviders
        ? 'None of acceptedProviders is routed to an active affiliation on this payment account.'
        : 'This payment account routes no provider to an active affiliation.',
      { routedProviders: routed },
    );
  }
  // The deliveries to a per-payment URL are signed with the secret of the endpoint on its origin.
  if (input.webhookUrl) await assertWebhookUrlRegistered(organisation.id, input.webhookUrl);
  const metadata = input.metadata ?? {};
  const metadataBytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (metadataBytes > MAX_METADATA_BYTES) {
    throw new AppError('metadata_too_large', `metadata is ${metadataBytes} bytes once serialised; at most ${MAX_METADATA_BYTES}.`);
  }

  for (let tries = 0; tries < 3; tries += 1) {
    const now = input.now ?? new Date();
    const reference = newReference();
    const expiresAt = new Date(now.getTime() + (input.expiresInMinutes ?? env().PAYMENTS_DEFAULT_EXPIRY_MINUTES) * 60_000).toISOString();
    const payment: PaymentRecord = {
      id: randomUUID(),
      reference,
      status: 'pending',
      amount: input.amount,
      currency: input.currency,
      description: input.description ?? null,
      orderId: input.orderId ?? null,
      payer: input.payer ?? {},
      acceptedProviders: accepted,
      provider: null,
      organisationId: organisation.id,
      paymentAccountId: account.id,
      channel: input.channel,
      successUrl: input.successUrl ?? account.successUrl ?? null,
      failUrl: input.failUrl ?? account.failUrl ?? null,
      webhookUrl: input.webhookUrl ?? null,
      v2Webhook: input.v2Webhook ?? null,
      ...(input.v2 ? { v2: input.v2 } : {}),
      expiresAt,
      metadata,
      payUrl: payUrlOf(reference, input),
      succeededAttemptId: null,
      attemptsCount: 0,
      openAttemptsCount: 0,
      failedAttemptsCount: 0,
      paymentLinkId: input.paymentLinkId ?? null,
      ...(input.paymentLinkId ? { linkCountShards: input.linkCountShards ?? null } : {}),
      successMessage: input.successMessage ?? null,
      merchantName: account.displayName ?? organisation.name,
      merchantContact: { email: organisation.email ?? null, phone: organisation.phone ?? null },
      locale: input.locale ?? null,
      checkoutOpensCount: 0,
      lastAttemptId: null,
      completedAt: null,
      failureCode: null,
      authorizationCode: null,
      instrument: null,
      cancelReason: null,
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const timeline = new TimelineBatch(reference, now).paymentEvent({
      type: 'payment.created',
      category: 'payment',
      source: input.source,
      actor: input.actor,
      toStatus: 'pending',
      details: { amount: payment.amount, channel: payment.channel, acceptedProviders: accepted, expiresAt },
    });
    try {
      await transact([
        paymentWrites.create(payment),
        ...(input.claim ? [input.claim(payment, now)] : []),
        ...timeline.writes(),
        ...(input.alsoWrite?.(payment) ?? []),
        // The overview's figures count the payment with it (after the writes whose positions the conditions below name).
        summaryWrites.created(payment),
        // What GET /payments?q= and ?link= find it by.
        ...searchEntryWrites(payment),
      ]);
      count('PaymentsCreated', { channel: payment.channel });
      return payment;
    } catch (error) {
      // The claimed item changed, or another transaction held it at that moment (a popular link).
      if (input.claim && (isTransactionConflict(error) || (isConditionFailure(error) && failedConditionIndexes(error).includes(1)))) {
        throw new ClaimLost();
      }
      // A reference already taken (2^-96 odds) draws another one.
      if (!isConditionFailure(error) || !failedConditionIndexes(error).includes(0)) throw error;
    }
  }
  throw new AppError('internal_error', 'Could not draw a free payment reference.');
}
