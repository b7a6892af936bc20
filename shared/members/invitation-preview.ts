// What an invitation's link is for, before it is accepted (POST /invitations/preview): the
// organisation's name, the invited email and the expiry, so that the page of the link names the
// organisation the person is joining. The token is the proof, as for accepting; an invalid,
// expired, cancelled or used token is 400 `invalid_token`, the same answer as accepting gives.
// Nothing is written.
import { AppError } from '../domain/errors.js';
import { sha256 } from '../domain/tokens.js';
import { getOrganisation } from '../store/organisations-repository.js';
import { getInvitation } from '../store/team-repository.js';
import { getToken } from '../store/tokens-repository.js';

const invalid = () => new AppError('invalid_token', 'This invitation is invalid, expired, cancelled or already used.');

export async function previewInvitation(token: string, now = new Date()): Promise<{ organisationName: string; email: string; expiresAt: string }> {
  const record = await getToken(sha256(token));
  if (!record || record.kind !== 'invitation' || Date.parse(record.expiresAt) <= now.getTime()) throw invalid();
  const invitation = await getInvitation(record.organisationId!, record.invitationId!);
  if (!invitation || invitation.status !== 'pending' || Date.parse(invitation.expiresAt) <= now.getTime()) throw invalid();
  const organisation = await getOrganisation(invitation.organisationId);
  if (!organisation) throw invalid();
  return { organisationName: organisation.name, email: invitation.email, expiresAt: invitation.expiresAt };
}
