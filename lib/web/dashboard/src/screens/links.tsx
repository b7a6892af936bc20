// Payment links: the list with its counts (payments started, succeeded, amount collected) and the
// effective status, filtered by title, status and account and keyset paged; one link's page to
// share it (copy the URL, the QR code shown and downloaded from the API's qr.png / qr.svg), to
// disable or enable it, with its settings, and the payments made through it (paged like the payments
// list). Creating and changing need `links.manage`.
import { useRef, useState } from 'preact/hooks';
import { Link, useParams, useSearch } from 'wouter-preact';
import { linksApi, type LinkFilters, type PaymentLink } from '../api/links.js';
import { AccountFilter, addressQuery, FilterForm, ListPage, SearchFilter, SelectFilter, useFilteredList, useListFilters } from '../list.js';
import { list, plural, t } from '../i18n/index.js';
import { formatDateTime, useAccounts, useLoad } from '../load.js';
import { formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { busyAttributes, FormError, Page, useFocusOnShow } from '../ui.js';
import { useAction } from '../action.js';
import { Badge, codeText, CopyField, NewLink, Row } from '../widgets.js';
import { paymentsApi } from '../api/payments.js';
import { paymentColumns, PaymentRow } from './payments.js';

export const LINK_STATUSES = ['active', 'disabled', 'expired', 'completed'] as const;
const FILTERS = ['q', 'status', 'account'] as const;

/** What the link's page asks the payer for, in the form's order: each field asked and whether it must be given. */
function askedOfPayer(fields: PaymentLink['payerFields']): string {
  const asked = (['name', 'email', 'phone'] as const).flatMap((field) =>
    fields[field] === 'hidden' ? [] : [t(fields[field] === 'required' ? 'linkAskedRequired' : 'linkAskedOptional', { field: t(`payerField_${field}`) })],
  );
  return asked.length ? list(asked) : t('linkAskedNothing');
}

/** A link's amount in words: fixed, or open with its bounds. */
export function linkAmount(link: PaymentLink): string {
  if (link.amountType === 'fixed' && link.amount !== null) return formatDinars(link.amount);
  const min = formatDinars(link.minAmount ?? 100);
  return link.maxAmount !== null ? t('linkOpenBounds', { min, max: formatDinars(link.maxAmount) }) : t('linkOpenMin', { min });
}

/** "1 paiement commencé, 0 réussi, 0,000 DT encaissé": each count in its language's plural form. */
export function linkCounts(link: Pick<PaymentLink, 'paymentsCount' | 'succeededCount' | 'collectedAmount'>): string {
  return t('linkCounts', {
    started: plural('linkPaymentsStarted', link.paymentsCount),
    succeeded: plural('linkPaymentsSucceeded', link.succeededCount),
    // Agreement follows the whole dinars: "1,500 DT encaissé", "12,500 DT encaissés".
    collected: plural('linkCollected', Math.floor(link.collectedAmount / 1000), { amount: formatDinars(link.collectedAmount) }),
  });
}

export function Links() {
  const { filters, list } = useFilteredList('/links', FILTERS, (search) => linksApi.list({ limit: 25, ...addressQuery(search, FILTERS) } as LinkFilters));
  const accounts = useAccounts();

  return (
    <Page title={t('linksTitle')}>
      {can('links.manage') && <NewLink href="/links/new" label={t('linkNew')} />}
      <FilterForm label={t('linksFilters')} filters={filters}>
        <SearchFilter label={t('linkSearch')} filters={filters} filter="q" />
        <SelectFilter label={t('linkStatus')} filters={filters} filter="status" options={LINK_STATUSES.map((s) => [s, t(`linkStatus_${s}`)] as const)} />
        <AccountFilter accounts={accounts} filters={filters} filter="account" />
      </FilterForm>
      <ListPage list={list} filters={filters} testId="links" none={t('linkNone')}
        columns={[t('linkColTitle'), t('linkColAmount'), t('linkColStatus'), t('linkColPayments'), t('linkColCollected')]}
        row={(link) => (
          <tr key={link.id} data-link={link.id}>
            <td data-label={t('linkColTitle')}><Link href={`/links/${link.id}`} dir="auto">{link.title}</Link></td>
            <td data-label={t('linkColAmount')} class="amount">{linkAmount(link)}</td>
            <td data-label={t('linkColStatus')}><Badge kind="link" value={link.status} label={codeText('linkStatus_', link.status)} /></td>
            <td data-label={t('linkColPayments')}>{`${link.paymentsCount} (${link.succeededCount})`}</td>
            <td data-label={t('linkColCollected')} class="amount">{formatDinars(link.collectedAmount)}</td>
          </tr>
        )}
      />
    </Page>
  );
}

export function LinkDetail() {
  const { id } = useParams<{ id: string }>();
  const loaded = useLoad(() => linksApi.get(id), [id]);
  const saved = new URLSearchParams(useSearch()).get('saved') === '1';
  const [notice, setNotice] = useState(saved ? t('linkSaved') : '');
  const { busy, error, press } = useAction();
  const link = loaded.data;
  const manage = can('links.manage');

  // The button pressed is replaced by its opposite: the focus goes to the notice that says what changed.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useFocusOnShow(noticeRef, [notice], Boolean(notice));

  const toggle = (change: 'disable' | 'enable') =>
    press(async () => {
      setNotice('');
      loaded.set(await linksApi[change](id));
      setNotice(t(change === 'disable' ? 'linkDisabled' : 'linkEnabled'));
    });

  return (
    <Page title={link ? link.title : t('linksTitle')}>
      <p><Link href="/links">{t('linkBack')}</Link></p>
      <FormError message={loaded.error || error} />
      {notice && <p class="status ok" role="status" tabIndex={-1} ref={noticeRef}>{notice}</p>}
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
                {linkCounts(link)}
              </span>
            </Row>
            <Row label={t('linkExpiresAt')}>{link.expiresAt ? formatDateTime(link.expiresAt) : t('linkNoExpiry')}</Row>
            {link.description && <Row label={t('linkDescription')}><span dir="auto">{link.description}</span></Row>}
            {link.successMessage && <Row label={t('linkSuccessMessage')}><span dir="auto">{link.successMessage}</span></Row>}
            <Row label={t('linkPayerFields')}><span data-testid="link-payer-fields">{askedOfPayer(link.payerFields)}</span></Row>
          </dl>
          {manage && (
            <p class="actions">
              <Link href={`/links/${link.id}/edit`} class="button">{t('linkEdit')}</Link>
              {link.status === 'disabled' ? (
                <button type="button" {...busyAttributes(busy)} onClick={toggle('enable')}>{t('linkEnable')}</button>
              ) : (
                <button type="button" class="danger" {...busyAttributes(busy)} onClick={toggle('disable')}>{t('linkDisable')}</button>
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
          {can('payments.view') && <LinkPayments linkId={link.id} />}
        </>
      )}
    </Page>
  );
}

/** The payments made through a link (GET /payments?link=), newest first, keyset paged in the address like the payments list. */
function LinkPayments({ linkId }: { linkId: string }) {
  const filters = useListFilters(`/links/${linkId}`, []);
  const cursor = filters.search.get('cursor') ?? undefined;
  const list = useLoad(() => paymentsApi.list({ link: linkId, limit: 25, ...(cursor ? { cursor } : {}) }), [linkId, cursor]);
  return (
    <section aria-labelledby="link-payments-title">
      <h2 id="link-payments-title">{t('linkPaymentsTitle')}</h2>
      <ListPage list={list} filters={filters} testId="link-payments" none={t('linkPaymentsNone')} columns={paymentColumns()} row={(p) => <PaymentRow key={p.id} payment={p} />} />
    </section>
  );
}
