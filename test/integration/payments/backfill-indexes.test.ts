// The one-off backfill of the overview's counters and search entries (npm run backfill:payments):
// payments made "before" lose them (as payments made before the release have none), then the
// backfill writes them back so that the overview equals a count of the payments and a search finds
// them; a second run changes nothing; payments cancelled while the backfill runs are counted once.
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPaymentIndexes } from '../../../shared/payments/backfill-indexes.js';
import { db, tableName } from '../../../shared/store/client.js';
import { searchEntryWrites } from '../../../shared/store/payment-search-repository.js';
import { SUMMARY_SHARDS } from '../../../shared/store/payment-summary-repository.js';
import { getPayment as readPayment } from '../../../shared/store/payments-repository.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
const references: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  for (let i = 0; i < 4; i++) references.push((await newPayment(app, merchant, { amount: 10_000 + i, orderId: `old-order-${i}` })).reference);
  const attempt = await openAttempt(app, references[0]!, 'clictopay');
  await payerCompletes(app, merchant, references[0]!, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => expect((await app.http.get(`/payments/${references[0]}`, asKey(merchant.apiKey))).body.status).toBe('succeeded'), 10_000);
  const canceled = await app.http.post(`/payments/${references[1]}/cancel`, {}, asKey(merchant.apiKey));
  expect(canceled.status, canceled.text).toBe(200);
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

const summary = async () => {
  const res = await app.http.get(`/organisations/${merchant.organisationId}/payments/summary`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.current;
};

const search = async (q: string) => {
  const res = await app.http.get(`/payments?q=${encodeURIComponent(q)}`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.items.map((p: { reference: string }) => p.reference);
};

/** Removes what the release writes with each payment: as if the organisation's payments were older than it. */
async function forgetCountersAndEntries() {
  for (let shard = 0; shard < SUMMARY_SHARDS; shard++) {
    const out = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `ORG#${merchant.organisationId}#SUMMARY#${shard}` } }));
    for (const item of out.Items ?? []) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
  }
  for (const reference of references) {
    const payment = (await readPayment(reference))!;
    for (const entry of searchEntryWrites(payment)) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: entry.Put!.Item!.PK, SK: entry.Put!.Item!.SK } }));
  }
}

describe('the backfill of counters and search entries', () => {
  it('writes them back once, and counts a payment cancelled meanwhile once', async () => {
    // Six more pending payments, cancelled while the backfill runs.
    for (let i = 0; i < 6; i++) references.push((await newPayment(app, merchant, { amount: 20_000 + i, orderId: `racing-${i}` })).reference);
    const counted = await summary();
    expect(counted.payments.count).toBe(10);
    await forgetCountersAndEntries();
    expect((await summary()).payments.count).toBe(0);
    expect(await search('old-order-2')).toEqual([]);

    // The release went live now: what happens after is counted by the code that does it.
    const before = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [report, ...cancels] = await Promise.all([
      backfillPaymentIndexes({ before, organisationId: merchant.organisationId }),
      ...references.slice(4).map((reference) => app.http.post(`/payments/${reference}/cancel`, {}, asKey(merchant.apiKey))),
    ]);
    for (const cancel of cancels) expect(cancel.status, cancel.text).toBe(200);
    expect(report.payments).toBe(10);
    expect(report.backfilled).toBe(10);
    expect(report.gaveUp).toBe(0);

    const after = await summary();
    expect(after.payments).toEqual(counted.payments);
    expect(after.byStatus.succeeded).toEqual(counted.byStatus.succeeded);
    expect(after.byStatus.pending).toEqual({ count: 2, amount: 10_002 + 10_003 });
    expect(after.byStatus.canceled).toEqual({ count: 7, amount: 10_001 + [0, 1, 2, 3, 4, 5].reduce((sum, i) => sum + 20_000 + i, 0) });
    expect(after.byProvider).toEqual(counted.byProvider);
    expect(after.checkoutOpened).toBe(counted.checkoutOpened);
    expect(await search('old-order-2')).toEqual([references[2]]);
    expect(await search('racing-5')).toEqual([references[9]]);

    // Again, twice at once: nothing more is counted.
    const again = await Promise.all([
      backfillPaymentIndexes({ before, organisationId: merchant.organisationId }),
      backfillPaymentIndexes({ before, organisationId: merchant.organisationId }),
    ]);
    for (const second of again) {
      expect(second.backfilled).toBe(0);
      expect(second.alreadyDone).toBe(10);
    }
    expect(await summary()).toEqual(after);
  }, 60_000);
});
