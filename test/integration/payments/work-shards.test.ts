// The scheduled jobs' work is spread over 256 index shards each (pending payments by expiry,
// open attempts by their next check). A run with nothing due costs one query a shard and no
// more; a run finds due work in any shard, the lowest and the highest alike.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDuePayments } from '../../../shared/payments/expire-payment.js';
import { pollDueAttempts } from '../../../shared/payments/poll-attempts.js';
import { db, type TransactItem } from '../../../shared/store/client.js';
import { attemptWrites, paymentWrites } from '../../../shared/store/payment-writes.js';
import {
  ATTEMPT_CHECK_SHARDS,
  attemptCheckShardOf,
  EXPIRY_SHARDS,
  expiryShardOf,
  getAttempt,
  getPayment as readPayment,
} from '../../../shared/store/payments-repository.js';
import { transact } from '../../../shared/store/transact.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  collectingMerchant,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from './helpers.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app);
});

afterAll(async () => {
  await app?.stop();
});

/** The partitions a piece of work queries, each time it queries one. */
async function queriedPartitions(work: () => Promise<unknown>): Promise<{ partitions: string[]; ms: number }> {
  const partitions: string[] = [];
  const name = `countQueries${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') {
        const values = (args.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues;
        partitions.push(String(values?.[':pk']));
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  const started = performance.now();
  try {
    await work();
  } finally {
    db().middlewareStack.remove(name);
  }
  return { partitions, ms: Math.round(performance.now() - started) };
}

/** A reference whose last hex digits put it in `shard` of 256. */
const referenceInShard = (shard: number) => `${randomBytes(11).toString('hex')}${shard.toString(16).padStart(2, '0')}`;

/**
 * A copy of a payment made through the API (and of one of its attempts), under a reference of the
 * given shard, written with the store's own builders: the index keys are the ones the service writes.
 */
async function copyInShard(source: string, shard: number, attemptId?: string): Promise<{ reference: string; attemptId?: string }> {
  const reference = referenceInShard(shard);
  const payment = (await readPayment(source))!;
  const writes: TransactItem[] = [paymentWrites.create({ ...payment, id: randomUUID(), reference })];
  let copiedAttemptId: string | undefined;
  if (attemptId) {
    const attempt = (await getAttempt(source, attemptId))!;
    copiedAttemptId = randomUUID();
    writes.push(attemptWrites.create({ ...attempt, id: copiedAttemptId, reference }, attempt.nextCheckAt!));
  }
  await transact(writes);
  return { reference, attemptId: copiedAttemptId };
}

describe('a run with nothing due', () => {
  it('queries each of the 256 expiry shards once, and nothing more', async () => {
    const run = await queriedPartitions(() => expireDuePayments({ now: new Date() }));
    expect(run.partitions).toHaveLength(EXPIRY_SHARDS);
    expect(new Set(run.partitions)).toEqual(new Set(Array.from({ length: EXPIRY_SHARDS }, (_, n) => `PAYMENT_EXPIRY#${n}`)));
    console.info(`expiry sweep, nothing due: ${run.partitions.length} queries in ${run.ms} ms`);
  });

  it('queries each of the 256 attempt-check shards once, and nothing more', async () => {
    const run = await queriedPartitions(() => pollDueAttempts({ now: new Date() }));
    expect(run.partitions).toHaveLength(ATTEMPT_CHECK_SHARDS);
    expect(new Set(run.partitions)).toEqual(new Set(Array.from({ length: ATTEMPT_CHECK_SHARDS }, (_, n) => `ATTEMPT_CHECKS#${n}`)));
    console.info(`poller, nothing due: ${run.partitions.length} queries in ${run.ms} ms`);
  });
});

describe('due work in the lowest and the highest shard', () => {
  it('expires pending payments of shard 0 and shard 255 in one run', async () => {
    const source = await newPayment(app, merchant, { expiresInMinutes: 1 });
    const low = await copyInShard(source.reference, 0);
    const high = await copyInShard(source.reference, 255);
    expect([expiryShardOf(low.reference), expiryShardOf(high.reference)]).toEqual([0, 255]);

    const expired = await expireDuePayments({ now: new Date(Date.now() + 2 * 60_000) });
    expect(expired).toBe(3);
    for (const reference of [source.reference, low.reference, high.reference]) {
      expect(await getPayment(app, merchant, reference)).toMatchObject({ status: 'expired', result: { failureCode: 'payment_expired' } });
    }
  });

  it('checks open attempts of shard 0 and shard 255 in one run, and settles them from the provider’s answer', async () => {
    const source = await newPayment(app, merchant);
    const attempt = await openAttempt(app, source.reference, 'pluxee');
    const low = await copyInShard(source.reference, 0, attempt.attemptId);
    const high = await copyInShard(source.reference, 255, attempt.attemptId);
    expect([attemptCheckShardOf(low.reference), attemptCheckShardOf(high.reference)]).toEqual([0, 255]);
    // The payer pays at the provider; its callbacks name the source attempt only, so the copies
    // learn the outcome from the poller's status calls alone.
    const { externalRef } = await merchantAttempt(app, merchant, source.reference, attempt.attemptId);
    await app.simulators.control.complete('pluxee', externalRef, 'success');

    await pollDueAttempts({ now: new Date() });
    for (const copy of [low, high]) {
      expect(await getPayment(app, merchant, copy.reference)).toMatchObject({ status: 'succeeded', succeededAttemptId: copy.attemptId });
      const items = (await timelineOf(app, merchant, copy.reference, '&category=attempt')).items;
      expect(items.at(-1)).toMatchObject({ type: 'attempt.succeeded', source: 'poller' });
    }
  });
});
