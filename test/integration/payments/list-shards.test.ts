// GET /payments over the sharded payment indexes: a merchant's payments are written over several
// index partitions, and a list merges them so that paging sees each payment once, newest first,
// with the same filters and full pages as an unsharded list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listShardOf } from '../../../shared/store/payments-repository.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addCollectingAccount, collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let secondAccountId: string;
/** Every payment created, newest first (the list's order: creation time, then reference). */
let created: Array<{ reference: string; createdAt: string; paymentAccountId: string; status: string }>;
let canceled: Set<string>;

const PAYMENTS = 40;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  secondAccountId = await addCollectingAccount(app, merchant);

  const payments = [];
  for (let batch = 0; batch < PAYMENTS / 10; batch += 1) {
    payments.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          newPayment(app, merchant, { amount: 1000 + batch * 10 + i, ...((batch * 10 + i) % 4 === 0 ? { paymentAccountId: secondAccountId } : {}) }),
        ),
      )),
    );
  }
  canceled = new Set(payments.filter((_, i) => i % 3 === 0).map((p) => p.reference));
  for (const reference of canceled) {
    const res = await app.http.post(`/payments/${reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(res.status, res.text).toBe(200);
  }
  const sortKey = (p: { createdAt: string; reference: string }) => `${p.createdAt}#${p.reference}`;
  created = payments
    .map((p) => ({
      reference: p.reference,
      createdAt: p.createdAt as string,
      paymentAccountId: p.paymentAccountId as string,
      status: canceled.has(p.reference) ? 'canceled' : 'pending',
    }))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** Every page of a list, following nextCursor to its end. */
async function pages(query: string): Promise<Array<Array<{ reference: string; status: string; paymentAccountId: string }>>> {
  const out = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; text: string; body: any } = await app.http.get(
      `/payments?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      asKey(merchant.apiKey),
    );
    expect(res.status, res.text).toBe(200);
    out.push(res.body.items);
    cursor = res.body.nextCursor;
    expect(out.length).toBeLessThan(PAYMENTS * 2);
  } while (cursor);
  return out;
}

describe('GET /payments over sharded indexes', () => {
  it('spreads one merchant payments over several index shards', () => {
    expect(new Set(created.map((p) => listShardOf(p.reference))).size).toBeGreaterThanOrEqual(8);
  });

  it('pages through every payment exactly once, newest first, in full pages', async () => {
    const all = await pages('limit=3');
    expect(all.flat().map((p) => p.reference)).toEqual(created.map((p) => p.reference));
    // Every page but the last is full, as on an unsharded list.
    for (const page of all.slice(0, -1)) expect(page).toHaveLength(3);
    const one = await app.http.get('/payments?limit=200', asKey(merchant.apiKey));
    expect(one.body.items.map((p: any) => p.reference)).toEqual(created.map((p) => p.reference));
    expect(one.body.nextCursor).toBeNull();
  });

  it('applies a status filter across shards and pages', async () => {
    for (const [status, limit] of [['canceled', 1], ['canceled', 2], ['pending', 1]] as const) {
      const all = await pages(`status=${status}&limit=${limit}`);
      const expected = created.filter((p) => p.status === status).map((p) => p.reference);
      expect(expected.length).toBeGreaterThan(5);
      expect(all.flat().map((p) => p.reference)).toEqual(expected);
      for (const page of all) expect(page.length).toBeLessThanOrEqual(limit);
    }
  });

  it('reads on past a filtered read that matched nothing, rather than answer an empty page', async () => {
    const shop = await collectingMerchant(app, ['clictopay']);
    for (let i = 0; i < 3; i += 1) await newPayment(app, shop);
    const [newest, , oldest] = (await app.http.get('/payments', asKey(shop.apiKey))).body.items as Array<{ reference: string }>;
    expect((await app.http.post(`/payments/${oldest!.reference}/cancel`, {}, asKey(shop.apiKey))).status).toBe(200);
    // One item read per shard before the filter applies: the first read holds only the newest payment, pending.
    const page = await app.http.get('/payments?status=canceled&limit=1', asKey(shop.apiKey));
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.map((p: { reference: string }) => p.reference)).toEqual([oldest!.reference]);
    const pending = await app.http.get('/payments?status=pending&limit=1', asKey(shop.apiKey));
    expect(pending.body.items.map((p: { reference: string }) => p.reference)).toEqual([newest!.reference]);
  });

  it('lists one account (its own sharded index) and a creation window, each once and in order', async () => {
    const onSecond = await pages(`account=${secondAccountId}&limit=4`);
    expect(onSecond.flat().map((p) => p.reference)).toEqual(created.filter((p) => p.paymentAccountId === secondAccountId).map((p) => p.reference));
    const pendingOnSecond = await pages(`account=${secondAccountId}&status=pending&limit=3`);
    expect(pendingOnSecond.flat().map((p) => p.reference)).toEqual(
      created.filter((p) => p.paymentAccountId === secondAccountId && p.status === 'pending').map((p) => p.reference),
    );

    // from inclusive, to exclusive: the window between the 31st and the 6th newest creation times.
    const from = created[30]!.createdAt;
    const to = created[5]!.createdAt;
    const windowed = await pages(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=5`);
    expect(windowed.flat().map((p) => p.reference)).toEqual(created.filter((p) => p.createdAt >= from && p.createdAt < to).map((p) => p.reference));
  });

  it('refuses a cursor of one list on another (another account, or a window it falls outside)', async () => {
    const first = await app.http.get('/payments?limit=3', asKey(merchant.apiKey));
    const cursor = encodeURIComponent(first.body.nextCursor);
    const onAccount = await app.http.get(`/payments?account=${secondAccountId}&cursor=${cursor}`, asKey(merchant.apiKey));
    expect(onAccount.status).toBe(400);
    expect(onAccount.body.error).toBe('validation_failed');
    const outside = await app.http.get(`/payments?to=${encodeURIComponent(created[39]!.createdAt)}&cursor=${cursor}`, asKey(merchant.apiKey));
    expect(outside.status).toBe(400);
  });
});
