// The staff console's organisations (every staff role): the list searched by name, legal name or
// tax id and filtered by KYB status, as the admin route does it (`q`, `kybStatus`), each with its
// KYB status, contract, whether it can collect and why not, and its members count; and the KYB
// queue (compliance): the organisations whose KYB is pending, oldest first.
import { Link } from 'wouter-preact';
import { consoleApi, type AdminOrganisation } from './api.js';
import { plural, t } from '../i18n/index.js';
import { FilterForm, ListPage, SelectFilter, useListFilters } from '../list.js';
import { formatDateTime, useLoad } from '../load.js';
import { Page } from '../ui.js';
import { staffCan } from './roles.js';
import { KybBadge, reasonText } from './widgets.js';

const KYB = ['pending', 'verified', 'refused'] as const;
type Kyb = (typeof KYB)[number];
const asKyb = (value: string): Kyb | undefined => (KYB as readonly string[]).includes(value) ? (value as Kyb) : undefined;

function Collect({ organisation }: { organisation: AdminOrganisation }) {
  if (organisation.canCollect) return <span class="badge kyb-verified" data-collect="yes">{t('conCanCollectYes')}</span>;
  return (
    <span data-collect="no">
      <span class="badge kyb-refused">{t('conCanCollectNo')}</span>
      <ul class="reasons">
        {organisation.reasons.map((code) => <li key={code} data-reason={code}>{reasonText(code)}</li>)}
      </ul>
    </span>
  );
}

export function ConsoleOrganisations() {
  const filters = useListFilters('/console/organisations', ['q', 'kybStatus'] as const);
  const q = filters.search.get('q') ?? '';
  const kybStatus = asKyb(filters.search.get('kybStatus') ?? '');
  const list = useLoad(
    async () => ({ items: await consoleApi.organisations({ ...(q ? { q } : {}), ...(kybStatus ? { kybStatus } : {}) }), nextCursor: null }),
    [q, kybStatus],
    { anyOrganisation: true },
  );
  const columns = [t('conOrgName'), t('orgTaxId'), t('orgKybTitle'), t('orgContractTitle'), t('conCollect'), t('conMembers'), t('conCreatedAt')];
  return (
    <Page title={t('conOrganisationsTitle')}>
      {staffCan('onboard') && (
        <p><Link class="button" href="/console/organisations/new">{t('conOnboardLink')}</Link></p>
      )}
      <FilterForm label={t('conOrgSearch')} filters={filters}>
        <label>
          {t('conOrgSearchLabel')}
          <input type="search" name="q" dir="auto" maxLength={200} value={filters.draft.q} onInput={filters.set('q')} aria-describedby="org-search-hint" />
          <span class="hint" id="org-search-hint">{t('conOrgSearchHint')}</span>
        </label>
        <SelectFilter label={t('orgKybTitle')} filters={filters} filter="kybStatus" options={KYB.map((k) => [k, t(`orgKyb_${k}`)] as const)} />
      </FilterForm>
      {list.data && <p class="muted" role="status" data-testid="org-count">{plural('conOrgCount', list.data.items.length)}</p>}
      <ListPage
        list={list}
        filters={filters}
        none={filters.filtered ? t('conOrgNoneFound') : t('conOrgNone')}
        testId="organisations"
        columns={columns}
        row={(o: AdminOrganisation) => (
          <tr key={o.id} data-organisation={o.id}>
            <td data-label={columns[0]}>
              <Link href={`/console/organisations/${o.id}`}><bdi>{o.name}</bdi></Link>
              <span class="block muted"><bdi>{o.legalName}</bdi></span>
            </td>
            <td data-label={columns[1]}><bdi dir="ltr">{o.taxId}</bdi></td>
            <td data-label={columns[2]}><KybBadge status={o.kybStatus} /></td>
            <td data-label={columns[3]}>{o.contractSignedAt ? t('conSignedOn', { date: formatDateTime(o.contractSignedAt) }) : t('orgContractUnsigned')}</td>
            <td data-label={columns[4]}><Collect organisation={o} /></td>
            <td data-label={columns[5]}>{o.memberCount}</td>
            <td data-label={columns[6]}>{formatDateTime(o.createdAt)}</td>
          </tr>
        )}
      />
    </Page>
  );
}

/** Compliance's queue: organisations whose KYB is pending, the longest waiting first. */
export function KybQueue() {
  const list = useLoad(
    async () => ({ items: (await consoleApi.organisations({ kybStatus: 'pending' })).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), nextCursor: null }),
    [],
    { anyOrganisation: true },
  );
  const columns = [t('conOrgName'), t('orgTaxId'), t('conWaitingSince'), t('conCollect')];
  return (
    <Page title={t('conKybQueueTitle')}>
      <p>{t('conKybQueueIntro')}</p>
      <ListPage
        list={list}
        filters={{ search: new URLSearchParams(), pageHref: () => '/console/kyb' }}
        none={t('conKybQueueEmpty')}
        testId="kyb-queue"
        columns={columns}
        row={(o: AdminOrganisation) => (
          <tr key={o.id} data-organisation={o.id}>
            <td data-label={columns[0]}>
              <Link href={`/console/kyb/${o.id}`} aria-label={t('conReviewFor', { name: o.name })}><bdi>{o.name}</bdi></Link>
              <span class="block muted"><bdi>{o.legalName}</bdi></span>
            </td>
            <td data-label={columns[1]}><bdi dir="ltr">{o.taxId}</bdi></td>
            <td data-label={columns[2]}>{formatDateTime(o.createdAt)}</td>
            <td data-label={columns[3]}><Collect organisation={o} /></td>
          </tr>
        )}
      />
    </Page>
  );
}
