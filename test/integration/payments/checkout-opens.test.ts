// Checkout opens are one write each, kept on the payment: every open is counted (also under
// parallel opens), the timeline shows each kept open with its number among the stored items,
// in order and across pages, and an unknown reference writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMISED_CHECKOUT_OPENS } from '../../../shared/store/payment-writes.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, PAYMENT_TEST_ENV, timelineOf, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const open = async (reference: string) => {
  const res = await app.http.get(`/checkout/${reference}`);
  expect(res.status, res.text).toBe(200);
};

/** Every item of the timeline, walked `limit` at a time. */
async function walkTimeline(reference: string, limit: number, category = '') {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${category}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await app.http.get(`/payments/${reference}/timeline?${query}`, asKey(merchant.apiKey));
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.items);
    cursor = res.body.nextCursor ?? null;
  } while (cursor);
  return items;
}

describe('checkout opens', () => {
  it('counts 20 parallel opens, each kept with its own number up to the kept ones, then the latest', async () => {
    const { reference } = await newPayment(app, merchant);
    await Promise.all(Array.from({ length: 20 }, () => open(reference)));
    expect((await getPayment(app, merchant, reference)).result.checkoutOpensCount).toBe(20);
    const opens = (await timelineOf(app, merchant, reference, '&category=checkout')).items;
    expect(opens.every((item) => item.type === 'checkout.opened' && item.source === 'checkout' && item.actor.type === 'payer')).toBe(true);
    const numbers = opens.map((item) => item.details.openNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array.from({ length: ITEMISED_CHECKOUT_OPENS }, (_, i) => i + 1), 20]);
    expect(opens.at(-1).details).toMatchObject({ openNumber: 20, opensNotShown: 20 - ITEMISED_CHECKOUT_OPENS - 1, paymentStatus: 'pending' });
    expect(new Set(opens.map((item) => item.id)).size).toBe(opens.length);
    // Past the kept opens, an open is still one write once the container has met the full list.
    const before = app.resourceUsesOf('checkout');
    await open(reference);
    const after = app.resourceUsesOf('checkout');
    expect((after.UpdateItem ?? 0) - (before.UpdateItem ?? 0)).toBe(1);
    expect((await getPayment(app, merchant, reference)).result.checkoutOpensCount).toBe(21);
    const latest = (await timelineOf(app, merchant, reference, '&category=checkout')).items.at(-1);
    expect(latest.details).toMatchObject({ openNumber: 21, opensNotShown: 21 - ITEMISED_CHECKOUT_OPENS - 1 });
  });

  it('shows the opens among the stored items in time order, the same on every page size', async () => {
    const { reference } = await newPayment(app, merchant);
    await open(reference);
    const attempt = await app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
    expect(attempt.status, attempt.text).toBe(201);
    await open(reference);
    const whole = (await timelineOf(app, merchant, reference)).items;
    expect(whole.filter((item) => item.type === 'checkout.opened').map((item) => item.details.openNumber)).toEqual([1, 2]);
    // The first open comes before the attempt's items, the second after them.
    const firstOpen = whole.findIndex((item) => item.type === 'checkout.opened');
    const firstAttemptItem = whole.findIndex((item) => item.category === 'attempt');
    expect(firstOpen).toBeGreaterThan(-1);
    expect(firstOpen).toBeLessThan(firstAttemptItem);
    expect(whole.map((item) => item.seq)).toEqual([...whole.map((item) => item.seq)].sort());
    for (const limit of [1, 2, 3]) {
      expect((await walkTimeline(reference, limit)).map((item) => item.id), `limit ${limit}`).toEqual(whole.map((item) => item.id));
    }
    expect((await walkTimeline(reference, 1, '&category=checkout')).map((item) => item.details.openNumber)).toEqual([1, 2]);
  });

  it('an ended payment still counts its opens, with the status it had then', async () => {
    const { reference } = await newPayment(app, merchant);
    await open(reference);
    const canceled = await app.http.post(`/payments/${reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    await open(reference);
    const opens = (await timelineOf(app, merchant, reference, '&category=checkout')).items;
    expect(opens.map((item) => [item.details.openNumber, item.details.paymentStatus])).toEqual([
      [1, 'pending'],
      [2, 'canceled'],
    ]);
  });

  it('an unknown reference is 404 payment_not_found, with one failed write and no read', async () => {
    const before = app.resourceUsesOf('checkout');
    const res = await app.http.get(`/checkout/${'d'.repeat(24)}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('payment_not_found');
    const after = app.resourceUsesOf('checkout');
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    expect([delta('UpdateItem'), delta('GetItem'), delta('BatchGetItem')]).toEqual([1, 0, 0]);
  });
});
