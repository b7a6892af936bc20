// Ownership transfers of an organisation, in its partition. One pointer item names the
// pending transfer, so that "one pending at a time" is a single conditional write.
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemDelete, itemPut, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import type { TransferRecord } from '../domain/records/ownership-transfer.js';


interface PendingPointer {
  transferId: string;
  expiresAt: string;
}

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { PK: _a, SK: _b, ttl: _c, ...rest } = item;
  return rest as T;
};

export async function getTransfer(organisationId: string, transferId: string): Promise<TransferRecord | undefined> {
  return strip<TransferRecord>(await getItem(keys.organisation.transfer(organisationId, transferId)));
}

/** The pointer to the last transfer created while none was pending (it may have expired since). */
export async function getPendingPointer(organisationId: string): Promise<PendingPointer | undefined> {
  return strip<PendingPointer>(await getItem(keys.organisation.pendingTransfer(organisationId)));
}

/**
 * The writes that create a pending transfer: the pointer is claimed when absent, or when it
 * names `replacing`, an expired transfer.
 */
export function transferPuts(transfer: TransferRecord, replacing?: string): TransactItem[] {
  return [
    itemPut(
      {
        ...keys.organisation.pendingTransfer(transfer.organisationId),
        transferId: transfer.id,
        expiresAt: transfer.expiresAt,
        // The pointer of an expired transfer is overwritten by the next one, or vanishes.
        ttl: Math.ceil(Date.parse(transfer.expiresAt) / 1000) + 86_400,
      },
      replacing
        ? { ConditionExpression: 'transferId = :replacing AND expiresAt <= :now', ExpressionAttributeValues: { ':replacing': replacing, ':now': transfer.createdAt } }
        : { ConditionExpression: 'attribute_not_exists(PK)' },
    ),
    newItemPut({ ...keys.organisation.transfer(transfer.organisationId, transfer.id), ...transfer }),
  ];
}

/** Moves a pending, unexpired transfer to `accepted` or `cancelled`, and frees the pointer. */
export function transferDecision(
  transfer: TransferRecord,
  decision: { status: 'accepted' } | { status: 'cancelled'; cancelledBy: 'owner' | 'recipient' },
  now: Date,
): TransactItem[] {
  const cancelledBy = decision.status === 'cancelled' ? decision.cancelledBy : undefined;
  return [
    itemUpdate(keys.organisation.transfer(transfer.organisationId, transfer.id), {
      UpdateExpression: `SET #status = :status, decidedAt = :now${cancelledBy ? ', cancelledBy = :by' : ''}`,
      ConditionExpression: '#status = :pending AND expiresAt > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':pending': 'pending',
        ':now': now.toISOString(),
        ...(cancelledBy ? { ':by': cancelledBy } : {}),
      },
    }),
    itemDelete(keys.organisation.pendingTransfer(transfer.organisationId), {
      ConditionExpression: 'transferId = :id',
      ExpressionAttributeValues: { ':id': transfer.id },
    }),
  ];
}

/**
 * Records that a pending transfer expired: `cancelled`, decided at its expiry. Readers
 * already treat it so; this makes the stored state say the same.
 */
export function transferExpiry(transfer: TransferRecord): TransactItem {
  return itemUpdate(keys.organisation.transfer(transfer.organisationId, transfer.id), {
    UpdateExpression: 'SET #status = :cancelled, decidedAt = :expiresAt, cancelledBy = :expiry',
    ConditionExpression: '#status = :pending AND expiresAt = :expiresAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':cancelled': 'cancelled',
      ':pending': 'pending',
      ':expiresAt': transfer.expiresAt,
      ':expiry': 'expiry',
    },
  });
}
