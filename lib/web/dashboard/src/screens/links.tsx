// Payment links: the list with its counts (payments started, succeeded, amount collected) and the
// effective status, filtered by title, status and account and keyset paged; one link's page to
// share it (copy the URL, the QR code shown and downloaded from the API's qr.png / qr.svg), to
// disable or enable it, with its settings. Creating and changing need `links.manage`.
import { useState } from 'preact/hooks';
import { Link, useLocation, useParams, useSearch } from 'wouter-preact';
import { linksApi, type LinkFilters, type PaymentLink } from '../api/links.js';
import { t } from '../i18n/index.js';
import { formatDateTime, useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { describeError, FormError, Page } from '../ui.js';
import { Badge, codeText, CopyField, Paging, Row } from '../widgets.js';

export const LINK_STATUSES = ['active', 'disabled', 'expired', 'completed'] as const;
const FILTERS = ['q', 'status', 'account'] as const;
type Filter = (typeof FILTERS)[number];

/** A link's amount in words: fixed, or open with its bounds. */
export function linkAmount(link: PaymentLink): string {
  if (link.amountType === 'fixed' && link.amount !== null) return formatDinars(link.amount);
  const min = formatDinars(link.minAmount ?? 100);
  return link.maxAmount !== null ? t('linkOpenBounds', { min, max: formatDinars(link.maxAmount) }) : t('linkOpenMin', { min });
}

export function Links() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const accounts = useAccounts();
  const searchText = search.toString();
  const list = useLoad(() => {
    const query: LinkFilters = { limit: 25 };
    for (const f of [...FILTERS, 'cursor'] as const) {
      const value = search.get(f);
      if (value) (query as Record<string, string>)[f] = value;
    }
    return linksApi.list(query);
  }, [searchText]);
  const [draft, setDraft] = useState<Record<Filter, string>>(() => Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? ''])) as Record<Filter, string>);
  const set = (filter: Filter) => (e: Event) => setDraft({ ...draft, [filter]: (e.currentTarget as HTMLInputElement).value });
  const hrefFor = (values: Record<string, string>, cursor?: string) => {
    const next = new URLSearchParams();
    for (const f of FILTERS) if (values[f]) next.set(f, values[f]!);
    if (cursor) next.set('cursor', cursor);
    const text = next.toString();
    return text ? `/links?${text}` : '/links';
  };
  const current = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? '']));

  return (
    <Page title={t('linksTitle')}>
      {can('links.manage') && (
        <p class="actions">
          <Link href="/links/new" class="button">{t('linkNew')}</Link>
        </p>
      )}
      <form
        class="filters"
        aria-label={t('linksFilters')}
        onSubmit={(e) => {
          e.preventDefault();
          navigate(hrefFor(draft));
        }}
      >
        <label>
          {t('linkSearch')}
          <input type="search" dir="auto" value={draft.q} onInput={set('q')} />
        </label>
        <label>
          {t('linkStatus')}
          <select value={draft.status} onChange={set('status')}>
            <option value="">{t('any')}</option>
            {LINK_STATUSES.map((s) => <option key={s} value={s}>{t(`linkStatus_${s}`)}</option>)}
          </select>
        </label>
        {accounts.length > 1 && (
          <label>
            {t('account')}
            <select value={draft.account} onChange={set('account')}>
              <option value="">{t('any')}</option>
              {accounts.map((a) => <option key={a.id} value={a.id}>{a.name ?? a.id}</option>)}
            </select>
          </label>
        )}
        <div class="actions">
          <button type="submit">{t('filter')}</button>
          {FILTERS.some((f) => search.get(f)) && (
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setDraft({ q: '', status: '', account: '' });
                navigate('/links');
              }}
            >
              {t('clearFilters')}
            </button>
          )}
        </div>
      </form>
      <FormError message={list.error} />
      {!list.data && !list.error && <p aria-busy="true">{t('loading')}</p>}
      {list.data && list.data.items.length === 0 && <p class="notice">{t('linkNone')}</p>}
      {list.data && list.data.items.length > 0 && (
        <table class="list" data-testid="links">
          <thead>
            <tr>
              <th scope="col">{t('linkColTitle')}</th>
              <th scope="col">{t('linkColAmount')}</th>
              <th scope="col">{t('linkColStatus')}</th>
              <th scope="col">{t('linkColPayments')}</th>
              <th scope="col">{t('linkColCollected')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((link) => (
              <tr key={link.id} data-link={link.id}>
                <td data-label={t('linkColTitle')}><Link href={`/links/${link.id}`} dir="auto">{link.title}</Link></td>
                <td data-label={t('linkColAmount')} class="amount">{linkAmount(link)}</td>
                <td data-label={t('linkColStatus')}><Badge kind="link" value={link.status} label={codeText('linkStatus_', link.status)} /></td>
                <td data-label={t('linkColPayments')}>{`${link.paymentsCount} (${link.succeededCount})`}</td>
                <td data-label={t('linkColCollected')} class="amount">{formatDinars(link.collectedAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Paging cursor={search.get('cursor') ?? undefined} nextCursor={list.data.nextCursor} hrefFor={(cursor) => hrefFor(current, cursor)} />}
    </Page>
  );
}

export function LinkDetail() {
  const { id } = useParams<{ id: string }>();
  const loaded = useLoad(() => linksApi.get(id), [id]);
  const saved = new URLSearchParams(useSearch()).get('saved') === '1';
  const [notice, setNotice] = useState(saved ? t('linkSaved') : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const link = loaded.data;
  const manage = can('links.manage');

  const toggle = async (action: 'disable' | 'enable') => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      loaded.set(await linksApi[action](id));
      setNotice(t(action === 'disable' ? 'linkDisabled' : 'linkEnabled'));
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={link ? link.title : t('linksTitle')}>
      <p><Link href="/links">{t('linkBack')}</Link></p>
      <FormError message={loaded.error || error} />
      {notice && <p class="status ok" role="status">{notice}</p>}
      {!link && !loaded.error && <p aria-busy="true">{t('loading')}</p>}
      {link && (
        <>
          <dl class="facts" data-testid="link">
            <Row label={t('linkStatus')}><Badge kind="link" value={link.status} label={codeText('linkStatus_', link.status)} /></Row>
            <Row label={t('linkAmountType')}>{linkAmount(link)}</Row>
            <Row label={t('linkUsage')}>
              {codeText('linkUsage_', link.usage)}
              {link.maxUses !== null && ` (${link.maxUses})`}
            </Row>
            <Row label={t('linkColPayments')}>
              <span data-testid="link-counts">
                {t('linkCounts', { payments: link.paymentsCount, succeeded: link.succeededCount, collected: formatDinars(link.collectedAmount) })}
              </span>
            </Row>
            <Row label={t('linkExpires')}>{link.expiresAt ? formatDateTime(link.expiresAt) : t('linkNoExpiry')}</Row>
            {link.description && <Row label={t('linkDescriptionInput')}><span dir="auto">{link.description}</span></Row>}
            {link.successMessage && <Row label={t('linkSuccessInput')}><span dir="auto">{link.successMessage}</span></Row>}
          </dl>
          {manage && (
            <p class="actions">
              <Link href={`/links/${link.id}/edit`} class="button">{t('linkEdit')}</Link>
              {link.status === 'disabled' ? (
                <button type="button" disabled={busy} onClick={() => void toggle('enable')}>{t('linkEnable')}</button>
              ) : (
                <button type="button" class="danger" disabled={busy} onClick={() => void toggle('disable')}>{t('linkDisable')}</button>
              )}
            </p>
          )}
          <section aria-labelledby="share-title" class="share">
            <h2 id="share-title">{t('linkUrl')}</h2>
            <CopyField label={t('linkUrl')} value={link.url} button={t('linkCopy')} testId="link-url" />
            <figure>
              <img src={linksApi.qrUrl(link.id, 'svg')} alt={t('linkQrAlt', { url: link.url })} width={200} height={200} />
              <figcaption>{t('linkQr')}</figcaption>
            </figure>
            <p class="actions">
              <a href={linksApi.qrUrl(link.id, 'png')} download={`${link.slug}.png`}>{t('linkQrDownload')}</a>
              <a href={linksApi.qrUrl(link.id, 'svg')} download={`${link.slug}.svg`}>{t('linkQrDownloadSvg')}</a>
            </p>
          </section>
        </>
      )}
    </Page>
  );
}
