// Ownership transfer: the owner hands the organisation to another member.
//
// Primary course:
// 1. the owner (re-authenticated: checked by the route) creates a pending transfer to a
//    current member other than themselves; one pending transfer at a time (409
//    `transfer_pending`); it expires after 72 hours;
// 2. the recipient accepts: one transaction, conditional on the transfer still pending, the
//    recipient still a member, the former owner still owner and the organisation naming them:
//    the recipient becomes owner (administrator, every account), the former owner becomes an
//    administrator, the organisation records its new owner;
// 3. or the owner withdraws, or the recipient declines, with DELETE: `cancelled`.
// An expired pending transfer is cancelled: it reads so, and the first request that meets it
// records it so.
import { randomUUID } from 'node:crypto';
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { isConditionFailure, type TransactItem } from '../store/client.js';
import { getMember, listRoles, organisationOwnerMove } from '../store/organisations-repository.js';
import { getPendingPointer, getTransfer, transferDecision, transferExpiry, transferPuts } from '../store/ownership-transfers-repository.js';
import { type TransferRecord } from '../domain/records/ownership-transfer.js';
import { memberOwnerCheck, memberOwnershipUpdate } from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { teamAudit, type TeamChange } from './team-change.js';

export const TRANSFER_LIFETIME_MS = 72 * 3600_000;

interface Context extends TeamChange {
  /** The signed-in user acting. */
  userId: string;
}

/** The Ownership transfer resource of the contract. */
export const toTransfer = (t: TransferRecord) => ({
  id: t.id,
  organisationId: t.organisationId,
  fromUserId: t.fromUserId,
  toUserId: t.toUserId,
  status: t.status,
  expiresAt: t.expiresAt,
  decidedAt: t.decidedAt,
  createdAt: t.createdAt,
});

const isExpired = (t: TransferRecord, now: Date) => t.status === 'pending' && Date.parse(t.expiresAt) <= now.getTime();

