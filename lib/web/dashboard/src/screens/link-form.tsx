// Creating and changing a payment link: title, description, a fixed amount or an open one with
// bounds (in dinars), single or reusable with a cap, an expiry, the payer fields asked for and the
// success message. A change sends only the settings that changed (PATCH), so an unchanged past
// expiry or amount is never sent back.
import { useState } from 'preact/hooks';
import { Link, useLocation, useParams } from 'wouter-preact';
import { linksApi, type LinkChange, type NewLink, type PaymentLink } from '../api/links.js';
import { useAction } from '../action.js';
import { t } from '../i18n/index.js';
import { chosenAccount, idempotencyKey, useAccountsOnceRead, useLoad } from '../load.js';
import { dinarsInput } from '../money.js';
import { can } from '../permissions.js';
import { Choices, focusSoon, FormEnd, FormError, Page } from '../ui.js';
import { AccountSelect } from '../widgets.js';
import { readAmount } from './payment-new.js';

const PAYER_FIELDS = ['name', 'email', 'phone'] as const;
const FIELD_MODES = ['hidden', 'optional', 'required'] as const;
type Mode = (typeof FIELD_MODES)[number];

interface Form {
  title: string;
  description: string;
  amountType: 'fixed' | 'open';
  amount: string;
  minAmount: string;
  maxAmount: string;
  usage: 'single' | 'reusable';
  maxUses: string;
  expiresAt: string;
  payerFields: Record<(typeof PAYER_FIELDS)[number], Mode>;
  successMessage: string;
  account: string;
}

/** An instant as a `datetime-local` value in the browser's time zone. */
const localInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const formOf = (link?: PaymentLink): Form => ({
  title: link?.title ?? '',
  description: link?.description ?? '',
  amountType: link?.amountType ?? 'fixed',
  amount: dinarsInput(link?.amount),
  minAmount: dinarsInput(link?.minAmount),
  maxAmount: dinarsInput(link?.maxAmount),
  usage: link?.usage ?? 'reusable',
  maxUses: link?.maxUses ? String(link.maxUses) : '',
  expiresAt: localInput(link?.expiresAt ?? null),
  payerFields: link?.payerFields ?? { name: 'optional', email: 'optional', phone: 'hidden' },
  successMessage: link?.successMessage ?? '',
  account: '',
});

type Settings = Omit<NewLink, 'organisationId' | 'paymentAccountId'>;
type Reading = { settings: Settings; errors: Partial<Record<'title' | 'amount' | 'minAmount' | 'maxAmount', string>> };

/** The form as the API's settings (amounts in millimes), with the title's and the amount fields' errors in words. */
function read(form: Form): Reading {
  const errors: Reading['errors'] = {};
  if (!form.title.trim()) errors.title = t('linkTitleEmpty');
  const optionalAmount = (field: 'minAmount' | 'maxAmount'): number | null => {
    if (!form[field].trim()) return null;
    const reading = readAmount(form[field]);
    if (reading.error) errors[field] = reading.error;
    return reading.millimes ?? null;
  };
  let amount: number | null = null;
  let minAmount: number | null = null;
  let maxAmount: number | null = null;
  if (form.amountType === 'fixed') {
    const reading = readAmount(form.amount);
    if (reading.error) errors.amount = reading.error;
    amount = reading.millimes ?? null;
  } else {
    minAmount = optionalAmount('minAmount');
    maxAmount = optionalAmount('maxAmount');
  }
  return {
    errors,
    settings: {
      title: form.title.trim(),
      description: form.description.trim() || null,
      amountType: form.amountType,
      amount,
      minAmount,
      maxAmount,
      usage: form.usage,
      maxUses: form.usage === 'reusable' && form.maxUses ? Number(form.maxUses) : null,
      expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
      payerFields: form.payerFields,
      successMessage: form.successMessage.trim() || null,
    },
  };
}

/** The settings that differ from the link's. */
function changes(settings: Settings, link: PaymentLink): LinkChange {
  const before = read(formOf(link)).settings as Record<string, unknown>;
  return Object.fromEntries(Object.entries(settings).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))) as LinkChange;
}

