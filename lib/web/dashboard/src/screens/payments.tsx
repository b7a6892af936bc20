// Payments: the list with the API's filters (a search by reference, order id, payer email or phone;
// status, provider, account, creation dates) kept in
// the address, so that a filtered page can be shared and the back button works, and keyset paging
// (`cursor`); amounts in dinars. A member with `payments.create` may create one by hand; one with
// `payments.export` may export the filtered payments to CSV (payment-export.tsx).
import { Link } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { paymentsApi, type Payment, type PaymentFilters } from '../api/payments.js';
import { AccountFilter, FilterForm, ListPage, SelectFilter, useListFilters } from '../list.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { Page } from '../ui.js';
import { Badge, codeText } from '../widgets.js';
import { PaymentExport } from './payment-export.js';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
const FILTERS = ['q', 'status', 'provider', 'account', 'from', 'to'] as const;

/** A day (`2026-11-23`) as the instant it starts in the browser's time zone; `next` for the day after. */
export const dayStart = (day: string, next = false): string | undefined => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
};

/** The API's query from the address: `to` is inclusive on screen, exclusive at the API. */
function queryOf(search: URLSearchParams): PaymentFilters {
  const query: PaymentFilters = { limit: 25 };
  const q = search.get('q')?.trim();
  if (q) query.q = q;
  const status = search.get('status');
  if (status) query.status = status as PaymentFilters['status'];
  const provider = search.get('provider');
  if (provider) query.provider = provider as PaymentFilters['provider'];
  const account = search.get('account');
  if (account) query.account = account;
  const from = search.get('from') && dayStart(search.get('from')!);
  if (from) query.from = from;
  const to = search.get('to') && dayStart(search.get('to')!, true);
  if (to) query.to = to;
  const cursor = search.get('cursor');
  if (cursor) query.cursor = cursor;
  return query;
}

/** The export's filters: the list's, without its paging. */
function exportFiltersOf(search: URLSearchParams) {
  const { limit: _limit, cursor: _cursor, ...filters } = queryOf(search);
  return filters;
}

const payerName = (payer: { firstName?: string; lastName?: string; email?: string; phone?: string }) =>
  [payer.firstName, payer.lastName].filter(Boolean).join(' ') || payer.email || payer.phone || '';

/** The payments table's column headings (the payments list, a link's payments). */
export const paymentColumns = () => [t('payColReference'), t('payColCreated'), t('payColAmount'), t('payColStatus'), t('payColProvider'), t('payColPayer')];

/** One payment's row of the payments table. */
export function PaymentRow({ payment: p }: { payment: Payment }) {
  return (
    <tr data-reference={p.reference}>
      <td data-label={t('payColReference')}>
        <Link href={`/payments/${p.reference}`} class="mono">{p.reference}</Link>
        {p.orderId && <span class="muted block" dir="auto">{p.orderId}</span>}
      </td>
      <td data-label={t('payColCreated')}>{formatDateTime(p.createdAt)}</td>
      <td data-label={t('payColAmount')} class="amount">{formatDinars(p.amount)}</td>
      <td data-label={t('payColStatus')}><Badge kind="pay" value={p.status} label={codeText('payStatus_', p.status)} /></td>
      <td data-label={t('payColProvider')}>{p.provider ? (PROVIDER_NAMES[p.provider] ?? p.provider) : t('none')}</td>
      <td data-label={t('payColPayer')}><bdi dir="auto">{payerName(p.payer) || t('none')}</bdi></td>
    </tr>
  );
}

export function Payments() {
  const filters = useListFilters('/payments', FILTERS);
  const accounts = useAccounts();
  const list = useLoad(() => paymentsApi.list(queryOf(filters.search)), [filters.search.toString()]);

  return (
    <Page title={t('paymentsTitle')}>
      {can('payments.create') && (
        <p class="actions">
          <Link href="/payments/new" class="button">{t('payNew')}</Link>
        </p>
      )}
      <FilterForm label={t('paymentsFilters')} filters={filters}>
        <label>
          {t('paySearch')}
          <input type="search" dir="auto" maxLength={254} autoComplete="off" value={filters.draft.q} onInput={filters.set('q')} />
        </label>
        <SelectFilter label={t('payStatus')} filters={filters} filter="status" options={PAYMENT_STATUSES.map((s) => [s, t(`payStatus_${s}`)] as const)} />
        <SelectFilter label={t('payProvider')} filters={filters} filter="provider" options={Object.entries(PROVIDER_NAMES)} />
        <AccountFilter accounts={accounts} filters={filters} filter="account" />
        <label>
          {t('payFrom')}
          <input type="date" value={filters.draft.from} onInput={filters.set('from')} />
        </label>
        <label>
          {t('payTo')}
          <input type="date" value={filters.draft.to} onInput={filters.set('to')} />
        </label>
      </FilterForm>
      {can('payments.export') && <PaymentExport filters={exportFiltersOf(filters.search)} />}
      <ListPage list={list} filters={filters} testId="payments" none={t('payNone')} columns={paymentColumns()} row={(p) => <PaymentRow key={p.id} payment={p} />} />
    </Page>
  );
}
