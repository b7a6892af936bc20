// Providers: the organisation's affiliations (credentials for a payment provider) and the
// provider catalogue. Each affiliation shows its provider, label, environment, state, public
// identifier, masked credentials and their version, when it was verified and used, why its last
// verification failed (in the member's language when the message is one of ours), and the
// accounts routing it; verify, replace the credentials, suspend, resume, revoke (after a
// confirmation naming the accounts that lose it) and its audit trail. "Connect" opens a form
// generated from the provider's credential schema (GET /providers/{code}): one field per
// credential, secret ones masked, sandbox or production, a label. Creating and replacing
// credentials ask for a recent sign-in (reauth.tsx). What the member's role and scope may not do
// is not offered; after each action the focus goes to the affiliation's card.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api.js';
import { providersApi, type Affiliation, type CredentialField, type Provider } from '../api/providers.js';
import type { AuditItem } from '../api/audit.js';
import { useAction } from '../action.js';
import { fr } from '../i18n/fr.js';
import { list as listOf, t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { formatDateTime } from '../load.js';
import { can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { currentMembership, organisationId } from '../session.js';
import { useConfirm } from '../shown-once.js';
import { busyAttributes, Choices, describeError, focusSoon, FormError, Intro, Notice, Page } from '../ui.js';
import { Row } from '../widgets.js';

const has = (key: string): key is MessageKey => key in fr;

/** A credential field's label in the page's language (by its name), else the catalogue's (English). */
export const fieldLabel = (field: Pick<CredentialField, 'name' | 'label'>): string =>
  has(`provField_${field.name}`) ? t(`provField_${field.name}` as MessageKey) : field.label;

/**
 * What a field must hold, in the page's language, read from its anchored pattern when it is of
 * the catalogue's kind (`^[A-Za-z0-9._@-]{3,64}$`, `^\S{6,128}$`); else the catalogue's hint.
 */
export function formatHint(field: Pick<CredentialField, 'format' | 'formatHint'>): string {
  const match = /^\^(?:\[([^\]]+)\]|\\S)\{(\d+),(\d+)\}\$$/.exec(field.format);
  if (!match) return field.formatHint;
  const [, set, min, max] = match;
  if (set === undefined) return t('provHintNoSpace', { min: min!, max: max! });
  let rest = set;
  const kinds: string[] = [];
  const upper = rest.includes('A-Z');
  const lower = rest.includes('a-z');
  rest = rest.replace('A-Z', '').replace('a-z', '');
  if (upper && lower) kinds.push(t('provHintLetters'));
  else if (upper) kinds.push(t('provHintCapitals'));
  else if (lower) kinds.push(t('provHintLowercase'));
  if (rest.includes('0-9')) {
    kinds.push(t('provHintDigits'));
    rest = rest.replace('0-9', '');
  }
  const symbols = rest.replace(/\\/g, '').split('').filter(Boolean);
  if (symbols.length) kinds.push(t('provHintSymbols', { symbols: symbols.join(' ') }));
  return t('provHintRange', { min: min!, max: max!, kinds: listOf(kinds) });
}

/**
 * A verification failure in the page's language when it is one of the service's own sentences
 * (shared/affiliations/provider-check.ts, the connectors' `verifyCredentials`); a provider's own
 * words are shown as they came.
 */
export function verificationText(message: string): { text: string; ours: boolean } {
  const unreachable = /^(.+) could not be reached to check the credentials \((.+)\); nothing is known about them yet: verify again later\.$/.exec(message);
  if (unreachable) return { text: t('provErrUnreachable', { provider: unreachable[1]!, code: unreachable[2]! }), ours: true };
  const refused = /^(.+?) refused the (.+) \(((?:HTTP|errorCode) [^)]+)\)\.$/.exec(message);
  if (refused) return { text: t('provErrRefused', { provider: refused[1]!, detail: refused[3]! }), ours: true };
  const format = /^The credentials do not fit (.+)'s format: (.*)\.$/.exec(message);
  if (format) return { text: t('provErrFormat', { provider: format[1]! }), ours: true };
  return { text: message, ours: false };
}

