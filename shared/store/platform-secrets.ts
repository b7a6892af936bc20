// Platform-wide secret keys (for example the cursor signing key), created on first use,
// stored sealed by KMS in the table, and opened once per container.
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { open, seal } from '../aws/kms.js';
import { keptPerContainer } from '../config/container.js';
import { type Sealed } from '../domain/sealed.js';
import { db, isConditionFailure, tableName } from './client.js';
import { keys } from './keys.js';

const cache = new Map<string, Promise<Buffer>>();
keptPerContainer(() => cache.clear());

export function platformSecret(name: string): Promise<Buffer> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadOrCreate(name);
    // A failure (a stand-in not up yet) must not be cached for the container's life.
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

async function loadOrCreate(name: string): Promise<Buffer> {
  const context = { purpose: 'platform-secret', name };
  const existing = await read(name);
  if (existing) return open(existing, context);
  const sealed = await seal(randomBytes(32), context);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.platform.secret(name), sealed, createdAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return open(sealed, context);
  } catch (error) {
    // Another container created it first: use theirs, so every container agrees.
    if (!isConditionFailure(error)) throw error;
    return open((await read(name))!, context);
  }
}

async function read(name: string): Promise<Sealed | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.platform.secret(name), ConsistentRead: true }),
  );
  return out.Item?.sealed as Sealed | undefined;
}