/** A transfer as it stands: a pending one past its expiry is recorded cancelled (and audited). */
async function settle(transfer: TransferRecord, now: Date): Promise<TransferRecord> {
  if (!isExpired(transfer, now)) return transfer;
  try {
    await transact([
      transferExpiry(transfer),
      teamAudit({ organisationId: transfer.organisationId, actor: { type: 'system', id: null }, clientIp: null }, now, {
        action: 'ownership_transfer.cancelled',
        target: { type: 'ownership_transfer', id: transfer.id },
        details: { reason: 'expired', fromUserId: transfer.fromUserId, toUserId: transfer.toUserId },
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getTransfer(transfer.organisationId, transfer.id)) ?? transfer;
  }
  return { ...transfer, status: 'cancelled', decidedAt: transfer.expiresAt, cancelledBy: 'expiry' };
}

/** The pending transfer of the organisation, if any. */
export async function pendingTransfer(organisationId: string, now = new Date()): Promise<TransferRecord | undefined> {
  const pointer = await getPendingPointer(organisationId);
  if (!pointer) return undefined;
  const transfer = await getTransfer(organisationId, pointer.transferId);
  if (!transfer) return undefined;
  const settled = await settle(transfer, now);
  return settled.status === 'pending' ? settled : undefined;
}

export async function createTransfer(input: Context & { isOwner: boolean; toUserId: string }) {
  const now = input.now ?? new Date();
  if (!input.isOwner) throw new AppError('permission_denied', 'Only the owner can transfer the ownership.');
  if (input.toUserId === input.userId) {
    throw validationFailed([{ field: 'toUserId', message: 'must be another member than yourself' }]);
  }
  const [recipient, pointer] = await Promise.all([
    getMember(input.organisationId, input.toUserId),
    getPendingPointer(input.organisationId),
  ]);
  if (!recipient) throw validationFailed([{ field: 'toUserId', message: 'is not a member of this organisation' }]);
  let replacing: string | undefined;
  if (pointer) {
    const previous = await getTransfer(input.organisationId, pointer.transferId);
    const settled = previous && (await settle(previous, now));
    if (settled?.status === 'pending') throw transferPending();
    replacing = pointer.transferId;
  }
  const transfer: TransferRecord = {
    id: randomUUID(),
    organisationId: input.organisationId,
    fromUserId: input.userId,
    toUserId: input.toUserId,
    status: 'pending',
    expiresAt: new Date(now.getTime() + TRANSFER_LIFETIME_MS).toISOString(),
    decidedAt: null,
    createdAt: now.toISOString(),
  };
  const writes: TransactItem[] = [
    ...transferPuts(transfer, replacing),
    memberOwnerCheck(input.organisationId, input.userId, true),
    memberOwnerCheck(input.organisationId, input.toUserId, false),
    teamAudit(input, now, {
      action: 'ownership_transfer.created',
      target: { type: 'ownership_transfer', id: transfer.id },
      details: { fromUserId: transfer.fromUserId, toUserId: transfer.toUserId, expiresAt: transfer.expiresAt },
    }),
  ];
  await transact(writes, (failed) => {
    if (failed.includes(0)) return transferPending();
    if (failed.includes(2)) return new AppError('permission_denied', 'Only the owner can transfer the ownership.');
    return validationFailed([{ field: 'toUserId', message: 'is not a member of this organisation' }]);
  });
  return transfer;
}

const transferPending = () =>
  new AppError('transfer_pending', 'An ownership transfer is already pending; withdraw it first.');

/** The transfer, settled; 404 when it is not one of this organisation's. */
async function transferOf(organisationId: string, transferId: string, now: Date): Promise<TransferRecord> {
  const transfer = await getTransfer(organisationId, transferId);
  if (!transfer) throw notFound('transfer_not_found', 'Ownership transfer');
  return settle(transfer, now);
}

const notPending = (t: TransferRecord) =>
  new AppError(
    'invalid_transition',
    t.cancelledBy === 'expiry'
      ? 'This ownership transfer expired.'
      : `This ownership transfer is ${t.status}; only a pending transfer can be accepted or cancelled.`,
  );

export async function acceptTransfer(input: Context & { transferId: string }) {
  const now = input.now ?? new Date();
  const transfer = await transferOf(input.organisationId, input.transferId, now);
  if (transfer.toUserId !== input.userId) {
    throw new AppError('permission_denied', 'Only the recipient can accept this ownership transfer.');
  }
  if (transfer.status !== 'pending') throw notPending(transfer);
  const administrator = (await listRoles(input.organisationId)).find((r) => r.key === 'administrator');
  if (!administrator) throw new Error(`Organisation ${input.organisationId} has no administrator role`);

  const writes: TransactItem[] = [
    ...transferDecision(transfer, { status: 'accepted' }, now),
    memberOwnershipUpdate(input.organisationId, transfer.toUserId, true, administrator.id),
    memberOwnershipUpdate(input.organisationId, transfer.fromUserId, false, administrator.id),
    organisationOwnerMove(input.organisationId, transfer.fromUserId, transfer.toUserId, now),
    teamAudit(input, now, {
      action: 'ownership_transfer.accepted',
      target: { type: 'ownership_transfer', id: transfer.id },
      details: { fromUserId: transfer.fromUserId, toUserId: transfer.toUserId },
    }),
  ];
  try {
    await transact(writes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await transferOf(input.organisationId, input.transferId, new Date());
    if (current.status !== 'pending') throw notPending(current);
    throw new AppError('conflict', 'The membership of the owner or the recipient changed meanwhile; this transfer cannot complete.');
  }
  return { ...transfer, status: 'accepted' as const, decidedAt: now.toISOString() };
}

/** DELETE: the owner withdraws, or the recipient declines. */
export async function cancelTransfer(input: Context & { transferId: string }) {
  const now = input.now ?? new Date();
  const transfer = await transferOf(input.organisationId, input.transferId, now);
  const cancelledBy: 'owner' | 'recipient' | undefined =
    transfer.fromUserId === input.userId ? 'owner' : transfer.toUserId === input.userId ? 'recipient' : undefined;
  if (!cancelledBy) {
    throw new AppError('permission_denied', 'Only the owner or the recipient can cancel this ownership transfer.');
  }
  if (transfer.status !== 'pending') throw notPending(transfer);
  try {
    await transact([
      ...transferDecision(transfer, { status: 'cancelled', cancelledBy }, now),
      teamAudit(input, now, {
        action: 'ownership_transfer.cancelled',
        target: { type: 'ownership_transfer', id: transfer.id },
        details: {
          reason: cancelledBy === 'owner' ? 'withdrawn' : 'declined',
          fromUserId: transfer.fromUserId,
          toUserId: transfer.toUserId,
        },
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw notPending(await transferOf(input.organisationId, input.transferId, new Date()));
  }
  return { ...transfer, status: 'cancelled' as const, decidedAt: now.toISOString(), cancelledBy };
}
