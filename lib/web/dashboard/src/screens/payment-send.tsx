// Sending a pending payment to its payer, on the payment's screen: by email through the API
// (POST /payments/{reference}/send, at most 3 an hour: a 429 says when to try again, in words), a
// WhatsApp share of the payUrl (to the payer's phone when it is known), and the payUrl as a QR code
// for a counter or a phone call. The QR code is drawn in the page (uqr, already the API's encoder of
// a link's QR code) as SVG elements: no network call, nothing inline that the CSP would refuse.
import { encode } from 'uqr';
import { useRef, useState } from 'preact/hooks';
import { useAction } from '../action.js';
import { ApiError } from '../api.js';
import { paymentsApi, type Payment } from '../api/payments.js';
import { plural, t, type MessageKey } from '../i18n/index.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { busyAttributes, describeError, Phrase } from '../ui.js';
import { whatsappHref, whatsappNumber } from '../whatsapp.js';

/** The QR code's dark modules as one SVG path (one `h1v1h-1z` square each), and its size with the quiet zone. */
export function qrPath(value: string): { d: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return { d, size };
}

function QrCode({ value, label }: { value: string; label: string }) {
  const { d, size } = qrPath(value);
  return (
    <svg class="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="pay-qr" shape-rendering="crispEdges">
      <path d={d} />
    </svg>
  );
}

/** Isolation marks are for the page; a message leaving it (WhatsApp) is plain text. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

export function SendToPayer({ payment }: { payment: Payment }) {
  // Busy while sending, a second press ignored; what the send answered is said by `outcome`, never by the action.
  const { busy, press } = useAction();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();
  const said = useRef<HTMLParagraphElement>(null);
  const email = payment.payer.email;
  const phone = whatsappNumber(payment.payer.phone);
  const message = plain(t('sendWhatsappText', { amount: formatDinars(payment.amount), url: payment.payUrl }));

  const send = press(async () => {
    setOutcome(undefined);
    try {
      const sent = await paymentsApi.send(payment.reference);
      const language = t(`sendLanguage_${sent.locale}` as MessageKey);
      setOutcome({ ok: true, text: `${t('sendSent', { to: sent.to, language })} ${plural('sendsLeft', sent.sendsLeft)}` });
    } catch (failure) {
      setOutcome({
        ok: false,
        text: failure instanceof ApiError && (failure.error === 'payment_not_pending' || failure.error === 'payment_expired') ? t('sendNotPending') : describeError(failure),
      });
    } finally {
      // Focus moves to what the send answered (sent, or when to try again).
      requestAnimationFrame(() => said.current?.focus());
    }
  });

  return (
    <section aria-labelledby="send-title" data-testid="send">
      <h2 id="send-title">{t('sendTitle')}</h2>
      <p>{t('sendIntro')}</p>
      <div class="send">
        <div class="send-actions">
          {can('payments.create') && email && (
            <div>
              <button type="button" {...busyAttributes(busy)} aria-describedby="send-email-to" onClick={send}>{t('sendEmail')}</button>
              <p class="muted" id="send-email-to">{t('sendEmailTo', { email })}</p>
            </div>
          )}
          {!email && <p class="muted">{t('sendNoEmail')}</p>}
          {outcome && (
            <p class={outcome.ok ? 'status ok' : 'error'} role={outcome.ok ? 'status' : 'alert'} tabIndex={-1} ref={said} data-testid="send-outcome">
              {outcome.text}
            </p>
          )}
          <a class="button" href={whatsappHref(message, phone)} target="_blank" rel="noopener noreferrer" data-testid="whatsapp">
            {/* The number left to right on an Arabic page too (its + before its digits), in one span: the button is a flex box. */}
            {phone ? <span><Phrase id="sendWhatsappTo" parts={{ phone: <bdi dir="ltr">{`+${phone}`}</bdi> }} /></span> : t('sendWhatsapp')}
            <span class="visually-hidden"> {t('sendWhatsappNewTab')}</span>
          </a>
        </div>
        <figure>
          <QrCode value={payment.payUrl} label={t('sendQrAlt', { url: payment.payUrl })} />
          <figcaption>{t('sendQr')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
