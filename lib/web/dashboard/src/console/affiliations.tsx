// Affiliations across organisations (every staff role the API lets read them): filtered by
// provider, status, environment and organisation (the API's filters, kept in the address), paged
// by the API's cursor. Never a secret: the credentials are not shown at all, only the provider's
// public identifier and the last verification error the API words without one.
import { Link } from 'wouter-preact';
import { PROVIDER_NAMES } from '../../../checkout/src/providers.js';
import { AFFILIATION_STATUSES } from '../../../../../shared/domain/records/affiliation.js';
import { consoleApi, type AdminAffiliation, type AffiliationFilters } from './api.js';
import { t } from '../i18n/index.js';
import { addressQuery, FilterForm, ListPage, SelectFilter, useFilteredList } from '../list.js';
import { formatDateTime, useLoad } from '../load.js';
import { Page } from '../ui.js';
import { Badge } from '../widgets.js';

const FILTERS = ['provider', 'status', 'environment', 'organisation'] as const;

export function ConsoleAffiliations() {
  const { filters, list } = useFilteredList('/console/affiliations', FILTERS, (search) => consoleApi.affiliations(addressQuery(search, FILTERS) as AffiliationFilters), {
    anyOrganisation: true,
  });
  const organisations = useLoad(() => consoleApi.organisations({}), [], { anyOrganisation: true });
  const columns = [t('conOrganisation'), t('payProvider'), t('conAffLabel'), t('conEnvironment'), t('conAffStatus'), t('conPublicId'), t('conVerifiedAt')];
  return (
    <Page title={t('conAffiliationsTitle')}>
      <p class="muted">{t('conAffiliationsIntro')}</p>
      <FilterForm label={t('conAffiliationsFilters')} filters={filters}>
        <SelectFilter label={t('payProvider')} filters={filters} filter="provider" options={Object.entries(PROVIDER_NAMES)} />
        <SelectFilter label={t('conAffStatus')} filters={filters} filter="status" options={AFFILIATION_STATUSES.map((s) => [s, t(`conAffStatus_${s}`)] as const)} />
        <SelectFilter label={t('conEnvironment')} filters={filters} filter="environment" options={(['sandbox', 'production'] as const).map((e) => [e, t(`conEnv_${e}`)] as const)} />
        <SelectFilter label={t('conOrganisation')} filters={filters} filter="organisation" options={(organisations.data ?? []).map((o) => [o.id, o.name] as const)} />
      </FilterForm>
      <ListPage
        list={list}
        filters={filters}
        none={t('conNoAffiliations')}
        testId="affiliations"
        columns={columns}
        row={(a: AdminAffiliation) => (
          <tr key={a.id} data-affiliation={a.id}>
            <td data-label={columns[0]}><Link href={`/console/organisations/${a.organisationId}`}><bdi>{a.organisationName}</bdi></Link></td>
            <td data-label={columns[1]}>{a.providerName}</td>
            <td data-label={columns[2]}><span class="mono">{a.label}</span></td>
            <td data-label={columns[3]}>{t(`conEnv_${a.environment as 'sandbox' | 'production'}`)}</td>
            <td data-label={columns[4]}>
              <Badge kind="aff" value={a.status} label={t(`conAffStatus_${a.status}`)} />
              {a.lastVerificationError && <span class="block muted"><bdi dir="auto">{a.lastVerificationError}</bdi></span>}
            </td>
            <td data-label={columns[5]}>{a.publicIdentifier ? <span class="mono">{a.publicIdentifier}</span> : t('none')}</td>
            <td data-label={columns[6]}>{a.verifiedAt ? formatDateTime(a.verifiedAt) : t('none')}</td>
          </tr>
        )}
      />
    </Page>
  );
}
