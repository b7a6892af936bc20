import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvitation } from '../../../shared/members/invitations.js';
import { db } from '../../../shared/store/client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { asSession, createMerchant, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { addMember, auditOf, invite, tokenOf } from './support.js';

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
let viewer: { userId: string; email: string; cookie: string };
let scoped: { userId: string; email: string; cookie: string };
const members = () => `/organisations/${merchant.organisationId}/members`;

beforeAll(async () => {
  app = await startTestApp();
  [merchant, other] = await Promise.all([createMerchant(app.http), createMerchant(app.http)]);
  viewer = await addMember(app.http, merchant, merchant.roles.viewer!);
  scoped = await addMember(app.http, merchant, merchant.roles.support!, {
    scope: 'accounts',
    accountIds: [merchant.defaultAccountId],
  });
}, 90_000);
afterAll(async () => {
  await app?.stop();
});

const MEMBER_FIELDS = [
  'accountIds',
  'email',
  'firstName',
  'isOwner',
  'joinedAt',
  'lastLoginAt',
  'lastName',
  'permissions',
  'role',
  'roleId',
  'roleName',
  'scope',
  'userId',
];
const INVITATION_FIELDS = ['accountIds', 'createdAt', 'email', 'expiresAt', 'id', 'roleId', 'roleName', 'scope'];

describe('inviting', () => {
  it('answers 201 with the invitation and its link, expiring after 7 days, and emails the link', async () => {
    const email = uniqueEmail('Invitee');
    const res = await app.http.post(
      members(),
      { email: `  ${email.toUpperCase()} `, roleId: merchant.roles.finance },
      // Spaces and capitals outside the document's address format on purpose: the service trims and lowers them.
      { ...asSession(merchant.owner.cookie), offDocument: true },
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...INVITATION_FIELDS, 'inviteLink'].sort());
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      roleId: merchant.roles.finance,
      roleName: 'Finance',
      scope: 'all',
      accountIds: [],
    });
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(7 * 24 * 3600_000);
    const token = tokenOf(res.body.inviteLink);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await app.queuesIdle();
    const mail = (await app.mails()).find((m) => m.includes(`To: ${email.toLowerCase()}`));
    expect(mail).toBeDefined();
    expect(mail).toContain(res.body.inviteLink);

    const entry = (await auditOf(merchant.organisationId)).find(
      (e) => e.action === 'member.invited' && e.target.id === res.body.id,
    );
    expect(entry).toMatchObject({ actor: { type: 'user', id: merchant.owner.userId }, details: { email: email.toLowerCase() } });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('lists the invitation among the pending ones, without its link', async () => {
    const created = await invite(app.http, merchant, { roleId: merchant.roles.developer! });
    const res = await app.http.get(members(), asSession(viewer.cookie));
    expect(res.status).toBe(200);
    const listed = res.body.invitations.find((i: { id: string }) => i.id === created.id);
    expect(Object.keys(listed).sort()).toEqual(INVITATION_FIELDS);
    expect(listed).toMatchObject({ email: created.email, roleName: 'Developer' });
  });

  it('refuses a role or accounts that are not this organisation’s, and a missing account list', async () => {
    const owner = asSession(merchant.owner.cookie);
    const email = uniqueEmail();
    const unknownRole = await app.http.post(members(), { email, roleId: other.roles.viewer }, owner);
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body).toMatchObject({ error: 'validation_failed', fields: [{ field: 'roleId' }] });

    const noAccounts = await app.http.post(members(), { email, roleId: merchant.roles.viewer, scope: 'accounts' }, owner);
    expect(noAccounts.status).toBe(400);
    expect(noAccounts.body.fields).toEqual([expect.objectContaining({ field: 'accountIds' })]);

    const foreignAccount = await app.http.post(
      members(),
      { email, roleId: merchant.roles.viewer, scope: 'accounts', accountIds: [merchant.defaultAccountId, other.defaultAccountId] },
      owner,
    );
    expect(foreignAccount.status).toBe(400);
    expect(foreignAccount.body.fields).toEqual([expect.objectContaining({ field: 'accountIds.1' })]);

    const badEmail = await app.http.post(members(), { email: 'not-an-email', roleId: merchant.roles.viewer }, owner);
    expect(badEmail.status).toBe(400);
    const unknownField = await app.http.post(members(), { email, roleId: merchant.roles.viewer, admin: true }, owner);
    expect(unknownField.status).toBe(400);

    const list = await app.http.get(members(), owner);
    expect(list.body.invitations.some((i: { email: string }) => i.email === email)).toBe(false);
  });

  it('answers 409 already_member for the email of a member', async () => {
    for (const email of [viewer.email, merchant.owner.email.toUpperCase()]) {
      const res = await app.http.post(members(), { email, roleId: merchant.roles.viewer }, asSession(merchant.owner.cookie));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('already_member');
    }
  });

  it('inviting the same email again supersedes the previous invitation', async () => {
    const email = uniqueEmail();
    const first = await invite(app.http, merchant, { email, roleId: merchant.roles.viewer! });
    const second = await invite(app.http, merchant, { email, roleId: merchant.roles.finance! });
    const list = await app.http.get(members(), asSession(merchant.owner.cookie));
    expect(list.body.invitations.filter((i: { email: string }) => i.email === email).map((i: { id: string }) => i.id)).toEqual([
      second.id,
    ]);
    const res = await app.http.post('/invitations/accept', {
      token: tokenOf(first.inviteLink),
      firstName: 'A',
      lastName: 'B',
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_token');
  });
});

