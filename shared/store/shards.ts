// Lists and counters written over several partitions (shards) so that none runs hot: the shard of
// a key, every shard of a list, and how the scheduled jobs and the outbox relay walk the index
// shards their work is spread over: a few shards at a time, so that a run's time grows with the due work rather than with the number
// of shards, and each run starting at another shard (by the minute), so that when a run's time
// runs short it is not always the same shards that wait for the next one.

/** The shard of a hex id or reference among `shards` (its last hex digits). */
export const shardOf = (hexId: string, shards: number) => parseInt(hexId.slice(-4), 16) % shards;

/** Every shard number of a list written over `shards` partitions. */
export const everyShard = (shards: number) => Array.from({ length: shards }, (_, shard) => shard);

export interface ShardWalk {
  /** How many shards the work is spread over. */
  shards: number;
  /** How many are walked at once. */
  atOnce: number;
  /** The run's time: the first shard is the one of this minute. */
  now: Date;
  /** No further group of shards is started after this time (ms since the epoch). */
  deadline?: number;
}

/** The shards in the order a run at `now` walks them: every shard once, from the minute's own. */
export function shardOrder(shards: number, now: Date): number[] {
  const first = Math.floor(now.getTime() / 60_000) % shards;
  return Array.from({ length: shards }, (_, i) => (first + i) % shards);
}

/** Runs `walk` on every shard, `atOnce` at a time, until the deadline. */
export async function walkShards(options: ShardWalk, walk: (shard: number) => Promise<void>): Promise<void> {
  const order = shardOrder(options.shards, options.now);
  for (let i = 0; i < order.length; i += options.atOnce) {
    if (options.deadline && Date.now() > options.deadline) return;
    await Promise.all(order.slice(i, i + options.atOnce).map(walk));
  }
}
