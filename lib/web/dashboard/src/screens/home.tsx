// Home: whether the organisation can collect payments and, if not, each reason in words with
// what to do (the organisation detail's `canCollect` and `reasons`). Until a first payment has
// succeeded, a getting-started checklist follows: each step's state, read from the API (what the
// member's role may read), what to do or what happens next, and a link to the screen of the step
// when that screen exists and the member may use it. Once the organisation can collect, a member who
// may read payments sees the overview of its payments (overview.tsx).
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { api, type OrganisationDetail } from '../api.js';
import { setupApi, type OrganisationFile, type PaymentAccount } from '../api/setup.js';
import { plural, t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { formatDateTime } from '../load.js';
import { can } from '../permissions.js';
import { currentMembership, organisationId } from '../session.js';
import { describeError, FormError, Page } from '../ui.js';
import { roleName } from '../roles.js';
import { Overview } from './overview.js';

const reasonText = (code: string) => {
  const key = `reason_${code}` as MessageKey;
  return key in { reason_kyb_pending: 1, reason_kyb_refused: 1, reason_contract_unsigned: 1, reason_no_active_affiliation: 1, reason_organisation_suspended: 1 }
    ? t(key)
    : t('reason_unknown', { code });
};

/** What the checklist reads besides the organisation: undefined where the member's role may not read it. */
interface SetupFacts {
  files?: OrganisationFile[];
  accounts?: PaymentAccount[];
  paid?: boolean;
}

async function readFacts(id: string): Promise<SetupFacts> {
  const optional = <T,>(allowed: boolean, read: () => Promise<T>) => (allowed ? read() : Promise.resolve(undefined));
  const [files, accounts, paid] = await Promise.all([
    optional(can('files.view'), () => setupApi.files(id)),
    optional(can('accounts.view'), () => setupApi.accounts(id)),
    optional(can('payments.view'), () => setupApi.anyPaid()),
  ]);
  return { files, accounts, paid };
}

export function Home() {
  const id = useSignal(organisationId);
  const [organisation, setOrganisation] = useState<OrganisationDetail | undefined>();
  const [facts, setFacts] = useState<SetupFacts | undefined>();
  const [error, setError] = useState('');

  useEffect(() => {
    if (!id) return;
    let live = true;
    setOrganisation(undefined);
    setFacts(undefined);
    setError('');
    Promise.all([api.organisation(id), readFacts(id)]).then(
      ([detail, read]) => {
        if (!live) return;
        setOrganisation(detail);
        setFacts(read);
      },
      (failure: unknown) => live && setError(describeError(failure)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const membership = currentMembership();
  // The checklist stays until a payment has succeeded (a member who may not read payments sees it while the organisation cannot collect).
  const showChecklist = organisation && facts && (!organisation.canCollect || facts.paid === false);
  return (
    <Page title={t('homeTitle')}>
      {/* Staff never reach this page: they work in the staff console (console/shell.tsx). */}
      {!id && <p class="notice">{t('noMembership')}</p>}
      {membership && (
        <p class="muted">
          {t('role', { role: roleName(membership.role, membership.roleName) })}
          {membership.isOwner && <> · <span data-testid="owner">{t('ownerBadge')}</span></>}
        </p>
      )}
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
      {showChecklist && <Checklist organisation={organisation} facts={facts} />}
      {organisation?.canCollect && can('payments.view') && <Overview />}
    </Page>
  );
}

type StepState = 'done' | 'todo' | 'review' | 'refused' | 'waiting' | 'blocked' | 'unknown';

interface Step {
  key: 'profile' | 'documents' | 'contract' | 'affiliation' | 'account' | 'payment';
  state: StepState;
  /** What the state means for this step, and what to do or what happens next. */
  text: string;
  /** The screen of the step, when it exists and the member may use it. */
  link?: { href: string; label: string };
}

const PROFILE_FIELDS = ['address', 'city', 'postalCode', 'phone', 'email'] as const;
/** The documents the KYB review reads (a logo is branding, not a KYB document). */
const isKybDocument = (file: OrganisationFile) => file.type !== 'logo';
const isBranded = (account: PaymentAccount) => account.status !== 'archived' && Boolean(account.displayName || account.logoFileId || account.themeColor);

export function checklistSteps(organisation: OrganisationDetail & Record<string, unknown>, facts: SetupFacts): Step[] {
  const toOrganisation = (label: MessageKey) =>
    can('organisation.view') || can('files.view') ? { link: { href: '/organisation', label: t(label) } } : {};
  const missing = PROFILE_FIELDS.filter((field) => !organisation[field]);
  const documents = facts.files?.filter(isKybDocument);
  const steps: Step[] = [
    missing.length === 0
      ? { key: 'profile', state: 'done', text: t('setupProfileDone') }
      : { key: 'profile', state: 'todo', text: t('setupProfileTodo', { count: plural('setupFieldsMissing', missing.length) }), ...toOrganisation('setupProfileLink') },
    organisation.kybStatus === 'verified'
      ? { key: 'documents', state: 'done', text: t('setupDocumentsDone') }
      : organisation.kybStatus === 'refused'
        ? { key: 'documents', state: 'refused', text: t('setupDocumentsRefused'), ...(can('files.manage') ? toOrganisation('setupDocumentsLink') : {}) }
        : documents === undefined
          ? { key: 'documents', state: 'unknown', text: t('setupDocumentsUnknown') }
          : documents.length === 0
            ? { key: 'documents', state: 'todo', text: t('setupDocumentsTodo'), ...(can('files.manage') ? toOrganisation('setupDocumentsLink') : {}) }
            : { key: 'documents', state: 'review', text: t('setupDocumentsReview', { count: plural('setupDocumentsSent', documents.length) }) },
    organisation.contractSignedAt
      ? { key: 'contract', state: 'done', text: t('setupContractDone', { date: formatDateTime(organisation.contractSignedAt) }) }
      : { key: 'contract', state: 'waiting', text: t('setupContractWaiting'), ...toOrganisation('setupContractLink') },
    organisation.activeAffiliations > 0
      ? { key: 'affiliation', state: 'done', text: plural('setupAffiliationsActive', organisation.activeAffiliations) }
      : {
          key: 'affiliation',
          state: 'todo',
          text: t('setupAffiliationTodo'),
          ...(can('affiliations.view') ? { link: { href: '/providers', label: t('setupAffiliationLink') } } : {}),
        },
    facts.accounts === undefined
      ? { key: 'account', state: 'unknown', text: t('setupAccountUnknown') }
      : facts.accounts.some(isBranded)
        ? { key: 'account', state: 'done', text: t('setupAccountDone') }
        : { key: 'account', state: 'todo', text: t('setupAccountTodo'), ...(can('accounts.manage') ? { link: { href: '/accounts', label: t('setupAccountLink') } } : {}) },
    !organisation.canCollect
      ? { key: 'payment', state: 'blocked', text: t('setupPaymentBlocked') }
      : facts.paid === undefined
        ? { key: 'payment', state: 'unknown', text: t('setupPaymentUnknown') }
        : facts.paid
          ? { key: 'payment', state: 'done', text: t('setupPaymentDone') }
          : {
              key: 'payment',
              state: 'todo',
              text: t('setupPaymentTodo'),
              ...(can('payments.create') ? { link: { href: '/payments/new', label: t('setupPaymentLink') } } : {}),
            },
  ];
  return steps;
}

function Checklist({ organisation, facts }: { organisation: OrganisationDetail; facts: SetupFacts }) {
  const steps = checklistSteps(organisation as OrganisationDetail & Record<string, unknown>, facts);
  const done = steps.filter((step) => step.state === 'done').length;
  return (
    <section aria-labelledby="setup-title" class="setup" data-testid="checklist">
      <h2 id="setup-title">{t('setupTitle')}</h2>
      <p class="muted" data-testid="setup-progress">{plural('setupStepsDone', done, { total: steps.length })}</p>
      <ol class="cards checklist">
        {steps.map((step) => (
          <li key={step.key} class={`card step step-${step.state}`} data-step={step.key} data-state={step.state}>
            <h3>
              <span class={`badge step-${step.state}`}>{t(`setupState_${step.state}`)}</span>{' '}
              {t(`setupStep_${step.key}`)}
            </h3>
            <p>{step.text}</p>
            {step.link && <Link href={step.link.href}>{step.link.label}</Link>}
          </li>
        ))}
      </ol>
    </section>
  );
}