describe('the member list', () => {
  it('shows each member with exactly the contract fields, scoped members with their accounts', async () => {
    const res = await app.http.get(members(), asSession(merchant.owner.cookie));
    expect(res.status).toBe(200);
    for (const member of res.body.members) expect(Object.keys(member).sort()).toEqual(MEMBER_FIELDS);
    const byId = new Map(res.body.members.map((m: { userId: string }) => [m.userId, m]));
    expect(byId.get(merchant.owner.userId)).toMatchObject({
      email: merchant.owner.email,
      firstName: 'Owner',
      isOwner: true,
      role: 'administrator',
      roleName: 'Administrator',
      scope: 'all',
      accountIds: [],
      lastLoginAt: expect.any(String),
    });
    expect(byId.get(scoped.userId)).toEqual({
      userId: scoped.userId,
      email: scoped.email,
      firstName: 'Team',
      lastName: 'Member',
      roleId: merchant.roles.support,
      role: 'support',
      roleName: 'Support',
      isOwner: false,
      permissions: ['payments.view', 'payments.cancel'],
      scope: 'accounts',
      accountIds: [merchant.defaultAccountId],
      lastLoginAt: expect.any(String),
      joinedAt: expect.any(String),
    });
    expect(res.body.members[0].userId).toBe(merchant.owner.userId);
  });

  it('is refused to a viewer for changes, and is 404 for a non-member or an unknown organisation', async () => {
    const asViewer = asSession(viewer.cookie);
    const denied = [
      await app.http.post(members(), { email: uniqueEmail(), roleId: merchant.roles.viewer }, asViewer),
      await app.http.patch(`${members()}/${scoped.userId}`, { roleId: merchant.roles.viewer }, asViewer),
      await app.http.delete(`${members()}/${scoped.userId}`, asViewer),
      await app.http.delete(`/organisations/${merchant.organisationId}/invitations/${randomUUID()}`, asViewer),
    ];
    for (const res of denied) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
    expect((await app.http.get(members(), asSession(scoped.cookie))).body.error).toBe('permission_denied');

    for (const path of [members(), `/organisations/${randomUUID()}/members`]) {
      const res = await app.http.get(path, asSession(other.owner.cookie));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('organisation_not_found');
    }
    expect((await app.http.get(members())).status).toBe(401);
  });
});

