// Audit log: what was done in the organisation, by whom, when and from where, newest first, each
// action named in the page's language (an action the dashboard does not know yet keeps its code),
// with its reason when it has one. The API has no filter on this route, so the filters (area,
// who) apply to the entries loaded, and "Load older entries" reads the next page; the screen says
// how many entries the filters show out of how many are loaded.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { auditApi, type AuditItem } from '../api/audit.js';
import { plural, t, type MessageKey } from '../i18n/index.js';
import { fr } from '../i18n/fr.js';
import { useSignal } from '../i18n/signal.js';
import { formatDateTime } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { organisationId, session } from '../session.js';
import { busyAttributes, describeError, Field, focusSoon, Intro, Page } from '../ui.js';
import { codeText } from '../widgets.js';

/** The area of an action, for the filter: its prefix, with the team's and sign-in's actions grouped. */
export function areaOf(action: string): string {
  const prefix = action.split('.')[0]!;
  if (['member', 'invitation', 'role', 'ownership_transfer'].includes(prefix)) return 'team';
  if (['auth', 'login', 'reauth', 'staff'].includes(prefix)) return 'security';
  if (['webhook_endpoint', 'webhook_delivery'].includes(prefix)) return 'webhooks';
  if (prefix === 'cancel' || prefix === 'refund') return 'payments';
  return prefix;
}
const AREAS = ['organisation', 'team', 'security', 'api_key', 'affiliation', 'payment_account', 'file', 'webhooks', 'payments'] as const;
const ACTORS = ['user', 'api_key', 'staff', 'system'] as const;

export const actionText = (action: string) => {
  const key = `audit_${action.replace(/\./g, '_')}`;
  return key in fr ? t(key as MessageKey) : action;
};

/**
 * An audit trail read page by page: `show(page)` shows a first page; `more()` reads the next one,
 * whose first entry takes the focus, where the reader left off.
 */
export function useAuditPages(read: (cursor: string) => Promise<{ items: AuditItem[]; nextCursor: string | null }>) {
  const [items, setItems] = useState<AuditItem[] | undefined>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const show = (page: { items: AuditItem[]; nextCursor: string | null }) => {
    setItems(page.items);
    setCursor(page.nextCursor);
  };
  const more = async () => {
    if (!cursor || !items || busy) return;
    setBusy(true);
    try {
      const page = await read(cursor);
      const first = page.items[0];
      show({ items: [...items, ...page.items], nextCursor: page.nextCursor });
      if (first) focusSoon(`li[data-audit="${first.id}"]`);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  return { items, setItems, cursor, error, setError, busy, show, more };
}

/** The button that reads older entries. */
export function MoreEntries({ pages }: { pages: ReturnType<typeof useAuditPages> }) {
  return pages.cursor ? <p><button type="button" class="secondary" {...busyAttributes(pages.busy)} onClick={() => void pages.more()}>{t('auditMore')}</button></p> : null;
}

/**
 * One entry of an audit trail: the action, when, who did it (`who`, isolated by the caller), why,
 * the document it concerns (the console shows it), the address it concerns, and from where.
 */
export function AuditEntry({ item, who, showDocument = false }: { item: AuditItem; who: ComponentChildren; showDocument?: boolean }) {
  return (
    <li class="card" data-audit={item.id} data-action={item.action} tabIndex={-1}>
      <h3>{actionText(item.action)}</h3>
      <dl class="facts">
        <dt>{t('auditWhen')}</dt>
        <dd>{formatDateTime(item.createdAt)}</dd>
        <dt>{t('auditWho')}</dt>
        <dd>{who}</dd>
        {typeof item.details.reference === 'string' && (
          <>
            <dt>{t('auditPayment')}</dt>
            <dd><bdi dir="ltr" class="mono">{item.details.reference}</bdi></dd>
          </>
        )}
        {typeof item.details.amount === 'number' && (
          <>
            <dt>{t('auditAmount')}</dt>
            <dd><span class="amount">{formatDinars(item.details.amount)}</span></dd>
          </>
        )}
        {typeof item.details.refundReason === 'string' && (
          <>
            <dt>{t('auditReason')}</dt>
            <dd>{codeText('refundReason_', item.details.refundReason)}</dd>
          </>
        )}
        {typeof item.details.reason === 'string' && item.details.reason && (
          <>
            <dt>{t('auditReason')}</dt>
            <dd><bdi dir="auto">{item.details.reason}</bdi></dd>
          </>
        )}
        {showDocument && typeof item.details.originalName === 'string' && (
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
  );
}

export function Audit() {
  const id = useSignal(organisationId);
  const me = session.get()?.user.id;
  const pages = useAuditPages((cursor) => auditApi.page(id!, cursor));
  const { items, error } = pages;
  const [area, setArea] = useState('');
  const [actor, setActor] = useState('');
  const mayView = can('audit.view');

  useEffect(() => {
    pages.setItems(undefined);
    pages.setError('');
    if (!id || !mayView) return;
    auditApi.page(id).then(pages.show, (failure: unknown) => pages.setError(describeError(failure)));
  }, [id]);

  const shown = items?.filter((item) => (!area || areaOf(item.action) === area) && (!actor || item.actor.type === actor));
  const who = (item: AuditItem) =>
    item.actor.type === 'user' && item.actor.id === me ? t('auditYou') : item.actor.label ? item.actor.label : t(`auditActor_${item.actor.type}` as MessageKey);
  return (
    <Page title={t('auditTitle')}>
      <Intro text={t('auditIntro')} notAllowed={!mayView && t('auditNotAllowed')} error={error} />
      {mayView && (
        <form class="filters" aria-label={t('auditFilters')} onSubmit={(e) => e.preventDefault()}>
          <Field label={t('auditArea')}>
            <AnyOf value={area} onChange={setArea} options={AREAS.map((value) => [value, t(`auditArea_${value}` as MessageKey)] as const)} />
          </Field>
          <Field label={t('auditWho')}>
            <AnyOf value={actor} onChange={setActor} options={ACTORS.map((value) => [value, t(`auditActor_${value}` as MessageKey)] as const)} />
          </Field>
        </form>
      )}
      {mayView && !items && !error && <p aria-busy="true">{t('loading')}</p>}
      {items && shown && (
        <>
          <p class="muted" role="status" data-testid="audit-count">{plural('auditShown', shown.length, { loaded: items.length })}</p>
          <ol class="cards" data-testid="audit">
            {shown.map((item) => <AuditEntry key={item.id} item={item} who={<bdi>{who(item)}</bdi>} />)}
          </ol>
          <MoreEntries pages={pages} />
        </>
      )}
    </Page>
  );
}

/** A select of any value or one of `options` (value, label), applied as soon as chosen. */
function AnyOf({ value, onChange, options }: { value: string; onChange: (value: string) => void; options: readonly (readonly [string, string])[] }) {
  return (
    <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{t('any')}</option>
      {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
    </select>
  );
}
