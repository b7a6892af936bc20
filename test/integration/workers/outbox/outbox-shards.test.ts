// The outbox is indexed over 64 partitions by event id (by status, and all together): the relay
// finds due events in every shard (and in the unsharded partition of events written before the
// sharding), and the admin list merges the shards newest first, each event once, page after page.
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimOutboxEvent, completeOutboxEvent, OUTBOX_SHARDS, outboxShardOf, getOutboxEvent, newOutboxEvent, REDISPATCH_AFTER_MS } from '../../../../shared/store/outbox-repository.js';
import { db, tableName } from '../../../../shared/store/client.js';
import { keys } from '../../../../shared/store/keys.js';
import { asSession, createStaff } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { dynamoCallsWhile } from '../../../support/dynamo-calls.js';

let app: TestApp;
let support: string;

beforeAll(async () => {
  // No workers: the events stay pending, as behind a stalled queue.
  app = await startTestApp({ runWorkers: false });
  support = (await createStaff(app.http, 'svc_support')).cookie;
});

afterAll(async () => {
  await app?.stop();
});

async function commit(events: Array<ReturnType<typeof newOutboxEvent>>) {
  for (let i = 0; i < events.length; i += 100) {
    await db().send(new TransactWriteCommand({ TransactItems: events.slice(i, i + 100).map((e) => ({ Put: e.put })) }));
  }
}

/** The index partitions a piece of work queries. */
async function queriedPartitions(work: () => Promise<unknown>): Promise<string[]> {
  const calls = await dynamoCallsWhile(work);
  return calls.filter((call) => call.name === 'Query').map((call) => String(call.input.ExpressionAttributeValues?.[':pk']));
}

interface ListedEvent {
  id: string;
  createdAt: string;
  status: string;
  payload: { batch?: string };
}

/** Every page of an admin outbox list, in order. */
async function everyPage(query: string): Promise<ListedEvent[][]> {
  const pages: ListedEvent[][] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; text: string; body: { items: ListedEvent[]; nextCursor: string | null } } = await app.http.get(`/admin/outbox?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, asSession(support));
    expect(res.status, res.text).toBe(200);
    pages.push(res.body.items);
    cursor = res.body.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

describe('the relay', () => {
  it('queries each pending shard once, and the unsharded partition, when nothing is due', async () => {
    const started = performance.now();
    let result: unknown;
    const partitions = await queriedPartitions(async () => {
      result = await app.runSchedule('outbox-relay');
    });
    expect(result).toEqual({ dispatched: 0 });
    expect(partitions).toHaveLength(OUTBOX_SHARDS + 1);
    expect(new Set(partitions).size).toBe(OUTBOX_SHARDS + 1);
    console.info(`outbox relay, nothing due: ${partitions.length} queries in ${Math.round(performance.now() - started)} ms`);
  });

  it('hands over, in one run, lost events of every shard and of the unsharded partition', async () => {
    const lost = new Date(Date.now() - 2 * REDISPATCH_AFTER_MS);
    const events = Array.from({ length: 128 }, () => newOutboxEvent('email.send', { to: 'payer@example.tn', subject: 'x', text: 'y' }, lost));
    const legacy = newOutboxEvent('email.send', { to: 'old@example.tn', subject: 'x', text: 'y' }, lost);
    await commit([...events, legacy]);
    // An event indexed before the sharding: its pending entry is in the unsharded partition.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox.event(legacy.id),
        UpdateExpression: 'SET GSI1PK = :old',
        ExpressionAttributeValues: { ':old': 'OUTBOX#pending' },
      }),
    );
    expect(new Set(events.map((e) => outboxShardOf(e.id))).size).toBeGreaterThanOrEqual(32);

    const started = new Date();
    let result: unknown;
    const partitions = await queriedPartitions(async () => {
      result = await app.runSchedule('outbox-relay');
    });
    expect(result).toEqual({ dispatched: 129 });
    expect(app.refusedResourceUses).toEqual([]);
    // Every shard queried once (none holds a second page), and the unsharded partition.
    expect([...partitions].sort()).toEqual(
      ['OUTBOX#pending', ...Array.from({ length: OUTBOX_SHARDS }, (_, n) => `OUTBOX#pending#${n}`)].sort(),
    );
    for (const event of [...events, legacy]) {
      expect((await getOutboxEvent(event.id))!.dispatchedAt! >= started.toISOString()).toBe(true);
    }
  });
});

describe('GET /admin/outbox', () => {
  const batch = randomUUID();
  const base = Date.now() - 3600_000;
  // 30 events a second apart, so that newest first is one order; their ids put them in many shards.
  let events: Array<ReturnType<typeof newOutboxEvent>> = [];
  const newestFirst = (list: typeof events) => [...list].reverse().map((e) => e.id);
  const ours = (pages: ListedEvent[][]) => pages.flat().filter((e) => e.payload.batch === batch);

  beforeAll(async () => {
    events = Array.from({ length: 30 }, (_, i) => newOutboxEvent('email.send', { to: 'list@example.tn', subject: 's', text: 't', batch }, new Date(base + i * 1000)));
    await commit(events);
  });

  it('pages through events of many shards once each, newest first', async () => {
    expect(new Set(events.map((e) => outboxShardOf(e.id))).size).toBeGreaterThanOrEqual(10);
    const pages = await everyPage('limit=7');
    const all = pages.flat();
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.map((e) => e.createdAt)).toEqual([...all.map((e) => e.createdAt)].sort().reverse());
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    expect(ours(pages).map((e) => e.id)).toEqual(newestFirst(events));
  });

  it('lists one status from its shards: pending, then done once an event is done', async () => {
    const now = new Date();
    const finished = events.filter((_, i) => i % 3 === 0);
    for (const event of finished) {
      const claimed = await claimOutboxEvent(event.id, now);
      await completeOutboxEvent(claimed!, now);
    }
    const done = await everyPage('status=done&limit=4');
    expect(ours(done).map((e) => e.id)).toEqual(newestFirst(finished));
    expect(ours(done).every((e) => e.status === 'done')).toBe(true);

    const pending = await everyPage('status=pending&limit=4');
    expect(ours(pending).map((e) => e.id)).toEqual(newestFirst(events.filter((e) => !finished.includes(e))));
    expect(ours(pending).every((e) => e.status === 'pending')).toBe(true);
  });
});
