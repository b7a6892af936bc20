// Single-use tokens (an invitation, a password reset), kept by the hash of the secret the link
// carries: the secret itself is never stored. A token is claimed, consumed or redeemed by one
// conditional write, so that two parallel uses of one link cannot both succeed.
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { writeIfStill, writeIfStillReturning } from './transact.js';
import type { TokenRecord } from '../domain/records/token.js';


/** The token behind a hash, as stored (claim included), or undefined. */
export async function getToken(tokenHash: string): Promise<TokenRecord | undefined> {
  return (await getItem(keys.token.item(tokenHash))) as TokenRecord | undefined;
}

/** A new token (its hash must be new); `ttl` (epoch seconds) is when the table may forget it. */
export function tokenPut(tokenHash: string, record: TokenRecord, ttl: number): TransactItem {
  return newItemPut({ ...keys.token.item(tokenHash), ...record, ttl });
}

/**
 * Claims the token for `seconds`: one conditional write; false when it is gone or another
 * request holds an unexpired claim.
 */
export async function claimToken(tokenHash: string, now: Date, seconds: number): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.token.item(tokenHash), {
      UpdateExpression: 'SET claimedUntil = :until',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
      ExpressionAttributeValues: { ':until': now.getTime() + seconds * 1000, ':now': now.getTime() },
    }),
  );
}

/** Frees a claim (the use failed): the token is usable again, if it still exists. */
export async function releaseToken(tokenHash: string): Promise<void> {
  await writeIfStill(itemUpdate(keys.token.item(tokenHash), { UpdateExpression: 'REMOVE claimedUntil', ConditionExpression: 'attribute_exists(PK)' }));
}

/** Consumes the token in the caller's transaction (it must still exist). */
export function tokenConsume(tokenHash: string): TransactItem {
  return itemDelete(keys.token.item(tokenHash), { ConditionExpression: 'attribute_exists(PK)' });
}

/**
 * Deletes a token of `kind` and returns what it held: of parallel redemptions one gets the
 * record, the others undefined (as for an unknown token or one of another kind).
 */
export async function redeemToken(tokenHash: string, kind: TokenRecord['kind']): Promise<TokenRecord | undefined> {
  const redeemed = await writeIfStillReturning(
    itemDelete(keys.token.item(tokenHash), { ConditionExpression: 'attribute_exists(PK) AND kind = :kind', ExpressionAttributeValues: { ':kind': kind } }),
    'ALL_OLD',
  );
  return redeemed as TokenRecord | undefined;
}
