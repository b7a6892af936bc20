// A payer starts a payment from a link (POST /links/{slug}/payments).
//
// Primary course:
// 1. the link exists (404 `payment_link_not_found`) and is active: not disabled, expired or
//    completed (409 `link_disabled`, `link_expired`, `link_completed`);
// 2. the amount: the link's own (fixed), or the payer's within the bounds (open: 400
//    `amount_required`, `amount_out_of_bounds`); the payer fields the link requires (400
//    `payer_field_required`), those it hides dropped;
// 3. a single-use link is busy (409 `link_busy`) while the payment that claimed it is pending,
//    unexpired, and either has an attempt open at a provider or was started less than
//    `LINK_HOLD_WITHOUT_ATTEMPT_MINUTES` ago: an abandoned start frees the link (its payment
//    stays payable until it expires);
// 4. one transaction: the payment (channel `link`, the link's providers, message and
//    redirect), its timeline, and the link's claim: one more payment, on the link as read
//    and, for a single-use link, only while no other payment holds it. A lost claim reads
//    the link again and decides again, so that of racing payers exactly one starts.
import type { Payer } from '../domain/payments.js';
import { AppError, notFound } from '../domain/errors.js';
import { ClaimLost, createPayment } from '../payments/create-payment.js';
import { isDue } from '../payments/expire-payment.js';
import { paymentSettings } from '../payments/settings.js';
import { PAYER_ACTOR } from '../domain/timeline.js';
import { getOrganisation } from '../store/organisations-repository.js';
import { claimLinkForPayment, getLinkBySlug, startCountShards } from '../store/payment-links-repository.js';
import { type PaymentLinkRecord } from '../domain/records/payment-link.js';
import { getPayment } from '../store/payments-repository.js';
import { type PaymentRecord } from '../domain/records/payment.js';
import { effectiveStatus } from './link-view.js';

export interface StartLinkPaymentInput {
  slug: string;
  amount?: number;
  payer?: Payer;
  now?: Date;
}

const MAX_ROUNDS = 8;

/** How long a start that opened no attempt at a provider holds a single-use link. */
export const LINK_HOLD_WITHOUT_ATTEMPT_MINUTES = 5;

export async function startLinkPayment(input: StartLinkPaymentInput): Promise<PaymentRecord> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const now = input.now ?? new Date();
    const link = await getLinkBySlug(input.slug);
    if (!link) throw notFound('payment_link_not_found', 'Payment link');
    requireOpen(link, now);
    const amount = amountOf(link, input.amount);
    const payer = payerOf(link, input.payer ?? {});
    if (await isBusy(link, now)) {
      throw new AppError('link_busy', 'A payment from this single-use link is already in progress; try again later.');
    }
    const organisation = await getOrganisation(link.organisationId, { fromCopy: true });
    if (!organisation) throw notFound('payment_link_not_found', 'Payment link');
    try {
      return await createPayment({
        organisation,
        paymentAccountId: link.paymentAccountId,
        amount,
        currency: link.currency,
        description: link.title,
        payer,
        ...(link.acceptedProviders.length ? { acceptedProviders: link.acceptedProviders } : {}),
        ...(link.redirectUrl ? { successUrl: link.redirectUrl } : {}),
        expiresInMinutes: paymentSettings().LINK_PAYMENTS_EXPIRY_MINUTES,
        metadata: {},
        channel: 'link',
        paymentLinkId: link.id,
        linkCountShards: startCountShards(link),
        successMessage: link.successMessage,
        claim: (payment, at) => claimLinkForPayment(link, payment, at),
        actor: PAYER_ACTOR,
        source: 'checkout',
        now,
      });
    } catch (error) {
      // The link changed, completed or was claimed meanwhile: decide again on what it is now,
      // after a short random pause so that payers racing for a popular link spread out.
      if (!(error instanceof ClaimLost)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (round + 1)));
    }
  }
  throw new AppError('conflict', 'This payment link is busy with other requests; retry.');
}

function requireOpen(link: PaymentLinkRecord, now: Date): void {
  const status = effectiveStatus(link, now);
  if (status === 'disabled') throw new AppError('link_disabled', 'This payment link has been disabled by the merchant.');
  if (status === 'expired') throw new AppError('link_expired', 'This payment link has expired.', { expiresAt: link.expiresAt });
  if (status === 'completed') throw new AppError('link_completed', 'This payment link has already been paid.');
}

function amountOf(link: PaymentLinkRecord, amount: number | undefined): number {
  if (link.amountType === 'fixed') {
    if (amount !== undefined && amount !== link.amount) {
      throw new AppError('amount_not_allowed', `This link has a fixed amount (${link.amount} millimes): send no amount, or that one.`);
    }
    return link.amount!;
  }
  if (amount === undefined) throw new AppError('amount_required', 'This link asks the payer for the amount (millimes).');
  const min = link.minAmount ?? 1;
  if (amount < min || (link.maxAmount !== null && amount > link.maxAmount)) {
    throw new AppError(
      'amount_out_of_bounds',
      link.maxAmount === null
        ? `The amount must be at least ${min} millimes.`
        : `The amount must be from ${min} to ${link.maxAmount} millimes.`,
      { minAmount: min, maxAmount: link.maxAmount },
    );
  }
  return amount;
}

/** The payer's fields the link asks for; `name` is the first and last name. */
function payerOf(link: PaymentLinkRecord, given: Payer): Payer {
  const fields = { name: ['firstName', 'lastName'], email: ['email'], phone: ['phone'] } as const;
  const payer: Payer = {};
  const missing: string[] = [];
  for (const [group, names] of Object.entries(fields) as Array<[keyof typeof fields, readonly (keyof Payer)[]]>) {
    const mode = link.payerFields[group];
    if (mode === 'hidden') continue;
    for (const name of names) {
      const value = given[name]?.trim();
      if (value) payer[name] = value;
      else if (mode === 'required') missing.push(`payer.${name}`);
    }
  }
  if (missing.length) {
    throw new AppError('payer_field_required', `This link requires: ${missing.join(', ')}.`, {
      fields: missing.map((field) => ({ field, message: 'is required' })),
    });
  }
  return payer;
}

/**
 * A single-use link is busy while the payment that claimed it is pending, not yet due to expire,
 * and either has an attempt open at a provider or was started less than
 * `LINK_HOLD_WITHOUT_ATTEMPT_MINUTES` ago. So one anonymous start holds a shared link for a few
 * minutes at most, and a payer at a provider's page keeps it for as long as they are there.
 * (`busyUntil`, the claiming payment's expiry, spares the read of a payment that has run out.)
 */
async function isBusy(link: PaymentLinkRecord, now: Date): Promise<boolean> {
  if (link.usage !== 'single' || !link.busyReference || !link.busyUntil) return false;
  if (Date.parse(link.busyUntil) <= now.getTime()) return false;
  const payment = await getPayment(link.busyReference);
  if (!payment || payment.status !== 'pending' || isDue(payment, now)) return false;
  if (payment.openAttemptsCount > 0) return true;
  return now.getTime() - Date.parse(payment.createdAt) < LINK_HOLD_WITHOUT_ATTEMPT_MINUTES * 60_000;
}
