// The overview's bars of the amount collected per day, as rectangles of a 600 × 150 SVG: one slot per
// day, the tallest bar the period's best day, a day with money never thinner than 2 units. No DOM:
// unit tested.
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 150;

/** The bars' geometry: one slot per day, oldest first in the reading direction (from the right in Arabic). */
export function barsOf(byDay: readonly { day: string; collectedAmount: number }[], rtl: boolean) {
  const max = Math.max(0, ...byDay.map((d) => d.collectedAmount));
  const slot = CHART_WIDTH / Math.max(1, byDay.length);
  const gap = slot > 6 ? slot * 0.2 : 0;
  return byDay.map((d, i) => {
    const height = max > 0 ? Math.max(d.collectedAmount > 0 ? 2 : 0, (d.collectedAmount / max) * (CHART_HEIGHT - 4)) : 0;
    const x = rtl ? CHART_WIDTH - (i + 1) * slot : i * slot;
    return { day: d.day, amount: d.collectedAmount, x: x + gap / 2, width: slot - gap, y: CHART_HEIGHT - height, height };
  });
}
