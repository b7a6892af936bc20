// Response schemas of the v3 contract: roles, members, invitations, ownership transfers.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { id, dateTime, nullableDateTime, scope, membershipFields, roleRef } from './fields.js';

export const Role = z.object({
  id,
  key: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  predefined: z.boolean(),
  permissions: z.array(z.string()),
  memberCount: z.number().int(),
});

export const Member = z.object({
  userId: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ...membershipFields,
  lastLoginAt: nullableDateTime,
  joinedAt: dateTime,
});

export const Invitation = z.object({
  id,
  email: z.string(),
  roleId: roleRef,
  roleName: z.string(),
  scope,
  accountIds: z.array(z.string()),
  expiresAt: dateTime,
  createdAt: dateTime,
});

export const CreatedInvitation = Invitation.extend({ inviteLink: z.string().nullable() });

export const OwnershipTransfer = z.object({
  id,
  organisationId: id,
  fromUserId: id,
  toUserId: id,
  status: z.enum(['pending', 'accepted', 'cancelled']),
  expiresAt: dateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
});

/** POST /invitations/preview: whom an invitation's link invites, and where. */
export const InvitationPreview = z.object({ organisationName: z.string(), email: z.string(), expiresAt: dateTime });
export const AcceptedInvitation = z.object({ organisationId: id, userId: id, accountCreated: z.boolean() });
