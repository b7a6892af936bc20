// Small pieces of the payments and payment-links screens: a status badge, a read-only address
// with its copy button, the keyset paging links, a definition row, a table of figures, the
// account a new payment or link goes to.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../checkout/src/providers.js';
import { fr } from './i18n/fr.js';
import { t, type MessageKey } from './i18n/index.js';
import type { PaymentAccountSummary } from './api.js';
import { chosenAccount, copyText } from './load.js';

export function Badge({ kind, value, label }: { kind: string; value: string; label: string }) {
  return (
    <span class={`badge ${kind}-${value}`} data-status={value}>
      {label}
    </span>
  );
}

/** A provider's name as every screen shows it (never translated), its code when unknown; "none" for no provider. */
export const providerName = (code: string | null | undefined) => (code ? (PROVIDER_NAMES[code] ?? code) : t('none'));

/** A message key built from a code (`payStatus_` + `succeeded`), or the code itself when unknown. */
export function codeText(prefix: string, code: string | null | undefined): string {
  if (!code) return t('none');
  const key = `${prefix}${code}` as MessageKey;
  return hasMessage(key) ? t(key) : code;
}

const hasMessage = (key: string): key is MessageKey => key in fr;

export function CopyField({ label, value, button, testId }: { label: string; value: string; button: string; testId?: string }) {
  const [note, setNote] = useState('');
  return (
    <div class="copy-field">
      <label>
        {label}
        <input readOnly value={value} dir="ltr" data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="secondary" onClick={() => void copyText(value).then((ok) => setNote(ok ? t('copied') : t('copyFailed')))}>
        {button}
      </button>
      <p class="muted" role="status">{note}</p>
    </div>
  );
}

/** The link to the form that creates one more, shown as a button. */
export function NewLink({ href, label }: { href: string; label: string }) {
  return (
    <p class="actions">
      <Link href={href} class="button">{label}</Link>
    </p>
  );
}

/** First page and next page of a keyset-paged list; `hrefFor(cursor)` keeps the filters. */
export function Paging({ cursor, nextCursor, hrefFor }: { cursor?: string; nextCursor: string | null | undefined; hrefFor: (cursor?: string) => string }) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav class="actions paging" aria-label={t('resultPages')}>
      {cursor && <Link href={hrefFor(undefined)}>{t('firstPage')}</Link>}
      {nextCursor && <Link href={hrefFor(nextCursor)}>{t('nextPage')}</Link>}
    </nav>
  );
}

export function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A column of a `DataTable`: its heading, and its cell of one row. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ComponentChildren;
  /** A sum of money: kept on one line, its digits aligned. */
  amount?: boolean;
  /** Read left to right whatever the page's direction (a card's digits). */
  ltr?: boolean;
  /** The row's heading (`<th scope="row">`), what the other cells are figures of (a text, not an amount). */
  heading?: boolean;
}

/** The column headings of a list table. */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => <th key={label} scope="col">{label}</th>)}
      </tr>
    </thead>
  );
}

/**
 * A table of rows, one cell a column; on a phone each cell shows its column's heading beside it
 * (`data-label`). `attributes` are a row's data attributes (the tests find rows by them).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  attributes,
  testId,
  caption,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  attributes?: (row: T) => Record<`data-${string}`, string | number>;
  testId?: string;
  caption?: string;
}) {
  return (
    <table class="list" data-testid={testId}>
      {caption && <caption class="muted">{caption}</caption>}
      <TableHead labels={columns.map((column) => column.label)} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...attributes?.(row)}>
            {columns.map(({ label, cell, amount, ltr, heading }) =>
              heading ? (
                <th key={label} scope="row" data-label={label}>{cell(row)}</th>
              ) : (
                // A left-to-right value is isolated inside its cell, so that on a phone its label stays where the page's direction puts it.
                <td key={label} data-label={label} class={amount ? 'amount' : undefined}>{ltr ? <bdi dir="ltr">{cell(row)}</bdi> : cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The account a new payment or link goes to, offered to a member who works on more than one (the default named so). */
export function AccountSelect({ accounts, chosen, onChange }: { accounts: PaymentAccountSummary[]; chosen: string; onChange: (event: Event) => void }) {
  if (accounts.length <= 1) return null;
  return (
    <label>
      {t('account')}
      <select value={chosenAccount(accounts, chosen)} onChange={onChange}>
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>{a.isDefault ? t('defaultAccount', { name: String(a.name) }) : a.name}</option>
        ))}
      </select>
    </label>
  );
}
