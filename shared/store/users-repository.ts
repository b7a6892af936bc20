// Users: the person behind a dashboard session, with a unique email.
import { randomUUID } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { transact, writeIfStill, writeIfStillReturning, writeOne } from './transact.js';
import type { UserRecord, NewUser } from '../domain/records/user.js';


export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function buildUser(input: NewUser, now = new Date()): UserRecord {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    email: normaliseEmail(input.email),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    platformRole: input.platformRole,
    passwordHash: input.passwordHash,
    totpEnabled: false,
    lastLoginAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The two writes that create a user, for the caller's transaction: the email must be free. */
export function userPuts(user: UserRecord) {
  return [
    newItemPut({ ...keys.user.email(user.email), userId: user.id }),
    newItemPut({ ...keys.user.item(user.id), ...user }),
  ];
}

export async function createUser(input: NewUser): Promise<UserRecord> {
  const user = buildUser(input);
  await transact(userPuts(user), () => new AppError('email_taken', 'A user with this email already exists.'));
  return user;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const item = await getItem(keys.user.item(userId));
  return item ? userFromItem(item) : undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const item = await getItem(keys.user.email(normaliseEmail(email)));
  return item ? getUser(item.userId as string) : undefined;
}

export async function updateUser(
  userId: string,
  changes: Partial<
    Pick<UserRecord, 'passwordHash' | 'lastLoginAt' | 'totpEnabled' | 'totpSecret' | 'firstName' | 'lastName' | 'sessionsRevokedAt' | 'language'>
  >,
  options: { removeTotp?: boolean } = {},
): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':updatedAt': new Date().toISOString() };
  const sets = ['updatedAt = :updatedAt'];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  // Turning 2FA off forgets the secret, the last step used and every recovery code left.
  const remove = options.removeTotp ? ' REMOVE totpSecret, totpLastStep, recoveryCodes' : '';
  await writeOne(
    itemUpdate(keys.user.item(userId), {
      UpdateExpression: `SET ${sets.join(', ')}${remove}`,
      ConditionExpression: 'attribute_exists(PK)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * A new password, for the caller's transaction: every session created before `now` dies with
 * the old one (`sessionsRevokedAt`).
 */
export function userPasswordReset(userId: string, passwordHash: string, now: string): TransactItem {
  return itemUpdate(keys.user.item(userId), {
    UpdateExpression: 'SET passwordHash = :hash, sessionsRevokedAt = :now, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':hash': passwordHash, ':now': now },
  });
}

/**
 * Records the use of a TOTP step. Two parallel uses of one code race on this condition:
 * exactly one wins, the other is refused.
 */
export async function consumeTotpStep(userId: string, step: number): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.user.item(userId), {
      UpdateExpression: 'SET totpLastStep = :step',
      ConditionExpression: 'attribute_not_exists(totpLastStep) OR totpLastStep < :step',
      ExpressionAttributeValues: { ':step': step },
    }),
  );
}

/**
 * Turns 2FA on with the hashes of a new set of recovery codes, in one write. Two parallel
 * confirmations race on the condition: one wins, the other answers false (its codes are never
 * stored, so they are never shown).
 */
export async function enableTotpWithRecoveryCodes(userId: string, recoveryCodeHashes: readonly string[]): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.user.item(userId), {
      UpdateExpression: 'SET totpEnabled = :on, recoveryCodes = :codes, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND totpEnabled = :off',
      ExpressionAttributeValues: { ':on': true, ':off': false, ':codes': new Set(recoveryCodeHashes), ':now': new Date().toISOString() },
    }),
  );
}

/**
 * Uses a recovery code: its hash leaves the user's set in one conditional write, so of any
 * number of parallel uses of one code exactly one succeeds. Answers how many codes are left,
 * or undefined when the code is not (or no longer) in the set, or 2FA is off.
 */
export async function consumeRecoveryCode(userId: string, recoveryCodeHash: string): Promise<number | undefined> {
  const updated = await writeIfStillReturning(
    itemUpdate(keys.user.item(userId), {
      UpdateExpression: 'DELETE recoveryCodes :one SET updatedAt = :now',
      ConditionExpression: 'totpEnabled = :on AND contains(recoveryCodes, :hash)',
      ExpressionAttributeValues: { ':one': new Set([recoveryCodeHash]), ':hash': recoveryCodeHash, ':on': true, ':now': new Date().toISOString() },
    }),
    'UPDATED_NEW',
  );
  if (!updated) return undefined;
  // DynamoDB removes a set that becomes empty, so the last code leaves no attribute.
  const left = updated.recoveryCodes as Set<string> | undefined;
  return left?.size ?? 0;
}

/** A user record from its item (keys removed). */
export function userFromItem(item: Record<string, unknown>): UserRecord {
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as unknown as UserRecord;
}

/** The User resource of the contract. */
export function toUser(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    platformRole: user.platformRole,
    totpEnabled: user.totpEnabled,
    recoveryCodeCount: user.totpEnabled ? (user.recoveryCodes?.size ?? 0) : 0,
  };
}
