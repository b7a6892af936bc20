// Roles of an organisation: the predefined ones (fixed) and custom ones, which members with
// `roles.manage` create, change and delete.
//
// Primary course:
// - create: the permissions (given, or copied from `basedOnRoleId`) are valid keys the author
//   holds; the name is unique in the organisation (case-insensitive, predefined names included);
//   one transaction: the role, its name claim, the audit entry;
// - update: custom roles only (409 `role_predefined`); a new name moves the name claim;
// - delete: custom roles only; the role is marked (grants of it, to members and to API keys, are
//   refused from then on), then found unused by any member, pending invitation or live API key
//   (else 409 `role_in_use`), then deleted with its name claim, in one transaction with the audit entry.
import { randomUUID } from 'node:crypto';
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { PREDEFINED_ROLE_KEYS, PREDEFINED_ROLES, type Permission } from '../domain/permissions.js';
import { listApiKeys } from '../store/api-keys-repository.js';
import { getRole, listMembers, listRoles, rolePut } from '../store/organisations-repository.js';
import { type RoleRecord } from '../domain/records/organisation.js';
import {
  isPendingInvitation,
  listInvitations,
  markRoleDeleting,
  roleDelete,
  roleNameDelete,
  roleNamePut,
  roleUpdate,
  unmarkRoleDeleting,
} from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { type TransactItem } from '../store/client.js';
import { requireHeldPermissions, type Grantor } from './grants.js';
import { teamAudit, type TeamChange } from './team-change.js';

interface Context extends TeamChange {
  grantor: Pick<Grantor, 'permissions'>;
}

/** The Role resource of the contract. */
export const toRole = (role: RoleRecord, memberCount: number) => ({
  id: role.id,
  key: role.key,
  name: role.name,
  description: role.description,
  predefined: role.predefined,
  permissions: role.permissions,
  memberCount,
});

const predefinedOrder = (role: RoleRecord) =>
  role.key ? PREDEFINED_ROLE_KEYS.indexOf(role.key) : PREDEFINED_ROLE_KEYS.length;

