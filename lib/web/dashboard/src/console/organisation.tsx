// One organisation as staff see it: its legal identity and contacts, its status (suspended, and
// why), whether it can collect and why not, KYB and contract, v2 serving; what the signed-in role
// may do about it (admin: record the contract, v2 mode, send the owner's invitation again; admin
// and support: suspend and reactivate with a reason; compliance: review the KYB); then its members
// and invitations, payment accounts, affiliations, documents, recent payments and audit trail,
// each read from the admin API. After an action the focus goes to the notice that says what changed.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Link, useParams } from 'wouter-preact';
import { consoleApi, type CreatedInvitation, type StaffOrganisation } from './api.js';
import { lang, LANGS, t } from '../i18n/index.js';
import { useAction } from '../action.js';
import { formatDateTime, useLoad, type Loaded } from '../load.js';
import { formatDinars } from '../money.js';
import { roleName } from '../roles.js';
import { busyAttributes, Choices, FormEnd, FormError, Notice, Page } from '../ui.js';
import { Badge, codeText, CopyField, Row } from '../widgets.js';
import { staffCan } from './roles.js';
import { KybBadge, reasonText, StatusBadge } from './widgets.js';
import { AuditTrail } from './audit.js';
import { DocumentList } from './documents.js';

const region = (code: string) => new Intl.DisplayNames(LANGS[lang.get()].locale, { type: 'region' }).of(code) ?? code;

export function ConsoleOrganisation() {
  const { id } = useParams<{ id: string }>();
  const loaded = useLoad(() => consoleApi.organisation(id), [id], { anyOrganisation: true });
  const [notice, setNotice] = useState('');
  const [round, setRound] = useState(0);
  const organisation = loaded.data;
  const changed = (message: string, next?: StaffOrganisation) => {
    if (next) loaded.set(next);
    else loaded.reload();
    setRound((n) => n + 1);
    setNotice(message);
  };
  return (
    <Page title={organisation ? organisation.name : t('conOrganisationTitle')}>
      <p><Link href="/console/organisations">{t('conBackToOrganisations')}</Link></p>
      <FormError message={loaded.error} />
      <Notice id="console-notice" message={notice} focus />
      {!organisation && !loaded.error && <p aria-busy="true">{t('loading')}</p>}
      {organisation && (
        <>
          <Summary organisation={organisation} />
          <Actions organisation={organisation} onChanged={changed} />
          <Members organisationId={organisation.id} round={round} onChanged={changed} />
          <Accounts organisation={organisation} />
          <Affiliations organisationId={organisation.id} />
          <section aria-labelledby="documents-title">
            <h2 id="documents-title">{t('orgDocumentsTitle')}</h2>
            {staffCan('decideKyb') && (
              <p><Link href={`/console/kyb/${organisation.id}`}>{t('conReviewKybLink')}</Link></p>
            )}
            <DocumentList organisationId={organisation.id} />
          </section>
          <RecentPayments organisationId={organisation.id} />
          <AuditTrail organisationId={organisation.id} round={round} />
        </>
      )}
    </Page>
  );
}

function Summary({ organisation }: { organisation: StaffOrganisation }) {
  const status = organisation.status ?? (organisation.reasons.includes('organisation_suspended') ? 'suspended' : 'active');
  return (
    <>
      <dl class="facts" data-testid="organisation">
        <Row label={t('orgLegalName')}><bdi>{organisation.legalName}</bdi></Row>
        <Row label={t('orgTaxId')}><bdi dir="ltr">{organisation.taxId}</bdi></Row>
        <Row label={t('orgCountry')}>{region(organisation.country)}</Row>
        {(['address', 'city', 'postalCode', 'phone', 'email', 'website'] as const).map((field) =>
          organisation[field] ? <Row key={field} label={t(`orgField_${field}`)}><bdi dir="auto">{organisation[field]}</bdi></Row> : null,
        )}
        <Row label={t('conStatus')}>
          <StatusBadge status={status} />
          {status === 'suspended' && organisation.statusReason && <span class="block" data-testid="status-reason">{t('conStatusReason', { reason: organisation.statusReason })}</span>}
        </Row>
        <Row label={t('orgKybTitle')}><KybBadge status={organisation.kybStatus} /></Row>
        <Row label={t('orgContractTitle')}>
          {organisation.contractSignedAt ? t('conSignedOn', { date: formatDateTime(organisation.contractSignedAt) }) : t('orgContractUnsigned')}
        </Row>
        <Row label={t('conV2Mode')}><span data-testid="v2-mode">{t(`conV2Mode_${organisation.v2Mode ?? 'served'}`)}</span></Row>
      </dl>
      {organisation.canCollect ? (
        <p class="status ok" data-testid="can-collect">{t('conCanCollect')}</p>
      ) : (
        <div class="status blocked" data-testid="cannot-collect">
          <p>{t('conCannotCollect')}</p>
          <ul>{organisation.reasons.map((code) => <li key={code} data-reason={code}>{reasonText(code)}</li>)}</ul>
        </div>
      )}
    </>
  );
}

