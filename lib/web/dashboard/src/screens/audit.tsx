// Audit log: what was done in the organisation, by whom, when and from where, newest first, each
// action named in the page's language (an action the dashboard does not know yet keeps its code),
// with its reason when it has one. The API has no filter on this route, so the filters (area,
// who) apply to the entries loaded, and "Load older entries" reads the next page; the screen says
// how many entries the filters show out of how many are loaded.
import { useEffect, useState } from 'preact/hooks';
import { auditApi, type AuditItem } from '../api/audit.js';
import { plural, t, type MessageKey } from '../i18n/index.js';
import { fr } from '../i18n/fr.js';
import { useSignal } from '../i18n/signal.js';
import { formatDateTime } from '../load.js';
import { can } from '../permissions.js';
import { organisationId, session } from '../session.js';
import { describeError, FormError, Page } from '../ui.js';

/** The area of an action, for the filter: its prefix, with the team's and sign-in's actions grouped. */
export function areaOf(action: string): string {
  const prefix = action.split('.')[0]!;
  if (['member', 'invitation', 'role', 'ownership_transfer'].includes(prefix)) return 'team';
  if (['auth', 'login', 'reauth', 'staff'].includes(prefix)) return 'security';
  if (['webhook_endpoint', 'webhook_delivery'].includes(prefix)) return 'webhooks';
  if (prefix === 'cancel') return 'payments';
  return prefix;
}
const AREAS = ['organisation', 'team', 'security', 'api_key', 'affiliation', 'payment_account', 'file', 'webhooks', 'payments'] as const;
const ACTORS = ['user', 'api_key', 'staff', 'system'] as const;

export const actionText = (action: string) => {
  const key = `audit_${action.replace(/\./g, '_')}`;
  return key in fr ? t(key as MessageKey) : action;
};

export function Audit() {
  const id = useSignal(organisationId);
  const me = session.get()?.user.id;
  const [items, setItems] = useState<AuditItem[] | undefined>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [area, setArea] = useState('');
  const [actor, setActor] = useState('');
  const mayView = can('audit.view');

  useEffect(() => {
    setItems(undefined);
    setError('');
    if (!id || !mayView) return;
    auditApi.page(id).then(
      (page) => {
        setItems(page.items);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => setError(describeError(failure)),
    );
  }, [id]);

  const more = async () => {
    if (!id || !cursor || !items) return;
    setBusy(true);
    try {
      const page = await auditApi.page(id, cursor);
      const first = page.items[0];
      setItems([...items, ...page.items]);
      setCursor(page.nextCursor);
      // The first entry read takes the focus, where the reader left off.
      if (first) setTimeout(() => (document.querySelector(`li[data-audit="${first.id}"]`) as HTMLElement | null)?.focus(), 0);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const shown = items?.filter((item) => (!area || areaOf(item.action) === area) && (!actor || item.actor.type === actor));
  const who = (item: AuditItem) =>
    item.actor.type === 'user' && item.actor.id === me ? t('auditYou') : item.actor.label ? item.actor.label : t(`auditActor_${item.actor.type}` as MessageKey);
  return (
    <Page title={t('auditTitle')}>
      <p class="muted">{t('auditIntro')}</p>
      {!mayView && <p class="notice">{t('auditNotAllowed')}</p>}
      <FormError message={error} />
      {mayView && (
        <form class="filters" aria-label={t('auditFilters')} onSubmit={(e) => e.preventDefault()}>
          <label>
            {t('auditArea')}
            <select value={area} onChange={(e) => setArea(e.currentTarget.value)}>
              <option value="">{t('any')}</option>
              {AREAS.map((value) => <option key={value} value={value}>{t(`auditArea_${value}` as MessageKey)}</option>)}
            </select>
          </label>
          <label>
            {t('auditWho')}
            <select value={actor} onChange={(e) => setActor(e.currentTarget.value)}>
              <option value="">{t('any')}</option>
              {ACTORS.map((value) => <option key={value} value={value}>{t(`auditActor_${value}` as MessageKey)}</option>)}
            </select>
          </label>
        </form>
      )}
      {mayView && !items && !error && <p aria-busy="true">{t('loading')}</p>}
      {items && shown && (
        <>
          <p class="muted" role="status" data-testid="audit-count">{plural('auditShown', shown.length, { loaded: items.length })}</p>
          <ol class="cards" data-testid="audit">
            {shown.map((item) => (
              <li key={item.id} class="card" data-audit={item.id} data-action={item.action} tabIndex={-1}>
                <h3>{actionText(item.action)}</h3>
                <dl class="facts">
                  <dt>{t('auditWhen')}</dt>
                  <dd>{formatDateTime(item.createdAt)}</dd>
                  <dt>{t('auditWho')}</dt>
                  <dd><bdi>{who(item)}</bdi></dd>
                  {typeof item.details.reason === 'string' && item.details.reason && (
                    <>
                      <dt>{t('auditReason')}</dt>
                      <dd><bdi dir="auto">{item.details.reason}</bdi></dd>
                    </>
                  )}
                  {typeof item.details.email === 'string' && (
                    <>
                      <dt>{t('email')}</dt>
                      <dd><bdi dir="ltr">{item.details.email}</bdi></dd>
                    </>
                  )}
                  {item.clientIp && (
                    <>
                      <dt>{t('auditIp')}</dt>
                      <dd><bdi dir="ltr">{item.clientIp}</bdi></dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
          {cursor && <p><button type="button" class="secondary" disabled={busy} onClick={() => void more()}>{t('auditMore')}</button></p>}
        </>
      )}
    </Page>
  );
}
