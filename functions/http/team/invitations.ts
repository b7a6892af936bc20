// DELETE /organisations/{id}/invitations/{invitationId}, POST /invitations/accept (public).
import type { z } from 'zod';
import type { AcceptedInvitation, InvitationPreview } from '../../../shared/api-schemas/team.js';
import { accessOf, actorOf, SESSION_COOKIE } from '../../../shared/http/guard.js';
import { refuseCrossSite } from '../../../shared/http/same-origin.js';
import { json, noContent, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { acceptInvitation } from '../../../shared/members/accept-invitation.js';
import { previewInvitation } from '../../../shared/members/invitation-preview.js';
import { cancelInvitation } from '../../../shared/members/manage-members.js';
import { findLiveSession, getUser } from '../../../shared/identity/identity-reads.js';
import { type UserRecord } from '../../../shared/domain/records/user.js';
import { idParam } from './params.js';
import { acceptInvitationBody, previewInvitationBody } from './schemas.js';

export const cancelInvitationAction: Action = async (request) => {
  await cancelInvitation({
    organisationId: accessOf(request).organisation.id,
    invitationId: idParam(request, 'invitationId', 'invitation_not_found', 'Invitation'),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};

/** The user of the caller's session, when a live one comes with this public request. */
async function optionalSessionUser(request: HttpRequest): Promise<UserRecord | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await findLiveSession(token) : undefined;
  const user = session ? await getUser(session.userId) : undefined;
  if (!session || !user || (user.sessionsRevokedAt && session.createdAt < user.sessionsRevokedAt)) return undefined;
  // Another site's page cannot make a signed-in user join an organisation.
  refuseCrossSite(request);
  return user;
}

export const accept: Action = async (request) => {
  const body = parseBody(acceptInvitationBody, request);
  const { firstName, lastName, password } = body;
  const accepted = await acceptInvitation({
    token: body.token,
    newAccount: firstName && lastName && password !== undefined ? { firstName, lastName, password } : undefined,
    sessionUser: await optionalSessionUser(request),
    clientIp: request.sourceIp,
  });
  const answer: z.input<typeof AcceptedInvitation> = accepted;
  return json(200, answer);
};

/** 200 with the organisation's name, the invited email and the expiry; 400 `invalid_token` like accepting. */
export const preview: Action = async (request) => {
  const { token } = parseBody(previewInvitationBody, request);
  const answer: z.input<typeof InvitationPreview> = await previewInvitation(token);
  return json(200, answer);
};
