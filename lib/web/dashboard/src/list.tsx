// What the list screens (payments, links) share: filters kept in the address (so that a filtered
// page can be shared and the back button works) with their form, the account filter, and the list
// itself: its error, loading, empty notice, table and keyset paging (`cursor`).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useLocation, useSearch } from 'wouter-preact';
import type { PaymentAccountSummary } from './api.js';
import { t } from './i18n/index.js';
import type { Loaded } from './load.js';
import { FormError } from './ui.js';
import { Paging } from './widgets.js';

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

/** The account filter, shown only to a member who works on more than one account. */
export function AccountFilter<F extends string>({ accounts, filters, filter }: { accounts: PaymentAccountSummary[]; filters: ListFilters<F>; filter: F }) {
  if (accounts.length <= 1) return null;
  return <SelectFilter label={t('account')} filters={filters} filter={filter} options={accounts.map((a) => [a.id, a.name ?? a.id] as const)} />;
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
  return (
    <>
      <FormError message={list.error} />
      {!list.data && !list.error && <p aria-busy="true">{t('loading')}</p>}
      {list.data && list.data.items.length === 0 && <p class="notice">{none}</p>}
      {list.data && list.data.items.length > 0 && (
        <table class="list" data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => <th key={column} scope="col">{column}</th>)}
            </tr>
          </thead>
          <tbody>{list.data.items.map(row)}</tbody>
        </table>
      )}
      {list.data && <Paging cursor={filters.search.get('cursor') ?? undefined} nextCursor={list.data.nextCursor} hrefFor={filters.pageHref} />}
    </>
  );
}
