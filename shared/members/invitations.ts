// Invitations to join an organisation. The token travels in the link only; the table keeps
// its hash, in a token item that expires with the invitation.
import type { z } from 'zod';
import type { CreatedInvitation, Invitation } from '../api-schemas/team.js';
import { randomUUID } from 'node:crypto';
import { dashboardUrl, env } from '../config/env.js';
import { newSecret, sha256 } from '../domain/tokens.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import type { Scope } from '../domain/records/organisation.js';
import { type TransactItem } from '../store/client.js';
import { invitationCancel, invitationPut } from '../store/team-repository.js';
import { type InvitationRecord } from '../domain/records/invitation.js';
import { tokenPut } from '../store/tokens-repository.js';
import { type TokenRecord } from '../domain/records/token.js';
import { teamAudit, type TeamChange } from './team-change.js';

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/** The invite link the email carries; also returned by the API outside production. */
export const inviteLink = (token: string) => `${dashboardUrl()}/invitations/accept?token=${token}`;

export interface InvitationInput {
  organisationId: string;
  organisationName: string;
  email: string;
  roleId: string;
  scope: Scope;
  accountIds: string[];
  asOwner: boolean;
  invitedBy: string | null;
  now?: Date;
}

export function buildInvitation(input: InvitationInput) {
  const now = input.now ?? new Date();
  const token = newSecret(32);
  const invitation: InvitationRecord = {
    id: randomUUID(),
    organisationId: input.organisationId,
    email: input.email.trim().toLowerCase(),
    roleId: input.roleId,
    scope: input.scope,
    accountIds: input.accountIds,
    asOwner: input.asOwner,
    status: 'pending',
    invitedBy: input.invitedBy,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
  };
  const tokenRecord: TokenRecord = {
    kind: 'invitation',
    organisationId: invitation.organisationId,
    invitationId: invitation.id,
    expiresAt: invitation.expiresAt,
  };
  const link = inviteLink(token);
  const email = newOutboxEvent(
    'email.send',
    {
      to: invitation.email,
      subject: `Invitation à rejoindre ${input.organisationName}`,
      text: [
        `Bonjour,`,
        ``,
        `Vous êtes invité(e) à rejoindre ${input.organisationName} sur le service de paiement.`,
        `Acceptez l'invitation avec ce lien, valable 7 jours :`,
        link,
        ``,
        `Si vous n'attendiez pas cette invitation, ignorez ce message.`,
      ].join('\n'),
    },
    now,
  );
  const writes = [
    invitationPut(invitation),
    tokenPut(sha256(token), tokenRecord, Math.ceil(Date.parse(invitation.expiresAt) / 1000) + 86_400),
    { Put: email.put },
  ];
  return { invitation, token, link, writes, outboxEventId: email.id };
}

/** The invitation of an organisation's owner: `roleId` is its administrator role, over every account. */
export const buildOwnerInvitation = (input: Omit<InvitationInput, 'scope' | 'accountIds' | 'asOwner'>) =>
  buildInvitation({ ...input, scope: 'all', accountIds: [], asOwner: true });

/**
 * The writes of sending an invitation: the invitation with its token and email, the pending
 * invitations it supersedes cancelled (their links stop working), and its audit entry, whose
 * details end with the ids of the superseded invitations.
 */
export function invitationSendWrites(
  built: ReturnType<typeof buildInvitation>,
  superseded: readonly InvitationRecord[],
  change: TeamChange,
  now: Date,
  audit: { action: string; details: Record<string, unknown> },
): TransactItem[] {
  return [
    ...built.writes,
    ...superseded.map((i) => invitationCancel(i, change.actor.id, now)),
    teamAudit(change, now, {
      action: audit.action,
      target: { type: 'invitation', id: built.invitation.id },
      details: { ...audit.details, supersededInvitationIds: superseded.map((i) => i.id) },
    }),
  ];
}

/** The Invitation resource; `inviteLink` only at creation, and never in production. */
export function toInvitation(invitation: InvitationRecord, roleName: string): z.input<typeof Invitation>;
/** The creation answer: with the link the invitee follows (null in production, where only the email carries it). */
export function toInvitation(invitation: InvitationRecord, roleName: string, link: string): z.input<typeof CreatedInvitation>;
export function toInvitation(invitation: InvitationRecord, roleName: string, link?: string): z.input<typeof Invitation> {
  return {
    id: invitation.id,
    email: invitation.email,
    roleId: invitation.roleId,
    roleName,
    scope: invitation.scope,
    accountIds: invitation.accountIds,
    expiresAt: invitation.expiresAt,
    createdAt: invitation.createdAt,
    ...(link !== undefined ? { inviteLink: env().STAGE === 'production' ? null : link } : {}),
  };
}
