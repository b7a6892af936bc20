// The counts of a link without a cap, kept over counter items rather than on the link's one item:
// every start and every success is counted once whatever their concurrency, a merchant's read
// (the link and the list) sums them, and a cap set later moves the successes back onto the item,
// where the cap is checked atomically, even while payments settle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLinkBySlug, LINK_COUNT_SHARDS } from '../../../shared/store/payment-links-repository.js';
import { shardOf } from '../../../shared/store/shards.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, getPayment, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { newLink, openLinkBody, payAt, readLink, startFromLink } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
});

afterAll(async () => {
  await app?.stop();
});

const start = (slug: string, body: unknown = {}) => app.http.post(`/links/${slug}/payments`, body);

/** The link as the merchant's list shows it. */
async function listed(linkId: string) {
  const res = await app.http.get('/payment-links?limit=200', asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.items.find((link: { id: string }) => link.id === linkId);
}

/** PATCH, asked again after a 409 conflict (a change racing with settlements reads again and may run out of rounds). */
async function patchLink(linkId: string, body: Record<string, unknown>) {
  for (let tries = 0; ; tries += 1) {
    const res = await app.http.patch(`/payment-links/${linkId}`, body, asKey(merchant.apiKey));
    if (res.status === 409 && res.body.error === 'conflict' && tries < 10) continue;
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
}

/** Pays every payment (in parallel) and waits until each has succeeded. */
async function payAll(references: string[]) {
  await Promise.all(references.map((reference) => payAt(app, merchant, reference)));
  await eventually(async () => {
    const payments = await Promise.all(references.map((reference) => getPayment(app, merchant, reference)));
    expect(payments.map((p) => p.status)).toEqual(references.map(() => 'succeeded'));
  }, 30_000);
}

describe('a reusable link without a cap', () => {
  it('counts 30 parallel starts and their successes over counter items, summed in the link and the list', async () => {
    const link = await newLink(app, merchant, openLinkBody());
    const amounts = Array.from({ length: 30 }, (_, i) => 1_000 + i * 370);
    const started = await Promise.all(amounts.map((amount) => startFromLink(app, link.slug, { amount })));
    expect(new Set(started.map((p) => shardOf(p.reference, LINK_COUNT_SHARDS))).size).toBeGreaterThanOrEqual(8);

    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'active', paymentsCount: 30, succeededCount: 0, collectedAmount: 0 });
    expect(await listed(link.id)).toMatchObject({ paymentsCount: 30, succeededCount: 0, collectedAmount: 0 });
    // Not one count on the link's item: a busy link writes its counter items, not the item.
    expect(await getLinkBySlug(link.slug)).toMatchObject({ paymentsCount: 0, succeededCount: 0, collectedAmount: 0 });

    await payAll(started.map((p) => p.reference));
    const collected = amounts.reduce((sum, amount) => sum + amount, 0);
    const counts = { paymentsCount: 30, succeededCount: 30, collectedAmount: collected };
    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'active', ...counts });
    expect(await listed(link.id)).toMatchObject(counts);
    expect(await getLinkBySlug(link.slug)).toMatchObject({ paymentsCount: 0, succeededCount: 0, collectedAmount: 0 });

    // A repeated report (the poller) counts nothing twice.
    await app.runSchedule('payments-poller');
    expect(await readLink(app, merchant, link.id)).toMatchObject(counts);
  }, 90_000);

  it('moves its successes onto the item when it gains a cap, which then holds; without the cap again it counts over shards', async () => {
    const link = await newLink(app, merchant, openLinkBody());
    const started = await Promise.all(Array.from({ length: 6 }, () => startFromLink(app, link.slug, { amount: 2_000 })));
    await payAll(started.map((p) => p.reference));

    const capped = await patchLink(link.id, { maxUses: 6 });
    expect(capped).toMatchObject({ status: 'completed', paymentsCount: 6, succeededCount: 6, collectedAmount: 12_000 });
    // The cap is checked on the item: the successes are there now.
    expect((await getLinkBySlug(link.slug))?.succeededCount).toBe(6);
    const refused = await start(link.slug, { amount: 2_000 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('link_completed');

    const raised = await patchLink(link.id, { maxUses: 7 });
    expect(raised.status).toBe('active');
    const seventh = await startFromLink(app, link.slug, { amount: 3_000 });
    await payAll([seventh.reference]);
    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'completed', paymentsCount: 7, succeededCount: 7, collectedAmount: 15_000 });
    expect((await start(link.slug, { amount: 2_000 })).status).toBe(409);

    // No cap again: starts count over the counter items, the item keeps what it had.
    const uncapped = await patchLink(link.id, { maxUses: null });
    expect(uncapped.status).toBe('active');
    const eighth = await startFromLink(app, link.slug, { amount: 1_000 });
    await payAll([eighth.reference]);
    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'active', paymentsCount: 8, succeededCount: 8, collectedAmount: 16_000 });
    expect(await listed(link.id)).toMatchObject({ paymentsCount: 8, succeededCount: 8, collectedAmount: 16_000 });
    expect(await getLinkBySlug(link.slug)).toMatchObject({ paymentsCount: 1, succeededCount: 7 });
  }, 90_000);

  it('loses no success when a cap is set while 20 payments settle', async () => {
    const link = await newLink(app, merchant, openLinkBody());
    const started = await Promise.all(Array.from({ length: 20 }, (_, i) => startFromLink(app, link.slug, { amount: 1_000 + i })));
    const references = started.map((p) => p.reference);
    await Promise.all([payAll(references), patchLink(link.id, { maxUses: 25 })]);

    const collected = started.reduce((sum, _, i) => sum + 1_000 + i, 0);
    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'active', paymentsCount: 20, succeededCount: 20, collectedAmount: collected });
    // Every success is on the item, where the cap is checked: 5 more may succeed, then the link is completed.
    expect((await getLinkBySlug(link.slug))?.succeededCount).toBe(20);
    const more = await Promise.all(Array.from({ length: 5 }, () => startFromLink(app, link.slug, { amount: 1_000 })));
    await payAll(more.map((p) => p.reference));
    expect(await readLink(app, merchant, link.id)).toMatchObject({ status: 'completed', succeededCount: 25 });
    expect((await start(link.slug, { amount: 1_000 })).status).toBe(409);
  }, 90_000);
});
