import { routeGroup } from '../../../shared/http/route-group.js';
import { accept, cancelInvitationAction, preview } from './invitations.js';
import { changeMemberAccess, invite, listMembers, removeMemberAction } from './members.js';
import {
  acceptTransferAction,
  cancelTransferAction,
  createTransferAction,
  currentTransfer,
} from './ownership-transfer.js';
import { createRoleAction, deleteRoleAction, listRolesAction, updateRoleAction } from './roles.js';
import { teamRoutes } from './routes.js';

export const handler = routeGroup(teamRoutes, {
  'GET /organisations/{id}/members': listMembers,
  'POST /organisations/{id}/members': invite,
  'PATCH /organisations/{id}/members/{userId}': changeMemberAccess,
  'DELETE /organisations/{id}/members/{userId}': removeMemberAction,
  'DELETE /organisations/{id}/invitations/{invitationId}': cancelInvitationAction,
  'POST /invitations/accept': accept,
  'POST /invitations/preview': preview,
  'GET /organisations/{id}/roles': listRolesAction,
  'POST /organisations/{id}/roles': createRoleAction,
  'PATCH /organisations/{id}/roles/{roleId}': updateRoleAction,
  'DELETE /organisations/{id}/roles/{roleId}': deleteRoleAction,
  'GET /organisations/{id}/ownership-transfer': currentTransfer,
  'POST /organisations/{id}/ownership-transfer': createTransferAction,
  'POST /organisations/{id}/ownership-transfer/{transferId}/accept': acceptTransferAction,
  'DELETE /organisations/{id}/ownership-transfer/{transferId}': cancelTransferAction,
});
