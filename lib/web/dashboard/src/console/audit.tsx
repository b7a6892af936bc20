// An organisation's audit trail in the console: every action newest first, named in the page's
// language (the dashboard's words), with who did it (staff named by their email), when, why and
// from where; older entries loaded on demand, the first of them focused. Reloaded after each
// action of the screen (`round`), so that what a staff member just did shows at once.
import { useEffect } from 'preact/hooks';
import { consoleApi, type AuditItem } from './api.js';
import { t, type MessageKey } from '../i18n/index.js';
import { AuditEntry, MoreEntries, useAuditPages } from '../screens/audit.js';
import { describeError, FormError } from '../ui.js';

export function AuditTrail({ organisationId, round }: { organisationId: string; round: number }) {
  const pages = useAuditPages((cursor) => consoleApi.audit(organisationId, cursor));
  const { items, error } = pages;
  useEffect(() => {
    let live = true;
    pages.setError('');
    consoleApi.audit(organisationId).then(
      (page) => live && pages.show(page),
      (failure: unknown) => live && pages.setError(describeError(failure)),
    );
    return () => {
      live = false;
    };
  }, [organisationId, round]);

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
            <AuditEntry
              key={item.id}
              item={item}
              showDocument
              who={
                <>
                  <bdi dir="auto">{who(item)}</bdi>
                  {item.actor.type === 'staff' && <> ({t('auditActor_staff')})</>}
                </>
              }
            />
          ))}
        </ol>
      )}
      <MoreEntries pages={pages} />
    </section>
  );
}
