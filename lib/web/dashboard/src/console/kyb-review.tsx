// Compliance reviews one organisation's KYB: its legal identity as declared, its documents (each
// opened through its 5-minute address and marked reviewed), then the decision, verified or
// refused, with the reason the trail keeps. The decision is offered while the KYB can move to it
// (verify from pending or refused, refuse from pending or verified); after it, the focus goes to
// the notice that says what changed and whether the organisation can collect now.
import { useState } from 'preact/hooks';
import { Link, useParams } from 'wouter-preact';
import { consoleApi } from './api.js';
import { t } from '../i18n/index.js';
import { useAction } from '../action.js';
import { useLoad } from '../load.js';
import { Choices, FormEnd, FormError, Notice, Page } from '../ui.js';
import { Row } from '../widgets.js';
import { staffCan } from './roles.js';
import { DocumentList } from './documents.js';
import { LegalIdentity } from '../screens/organisation.js';
import { KybBadge, reasonText } from './widgets.js';

export function KybReview() {
  const { id } = useParams<{ id: string }>();
  const loaded = useLoad(() => consoleApi.organisation(id), [id], { anyOrganisation: true });
  const [notice, setNotice] = useState('');
  const organisation = loaded.data;
  return (
    <Page title={organisation ? t('conKybReviewTitle', { name: organisation.name }) : t('conKybQueueTitle')}>
      <p>
        <Link href="/console/kyb">{t('conBackToQueue')}</Link>
        {' · '}
        <Link href={`/console/organisations/${id}`}>{t('conOpenOrganisation')}</Link>
      </p>
      <FormError message={loaded.error} />
      <Notice id="kyb-notice" message={notice} focus />
      {!organisation && !loaded.error && <p aria-busy="true">{t('loading')}</p>}
      {organisation && (
        <>
          <section aria-labelledby="identity-title">
            <h2 id="identity-title">{t('conDeclaredIdentity')}</h2>
            <dl class="facts" data-testid="identity">
              <LegalIdentity organisation={organisation} />
              {(['address', 'city', 'postalCode'] as const).map((field) =>
                organisation[field] ? <Row key={field} label={t(`orgField_${field}`)}><bdi dir="auto">{organisation[field]}</bdi></Row> : null,
              )}
              <Row label={t('orgKybTitle')}><KybBadge status={organisation.kybStatus} /></Row>
            </dl>
          </section>
          <section aria-labelledby="review-documents-title">
            <h2 id="review-documents-title">{t('orgDocumentsTitle')}</h2>
            <DocumentList organisationId={organisation.id} />
          </section>
          {staffCan('decideKyb') && (
            <Decision
              organisationId={organisation.id}
              kybStatus={organisation.kybStatus}
              onDecided={async (message) => {
                const next = await consoleApi.organisation(organisation.id);
                loaded.set(next);
                setNotice(`${message} ${next.canCollect ? t('conNowCanCollect') : t('conStillCannotCollect', { reasons: next.reasons.map(reasonText).join(' · ') })}`);
              }}
            />
          )}
        </>
      )}
    </Page>
  );
}

function Decision({ organisationId, kybStatus, onDecided }: { organisationId: string; kybStatus: 'pending' | 'verified' | 'refused'; onDecided: (message: string) => Promise<void> }) {
  const choices = (['verify', 'refuse'] as const).filter((d) => (d === 'verify' ? kybStatus !== 'verified' : kybStatus !== 'refused'));
  const [decision, setDecision] = useState<'verify' | 'refuse' | ''>('');
  const [reason, setReason] = useState('');
  const action = useAction();
  const submit = action.submit(async () => {
    if (!decision) return action.setError(t('conDecisionMissing'));
    await consoleApi.decideKyb(organisationId, decision, reason.trim());
    setReason('');
    setDecision('');
    await onDecided(decision === 'verify' ? t('conKybVerified') : t('conKybRefused'));
  });
  return (
    <section aria-labelledby="decision-title">
      <h2 id="decision-title">{t('conDecisionTitle')}</h2>
      <form class="stack box" onSubmit={submit} aria-labelledby="decision-title">
        <Choices legend={t('conDecision')} name="decision" options={choices.map((value) => [value, t(`conDecision_${value}`)] as const)} value={decision} onChange={setDecision} />
        <label>
          {t('conReason')}
          <textarea required maxLength={500} rows={3} dir="auto" value={reason} aria-describedby="decision-hint" onInput={(e) => setReason(e.currentTarget.value)} />
          <span class="hint" id="decision-hint">{t('conDecisionHint')}</span>
        </label>
        <FormEnd action={action} submit={t('conDecisionSave')} />
      </form>
    </section>
  );
}