function LinkForm({ link }: { link?: PaymentLink }) {
  const [, navigate] = useLocation();
  const accounts = useAccountsOnceRead();
  const [form, setForm] = useState<Form>(() => formOf(link));
  const [key, setKey] = useState(idempotencyKey);
  const [fieldErrors, setFieldErrors] = useState<Reading['errors']>({});
  const action = useAction();

  const update = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setKey(idempotencyKey());
  };
  const text = (field: 'title' | 'description' | 'amount' | 'minAmount' | 'maxAmount' | 'maxUses' | 'expiresAt' | 'successMessage' | 'account') => ({
    value: form[field],
    onInput: (e: Event) => update({ [field]: (e.currentTarget as HTMLInputElement).value }),
  });
  const amountProps = (field: 'amount' | 'minAmount' | 'maxAmount') => ({
    ...text(field),
    inputMode: 'decimal' as const,
    dir: 'ltr' as const,
    'aria-describedby': `${field}-hint ${field}-error`,
    'aria-invalid': fieldErrors[field] ? ('true' as const) : undefined,
  });
  const amountNotes = (field: 'amount' | 'minAmount' | 'maxAmount') => (
    <>
      <span id={`${field}-hint`} class="hint">{t('amountHint')}</span>
      <span id={`${field}-error`} class="error">{fieldErrors[field] ?? ''}</span>
    </>
  );

  const submit = action.submit(async () => {
    const { settings, errors } = read(form);
    setFieldErrors(errors);
    // Refused before sending: the focus goes to the first field to correct, its message read with it.
    if (Object.keys(errors).length) return void focusSoon('form [aria-invalid="true"]');
    const accountId = chosenAccount(accounts ?? [], form.account);
    const saved = link
      ? await linksApi.change(link.id, changes(settings, link))
      : await linksApi.create({ ...settings, ...(accountId ? { paymentAccountId: accountId } : {}) }, key);
    navigate(`/links/${saved.id}?saved=1`);
  });

  // A new link's account is chosen among the member's: the form waits for them.
  if (!link && !accounts) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <form class="stack" onSubmit={submit} noValidate>
      <label>
        {t('linkTitleInput')}
        <input required maxLength={80} dir="auto" {...text('title')} aria-describedby="title-error" aria-invalid={fieldErrors.title ? 'true' : undefined} />
      </label>
      <span id="title-error" class="error">{fieldErrors.title ?? ''}</span>
      <label>
        {t('linkDescriptionInput')}
        <textarea maxLength={500} dir="auto" rows={3} {...text('description')} />
      </label>
      {!link && <AccountSelect accounts={accounts ?? []} chosen={form.account} onChange={text('account').onInput} />}
      <Choices legend={t('linkAmountType')} name="amountType" options={(['fixed', 'open'] as const).map((type) => [type, t(`linkAmountType_${type}`)] as const)} value={form.amountType} onChange={(amountType) => update({ amountType })} />
      {form.amountType === 'fixed' ? (
        <label>
          {t('linkAmountInput')}
          <input required {...amountProps('amount')} />
          {amountNotes('amount')}
        </label>
      ) : (
        <>
          <label>
            {t('linkMinInput')}
            <input {...amountProps('minAmount')} />
            {amountNotes('minAmount')}
          </label>
          <label>
            {t('linkMaxInput')}
            <input {...amountProps('maxAmount')} />
            {amountNotes('maxAmount')}
          </label>
        </>
      )}
      <Choices legend={t('linkUsage')} name="usage" options={(['single', 'reusable'] as const).map((usage) => [usage, t(`linkUsage_${usage}`)] as const)} value={form.usage} onChange={(usage) => update({ usage })} />
      {form.usage === 'reusable' && (
        <label>
          {t('linkMaxUses')}
          <input type="number" min={1} max={100000} dir="ltr" {...text('maxUses')} />
        </label>
      )}
      <label>
        {t('linkExpires')}
        <input type="datetime-local" dir="ltr" {...text('expiresAt')} />
      </label>
      <fieldset>
        <legend>{t('linkPayerFields')}</legend>
        {PAYER_FIELDS.map((field) => (
          <label key={field}>
            {t(`payerField_${field}`)}
            <select
              value={form.payerFields[field]}
              onChange={(e) => update({ payerFields: { ...form.payerFields, [field]: e.currentTarget.value as Mode } })}
            >
              {FIELD_MODES.map((mode) => <option key={mode} value={mode}>{t(`fieldMode_${mode}`)}</option>)}
            </select>
          </label>
        ))}
      </fieldset>
      <label>
        {t('linkSuccessInput')}
        <textarea maxLength={280} dir="auto" rows={2} {...text('successMessage')} />
      </label>
      {link && <p class="muted">{t('linkEditedNote')}</p>}
      <FormEnd action={action} submit={link ? t('save') : t('linkCreate')}>
        <Link href={link ? `/links/${link.id}` : '/links'}>{t('cancel')}</Link>
      </FormEnd>
    </form>
  );
}

export function NewLinkScreen() {
  return (
    <Page title={t('linkNewTitle')} narrow>
      {can('links.manage') ? <LinkForm /> : <p class="error" role="alert">{t('error_permission_denied')}</p>}
    </Page>
  );
}

export function EditLinkScreen() {
  const { id } = useParams<{ id: string }>();
  const loaded = useLoad(() => linksApi.get(id), [id]);
  return (
    <Page title={loaded.data ? t('linkEditTitle', { title: loaded.data.title }) : t('linkEdit')} narrow>
      <FormError message={loaded.error} />
      {!can('links.manage') ? (
        <p class="error" role="alert">{t('error_permission_denied')}</p>
      ) : loaded.data ? (
        <LinkForm key={loaded.data.id} link={loaded.data} />
      ) : (
        !loaded.error && <p aria-busy="true">{t('loading')}</p>
      )}
    </Page>
  );
}
