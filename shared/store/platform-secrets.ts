// Platform-wide secret keys (for example the cursor signing key), created on first use,
// stored sealed by KMS in the table, and opened once per container.
import { randomBytes } from 'node:crypto';
import { open, seal } from '../aws/kms.js';
import { keptPerContainer } from '../config/container.js';
import { type Sealed } from '../domain/sealed.js';
import { getItem } from './batch-get.js';
import { newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { writeIfStill } from './transact.js';

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
  if (await writeIfStill(newItemPut({ ...keys.platform.secret(name), sealed, createdAt: new Date().toISOString() }))) return open(sealed, context);
  // Another container created it first: use theirs, so every container agrees.
  return open((await read(name))!, context);
}

async function read(name: string): Promise<Sealed | undefined> {
  const item = await getItem(keys.platform.secret(name));
  return item?.sealed as Sealed | undefined;
}
