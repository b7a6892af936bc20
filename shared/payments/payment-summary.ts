// The overview of an organisation's payments (GET /organisations/{id}/payments/summary): the figures
// of a period of Africa/Tunis days and of the period of equal length just before it, added up from
// the counters each payment change writes in its own transaction (shared/store/payment-summary-repository.ts),
// never by reading payments. Both periods are adjacent, so one query per counter shard reads them.
// Payments count on the day they were created (the list's `from`/`to` filter the same way), so the
// figures of a period are those of the payments the list shows for it.
import type * as z from 'zod';
import type { PaymentFigures, PaymentSummary } from '../api-schemas/payments.js';
import { addDays, daysBetween, tunisDay } from '../domain/days.js';
import { AppError } from '../domain/errors.js';
import { PAYMENT_STATUSES } from '../domain/records/payment.js';
import { readSummaryCounters, type SummaryCounters } from '../store/payment-summary-repository.js';

/** The longest period asked at once (its previous period is read with it). */
export const MAX_SUMMARY_DAYS = 366;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_SUMMARY_DAYS = 30;

export interface SummaryQuery {
  organisationId: string;
  /** Days `YYYY-MM-DD` (Africa/Tunis), both included. */
  from?: string;
  to?: string;
  /** One account (already checked in the caller's scope), or the accounts a scoped caller sees. */
  accountId?: string;
  visibleAccountIds?: readonly string[];
  now?: Date;
}

type Figures = z.input<typeof PaymentFigures>;

/** The period asked for, checked: `from` ≤ `to`, at most MAX_SUMMARY_DAYS days. */
export function summaryPeriod(query: { from?: string; to?: string; now?: Date }): { from: string; to: string; days: number } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_SUMMARY_DAYS - 1) : tunisDay(query.now ?? new Date()));
  const from = query.from ?? addDays(to, -(DEFAULT_SUMMARY_DAYS - 1));
  if (from > to) throw new AppError('validation_failed', '`from` must be on or before `to`.', { fields: [{ field: 'from', message: 'must be on or before to' }] });
  const days = daysBetween(from, to);
  if (days > MAX_SUMMARY_DAYS) {
    throw new AppError('validation_failed', `The period is ${days} days long; at most ${MAX_SUMMARY_DAYS}.`, { fields: [{ field: 'from', message: `at most ${MAX_SUMMARY_DAYS} days before to` }] });
  }
  return { from, to, days };
}

export async function paymentSummary(query: SummaryQuery): Promise<z.input<typeof PaymentSummary>> {
  const { from, to, days } = summaryPeriod(query);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  const accounts = query.accountId ? [query.accountId] : query.visibleAccountIds;
  const counters = await readSummaryCounters(query.organisationId, previousFrom, to, accounts);
  return {
    timeZone: 'Africa/Tunis',
    currency: 'TND',
    account: query.accountId ?? null,
    current: figuresOf(counters, from, to),
    previous: figuresOf(counters, previousFrom, previousTo),
  };
}

/** The figures of the days `from`..`to` among the counter items read. */
export function figuresOf(counters: readonly SummaryCounters[], from: string, to: string): Figures {
  const total: Record<string, number> = {};
  const perDay = new Map<string, Record<string, number>>();
  for (const item of counters) {
    if (item.day < from || item.day > to) continue;
    const day = perDay.get(item.day) ?? {};
    perDay.set(item.day, day);
    for (const [name, n] of Object.entries(item.figures)) {
      total[name] = (total[name] ?? 0) + n;
      day[name] = (day[name] ?? 0) + n;
    }
  }
  const value = (figures: Record<string, number>, name: string) => figures[name] ?? 0;
  const byStatus = Object.fromEntries(
    PAYMENT_STATUSES.map((status) => [status, { count: value(total, `n_${status}`), amount: value(total, `a_${status}`) }]),
  ) as Figures['byStatus'];
  const created = (figures: Record<string, number>) => PAYMENT_STATUSES.reduce((sum, status) => sum + value(figures, `n_${status}`), 0);
  const byProvider = Object.keys(total)
    .filter((name) => name.startsWith('n_p_'))
    .map((name) => name.slice('n_p_'.length))
    .map((provider) => ({ provider, count: value(total, `n_p_${provider}`), amount: value(total, `a_p_${provider}`) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.amount - a.amount || a.provider.localeCompare(b.provider));
  const byDay: Figures['byDay'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const figures = perDay.get(day) ?? {};
    byDay.push({ day, payments: created(figures), collectedCount: value(figures, 'n_succeeded'), collectedAmount: value(figures, 'a_succeeded') });
  }
  const opened = value(total, 'n_opened');
  const collected = byStatus.succeeded;
  const refunded = { count: value(total, 'n_refunds'), amount: value(total, 'a_refunded') };
  return {
    from,
    to,
    payments: { count: created(total), amount: PAYMENT_STATUSES.reduce((sum, status) => sum + value(total, `a_${status}`), 0) },
    collected,
    refunded,
    netCollected: collected.amount - refunded.amount,
    byStatus,
    byProvider,
    byDay,
    checkoutOpened: opened,
    conversion: opened > 0 ? Math.round((collected.count / opened) * 10_000) / 10_000 : null,
  };
}
