// An organisation's audit trail in the console: every action newest first, named in the page's
// language (the dashboard's words), with who did it (staff named by their email), when, why and
// from where; older entries loaded on demand, the first of them focused. Reloaded after each
// action of the screen (`round`), so that what a staff member just did shows at once.
import { useEffect, useState } from 'preact/hooks';
import { consoleApi, type AuditItem } from './api.js';
import { t, type MessageKey } from '../i18n/index.js';
import { formatDateTime } from '../load.js';
import { actionText } from '../screens/audit.js';
import { describeError, FormError } from '../ui.js';

export function AuditTrail({ organisationId, round }: { organisationId: string; round: number }) {
  const [items, setItems] = useState<AuditItem[] | undefined>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    setError('');
    consoleApi.audit(organisationId).then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => live && setError(describeError(failure)),
    );
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  const more = async () => {
    if (!cursor || !items) return;
    setBusy(true);
    try {
      const page = await consoleApi.audit(organisationId, cursor);
      setItems([...items, ...page.items]);
      setCursor(page.nextCursor);
      const first = page.items[0];
      if (first) setTimeout(() => (document.querySelector(`li[data-audit="${first.id}"]`) as HTMLElement | null)?.focus(), 0);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const who = (item: AuditItem) => item.actor.label ?? t(`auditActor_${item.actor.type}` as MessageKey);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('conAuditTitle')}</h2>
      <FormError message={error} />
      {!items && !error && <p aria-busy="true">{t('loading')}</p>}
      {items && items.length === 0 && <p class="muted">{t('conAuditEmpty')}</p>}
      {items && items.length > 0 && (
        <ol class="cards" data-testid="audit">
          {items.map((item) => (
            <li key={item.id} class="card" data-audit={item.id} data-action={item.action} tabIndex={-1}>
              <h3>{actionText(item.action)}</h3>
              <dl class="facts">
                <dt>{t('auditWhen')}</dt>
                <dd>{formatDateTime(item.createdAt)}</dd>
                <dt>{t('auditWho')}</dt>
                <dd>
                  <bdi dir="auto">{who(item)}</bdi>
                  {item.actor.type === 'staff' && <> ({t('auditActor_staff')})</>}
                </dd>
                {typeof item.details.reason === 'string' && item.details.reason && (
                  <>
                    <dt>{t('auditReason')}</dt>
                    <dd><bdi dir="auto">{item.details.reason}</bdi></dd>
                  </>
                )}
                {typeof item.details.originalName === 'string' && (
                  <>
                    <dt>{t('conAuditDocument')}</dt>
                    <dd><bdi dir="auto">{item.details.originalName}</bdi></dd>
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
      )}
      {cursor && <p><button type="button" class="secondary" disabled={busy} onClick={() => void more()}>{t('auditMore')}</button></p>}
    </section>
  );
}
