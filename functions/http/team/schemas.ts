// Request shapes of the team routes (members, invitations, roles, ownership transfer): read by the
// actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { PERMISSIONS } from '../../../shared/domain/permissions.js';
import { uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';

/** A role and a scope: the body of an invitation and of a change of member. */
const grantFields = {
  roleId: uuid,
  scope: z.enum(['all', 'accounts']).default('all'),
  accountIds: z.array(uuid).max(500).optional(),
};

export const inviteBody = z.object({ email: text().trim().max(320).email('must be an email address'), ...grantFields }).strict();
export const changeMemberBody = z.object(grantFields).strict();

/** POST /invitations/preview: the token of the link. */
export const previewInvitationBody = z.object({ token: z.string().min(1).max(200) }).strict();

export const acceptInvitationBody = z
  .object({
    token: z.string().min(1).max(200),
    firstName: text().trim().min(1).max(100).optional(),
    lastName: text().trim().min(1).max(100).optional(),
    // Length rules (10 to 256) are checked where the password is hashed, naming the field.
    password: z.string().optional(),
  })
  .strict();

const roleName = text().trim().min(1).max(60);
const roleDescription = text().trim().max(280).nullable();
const permissions = z.array(z.enum(PERMISSIONS, { message: 'is not a permission key' })).max(PERMISSIONS.length * 2);

export const createRoleBody = z
  .object({ name: roleName, description: roleDescription.optional(), permissions: permissions.optional(), basedOnRoleId: uuid.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.permissions === undefined && body.basedOnRoleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: 'required unless basedOnRoleId is given' });
    }
    if (body.permissions !== undefined && body.basedOnRoleId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['basedOnRoleId'], message: 'give either permissions or basedOnRoleId, not both' });
    }
  });

export const updateRoleBody = z
  .object({ name: roleName.optional(), description: roleDescription.optional(), permissions: permissions.optional() })
  .strict();

export const createTransferBody = z.object({ toUserId: uuid }).strict();
