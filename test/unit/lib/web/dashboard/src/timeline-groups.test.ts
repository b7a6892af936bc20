// Consecutive openings of the payment page are one timeline entry; anything else stays apart.
import { describe, expect, it } from 'vitest';
import { groupRepeats } from '../../../../../../lib/web/dashboard/src/timeline-groups.js';

const item = (id: string, type: string) => ({ id, type });

describe('groupRepeats', () => {
  it('groups consecutive checkout openings and keeps their order', () => {
    const grouped = groupRepeats([
      item('1', 'payment.created'),
      item('2', 'checkout.opened'),
      item('3', 'checkout.opened'),
      item('4', 'checkout.opened'),
      item('5', 'attempt.created'),
      item('6', 'checkout.opened'),
    ]);
    expect(grouped.map((g) => [g.item.id, g.repeats.map((r) => r.id)])).toEqual([
      ['1', []],
      ['2', ['3', '4']],
      ['5', []],
      ['6', []],
    ]);
  });

  it('never groups other repeated types', () => {
    const grouped = groupRepeats([item('1', 'webhook.try'), item('2', 'webhook.try')]);
    expect(grouped).toHaveLength(2);
    expect(groupRepeats([])).toEqual([]);
  });
});
