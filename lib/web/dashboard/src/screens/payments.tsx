// Payments: the list with the API's filters (a search by reference, order id, payer email or phone;
// status, provider, account, creation dates) kept in
// the address, so that a filtered page can be shared and the back button works, and keyset paging
// (`cursor`); amounts in dinars. A member with `payments.create` may create one by hand; one with
// `payments.export` may export the filtered payments to CSV (payment-export.tsx).
import { Link } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { paymentsApi, type Payment, type PaymentFilters } from '../api/payments.js';
import { addressQuery, FilterForm, ListPage, MoneyFilters, SearchFilter, useFilteredList } from '../list.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { Page } from '../ui.js';
import { Badge, codeText, NewLink, providerName } from '../widgets.js';
import { PaymentExport } from './payment-export.js';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
const FILTERS = ['q', 'status', 'provider', 'account', 'from', 'to'] as const;

/** The API's query from the address. */
const queryOf = (search: URLSearchParams): PaymentFilters => ({ limit: 25, ...addressQuery(search, FILTERS, ['q']) }) as PaymentFilters;

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
      <td data-label={t('payColProvider')}>{providerName(p.provider)}</td>
      <td data-label={t('payColPayer')}><bdi dir="auto">{payerName(p.payer) || t('none')}</bdi></td>
    </tr>
  );
}

export function Payments() {
  const { filters, list } = useFilteredList('/payments', FILTERS, (search) => paymentsApi.list(queryOf(search)));
  const accounts = useAccounts();

  return (
    <Page title={t('paymentsTitle')}>
      {can('payments.create') && <NewLink href="/payments/new" label={t('payNew')} />}
      <FilterForm label={t('paymentsFilters')} filters={filters}>
        <SearchFilter label={t('paySearch')} filters={filters} filter="q" maxLength={254} autoComplete="off" />
        <MoneyFilters filters={filters} accounts={accounts} status={[t('payStatus'), PAYMENT_STATUSES.map((s) => [s, t(`payStatus_${s}`)] as const)]} days={[t('payFrom'), t('payTo')]} />
      </FilterForm>
      {can('payments.export') && <PaymentExport filters={exportFiltersOf(filters.search)} />}
      <ListPage list={list} filters={filters} testId="payments" none={t('payNone')} columns={paymentColumns()} row={(p) => <PaymentRow key={p.id} payment={p} />} />
    </Page>
  );
}
