// Refunds: the organisation's refunds, newest first, with the API's filters (status, provider,
// account, creation dates) kept in the address and keyset paging (`cursor`); each names its
// payment, whose detail lists its refunds. Any member who can read payments sees it.
import { Link } from 'wouter-preact';
import { refundsApi, REFUND_STATUSES, type RefundFilters } from '../api/refunds.js';
import { addressQuery, FilterForm, ListPage, MoneyFilters, useFilteredList } from '../list.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts } from '../load.js';
import { formatDinars } from '../money.js';
import { Page } from '../ui.js';
import { providerName } from '../widgets.js';
import { RefundReason, requesterText, RefundState } from './payment-refunds.js';

const FILTERS = ['status', 'provider', 'account', 'from', 'to'] as const;

/** The API's query from the address. */
const queryOf = (search: URLSearchParams): RefundFilters => ({ limit: 25, ...addressQuery(search, FILTERS) }) as RefundFilters;

export function Refunds() {
  const { filters, list } = useFilteredList('/refunds', FILTERS, (search) => refundsApi.list(queryOf(search)));
  const accounts = useAccounts();

  return (
    <Page title={t('refundsTitle')}>
      <FilterForm label={t('refundsFilters')} filters={filters}>
        <MoneyFilters filters={filters} accounts={accounts} status={[t('refundColStatus'), REFUND_STATUSES.map((s) => [s, t(`refundStatus_${s}`)] as const)]} days={[t('refundFrom'), t('refundTo')]} />
      </FilterForm>
      <ListPage list={list} filters={filters} testId="refunds" none={t('refundsNoneMatch')}
        columns={[t('refundColCreated'), t('refundColPayment'), t('refundColAmount'), t('refundColStatus'), t('refundColReason'), t('payProvider'), t('refundColBy')]}
        row={(r) => (
          <tr key={r.id} data-refund={r.id} data-status={r.status}>
            <td data-label={t('refundColCreated')}><time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time></td>
            <td data-label={t('refundColPayment')}><Link href={`/payments/${r.reference}`} class="mono">{r.reference}</Link></td>
            <td data-label={t('refundColAmount')} class="amount">{formatDinars(r.amount)}</td>
            <td data-label={t('refundColStatus')}><RefundState refund={r} /></td>
            <td data-label={t('refundColReason')}><RefundReason refund={r} /></td>
            <td data-label={t('payProvider')}>{providerName(r.provider)}</td>
            <td data-label={t('refundColBy')}>{requesterText(r.requestedBy)}</td>
          </tr>
        )}
      />
    </Page>
  );
}
