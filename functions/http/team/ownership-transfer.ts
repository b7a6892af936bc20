// GET/POST /organisations/{id}/ownership-transfer, POST .../{transferId}/accept,
// DELETE .../{transferId}.
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, requireRecentReauth, sessionOf } from '../../../shared/http/guard.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import {
  acceptTransfer,
  cancelTransfer,
  createTransfer,
  pendingTransfer,
  toTransfer,
} from '../../../shared/members/ownership-transfer.js';
import { idParam } from './params.js';
import { createTransferBody } from './schemas.js';

const contextOf = (request: HttpRequest) => ({
  organisationId: accessOf(request).organisation.id,
  userId: sessionOf(request).user.id,
  actor: actorOf(request),
  clientIp: request.sourceIp,
});

/** 200 with the pending transfer, or 200 `null` when there is none. */
export const currentTransfer: Action = async (request) => {
  const transfer = await pendingTransfer(accessOf(request).organisation.id);
  return json(200, transfer ? toTransfer(transfer) : null);
};

/** Owner only (403 `permission_denied` for anyone else), re-authenticated (403 `reauth_required`). */
export const createTransferAction: Action = async (request) => {
  const access = accessOf(request);
  if (!access.isOwner) throw new AppError('permission_denied', 'Only the owner can transfer the ownership.');
  requireRecentReauth(request);
  const { toUserId } = parseBody(createTransferBody, request);
  const transfer = await createTransfer({ ...contextOf(request), isOwner: access.isOwner, toUserId: toUserId.toLowerCase() });
  return json(201, toTransfer(transfer));
};

export const acceptTransferAction: Action = async (request) => {
  const transferId = idParam(request, 'transferId', 'transfer_not_found', 'Ownership transfer');
  return json(200, toTransfer(await acceptTransfer({ ...contextOf(request), transferId })));
};

export const cancelTransferAction: Action = async (request) => {
  const transferId = idParam(request, 'transferId', 'transfer_not_found', 'Ownership transfer');
  return json(200, toTransfer(await cancelTransfer({ ...contextOf(request), transferId })));
};
