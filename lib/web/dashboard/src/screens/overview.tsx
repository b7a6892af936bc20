// The overview on the home page once the organisation can collect (GET /organisations/{id}/payments/summary):
// collected, refunded and net amounts, payments created and conversion, by status, by payment method
// and by day, each beside the period of equal length just before. The period (last 7, 30, 90 or 365
// Tunis days) and the account are kept in the address. The amount collected per day is drawn as bars
// (hand-written SVG: a dozen rectangles need no chart library), named in words for screen readers,
// its figures in a table shown on demand; in Arabic the time axis runs right to left, as the page
// reads (docs/api-decisions.md, issue 29).
import { useEffect, useRef } from 'preact/hooks';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { paymentsApi, type PaymentFigures, type SummaryQuery } from '../api/payments.js';
import { lang, LANGS, plural, t } from '../i18n/index.js';
import { useListFilters } from '../list.js';
import { useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { organisationId } from '../session.js';
import { useSignal } from '../i18n/signal.js';
import { FormError } from '../ui.js';
import { codeText, DataTable, providerName } from '../widgets.js';
import { barsOf, CHART_HEIGHT, CHART_WIDTH } from '../day-bars.js';
import { PAYMENT_STATUSES } from './payments.js';

export const OVERVIEW_PERIODS = ['7', '30', '90', '365'] as const;
const DEFAULT_PERIOD = '30';
const FILTERS = ['days', 'account'] as const;

/** Today in Tunis (`YYYY-MM-DD`): the API's days are Africa/Tunis days. */
export const tunisToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** `day` moved by `n` days (calendar arithmetic at UTC noon, so no daylight-saving change moves it). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The period ending today (Tunis) of `days` days, as the API's query. */
export function periodQuery(days: number, account: string, now = new Date()): SummaryQuery {
  const to = tunisToday(now);
  return { from: addDays(to, -(days - 1)), to, ...(account ? { account } : {}) };
}

const locale = () => LANGS[lang.get()].locale;
/** A Tunis day in the page's language: `26 nov. 2026`, or `26 nov.` when `short`. */
export const formatDay = (day: string, short = false): string =>
  new Intl.DateTimeFormat(locale(), short ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const formatCount = (n: number) => new Intl.NumberFormat(locale()).format(n);
const formatPercent = (ratio: number, signed = false) =>
  new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) }).format(ratio);

/** "Previous period: 1 200,000 DT (+25 %)"; the change is left out when the previous value is 0. */
function previousText(current: number, previous: number, format: (n: number) => string): string {
  if (previous === 0) return t('overviewPrevious', { value: format(previous) });
  return t('overviewPreviousChange', { value: format(previous), change: formatPercent((current - previous) / Math.abs(previous), true) });
}

export function Overview() {
  const id = useSignal(organisationId);
  const filters = useListFilters('/', FILTERS);
  const accounts = useAccounts();
  const days = Number(OVERVIEW_PERIODS.find((p) => p === filters.search.get('days')) ?? DEFAULT_PERIOD);
  const account = filters.search.get('account') ?? '';
  const summary = useLoad(() => paymentsApi.summary(id!, periodQuery(days, account)), [days, account]);
  // After Show, focus moves to the figures that changed (not on the first load: the page's heading has it).
  const applied = useRef(false);
  const range = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (summary.data && applied.current) {
      applied.current = false;
      range.current?.focus();
    }
  }, [summary.data]);
  const data = summary.data;

  return (
    <section aria-labelledby="overview-title" class="overview" data-testid="overview">
      <h2 id="overview-title">{t('overviewTitle')}</h2>
      <form
        class="filters"
        aria-label={t('overviewFilters')}
        onSubmit={(e) => {
          e.preventDefault();
          applied.current = true;
          filters.apply();
        }}
      >
        <label>
          {t('overviewPeriod')}
          <select value={filters.draft.days || DEFAULT_PERIOD} onChange={filters.set('days')}>
            {OVERVIEW_PERIODS.map((p) => <option key={p} value={p}>{t(`overviewPeriod_${p}`)}</option>)}
          </select>
        </label>
        <AccountChoice accounts={accounts} filters={filters} />
        <div class="actions">
          <button type="submit">{t('overviewShow')}</button>
        </div>
      </form>
      <FormError message={summary.error} />
      {!data && !summary.error && <p aria-busy="true">{t('loading')}</p>}
      {data && (
        <>
          <p class="muted" tabIndex={-1} ref={range} data-testid="overview-range">
            {t('overviewRange', { from: formatDay(data.current.from), to: formatDay(data.current.to), previousFrom: formatDay(data.previous.from), previousTo: formatDay(data.previous.to) })}
          </p>
          <Figures current={data.current} previous={data.previous} />
          <DayChart figures={data.current} />
          <ByStatus current={data.current} previous={data.previous} />
          <ByProvider current={data.current} previous={data.previous} />
        </>
      )}
    </section>
  );
}

