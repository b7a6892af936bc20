// Days as a Tunisian merchant counts them: calendar days in Africa/Tunis (UTC+1, no daylight saving
// since 2009, read from the time-zone database rather than assumed).

export const MERCHANT_TIME_ZONE = 'Africa/Tunis';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MERCHANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Africa/Tunis calendar day (`YYYY-MM-DD`) of an instant. */
export const tunisDay = (at: Date | string): string => dayFormat.format(typeof at === 'string' ? new Date(at) : at);

/** `day` plus `n` calendar days (negative: before). Calendar arithmetic, independent of any zone. */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);

/** Whether a string is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
