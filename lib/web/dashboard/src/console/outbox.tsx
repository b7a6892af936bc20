// The outbox (support and admins, as the API allows): the events the service sends after a change
// (emails, webhook fan-outs, attempt endings), newest first, with their state, attempts, last error
// and redacted payload (the API redacts: no invitation or reset link's token); filtered by state and
// type, paged by the API's cursor. An admin retries a failed event; the row then reads pending and
// takes the focus.
import { useState } from 'preact/hooks';
import { consoleApi, type OutboxEvent, type OutboxFilters } from './api.js';
import { t } from '../i18n/index.js';
import { useAction } from '../action.js';
import { addressQuery, FilterForm, ListPage, SelectFilter, useFilteredList } from '../list.js';
import { formatDateTime } from '../load.js';
import { busyAttributes, FormError, Page } from '../ui.js';
import { Badge } from '../widgets.js';
import { staffCan } from './roles.js';

/** The event types the service writes (shared/outbox users), for the type filter. */
const TYPES = ['email.send', 'webhooks.fan_out', 'attempts.end', 'attempt.refund_late_success'];
const FILTERS = ['status', 'type'] as const;
const stateBadge = (status: string) => (status === 'done' ? 'delivered' : status);

export function ConsoleOutbox() {
  const { filters, list } = useFilteredList('/console/outbox', FILTERS, (search) => consoleApi.outbox(addressQuery(search, FILTERS) as OutboxFilters), { anyOrganisation: true });
  const columns = [t('conOutboxType'), t('conOutboxState'), t('conOutboxAttempts'), t('conOutboxLastError'), t('conCreatedAt'), t('conOutboxPayload')];
  return (
    <Page title={t('conOutboxTitle')}>
      <p class="muted">{t('conOutboxIntro')}</p>
      <FilterForm label={t('conOutboxFilters')} filters={filters}>
        <SelectFilter label={t('conOutboxState')} filters={filters} filter="status" options={(['pending', 'done', 'failed'] as const).map((s) => [s, t(`conOutbox_${s}`)] as const)} />
        <SelectFilter label={t('conOutboxType')} filters={filters} filter="type" options={TYPES.map((type) => [type, type] as const)} />
      </FilterForm>
      <ListPage
        list={list}
        filters={filters}
        none={t('conOutboxNone')}
        testId="outbox"
        columns={columns}
        row={(event: OutboxEvent) => <OutboxRow key={event.id} event={event} columns={columns} />}
      />
    </Page>
  );
}

function OutboxRow({ event: initial, columns }: { event: OutboxEvent; columns: string[] }) {
  const [event, setEvent] = useState(initial);
  const action = useAction();
  return (
    <tr data-event={event.id} data-status={event.status}>
      <td data-label={columns[0]}><span class="mono">{event.type}</span></td>
      <td data-label={columns[1]} tabIndex={-1} id={`state-${event.id}`}>
        <Badge kind="delivery" value={stateBadge(event.status)} label={t(`conOutbox_${event.status}`)} />
        {event.status === 'pending' && <span class="block muted">{t('conOutboxRunAt', { date: formatDateTime(event.runAt) })}</span>}
        {event.doneAt && <span class="block muted">{t('conOutboxDoneAt', { date: formatDateTime(event.doneAt) })}</span>}
      </td>
      <td data-label={columns[2]}>{event.attempts}</td>
      <td data-label={columns[3]}>{event.lastError ? <span class="mono">{event.lastError}</span> : t('none')}</td>
      <td data-label={columns[4]}>{formatDateTime(event.createdAt)}</td>
      <td data-label={columns[5]}>
        <details class="try-block">
          <summary>{t('conOutboxShowPayload')}</summary>
          <pre dir="ltr" tabIndex={0}>{JSON.stringify(event.payload, null, 2)}</pre>
        </details>
        {event.status === 'failed' && staffCan('retryOutbox') && (
          <button
            type="button"
            class="secondary"
            {...busyAttributes(action.busy)}
            aria-label={t('conOutboxRetryFor', { type: event.type })}
            onClick={action.press(async () => {
              setEvent(await consoleApi.retryOutbox(event.id));
              setTimeout(() => document.getElementById(`state-${event.id}`)?.focus(), 0);
            })}
          >
            {t('conOutboxRetry')}
          </button>
        )}
        <FormError message={action.error} />
      </td>
    </tr>
  );
}