/** The account filter (only for a member with more than one account), "All your accounts" being every account in scope. */
function AccountChoice({ accounts, filters }: { accounts: ReturnType<typeof useAccounts>; filters: ReturnType<typeof useListFilters<'days' | 'account'>> }) {
  if (accounts.length <= 1) return null;
  return (
    <label>
      {t('account')}
      <select value={filters.draft.account} onChange={filters.set('account')}>
        <option value="">{t('overviewAllAccounts')}</option>
        {accounts.map((a) => <option key={a.id} value={a.id}>{a.name ?? a.id}</option>)}
      </select>
    </label>
  );
}

function Figure({ name, label, value, detail, previous }: { name: string; label: string; value: string; detail?: string; previous: string }) {
  return (
    <div class="figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>
        <span class="value amount">{value}</span>
        {detail && <span class="detail">{detail}</span>}
        <span class="previous">{previous}</span>
      </dd>
    </div>
  );
}

function Figures({ current, previous }: { current: PaymentFigures; previous: PaymentFigures }) {
  const payments = (n: number) => plural('overviewPaymentsCount', n);
  return (
    <dl class="figures" data-testid="figures">
      <Figure name="collected" label={t('overviewCollected')} value={formatDinars(current.collected.amount)} detail={payments(current.collected.count)}
        previous={previousText(current.collected.amount, previous.collected.amount, formatDinars)} />
      <Figure name="refunded" label={t('overviewRefunded')} value={formatDinars(current.refunded.amount)} detail={plural('refundsCount', current.refunded.count)}
        previous={previousText(current.refunded.amount, previous.refunded.amount, formatDinars)} />
      <Figure name="net" label={t('overviewNet')} value={formatDinars(current.netCollected)}
        previous={previousText(current.netCollected, previous.netCollected, formatDinars)} />
      <Figure name="payments" label={t('overviewPayments')} value={formatCount(current.payments.count)} detail={formatDinars(current.payments.amount)}
        previous={previousText(current.payments.count, previous.payments.count, formatCount)} />
      <Figure name="conversion" label={t('overviewConversion')}
        value={current.conversion === null ? t('none') : formatPercent(current.conversion)}
        detail={current.conversion === null ? t('overviewConversionNone') : t('overviewConversionHint', { opened: formatCount(current.checkoutOpened) })}
        previous={t('overviewPrevious', { value: previous.conversion === null ? t('none') : formatPercent(previous.conversion) })} />
    </dl>
  );
}

/** Counts and amounts of the period and of the one before, a row each (a status, a payment method). */
interface FigureRow {
  key: string;
  name: string;
  current: { count: number; amount: number };
  previous: { count: number; amount: number };
}

function FiguresTable({ first, testId, rowAttribute, rows }: { first: string; testId: string; rowAttribute: `data-${string}`; rows: FigureRow[] }) {
  return (
    <DataTable
      testId={testId}
      rows={rows}
      rowKey={(row) => row.key}
      attributes={(row) => ({ [rowAttribute]: row.key })}
      columns={[
        { label: first, heading: true, cell: (row) => row.name },
        { label: t('overviewColCount'), cell: (row) => formatCount(row.current.count) },
        { label: t('overviewColAmount'), amount: true, cell: (row) => formatDinars(row.current.amount) },
        { label: t('overviewColPreviousCount'), cell: (row) => formatCount(row.previous.count) },
        { label: t('overviewColPreviousAmount'), amount: true, cell: (row) => formatDinars(row.previous.amount) },
      ]}
    />
  );
}

