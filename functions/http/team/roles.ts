// GET/POST /organisations/{id}/roles, PATCH/DELETE /organisations/{id}/roles/{roleId}.
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { createRole, deleteRole, listRolesWithCounts, updateRole } from '../../../shared/members/roles.js';
import { idParam } from './params.js';
import { createRoleBody, updateRoleBody } from './schemas.js';

export const listRolesAction: Action = async (request) =>
  json(200, await listRolesWithCounts(accessOf(request).organisation.id));

export const createRoleAction: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(createRoleBody, request);
  const role = await createRole({
    organisationId: access.organisation.id,
    grantor: access,
    actor: actorOf(request),
    clientIp: request.sourceIp,
    ...body,
  });
  return json(201, role);
};

export const updateRoleAction: Action = async (request) => {
  const access = accessOf(request);
  const roleId = idParam(request, 'roleId', 'role_not_found', 'Role');
  const body = parseBody(updateRoleBody, request);
  const role = await updateRole({
    organisationId: access.organisation.id,
    roleId,
    grantor: access,
    actor: actorOf(request),
    clientIp: request.sourceIp,
    ...body,
  });
  return json(200, role);
};

export const deleteRoleAction: Action = async (request) => {
  await deleteRole({
    organisationId: accessOf(request).organisation.id,
    roleId: idParam(request, 'roleId', 'role_not_found', 'Role'),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return noContent();
};
