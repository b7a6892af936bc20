// Payment accounts: the organisation's accounts within the member's scope (archived ones on
// demand), each with its branding (the name the payer sees, logo, theme colour, shown as the
// checkout's header would be), its return addresses and its state; create one, edit one with a
// live preview of the checkout header, pause and resume, make default, archive (never the default,
// after a confirmation). What the member's role and scope may not do is not offered; a form opened
// takes the focus on its first field, and after each action the focus goes to the account's card.
// Providers are named as on the other screens, the routing in words that read in either direction.
import { useEffect, useRef, useState } from 'preact/hooks';
import { accountsApi, type AccountChange, type PaymentAccount } from '../api/accounts.js';
import { organisationApi } from '../api/organisation.js';
import { list as listOf, t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { useAction } from '../action.js';
import { can } from '../permissions.js';
import { currentMembership, organisationId } from '../session.js';
import { useConfirm } from '../shown-once.js';
import { describeError, focusSoon, FormEnd, Intro, Notice, Page, Phrase, useFocusOnShow } from '../ui.js';
import { providerName, Row } from '../widgets.js';
import { RoutingEditor } from './routing.js';

/** The API's rules (functions/http/accounts/schemas.ts), for the browser to check first. */
const SLUG_PATTERN = '[a-z0-9]([a-z0-9\\-]{0,58}[a-z0-9])?';
const COLOUR_PATTERN = '#[0-9a-fA-F]{6}';
const DEFAULT_COLOUR = '#0b5cad';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (1.05 / (luminance + 0.05)) >= ((luminance + 0.05) / 0.05) ? '#ffffff' : '#000000';
}

