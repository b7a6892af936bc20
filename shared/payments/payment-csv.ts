// The CSV of a payment export (issue 29): UTF-8 with a byte order mark (so that spreadsheet programs
// read Arabic and accented names as UTF-8), RFC 4180 quoting, CRLF line ends, one row per payment
// with its result. Amounts are given twice: in dinars with 3 decimals (`12.500`) and in millimes.
// A text cell that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab
// or a carriage return) is prefixed with a single quote, OWASP's rule against CSV injection: a payer
// name or order id is the payer's text, and a phone number `+216...` reads `'+216...`.
import type { PaymentRecord } from '../domain/records/payment.js';

export const CSV_BOM = '\uFEFF';

/** The columns, in order, with how each reads its payment. */
const COLUMNS: ReadonlyArray<readonly [string, (p: PaymentRecord) => string | number | null | undefined, 'text' | 'number']> = [
  ['reference', (p) => p.reference, 'text'],
  ['created_at', (p) => p.createdAt, 'text'],
  ['status', (p) => p.status, 'text'],
  ['amount_tnd', (p) => dinars(p.amount), 'number'],
  ['amount_millimes', (p) => p.amount, 'number'],
  ['currency', (p) => p.currency, 'text'],
  ['provider', (p) => p.provider, 'text'],
  ['completed_at', (p) => p.completedAt, 'text'],
  ['failure_code', (p) => p.failureCode, 'text'],
  ['authorization_code', (p) => p.authorizationCode, 'text'],
  ['refunded_tnd', (p) => (p.amountRefunded ? dinars(p.amountRefunded) : ''), 'number'],
  ['refunded_millimes', (p) => p.amountRefunded ?? '', 'number'],
  ['order_id', (p) => p.orderId, 'text'],
  ['description', (p) => p.description, 'text'],
  ['payer_first_name', (p) => p.payer?.firstName, 'text'],
  ['payer_last_name', (p) => p.payer?.lastName, 'text'],
  ['payer_email', (p) => p.payer?.email, 'text'],
  ['payer_phone', (p) => p.payer?.phone, 'text'],
  ['payment_account_id', (p) => p.paymentAccountId, 'text'],
  ['payment_link_id', (p) => p.paymentLinkId, 'text'],
  ['channel', (p) => p.channel, 'text'],
];

export const CSV_COLUMNS = COLUMNS.map(([name]) => name);

/** The payment attributes the rows read (a walk reads these only). */
export const CSV_ATTRIBUTES = [
  'reference', 'createdAt', 'status', 'amount', 'currency', 'provider', 'completedAt', 'failureCode', 'authorizationCode',
  'amountRefunded', 'orderId', 'description', 'payer', 'paymentAccountId', 'paymentLinkId', 'channel',
] as const;

/** Millimes as dinars with 3 decimals, without going through a float: 12500 → `12.500`. */
export function dinars(millimes: number): string {
  const sign = millimes < 0 ? '-' : '';
  const abs = Math.abs(millimes);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert for spreadsheets (OWASP CSV injection): a leading `'` before a formula's first character. */
export const neutralised = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** RFC 4180: a cell holding a quote, a comma or a line end is quoted, its quotes doubled. */
const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const csvHeader = () => `${CSV_COLUMNS.join(',')}\r\n`;

export function csvRow(payment: PaymentRecord): string {
  return (
    COLUMNS.map(([, read, kind]) => {
      const value = read(payment);
      if (value === null || value === undefined || value === '') return '';
      const text = String(value);
      return quoted(kind === 'text' ? neutralised(text) : text);
    }).join(',') + '\r\n'
  );
}