function ByStatus({ current, previous }: { current: PaymentFigures; previous: PaymentFigures }) {
  return (
    <section aria-labelledby="by-status-title">
      <h3 id="by-status-title">{t('overviewByStatus')}</h3>
      <FiguresTable
        first={t('overviewColStatus')}
        testId="by-status"
        rowAttribute="data-status-row"
        rows={PAYMENT_STATUSES.map((status) => ({ key: status, name: codeText('payStatus_', status), current: current.byStatus[status], previous: previous.byStatus[status] }))}
      />
    </section>
  );
}

function ByProvider({ current, previous }: { current: PaymentFigures; previous: PaymentFigures }) {
  const providers = [...current.byProvider.map((p) => p.provider), ...previous.byProvider.map((p) => p.provider).filter((p) => !current.byProvider.some((c) => c.provider === p))];
  const of = (figures: PaymentFigures, provider: string) => figures.byProvider.find((p) => p.provider === provider) ?? { count: 0, amount: 0 };
  return (
    <section aria-labelledby="by-provider-title">
      <h3 id="by-provider-title">{t('overviewByProvider')}</h3>
      {providers.length === 0 ? (
        <p class="muted">{t('overviewNoProvider')}</p>
      ) : (
        <FiguresTable
          first={t('overviewColProvider')}
          testId="by-provider"
          rowAttribute="data-provider"
          rows={providers.map((provider) => ({ key: provider, name: providerName(provider), current: of(current, provider), previous: of(previous, provider) }))}
        />
      )}
    </section>
  );
}

function DayChart({ figures }: { figures: PaymentFigures }) {
  const rtl = LANGS[lang.get()].dir === 'rtl';
  const bars = barsOf(figures.byDay, rtl);
  const top = figures.byDay.reduce((best, d) => (d.collectedAmount > best.collectedAmount ? d : best), figures.byDay[0] ?? { day: figures.from, collectedAmount: 0 });
  const total = figures.byDay.reduce((sum, d) => sum + d.collectedAmount, 0);
  const label = total > 0
    ? t('overviewChartLabel', { from: formatDay(figures.from), to: formatDay(figures.to), total: formatDinars(total), max: formatDinars(top.collectedAmount), maxDay: formatDay(top.day) })
    : t('overviewChartEmpty', { from: formatDay(figures.from), to: formatDay(figures.to) });
  return (
    <section aria-labelledby="by-day-title" class="day-chart">
      <h3 id="by-day-title">{t('overviewByDay')}</h3>
      <figure>
        <svg class="chart" viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} data-testid="day-chart" data-direction={rtl ? 'rtl' : 'ltr'}>
          <line class="baseline" x1="0" x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} />
          {bars.map((bar) => bar.height > 0 && (
            <rect key={bar.day} class="bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-day={bar.day}>
              <title>{t('overviewDayBar', { day: formatDay(bar.day), amount: formatDinars(bar.amount) })}</title>
            </rect>
          ))}
        </svg>
        <figcaption>
          <span class="chart-axis" aria-hidden="true">
            <span>{formatDay(figures.from, true)}</span>
            <span>{formatDay(figures.to, true)}</span>
          </span>
          <span class="muted">{label}</span>
        </figcaption>
      </figure>
      <details data-testid="day-table">
        <summary>{t('overviewShowTable')}</summary>
        <DataTable
          caption={t('overviewChartAxis')}
          rows={figures.byDay}
          rowKey={(d) => d.day}
          attributes={(d) => ({ 'data-day': d.day })}
          columns={[
            { label: t('overviewColDay'), heading: true, cell: (d) => <time dateTime={d.day}>{formatDay(d.day)}</time> },
            { label: t('overviewColCreated'), cell: (d) => formatCount(d.payments) },
            { label: t('overviewColCollectedCount'), cell: (d) => formatCount(d.collectedCount) },
            { label: t('overviewColCollectedAmount'), amount: true, cell: (d) => formatDinars(d.collectedAmount) },
          ]}
        />
      </details>
    </section>
  );
}