export function Accounts() {
  const id = useSignal(organisationId);
  const [accounts, setAccounts] = useState<PaymentAccount[] | undefined>();
  const [archived, setArchived] = useState(false);
  const action = useAction();
  const { error, setError, run: act } = action;
  const confirmation = useConfirm(action);
  const [notice, setNotice] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | undefined>();
  const [routing, setRouting] = useState<string | undefined>();
  const mayView = can('accounts.view');
  const mayManage = can('accounts.manage');
  // The routing editor lists the organisation's affiliations: it needs to read them too.
  const mayRoute = mayManage && can('affiliations.view');
  // A member limited to some accounts cannot create one or change the default (the API refuses both).
  const everyAccount = currentMembership()?.scope !== 'accounts';

  const load = async () => {
    if (id && mayView) setAccounts(await accountsApi.list(id, archived));
  };
  useEffect(() => {
    setAccounts(undefined);
    setError('');
    load().catch((failure: unknown) => setError(describeError(failure)));
  }, [id, archived]);
  useEffect(() => setNotice(''), [id]);

  const changed = async (account: { id: string }, message: string) => {
    await load();
    setNotice(message);
    focusSoon(`li[data-account="${account.id}"]`);
  };
  /** An editor of the account closed: the focus goes back to its card. */
  const closed = (close: (open: undefined) => void, account: PaymentAccount) => () => {
    close(undefined);
    focusSoon(`li[data-account="${account.id}"]`);
  };
  const archive = (account: PaymentAccount) =>
    confirmation.ask({ title: t('accArchiveTitle'), confirm: t('accArchive'), text: <p>{t('accArchiveConfirm', { name: account.name })}</p> }, async () => {
      await accountsApi.archive(id!, account.id);
      await load();
      setNotice(t('accArchived', { name: account.name }));
      focusSoon(archived ? `li[data-account="${account.id}"]` : '#acc-notice');
    });

  return (
    <Page title={t('accTitle')}>
      <Intro text={t('accIntro')} notAllowed={!mayView && t('accNotAllowed')} error={error} />
      <Notice id="acc-notice" message={notice} />
      {mayManage && everyAccount && id && !creating && (
        <p><button type="button" id="acc-create" onClick={() => setCreating(true)}>{t('accCreate')}</button></p>
      )}
      {mayManage && everyAccount && id && creating && (
        <AccountForm
          organisationId={id}
          onCancel={() => {
            setCreating(false);
            focusSoon('#acc-create');
          }}
          onSaved={async (account) => {
            setCreating(false);
            await changed(account, t('accCreated', { name: account.name }));
          }}
        />
      )}
      {mayView && (
        <label class="check">
          <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.currentTarget.checked)} />
          <span>{t('accShowArchived')}</span>
        </label>
      )}
      {mayView && !accounts && !error && <p aria-busy="true">{t('loading')}</p>}
      {accounts && id && (
        <ul class="cards" data-testid="accounts">
          {accounts.map((account) => (
            <li key={account.id} class="card" data-account={account.id} data-status={account.status} tabIndex={-1}>
              {editing === account.id ? (
                <AccountForm
                  organisationId={id}
                  account={account}
                  onCancel={closed(setEditing, account)}
                  onSaved={async (saved) => {
                    setEditing(undefined);
                    await changed(saved, t('accSaved', { name: saved.name }));
                  }}
                />
              ) : routing === account.id ? (
                <RoutingEditor
                  organisationId={id}
                  account={account}
                  onCancel={closed(setRouting, account)}
                  onSaved={async () => {
                    setRouting(undefined);
                    await changed(account, t('routeSaved', { name: account.name }));
                  }}
                />
              ) : (
                <>
                  <h3>
                    <bdi>{account.name}</bdi>{' '}
                    <span class={`badge acc-${account.status}`} data-state={account.status}>{t(`accStatus_${account.status}` as MessageKey)}</span>
                    {account.isDefault && <> <span class="badge active" data-testid="default">{t('accDefault')}</span></>}
                  </h3>
                  <CheckoutHeader name={account.displayName ?? account.name} colour={account.themeColor} logo={account.logoFileId ? t('accLogoSet') : undefined} />
                  <dl class="facts">
                    <Row label={t('accSlug')}><bdi dir="ltr">{account.slug}</bdi></Row>
                    <Row label={t('accDisplayName')}>{account.displayName ? <bdi>{account.displayName}</bdi> : t('accDisplayNameNone')}</Row>
                    <Row label={t('accThemeColour')}>{account.themeColor ? <bdi dir="ltr">{account.themeColor}</bdi> : t('none')}</Row>
                    <Row label={t('accSuccessUrl')}>{account.successUrl ? <bdi dir="ltr">{account.successUrl}</bdi> : t('none')}</Row>
                    <Row label={t('accFailUrl')}>{account.failUrl ? <bdi dir="ltr">{account.failUrl}</bdi> : t('none')}</Row>
                    <Row label={t('accProviders')}>{account.acceptedProviders.length ? listOf(account.acceptedProviders.map(providerName)) : t('accProvidersNone')}</Row>
                    <Row label={t('routeRow')}>
                      {account.routes.length ? (
                        <ul class="plain" data-testid="routes">
                          {account.routes.map((route) => (
                            <li key={route.provider} data-route={route.provider} data-state={route.affiliationStatus}>
                              <Phrase id="accRoute" parts={{ provider: providerName(route.provider), label: route.label, status: t(`provStatus_${route.affiliationStatus}` as MessageKey) }} />
                            </li>
                          ))}
                        </ul>
                      ) : t('accProvidersNone')}
                    </Row>
                    <Row label={t('accRefundLate')}>{account.refundLateSuccesses ? t('accYes') : t('accNo')}</Row>
                  </dl>
                  {mayManage && account.status !== 'archived' && (
                    <div class="actions">
                      <button type="button" onClick={() => setEditing(account.id)} aria-label={t('accEditFor', { name: account.name })}>{t('accEdit')}</button>
                      {mayRoute && (
                        <button type="button" class="secondary" onClick={() => setRouting(account.id)} aria-label={t('routeEditFor', { name: account.name })}>{t('routeEdit')}</button>
                      )}
                      {account.status === 'active' ? (
                        <button type="button" class="secondary" aria-label={t('accPauseFor', { name: account.name })}
                          onClick={() => void act(async () => changed(await accountsApi.change(id, account.id, { status: 'paused' }), t('accPaused', { name: account.name })))}>
                          {t('accPause')}
                        </button>
                      ) : (
                        <button type="button" class="secondary" aria-label={t('accResumeFor', { name: account.name })}
                          onClick={() => void act(async () => changed(await accountsApi.change(id, account.id, { status: 'active' }), t('accResumed', { name: account.name })))}>
                          {t('accResume')}
                        </button>
                      )}
                      {!account.isDefault && everyAccount && (
                        <button type="button" class="secondary" aria-label={t('accMakeDefaultFor', { name: account.name })}
                          onClick={() => void act(async () => changed(await accountsApi.change(id, account.id, { isDefault: true }), t('accMadeDefault', { name: account.name })))}>
                          {t('accMakeDefault')}
                        </button>
                      )}
                      {!account.isDefault && (
                        <button type="button" class="danger" aria-label={t('accArchiveFor', { name: account.name })} onClick={() => archive(account)}>{t('accArchive')}</button>
                      )}
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmation.dialog}
    </Page>
  );
}

/** The header of the checkout page as the payer will see it: the name, the logo, the colour. */
function CheckoutHeader({ name, colour, logo, logoSrc }: { name: string; colour: string | null; logo?: string; logoSrc?: string }) {
  const background = colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : DEFAULT_COLOUR;
  return (
    <figure class="checkout-preview">
      <figcaption class="muted">{t('accPreview')}</figcaption>
      <div class="checkout-preview-bar" data-testid="preview" data-colour={background.toLowerCase()} style={{ backgroundColor: background, color: textOn(background) }}>
        {logoSrc && <img src={logoSrc} alt="" />}
        <bdi>{name}</bdi>
        {logo && !logoSrc && <span class="muted-on-colour">{logo}</span>}
      </div>
    </figure>
  );
}

function AccountForm({ organisationId, account, onSaved, onCancel }: {
  organisationId: string;
  account?: PaymentAccount;
  onSaved: (account: PaymentAccount) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(account?.name ?? '');
  const [slug, setSlug] = useState(account?.slug ?? '');
  const [displayName, setDisplayName] = useState(account?.displayName ?? '');
  const [colour, setColour] = useState(account?.themeColor ?? '');
  const [successUrl, setSuccessUrl] = useState(account?.successUrl ?? '');
  const [failUrl, setFailUrl] = useState(account?.failUrl ?? '');
  const [refundLate, setRefundLate] = useState(account?.refundLateSuccesses ?? false);
  const [logo, setLogo] = useState<File | undefined>();
  const [logoSrc, setLogoSrc] = useState<string | undefined>();
  const action = useAction();
  const prefix = account ? `acc-${account.id}` : 'acc-new';
  // The form takes the place of the button that opened it: the focus goes to its first field, not to the page's top.
  const nameField = useRef<HTMLInputElement>(null);
  useFocusOnShow(nameField, []);

  const chooseLogo = (file: File | undefined) => {
    setLogo(file);
    setLogoSrc(undefined);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return action.setError(t('accLogoType'));
    if (file.size > 10 * 1024 * 1024) return action.setError(t('error_file_too_large'));
    action.setError('');
    const reader = new FileReader();
    reader.onload = () => setLogoSrc(String(reader.result));
    reader.readAsDataURL(file);
  };

  const submit = action.submit(async () => {
    if (logo && !['image/png', 'image/jpeg'].includes(logo.type)) return action.setError(t('accLogoType'));
    const logoFileId = logo ? (await organisationApi.upload(organisationId, 'logo', logo, () => undefined)).id : undefined;
    const settings = {
      displayName: displayName.trim() || null,
      themeColor: colour.trim() || null,
      successUrl: successUrl.trim() || null,
      failUrl: failUrl.trim() || null,
      ...(logoFileId ? { logoFileId } : {}),
    };
    const saved = account
      ? await accountsApi.change(organisationId, account.id, {
          ...settings,
          ...(name.trim() !== account.name ? { name: name.trim() } : {}),
          ...(slug.trim() !== account.slug ? { slug: slug.trim() } : {}),
          ...(refundLate !== account.refundLateSuccesses ? { refundLateSuccesses: refundLate } : {}),
        } satisfies AccountChange)
      : await accountsApi.create(organisationId, { name: name.trim(), ...(slug.trim() ? { slug: slug.trim() } : {}), ...settings });
    await onSaved(saved);
  });

  return (
    <form class="stack card" onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>{account ? t('accEditTitle', { name: account.name }) : t('accCreate')}</h3>
      <label>
        {t('accName')}
        <input ref={nameField} required maxLength={100} dir="auto" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t('accSlugField')}
        <input maxLength={60} pattern={SLUG_PATTERN} dir="ltr" spellcheck={false} aria-describedby={`${prefix}-slug-hint`} value={slug} onInput={(e) => setSlug(e.currentTarget.value)} />
      </label>
      <p class="muted" id={`${prefix}-slug-hint`}>{t('accSlugHint')}</p>
      <label>
        {t('accDisplayNameField')}
        <input maxLength={100} dir="auto" value={displayName} onInput={(e) => setDisplayName(e.currentTarget.value)} />
      </label>
      <label>
        {t('accThemeColourField')}
        <input maxLength={7} pattern={COLOUR_PATTERN} dir="ltr" spellcheck={false} placeholder="#0b5cad" value={colour} onInput={(e) => setColour(e.currentTarget.value)} />
      </label>
      <label>
        {t('accLogoField')}
        <input type="file" accept="image/png,image/jpeg" onChange={(e) => chooseLogo(e.currentTarget.files?.[0])} />
      </label>
      <CheckoutHeader name={displayName.trim() || name.trim() || t('accName')} colour={colour} logo={account?.logoFileId ? t('accLogoSet') : undefined} logoSrc={logoSrc} />
      <label>
        {t('accSuccessUrlField')}
        <input type="url" maxLength={2048} dir="ltr" value={successUrl} onInput={(e) => setSuccessUrl(e.currentTarget.value)} />
      </label>
      <label>
        {t('accFailUrlField')}
        <input type="url" maxLength={2048} dir="ltr" value={failUrl} onInput={(e) => setFailUrl(e.currentTarget.value)} />
      </label>
      {account && (
        <label class="check">
          <input type="checkbox" checked={refundLate} onChange={(e) => setRefundLate(e.currentTarget.checked)} />
          <span>{t('accRefundLateField')}</span>
        </label>
      )}
      <FormEnd action={action} submit={account ? t('accSave') : t('accCreateSubmit')} onCancel={onCancel} />
    </form>
  );
}
