// Backfills what the overview and the search read for payments made before they existed (issue 29):
// the summary counters of each payment and its search entries. `before` is the moment the release
// that writes them went live: a payment created before it was not counted at creation, and a change
// it went through before it (its end, its first checkout open, a refund) was not counted either, while
// a change after it was counted by the code that made it. So a payment adds its creation, plus each
// of its changes made before `before`. Safe to run twice (each payment carries a marker once done)
// and beside live traffic (each payment's writes are one transaction conditioned on the version read:
// a payment that changed meanwhile is read again and decided again).
import type { PaymentRecord } from '../domain/records/payment.js';
import { logger } from '../log/logger.js';
import { listOrganisations } from '../store/organisations-repository.js';
import { isBackfilled, paymentBackfillWrites } from '../store/payment-backfill-repository.js';
import { everyPayment, getPayment } from '../store/payments-repository.js';
import { listPaymentRefunds } from '../store/refunds-repository.js';
import { transactUnlessRaced } from '../store/transact.js';

export interface BackfillReport {
  organisations: number;
  payments: number;
  backfilled: number;
  alreadyDone: number;
  /** Payments that kept changing under the backfill (left for another run). */
  gaveUp: number;
}

const ROUNDS = 5;

/** What a payment created before `before` adds to its day's counters. */
export async function backfillDeltas(payment: PaymentRecord, before: string): Promise<Record<string, number>> {
  const deltas: Record<string, number> = {};
  const add = (name: string, n: number) => (deltas[name] = (deltas[name] ?? 0) + n);
  add('n_pending', 1);
  add('a_pending', payment.amount);
  const endedAt = payment.completedAt ?? payment.updatedAt;
  if (payment.status !== 'pending' && endedAt < before) {
    add('n_pending', -1);
    add('a_pending', -payment.amount);
    add(`n_${payment.status}`, 1);
    add(`a_${payment.status}`, payment.amount);
    if (payment.status === 'succeeded' && payment.provider) {
      add(`n_p_${payment.provider}`, 1);
      add(`a_p_${payment.provider}`, payment.amount);
    }
  }
  if (payment.checkoutOpensCount > 0 && (payment.firstOpenedAt ?? payment.createdAt) < before) add('n_opened', 1);
  if (payment.status === 'succeeded' && (payment.amountRefunded ?? 0) > 0) {
    for (const refund of await listPaymentRefunds(payment.reference)) {
      if (refund.status === 'succeeded' && refund.completedAt && refund.completedAt < before) {
        add('n_refunds', 1);
        add('a_refunded', refund.amount);
      }
    }
  }
  return Object.fromEntries(Object.entries(deltas).filter(([, n]) => n !== 0));
}

/** Backfills one payment; answers what happened. */
async function backfillOne(first: PaymentRecord, before: string, now: () => Date): Promise<'backfilled' | 'alreadyDone' | 'gaveUp'> {
  let payment: PaymentRecord | undefined = first;
  for (let round = 0; round < ROUNDS && payment; round++) {
    if (isBackfilled(payment)) return 'alreadyDone';
    if (await transactUnlessRaced(paymentBackfillWrites(payment, await backfillDeltas(payment, before), now()))) return 'backfilled';
    // Changed meanwhile, or done by another run: read again (consistently) and decide again.
    payment = await getPayment(payment.reference);
  }
  return payment ? 'gaveUp' : 'alreadyDone';
}

export async function backfillPaymentIndexes(options: { before: Date; organisationId?: string; now?: () => Date }): Promise<BackfillReport> {
  const before = options.before.toISOString();
  const now = options.now ?? (() => new Date());
  const report: BackfillReport = { organisations: 0, payments: 0, backfilled: 0, alreadyDone: 0, gaveUp: 0 };
  const organisations = async function* () {
    if (options.organisationId) {
      yield options.organisationId;
      return;
    }
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listOrganisations>> = await listOrganisations(cursor, 100);
      for (const organisation of page.items) yield organisation.id;
      cursor = page.nextCursor;
    } while (cursor);
  };
  for await (const organisationId of organisations()) {
    report.organisations++;
    // Created before `before` (the list's `to` is exclusive).
    for await (const payment of everyPayment({ organisationId, to: before })) {
      report.payments++;
      report[await backfillOne(payment, before, now)]++;
    }
    logger.info('payments backfilled', { organisationId, ...report });
  }
  return report;
}