/** Predefined roles first (in their fixed order), then custom roles, oldest first. */
export async function listRolesWithCounts(organisationId: string) {
  const [roles, members] = await Promise.all([listRoles(organisationId), listMembers(organisationId)]);
  const counts = new Map<string, number>();
  for (const m of members) counts.set(m.roleId, (counts.get(m.roleId) ?? 0) + 1);
  return roles
    .sort((a, b) => predefinedOrder(a) - predefinedOrder(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((role) => toRole(role, counts.get(role.id) ?? 0));
}

const PREDEFINED_NAMES = new Set(PREDEFINED_ROLES.flatMap((r) => [r.name.toLowerCase(), r.key]));
const nameTaken = (name: string) =>
  new AppError('role_name_taken', `A role named "${name}" already exists in this organisation.`);

function claimableName(name: string): void {
  if (PREDEFINED_NAMES.has(name.toLowerCase())) throw nameTaken(name);
}

async function customRole(organisationId: string, roleId: string): Promise<RoleRecord> {
  const role = await getRole(organisationId, roleId);
  if (!role) throw notFound('role_not_found', 'Role');
  if (role.predefined) throw new AppError('role_predefined', 'Predefined roles are fixed; create a custom role instead.');
  return role;
}

const unique = (permissions: readonly Permission[]) => [...new Set(permissions)];

export async function createRole(
  input: Context & { name: string; description?: string | null; permissions?: Permission[]; basedOnRoleId?: string },
) {
  const now = input.now ?? new Date();
  let permissions: Permission[];
  if (input.basedOnRoleId) {
    const base = await getRole(input.organisationId, input.basedOnRoleId);
    if (!base) throw validationFailed([{ field: 'basedOnRoleId', message: 'is not a role of this organisation' }]);
    permissions = [...base.permissions];
  } else {
    permissions = unique(input.permissions ?? []);
  }
  requireHeldPermissions(input.grantor, permissions);
  claimableName(input.name);
  const role: RoleRecord = {
    id: randomUUID(),
    organisationId: input.organisationId,
    key: null,
    name: input.name,
    description: input.description ?? null,
    predefined: false,
    permissions,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact(
    [
      roleNamePut(input.organisationId, role.name, role.id),
      rolePut(role),
      teamAudit(input, now, {
        action: 'role.created',
        target: { type: 'role', id: role.id },
        details: { name: role.name, permissions, basedOnRoleId: input.basedOnRoleId ?? null },
      }),
    ],
    (failed) => (failed.includes(0) ? nameTaken(role.name) : undefined),
  );
  return toRole(role, 0);
}

export async function updateRole(
  input: Context & { roleId: string; name?: string; description?: string | null; permissions?: Permission[] },
) {
  const now = input.now ?? new Date();
  const role = await customRole(input.organisationId, input.roleId);
  const changes = {
    name: input.name ?? role.name,
    description: input.description !== undefined ? input.description : role.description,
    permissions: input.permissions ? unique(input.permissions) : role.permissions,
  };
  if (input.permissions) requireHeldPermissions(input.grantor, changes.permissions);
  const renamed = changes.name.toLowerCase() !== role.name.toLowerCase();
  if (renamed) claimableName(changes.name);
  const writes: TransactItem[] = [
    roleUpdate(role, changes, now),
    ...(renamed
      ? [roleNamePut(input.organisationId, changes.name, role.id), roleNameDelete(input.organisationId, role.name, role.id)]
      : []),
    teamAudit(input, now, {
      action: 'role.updated',
      target: { type: 'role', id: role.id },
      details: {
        from: { name: role.name, description: role.description, permissions: role.permissions },
        to: changes,
      },
    }),
  ];
  await transact(writes, (failed) => {
    if (failed.includes(0)) return notFound('role_not_found', 'Role');
    if (failed.includes(1)) return nameTaken(changes.name);
    return new AppError('conflict', 'The role changed meanwhile; retry.');
  });
  const members = await listMembers(input.organisationId);
  return toRole({ ...role, ...changes, updatedAt: now.toISOString() }, members.filter((m) => m.roleId === role.id).length);
}

export async function deleteRole(input: Omit<Context, 'grantor'> & { roleId: string }) {
  const now = input.now ?? new Date();
  const role = await customRole(input.organisationId, input.roleId);
  const until = await markRoleDeleting(role, now);
  if (!until) {
    if (!(await getRole(input.organisationId, input.roleId))) throw notFound('role_not_found', 'Role');
    throw new AppError('conflict', 'This role is being deleted by another request.');
  }
  const [members, invitations, apiKeys] = await Promise.all([
    listMembers(input.organisationId),
    listInvitations(input.organisationId),
    listApiKeys(input.organisationId),
  ]);
  const memberCount = members.filter((m) => m.roleId === role.id).length;
  const invitationCount = invitations.filter((i) => i.roleId === role.id && isPendingInvitation(i, now)).length;
  // A live key keeps its role: revoke it first (a key's role is never changed).
  const apiKeyCount = apiKeys.filter((k) => k.roleId === role.id && !k.revokedAt).length;
  if (memberCount || invitationCount || apiKeyCount) {
    await unmarkRoleDeleting(role, until);
    throw new AppError(
      'role_in_use',
      `This role is held by ${memberCount} member(s), ${invitationCount} pending invitation(s) and ${apiKeyCount} API key(s); give the members and invitations another role and revoke the keys first.`,
      { memberCount, invitationCount, apiKeyCount },
    );
  }
  await transact(
    [
      roleDelete(role, until),
      roleNameDelete(input.organisationId, role.name, role.id),
      teamAudit(input, now, {
        action: 'role.deleted',
        target: { type: 'role', id: role.id },
        details: { name: role.name, permissions: role.permissions },
      }),
    ],
    () => new AppError('conflict', 'The role changed meanwhile; retry.'),
  );
}
