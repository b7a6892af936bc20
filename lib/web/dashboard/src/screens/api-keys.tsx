// API keys: the organisation's keys (revoked ones stay listed), create a v3 or a v2 key (the
// whole key is shown once, with a copy button) and revoke one after a confirmation. What the
// member's role may not do is not offered; the API's refusals are shown in words.
import { useEffect, useState } from 'preact/hooks';
import { keysApi, type ApiKey, type CreatedApiKey } from '../api/keys.js';
import { t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { organisationId } from '../session.js';
import { ConfirmDialog, formatDateTime, ShownOnce } from '../shown-once.js';
import { useAction } from '../action.js';
import { describeError, FormError, Page } from '../ui.js';

export function ApiKeys() {
  const id = useSignal(organisationId);
  const [keys, setKeys] = useState<ApiKey[] | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [revoking, setRevoking] = useState<ApiKey | undefined>();
  const mayView = can('api_keys.view');
  const mayManage = can('api_keys.manage');

  const load = async () => {
    if (!id) return;
    try {
      setKeys((await keysApi.list(id)).items);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  useEffect(() => {
    setKeys(undefined);
    setError('');
    setNotice('');
    setCreated(undefined);
    if (mayView) void load();
  }, [id]);

  const revoke = async (key: ApiKey) => {
    setError('');
    try {
      await withReauth(() => keysApi.revoke(id!, key.id));
      setNotice(t('apiKeyRevokedNotice', { name: key.name }));
      await load();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <Page title={t('apiKeysTitle')}>
      <p class="muted">{t('apiKeysIntro')}</p>
      {!mayView && <p class="notice">{t('apiKeysNotAllowed')}</p>}
      <FormError message={error} />
      {notice && <p class="status ok" role="status">{notice}</p>}
      {created && (
        <ShownOnce
          title={t('apiKeyShownTitle', { name: created.name })}
          label={t('apiKeyShownLabel', { kind: created.kind })}
          value={created.key}
          onDone={() => setCreated(undefined)}
        />
      )}
      {mayManage && id && !adding && !created && (
        <p><button type="button" onClick={() => setAdding(true)}>{t('apiKeyAdd')}</button></p>
      )}
      {mayManage && id && adding && (
        <NewKey
          organisationId={id}
          onCancel={() => setAdding(false)}
          onCreated={(key) => {
            setAdding(false);
            setNotice('');
            setCreated(key);
            void load();
          }}
        />
      )}
      {mayView && id && !keys && !error && <p aria-busy="true">{t('loading')}</p>}
      {keys && (
        <section aria-labelledby="keys-title">
          <h2 id="keys-title">{t('apiKeysList')}</h2>
          {keys.length === 0 && <p>{t('apiKeysNone')}</p>}
          <ul class="cards">
            {keys.map((key) => (
              <li key={key.id} class="card" data-key={key.id} data-status={key.revokedAt ? 'revoked' : 'active'}>
                <h3 dir="auto">{key.name}</h3>
                <dl class="facts">
                  <dt>{t('apiKeyKind')}</dt>
                  <dd>{key.kind === 'v3' ? t('apiKeyKindV3') : t('apiKeyKindV2')}</dd>
                  <dt>{t('apiKeyPrefix')}</dt>
                  <dd><code dir="ltr">{key.prefix}…</code></dd>
                  <dt>{t('apiKeyStatus')}</dt>
                  <dd>
                    {key.revokedAt ? (
                      <span class="badge disabled">{t('apiKeyRevokedOn', { date: formatDateTime(key.revokedAt) })}</span>
                    ) : (
                      <span class="badge active">{t('apiKeyActive')}</span>
                    )}
                  </dd>
                  <dt>{t('webhookCreatedAt')}</dt>
                  <dd>{formatDateTime(key.createdAt)}</dd>
                  <dt>{t('apiKeyLastUsed')}</dt>
                  <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKeyNeverUsed')}</dd>
                </dl>
                {mayManage && !key.revokedAt && (
                  <div class="actions">
                    <button type="button" class="danger" onClick={() => setRevoking(key)}>{t('apiKeyRevoke')}</button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('apiKeyRevokeTitle')}
          confirmLabel={t('apiKeyRevoke')}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(undefined)}
        >
          <p>{t('apiKeyRevokeConfirm', { name: revoking.name, prefix: revoking.prefix })}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}

function NewKey({ organisationId, onCreated, onCancel }: { organisationId: string; onCreated: (key: CreatedApiKey) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'v3' | 'v2'>('v3');
  const action = useAction();
  const { busy, error } = action;

  const submit = action.submit(async () => {
    onCreated(await withReauth(() => keysApi.create(organisationId, { name: name.trim(), kind })));
  });

  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="new-key-title">
      <h2 id="new-key-title">{t('apiKeyAdd')}</h2>
      <label>
        {t('apiKeyName')}
        <input required maxLength={100} dir="auto" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>{t('apiKeyKind')}</legend>
        <label class="check">
          <input type="radio" name="kind" value="v3" checked={kind === 'v3'} onChange={() => setKind('v3')} />
          <span>{t('apiKeyKindV3')} <span class="muted">{t('apiKeyKindV3Hint')}</span></span>
        </label>
        <label class="check">
          <input type="radio" name="kind" value="v2" checked={kind === 'v2'} onChange={() => setKind('v2')} />
          <span>{t('apiKeyKindV2')} <span class="muted">{t('apiKeyKindV2Hint')}</span></span>
        </label>
      </fieldset>
      <FormError message={error} />
      <div class="actions">
        <button type="submit" disabled={busy}>{t('apiKeyCreate')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
