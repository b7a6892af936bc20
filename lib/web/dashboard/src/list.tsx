// What the list screens (payments, refunds, links, the console's lists) share: filters kept in the
// address (so that a filtered page can be shared and the back button works) with their form, the
// account and date filters, the API's query they make, and the list itself: its error, loading,
// empty notice, table and keyset paging (`cursor`).
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useLocation, useSearch } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../checkout/src/providers.js';
import type { PaymentAccountSummary } from './api.js';
import { t } from './i18n/index.js';
import { useLoad, type Loaded } from './load.js';
import { FormError } from './ui.js';
import { Paging, TableHead } from './widgets.js';

export interface ListFilters<F extends string> {
  /** The address's query, as the screen was opened. */
  search: URLSearchParams;
  /** The filters as typed, before they are applied. */
  draft: Record<F, string>;
  /** An input's or select's handler that types into one filter. */
  set: (filter: F) => (event: Event) => void;
  /** Goes to the list with the typed filters, from its first page. */
  apply: () => void;
  /** Whether the list shown is filtered. */
  filtered: boolean;
  /** Empties the filters and goes to the whole list. */
  clear: () => void;
  /** The address of one page of the list as filtered. */
  pageHref: (cursor?: string) => string;
}

/** A day (`2026-11-23`) as the instant it starts in the browser's time zone; `next` for the day after. */
export const dayStart = (day: string, next = false): string | undefined => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
};

/**
 * The API's query from the address: each of `filters` that has a value, then the cursor. The days
 * `from` and `to` are sent as instants (`to` inclusive on screen, exclusive at the API); `trimmed`
 * filters lose the spaces around them (a search).
 */
export function addressQuery(search: URLSearchParams, filters: readonly string[], trimmed: readonly string[] = []): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of [...filters, 'cursor']) {
    const typed = search.get(filter);
    const value = typed && (filter === 'from' || filter === 'to' ? dayStart(typed, filter === 'to') : trimmed.includes(filter) ? typed.trim() : typed);
    if (value) query[filter] = value;
  }
  return query;
}

/** The filters of the list at `path`, read from and written to the address. */
export function useListFilters<F extends string>(path: string, filters: readonly F[]): ListFilters<F> {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const valuesOf = (read: (filter: F) => string) => Object.fromEntries(filters.map((f) => [f, read(f)])) as Record<F, string>;
  const [draft, setDraft] = useState(() => valuesOf((f) => search.get(f) ?? ''));
  const hrefFor = (values: Record<F, string>, cursor?: string) => {
    const next = new URLSearchParams();
    for (const f of filters) if (values[f]) next.set(f, values[f]);
    if (cursor) next.set('cursor', cursor);
    const text = next.toString();
    return text ? `${path}?${text}` : path;
  };
  return {
    search,
    draft,
    set: (filter) => (event) => setDraft({ ...draft, [filter]: (event.currentTarget as HTMLInputElement).value }),
    apply: () => navigate(hrefFor(draft)),
    filtered: filters.some((f) => search.get(f)),
    clear: () => {
      setDraft(valuesOf(() => ''));
      navigate(path);
    },
    pageHref: (cursor) => hrefFor(valuesOf((f) => search.get(f) ?? ''), cursor),
  };
}

/**
 * A list screen's filters (kept in the address) and its page, read again when the address changes:
 * `load` makes the API's call of the address's query.
 */
export function useFilteredList<F extends string, T>(
  path: string,
  names: readonly F[],
  load: (search: URLSearchParams) => Promise<T>,
  options: { anyOrganisation?: boolean } = {},
): { filters: ListFilters<F>; list: Loaded<T> } {
  const filters = useListFilters(path, names);
  const list = useLoad(() => load(filters.search), [filters.search.toString()], options);
  return { filters, list };
}

