import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, tunisDay } from '../../../../shared/domain/days.js';

describe('Africa/Tunis days', () => {
  it('counts an instant on its Tunis calendar day (UTC+1)', () => {
    expect(tunisDay('2026-11-25T22:59:59.999Z')).toBe('2026-11-25');
    expect(tunisDay('2026-11-25T23:00:00.000Z')).toBe('2026-11-26');
    expect(tunisDay('2026-07-01T23:30:00.000Z')).toBe('2026-07-02');
  });

  it('adds and counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysBetween('2026-05-02', '2026-05-01')).toBe(0);
  });

  it('accepts only days that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00:00Z', 'yesterday']) expect(isCalendarDay(value), value).toBe(false);
  });
});
