// Team: the organisation's members (role, accounts, last sign-in), a member's role and accounts
// changed, a member removed; the pending invitations (invite by email with a role and accounts,
// the link shown outside production, send again, withdraw); the roles (predefined ones read-only,
// custom ones created, edited and deleted, each with its permissions grouped by area and its
// member count). What the member's role may not do is not offered, a grant never offers more
// than the member holds (the API refuses it). A form opened takes the focus on its first field
// (closed, the focus goes back to what opened it), and after each action the focus goes to what
// changed: the card, or the notice that says what was removed.
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { PERMISSIONS } from '../../../../../shared/domain/permissions.js';
import type { PaymentAccountSummary } from '../api.js';
import { Ownership } from './ownership.js';
import { teamApi, type CreatedInvitation, type Grant, type Invitation, type Member, type Permission, type Role } from '../api/team.js';
import { list, plural, t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { useAction } from '../action.js';
import { formatDateTime, useAccountsOnceRead } from '../load.js';
import { can, withinReach } from '../permissions.js';
import { roleName } from '../roles.js';
import { currentMembership, organisationId, session } from '../session.js';
import { useConfirm, type Question } from '../shown-once.js';
import { closeOnEscape, describeError, FormEnd, Intro, Notice, Page, useFocusOnShow } from '../ui.js';
import { CopyField } from '../widgets.js';

/** Focuses the element `selector` names once it is on the page (after the list that holds it reloads). */
function useFocusAfter(deps: unknown[]): (selector: string) => void {
  const [target, setTarget] = useState<string | undefined>();
  useEffect(() => {
    if (!target) return;
    const element = document.querySelector(target) as HTMLElement | null;
    if (!element) return;
    element.focus();
    setTarget(undefined);
  }, [target, ...deps]);
  return setTarget;
}

const AREAS = [...new Set(PERMISSIONS.map((p) => p.split('.')[0]!))];
const permissionText = (permission: string) => t(`perm_${permission.replace('.', '_')}` as MessageKey);
const areaText = (area: string) => t(`area_${area}` as MessageKey);

/** A role's permissions as one line per area: `Payments: view, create`. */
function PermissionList({ permissions }: { permissions: readonly string[] }) {
  const byArea = AREAS.map((area) => [area, permissions.filter((p) => p.startsWith(`${area}.`))] as const).filter(([, held]) => held.length > 0);
  if (byArea.length === 0) return <p class="muted">{t('teamRoleNoPermission')}</p>;
  return (
    <ul class="permissions">
      {byArea.map(([area, held]) => (
        <li key={area} data-area={area}>
          {t('teamPermissionLine', { area: areaText(area), permissions: list(held.map(permissionText)) })}
        </li>
      ))}
    </ul>
  );
}

export function Team() {
  const id = useSignal(organisationId);
  const membership = currentMembership();
  const me = session.get()?.user.id;
  const mayView = can('members.view');
  const mayManage = can('members.manage');
  const mayViewRoles = can('roles.view');
  const mayManageRoles = can('roles.manage');
  const [teamRead, setTeam] = useState<{ members: Member[]; invitations: Invitation[] } | undefined>();
  const [roles, setRoles] = useState<Role[] | undefined>();
  const accountsRead = useAccountsOnceRead();
  const accounts = accountsRead ?? [];
  // The members' scopes name their accounts: shown once the names are read too, not with ids that turn into names.
  const team = accountsRead && teamRead;
  const action = useAction();
  const { error, setError } = action;
  const confirmation = useConfirm(action);
  const [notice, setNotice] = useState('');
  const [inviting, setInviting] = useState(false);
  /** The invitation just sent, with its link (outside production). */
  const [sent, setSent] = useState<CreatedInvitation | undefined>();
  const [editingMember, setEditingMember] = useState<string | undefined>();
  const [roleForm, setRoleForm] = useState<Role | 'new' | undefined>();
  const focusAfter = useFocusAfter([team, roles, notice]);

  const loadTeam = async () => {
    if (id && mayView) setTeam(await teamApi.list(id));
  };
  const loadRoles = async () => {
    if (id && mayViewRoles) setRoles(await teamApi.roles(id));
  };
  useEffect(() => {
    setTeam(undefined);
    setRoles(undefined);
    setError('');
    setNotice('');
    setSent(undefined);
    if (!id) return;
    Promise.all([loadTeam(), loadRoles()]).catch((failure: unknown) => setError(describeError(failure)));
  }, [id]);

  const accountName = (accountId: string) => accounts.find((a) => a.id === accountId)?.name ?? accountId;
  const scopeText = (scope: 'all' | 'accounts', accountIds: string[]) =>
    scope === 'all'
      ? t('apiKeyScopeAll')
      : t('apiKeyScopeAccounts', { count: plural('apiKeyAccountsCount', accountIds.length), accounts: list(accountIds.map(accountName)) });
  const roleLabel = (roleId: string, fallback: string) => {
    const role = roles?.find((r) => r.id === roleId);
    return role ? roleName(role.key, role.name) : roleName(membership?.roleId === roleId ? membership.role : null, fallback);
  };
  /** The roles a grant may give: those whose every permission the member holds (the API refuses more). */
  const held = new Set(membership?.permissions ?? []);
  const grantable = roles?.filter((role) => role.permissions.every((p) => held.has(p))) ??
    (membership ? [{ id: membership.roleId, key: membership.role, name: membership.roleName } as Role] : []);

  const done = (message: string, selector: string) => {
    setNotice(message);
    focusAfter(selector);
  };

  /** Asks before what cannot be undone; once confirmed: the call, the list it changed read again, the notice (focused). */
  const askThen = (question: Question, call: () => Promise<unknown>, reload: () => Promise<void>, notice: string) =>
    confirmation.ask(
      question,
      async () => {
        await call();
        await reload();
      },
      { done: () => done(notice, '#team-notice') },
    );
  const remove = (member: Member) => {
    const name = `${member.firstName} ${member.lastName}`;
    askThen({ title: t('teamRemoveTitle'), confirm: t('teamRemove'), text: <p>{t('teamRemoveConfirm', { name })}</p> }, () => teamApi.remove(id!, member.userId), loadTeam, t('teamMemberRemoved', { name }));
  };
  const withdraw = (invitation: Invitation) =>
    askThen(
      { title: t('teamWithdrawTitle'), confirm: t('teamWithdraw'), text: <p>{t('teamWithdrawConfirm', { email: invitation.email })}</p> },
      async () => {
        await teamApi.withdraw(id!, invitation.id);
        if (sent?.id === invitation.id) setSent(undefined);
      },
      loadTeam,
      t('teamInvitationWithdrawn', { email: invitation.email }),
    );
  const deleteRole = (role: Role) =>
    askThen({ title: t('teamRoleDeleteTitle'), confirm: t('teamRoleDelete'), text: <p>{t('teamRoleDeleteConfirm', { name: role.name })}</p> }, () => teamApi.deleteRole(id!, role.id), loadRoles, t('teamRoleDeleted', { name: role.name }));
  const resend = (invitation: Invitation) =>
    action.run(async () => {
      const again = await teamApi.invite(id!, invitation.email, invitation);
      setSent(again);
      await loadTeam();
      done(t('teamInvitationResent', { email: invitation.email }), `li[data-invitation="${again.id}"]`);
    });

  return (
    <Page title={t('teamTitle')}>
      <Intro notAllowed={!mayView && !mayViewRoles && t('teamNotAllowed')} error={error} />
      <Notice id="team-notice" message={notice} />

      {mayView && (
        <section aria-labelledby="members-title">
          <h2 id="members-title">{t('teamMembers')}</h2>
          {!team && !error && <p aria-busy="true">{t('loading')}</p>}
          {team && (
            <ul class="cards" data-testid="members">
              {team.members.map((member) => {
                const name = `${member.firstName} ${member.lastName}`;
                const changeable =
                  mayManage && !member.isOwner && member.userId !== me && withinReach(member, roles?.find((role) => role.id === member.roleId)?.permissions);
                return (
                  <li key={member.userId} class="card" data-member={member.userId} tabIndex={-1}>
                    <h3>
                      <bdi>{name}</bdi>
                      {member.isOwner && <> <span class="badge active">{t('ownerBadge')}</span></>}
                      {member.userId === me && <> <span class="muted">{t('teamYou')}</span></>}
                    </h3>
                    <dl class="facts">
                      <dt>{t('email')}</dt>
                      <dd><bdi dir="ltr">{member.email}</bdi></dd>
                      <dt>{t('apiKeyRole')}</dt>
                      <dd data-role={member.role ?? 'custom'}><bdi>{roleLabel(member.roleId, member.roleName)}</bdi></dd>
                      <dt>{t('apiKeyScope')}</dt>
                      <dd data-scope={member.scope}>{scopeText(member.scope, member.accountIds)}</dd>
                      <dt>{t('teamLastLogin')}</dt>
                      <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('apiKeyNeverUsed')}</dd>
                      <dt>{t('teamJoined')}</dt>
                      <dd>{formatDateTime(member.joinedAt)}</dd>
                    </dl>
                    {changeable && editingMember !== member.userId && (
                      <div class="actions">
                        <button type="button" onClick={() => setEditingMember(member.userId)} aria-label={t('teamChangeFor', { name })}>{t('teamChange')}</button>
                        <button type="button" class="danger" onClick={() => remove(member)} aria-label={t('teamRemoveFor', { name })}>{t('teamRemove')}</button>
                      </div>
                    )}
                    {changeable && editingMember === member.userId && (
                      <GrantForm
                        idPrefix={`member-${member.userId}`}
                        title={t('teamChangeTitle', { name })}
                        roles={grantable}
                        accounts={accounts}
                        initial={{ roleId: member.roleId, scope: member.scope, accountIds: member.accountIds }}
                        submitLabel={t('teamSave')}
                        onCancel={() => {
                          setEditingMember(undefined);
                          focusAfter(`li[data-member="${member.userId}"]`);
                        }}
                        onSubmit={async (grant) => {
                          await teamApi.change(id!, member.userId, grant);
                          setEditingMember(undefined);
                          await loadTeam();
                          done(t('teamMemberChanged', { name }), `li[data-member="${member.userId}"]`);
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      <Ownership members={team?.members} onChanged={loadTeam} />

      {mayView && (
        <section aria-labelledby="invitations-title">
          <h2 id="invitations-title">{t('teamInvitations')}</h2>
          {mayManage && !inviting && (
            <p><button type="button" id="team-invite" onClick={() => setInviting(true)}>{t('teamInvite')}</button></p>
          )}
          {mayManage && inviting && (
            <InviteForm
              roles={grantable}
              accounts={accounts}
              onCancel={() => {
                setInviting(false);
                focusAfter('#team-invite');
              }}
              onSubmit={async (email, grant) => {
                const created = await teamApi.invite(id!, email, grant);
                setInviting(false);
                setSent(created);
                await loadTeam();
                done(t('teamInvitationSent', { email: created.email }), `li[data-invitation="${created.id}"]`);
              }}
            />
          )}
          {team && team.invitations.length === 0 && <p>{t('teamInvitationsNone')}</p>}
          {team && team.invitations.length > 0 && (
            <ul class="cards" data-testid="invitations">
              {team.invitations.map((invitation) => (
                <li key={invitation.id} class="card" data-invitation={invitation.id} tabIndex={-1}>
                  <h3><bdi dir="ltr">{invitation.email}</bdi></h3>
                  <dl class="facts">
                    <dt>{t('apiKeyRole')}</dt>
                    <dd><bdi>{roleLabel(invitation.roleId, invitation.roleName)}</bdi></dd>
                    <dt>{t('apiKeyScope')}</dt>
                    <dd>{scopeText(invitation.scope, invitation.accountIds)}</dd>
                    <dt>{t('teamInvitedOn')}</dt>
                    <dd>{formatDateTime(invitation.createdAt)}</dd>
                    <dt>{t('teamExpires')}</dt>
                    <dd>{formatDateTime(invitation.expiresAt)}</dd>
                  </dl>
                  {sent?.id === invitation.id && sent.inviteLink && (
                    <CopyField label={t('teamInviteLink')} value={sent.inviteLink} button={t('copyButton')} testId="invite-link" />
                  )}
                  {mayManage && (
                    <div class="actions">
                      <button type="button" class="secondary" onClick={() => void resend(invitation)} aria-label={t('teamResendFor', { email: invitation.email })}>{t('teamResend')}</button>
                      <button type="button" class="danger" onClick={() => withdraw(invitation)} aria-label={t('teamWithdrawFor', { email: invitation.email })}>{t('teamWithdraw')}</button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {mayViewRoles && (
        <section aria-labelledby="roles-title">
          <h2 id="roles-title">{t('teamRoles')}</h2>
          <p class="muted">{t('teamRolesIntro')}</p>
          {mayManageRoles && roleForm === undefined && (
            <p><button type="button" id="team-role-create" onClick={() => setRoleForm('new')}>{t('teamRoleCreate')}</button></p>
          )}
          {mayManageRoles && roleForm === 'new' && (
            <RoleForm
              held={held}
              onCancel={() => {
                setRoleForm(undefined);
                focusAfter('#team-role-create');
              }}
              onSubmit={async (body) => {
                const role = await teamApi.createRole(id!, body);
                setRoleForm(undefined);
                await loadRoles();
                done(t('teamRoleCreated', { name: role.name }), `li[data-role-id="${role.id}"]`);
              }}
            />
          )}
          {!roles && !error && <p aria-busy="true">{t('loading')}</p>}
          {roles && (
            <ul class="cards" data-testid="roles">
              {roles.map((role) => (
                <li key={role.id} class="card" data-role-id={role.id} data-role={role.key ?? 'custom'} tabIndex={-1}>
                  {typeof roleForm === 'object' && roleForm.id === role.id ? (
                    <RoleForm
                      held={held}
                      role={role}
                      onCancel={() => {
                        setRoleForm(undefined);
                        focusAfter(`li[data-role-id="${role.id}"]`);
                      }}
                      onSubmit={async (body) => {
                        await teamApi.updateRole(id!, role.id, body);
                        setRoleForm(undefined);
                        await loadRoles();
                        done(t('teamRoleSaved', { name: body.name }), `li[data-role-id="${role.id}"]`);
                      }}
                    />
                  ) : (
                    <>
                      <h3>
                        <bdi>{roleName(role.key, role.name)}</bdi>{' '}
                        <span class="badge">{role.predefined ? t('teamRolePredefined') : t('teamRoleCustom')}</span>
                      </h3>
                      {(role.predefined && role.key ? t(`roleDesc_${role.key}` as MessageKey) : role.description) && (
                        <p dir="auto">{role.predefined && role.key ? t(`roleDesc_${role.key}` as MessageKey) : role.description}</p>
                      )}
                      <p class="muted" data-testid="member-count">{plural('teamRoleMembers', role.memberCount)}</p>
                      <PermissionList permissions={role.permissions} />
                      {mayManageRoles && !role.predefined && (
                        <div class="actions">
                          <button type="button" onClick={() => setRoleForm(role)} aria-label={t('teamRoleEditFor', { name: role.name })}>{t('teamRoleEdit')}</button>
                          <button type="button" class="danger" onClick={() => deleteRole(role)} aria-label={t('teamRoleDeleteFor', { name: role.name })}>{t('teamRoleDelete')}</button>
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {confirmation.dialog}
    </Page>
  );
}

/** A role and the accounts it reaches, as radio buttons and check boxes; `everyAccount` only for a member who has every account. */
function GrantFields({ idPrefix, roles, accounts, grant, setGrant, missingAccounts, roleField }: {
  idPrefix: string;
  roles: Role[];
  accounts: PaymentAccountSummary[];
  grant: Grant;
  setGrant: (grant: Grant) => void;
  missingAccounts: boolean;
  /** The role's list, for a form that opens on it. */
  roleField?: RefObject<HTMLSelectElement>;
}) {
  const everyAccount = currentMembership()?.scope !== 'accounts';
  const toggle = (accountId: string, on: boolean) =>
    setGrant({ ...grant, accountIds: on ? [...grant.accountIds, accountId] : grant.accountIds.filter((a) => a !== accountId) });
  return (
    <>
      <label>
        {t('apiKeyRole')}
        <select ref={roleField} value={grant.roleId} onChange={(e) => setGrant({ ...grant, roleId: e.currentTarget.value })}>
          {roles.map((role) => <option key={role.id} value={role.id}>{roleName(role.key, role.name)}</option>)}
        </select>
      </label>
      <fieldset aria-describedby={missingAccounts ? `${idPrefix}-accounts-error` : undefined}>
        <legend>{t('apiKeyScope')}</legend>
        {everyAccount && (
          <label class="check">
            <input type="radio" name={`${idPrefix}-scope`} checked={grant.scope === 'all'} onChange={() => setGrant({ ...grant, scope: 'all' })} />
            <span>{t('apiKeyScopeAll')}</span>
          </label>
        )}
        <label class="check">
          <input type="radio" name={`${idPrefix}-scope`} checked={grant.scope === 'accounts'} onChange={() => setGrant({ ...grant, scope: 'accounts' })} />
          <span>{t('apiKeyScopeSome')}</span>
        </label>
        {grant.scope === 'accounts' &&
          accounts.map((account) => (
            <label key={account.id} class="check">
              <input type="checkbox" checked={grant.accountIds.includes(account.id)} onChange={(e) => toggle(account.id, e.currentTarget.checked)} />
              <bdi>{account.name ?? account.id}</bdi>
            </label>
          ))}
        {missingAccounts && <p class="error" role="alert" id={`${idPrefix}-accounts-error`}>{t('apiKeyAccountsNone')}</p>}
      </fieldset>
    </>
  );
}

/** The grant a new form starts from: the member's own role, every account (or the member's accounts). */
function initialGrant(roles: Role[]): Grant {
  const membership = currentMembership();
  const everyAccount = membership?.scope !== 'accounts';
  const roleId = roles.find((r) => r.id === membership?.roleId)?.id ?? roles[roles.length - 1]?.id ?? '';
  return { roleId, scope: everyAccount ? 'all' : 'accounts', accountIds: everyAccount ? [] : [...(membership?.accountIds ?? [])] };
}

function GrantForm({ idPrefix, title, roles, accounts, initial, submitLabel, onSubmit, onCancel }: {
  idPrefix: string;
  title: string;
  roles: Role[];
  accounts: PaymentAccountSummary[];
  initial: Grant;
  submitLabel: string;
  onSubmit: (grant: Grant) => Promise<void>;
  onCancel: () => void;
}) {
  const [grant, setGrant] = useState(initial);
  const [missingAccounts, setMissingAccounts] = useState(false);
  const action = useAction();
  // Opened in place of the Change button: the focus goes to its first field, not to the page's top.
  const roleField = useRef<HTMLSelectElement>(null);
  useFocusOnShow(roleField, []);
  const submit = action.submit(async () => {
    setMissingAccounts(grant.scope === 'accounts' && grant.accountIds.length === 0);
    if (grant.scope === 'accounts' && grant.accountIds.length === 0) return;
    await onSubmit(grant);
  });
  return (
    <form class="stack" onSubmit={submit} aria-label={title} onKeyDown={closeOnEscape(onCancel)}>
      <GrantFields idPrefix={idPrefix} roles={roles} accounts={accounts} grant={grant} setGrant={setGrant} missingAccounts={missingAccounts} roleField={roleField} />
      <FormEnd action={action} submit={submitLabel} onCancel={onCancel} />
    </form>
  );
}

function InviteForm({ roles, accounts, onSubmit, onCancel }: {
  roles: Role[];
  accounts: PaymentAccountSummary[];
  onSubmit: (email: string, grant: Grant) => Promise<void>;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState(() => initialGrant(roles));
  const [missingAccounts, setMissingAccounts] = useState(false);
  const action = useAction();
  // Opened in place of its button: the focus goes to its first field, not to the page's top.
  const emailField = useRef<HTMLInputElement>(null);
  useFocusOnShow(emailField, []);
  useEffect(() => {
    if (!grant.roleId && roles.length) setGrant(initialGrant(roles));
  }, [roles]);
  const submit = action.submit(async () => {
    setMissingAccounts(grant.scope === 'accounts' && grant.accountIds.length === 0);
    if (grant.scope === 'accounts' && grant.accountIds.length === 0) return;
    await onSubmit(email.trim(), grant);
  });
  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="invite-title">
      <h3 id="invite-title">{t('teamInvite')}</h3>
      <label>
        {t('email')}
        <input ref={emailField} type="email" required maxLength={320} dir="ltr" autocomplete="off" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      </label>
      <GrantFields idPrefix="invite" roles={roles} accounts={accounts} grant={grant} setGrant={setGrant} missingAccounts={missingAccounts} />
      <p class="muted">{t('teamInviteHint')}</p>
      <FormEnd action={action} submit={t('teamInviteSend')} onCancel={onCancel} />
    </form>
  );
}

/** A custom role's name, description and permissions (only those the member holds, grouped by area). */
function RoleForm({ role, held, onSubmit, onCancel }: {
  role?: Role;
  held: Set<string>;
  onSubmit: (body: { name: string; description: string | null; permissions: Permission[] }) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [chosen, setChosen] = useState<string[]>(role ? [...role.permissions] : []);
  const action = useAction();
  const prefix = role ? `role-${role.id}` : 'role-new';
  // Opened in place of its button (Create a role, Edit): the focus goes to its first field, not to the page's top.
  const nameField = useRef<HTMLInputElement>(null);
  useFocusOnShow(nameField, []);
  const submit = action.submit(async () => {
    await onSubmit({ name: name.trim(), description: description.trim() || null, permissions: chosen as Permission[] });
  });
  const toggle = (permission: string, on: boolean) => setChosen((current) => (on ? [...current, permission] : current.filter((p) => p !== permission)));
  return (
    <form class="stack card" onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>{role ? t('teamRoleEditTitle', { name: role.name }) : t('teamRoleCreate')}</h3>
      <label>
        {t('teamRoleName')}
        <input ref={nameField} required maxLength={60} dir="auto" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t('teamRoleDescription')}
        <textarea maxLength={280} dir="auto" rows={2} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <p class="muted">{t('teamRolePermissionsHint')}</p>
      {AREAS.map((area) => {
        const offered = PERMISSIONS.filter((p) => p.startsWith(`${area}.`) && held.has(p));
        if (offered.length === 0) return null;
        return (
          <fieldset key={area} class="permission-area">
            <legend>{areaText(area)}</legend>
            {offered.map((permission) => (
              <label key={permission} class="check">
                <input type="checkbox" checked={chosen.includes(permission)} onChange={(e) => toggle(permission, e.currentTarget.checked)} />
                <span>{permissionText(permission)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <FormEnd action={action} submit={role ? t('teamSave') : t('teamRoleCreateSubmit')} onCancel={onCancel} />
    </form>
  );
}
