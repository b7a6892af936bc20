// Webhooks: the organisation's endpoints (add one: its signing secret is shown once, with a copy
// button; disable one, which is final), each with its health over 24 hours and its actions (send a
// test event, edit, rotate the secret, recover the failed deliveries, enable again after an
// automatic disable), the deliveries of each endpoint with their tries (automatic and manual, the
// request and the answer pretty-printed) and the manual retry of a delivery (shown disabled, with
// its reason, while it cannot be made). What the member's role may not do is not offered; the
// API's refusals are shown in words. After an action the focus goes to what it changed.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PaymentAccountSummary } from '../api.js';
import { endpointActions, webhooksApi, type CreatedWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint, type WebhookTry } from '../api/webhooks.js';
import { lang, plural, t, type MessageKey } from '../i18n/index.js';
import { can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { currentMembership } from '../session.js';
import { AddWithSecret, ConfirmDialog, ManagedCards, ShownOnce, useConfirm, useManagedList, type CreateFormProps } from '../shown-once.js';
import { formatDateTime } from '../load.js';
import { useAction } from '../action.js';
import { busyAttributes, describeError, focusSoon, FormEnd, FormError, Intro, Page, useFocusOnShow } from '../ui.js';
import type { PaymentEventType } from '../../../../../shared/domain/payment-events.js';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../../../../shared/domain/webhook-events.js';
import { TryExchange, tryTitle } from '../webhook-try.js';

const OUTCOMES = new Set([
  'delivered', 'http_4xx', 'http_5xx', 'timeout', 'connection_refused', 'dns_error', 'tls_error',
  'redirect_not_followed', 'response_too_large', 'invalid_url_or_blocked', 'other',
]);

const outcomeText = (outcome: string | null) =>
  outcome === null ? t('deliveryNoTry') : OUTCOMES.has(outcome) ? t(`outcome_${outcome}` as MessageKey) : outcome;

export function Webhooks() {
  const mayView = can('webhooks.view');
  const mayManage = can('webhooks.manage');
  const [rotating, setRotating] = useState<WebhookEndpoint | undefined>();
  const [expireNow, setExpireNow] = useState(false);
  const [rotated, setRotated] = useState<(WebhookEndpoint & { secret: string }) | undefined>();
  const [editing, setEditing] = useState<string | undefined>();
  const [recovering, setRecovering] = useState<string | undefined>();
  const [tested, setTested] = useState<{ endpointId: string; delivery: WebhookDelivery; try: WebhookTry } | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const [open, setOpen] = useState<string | undefined>();
  const forget = () => {
    setRotated(undefined);
    setTested(undefined);
    setOpen(undefined);
  };
  // The accounts' names, for the endpoints and the form (ids are shown without them).
  const managed = useManagedList(webhooksApi.list, { mayView, forget });
  const { id, accounts, load, action, notice, setNotice } = managed;
  const confirmation = useConfirm(action);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A notice is where an action's result is: the focus goes there.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const accountName = (accountId: string) => accounts.find((a) => a.id === accountId)?.name ?? accountId;

  const disable = (endpoint: WebhookEndpoint) =>
    confirmation.ask(
      { title: t('webhookDisableTitle'), confirm: t('webhookDisable'), text: <p>{t('webhookDisableConfirm', { url: endpoint.url })}</p> },
      async () => {
        await withReauth(() => webhooksApi.disable(id!, endpoint.id));
        setNotice(t('webhookDisabledNotice'));
        await load();
      },
      // Set while the dialog made the page inert, the notice takes the focus once the dialog has closed.
      { done: () => focusSoon('#webhooks-notice') },
    );

  /** Runs one endpoint action as the screen's action (a press meanwhile is ignored), its button busy; errors in words. */
  const act = (key: string, work: () => Promise<void>) =>
    action.press(async () => {
      setBusy(key);
      setNotice('');
      try {
        await work();
      } finally {
        setBusy(undefined);
      }
    })();
  const sendTest = (endpoint: WebhookEndpoint) =>
    act(`test-${endpoint.id}`, async () => {
      setTested(undefined);
      const sent = await withReauth(() => endpointActions.test(id!, endpoint.id));
      setTested({ endpointId: endpoint.id, ...sent });
      await load();
    });
  const enable = (endpoint: WebhookEndpoint) =>
    act(`enable-${endpoint.id}`, async () => {
      await withReauth(() => endpointActions.enable(id!, endpoint.id));
      await load();
      setNotice(t('webhookEnabledNotice'));
    });
  const rotate = async (endpoint: WebhookEndpoint) => {
    let rotatedNow = false;
    await action.run(async () => {
      setRotated(await withReauth(() => endpointActions.rotate(id!, endpoint.id, expireNow)));
      rotatedNow = true;
      await load();
    });
    setRotating(undefined);
    setExpireNow(false);
    // The new secret, drawn at the page's top while the dialog made the page inert, takes the focus once it closed.
    if (rotatedNow) focusSoon('#shown-once-title');
  };

  return (
    <Page title={t('webhooksTitle')}>
      <Intro text={t('webhooksIntro')} notAllowed={!mayView && t('webhooksNotAllowed')} error={action.error} />
      {notice && <p class="status ok" id="webhooks-notice" role="status" tabIndex={-1} ref={noticeRef}>{notice}</p>}
      {rotated && (
        <ShownOnce
          title={t('webhookNewSecretTitle', { url: rotated.url })}
          label={t('webhookSecretLabel')}
          value={rotated.secret}
          onDone={() => {
            setRotated(undefined);
            // Said either way, where the focus goes: until when the old secret signs, or that it stopped.
            setNotice(
              rotated.previousSecretExpiresAt
                ? t('webhookPreviousSecret', { date: formatDateTime(rotated.previousSecretExpiresAt) })
                : t('webhookPreviousSecretStopped'),
            );
          }}
        />
      )}
      <AddWithSecret
        list={managed}
        mayAdd={mayManage}
        addLabel={t('webhookAdd')}
        Form={NewEndpoint}
        secretOf={(endpoint) => ({ title: t('webhookSecretTitle', { url: endpoint.url }), label: t('webhookSecretLabel'), value: endpoint.secret })}
        onCreated={() => setNotice('')}
      />
      <ManagedCards list={managed} titleId="endpoints-title" title={t('webhookEndpoints')} none={t('webhooksNone')}>
        {(endpoint) => (
          <li key={endpoint.id} class="card" data-endpoint={endpoint.id} data-status={endpoint.status}>
            <h3><span dir="ltr" class="url">{endpoint.url}</span></h3>
            {endpoint.description && <p dir="auto">{endpoint.description}</p>}
            <dl class="facts">
              <dt>{t('webhookStatus')}</dt>
              <dd>
                <span class={`badge ${endpoint.status}`}>{endpoint.status === 'active' ? t('webhookActive') : t('webhookInactive')}</span>
                {endpoint.disabledAt && ` ${t('webhookDisabledOn', { date: formatDateTime(endpoint.disabledAt) })}`}
                {endpoint.disabledReason && ` (${endpoint.disabledReason === 'failing' ? t('webhookDisabledFailing') : t('webhookDisabledDeleted')})`}
              </dd>
              <dt>{t('healthTitle')}</dt>
              <dd data-testid="health"><Health endpoint={endpoint} /></dd>
              <dt>{t('webhookFormat')}</dt>
              <dd>{t(`webhookFormat_${endpoint.format}` as MessageKey)}</dd>
              <dt>{t('webhookEvents')}</dt>
              <dd dir="ltr">{endpoint.events.length ? endpoint.events.join(', ') : t('webhookEveryEvent')}</dd>
              <dt>{t('webhookAccount')}</dt>
              <dd dir="auto">{endpoint.paymentAccountId ? accountName(endpoint.paymentAccountId) : t('webhookAllAccounts')}</dd>
              <dt>{t('webhookSecret')}</dt>
              <dd>
                <code dir="ltr">{endpoint.secretHint}</code>
                {endpoint.previousSecretExpiresAt && endpoint.status === 'active' && <span class="muted"> {t('webhookPreviousSecret', { date: formatDateTime(endpoint.previousSecretExpiresAt) })}</span>}
              </dd>
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
                <>
                  <button type="button" {...busyAttributes(busy === `test-${endpoint.id}`)} onClick={() => void sendTest(endpoint)}>{t('webhookTest')}</button>
                  <button
                    type="button"
                    class="secondary"
                    aria-expanded={recovering === endpoint.id}
                    onClick={() => setRecovering(recovering === endpoint.id ? undefined : endpoint.id)}
                  >
                    {t('webhookRecover')}
                  </button>
                </>
              )}
              {mayManage && endpoint.disabledReason !== 'deleted' && (
                <>
                  <button type="button" class="secondary" aria-expanded={editing === endpoint.id} onClick={() => setEditing(editing === endpoint.id ? undefined : endpoint.id)}>
                    {t('webhookEdit')}
                  </button>
                  <button type="button" class="secondary" onClick={() => setRotating(endpoint)}>{t('webhookRotate')}</button>
                </>
              )}
              {mayManage && endpoint.disabledReason === 'failing' && (
                <button type="button" {...busyAttributes(busy === `enable-${endpoint.id}`)} onClick={() => void enable(endpoint)}>{t('webhookEnable')}</button>
              )}
              {mayManage && endpoint.disabledReason !== 'deleted' && (
                <button type="button" class="danger" onClick={() => disable(endpoint)}>{t('webhookDisable')}</button>
              )}
            </div>
            {tested?.endpointId === endpoint.id && <TestResult delivery={tested.delivery} attempt={tested.try} />}
            {editing === endpoint.id && id && (
              <EditEndpoint
                organisationId={id}
                endpoint={endpoint}
                accounts={accounts}
                onCancel={() => setEditing(undefined)}
                onSaved={async () => {
                  setEditing(undefined);
                  await load();
                  setNotice(t('webhookSaved'));
                }}
              />
            )}
            {recovering === endpoint.id && id && (
              <RecoverForm
                organisationId={id}
                endpoint={endpoint}
                onDone={(message) => {
                  setRecovering(undefined);
                  setNotice(message);
                }}
              />
            )}
            {open === endpoint.id && id && <Deliveries organisationId={id} endpoint={endpoint} mayRetry={mayManage} />}
          </li>
        )}
      </ManagedCards>
      {rotating && (
        <ConfirmDialog title={t('webhookRotateTitle')} confirmLabel={t('webhookRotate')} onConfirm={() => rotate(rotating)} onClose={() => setRotating(undefined)}>
          <p>{t('webhookRotateConfirm')}</p>
          <label class="check">
            <input type="checkbox" checked={expireNow} onChange={(e) => setExpireNow(e.currentTarget.checked)} />
            {t('webhookRotateExpireNow')}
          </label>
        </ConfirmDialog>
      )}
      {confirmation.dialog}
    </Page>
  );
}

