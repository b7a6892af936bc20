// The overview's bars: one slot per day across the chart, the best day the full height, oldest
// first in the reading direction (left to right, or right to left in Arabic), nothing for a day
// with nothing collected, and a day with a little money still visible.
import { describe, expect, it } from 'vitest';
import { barsOf, CHART_HEIGHT, CHART_WIDTH } from '../../../../../../lib/web/dashboard/src/day-bars.js';

const days = (amounts: number[]) => amounts.map((collectedAmount, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, collectedAmount }));

describe('barsOf', () => {
  it('puts the oldest day at the left in a left-to-right page and at the right in Arabic', () => {
    const ltr = barsOf(days([1_000, 0, 3_000]), false);
    const rtl = barsOf(days([1_000, 0, 3_000]), true);
    expect(ltr.map((b) => b.day)).toEqual(rtl.map((b) => b.day));
    expect(ltr[0]!.x).toBeLessThan(ltr[2]!.x);
    expect(rtl[0]!.x).toBeGreaterThan(rtl[2]!.x);
    // Mirrored: each day's bar sits at the same distance from its own side.
    for (let i = 0; i < 3; i++) expect(rtl[i]!.x).toBeCloseTo(CHART_WIDTH - ltr[i]!.x - ltr[i]!.width);
  });

  it('scales to the best day, leaves an empty day empty and a tiny amount visible, within the chart', () => {
    const bars = barsOf(days([1, 0, 300_000, 150_000]), false);
    expect(bars[2]!.height).toBe(CHART_HEIGHT - 4);
    expect(bars[3]!.height).toBeCloseTo((CHART_HEIGHT - 4) / 2);
    expect(bars[1]!.height).toBe(0);
    expect(bars[0]!.height).toBe(2);
    for (const bar of bars) {
      expect(bar.y + bar.height).toBe(CHART_HEIGHT);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART_WIDTH);
    }
  });

  it('draws nothing when nothing was collected, and fits a year of days', () => {
    expect(barsOf(days([0, 0, 0]), true).every((b) => b.height === 0)).toBe(true);
    const year = barsOf(Array.from({ length: 366 }, (_, i) => ({ day: `d${i}`, collectedAmount: i })), false);
    expect(year).toHaveLength(366);
    expect(year.at(-1)!.x + year.at(-1)!.width).toBeCloseTo(CHART_WIDTH);
  });
});
