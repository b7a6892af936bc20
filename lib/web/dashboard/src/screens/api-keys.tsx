// API keys: the organisation's keys (revoked ones stay listed) with each key's role and accounts,
// create a v3 or a v2 key with a role and accounts (never more than the member's own: the form
// offers only those; the whole key is shown once, with a copy button), or enter the v2 key a shop
// already uses on the previous platform (after a recent sign-in; never shown again: the focus goes
// to its card), and revoke one after a confirmation. What the member's role may not do is not offered; the API's refusals are shown in words.
import { useEffect, useRef, useState } from 'preact/hooks';
import { keysApi, type ApiKey, type CreatedApiKey, type NewApiKey, type Role } from '../api/keys.js';
import { list, plural, t } from '../i18n/index.js';
import { can, withinReach } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { currentMembership, session } from '../session.js';
import { AddWithSecret, ManagedCards, useConfirm, useManagedList, type CreateFormProps } from '../shown-once.js';
import { formatDateTime } from '../load.js';
import { useAction } from '../action.js';
import { roleName } from '../roles.js';
import { Choices, FormEnd, Intro, Page, useFocusOnShow } from '../ui.js';


export function ApiKeys() {
  const mayView = can('api_keys.view');
  const mayManage = can('api_keys.manage');
  const managed = useManagedList(async (organisation) => (await keysApi.list(organisation)).items, { mayView });
  const { id, items: keys, accounts, load, action, notice, setNotice } = managed;
  const confirmation = useConfirm(action);
  /** The key just entered from the previous platform: its card takes the focus once listed. */
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const me = session.get()?.user.id;
  useEffect(() => {
    if (!focusKey || !keys?.some((key) => key.id === focusKey)) return;
    (document.querySelector(`li[data-key="${focusKey}"]`) as HTMLElement | null)?.focus();
    setFocusKey(undefined);
  }, [keys, focusKey]);
  const accountName = (accountId: string) => accounts.find((a) => a.id === accountId)?.name ?? accountId;

  const revoke = (key: ApiKey) =>
    confirmation.ask({ title: t('apiKeyRevokeTitle'), confirm: t('apiKeyRevoke'), text: <p>{t('apiKeyRevokeConfirm', { name: key.name, prefix: key.prefix })}</p> }, async () => {
      await withReauth(() => keysApi.revoke(id!, key.id));
      setNotice(t('apiKeyRevokedNotice', { name: key.name }));
      await load();
    });

  return (
    <Page title={t('apiKeysTitle')}>
      <Intro text={t('apiKeysIntro')} notAllowed={!mayView && t('apiKeysNotAllowed')} error={action.error} />
      {notice && <p class="status ok" role="status">{notice}</p>}
      <AddWithSecret
        list={managed}
        mayAdd={mayManage}
        addLabel={t('apiKeyAdd')}
        Form={NewKey}
        // A key entered from the previous platform is never shown again: the notice says so, and the focus goes to its card.
        secretOf={(key) => (key.key === null ? undefined : { title: t('apiKeyShownTitle', { name: key.name }), label: t('apiKeyShownLabel', { kind: key.kind }), value: key.key })}
        onCreated={(key) => {
          setNotice(key.key === null ? t('apiKeyEnteredNotice', { name: key.name }) : '');
          if (key.key === null) setFocusKey(key.id);
        }}
      />
      <ManagedCards list={managed} titleId="keys-title" title={t('apiKeysList')} none={t('apiKeysNone')}>
        {(key) => (
          <li key={key.id} class="card" data-key={key.id} data-status={key.status} tabIndex={-1}>
            <h3 dir="auto">{key.name}</h3>
            <dl class="facts">
              <dt>{t('apiKeyKind')}</dt>
              <dd>{key.kind === 'v3' ? t('apiKeyKindV3') : t('apiKeyKindV2')}</dd>
              {key.legacy && (
                <>
                  <dt>{t('apiKeyOriginFact')}</dt>
                  <dd data-origin="legacy">{t('apiKeyOriginLegacyFact')}</dd>
                </>
              )}
              <dt>{t('apiKeyPrefix')}</dt>
              <dd><code dir="ltr">{key.prefix}…</code></dd>
              <dt>{t('apiKeyRole')}</dt>
              <dd><bdi>{roleName(key.role, key.roleName)}</bdi></dd>
              <dt>{t('apiKeyScope')}</dt>
              <dd data-scope={key.scope}>
                {key.scope === 'all' ? (
                  t('apiKeyScopeAll')
                ) : (
                  t('apiKeyScopeAccounts', {
                    count: plural('apiKeyAccountsCount', key.accountIds.length),
                    accounts: list(key.accountIds.map(accountName)),
                  })
                )}
              </dd>
              <dt>{t('apiKeyStatus')}</dt>
              <dd>
                {key.status === 'revoked' && key.revokedAt ? (
                  <span class="badge disabled">{t('apiKeyRevokedOn', { date: formatDateTime(key.revokedAt) })}</span>
                ) : key.status === 'maker_left' ? (
                  <span class="badge disabled">{t('apiKeyMakerLeft')}</span>
                ) : (
                  <span class="badge active">{t('apiKeyActive')}</span>
                )}
              </dd>
              <dt>{t('apiKeyMadeBy')}</dt>
              <dd>{!key.createdBy ? t('apiKeyMadeByPlatform') : key.createdBy === me ? t('apiKeyMadeByYou') : t('apiKeyMadeByOther')}</dd>
              <dt>{t('apiKeyCreatedAt')}</dt>
              <dd>{formatDateTime(key.createdAt)}</dd>
              <dt>{t('apiKeyLastUsed')}</dt>
              <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKeyNeverUsed')}</dd>
            </dl>
            {mayManage && !key.revokedAt && withinReach(key) && (
              <div class="actions">
                <button type="button" class="danger" onClick={() => revoke(key)}>{t('apiKeyRevoke')}</button>
              </div>
            )}
          </li>
        )}
      </ManagedCards>
      {confirmation.dialog}
    </Page>
  );
}

