import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../shared/store/client.js';
import { queryPage } from '../../../shared/store/pagination.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
const orgA = 'ORG#aaaaaaaa-0000-4000-8000-000000000001#THINGS';
const orgB = 'ORG#bbbbbbbb-0000-4000-8000-000000000002#THINGS';

beforeAll(async () => {
  app = await startTestApp();
  for (const partition of [orgA, orgB]) {
    const items = Array.from({ length: 25 }, (_, i) => ({
      PK: partition,
      SK: `THING#${String(i).padStart(3, '0')}`,
      n: i,
    }));
    for (let i = 0; i < items.length; i += 25) {
      await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }),
      );
    }
  }
});
afterAll(async () => {
  await app?.stop();
});

describe('keyset pagination', () => {
  it('pages newest first through a partition with opaque cursors', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof queryPage<{ n: number }>>> = await queryPage<{ n: number }>({ partition: orgA, limit: 10, cursor });
      seen.push(...page.items.map((i) => i.n));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => 24 - i));
    expect(pages).toBe(3);
  });

  it('caps the page size at 200 and defaults to 50', async () => {
    const page = await queryPage({ partition: orgA });
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses a cursor issued for another organisation', async () => {
    const first = await queryPage({ partition: orgB, limit: 5 });
    await expect(queryPage({ partition: orgA, limit: 5, cursor: first.nextCursor })).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
    });
  });

  it('refuses a forged cursor that points into another organisation', async () => {
    const first = await queryPage({ partition: orgA, limit: 5 });
    const [payload, mac] = first.nextCursor!.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    decoded.k.PK = orgB;
    decoded.p = orgB;
    const forged = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${mac}`;
    await expect(queryPage({ partition: orgB, limit: 5, cursor: forged })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(queryPage({ partition: orgA, limit: 5, cursor: 'garbage' })).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
