// The team calls of the dashboard, typed by the generated client (lib/web/client): members and
// pending invitations, invite (again: a new invitation to the same email supersedes the pending
// one, which is how the dashboard re-sends), change a member's role and scope, remove a member,
// withdraw an invitation; the organisation's roles, create, edit and delete a custom role.
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type Member = Schema<'Member'>;
export type Invitation = Schema<'Invitation'>;
export type CreatedInvitation = Schema<'CreatedInvitation'>;
export type Role = Schema<'Role'>;
type NewRole = paths['/organisations/{id}/roles']['post']['requestBody']['content']['application/json'];
export type Permission = NonNullable<NewRole['permissions']>[number];

/** A role and the accounts it reaches: what an invitation and a change of member carry. */
export interface Grant {
  roleId: string;
  scope: 'all' | 'accounts';
  accountIds: string[];
}

export interface RoleBody {
  name: string;
  description: string | null;
  permissions: Permission[];
}

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const path = (id: string) => ({ params: { path: { id } } });
/** `accountIds` is sent only with scope `accounts` (the API refuses it with `all`). */
const grantBody = (grant: Grant) => ({ roleId: grant.roleId, scope: grant.scope, ...(grant.scope === 'accounts' ? { accountIds: grant.accountIds } : {}) });

export const teamApi = {
  /** Members and pending invitations (needs `members.view`). */
  list: (id: string) => answer(client.GET('/organisations/{id}/members', path(id))),
  invite: (id: string, email: string, grant: Grant) =>
    answer(client.POST('/organisations/{id}/members', { ...path(id), body: { email, ...grantBody(grant) } })),
  change: (id: string, userId: string, grant: Grant) =>
    answer<void>(client.PATCH('/organisations/{id}/members/{userId}', { params: { path: { id, userId } }, body: grantBody(grant) })),
  remove: (id: string, userId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/members/{userId}', { params: { path: { id, userId } } })),
  withdraw: (id: string, invitationId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/invitations/{invitationId}', { params: { path: { id, invitationId } } })),
  /** Predefined roles first, then custom ones (needs `roles.view`). */
  roles: (id: string) => answer(client.GET('/organisations/{id}/roles', path(id))),
  createRole: (id: string, body: RoleBody) => answer(client.POST('/organisations/{id}/roles', { ...path(id), body })),
  updateRole: (id: string, roleId: string, body: RoleBody) =>
    answer(client.PATCH('/organisations/{id}/roles/{roleId}', { params: { path: { id, roleId } }, body })),
  deleteRole: (id: string, roleId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/roles/{roleId}', { params: { path: { id, roleId } } })),
};
