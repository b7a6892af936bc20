// Home: whether the organisation can collect payments and, if not, each reason in words with
// what to do (the organisation detail's `canCollect` and `reasons`).
import { useEffect, useState } from 'preact/hooks';
import { api, type OrganisationDetail } from '../api.js';
import { t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { currentMembership, organisationId } from '../session.js';
import { describeError, FormError, Page } from '../ui.js';

const reasonText = (code: string) => {
  const key = `reason_${code}` as MessageKey;
  return key in { reason_kyb_pending: 1, reason_kyb_refused: 1, reason_contract_unsigned: 1, reason_no_active_affiliation: 1, reason_organisation_suspended: 1 }
    ? t(key)
    : t('reason_unknown', { code });
};

export function Home() {
  const id = useSignal(organisationId);
  const [organisation, setOrganisation] = useState<OrganisationDetail | undefined>();
  const [error, setError] = useState('');

  useEffect(() => {
    if (!id) return;
    let live = true;
    setOrganisation(undefined);
    setError('');
    api.organisation(id).then(
      (detail) => live && setOrganisation(detail),
      (failure: unknown) => live && setError(describeError(failure)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const membership = currentMembership();
  return (
    <Page title={t('homeTitle')}>
      {!id && <p class="notice">{t('noMembership')}</p>}
      {membership && <p class="muted">{t('role', { role: membership.roleName })}</p>}
      <FormError message={error} />
      {id && !organisation && !error && <p aria-busy="true">{t('loading')}</p>}
      {organisation &&
        (organisation.canCollect ? (
          <p class="status ok" data-testid="can-collect">{t('canCollect', { name: organisation.name })}</p>
        ) : (
          <div class="status blocked" data-testid="cannot-collect">
            <p>{t('cannotCollect', { name: organisation.name })}</p>
            <ul>
              {organisation.reasons.map((code) => (
                <li key={code} data-reason={code}>{reasonText(code)}</li>
              ))}
            </ul>
          </div>
        ))}
    </Page>
  );
}
