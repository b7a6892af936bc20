// GET/POST /organisations/{id}/members, PATCH/DELETE /organisations/{id}/members/{userId}.
import * as z from 'zod';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody, text, uuid } from '../../../shared/http/validation.js';
import { toInvitation } from '../../../shared/members/invitations.js';
import { inviteMember } from '../../../shared/members/invite-member.js';
import { changeMember, removeMember } from '../../../shared/members/manage-members.js';
import { listTeam } from '../../../shared/members/team.js';
import { idParam } from './params.js';

/** A role and a scope: the body of an invitation and of a change of member. */
const grantFields = {
  roleId: uuid,
  scope: z.enum(['all', 'accounts']).default('all'),
  accountIds: z.array(uuid).max(500).optional(),
};

const inviteBody = z.object({ email: text().trim().max(320).email('must be an email address'), ...grantFields }).strict();
const changeBody = z.object(grantFields).strict();

export const listMembers: Action = async (request) => json(200, await listTeam(accessOf(request).organisation.id));

export const invite: Action = async (request) => {
  const access = accessOf(request);
  const { email, ...grant } = parseBody(inviteBody, request);
  const created = await inviteMember({
    organisation: access.organisation,
    grantor: access,
    email,
    grant,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(201, toInvitation(created.invitation, created.roleName, created.link));
};

export const changeMemberAccess: Action = async (request) => {
  const access = accessOf(request);
  const userId = idParam(request, 'userId', 'member_not_found', 'Member');
  const grant = parseBody(changeBody, request);
  await changeMember({
    organisationId: access.organisation.id,
    userId,
    grantor: access,
    grant,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};

export const removeMemberAction: Action = async (request) => {
  const access = accessOf(request);
  await removeMember({
    organisationId: access.organisation.id,
    userId: idParam(request, 'userId', 'member_not_found', 'Member'),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};
