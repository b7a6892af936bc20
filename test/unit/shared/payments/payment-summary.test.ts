import { describe, expect, it } from 'vitest';
import { figuresOf, summaryPeriod } from '../../../../shared/payments/payment-summary.js';
import type { SummaryCounters } from '../../../../shared/store/payment-summary-repository.js';

const account = 'acc';
describe('figuresOf', () => {
  const counters: SummaryCounters[] = [
    { day: '2026-11-01', accountId: account, figures: { n_pending: 1, a_pending: 100, n_succeeded: 2, a_succeeded: 5_000, n_p_flouci: 2, a_p_flouci: 5_000, n_opened: 4 } },
    { day: '2026-11-01', accountId: 'other', figures: { n_failed: 1, a_failed: 700, n_succeeded: 1, a_succeeded: 1_000, n_p_clictopay: 1, a_p_clictopay: 1_000, n_refunds: 1, a_refunded: 300 } },
    { day: '2026-11-03', accountId: account, figures: { n_canceled: 1, a_canceled: 50, n_pending: 0, a_pending: 0 } },
    { day: '2026-10-31', accountId: account, figures: { n_succeeded: 9, a_succeeded: 9 } },
  ];

  it('adds up the shards, accounts and days of the period only', () => {
    const figures = figuresOf(counters, '2026-11-01', '2026-11-03');
    expect(figures.payments).toEqual({ count: 6, amount: 6_850 });
    expect(figures.collected).toEqual({ count: 3, amount: 6_000 });
    expect(figures.refunded).toEqual({ count: 1, amount: 300 });
    expect(figures.netCollected).toBe(5_700);
    expect(figures.byProvider).toEqual([
      { provider: 'flouci', count: 2, amount: 5_000 },
      { provider: 'clictopay', count: 1, amount: 1_000 },
    ]);
    expect(figures.byDay).toEqual([
      { day: '2026-11-01', payments: 5, collectedCount: 3, collectedAmount: 6_000 },
      { day: '2026-11-02', payments: 0, collectedCount: 0, collectedAmount: 0 },
      { day: '2026-11-03', payments: 1, collectedCount: 0, collectedAmount: 0 },
    ]);
    expect(figures.checkoutOpened).toBe(4);
    expect(figures.conversion).toBe(0.75);
    expect(figuresOf([], '2026-11-01', '2026-11-01').conversion).toBeNull();
  });
});

describe('summaryPeriod', () => {
  it('defaults to the last 30 Tunis days, today included', () => {
    expect(summaryPeriod({ now: new Date('2026-11-25T23:30:00Z') })).toEqual({ from: '2026-10-28', to: '2026-11-26', days: 30 });
  });
  it('refuses a reversed or too long period', () => {
    expect(() => summaryPeriod({ from: '2026-05-02', to: '2026-05-01' })).toThrow(/on or before/);
    expect(() => summaryPeriod({ from: '2025-01-01', to: '2026-01-02' })).toThrow(/at most 366/);
  });
});
