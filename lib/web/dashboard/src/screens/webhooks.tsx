// Webhooks: the organisation's endpoints (add one: its signing secret is shown once, with a copy
// button; disable one, which is final), the deliveries of each endpoint with their tries
// (automatic and manual, last outcome, next automatic try) and the manual retry of a delivery.
// What the member's role may not do is not offered; the API's refusals are shown in words.
import { useEffect, useState } from 'preact/hooks';
import { api, type PaymentAccountSummary } from '../api.js';
import { webhooksApi, type CreatedWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from '../api/webhooks.js';
import { t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { accountsInScope, can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { currentMembership, organisationId } from '../session.js';
import { ConfirmDialog, formatDateTime, ShownOnce } from '../shown-once.js';
import { useAction } from '../action.js';
import { describeError, FormError, Page } from '../ui.js';
import { PAYMENT_EVENT_TYPES, type PaymentEventType } from '../../../../../shared/domain/payment-events.js';

const OUTCOMES = new Set([
  'delivered', 'http_4xx', 'http_5xx', 'timeout', 'connection_refused', 'dns_error', 'tls_error',
  'redirect_not_followed', 'response_too_large', 'invalid_url_or_blocked', 'other',
]);

const outcomeText = (outcome: string | null) =>
  outcome === null ? t('deliveryNoTry') : OUTCOMES.has(outcome) ? t(`outcome_${outcome}` as MessageKey) : outcome;

export function Webhooks() {
  const id = useSignal(organisationId);
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | undefined>();
  const [disabling, setDisabling] = useState<WebhookEndpoint | undefined>();
  const [open, setOpen] = useState<string | undefined>();
  const [accounts, setAccounts] = useState<PaymentAccountSummary[]>([]);
  const mayView = can('webhooks.view');
  const mayManage = can('webhooks.manage');

  const load = async () => {
    if (!id) return;
    try {
      setEndpoints(await webhooksApi.list(id));
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  useEffect(() => {
    setEndpoints(undefined);
    setError('');
    setNotice('');
    setCreated(undefined);
    setOpen(undefined);
    setAccounts([]);
    if (!mayView || !id) return;
    void load();
    // The accounts' names, for the endpoints and the form (ids are shown without them).
    api.organisation(id).then((detail) => setAccounts(accountsInScope(detail.paymentAccounts)), () => undefined);
  }, [id]);
  const accountName = (accountId: string) => accounts.find((a) => a.id === accountId)?.name ?? accountId;

  const disable = async (endpoint: WebhookEndpoint) => {
    try {
      await withReauth(() => webhooksApi.disable(id!, endpoint.id));
      setNotice(t('webhookDisabledNotice'));
      await load();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setDisabling(undefined);
    }
  };

  return (
    <Page title={t('webhooksTitle')}>
      <p class="muted">{t('webhooksIntro')}</p>
      {!mayView && <p class="notice">{t('webhooksNotAllowed')}</p>}
      <FormError message={error} />
      {notice && <p class="status ok" role="status">{notice}</p>}
      {created && (
        <ShownOnce
          title={t('webhookSecretTitle', { url: created.url })}
          label={t('webhookSecretLabel')}
          value={created.secret}
          onDone={() => setCreated(undefined)}
        />
      )}
      {mayManage && id && !adding && !created && (
        <p><button type="button" onClick={() => setAdding(true)}>{t('webhookAdd')}</button></p>
      )}
      {mayManage && id && adding && (
        <NewEndpoint
          organisationId={id}
          accounts={accounts}
          onCancel={() => setAdding(false)}
          onCreated={(endpoint) => {
            setAdding(false);
            setNotice('');
            setCreated(endpoint);
            void load();
          }}
        />
      )}
      {mayView && id && !endpoints && !error && <p aria-busy="true">{t('loading')}</p>}
      {endpoints && (
        <section aria-labelledby="endpoints-title">
          <h2 id="endpoints-title">{t('webhookEndpoints')}</h2>
          {endpoints.length === 0 && <p>{t('webhooksNone')}</p>}
          <ul class="cards">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} class="card" data-endpoint={endpoint.id} data-status={endpoint.status}>
                <h3><span dir="ltr" class="url">{endpoint.url}</span></h3>
                {endpoint.description && <p dir="auto">{endpoint.description}</p>}
                <dl class="facts">
                  <dt>{t('webhookStatus')}</dt>
                  <dd>
                    <span class={`badge ${endpoint.status}`}>{endpoint.status === 'active' ? t('webhookActive') : t('webhookInactive')}</span>
                    {endpoint.disabledAt && ` ${t('webhookDisabledOn', { date: formatDateTime(endpoint.disabledAt) })}`}
                  </dd>
                  <dt>{t('webhookEvents')}</dt>
                  <dd dir="ltr">{endpoint.events.length ? endpoint.events.join(', ') : t('webhookEveryEvent')}</dd>
                  <dt>{t('webhookAccount')}</dt>
                  <dd dir="auto">{endpoint.paymentAccountId ? accountName(endpoint.paymentAccountId) : t('webhookAllAccounts')}</dd>
                  <dt>{t('webhookSecret')}</dt>
                  <dd><code dir="ltr">{endpoint.secretHint}</code></dd>
                  <dt>{t('webhookCreatedAt')}</dt>
                  <dd>{formatDateTime(endpoint.createdAt)}</dd>
                </dl>
                <div class="actions">
                  <button
                    type="button"
                    class="secondary"
                    aria-expanded={open === endpoint.id}
                    aria-controls={`deliveries-${endpoint.id}`}
                    onClick={() => setOpen(open === endpoint.id ? undefined : endpoint.id)}
                  >
                    {t('webhookDeliveries')}
                  </button>
                  {mayManage && endpoint.status === 'active' && (
                    <button type="button" class="danger" onClick={() => setDisabling(endpoint)}>{t('webhookDisable')}</button>
                  )}
                </div>
                {open === endpoint.id && id && <Deliveries organisationId={id} endpoint={endpoint} mayRetry={mayManage} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {disabling && (
        <ConfirmDialog
          title={t('webhookDisableTitle')}
          confirmLabel={t('webhookDisable')}
          onConfirm={() => disable(disabling)}
          onClose={() => setDisabling(undefined)}
        >
          <p>{t('webhookDisableConfirm', { url: disabling.url })}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}

function NewEndpoint({
  organisationId,
  accounts,
  onCreated,
  onCancel,
}: {
  organisationId: string;
  accounts: PaymentAccountSummary[];
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [account, setAccount] = useState('');
  const [events, setEvents] = useState<PaymentEventType[]>([]);
  const action = useAction();
  const { busy, error } = action;
  // A member limited to some accounts cannot register an endpoint for every account.
  const everyAccount = currentMembership()?.scope !== 'accounts';

  useEffect(() => {
    if (!everyAccount && !account && accounts[0]) setAccount(accounts[0].id);
  }, [accounts]);

  const submit = action.submit(async () => {
    const endpoint = await withReauth(() =>
      webhooksApi.create(organisationId, {
        url: url.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(account ? { paymentAccountId: account } : {}),
        ...(events.length ? { events } : {}),
      }),
    );
    onCreated(endpoint);
  });

  const toggle = (type: PaymentEventType, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));

  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="new-endpoint-title">
      <h2 id="new-endpoint-title">{t('webhookAdd')}</h2>
      <label>
        {t('webhookUrl')}
        <input type="url" required dir="ltr" inputMode="url" autocomplete="url" placeholder="https://" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </label>
      <label>
        {t('webhookDescription')}
        <input maxLength={120} dir="auto" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <label>
        {t('webhookAccount')}
        <select value={account} onChange={(e) => setAccount(e.currentTarget.value)}>
          {everyAccount && <option value="">{t('webhookAllAccounts')}</option>}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{a.name ?? a.id}</option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('webhookEvents')}</legend>
        <p class="muted">{t('webhookEventsHint')}</p>
        {PAYMENT_EVENT_TYPES.map((type) => (
          <label key={type} class="check">
            <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.currentTarget.checked)} />
            <span dir="ltr">{type}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <div class="actions">
        <button type="submit" disabled={busy}>{t('webhookCreate')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}

function Deliveries({ organisationId, endpoint, mayRetry }: { organisationId: string; endpoint: WebhookEndpoint; mayRetry: boolean }) {
  const [items, setItems] = useState<WebhookDelivery[] | undefined>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | undefined>();
  const [only, setOnly] = useState<'' | WebhookDelivery['status']>('');

  const load = async (after?: string) => {
    setError('');
    try {
      const page = await webhooksApi.deliveries(organisationId, endpoint.id, { ...(after ? { cursor: after } : {}), ...(only ? { status: only } : {}) });
      setItems((current) => (after && current ? [...current, ...page.items] : page.items));
      setCursor(page.nextCursor);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  useEffect(() => {
    setItems(undefined);
    void load();
  }, [endpoint.id, only]);

  const retry = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    setStatus('');
    setError('');
    try {
      const retried = await withReauth(() => webhooksApi.retry(organisationId, delivery.id));
      setItems((current) => current?.map((d) => (d.id === retried.id ? retried : d)));
      setStatus(t('deliveryRetried', { outcome: outcomeText(retried.lastOutcome) }));
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section id={`deliveries-${endpoint.id}`} class="endpoint-deliveries" aria-labelledby={`deliveries-title-${endpoint.id}`}>
      <h4 id={`deliveries-title-${endpoint.id}`}>{t('webhookDeliveries')}</h4>
      <div class="actions">
        <label class="inline">
          {t('deliveriesShow')}
          <select value={only} onChange={(e) => setOnly(e.currentTarget.value as typeof only)}>
            <option value="">{t('deliveriesAll')}</option>
            <option value="pending">{t('deliveryStatus_pending')}</option>
            <option value="delivered">{t('deliveryStatus_delivered')}</option>
            <option value="failed">{t('deliveryStatus_failed')}</option>
          </select>
        </label>
        <button type="button" class="secondary" onClick={() => void load()}>{t('deliveriesRefresh')}</button>
      </div>
      <FormError message={error} />
      <p role="status">{status}</p>
      {!items && !error && <p aria-busy="true">{t('loading')}</p>}
      {items && items.length === 0 && <p>{only ? t('deliveriesNoneInState') : t('deliveriesNone')}</p>}
      {items && items.length > 0 && (
        <ul class="cards">
          {items.map((delivery) => (
            <li key={delivery.id} class="delivery" data-delivery={delivery.id} data-status={delivery.status}>
              <p>
                <strong dir="ltr">{delivery.eventType}</strong>{' '}
                <span class={`badge ${delivery.status}`}>{t(`deliveryStatus_${delivery.status}` as MessageKey)}</span>
              </p>
              <dl class="facts">
                <dt>{t('webhookCreatedAt')}</dt>
                <dd>{formatDateTime(delivery.createdAt)}</dd>
                <dt>{t('deliveryTries')}</dt>
                <dd data-testid="tries">{t('deliveryTriesCount', { automatic: delivery.attempts, manual: delivery.manualTries })}</dd>
                <dt>{t('deliveryLastTry')}</dt>
                <dd data-testid="last-try">
                  {delivery.lastAttemptAt ? `${formatDateTime(delivery.lastAttemptAt)}: ` : ''}
                  {outcomeText(delivery.lastOutcome)}
                  {delivery.lastStatusCode !== null && ` (HTTP ${delivery.lastStatusCode})`}
                  {delivery.lastError && <span class="muted" dir="auto"> — {delivery.lastError}</span>}
                </dd>
                {delivery.deliveredAt && (
                  <>
                    <dt>{t('deliveryDeliveredAt')}</dt>
                    <dd>{formatDateTime(delivery.deliveredAt)}</dd>
                  </>
                )}
                {delivery.nextRetryAt && (
                  <>
                    <dt>{t('deliveryNextRetry')}</dt>
                    <dd>{formatDateTime(delivery.nextRetryAt)}</dd>
                  </>
                )}
              </dl>
              {mayRetry && delivery.status !== 'pending' && (
                <button type="button" class="secondary" disabled={busy === delivery.id} onClick={() => void retry(delivery)}>
                  {t('deliveryRetry')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" class="secondary" onClick={() => void load(cursor)}>{t('deliveriesMore')}</button>
      )}
    </section>
  );
}