function NewEndpoint({ organisationId, accounts, onCreated, onCancel }: CreateFormProps<CreatedWebhookEndpoint>) {
  const [draft, setDraft] = useState<EndpointDraft>({ url: '', description: '', account: '', events: [] });
  const { url, description, account, events } = draft;
  const [format, setFormat] = useState<'svc' | 'standard'>('svc');
  const action = useAction();
  // A member limited to some accounts cannot register an endpoint for every account.
  const everyAccount = currentMembership()?.scope !== 'accounts';

  useEffect(() => {
    const first = accounts[0];
    if (!everyAccount && !account && first) setDraft((current) => ({ ...current, account: first.id }));
  }, [accounts]);

  const submit = action.submit(async () => {
    const endpoint = await withReauth(() =>
      webhooksApi.create(organisationId, {
        url: url.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(account ? { paymentAccountId: account } : {}),
        ...(events.length ? { events } : {}),
        ...(format !== 'svc' ? { format } : {}),
      }),
    );
    onCreated(endpoint);
  });

  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="new-endpoint-title">
      <h2 id="new-endpoint-title">{t('webhookAdd')}</h2>
      <EndpointFields draft={draft} onChange={setDraft} accounts={accounts} isNew />
      <label>
        {t('webhookFormat')}
        <select value={format} onChange={(e) => setFormat(e.currentTarget.value as 'svc' | 'standard')} aria-describedby="format-hint">
          <option value="svc">{t('webhookFormat_svc')}</option>
          <option value="standard">{t('webhookFormat_standard')}</option>
        </select>
      </label>
      <p class="muted" id="format-hint">{t('webhookFormatHint')}</p>
      <FormEnd action={action} submit={t('webhookCreate')} onCancel={onCancel} />
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
  const [shown, setShown] = useState<string | undefined>();

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
    if (busy) return;
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
      // The focus goes to what the try gave (the delivery, now pending or retried, may no longer offer Retry).
      focusSoon(`#deliveries-${endpoint.id} .delivery-outcome`);
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
      {error ? <p class="error delivery-outcome" role="alert" tabIndex={-1}>{error}</p> : <p role="status" class="delivery-outcome" tabIndex={-1}>{status}</p>}
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
                {/* Another address than the endpoint's: a payment's own webhookUrl (on the endpoint's origin, whatever its
                    event filter), or the address the endpoint had before an edit. */}
                {delivery.url !== endpoint.url && (
                  <>
                    <dt>{t('deliverySentTo')}</dt>
                    <dd data-testid="sent-to">
                      <bdi dir="ltr" class="url">{delivery.url}</bdi> <span class="muted">({t('deliverySentToWhy')})</span>
                    </dd>
                  </>
                )}
                <dt>{t('deliveryTries')}</dt>
                <dd data-testid="tries">{t('deliveryTriesCount', { automatic: delivery.attempts, manual: delivery.manualTries })}</dd>
                <dt>{t('deliveryLastTry')}</dt>
                <dd data-testid="last-try">
                  {delivery.lastAttemptAt ? `${formatDateTime(delivery.lastAttemptAt)}: ` : ''}
                  {outcomeText(delivery.lastOutcome)}
                  {delivery.lastStatusCode !== null && ` (HTTP ${delivery.lastStatusCode})`}
                  {/* What the network or the receiver said, in its own language (often English): isolated. */}
                  {delivery.lastError && <span class="muted"> — <bdi dir="auto">{delivery.lastError}</bdi></span>}
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
              <div class="actions">
                {mayRetry && <RetryButton delivery={delivery} busy={busy === delivery.id} onRetry={() => void retry(delivery)} />}
                <button
                  type="button"
                  class="secondary"
                  aria-expanded={shown === delivery.id}
                  onClick={() => setShown(shown === delivery.id ? undefined : delivery.id)}
                >
                  {shown === delivery.id ? t('deliveryHideTries') : t('deliveryShowTries')}
                </button>
              </div>
              {shown === delivery.id && <DeliveryTries organisationId={organisationId} delivery={delivery} />}
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

/** What a new endpoint and an endpoint's edit both ask. */
interface EndpointDraft {
  url: string;
  description: string;
  account: string;
  events: PaymentEventType[];
}

/**
 * The address, description, account and events of an endpoint (the address of a new one offered
 * for the browser to fill in). A member limited to some accounts cannot choose every account.
 */
function EndpointFields({ draft, onChange, accounts, isNew = false }: { draft: EndpointDraft; onChange: (draft: EndpointDraft) => void; accounts: PaymentAccountSummary[]; isNew?: boolean }) {
  const everyAccount = currentMembership()?.scope !== 'accounts';
  const set = (patch: Partial<EndpointDraft>) => onChange({ ...draft, ...patch });
  // A new endpoint's form opens in place of its button: the focus goes to its address, not to the page's top.
  const urlField = useRef<HTMLInputElement>(null);
  useFocusOnShow(urlField, [], isNew);
  return (
    <>
      <label>
        {t('webhookUrl')}
        <input
          ref={urlField}
          type="url"
          required
          dir="ltr"
          inputMode="url"
          autocomplete={isNew ? 'url' : undefined}
          placeholder={isNew ? 'https://' : undefined}
          value={draft.url}
          onInput={(e) => set({ url: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('webhookDescription')}
        <input maxLength={120} dir="auto" value={draft.description} onInput={(e) => set({ description: e.currentTarget.value })} />
      </label>
      <label>
        {t('webhookAccount')}
        <select value={draft.account} onChange={(e) => set({ account: e.currentTarget.value })}>
          {everyAccount && <option value="">{t('webhookAllAccounts')}</option>}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{a.name ?? a.id}</option>
          ))}
        </select>
      </label>
      <EventPicker events={draft.events} onChange={(events) => set({ events })} />
    </>
  );
}