/** The filters' form: its fields, then Filter and, on a filtered list, Clear. */
export function FilterForm<F extends string>({ label, filters, children }: { label: string; filters: ListFilters<F>; children: ComponentChildren }) {
  return (
    <form
      class="filters"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        filters.apply();
      }}
    >
      {children}
      <div class="actions">
        <button type="submit">{t('filter')}</button>
        {filters.filtered && (
          <button type="button" class="secondary" onClick={filters.clear}>
            {t('clearFilters')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A select of one filter: any value, or one of `options` (value, label). */
export function SelectFilter<F extends string>({ label, filters, filter, options }: { label: string; filters: ListFilters<F>; filter: F; options: readonly (readonly [string, string])[] }) {
  return (
    <label>
      {label}
      <select value={filters.draft[filter]} onChange={filters.set(filter)}>
        <option value="">{t('any')}</option>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </label>
  );
}

/** A search filter: a value in any script, typed as it is. */
export function SearchFilter<F extends string>({ label, filters, filter, maxLength, autoComplete }: { label: string; filters: ListFilters<F>; filter: F; maxLength?: number; autoComplete?: string }) {
  return (
    <label class="search">
      {label}
      <input type="search" dir="auto" maxLength={maxLength} autoComplete={autoComplete} value={filters.draft[filter]} onInput={filters.set(filter)} />
    </label>
  );
}

/** A day filter (`from`, `to`): the date typed, as the browser's date field reads it. */
export function DayFilter<F extends string>({ label, filters, filter }: { label: string; filters: ListFilters<F>; filter: F }) {
  return (
    <label>
      {label}
      <input type="date" value={filters.draft[filter]} onInput={filters.set(filter)} />
    </label>
  );
}

/** The account filter, shown only to a member who works on more than one account. */
export function AccountFilter<F extends string>({ accounts, filters, filter }: { accounts: PaymentAccountSummary[]; filters: ListFilters<F>; filter: F }) {
  if (accounts.length <= 1) return null;
  return <SelectFilter label={t('account')} filters={filters} filter={filter} options={accounts.map((a) => [a.id, a.name ?? a.id] as const)} />;
}

type MoneyFilter = 'status' | 'provider' | 'account' | 'from' | 'to';

/**
 * The filters the payments and refunds lists share: the status (its label and choices), the payment
 * method, the account (to a member who works on more than one) and the creation days (the labels
 * of from and to).
 */
export function MoneyFilters<F extends string>({
  filters,
  accounts,
  status: [statusLabel, statuses],
  days: [fromLabel, toLabel],
}: {
  filters: ListFilters<F | MoneyFilter>;
  accounts: PaymentAccountSummary[];
  status: readonly [string, readonly (readonly [string, string])[]];
  days: readonly [string, string];
}) {
  return (
    <>
      <SelectFilter label={statusLabel} filters={filters} filter="status" options={statuses} />
      <SelectFilter label={t('payProvider')} filters={filters} filter="provider" options={Object.entries(PROVIDER_NAMES)} />
      <AccountFilter accounts={accounts} filters={filters} filter="account" />
      <DayFilter label={fromLabel} filters={filters} filter="from" />
      <DayFilter label={toLabel} filters={filters} filter="to" />
    </>
  );
}

/**
 * One page of a list: its error, loading, the notice when it is empty, else the table (its
 * column headings, then `row` of each item), and the paging.
 */
export function ListPage<T>({
  list,
  filters,
  none,
  testId,
  columns,
  row,
}: {
  list: Loaded<{ items: T[]; nextCursor?: string | null }>;
  filters: Pick<ListFilters<string>, 'search' | 'pageHref'>;
  none: string;
  testId: string;
  columns: readonly string[];
  row: (item: T) => ComponentChildren;
}) {
  // Another page or other filters (the address changed on this screen): once read, the results take the focus. The
  // link or button that asked for them is gone or redrawn, and the focus would fall to the page's top.
  const results = useRef<HTMLDivElement>(null);
  const query = filters.search.toString();
  const focusedFor = useRef(query);
  useLayoutEffect(() => {
    if (!list.data || focusedFor.current === query) return;
    focusedFor.current = query;
    results.current?.focus();
  }, [list.data, query]);
  return (
    <>
      <FormError message={list.error} />
      {!list.data && !list.error && <p aria-busy="true">{t('loading')}</p>}
      <div ref={results} tabIndex={-1} role="region" aria-label={t('listResults')} class="results">
        {/* A filtered page may come back empty with a next one (the API reads a few pages, not the whole list). */}
        {list.data && list.data.items.length === 0 && <p class="notice">{list.data.nextCursor ? t('listNoneYet') : none}</p>}
        {list.data && list.data.items.length > 0 && (
          <table class="list" data-testid={testId}>
            <TableHead labels={columns} />
            <tbody>{list.data.items.map(row)}</tbody>
          </table>
        )}
        {list.data && <Paging cursor={filters.search.get('cursor') ?? undefined} nextCursor={list.data.nextCursor} hrefFor={filters.pageHref} />}
      </div>
    </>
  );
}