/** An API failure in words; a refusal of the credentials says why, in the member's language where it can. */
function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.error === 'credentials_rejected' && typeof failure.body.reason === 'string') {
    return t('provRejected', { reason: verificationText(failure.body.reason).text });
  }
  if (failure instanceof ApiError && failure.error === 'invalid_credentials' && Array.isArray(failure.body.fields)) {
    const names = (failure.body.fields as Array<{ field?: string }>).map((f) => String(f.field ?? '').replace(/^credentials\./, ''));
    return t('provInvalidFields', { fields: listOf(names.map((name) => fieldLabel({ name, label: name }))) });
  }
  if (failure instanceof ApiError && failure.error === 'provider_unavailable') return t('provUnavailable');
  return describeError(failure);
}

export function Providers() {
  const id = useSignal(organisationId);
  const [catalogue, setCatalogue] = useState<Provider[] | undefined>();
  const [affiliations, setAffiliations] = useState<Affiliation[] | undefined>();
  const action = useAction();
  const { error, setError } = action;
  const confirmation = useConfirm(action);
  const [notice, setNotice] = useState('');
  const [connecting, setConnecting] = useState<string | undefined>();
  const [rotating, setRotating] = useState<string | undefined>();
  const [showRevoked, setShowRevoked] = useState(false);
  const mayView = can('affiliations.view');
  // An affiliation serves every account: members limited to some accounts may read, not change.
  const mayManage = can('affiliations.manage') && currentMembership()?.scope !== 'accounts';

  const load = async () => {
    if (id && mayView) setAffiliations(await providersApi.list(id));
  };
  useEffect(() => {
    providersApi.catalogue().then(setCatalogue, (failure: unknown) => setError(describeError(failure)));
  }, []);
  useEffect(() => {
    setAffiliations(undefined);
    setError('');
    setNotice('');
    load().catch((failure: unknown) => setError(describeError(failure)));
  }, [id]);

  const changed = async (affiliation: Affiliation, message: string) => {
    await load();
    setNotice(message);
    focusSoon(`li[data-affiliation="${affiliation.id}"]`);
  };
  const act = (work: () => Promise<void>) => action.run(work, failureText);
  const name = (a: Affiliation) => t('provNamed', { provider: a.providerName, label: a.label });
  const revoke = (a: Affiliation) =>
    confirmation.ask(
      {
        title: t('provRevokeTitle'),
        confirm: t('provRevoke'),
        text: (
          <>
            <p>{t('provRevokeConfirm', { name: name(a) })}</p>
            {a.paymentAccounts.length > 0 ? (
              <>
                <p>{t('provRevokeAccounts')}</p>
                <ul data-testid="revoke-accounts">{a.paymentAccounts.map((acc) => <li key={acc.id}><bdi>{acc.name}</bdi></li>)}</ul>
              </>
            ) : (
              <p>{t('provRevokeNoAccount')}</p>
            )}
          </>
        ),
      },
      async () => {
        await providersApi.revoke(id!, a.id);
        await load();
        setNotice(t('provRevoked', { name: name(a) }));
        focusSoon(showRevoked ? `li[data-affiliation="${a.id}"]` : '#prov-notice');
      },
      { describe: failureText },
    );
  const shown = affiliations?.filter((a) => showRevoked || a.status !== 'revoked');

  return (
    <Page title={t('provTitle')}>
      <Intro text={t('provIntro')} notAllowed={!mayView && t('provNotAllowed')} error={error} />
      <Notice id="prov-notice" message={notice} />
      {mayView && (
        <section aria-labelledby="prov-mine">
          <h2 id="prov-mine">{t('provMine')}</h2>
          <label class="check">
            <input type="checkbox" checked={showRevoked} onChange={(e) => setShowRevoked(e.currentTarget.checked)} />
            <span>{t('provShowRevoked')}</span>
          </label>
          {!affiliations && !error && <p aria-busy="true">{t('loading')}</p>}
          {shown && shown.length === 0 && <p data-testid="no-affiliations">{t('provNone')}</p>}
          {shown && shown.length > 0 && id && (
            <ul class="cards" data-testid="affiliations">
              {shown.map((a) => (
                <li key={a.id} class="card" data-affiliation={a.id} data-status={a.status} tabIndex={-1}>
                  <h3>
                    <bdi>{a.providerName}</bdi> · <bdi dir="ltr">{a.label}</bdi>{' '}
                    <span class={`badge env-${a.environment}`} data-env={a.environment}>{t(`provEnv_${a.environment}` as MessageKey)}</span>{' '}
                    <span class={`badge aff-${a.status}`} data-state={a.status}>{t(`provStatus_${a.status}` as MessageKey)}</span>
                  </h3>
                  <dl class="facts">
                    <Row label={t('provPublicId')}>{a.publicIdentifier ? <bdi dir="ltr">{a.publicIdentifier}</bdi> : t('none')}</Row>
                    {Object.entries(a.credentials).map(([field, value]) => (
                      <Row key={field} label={fieldLabel({ name: field, label: field })}><bdi dir="ltr" data-credential={field}>{value}</bdi></Row>
                    ))}
                    <Row label={t('provVersion')}><span data-testid="credential-version">{t('provVersionValue', { version: a.credentialVersion })}</span></Row>
                    <Row label={t('provVerifiedAt')}>{a.verifiedAt ? formatDateTime(a.verifiedAt) : t('provNever')}</Row>
                    <Row label={t('provLastUsedAt')}>{a.lastUsedAt ? formatDateTime(a.lastUsedAt) : t('provNever')}</Row>
                    {a.revokedAt && <Row label={t('provRevokedAt')}>{formatDateTime(a.revokedAt)}</Row>}
                    {a.lastVerificationError && (
                      <Row label={t('provLastError')}><VerificationError message={a.lastVerificationError} /></Row>
                    )}
                    <Row label={t('provAccounts')}>
                      {a.paymentAccounts.length ? <span data-testid="routed-accounts">{listOf(a.paymentAccounts.map((acc) => acc.name))}</span> : t('provAccountsNone')}
                    </Row>
                  </dl>
                  {rotating === a.id && (
                    <CredentialsForm
                      organisationId={id}
                      provider={a.provider}
                      affiliation={a}
                      onCancel={() => {
                        setRotating(undefined);
                        focusSoon(`li[data-affiliation="${a.id}"]`);
                      }}
                      onSaved={async (saved) => {
                        setRotating(undefined);
                        await changed(saved, t('provRotated', { name: name(saved), version: saved.credentialVersion }));
                      }}
                    />
                  )}
                  {mayManage && a.status !== 'revoked' && rotating !== a.id && (
                    <div class="actions">
                      {a.status !== 'suspended' && (
                        <button type="button" aria-label={t('provVerifyFor', { name: name(a) })}
                          onClick={() => void act(async () => {
                            const saved = await providersApi.verify(id, a.id);
                            await changed(saved, saved.status === 'active' ? t('provVerified', { name: name(saved) }) : t('provNotVerified', { name: name(saved) }));
                          })}>
                          {t('provVerify')}
                        </button>
                      )}
                      <button type="button" class="secondary" aria-label={t('provRotateFor', { name: name(a) })} onClick={() => setRotating(a.id)}>{t('provRotate')}</button>
                      {a.status === 'active' && (
                        <button type="button" class="secondary" aria-label={t('provSuspendFor', { name: name(a) })}
                          onClick={() => void act(async () => changed(await providersApi.suspend(id, a.id), t('provSuspended', { name: name(a) })))}>
                          {t('provSuspend')}
                        </button>
                      )}
                      {a.status === 'suspended' && (
                        <button type="button" class="secondary" aria-label={t('provResumeFor', { name: name(a) })}
                          onClick={() => void act(async () => changed(await providersApi.resume(id, a.id), t('provResumed', { name: name(a) })))}>
                          {t('provResume')}
                        </button>
                      )}
                      <button type="button" class="danger" aria-label={t('provRevokeFor', { name: name(a) })} onClick={() => revoke(a)}>{t('provRevoke')}</button>
                    </div>
                  )}
                  <History organisationId={id} affiliation={a} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="prov-catalogue">
        <h2 id="prov-catalogue">{t('provCatalogue')}</h2>
        {!catalogue && !error && <p aria-busy="true">{t('loading')}</p>}
        {catalogue && (
          <ul class="cards" data-testid="catalogue">
            {catalogue.map((p) => (
              <li key={p.code} class="card" data-provider={p.code}>
                <h3><bdi>{p.name}</bdi></h3>
                <p class="muted">
                  {listOf(p.attemptKinds.map((kind) => t(`provKind_${kind}` as MessageKey)))} · {listOf(p.environments.map((env) => t(`provEnv_${env}` as MessageKey)))}
                </p>
                {mayManage && id && connecting !== p.code && (
                  <p><button type="button" aria-label={t('provConnectFor', { provider: p.name })} onClick={() => setConnecting(p.code)}>{t('provConnect')}</button></p>
                )}
                {mayManage && id && connecting === p.code && (
                  <CredentialsForm
                    organisationId={id}
                    provider={p.code}
                    onCancel={() => {
                      setConnecting(undefined);
                      focusSoon(`li[data-provider="${p.code}"] button`);
                    }}
                    onSaved={async (saved) => {
                      setConnecting(undefined);
                      await changed(saved, saved.status === 'active' ? t('provCreated', { name: name(saved) }) : t('provCreatedUnverified', { name: name(saved) }));
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirmation.dialog}
    </Page>
  );
}

function VerificationError({ message }: { message: string }) {
  const { text, ours } = verificationText(message);
  // A provider's own words are in its language (usually English or French): marked as such.
  return <span class="error-text" data-testid="verification-error" dir="auto" lang={ours ? undefined : 'en'}>{text}</span>;
}

/** The affiliation's audit trail, read when asked. */
function History({ organisationId, affiliation }: { organisationId: string; affiliation: Affiliation }) {
  const [items, setItems] = useState<AuditItem[] | undefined>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const toggle = async () => {
    if (open) return setOpen(false);
    setError('');
    try {
      const page = await providersApi.audit(organisationId, affiliation.id);
      setItems(page.items);
      setOpen(true);
      setTimeout(() => listRef.current?.focus(), 0);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  // The trail follows the affiliation's changes while open.
  useEffect(() => {
    if (open) providersApi.audit(organisationId, affiliation.id).then((page) => setItems(page.items), () => undefined);
  }, [affiliation.updatedAt]);
  const action = (code: string) => (has(`audit_${code.replace(/\./g, '_')}`) ? t(`audit_${code.replace(/\./g, '_')}` as MessageKey) : code);
  return (
    <div class="history">
      <button type="button" class="secondary" aria-expanded={open} aria-label={t(open ? 'provHistoryHideFor' : 'provHistoryFor', { name: t('provNamed', { provider: affiliation.providerName, label: affiliation.label }) })} onClick={() => void toggle()}>
        {open ? t('provHistoryHide') : t('provHistory')}
      </button>
      <FormError message={error} />
      {open && items && (
        <ol class="timeline" data-testid="affiliation-audit" ref={listRef} tabIndex={-1} aria-label={t('provHistory')}>
          {items.length === 0 && <li>{t('provHistoryEmpty')}</li>}
          {items.map((item) => {
            const version = item.details.toVersion ?? item.details.credentialVersion;
            const reason = typeof item.details.reason === 'string' ? verificationText(item.details.reason).text : '';
            return (
              <li key={item.id} data-action={item.action}>
                <strong>{action(item.action)}</strong> · {formatDateTime(item.createdAt)}
                {item.actor.label && <> · <bdi>{item.actor.label}</bdi></>}
                {typeof version === 'number' && <> · {t('provVersionValue', { version })}</>}
                {reason && <> · <bdi dir="auto">{reason}</bdi></>}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/**
 * A new affiliation (environment, label, credentials) or new credentials for one, generated from
 * the provider's credential schema, read when the form opens.
 */
function CredentialsForm({ organisationId, provider, affiliation, onSaved, onCancel }: {
  organisationId: string;
  provider: string;
  affiliation?: Affiliation;
  onSaved: (affiliation: Affiliation) => Promise<void>;
  onCancel: () => void;
}) {
  const [entry, setEntry] = useState<Provider | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [environment, setEnvironment] = useState('sandbox');
  const [label, setLabel] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const action = useAction();
  const prefix = affiliation ? `rot-${affiliation.id}` : `new-${provider}`;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    providersApi.provider(provider).then(
      (value) => {
        setEntry(value);
        if (!value.environments.includes('sandbox')) setEnvironment(value.environments[0] ?? 'production');
        setTimeout(() => heading.current?.focus(), 0);
      },
      (failure: unknown) => action.setError(describeError(failure)),
    );
  }, [provider]);

  const submit = action.submit(async () => {
    if (!entry) return;
    // The schema's formats, checked here first: the first field that does not fit takes the focus.
    const wrong = entry.credentialSchema.fields.find((field) => !new RegExp(field.format).test(values[field.name] ?? ''));
    if (wrong) {
      setInvalid(wrong.name);
      (document.getElementById(`${prefix}-${wrong.name}`) as HTMLInputElement | null)?.focus();
      return action.setError(t('provFieldWrong', { field: fieldLabel(wrong), hint: formatHint(wrong) }));
    }
    setInvalid(undefined);
    const credentials = Object.fromEntries(entry.credentialSchema.fields.map((field) => [field.name, values[field.name] ?? '']));
    const saved = affiliation
      ? await withReauth(() => providersApi.rotate(organisationId, affiliation.id, credentials))
      : await withReauth(() =>
          providersApi.create(organisationId, { provider, environment, credentials, ...(label.trim() ? { label: label.trim() } : {}) }),
        );
    await onSaved(saved);
  }, failureText);

  const title = affiliation
    ? t('provRotateTitle', { name: t('provNamed', { provider: affiliation.providerName, label: affiliation.label }), version: affiliation.credentialVersion + 1 })
    : t('provConnectTitle', { provider: entry?.name ?? provider });
  return (
    <form class="stack" onSubmit={submit} aria-labelledby={`${prefix}-title`} data-testid="credentials-form" noValidate>
      <h3 id={`${prefix}-title`} tabIndex={-1} ref={heading}>{title}</h3>
      {!entry && !action.error && <p aria-busy="true">{t('loading')}</p>}
      {entry && !affiliation && (
        <Choices
          legend={t('provEnvironment')}
          name={`${prefix}-env`}
          kind="check"
          options={entry.environments.map((env) => [env, <span>{t(`provEnv_${env}` as MessageKey)} — {t(`provEnvHint_${env}` as MessageKey)}</span>] as const)}
          value={environment}
          onChange={setEnvironment}
        />
      )}
      {entry && !affiliation && (
        <>
          <label>
            {t('provLabelField')}
            <input id={`${prefix}-label`} maxLength={40} pattern="[a-z0-9_\-]{1,40}" dir="ltr" spellcheck={false} placeholder="default"
              aria-describedby={`${prefix}-label-hint`} value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
          </label>
          <p class="muted" id={`${prefix}-label-hint`}>{t('provLabelHint')}</p>
        </>
      )}
      {entry?.credentialSchema.fields.map((field) => (
        <div key={field.name} class="field">
          <label for={`${prefix}-${field.name}`}>{fieldLabel(field)}{field.secret && <> ({t('provSecret')})</>}</label>
          <input
            id={`${prefix}-${field.name}`}
            type={field.secret ? 'password' : 'text'}
            autocomplete={field.secret ? 'new-password' : 'off'}
            required
            dir="ltr"
            spellcheck={false}
            aria-invalid={invalid === field.name ? 'true' : undefined}
            aria-describedby={`${prefix}-${field.name}-hint`}
            value={values[field.name] ?? ''}
            onInput={(e) => setValues({ ...values, [field.name]: e.currentTarget.value })}
          />
          <p class="muted" id={`${prefix}-${field.name}-hint`}>{formatHint(field)}</p>
        </div>
      ))}
      {affiliation && <p class="muted">{t('provRotateHint')}</p>}
      <FormError message={action.error} />
      <div class="actions">
        <button type="submit" disabled={!entry} {...busyAttributes(action.busy)}>{affiliation ? t('provRotateSubmit') : t('provConnectSubmit')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