type Changed = (message: string, next?: StaffOrganisation) => void;

function Actions({ organisation, onChanged }: { organisation: StaffOrganisation; onChanged: Changed }) {
  const may = { status: staffCan('changeStatus'), contract: staffCan('recordContract'), v2: staffCan('changeV2Mode') };
  if (!may.status && !may.contract && !may.v2) return null;
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">{t('conActionsTitle')}</h2>
      {may.contract && <ContractForm organisation={organisation} onChanged={onChanged} />}
      {may.status && <StatusForm organisation={organisation} onChanged={onChanged} />}
      {may.v2 && <V2Form organisation={organisation} onChanged={onChanged} />}
    </section>
  );
}

function ContractForm({ organisation, onChanged }: { organisation: StaffOrganisation; onChanged: Changed }) {
  const [date, setDate] = useState('');
  const action = useAction();
  const submit = action.submit(async () => {
    // A day typed is the signature's day at noon, Tunis (UTC+1): the same day wherever it is read.
    const contract = await consoleApi.recordContract(organisation.id, date ? `${date}T12:00:00+01:00` : undefined);
    setDate('');
    onChanged(t('conContractRecorded', { date: formatDateTime(contract.signedAt) }));
  });
  return (
    <form class="stack box" onSubmit={submit} aria-labelledby="contract-form-title">
      <h3 id="contract-form-title">{t('conContractFormTitle')}</h3>
      <p class="muted">{organisation.contractSignedAt ? t('conContractAgain', { date: formatDateTime(organisation.contractSignedAt) }) : t('conContractIntro')}</p>
      <label>
        {t('conContractDate')}
        <input type="date" value={date} max={new Date().toISOString().slice(0, 10)} onInput={(e) => setDate(e.currentTarget.value)} />
      </label>
      <FormEnd action={action} submit={t('conContractRecord')} />
    </form>
  );
}

function StatusForm({ organisation, onChanged }: { organisation: StaffOrganisation; onChanged: Changed }) {
  const suspended = (organisation.status ?? 'active') === 'suspended';
  const [reason, setReason] = useState('');
  const action = useAction();
  const submit = action.submit(async () => {
    const next = await consoleApi.setStatus(organisation.id, suspended ? 'active' : 'suspended', reason.trim());
    setReason('');
    onChanged(suspended ? t('conReactivated') : t('conSuspended'), next);
  });
  return (
    <form class="stack box" onSubmit={submit} aria-labelledby="status-form-title">
      <h3 id="status-form-title">{suspended ? t('conReactivateTitle') : t('conSuspendTitle')}</h3>
      <p class="muted">{suspended ? t('conReactivateIntro') : t('conSuspendIntro')}</p>
      <label>
        {t('conReason')}
        <textarea required maxLength={500} rows={2} dir="auto" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <FormError message={action.error} />
      <div class="actions">
        <button type="submit" class={suspended ? undefined : 'danger'} {...busyAttributes(action.busy)}>
          {suspended ? t('conReactivate') : t('conSuspend')}
        </button>
      </div>
    </form>
  );
}

function V2Form({ organisation, onChanged }: { organisation: StaffOrganisation; onChanged: Changed }) {
  const current = organisation.v2Mode ?? 'served';
  const [mode, setMode] = useState<'served' | 'relayed'>(current);
  const [reason, setReason] = useState('');
  const action = useAction();
  const submit = action.submit(async () => {
    const next = await consoleApi.setV2Mode(organisation.id, mode, reason.trim());
    setReason('');
    onChanged(t('conV2Changed', { mode: t(`conV2Mode_${next.v2Mode ?? 'served'}`) }), next);
  });
  return (
    <form class="stack box" onSubmit={submit} aria-labelledby="v2-form-title">
      <h3 id="v2-form-title">{t('conV2Title')}</h3>
      <Choices legend={t('conV2Mode')} name="v2Mode" options={(['served', 'relayed'] as const).map((value) => [value, t(`conV2Mode_${value}`)] as const)} value={mode} onChange={setMode} />
      <label>
        {t('conReason')}
        <textarea required maxLength={500} rows={2} dir="auto" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <FormEnd action={action} submit={t('conV2Save')} />
    </form>
  );
}

