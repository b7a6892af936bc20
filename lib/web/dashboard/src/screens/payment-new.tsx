// A payment created by hand, for an order taken by phone: amount in dinars, description, the
// merchant's order reference, the payer and the payer's language (the API's `locale`: the email
// asking to pay and the checkout are in it; the dashboard's language unless chosen), the account;
// then its `payUrl` to copy and the ways to send it (email, WhatsApp, QR code: payment-send.tsx),
// the focus on what says it was created. One Idempotency-Key per filled form, so a double
// submission creates one payment.
import { useRef, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { MAX_EXPIRY_MINUTES } from '../../../../../shared/domain/payments.js';
import { paymentsApi, type NewPayment as NewPaymentBody, type Payment } from '../api/payments.js';
import { useAction } from '../action.js';
import { lang, t, type Lang } from '../i18n/index.js';
import { chosenAccount, idempotencyKey, useAccountsOnceRead } from '../load.js';
import { formatDinars, parseDinars } from '../money.js';
import { can } from '../permissions.js';
import { FormEnd, Page, useFocusOnShow } from '../ui.js';
import { AccountSelect, CopyField, Row } from '../widgets.js';
import { payUrlLanguage } from '../timeline-groups.js';
import { SendToPayer } from './payment-send.js';

/** The amount field's reading in words, or the millimes. */
export function readAmount(text: string): { millimes: number; error: '' } | { millimes: undefined; error: string } {
  const reading = parseDinars(text);
  if (reading.ok) return reading.millimes > 0 ? { millimes: reading.millimes, error: '' } : { millimes: undefined, error: t('amountNotPositive') };
  return { millimes: undefined, error: t(reading.reason === 'empty' ? 'amountEmpty' : reading.reason === 'tooPrecise' ? 'amountTooPrecise' : 'amountInvalid') };
}

const FIELDS = ['amount', 'description', 'orderId', 'firstName', 'lastName', 'email', 'phone', 'locale', 'account', 'expires'] as const;
type Field = (typeof FIELDS)[number];

/** The languages a payer can be served in (the API's `locale`), in the order the form offers them. */
export const PAYER_LANGUAGES = ['fr', 'ar', 'en'] as const satisfies readonly Lang[];
type PayerLanguage = (typeof PAYER_LANGUAGES)[number];

/** The payer's language: the one chosen in the form, else the dashboard's. */
export const payerLanguageOf = (chosen: string, dashboard: Lang): PayerLanguage =>
  (PAYER_LANGUAGES as readonly string[]).includes(chosen) ? (chosen as PayerLanguage) : dashboard;

export function NewPayment() {
  const accounts = useAccountsOnceRead();
  const [form, setForm] = useState<Record<Field, string>>(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>);
  const [key, setKey] = useState(idempotencyKey);
  const [amountError, setAmountError] = useState('');
  const [expiresError, setExpiresError] = useState('');
  const action = useAction();
  const [created, setCreated] = useState<Payment | undefined>();
  // After creation, the focus is on what says so; after "Create another payment", on the amount.
  const said = useRef<HTMLParagraphElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const expiresField = useRef<HTMLInputElement>(null);
  const [fresh, setFresh] = useState(0);
  useFocusOnShow(said, [created], Boolean(created));
  useFocusOnShow(amountField, [fresh], fresh > 0 && !created);
  const payerLanguage = payerLanguageOf(form.locale, lang.get());

  if (!can('payments.create')) {
    return (
      <Page title={t('payNewTitle')}>
        <p class="error" role="alert">{t('error_permission_denied')}</p>
      </Page>
    );
  }

  const input = (field: Field) => ({
    value: form[field],
    onInput: (e: Event) => {
      setForm({ ...form, [field]: (e.currentTarget as HTMLInputElement).value });
      // A changed form is another payment: a new key.
      setKey(idempotencyKey());
    },
  });

  const submit = action.submit(async () => {
    const amount = readAmount(form.amount);
    setAmountError(amount.error);
    // The contract's bounds, said beside the field before anything is sent (1 minute to 30 days).
    const expires = form.expires.trim();
    const expiresOk = !expires || (/^\d+$/.test(expires) && Number(expires) >= 1 && Number(expires) <= MAX_EXPIRY_MINUTES);
    setExpiresError(expiresOk ? '' : t('payExpiresError'));
    // The focus goes to the first field to correct, not to the page's top.
    if (amount.millimes === undefined) return amountField.current?.focus();
    if (!expiresOk) return expiresField.current?.focus();
    const accountId = chosenAccount(accounts ?? [], form.account);
    const payer = Object.fromEntries((['firstName', 'lastName', 'email', 'phone'] as const).map((f) => [f, form[f].trim()]).filter(([, v]) => v));
    const body: NewPaymentBody = {
      amount: amount.millimes,
      currency: 'TND',
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
      ...(form.orderId.trim() ? { orderId: form.orderId.trim() } : {}),
      ...(Object.keys(payer).length ? { payer } : {}),
      ...(accountId ? { paymentAccountId: accountId } : {}),
      ...(form.expires ? { expiresInMinutes: Number(form.expires) } : {}),
      locale: payerLanguage,
    };
    setCreated(await paymentsApi.create(body, key));
  });

  if (created) {
    return (
      <Page title={t('payNewTitle')}>
        <p class="status ok" role="status" tabIndex={-1} ref={said} data-testid="payment-created">{t('payCreated')}</p>
        <dl class="facts">
          <Row label={t('payAmount')}><span class="amount">{formatDinars(created.amount)}</span></Row>
          <Row label={t('payerLanguage')}><span data-testid="created-payer-language">{t(`payerLanguage_${payerLanguageOf(payUrlLanguage(created.payUrl) ?? '', 'fr')}`)}</span></Row>
        </dl>
        <CopyField label={t('payUrl')} value={created.payUrl} button={t('payCopyUrl')} testId="pay-url" />
        <SendToPayer payment={created} />
        <p class="actions">
          <Link href={`/payments/${created.reference}`}>{t('payOpen')}</Link>
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setCreated(undefined);
              setForm(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>);
              setKey(idempotencyKey());
              setFresh((n) => n + 1);
            }}
          >
            {t('payNew')}
          </button>
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('payNewTitle')} narrow>
      <p>{t('payNewIntro')}</p>
      {/* The payment's account is chosen among the member's: the form waits for them. */}
      {!accounts ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <form class="stack" onSubmit={submit} noValidate>
          <label>
            {t('payAmountInput')}
            <input ref={amountField} inputMode="decimal" dir="ltr" required aria-describedby="amount-hint amount-error" aria-invalid={amountError ? 'true' : undefined} {...input('amount')} />
            <span id="amount-hint" class="hint">{t('amountHint')}</span>
            <span id="amount-error" class="error">{amountError}</span>
          </label>
          <label>
            {t('payDescriptionInput')}
            <input maxLength={280} dir="auto" {...input('description')} />
          </label>
          <label>
            {t('payOrderInput')}
            <input dir="auto" {...input('orderId')} />
          </label>
          <label>
            {t('payerFirstName')}
            <input autocomplete="off" dir="auto" {...input('firstName')} />
          </label>
          <label>
            {t('payerLastName')}
            <input autocomplete="off" dir="auto" {...input('lastName')} />
          </label>
          <label>
            {t('payerEmail')}
            <input type="email" autocomplete="off" dir="ltr" {...input('email')} />
          </label>
          <label>
            {t('payerPhone')}
            <input type="tel" autocomplete="off" dir="ltr" {...input('phone')} />
          </label>
          <label>
            {t('payerLanguage')}
            <select value={payerLanguage} aria-describedby="locale-hint" onChange={input('locale').onInput} data-testid="payer-language">
              {PAYER_LANGUAGES.map((code) => (
                <option key={code} value={code}>{t(`payerLanguage_${code}`)}</option>
              ))}
            </select>
            <span id="locale-hint" class="hint">{t('payerLanguageHint')}</span>
          </label>
          <AccountSelect accounts={accounts} chosen={form.account} onChange={input('account').onInput} />
          <label>
            {t('payExpiresInput')}
            <input
              ref={expiresField}
              type="number"
              min={1}
              max={MAX_EXPIRY_MINUTES}
              dir="ltr"
              aria-describedby="expires-error"
              aria-invalid={expiresError ? 'true' : undefined}
              {...input('expires')}
            />
            <span id="expires-error" class="error">{expiresError}</span>
          </label>
          <FormEnd action={action} submit={t('payCreate')}>
            <Link href="/payments">{t('cancel')}</Link>
          </FormEnd>
        </form>
      )}
    </Page>
  );
}