describe('accepting an invitation', () => {
  it('refuses a password outside 10..256 characters and missing names, leaving the invitation usable', async () => {
    const invitation = await invite(app.http, merchant, { roleId: merchant.roles.viewer! });
    const token = tokenOf(invitation.inviteLink);
    for (const password of ['short', 'x'.repeat(257)]) {
      const res = await app.http.post('/invitations/accept', { token, firstName: 'A', lastName: 'B', password });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', fields: [{ field: 'password' }] });
    }
    const noNames = await app.http.post('/invitations/accept', { token, password: TEST_PASSWORD });
    expect(noNames.status).toBe(400);
    expect(noNames.body.error).toBe('validation_failed');
    const garbage = await app.http.post('/invitations/accept', { token: 'not-a-token', firstName: 'A', lastName: 'B', password: TEST_PASSWORD });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe('invalid_token');

    const res = await app.http.post('/invitations/accept', { token, firstName: 'Ada', lastName: 'L', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organisationId: merchant.organisationId, userId: expect.any(String), accountCreated: true });
    const again = await app.http.post('/invitations/accept', { token, firstName: 'Ada', lastName: 'L', password: TEST_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_token');
  });

  it('needs the session of the invited email when it already has an account', async () => {
    const invitation = await invite(app.http, merchant, { email: other.owner.email, roleId: merchant.roles.viewer! });
    const token = tokenOf(invitation.inviteLink);
    const anonymous = await app.http.post('/invitations/accept', { token });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthenticated');
    const someoneElse = await app.http.post('/invitations/accept', { token }, asSession(viewer.cookie));
    expect(someoneElse.status).toBe(401);
    expect((await app.http.get(members(), asSession(other.owner.cookie))).status).toBe(404);

    const res = await app.http.post('/invitations/accept', { token }, asSession(other.owner.cookie));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organisationId: merchant.organisationId, userId: other.owner.userId, accountCreated: false });
    const list = await app.http.get(members(), asSession(other.owner.cookie));
    expect(list.status).toBe(200);
    expect(list.body.members.find((m: { userId: string }) => m.userId === other.owner.userId)).toMatchObject({
      role: 'viewer',
      isOwner: false,
    });
  });

  it('accepted 20 times in parallel, creating the account: exactly one succeeds, the others stop before hashing', async () => {
    const invitation = await invite(app.http, merchant, { roleId: merchant.roles.viewer! });
    const body = { token: tokenOf(invitation.inviteLink), firstName: 'Par', lastName: 'Allel', password: TEST_PASSWORD };
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.http.post('/invitations/accept', body)));
    expect(answers.filter((a) => a.status === 200), answers.map((a) => a.status).join()).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(400);
      expect(loser.body.error).toBe('invalid_token');
    }
    const list = await app.http.get(members(), asSession(merchant.owner.cookie));
    expect(list.body.members.filter((m: { email: string }) => m.email === invitation.email)).toHaveLength(1);
  });

  it('accepted 20 times in parallel by the invited user: exactly one joins', async () => {
    const invited = await createMerchant(app.http);
    const invitation = await invite(app.http, merchant, { email: invited.owner.email, roleId: merchant.roles.viewer! });
    const token = tokenOf(invitation.inviteLink);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.http.post('/invitations/accept', { token }, asSession(invited.owner.cookie))),
    );
    expect(answers.filter((a) => a.status === 200), answers.map((a) => a.status).join()).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(['invalid_token', 'already_member']).toContain(loser.body.error);
    }
    const list = await app.http.get(members(), asSession(merchant.owner.cookie));
    expect(list.body.members.filter((m: { email: string }) => m.email === invited.owner.email)).toHaveLength(1);
  });

  it('a refused acceptance (password too short) leaves the invitation usable at once', async () => {
    const invitation = await invite(app.http, merchant, { roleId: merchant.roles.viewer! });
    const token = tokenOf(invitation.inviteLink);
    const short = await app.http.post('/invitations/accept', { token, firstName: 'Co', lastName: 'Urt', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('validation_failed');
    const ok = await app.http.post('/invitations/accept', { token, firstName: 'Co', lastName: 'Urt', password: TEST_PASSWORD });
    expect(ok.status, ok.text).toBe(200);
  });

  it('refuses an invitation past its 7 days, which is no longer listed', async () => {
    const built = buildInvitation({
      organisationId: merchant.organisationId,
      organisationName: 'x',
      email: uniqueEmail('late'),
      roleId: merchant.roles.viewer!,
      scope: 'all',
      accountIds: [],
      asOwner: false,
      invitedBy: merchant.owner.userId,
      now: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000),
    });
    await db().send(new TransactWriteCommand({ TransactItems: built.writes }));
    const res = await app.http.post('/invitations/accept', {
      token: built.token,
      firstName: 'A',
      lastName: 'B',
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_token');
    const list = await app.http.get(members(), asSession(merchant.owner.cookie));
    expect(list.body.invitations.some((i: { id: string }) => i.id === built.invitation.id)).toBe(false);
  });
});

describe('cancelling an invitation', () => {
  it('answers 204, unlists it and kills its link; a second cancel is 409, an unknown one 404', async () => {
    const invitation = await invite(app.http, merchant, { roleId: merchant.roles.viewer! });
    const path = `/organisations/${merchant.organisationId}/invitations/${invitation.id}`;
    const owner = asSession(merchant.owner.cookie);
    expect((await app.http.delete(path, owner)).status).toBe(204);
    const list = await app.http.get(members(), owner);
    expect(list.body.invitations.some((i: { id: string }) => i.id === invitation.id)).toBe(false);
    const accept = await app.http.post('/invitations/accept', {
      token: tokenOf(invitation.inviteLink),
      firstName: 'A',
      lastName: 'B',
      password: TEST_PASSWORD,
    });
    expect(accept.status).toBe(400);
    expect(accept.body.error).toBe('invalid_token');

    const again = await app.http.delete(path, owner);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('invalid_transition');
    for (const id of [randomUUID(), 'nope']) {
      const unknown = await app.http.delete(`/organisations/${merchant.organisationId}/invitations/${id}`, owner);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('invitation_not_found');
    }
    // Another organisation's invitation is not found from here.
    const foreign = await invite(app.http, other, { roleId: other.roles.viewer! });
    const cross = await app.http.delete(`/organisations/${merchant.organisationId}/invitations/${foreign.id}`, owner);
    expect(cross.status).toBe(404);
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'invitation.cancelled' && e.target.id === invitation.id)).toBe(true);
  });
});

