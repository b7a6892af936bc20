// GET/POST /organisations/{id}/members, PATCH/DELETE /organisations/{id}/members/{userId}.
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { toInvitation } from '../../../shared/members/invitations.js';
import { inviteMember } from '../../../shared/members/invite-member.js';
import { changeMember, removeMember } from '../../../shared/members/manage-members.js';
import { listTeam } from '../../../shared/members/team.js';
import { idParam } from './params.js';
import { changeMemberBody, inviteBody } from './schemas.js';

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
  const grant = parseBody(changeMemberBody, request);
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
    grantor: access,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};
