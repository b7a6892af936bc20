// Payments: the list with the API's filters (status, provider, account, creation dates) kept in
// the address, so that a filtered page can be shared and the back button works, and keyset paging
// (`cursor`); amounts in dinars. A member with `payments.create` may create one by hand.
import { useState } from 'preact/hooks';
import { Link, useLocation, useSearch } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { paymentsApi, type PaymentFilters } from '../api/payments.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { FormError, Page } from '../ui.js';
import { Badge, codeText, Paging } from '../widgets.js';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
const FILTERS = ['status', 'provider', 'account', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** A day (`2026-11-23`) as the instant it starts in the browser's time zone; `next` for the day after. */
const dayStart = (day: string, next = false): string | undefined => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
};

/** The API's query from the address: `to` is inclusive on screen, exclusive at the API. */
function queryOf(search: URLSearchParams): PaymentFilters {
  const query: PaymentFilters = { limit: 25 };
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

const payerName = (payer: { firstName?: string; lastName?: string; email?: string; phone?: string }) =>
  [payer.firstName, payer.lastName].filter(Boolean).join(' ') || payer.email || payer.phone || '';

export function Payments() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const accounts = useAccounts();
  const searchText = search.toString();
  const list = useLoad(() => paymentsApi.list(queryOf(search)), [searchText]);
  const [draft, setDraft] = useState<Record<Filter, string>>(() => Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? ''])) as Record<Filter, string>);

  const hrefFor = (values: Record<string, string>, cursor?: string) => {
    const next = new URLSearchParams();
    for (const f of FILTERS) if (values[f]) next.set(f, values[f]!);
    if (cursor) next.set('cursor', cursor);
    const text = next.toString();
    return text ? `/payments?${text}` : '/payments';
  };
  const current = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? '']));
  const set = (filter: Filter) => (e: Event) => setDraft({ ...draft, [filter]: (e.currentTarget as HTMLInputElement).value });

  return (
    <Page title={t('paymentsTitle')}>
      {can('payments.create') && (
        <p class="actions">
          <Link href="/payments/new" class="button">{t('payNew')}</Link>
        </p>
      )}
      <form
        class="filters"
        aria-label={t('paymentsFilters')}
        onSubmit={(e) => {
          e.preventDefault();
          navigate(hrefFor(draft));
        }}
      >
        <label>
          {t('payStatus')}
          <select value={draft.status} onChange={set('status')}>
            <option value="">{t('any')}</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{t(`payStatus_${s}`)}</option>)}
          </select>
        </label>
        <label>
          {t('payProvider')}
          <select value={draft.provider} onChange={set('provider')}>
            <option value="">{t('any')}</option>
            {Object.entries(PROVIDER_NAMES).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
          </select>
        </label>
        {accounts.length > 1 && (
          <label>
            {t('account')}
            <select value={draft.account} onChange={set('account')}>
              <option value="">{t('any')}</option>
              {accounts.map((a) => <option key={a.id} value={a.id}>{a.name ?? a.id}</option>)}
            </select>
          </label>
        )}
        <label>
          {t('payFrom')}
          <input type="date" value={draft.from} onInput={set('from')} />
        </label>
        <label>
          {t('payTo')}
          <input type="date" value={draft.to} onInput={set('to')} />
        </label>
        <div class="actions">
          <button type="submit">{t('filter')}</button>
          {FILTERS.some((f) => search.get(f)) && (
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setDraft(Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<Filter, string>);
                navigate('/payments');
              }}
            >
              {t('clearFilters')}
            </button>
          )}
        </div>
      </form>
      <FormError message={list.error} />
      {!list.data && !list.error && <p aria-busy="true">{t('loading')}</p>}
      {list.data && list.data.items.length === 0 && <p class="notice">{t('payNone')}</p>}
      {list.data && list.data.items.length > 0 && (
        <table class="list" data-testid="payments">
          <thead>
            <tr>
              <th scope="col">{t('payColReference')}</th>
              <th scope="col">{t('payColCreated')}</th>
              <th scope="col">{t('payColAmount')}</th>
              <th scope="col">{t('payColStatus')}</th>
              <th scope="col">{t('payColProvider')}</th>
              <th scope="col">{t('payColPayer')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((p) => (
              <tr key={p.id} data-reference={p.reference}>
                <td data-label={t('payColReference')}>
                  <Link href={`/payments/${p.reference}`} class="mono">{p.reference}</Link>
                  {p.orderId && <span class="muted block" dir="auto">{p.orderId}</span>}
                </td>
                <td data-label={t('payColCreated')}>{formatDateTime(p.createdAt)}</td>
                <td data-label={t('payColAmount')} class="amount">{formatDinars(p.amount)}</td>
                <td data-label={t('payColStatus')}><Badge kind="pay" value={p.status} label={codeText('payStatus_', p.status)} /></td>
                <td data-label={t('payColProvider')}>{p.provider ? (PROVIDER_NAMES[p.provider] ?? p.provider) : t('none')}</td>
                <td data-label={t('payColPayer')} dir="auto">{payerName(p.payer) || t('none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Paging cursor={search.get('cursor') ?? undefined} nextCursor={list.data.nextCursor} hrefFor={(cursor) => hrefFor(current, cursor)} />}
    </Page>
  );
}