describe('changing and removing members', () => {
  it('changes role and scope (scope defaults to all), with an audit entry', async () => {
    const member = await addMember(app.http, merchant, merchant.roles.viewer!);
    const path = `${members()}/${member.userId}`;
    const owner = asSession(merchant.owner.cookie);
    const scopedChange = await app.http.patch(
      path,
      { roleId: merchant.roles.finance, scope: 'accounts', accountIds: [merchant.defaultAccountId] },
      owner,
    );
    expect(scopedChange.status).toBe(204);
    let listed = (await app.http.get(members(), owner)).body.members.find((m: { userId: string }) => m.userId === member.userId);
    expect(listed).toMatchObject({ role: 'finance', scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    // Their new permissions apply at once: finance has no members.view.
    expect((await app.http.get(members(), asSession(member.cookie))).status).toBe(403);

    expect((await app.http.patch(path, { roleId: merchant.roles.viewer }, owner)).status).toBe(204);
    listed = (await app.http.get(members(), owner)).body.members.find((m: { userId: string }) => m.userId === member.userId);
    expect(listed).toMatchObject({ role: 'viewer', scope: 'all', accountIds: [] });
    expect((await app.http.get(members(), asSession(member.cookie))).status).toBe(200);

    const badRole = await app.http.patch(path, { roleId: other.roles.viewer }, owner);
    expect(badRole.status).toBe(400);
    const noRole = await app.http.patch(path, { scope: 'all' }, owner);
    expect(noRole.status).toBe(400);
    const unknown = await app.http.patch(`${members()}/${randomUUID()}`, { roleId: merchant.roles.viewer }, owner);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('member_not_found');

    const entry = (await auditOf(merchant.organisationId)).find(
      (e) => e.action === 'member.role_changed' && e.target.id === member.userId,
    );
    expect(entry?.details).toMatchObject({ to: { roleId: merchant.roles.viewer, scope: 'all' } });
  });

  it('never changes nor removes the owner', async () => {
    const path = `${members()}/${merchant.owner.userId}`;
    const owner = asSession(merchant.owner.cookie);
    for (const res of [
      await app.http.patch(path, { roleId: merchant.roles.viewer }, owner),
      await app.http.delete(path, owner),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('owner_immutable');
    }
    const list = await app.http.get(members(), owner);
    expect(list.body.members.find((m: { userId: string }) => m.userId === merchant.owner.userId)).toMatchObject({
      isOwner: true,
      role: 'administrator',
    });
  });

  it('removes a member, who loses access to the organisation at once but keeps their session', async () => {
    const member = await addMember(app.http, merchant, merchant.roles.viewer!);
    expect((await app.http.get(members(), asSession(member.cookie))).status).toBe(200);
    const res = await app.http.delete(`${members()}/${member.userId}`, asSession(merchant.owner.cookie));
    expect(res.status).toBe(204);
    const after = await app.http.get(members(), asSession(member.cookie));
    expect(after.status).toBe(404);
    expect(after.body.error).toBe('organisation_not_found');
    const me = await app.http.get('/auth/me', asSession(member.cookie));
    expect(me.status).toBe(200);
    expect(me.body.memberships).toEqual([]);
    const again = await app.http.delete(`${members()}/${member.userId}`, asSession(merchant.owner.cookie));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('member_not_found');
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'member.removed' && e.target.id === member.userId)).toBe(true);
  });

  it('a member changes or removes only a member within their reach: no account outside their scope, no permission they lack', async () => {
    const second = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: 'Boutique Sfax' }, asSession(merchant.owner.cookie));
    expect(second.status, second.text).toBe(201);
    const limitedAdministrator = await addMember(app.http, merchant, merchant.roles.administrator!, { scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    const asLimited = asSession(limitedAdministrator.cookie);
    const everyAccount = await addMember(app.http, merchant, merchant.roles.administrator!);
    const ofSecond = await addMember(app.http, merchant, merchant.roles.viewer!, { scope: 'accounts', accountIds: [second.body.id] });
    const access = async (userId: string) =>
      ((await app.http.get(members(), asSession(merchant.owner.cookie))).body.members as Array<{ userId: string; role: string; scope: string }>).find((m) => m.userId === userId);

    for (const target of [everyAccount, ofSecond]) {
      const demoted = await app.http.patch(`${members()}/${target.userId}`, { roleId: merchant.roles.viewer, scope: 'accounts', accountIds: [merchant.defaultAccountId] }, asLimited);
      expect(demoted.status, demoted.text).toBe(403);
      expect(demoted.body.error).toBe('account_out_of_scope');
      const removed = await app.http.delete(`${members()}/${target.userId}`, asLimited);
      expect(removed.status, removed.text).toBe(403);
      expect(removed.body.error).toBe('account_out_of_scope');
    }
    expect(await access(everyAccount.userId)).toMatchObject({ role: 'administrator', scope: 'all' });
    expect(await access(ofSecond.userId)).toMatchObject({ role: 'viewer', scope: 'accounts' });

    // Within the scope, a member holding permissions the remover lacks is out of reach too.
    const lead = await app.http.post(`/organisations/${merchant.organisationId}/roles`, { name: 'Lead', permissions: ['members.view', 'members.manage'] }, asSession(merchant.owner.cookie));
    expect(lead.status, lead.text).toBe(201);
    const teamLead = await addMember(app.http, merchant, lead.body.id, { scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    const refused = await app.http.delete(`${members()}/${limitedAdministrator.userId}`, asSession(teamLead.cookie));
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error).toBe('permission_denied');

    // A member of the same account with no more than the remover holds: changed, then removed.
    const sameAccount = await addMember(app.http, merchant, merchant.roles.viewer!, { scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    const changed = await app.http.patch(`${members()}/${sameAccount.userId}`, { roleId: merchant.roles.support, scope: 'accounts', accountIds: [merchant.defaultAccountId] }, asLimited);
    expect(changed.status, changed.text).toBe(204);
    expect((await app.http.delete(`${members()}/${sameAccount.userId}`, asLimited)).status).toBe(204);
    // And anyone may leave.
    expect((await app.http.delete(`${members()}/${teamLead.userId}`, asSession(teamLead.cookie))).status).toBe(204);
  });

  it('a member cannot grant more than they hold', async () => {
    const role = await app.http.post(
      `/organisations/${merchant.organisationId}/roles`,
      { name: 'Team lead', permissions: ['members.view', 'members.manage'] },
      asSession(merchant.owner.cookie),
    );
    expect(role.status).toBe(201);
    const lead = await addMember(app.http, merchant, role.body.id, { scope: 'accounts', accountIds: [merchant.defaultAccountId] });
    const asLead = asSession(lead.cookie);
    const tooMuch = await app.http.post(members(), { email: uniqueEmail(), roleId: merchant.roles.viewer, scope: 'accounts', accountIds: [merchant.defaultAccountId] }, asLead);
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.error).toBe('permission_denied');
    const wider = await app.http.post(members(), { email: uniqueEmail(), roleId: role.body.id }, asLead);
    expect(wider.status).toBe(403);
    expect(wider.body.error).toBe('account_out_of_scope');
    const fine = await app.http.post(
      members(),
      { email: uniqueEmail(), roleId: role.body.id, scope: 'accounts', accountIds: [merchant.defaultAccountId] },
      asLead,
    );
    expect(fine.status).toBe(201);
  });
});
