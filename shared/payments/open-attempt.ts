// Opening an attempt at a provider (POST /checkout/{reference}/attempts).
//
// Primary course:
// 1. the payment exists (404), is pending (409 `payment_not_pending`) and not past its expiry
//    (409 `payment_expired`, expiring it); the provider is among the payment's accepted ones
//    and still routed on the account to an active affiliation (409 `provider_not_accepted`);
//    the payment has attempts left (409 `too_many_attempts`);
// 2. reserve the attempt: one transaction, conditioned on the payment's version, numbers the
//    attempt, records it (`created`, with a snapshot of the affiliation), its pointer and its
//    timeline item. A crash after this leaves an attempt the poller closes after a grace time;
// 3. decrypt the affiliation's credentials for this call and initiate at the provider; beside
//    it, the attempts the payer left are ended at their providers (end-attempts.ts, bounded);
// 4. a provider failure closes the attempt through the settlement function (source `init`)
//    and answers 502 `provider_init_failed` with the provider's error code;
// 5. otherwise record where the payer goes (redirect, QR or form), the provider's reference
//    and the first status check, and answer the attempt view.
import type { Locale } from '../domain/locale.js';
import { randomBytes } from 'node:crypto';
import { attemptIdFor } from '../domain/payment-ref.js';
import { connectorContextFor, credentialsToKeep } from '../affiliations/vault.js';
import { publicRoutesOrigin } from '../config/env.js';
import { isProviderError, type AttemptOutcome, type InitiateResult } from '../connectors/payment-connector.js';
import type { Payer, ProviderCode } from '../domain/payments.js';
import { getConnector } from '../connectors/registry.js';
import { AppError, notFound } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { getAffiliation, markAffiliationUsed } from '../store/affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { attemptWrites, attemptUpdate, paymentUpdate, WHILE_PENDING } from '../store/payment-writes.js';
import type { TransactItem } from '../store/client.js';
import { getAccountAndOrganisation } from '../store/payment-accounts-repository.js';
import { attemptCheckIndex, getPayment } from '../store/payments-repository.js';
import { type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import { notPending } from './cancel-payment.js';
import { endAttemptsEvent } from './end-attempts-event.js';
import { endOpenAttemptsNow } from './end-attempts.js';
import { expirePayment, isDue } from './expire-payment.js';
import { commit, MAX_TRANSITION_ROUNDS, tooManyRaces } from './payment-writes.js';
import { nextCheckDelaySeconds, paymentSettings } from './settings.js';
import { applyAttemptOutcome } from './settle-attempt.js';
import { TimelineBatch } from '../store/timeline-batch.js';

const expired = () => new AppError('payment_expired', 'This payment has expired: no attempt can be opened.');
const notAccepted = (provider: string) =>
  new AppError('provider_not_accepted', `The provider ${provider} is not offered for this payment.`, { provider });

export const callbackUrlFor = (provider: ProviderCode, attemptId: string) =>
  `${publicRoutesOrigin()}/callbacks/${provider}/${attemptId}`;

/** `language`: the payer's at the checkout; the provider's pages and the receipt follow it. */
export interface OpenAttemptInput {
  reference: string;
  provider: ProviderCode;
  language?: Locale;
  /** What the payer typed on the checkout, for a payment that asks for it (v2 `checkoutForm`). */
  payer?: Payer;
  now?: Date;
}

/** The payer fields a v2 `checkoutForm` payment asks for before it can be paid. */
const CHECKOUT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/**
 * The payer of a payment that asks for their details at the checkout: what the merchant sent
 * wins, the checkout fills the rest; 400 `payer_field_required` naming what is still missing.
 * Undefined when nothing changes.
 */
function payerFromCheckout(payment: PaymentRecord, given: Payer | undefined): Payer | undefined {
  if (!payment.v2?.checkoutForm) return undefined;
  const payer: Payer = { ...payment.payer };
  for (const field of CHECKOUT_FORM_FIELDS) {
    const value = given?.[field]?.trim();
    if (!payer[field] && value) payer[field] = value;
  }
  const missing = CHECKOUT_FORM_FIELDS.filter((field) => !payer[field]);
  if (missing.length) {
    throw new AppError('payer_field_required', `This payment needs the payer's ${missing.join(', ')}.`, {
      fields: missing.map((field) => ({ field: `payer.${field}`, message: 'is required' })),
    });
  }
  return CHECKOUT_FORM_FIELDS.some((field) => payer[field] !== payment.payer[field]) ? payer : undefined;
}

export async function openAttempt(input: OpenAttemptInput): Promise<{ payment: PaymentRecord; attempt: AttemptRecord }> {
  const { payment, attempt, affiliation, endsOthers } = await reserveAttempt(input);
  const now = new Date();
  // Beside the provider call, not before it: at most one write a minute per affiliation.
  const marking = markUsed(affiliation, now);
  // The attempts the payer leaves are ended at their providers beside the initiation, within a
  // short budget (the outbox event written with the reservation retries what is left).
  const ending = endsOthers ? endOpenAttemptsNow({ reference: payment.reference, keepAttemptId: attempt.id, reason: 'new_attempt' }, payment) : undefined;
  let result: InitiateResult;
  try {
    const ctx = await connectorContextFor(affiliation, attempt.affiliation.credentialVersion);
    result = await getConnector(input.provider).initiate(ctx, {
      attemptId: attempt.id,
      reference: payment.reference,
      amount: payment.amount,
      currency: 'TND',
      description: payment.description ?? `Paiement ${payment.reference}`,
      returnUrl: callbackUrlFor(input.provider, attempt.id),
      callbackUrl: callbackUrlFor(input.provider, attempt.id),
      language: attempt.language ?? payment.locale ?? 'fr',
      payer: payment.payer,
      expiresAt: new Date(payment.expiresAt),
    });
  } catch (error) {
    const providerErrorCode = isProviderError(error) ? error.providerErrorCode : 'internal_error';
    const outcome: AttemptOutcome = {
      status: 'failed',
      failureCode: isProviderError(error) ? (error.transient ? 'provider_unavailable' : 'invalid_request') : 'unknown',
      providerResultCode: providerErrorCode,
      providerMessage: isProviderError(error) ? error.message : null,
      authorizationCode: null,
      instrument: null,
      providerFee: null,
      paidAmount: null,
      raw: isProviderError(error) ? error.toJSON() : null,
    };
    await applyAttemptOutcome({ reference: payment.reference, attemptId: attempt.id, outcome, source: 'init', details: { providerErrorCode } });
    if (!isProviderError(error)) throw error;
    logger.warn('attempt initiation failed', { reference: payment.reference, attemptId: attempt.id, provider: input.provider, providerErrorCode });
    throw new AppError('provider_init_failed', `${input.provider} could not open the payment; try again or choose another provider.`, {
      providerErrorCode,
    });
  } finally {
    await Promise.all([marking, ending]);
  }
  const opened = await recordInitiation(attempt, result, now);
  count('AttemptsOpened', { provider: input.provider });
  return { payment, attempt: opened };
}

/** `lastUsedAt` of the affiliation an attempt is opened or checked with: bookkeeping, never a reason to fail. */
export function markUsed(affiliation: AffiliationRecord, now: Date): Promise<void> {
  return markAffiliationUsed(affiliation, now).catch((error: unknown) => {
    logger.warn('affiliation lastUsedAt not written', { affiliationId: affiliation.id, error });
  });
}

async function reserveAttempt(input: OpenAttemptInput) {
  const { PAYMENTS_MAX_ATTEMPTS, PAYMENTS_INIT_GRACE_SECONDS } = paymentSettings();
  // A race lost to another attempt's reservation is progress towards the maximum, not a reason
  // to give up: past the maximum the answer is `too_many_attempts`, which a retry would also
  // get. Only rounds lost to other changes count against MAX_TRANSITION_ROUNDS; the loop ends
  // since attempts are bounded.
  let roundsLost = 0;
  let attemptsSeen: number | undefined;
  for (;;) {
    const now = input.now ?? new Date();
    const payment = await getPayment(input.reference);
    if (!payment) throw notFound('payment_not_found', 'Payment');
    if (attemptsSeen !== undefined && payment.attemptsCount <= attemptsSeen) {
      roundsLost += 1;
      if (roundsLost >= MAX_TRANSITION_ROUNDS) throw tooManyRaces();
    }
    attemptsSeen = payment.attemptsCount;
    if (isDue(payment, now)) {
      await expirePayment(payment.reference, now);
      throw expired();
    }
    if (payment.status === 'expired') throw expired();
    if (payment.status !== 'pending') throw notPending(payment);
    if (!payment.acceptedProviders.includes(input.provider)) throw notAccepted(input.provider);
    const payer = payerFromCheckout(payment, input.payer);
    const affiliation = await routedAffiliation(payment, input.provider);
    if (payment.attemptsCount >= PAYMENTS_MAX_ATTEMPTS) {
      throw new AppError(
        'too_many_attempts',
        `This payment has had its ${PAYMENTS_MAX_ATTEMPTS} attempts.`,
        { maxAttempts: PAYMENTS_MAX_ATTEMPTS },
        {},
        { status: 409 },
      );
    }

    const at = now.toISOString();
    const attemptId = attemptIdFor(payment.reference, randomBytes(4));
    const checkAt = new Date(now.getTime() + PAYMENTS_INIT_GRACE_SECONDS * 1000).toISOString();
    const attempt: AttemptRecord = {
      id: attemptId,
      reference: payment.reference,
      organisationId: payment.organisationId,
      number: payment.attemptsCount + 1,
      provider: input.provider,
      status: 'created',
      kind: null,
      externalRef: null,
      redirectUrl: null,
      qr: null,
      form: null,
      ...(input.language ? { language: input.language } : {}),
      amount: payment.amount,
      providerFee: null,
      paidAmount: null,
      affiliation: {
        affiliationId: affiliation.id,
        label: affiliation.label,
        environment: affiliation.environment,
        publicIdentifier: affiliation.publicIdentifier,
        credentialVersion: affiliation.credentialVersion,
      },
      // Its status queries and its ending use these until it ends, whatever becomes of the affiliation.
      keptCredentials: credentialsToKeep(affiliation),
      checksCount: 0,
      lastCheckedAt: null,
      lastCheckError: null,
      nextCheckAt: checkAt,
      result: { failureCode: null, providerResultCode: null, providerMessage: null, authorizationCode: null, instrument: null },
      initiatedAt: null,
      redirectedAt: null,
      authorizedAt: null,
      completedAt: null,
      raw: { initiation: null, status: null },
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    const timeline = new TimelineBatch(payment.reference, now).attemptEvent({
      type: 'attempt.created',
      attemptId,
      source: 'init',
      fromStatus: null,
      toStatus: 'created',
      details: { number: attempt.number, provider: input.provider, affiliationId: affiliation.id },
    });
    const writes: TransactItem[] = [
      paymentUpdate(
        payment,
        {
          set: { provider: input.provider, lastAttemptId: attemptId, ...(payer ? { payer } : {}) },
          add: { attemptsCount: 1, openAttemptsCount: 1 },
          condition: WHILE_PENDING,
        },
        now,
      ),
      attemptWrites.create(attempt, checkAt),
      attemptWrites.pointer(attempt),
      ...timeline.writes(),
    ];
    // The attempts the payer leaves for this one are ended at their providers: no paying twice.
    const ending = payment.openAttemptsCount > 0 ? endAttemptsEvent({ reference: payment.reference, keepAttemptId: attemptId, reason: 'new_attempt' }, now) : null;
    if (ending) writes.push({ Put: ending.put });
    if (await commit(writes, ending ? [ending] : [])) {
      const after: PaymentRecord = {
        ...payment,
        provider: input.provider,
        lastAttemptId: attemptId,
        attemptsCount: payment.attemptsCount + 1,
        openAttemptsCount: payment.openAttemptsCount + 1,
        version: payment.version + 1,
        updatedAt: at,
      };
      return { payment: after, attempt, affiliation, endsOthers: ending !== null };
    }
  }
}

/** The affiliation the payment's account routes `provider` to, when it can collect now. */
async function routedAffiliation(payment: PaymentRecord, provider: ProviderCode): Promise<AffiliationRecord> {
  const { account, organisation } = await getAccountAndOrganisation(payment.organisationId, payment.paymentAccountId, { fromCopy: true });
  // A suspended organisation cannot collect: no provider is offered meanwhile.
  const collects = account?.status === 'active' && organisation?.status !== 'suspended';
  const route = collects ? account.routes?.find((r) => r.provider === provider) : undefined;
  const affiliation = route ? await getAffiliation(payment.organisationId, route.affiliationId) : undefined;
  if (!affiliation || affiliation.status !== 'active' || affiliation.provider !== provider || !affiliation.current) {
    throw notAccepted(provider);
  }
  return affiliation;
}

/** Where the payer goes, and the first status check: the attempt leaves `created`. */
async function recordInitiation(attempt: AttemptRecord, result: InitiateResult, now: Date): Promise<AttemptRecord> {
  const at = now.toISOString();
  const status = result.kind === 'qr' ? 'pending' : 'redirected';
  const nextCheckAt = new Date(now.getTime() + nextCheckDelaySeconds(0) * 1000).toISOString();
  const set = {
    status,
    kind: result.kind,
    externalRef: result.externalRef,
    redirectUrl: result.kind === 'redirect' ? result.redirectUrl : null,
    qr: result.kind === 'qr' ? result.qr : null,
    form: result.kind === 'form' ? result.form : null,
    initiatedAt: at,
    redirectedAt: status === 'redirected' ? at : null,
    nextCheckAt,
    ...attemptCheckIndex(attempt.reference, attempt.id, nextCheckAt),
    raw: { initiation: result.raw, status: null },
  };
  const timeline = new TimelineBatch(attempt.reference, now).attemptEvent({
    type: `attempt.${status}`,
    attemptId: attempt.id,
    source: 'init',
    fromStatus: 'created',
    toStatus: status,
    details: { kind: result.kind, externalRef: result.externalRef },
  });
  const update = attemptUpdate(attempt, { set, condition: { expression: '#status = :created', names: { '#status': 'status' }, values: { ':created': 'created' } } }, now);
  if (!(await commit([update, ...timeline.writes()]))) {
    throw new AppError('conflict', 'This attempt changed while it was being opened; open a new one.');
  }
  const { GSI2PK: _pk, GSI2SK: _sk, ...fields } = set;
  return { ...attempt, ...fields, version: attempt.version + 1, updatedAt: at } as AttemptRecord;
}
