// One payment: its facts, its `result`, its attempts and the timeline (every payment and attempt
// event, every webhook try with the request sent and an excerpt of the answer), the webhook
// deliveries (the console shows a payment's history the same way); the pay link to copy while it is pending; cancel with a reason for a member with
// `payments.cancel`; a pending payment sent to its payer by email, WhatsApp or QR code
// (payment-send.tsx); a succeeded payment's refunds, and Refund for a member with `payments.refund`
// (payment-refunds.tsx). One call: GET /payments/{reference}/timeline carries the payment too.
import { Fragment, type ComponentChildren, type VNode } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { Link, useParams } from 'wouter-preact';
import { instrumentText } from '../../../../../shared/domain/instrument-text.js';
import { paymentsApi, type PaymentTimeline } from '../api/payments.js';
import { plural, t, type MessageKey } from '../i18n/index.js';
import { groupRepeats, payUrlLanguage, statusPrefixes, unbrokenPhone, type Grouped } from '../timeline-groups.js';
import { formatDateTime, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { useAction } from '../action.js';
import { closeOnEscape, FormEnd, FormError, Notice, Page, useFocusOnShow } from '../ui.js';
import { Badge, codeText, CopyField, DataTable, providerName, Row } from '../widgets.js';
import { TryExchange, tryTitle } from '../webhook-try.js';
import { PaymentRefunds } from './payment-refunds.js';
import { SendToPayer } from './payment-send.js';

type Item = PaymentTimeline['items'][number];
type WebhookTry = NonNullable<Item['webhookTry']>;

/** How a payment came: in words (API, Payment link, Merchant dashboard, a plugin), the code itself only for a value this screen does not know. */
export const channelText = (channel: string) => codeText('channel_', channel);

/** An item's event in words, or "Event" when the screen has no words for it (its code is shown beside). */
const eventText = (type: string) => {
  const label = codeText('event_', type.replace(/\./g, '_'));
  return label === type ? t('eventOther') : label;
};

/** A state of an item's status change in words: an attempt's or the payment's, as the item moves one or the other. */
function stateText(item: Pick<Item, 'kind' | 'category'>, status: string): string {
  for (const prefix of statusPrefixes(item)) {
    const text = codeText(prefix, status);
    if (text !== status) return text;
  }
  return status;
}

/** A developer's identifier (an event code), isolated left to right and named as a code, beside the words that say what it is. */
function EventCode({ code }: { code: string }) {
  return (
    <span class="muted">
      {' ('}{t('eventCode')} <bdi class="mono" dir="ltr" translate={false}>{code}</bdi>{')'}
    </span>
  );
}

/** The payer as one line: the name (first and last name together), the email, the phone, each isolated in its own direction; the phone never cut across two lines. */
export function PayerLine({ payer }: { payer: { firstName?: string; lastName?: string; email?: string; phone?: string } }) {
  const name = [payer.firstName, payer.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  const parts = [
    name && <bdi dir="auto" data-testid="payer-name">{name}</bdi>,
    payer.email && <bdi dir="ltr" data-testid="payer-email">{payer.email}</bdi>,
    payer.phone && <bdi dir="ltr" data-testid="payer-phone">{unbrokenPhone(payer.phone)}</bdi>,
  ].filter(Boolean);
  return (
    <span data-testid="payer">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A try, numbered after the automatic tries of its delivery when it is manual (`automaticTries`: the delivery's `attempts`). */
function TryView({ attempt, automaticTries }: { attempt: WebhookTry; automaticTries: number }) {
  return (
    <div class="try" data-testid="webhook-try">
      <p>
        {tryTitle(attempt, automaticTries)} <span class="mono" dir="ltr">{attempt.url}</span>
      </p>
      <p data-outcome={attempt.outcome ?? ''}>
        {attempt.statusCode !== null
          ? t('tryAnswer', { code: attempt.statusCode, ms: attempt.durationMs ?? 0 })
          : t('tryNoAnswer', { error: attempt.errorMessage ?? attempt.outcome ?? '' })}
      </p>
      {attempt.nextRetryAt && <p class="muted">{t('tryNextRetry', { at: formatDateTime(attempt.nextRetryAt) })}</p>}
      <TryExchange attempt={attempt} />
    </div>
  );
}

function TimelineEntry({ item, repeats = [], automaticTriesOf }: { item: Item; repeats?: Item[]; automaticTriesOf: (deliveryId: string) => number }) {
  const label = eventText(item.type);
  return (
    <li data-type={item.type} data-category={item.category}>
      <p class="when">
        <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time>
        {' · '}
        <span class="category">{codeText('category_', item.category)}</span>
      </p>
      <p>
        <strong>{label}</strong>
        <EventCode code={item.type} />
        {item.toStatus && (
          <span data-testid="status-change">
            {' · '}
            {item.fromStatus
              ? t('statusChange', { from: stateText(item, item.fromStatus), to: stateText(item, item.toStatus) })
              : t('statusSet', { to: stateText(item, item.toStatus) })}
          </span>
        )}
        <span class="muted"> · {t('timelineBy', { actor: codeText('actor_', item.actor.type) })}</span>
        {repeats.length > 0 && (
          <span data-testid="repeats" data-count={repeats.length + 1}>
            {' · '}{plural('timelineRepeats', repeats.length + 1, { last: formatDateTime(repeats[repeats.length - 1]!.occurredAt) })}
          </span>
        )}
      </p>
      {item.webhookTry && <TryView attempt={item.webhookTry} automaticTries={automaticTriesOf(item.webhookTry.deliveryId)} />}
    </li>
  );
}

/**
 * A payment's history: its attempts (what `afterAttempts` adds under them: the console's raw
 * exchanges), its timeline and its webhook deliveries. In the timeline, consecutive repeats of an
 * item (the payment page opened again and again) are one entry; `run` draws such a run its own way
 * when it returns one (the console's opens).
 */
export function PaymentHistory({
  timeline,
  run,
  afterAttempts,
}: {
  timeline: Pick<PaymentTimeline, 'items' | 'webhooks' | 'attempts'>;
  run?: (grouped: Grouped<Item>) => VNode | undefined;
  afterAttempts?: ComponentChildren;
}) {
  return (
    <>
      <section aria-labelledby="attempts-title">
        <h2 id="attempts-title">{t('payAttempts')}</h2>
        <Attempts attempts={timeline.attempts} />
        {afterAttempts}
      </section>

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('payTimeline')}</h2>
        {timeline.items.length === 0 ? (
          <p class="muted">{t('timelineEmpty')}</p>
        ) : (
          <ol class="timeline" data-testid="timeline">
            {groupRepeats(timeline.items).map((grouped) =>
              run?.(grouped) ?? (
                <TimelineEntry
                  key={grouped.item.id}
                  item={grouped.item}
                  repeats={grouped.repeats}
                  automaticTriesOf={(deliveryId) => timeline.webhooks.deliveries.find((d) => d.id === deliveryId)?.attempts ?? 0}
                />
              ),
            )}
          </ol>
        )}
      </section>

      <section aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t('payWebhooks')}</h2>
        <Webhooks webhooks={timeline.webhooks} />
      </section>
    </>
  );
}

function Attempts({ attempts }: { attempts: PaymentTimeline['attempts'] }) {
  if (attempts.length === 0) return <p class="muted">{t('payNoAttempts')}</p>;
  return (
    <DataTable
      testId="attempts"
      rows={attempts}
      rowKey={(a) => a.id}
      columns={[
        { label: t('attemptNumber'), cell: (a) => a.number },
        { label: t('payProvider'), cell: (a) => providerName(a.provider) },
        { label: t('attemptStatus'), cell: (a) => <Badge kind="attempt" value={a.status} label={codeText('attemptStatus_', a.status)} /> },
        { label: t('payAmount'), amount: true, cell: (a) => formatDinars(a.amount) },
        { label: t('resultInstrument'), ltr: true, cell: (a) => instrumentText(normalise(a.result.instrument)) ?? t('none') },
        { label: t('resultFailure'), cell: (a) => (a.result.failureCode ? codeText('failure_', a.result.failureCode) : t('none')) },
        { label: t('attemptStarted'), cell: (a) => formatDateTime(a.initiatedAt ?? a.createdAt) },
      ]}
    />
  );
}

const normalise = (instrument: { brand?: string | null; last4?: string | null; maskedId?: string | null } | null | undefined) =>
  instrument ? { brand: instrument.brand ?? null, last4: instrument.last4 ?? null, maskedId: instrument.maskedId ?? null } : null;

function Webhooks({ webhooks }: { webhooks: PaymentTimeline['webhooks'] }) {
  if (webhooks.deliveries.length === 0) return <p class="muted">{t('payNoWebhooks')}</p>;
  return (
    <ul class="deliveries">
      {webhooks.deliveries.map((d) => (
        <li key={d.id} data-testid="webhook-delivery">
          <p>
            <strong>{eventText(d.eventType)}</strong>
            <EventCode code={d.eventType} />{' '}
            <span data-testid="delivery-url">{t('deliveryLine')} <bdi class="mono" dir="ltr">{d.url}</bdi></span>{' '}
            <Badge kind="delivery" value={d.status} label={codeText('payDeliveryStatus_', d.status)} />
          </p>
          {webhooks.tries
            .filter((attempt) => attempt.deliveryId === d.id)
            .map((attempt) => <TryView key={attempt.id} attempt={attempt} automaticTries={d.attempts} />)}
        </li>
      ))}
    </ul>
  );
}

function CancelForm({ reference, onCanceled }: { reference: string; onCanceled: (timeline: PaymentTimeline['payment']) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const action = useAction();
  // Opened: the focus is on the reason; closed without cancelling, back on the button that opened it.
  const reasonField = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [kept, setKept] = useState(0);
  useFocusOnShow(reasonField, [open], open);
  useFocusOnShow(opener, [kept], kept > 0 && !open);
  if (!open) {
    return (
      <button type="button" class="danger" ref={opener} onClick={() => setOpen(true)}>
        {t('payCancel')}
      </button>
    );
  }
  const submit = action.submit(async () => {
    onCanceled(await withReauth(() => paymentsApi.cancel(reference, reason.trim())));
    setOpen(false);
  });
  const keep = () => {
    setOpen(false);
    setKept((n) => n + 1);
  };
  return (
    <form class="stack box" onSubmit={submit} aria-labelledby="cancel-title" onKeyDown={closeOnEscape(keep)}>
      <h2 id="cancel-title">{t('payCancel')}</h2>
      <p>{t('payCancelIntro')}</p>
      <label>
        {t('payCancelReason')}
        <input ref={reasonField} maxLength={200} value={reason} dir="auto" onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <FormEnd
        action={action}
        submit={t('payCancelConfirm')}
        danger
        onCancel={keep}
        cancel={t('payCancelKeep')}
      />
    </form>
  );
}

export function PaymentDetail() {
  const { reference } = useParams<{ reference: string }>();
  const loaded = useLoad(() => paymentsApi.timeline(reference), [reference]);
  const [notice, setNotice] = useState('');
  const timeline = loaded.data;
  const payment = timeline?.payment;
  const result = payment?.result;
  const hasPayer = Boolean(payment && Object.values(payment.payer).some((value) => value?.trim()));
  const payerLanguage = payment ? payUrlLanguage(payment.payUrl) : null;

  return (
    <Page title={t('payTitle', { reference })}>
      <p><Link href="/payments">{t('payBack')}</Link></p>
      <FormError message={loaded.error} />
      {!timeline && !loaded.error && <p aria-busy="true">{t('loading')}</p>}
      {/* What the cancel did takes the focus: its form is gone. */}
      <Notice id="payment-notice" message={notice} focus />
      {payment && timeline && (
        <>
          <dl class="facts" data-testid="payment">
            <Row label={t('payAmount')}><span class="amount">{formatDinars(payment.amount)}</span></Row>
            <Row label={t('payStatus')}><Badge kind="pay" value={payment.status} label={codeText('payStatus_', payment.status)} /></Row>
            <Row label={t('payProvider')}>{providerName(payment.provider)}</Row>
            <Row label={t('payCreatedAt')}>{formatDateTime(payment.createdAt)}</Row>
            {/* When it expires (or did): said of a payment still open or expired, not of one paid or canceled. */}
            {(payment.status === 'pending' || payment.status === 'expired') && <Row label={t('payExpiresAt')}>{formatDateTime(payment.expiresAt)}</Row>}
            {payment.description && <Row label={t('payDescription')}><span dir="auto">{payment.description}</span></Row>}
            {payment.orderId && <Row label={t('payOrderId')}><span dir="auto">{payment.orderId}</span></Row>}
            {hasPayer && <Row label={t('payPayer')}><PayerLine payer={payment.payer} /></Row>}
            {payerLanguage && <Row label={t('payerLanguage')}><span data-testid="payer-language">{t(`payerLanguage_${payerLanguage}` as MessageKey)}</span></Row>}
            <Row label={t('payChannel')}><span data-testid="channel" data-channel={payment.channel}>{channelText(payment.channel)}</span></Row>
          </dl>
          {payment.status === 'pending' && (
            <CopyField label={t('payUrl')} value={payment.payUrl} button={t('payCopyUrl')} testId="pay-url" />
          )}
          {payment.status === 'pending' && <SendToPayer payment={payment} />}
          {payment.status === 'pending' && can('payments.cancel') && (
            <CancelForm
              reference={reference}
              onCanceled={(canceled) => {
                setNotice(t('payCanceled'));
                loaded.set({ ...timeline, payment: { ...payment, ...canceled } });
                loaded.reload();
              }}
            />
          )}

          {result && (
            <section aria-labelledby="result-title">
              <h2 id="result-title">{t('payResult')}</h2>
              <dl class="facts" data-testid="result">
                <Row label={t('payStatus')}>{codeText('payStatus_', result.status)}</Row>
                {result.failureCode && <Row label={t('resultFailure')}>{codeText('failure_', result.failureCode)}</Row>}
                {result.instrument && <Row label={t('resultInstrument')}><span dir="ltr">{instrumentText(normalise(result.instrument))}</span></Row>}
                {result.authorizationCode && <Row label={t('resultAuthorization')}><span class="mono">{result.authorizationCode}</span></Row>}
                <Row label={t('resultAttempts')}>{`${result.attemptsCount} (${result.failedAttemptsCount})`}</Row>
                <Row label={t('resultOpens')}>{result.checkoutOpensCount}</Row>
                {result.completedAt && <Row label={t('resultCompletedAt')}>{formatDateTime(result.completedAt)}</Row>}
                <Row label={t('resultConfirmation')}>
                  <span data-testid="merchant-confirmation" data-value={result.merchantConfirmation}>
                    {codeText('confirmation_', result.merchantConfirmation)}
                  </span>
                </Row>
              </dl>
            </section>
          )}

          {payment.status === 'succeeded' && <PaymentRefunds payment={payment} onChanged={loaded.reload} />}

          <PaymentHistory timeline={timeline} />
        </>
      )}
    </Page>
  );
}