function NewKey({ organisationId, accounts, onCreated, onCancel }: CreateFormProps<CreatedApiKey>) {
  const membership = currentMembership();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'v3' | 'v2'>('v3');
  // A v2 key may be the one the shop already uses on the previous platform, entered once.
  const [origin, setOrigin] = useState<'new' | 'legacy'>('new');
  const [legacyKey, setLegacyKey] = useState('');
  const entering = kind === 'v2' && origin === 'legacy';
  // The member's own role first (the key's role when none is chosen), then the roles they hold every permission of.
  const [roles, setRoles] = useState<Role[]>([]);
  const [roleId, setRoleId] = useState(membership?.roleId ?? '');
  // A member limited to some accounts cannot give a key every account.
  const everyAccount = membership?.scope !== 'accounts';
  const [scope, setScope] = useState<'all' | 'accounts'>(everyAccount ? 'all' : 'accounts');
  const [chosen, setChosen] = useState<string[]>(everyAccount ? [] : [...(membership?.accountIds ?? [])]);
  const [missingAccounts, setMissingAccounts] = useState(false);
  const action = useAction();
  // Opened in place of its button: the focus goes to its first field, not to the page's top.
  const nameField = useRef<HTMLInputElement>(null);
  useFocusOnShow(nameField, []);

  useEffect(() => {
    if (!can('roles.view') || !membership) return;
    const held = new Set(membership.permissions);
    keysApi.roles(organisationId).then(
      (all) => setRoles(all.filter((role) => role.id !== membership.roleId && role.permissions.every((p) => held.has(p)))),
      () => undefined,
    );
  }, [organisationId]);

  const submit = action.submit(async () => {
    setMissingAccounts(false);
    if (scope === 'accounts' && chosen.length === 0) {
      setMissingAccounts(true);
      return;
    }
    const body: NewApiKey = {
      name: name.trim(),
      kind,
      ...(entering ? { legacyKey: legacyKey.trim() } : {}),
      // Left out, each is the member's own: sent only when chosen otherwise.
      ...(roleId && roleId !== membership?.roleId ? { roleId } : {}),
      ...(scope === 'accounts' ? { scope, accountIds: chosen } : everyAccount ? {} : { scope }),
    };
    onCreated(await withReauth(() => keysApi.create(organisationId, body)));
  });

  const toggle = (accountId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, accountId] : current.filter((id) => id !== accountId)));

  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="new-key-title">
      <h2 id="new-key-title">{t('apiKeyAdd')}</h2>
      <label>
        {t('apiKeyName')}
        <input ref={nameField} required maxLength={100} dir="auto" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <Choices
        legend={t('apiKeyKind')}
        name="kind"
        kind="check"
        options={[
          ['v3', <span>{t('apiKeyKindV3')} <span class="muted">{t('apiKeyKindV3Hint')}</span></span>],
          ['v2', <span>{t('apiKeyKindV2')} <span class="muted">{t('apiKeyKindV2Hint')}</span></span>],
        ]}
        value={kind}
        onChange={setKind}
      />
      {kind === 'v2' && (
        <Choices
          legend={t('apiKeyOrigin')}
          name="origin"
          kind="check"
          options={[
            ['new', <span>{t('apiKeyOriginNew')}</span>],
            ['legacy', <span>{t('apiKeyOriginLegacy')}</span>],
          ]}
          value={origin}
          onChange={setOrigin}
        >
          {entering && (
            <label>
              {t('apiKeyLegacyLabel')}
              <input
                type="password"
                required
                autocomplete="off"
                spellcheck={false}
                dir="ltr"
                maxLength={300}
                aria-describedby="new-key-legacy-hint"
                value={legacyKey}
                onInput={(e) => setLegacyKey(e.currentTarget.value)}
              />
            </label>
          )}
          {entering && <p class="muted" id="new-key-legacy-hint">{t('apiKeyLegacyHint')}</p>}
        </Choices>
      )}
      <p class="muted" id="new-key-limits">{t('apiKeyRoleHint')}</p>
      <label>
        {t('apiKeyRole')}
        <select value={roleId} onChange={(e) => setRoleId(e.currentTarget.value)} aria-describedby="new-key-limits">
          {membership && <option value={membership.roleId}>{t('apiKeyRoleMine', { role: roleName(membership.role, membership.roleName) })}</option>}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>{roleName(role.key, role.name)}</option>
          ))}
        </select>
      </label>
      <fieldset aria-describedby={missingAccounts ? 'new-key-accounts-error' : undefined}>
        <legend>{t('apiKeyScope')}</legend>
        {everyAccount && (
          <label class="check">
            <input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} />
            <span>{t('apiKeyScopeAll')}</span>
          </label>
        )}
        <label class="check">
          <input type="radio" name="scope" value="accounts" checked={scope === 'accounts'} onChange={() => setScope('accounts')} />
          <span>{t('apiKeyScopeSome')}</span>
        </label>
        {scope === 'accounts' &&
          accounts.map((account) => (
            <label key={account.id} class="check">
              <input type="checkbox" checked={chosen.includes(account.id)} onChange={(e) => toggle(account.id, e.currentTarget.checked)} />
              <bdi>{account.name ?? account.id}</bdi>
            </label>
          ))}
        {missingAccounts && (
          <p class="error" role="alert" id="new-key-accounts-error">{t('apiKeyAccountsNone')}</p>
        )}
      </fieldset>
      <FormEnd action={action} submit={entering ? t('apiKeyEnter') : t('apiKeyCreate')} onCancel={onCancel} />
    </form>
  );
}
