// Refunds: the organisation's refunds, newest first, with the API's filters (status, provider,
// account, creation dates) kept in the address and keyset paging (`cursor`); each names its
// payment, whose detail lists its refunds. Any member who can read payments sees it.
import { Link } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { refundsApi, REFUND_STATUSES, type RefundFilters } from '../api/refunds.js';
import { AccountFilter, FilterForm, ListPage, SelectFilter, useListFilters } from '../list.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { Page } from '../ui.js';
import { dayStart } from './payments.js';
import { RefundReason, requesterText, RefundState } from './payment-refunds.js';

const FILTERS = ['status', 'provider', 'account', 'from', 'to'] as const;

/** The API's query from the address: `to` is inclusive on screen, exclusive at the API. */
function queryOf(search: URLSearchParams): RefundFilters {
  const query: RefundFilters = { limit: 25 };
  const status = search.get('status');
  if (status) query.status = status as RefundFilters['status'];
  const provider = search.get('provider');
  if (provider) query.provider = provider as RefundFilters['provider'];
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

export function Refunds() {
  const filters = useListFilters('/refunds', FILTERS);
  const accounts = useAccounts();
  const list = useLoad(() => refundsApi.list(queryOf(filters.search)), [filters.search.toString()]);

  return (
    <Page title={t('refundsTitle')}>
      <FilterForm label={t('refundsFilters')} filters={filters}>
        <SelectFilter label={t('refundColStatus')} filters={filters} filter="status" options={REFUND_STATUSES.map((s) => [s, t(`refundStatus_${s}`)] as const)} />
        <SelectFilter label={t('payProvider')} filters={filters} filter="provider" options={Object.entries(PROVIDER_NAMES)} />
        <AccountFilter accounts={accounts} filters={filters} filter="account" />
        <label>
          {t('refundFrom')}
          <input type="date" value={filters.draft.from} onInput={filters.set('from')} />
        </label>
        <label>
          {t('refundTo')}
          <input type="date" value={filters.draft.to} onInput={filters.set('to')} />
        </label>
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
            <td data-label={t('payProvider')}>{PROVIDER_NAMES[r.provider] ?? r.provider}</td>
            <td data-label={t('refundColBy')}>{requesterText(r.requestedBy)}</td>
          </tr>
        )}
      />
    </Page>
  );
}
