// Users: the person behind a dashboard session, with a unique email.
import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { db, isConditionFailure, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';
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
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.user.email(user.email), userId: user.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.user.item(user.id), ...user },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

export async function createUser(input: NewUser): Promise<UserRecord> {
  const user = buildUser(input);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: userPuts(user) }));
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('email_taken', 'A user with this email already exists.');
    throw error;
  }
  return user;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user.item(userId), ConsistentRead: true }));
  return out.Item ? strip(out.Item) : undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user.email(normaliseEmail(email)), ConsistentRead: true }),
  );
  return out.Item ? getUser(out.Item.userId as string) : undefined;
}

export async function updateUser(
  userId: string,
  changes: Partial<
    Pick<UserRecord, 'passwordHash' | 'lastLoginAt' | 'totpEnabled' | 'totpSecret' | 'firstName' | 'lastName' | 'sessionsRevokedAt'>
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
  const remove = options.removeTotp ? ' REMOVE totpSecret, totpLastStep' : '';
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user.item(userId),
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
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user.item(userId),
      UpdateExpression: 'SET passwordHash = :hash, sessionsRevokedAt = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': now },
    },
  };
}

/**
 * Records the use of a TOTP step. Two parallel uses of one code race on this condition:
 * exactly one wins, the other is refused.
 */
export async function consumeTotpStep(userId: string, step: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user.item(userId),
        UpdateExpression: 'SET totpLastStep = :step',
        ConditionExpression: 'attribute_not_exists(totpLastStep) OR totpLastStep < :step',
        ExpressionAttributeValues: { ':step': step },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function strip(item: Record<string, unknown>): UserRecord {
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
  };
}