/** The event picker: the catalogue's types (shared/domain/webhook-events.ts, as docs/generated/openapi.json lists them), each with what it means. */
function EventPicker({ events, onChange }: { events: PaymentEventType[]; onChange: (events: PaymentEventType[]) => void }) {
  const toggle = (type: PaymentEventType, on: boolean) => onChange(on ? [...events, type] : events.filter((e) => e !== type));
  return (
    <fieldset>
      <legend>{t('webhookEvents')}</legend>
      <p class="muted">{t('webhookEventsHint')}</p>
      {SUBSCRIBABLE_EVENT_TYPES.map((type) => (
        <label key={type} class="check">
          <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.currentTarget.checked)} />
          <span>
            <span dir="ltr" class="mono">{type}</span> <span class="muted">{t(`event_summary_${type.replace('.', '_')}` as MessageKey)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Success rate and last failure of the last 24 hours; the failing streak when there is one. */
function Health({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { health } = endpoint;
  const total = health.delivered + health.failed;
  const rate =
    health.successRate === null ? '' : new Intl.NumberFormat(lang.get(), { style: 'percent', maximumFractionDigits: 1 }).format(health.successRate);
  return (
    <>
      <span>{total ? plural('healthRate', total, { rate, delivered: health.delivered }) : t('healthNoTry')}</span>
      {health.lastFailure && (
        <span class="muted">
          {' · '}
          {t('healthLastFailure', { when: formatDateTime(health.lastFailure.at), outcome: outcomeText(health.lastFailure.outcome) })}
          {health.lastFailure.statusCode !== null && ` (HTTP ${health.lastFailure.statusCode})`}
        </span>
      )}
      {health.failingSince && endpoint.status === 'active' && (
        <p class="status error">{t('healthFailingSince', { date: formatDateTime(health.failingSince) })}</p>
      )}
    </>
  );
}

/** The answer to a test event: the outcome, then what was sent and what came back. The focus goes to it. */
function TestResult({ delivery, attempt }: { delivery: WebhookDelivery; attempt: WebhookTry }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, [attempt.id]);
  return (
    <section class="test-result" data-testid="test-result" data-outcome={attempt.outcome ?? ''} aria-labelledby={`test-${delivery.id}`}>
      <h4 id={`test-${delivery.id}`} tabIndex={-1} ref={heading}>
        {t('webhookTestResult', { outcome: outcomeText(attempt.outcome) })}
        {/* Isolated left to right: on an Arabic page its brackets would otherwise turn round and split across lines. */}
        {attempt.statusCode !== null && <> <bdi dir="ltr" class="nowrap">(HTTP {attempt.statusCode})</bdi></>}
      </h4>
      <TryExchange attempt={attempt} />
    </section>
  );
}

function EditEndpoint({
  organisationId,
  endpoint,
  accounts,
  onSaved,
  onCancel,
}: {
  organisationId: string;
  endpoint: WebhookEndpoint;
  accounts: PaymentAccountSummary[];
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EndpointDraft>({
    url: endpoint.url,
    description: endpoint.description ?? '',
    account: endpoint.paymentAccountId ?? '',
    events: endpoint.events as PaymentEventType[],
  });
  const { url, description, account, events } = draft;
  const action = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, []);
  const submit = action.submit(async () => {
    await withReauth(() =>
      endpointActions.update(organisationId, endpoint.id, {
        url: url.trim(),
        description: description.trim() ? description.trim() : null,
        paymentAccountId: account ? account : null,
        events,
      }),
    );
    await onSaved();
  });
  return (
    <form class="stack card" onSubmit={submit} aria-labelledby={`edit-${endpoint.id}`}>
      <h4 id={`edit-${endpoint.id}`} tabIndex={-1} ref={heading}>{t('webhookEditTitle')}</h4>
      <EndpointFields draft={draft} onChange={setDraft} accounts={accounts} />
      <FormEnd action={action} submit={t('webhookSave')} onCancel={onCancel} />
    </form>
  );
}

/** A `datetime-local` value (the member's clock) for an instant. */
const localInput = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function RecoverForm({ organisationId, endpoint, onDone }: { organisationId: string; endpoint: WebhookEndpoint; onDone: (message: string) => void }) {
  const now = new Date();
  const [since, setSince] = useState(localInput(new Date(now.getTime() - 86_400_000)));
  const action = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, []);
  const submit = action.submit(async () => {
    const answer = await withReauth(() => endpointActions.recover(organisationId, endpoint.id, new Date(since).toISOString()));
    onDone(`${plural('recoveredCount', answer.count)}${answer.hasMore ? ` ${t('webhookRecoverMore')}` : ''}`);
  });
  return (
    <form class="stack card" onSubmit={submit} aria-labelledby={`recover-${endpoint.id}`}>
      <h4 id={`recover-${endpoint.id}`} tabIndex={-1} ref={heading}>{t('webhookRecoverTitle')}</h4>
      <label>
        {t('webhookRecoverSince')}
        <input
          type="datetime-local"
          required
          dir="ltr"
          value={since}
          min={localInput(new Date(now.getTime() - 14 * 86_400_000 + 60_000))}
          max={localInput(now)}
          aria-describedby={`recover-hint-${endpoint.id}`}
          onInput={(e) => setSince(e.currentTarget.value)}
        />
      </label>
      <p class="muted" id={`recover-hint-${endpoint.id}`}>{t('webhookRecoverHint')}</p>
      <FormEnd action={action} submit={t('webhookRecoverSubmit')} />
    </form>
  );
}

/** Retry, shown disabled with its reason while it cannot be made (automatic tries planned, or a recovery's try queued). */
function RetryButton({ delivery, busy, onRetry }: { delivery: WebhookDelivery; busy: boolean; onRetry: () => void }) {
  const reason = delivery.status === 'pending' ? t('deliveryRetryPending') : delivery.recoveryQueuedAt ? t('deliveryRetryRecovering') : '';
  return (
    <>
      <button type="button" class="secondary" disabled={!!reason} {...busyAttributes(busy)} aria-describedby={reason ? `retry-why-${delivery.id}` : undefined} onClick={onRetry}>
        {t('deliveryRetry')}
      </button>
      {reason && <span class="muted" id={`retry-why-${delivery.id}`}>{reason}</span>}
    </>
  );
}

/**
 * Every try of a delivery: the automatic ones, then the manual ones numbered after them (a manual try
 * is only made once the automatic tries have ended, so this is also their order in time).
 */
const inTryOrder = (tries: WebhookTry[]) =>
  [...tries].sort((a, b) => Number(a.trigger === 'manual') - Number(b.trigger === 'manual') || a.tryNumber - b.tryNumber);

function DeliveryTries({ organisationId, delivery }: { organisationId: string; delivery: WebhookDelivery }) {
  const [tries, setTries] = useState<WebhookTry[] | undefined>();
  const [error, setError] = useState('');
  useEffect(() => {
    endpointActions.tries(organisationId, delivery.id).then((page) => setTries(inTryOrder(page.items)), (failure) => setError(describeError(failure)));
  }, [delivery.id, delivery.manualTries, delivery.attempts]);
  return (
    <div class="tries" data-testid="delivery-tries">
      <FormError message={error} />
      {!tries && !error && <p aria-busy="true">{t('loading')}</p>}
      {tries?.map((attempt) => (
        <div key={attempt.id} class="try" data-trigger={attempt.trigger}>
          <p>
            <strong>{tryTitle(attempt, delivery.attempts)}</strong> · {formatDateTime(attempt.startedAt)} · {outcomeText(attempt.outcome)}
            {/* Isolated left to right: on an Arabic page its brackets would otherwise turn round and split across lines. */}
        {attempt.statusCode !== null && <> <bdi dir="ltr" class="nowrap">(HTTP {attempt.statusCode})</bdi></>}
          </p>
          <TryExchange attempt={attempt} />
        </div>
      ))}
    </div>
  );
}