function Members({ organisationId, round, onChanged }: { organisationId: string; round: number; onChanged: Changed }) {
  const team = useLoad(() => consoleApi.members(organisationId), [organisationId, round], { anyOrganisation: true });
  const ownerJoined = team.data?.members.some((m) => m.isOwner);
  // Kept here: the team is read again after the invitation is sent, and the link must stay shown.
  const [sentLink, setSentLink] = useState<string | null | undefined>();
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{t('conMembersTitle')}</h2>
      <FormError message={team.error} />
      {!team.data && !team.error && <p aria-busy="true">{t('loading')}</p>}
      {team.data && team.data.members.length === 0 && <p class="muted">{t('conNoMembers')}</p>}
      {team.data && team.data.members.length > 0 && (
        <ul class="cards" data-testid="members">
          {team.data.members.map((m) => (
            <li class="card" key={m.userId}>
              <p><bdi>{`${m.firstName} ${m.lastName}`}</bdi> · <bdi dir="ltr">{m.email}</bdi></p>
              <p class="muted">
                {roleName(m.role, m.roleName)}
                {m.isOwner && <> · {t('ownerBadge')}</>}
                {' · '}
                {m.lastLoginAt ? t('conLastSignIn', { date: formatDateTime(m.lastLoginAt) }) : t('conNeverSignedIn')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {team.data && team.data.invitations.length > 0 && (
        <>
          <h3>{t('conInvitationsTitle')}</h3>
          <ul class="cards" data-testid="invitations">
            {team.data.invitations.map((i) => (
              <li class="card" key={i.id}>
                <p><bdi dir="ltr">{i.email}</bdi> · {roleName(null, i.roleName)}</p>
                <p class="muted">{t('conInvitationExpires', { date: formatDateTime(i.expiresAt) })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {team.data && !ownerJoined && staffCan('inviteOwner') && (
        <OwnerInvitation
          organisationId={organisationId}
          email={team.data.invitations[0]?.email ?? ''}
          onSent={(sent) => {
            setSentLink(sent.inviteLink);
            onChanged(t('conOwnerInvited', { email: sent.email }));
          }}
        />
      )}
      {sentLink && <CopyField label={t('conInviteLink')} value={sentLink} button={t('copyButton')} testId="invite-link" />}
    </section>
  );
}

function OwnerInvitation({ organisationId, email: latest, onSent }: { organisationId: string; email: string; onSent: (sent: CreatedInvitation) => void }) {
  const [email, setEmail] = useState(latest);
  const action = useAction();
  const submit = action.submit(async () => onSent(await consoleApi.inviteOwner(organisationId, email.trim() || undefined)));
  return (
    <form class="stack box" onSubmit={submit} aria-labelledby="owner-invite-title">
      <h3 id="owner-invite-title">{t('conOwnerInviteTitle')}</h3>
      <p class="muted">{t('conOwnerInviteIntro')}</p>
      <label>
        {t('conOwnerEmail')}
        <input type="email" dir="ltr" maxLength={254} autocomplete="off" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      </label>
      <FormEnd action={action} submit={t('conOwnerInviteSend')} />
    </form>
  );
}

function Accounts({ organisation }: { organisation: StaffOrganisation }) {
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">{t('conAccountsTitle')}</h2>
      <ul class="cards" data-testid="accounts">
        {organisation.paymentAccounts.map((a) => (
          <li class="card" key={a.id}>
            <p>
              <bdi>{a.name}</bdi> <Badge kind="acc" value={String(a.status)} label={codeText('accStatus_', String(a.status))} />
              {a.isDefault && <> · {t('conDefaultAccount')}</>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section of what the organisation has, as the API lists it: its failure, the notice when there is none, else a card each. */
function Cards<T>({ id, title, list, none, testId, card }: { id: string; title: string; list: Loaded<{ items: T[] }>; none: string; testId: string; card: (item: T) => ComponentChildren }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FormError message={list.error} />
      {list.data && list.data.items.length === 0 && <p class="muted">{none}</p>}
      {list.data && list.data.items.length > 0 && <ul class="cards" data-testid={testId}>{list.data.items.map(card)}</ul>}
    </section>
  );
}

function Affiliations({ organisationId }: { organisationId: string }) {
  const list = useLoad(() => consoleApi.affiliations({ organisation: organisationId, limit: 50 }), [organisationId], { anyOrganisation: true });
  return (
    <Cards id="affiliations-title" title={t('conAffiliationsTitle')} list={list} none={t('conNoAffiliations')} testId="affiliations" card={(a) => (
      <li class="card" key={a.id}>
        <p>
          {a.providerName} · <span class="mono">{a.label}</span> · {t(`conEnv_${a.environment as 'sandbox' | 'production'}`)}{' '}
          <Badge kind="aff" value={a.status} label={t(`conAffStatus_${a.status}`)} />
        </p>
      </li>
    )} />
  );
}

function RecentPayments({ organisationId }: { organisationId: string }) {
  const list = useLoad(() => consoleApi.payments(organisationId), [organisationId], { anyOrganisation: true });
  return (
    <Cards id="recent-payments-title" title={t('conRecentPayments')} list={list} none={t('conNoPayments')} testId="recent-payments" card={(p) => (
      <li class="card" key={p.reference}>
        <p>
          <Link href={`/console/payments/${p.reference}`} class="mono">{p.reference}</Link>{' '}
          <span class="amount">{formatDinars(p.amount)}</span>{' '}
          <Badge kind="pay" value={p.status} label={codeText('payStatus_', p.status)} />
        </p>
        <p class="muted">{formatDateTime(p.createdAt)}{p.orderId && <> · <bdi dir="auto">{p.orderId}</bdi></>}</p>
      </li>
    )} />
  );
}
