// Keyset pagination over a list written to several index partitions (shards): queryMergedPage
// merges them newest first. The shards here are deliberately uneven (one holds most items), the
// case where a shard that stopped early must bound the page or items would be skipped.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../shared/store/client.js';
import { queryMergedPage, type MergedPageQuery } from '../../../shared/store/pagination.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
const list = `ORG#${randomUUID()}#THINGS`;
const otherList = `ORG#${randomUUID()}#THINGS`;
const shards = [0, 1, 2].map((shard) => `${list}#${shard}`);
/** Items per shard: most in the first, few in the others. */
const SIZES = [45, 12, 3];
/** Every item, newest first (descending sort key). */
let expected: Array<{ sk: string; kind: string }> = [];

beforeAll(async () => {
  app = await startTestApp();
  const items: Array<Record<string, unknown>> = [];
  let n = 0;
  SIZES.forEach((size, shard) => {
    for (let i = 0; i < size; i += 1) {
      // Spread the shards' creation times over one another: item n of the whole list, in shard order.
      const sk = `2026-01-01T00:00:${String((i * SIZES.length + shard) % 60).padStart(2, '0')}.${String(n).padStart(3, '0')}Z#${randomUUID()}`;
      const kind = n % 3 === 0 ? 'rare' : 'common';
      items.push({ PK: `THING#${randomUUID()}`, SK: 'THING', GSI1PK: shards[shard], GSI1SK: sk, kind });
      n += 1;
    }
  });
  for (let i = 0; i < items.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  expected = items
    .map((item) => ({ sk: String(item.GSI1SK), kind: String(item.kind) }))
    .sort((a, b) => (a.sk < b.sk ? 1 : -1));
});

afterAll(async () => {
  await app?.stop();
});

const query = (extra: Partial<MergedPageQuery>): MergedPageQuery => ({
  index: 'GSI1',
  list,
  partitions: shards,
  between: ['0000', '9999'],
  ...extra,
});

async function everyPage(base: MergedPageQuery) {
  const pages: Array<Array<{ GSI1SK: string; kind: string }>> = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof queryMergedPage<{ GSI1SK: string; kind: string }>>> = await queryMergedPage({ ...base, cursor });
    pages.push(page.items);
    cursor = page.nextCursor;
    expect(pages.length).toBeLessThan(200);
  } while (cursor);
  return pages;
}

const rare = { expression: '#kind = :kind', names: { '#kind': 'kind' }, values: { ':kind': 'rare' } };

describe('merged pages over shards', () => {
  it('pages newest first through uneven shards, each item once, in full pages', async () => {
    for (const limit of [1, 4, 7]) {
      const pages = await everyPage(query({ limit }));
      expect(pages.flat().map((item) => item.GSI1SK)).toEqual(expected.map((item) => item.sk));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
    }
  });

  it('keeps every filtered item exactly once, in order, whatever the page size', async () => {
    for (const limit of [1, 2, 5]) {
      const pages = await everyPage(query({ limit, filter: rare }));
      expect(pages.flat().map((item) => item.GSI1SK)).toEqual(expected.filter((item) => item.kind === 'rare').map((item) => item.sk));
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps a sort-key window and its cursor inside it', async () => {
    const between: [string, string] = [expected[40]!.sk, expected[10]!.sk];
    const pages = await everyPage(query({ limit: 3, between }));
    expect(pages.flat().map((item) => item.GSI1SK)).toEqual(expected.slice(10, 41).map((item) => item.sk));
  });

  it('refuses a cursor issued for another list, or outside the window', async () => {
    const first = await queryMergedPage(query({ limit: 2 }));
    await expect(queryMergedPage({ ...query({ limit: 2 }), list: otherList, cursor: first.nextCursor })).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
    });
    await expect(queryMergedPage(query({ limit: 2, between: ['0000', '2000'], cursor: first.nextCursor }))).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});
