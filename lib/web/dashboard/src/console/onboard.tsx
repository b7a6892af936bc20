// Onboarding (svc_admin): an organisation's legal identity and contacts, and its owner's email;
// the API creates it (KYB pending, no contract, a default payment account) and emails the owner an
// invitation. The answer is shown in place, focused: the invitation link (outside production, to
// hand over by another channel if the email is lost) and the way to the organisation's screen.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { consoleApi, type Onboarded, type OnboardBody } from './api.js';
import { t } from '../i18n/index.js';
import { useAction } from '../action.js';
import { FormEnd, Page } from '../ui.js';
import { CopyField } from '../widgets.js';

const FIELDS = [
  { name: 'name', required: true, maxLength: 200, dir: 'auto', autocomplete: 'organization' },
  { name: 'legalName', required: true, maxLength: 200, dir: 'auto', autocomplete: 'off' },
  { name: 'taxId', required: true, maxLength: 50, dir: 'ltr', autocomplete: 'off' },
  { name: 'address', maxLength: 200, dir: 'auto', autocomplete: 'street-address' },
  { name: 'city', maxLength: 100, dir: 'auto', autocomplete: 'address-level2' },
  { name: 'postalCode', maxLength: 20, dir: 'ltr', autocomplete: 'postal-code' },
  { name: 'phone', type: 'tel', maxLength: 30, pattern: '\\+?[0-9 \\(\\)\\.\\-]{4,30}', dir: 'ltr', autocomplete: 'off' },
  { name: 'email', type: 'email', maxLength: 254, dir: 'ltr', autocomplete: 'off' },
  { name: 'website', type: 'url', maxLength: 300, pattern: 'https?://.+', dir: 'ltr', autocomplete: 'off' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

export function Onboard() {
  const [values, setValues] = useState<Record<Field | 'country' | 'ownerEmail', string>>({
    name: '', legalName: '', taxId: '', address: '', city: '', postalCode: '', phone: '', email: '', website: '', country: 'TN', ownerEmail: '',
  });
  const [created, setCreated] = useState<Onboarded | undefined>();
  const result = useRef<HTMLHeadingElement>(null);
  const action = useAction();
  useEffect(() => {
    if (created) result.current?.focus();
  }, [created]);
  const submit = action.submit(async () => {
    const body: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) if (value.trim()) body[key] = value.trim();
    setCreated(await consoleApi.onboard(body as OnboardBody));
  });
  const set = (name: string) => (e: Event) => setValues({ ...values, [name]: (e.currentTarget as HTMLInputElement).value });

  if (created) {
    return (
      <Page title={t('conOnboardTitle')}>
        <div class="shown-once" data-testid="onboarded">
          <h2 ref={result} tabIndex={-1}>{t('conOnboarded', { name: created.name })}</h2>
          <p>{t('conOnboardedInvited', { email: created.ownerInvitation.email })}</p>
          {created.ownerInvitation.inviteLink ? (
            <CopyField label={t('conInviteLink')} value={created.ownerInvitation.inviteLink} button={t('copyButton')} testId="invite-link" />
          ) : (
            <p class="muted">{t('conInviteLinkProduction')}</p>
          )}
          <div class="actions">
            <Link class="button" href={`/console/organisations/${created.id}`}>{t('conOpenOrganisation')}</Link>
            <button type="button" class="secondary" onClick={() => setCreated(undefined)}>{t('conOnboardAnother')}</button>
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('conOnboardTitle')}>
      <p>{t('conOnboardIntro')}</p>
      <form class="stack" onSubmit={submit} aria-label={t('conOnboardTitle')}>
        <fieldset class="stack">
          <legend>{t('conLegalIdentity')}</legend>
          {FIELDS.slice(0, 3).map((field) => (
            <label key={field.name}>
              {t(`conField_${field.name as 'name' | 'legalName' | 'taxId'}`)}
              <input name={field.name} required maxLength={field.maxLength} dir={field.dir} autocomplete={field.autocomplete} value={values[field.name]} onInput={set(field.name)} />
            </label>
          ))}
          <label>
            {t('orgCountry')}
            <input name="country" required pattern="[A-Za-z]{2}" maxLength={2} dir="ltr" autocomplete="country" value={values.country} aria-describedby="country-hint" onInput={set('country')} />
            <span class="hint" id="country-hint">{t('conCountryHint')}</span>
          </label>
        </fieldset>
        <fieldset class="stack">
          <legend>{t('conContacts')}</legend>
          {FIELDS.slice(3).map((field) => (
            <label key={field.name}>
              {t(`orgField_${field.name as 'address'}`)}
              <input
                name={field.name}
                type={'type' in field ? field.type : 'text'}
                maxLength={field.maxLength}
                pattern={'pattern' in field ? field.pattern : undefined}
                dir={field.dir}
                autocomplete={field.autocomplete}
                value={values[field.name]}
                onInput={set(field.name)}
              />
            </label>
          ))}
        </fieldset>
        <label>
          {t('conOwnerEmail')}
          <input name="ownerEmail" type="email" required maxLength={254} dir="ltr" autocomplete="off" value={values.ownerEmail} aria-describedby="owner-hint" onInput={set('ownerEmail')} />
          <span class="hint" id="owner-hint">{t('conOwnerEmailHint')}</span>
        </label>
        <FormEnd action={action} submit={t('conOnboardSubmit')} />
      </form>
    </Page>
  );
}
