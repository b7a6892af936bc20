// Payments support (every staff role): a payment found by its reference, whatever its
// organisation, and its full admin timeline, laid out for an agent on the phone with a merchant:
// what happened in one sentence first (status, amount, organisation, result), then the attempts
// each with the provider's raw exchanges, the timeline with the payer's opens of the payment page
// grouped into one entry (as the dashboard groups them; each open listed on demand), and every
// webhook delivery with every try.
import { useState } from 'preact/hooks';
import { Link, useLocation, useParams } from 'wouter-preact';
import { instrumentText } from '../../../../../shared/domain/instrument-text.js';
import { consoleApi, type PaymentTimeline } from './api.js';
import { plural, t } from '../i18n/index.js';
import { formatDateTime, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { FormError, Page } from '../ui.js';
import { Badge, codeText, providerName, Row } from '../widgets.js';
import { pretty } from '../webhook-try.js';
import { PaymentHistory } from '../screens/payment-detail.js';

const REFERENCE = /^[0-9a-f]{24}$/;

export function FindPayment() {
  const [, navigate] = useLocation();
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  return (
    <Page title={t('conPaymentsTitle')}>
      <p>{t('conPaymentsIntro')}</p>
      <form
        class="stack"
        role="search"
        aria-label={t('conFindPayment')}
        onSubmit={(e) => {
          e.preventDefault();
          const value = reference.trim().toLowerCase();
          if (!REFERENCE.test(value)) return setError(t('conReferenceInvalid'));
          navigate(`/console/payments/${value}`);
        }}
      >
        <label>
          {t('conReference')}
          <input name="reference" dir="ltr" autocomplete="off" spellcheck={false} maxLength={40} value={reference} aria-describedby="reference-hint" onInput={(e) => setReference(e.currentTarget.value)} />
          <span class="hint" id="reference-hint">{t('conReferenceHint')}</span>
        </label>
        <FormError message={error} />
        <div class="actions"><button type="submit">{t('conFindPayment')}</button></div>
      </form>
    </Page>
  );
}

type Item = PaymentTimeline['items'][number];

function OpensGroup({ items }: { items: Item[] }) {
  const first = items[0]!;
  const last = items.at(-1)!;
  return (
    <li data-type="checkout.opened" data-category="checkout" data-opens={items.length}>
      <p class="when"><time dateTime={first.occurredAt}>{formatDateTime(first.occurredAt)}</time> · {codeText('category_', 'checkout')}</p>
      <p><strong>{plural('conOpens', items.length)}</strong>{items.length > 1 && <> · {t('conOpensUntil', { date: formatDateTime(last.occurredAt) })}</>}</p>
      {items.length > 1 && (
        <details>
          <summary>{t('conOpensEach')}</summary>
          <ol>{items.map((item) => <li key={item.id}><time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time></li>)}</ol>
        </details>
      )}
    </li>
  );
}

function RawExchanges({ attempts }: { attempts: PaymentTimeline['attempts'] }) {
  const withRaw = attempts.filter((a) => a.raw !== undefined && a.raw !== null);
  if (withRaw.length === 0) return null;
  return (
    <div data-testid="raw">
      {withRaw.map((a) => (
        <details key={a.id} class="try-block">
          <summary>{t('conRawFor', { number: a.number, provider: providerName(a.provider) })}</summary>
          <pre dir="ltr" tabIndex={0}>{pretty(JSON.stringify(a.raw))}</pre>
        </details>
      ))}
    </div>
  );
}

export function ConsolePayment() {
  const { reference } = useParams<{ reference: string }>();
  const loaded = useLoad(() => consoleApi.timeline(reference), [reference], { anyOrganisation: true });
  const timeline = loaded.data;
  const payment = timeline?.payment;
  const organisationId = payment?.organisationId;
  const result = payment?.result;
  return (
    <Page title={t('payTitle', { reference })}>
      <p><Link href="/console/payments">{t('conFindAnother')}</Link></p>
      <FormError message={loaded.error} />
      {!timeline && !loaded.error && <p aria-busy="true">{t('loading')}</p>}
      {payment && timeline && (
        <>
          <p class="notice" data-testid="payment-summary">
            {t('conPaymentSummary', {
              status: codeText('payStatus_', payment.status),
              amount: formatDinars(payment.amount),
              attempts: plural('conAttempts', timeline.attempts.length),
            })}
          </p>
          <dl class="facts" data-testid="payment">
            <Row label={t('payStatus')}><Badge kind="pay" value={payment.status} label={codeText('payStatus_', payment.status)} /></Row>
            <Row label={t('payAmount')}><span class="amount">{formatDinars(payment.amount)}</span></Row>
            {organisationId && <Row label={t('conOrganisation')}><Link href={`/console/organisations/${organisationId}`}>{t('conOpenOrganisation')}</Link></Row>}
            <Row label={t('payProvider')}>{providerName(payment.provider)}</Row>
            <Row label={t('payCreatedAt')}>{formatDateTime(payment.createdAt)}</Row>
            <Row label={t('payExpiresAt')}>{formatDateTime(payment.expiresAt)}</Row>
            {payment.description && <Row label={t('payDescription')}><bdi dir="auto">{payment.description}</bdi></Row>}
            {payment.orderId && <Row label={t('payOrderId')}><bdi dir="auto">{payment.orderId}</bdi></Row>}
            <Row label={t('payChannel')}>{codeText('channel_', payment.channel)} <bdi dir="ltr" class="mono">({payment.channel})</bdi></Row>
            {result?.failureCode && <Row label={t('resultFailure')}>{codeText('failure_', result.failureCode)}</Row>}
            {result?.instrument && <Row label={t('resultInstrument')}><span dir="ltr">{instrumentText({ brand: result.instrument.brand ?? null, last4: result.instrument.last4 ?? null, maskedId: result.instrument.maskedId ?? null })}</span></Row>}
            {result?.authorizationCode && <Row label={t('resultAuthorization')}><span class="mono">{result.authorizationCode}</span></Row>}
            {result && <Row label={t('resultOpens')}>{result.checkoutOpensCount}</Row>}
          </dl>

          <PaymentHistory
            timeline={timeline}
            afterAttempts={<RawExchanges attempts={timeline.attempts} />}
            run={({ item, repeats }) => (item.type === 'checkout.opened' ? <OpensGroup key={item.id} items={[item, ...repeats]} /> : undefined)}
          />
        </>
      )}
    </Page>
  );
}
