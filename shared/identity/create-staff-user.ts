// Staff users are created by the bootstrap-admin command (decisions.md), never by the API.
import type { StaffRole } from '../domain/permissions.js';
import { recordAudit } from '../store/audit-repository.js';
import { createUser } from '../store/users-repository.js';
import { hashPassword } from './passwords.js';

export async function createStaffUser(input: {
  email: string;
  password: string;
  platformRole: StaffRole;
  firstName?: string;
  lastName?: string;
}) {
  const user = await createUser({
    email: input.email,
    firstName: input.firstName ?? 'Platform',
    lastName: input.lastName ?? 'Administrator',
    platformRole: input.platformRole,
    passwordHash: await hashPassword(input.password),
  });
  await recordAudit({
    organisationId: null,
    actor: { type: 'system', id: null, label: 'bootstrap-admin' },
    action: 'staff.created',
    target: { type: 'user', id: user.id },
    clientIp: null,
    details: { platformRole: input.platformRole, email: user.email },
  });
  return user;
}
