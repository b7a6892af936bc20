// The order the scheduled jobs walk their shards in: every shard once per run, each minute's run
// starting at another shard, so that a run cut short by its deadline leaves different shards each time.
import { describe, expect, it } from 'vitest';
import { shardOrder, walkShards } from '../../../../shared/store/shards.js';

describe('shardOrder', () => {
  it('lists every shard exactly once, from the shard of the minute, wrapping round', () => {
    const order = shardOrder(256, new Date(255 * 60_000 + 30_000));
    expect(order.slice(0, 3)).toEqual([255, 0, 1]);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 256 }, (_, n) => n));
  });

  it('starts each minute of a day at another shard', () => {
    const day = Date.UTC(2026, 10, 23);
    const firsts = new Set(Array.from({ length: 256 }, (_, minute) => shardOrder(256, new Date(day + minute * 60_000))[0]));
    expect(firsts.size).toBe(256);
  });
});

describe('walkShards', () => {
  it('walks every shard, never more than the given number at once', async () => {
    const walked: number[] = [];
    let inFlight = 0;
    let most = 0;
    await walkShards({ shards: 64, atOnce: 16, now: new Date() }, async (shard) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      walked.push(shard);
      inFlight -= 1;
    });
    expect(walked.sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, n) => n));
    expect(most).toBe(16);
  });

  it('starts no further group of shards once the deadline has passed', async () => {
    const walked: number[] = [];
    await walkShards({ shards: 64, atOnce: 16, now: new Date(), deadline: Date.now() - 1 }, async (shard) => {
      walked.push(shard);
    });
    expect(walked).toEqual([]);
  });
});
