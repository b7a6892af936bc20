// GET/POST /organisations/{id}/roles, PATCH/DELETE /organisations/{id}/roles/{roleId}.
import * as z from 'zod';
import { PERMISSIONS } from '../../../shared/domain/permissions.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody, text, uuid } from '../../../shared/http/validation.js';
import { createRole, deleteRole, listRolesWithCounts, updateRole } from '../../../shared/members/roles.js';
import { idParam } from './params.js';

const name = text().trim().min(1).max(60);
const description = text().trim().max(280).nullable();
const permissions = z.array(z.enum(PERMISSIONS, { message: 'is not a permission key' })).max(PERMISSIONS.length * 2);

const createBody = z
  .object({ name, description: description.optional(), permissions: permissions.optional(), basedOnRoleId: uuid.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.permissions === undefined && body.basedOnRoleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: 'required unless basedOnRoleId is given' });
    }
    if (body.permissions !== undefined && body.basedOnRoleId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['basedOnRoleId'], message: 'give either permissions or basedOnRoleId, not both' });
    }
  });

const updateBody = z.object({ name: name.optional(), description: description.optional(), permissions: permissions.optional() }).strict();

export const listRolesAction: Action = async (request) =>
  json(200, await listRolesWithCounts(accessOf(request).organisation.id));

export const createRoleAction: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(createBody, request);
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
  const body = parseBody(updateBody, request);
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
