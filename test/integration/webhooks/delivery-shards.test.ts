// GET .../webhooks/{endpointId}/deliveries over the sharded delivery indexes: one endpoint's deliveries
// are written over several index partitions (by delivery id), and the list merges them so that paging
// sees each delivery once, newest first, with the status filter and the page sizes of an unsharded list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryShardOf } from '../../../shared/store/webhook-deliveries-repository.js';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { asKey, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, queueCapture, startReceiver, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
let receiver: Receiver;
let endpointId: string;
/** Every delivery of the endpoint, newest first (the list's order: creation time, then id). */
let created: Array<{ id: string; createdAt: string; status: string }>;

const DELIVERIES = 40;
const base = () => `/organisations/${merchant.organisationId}/webhooks`;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  receiver = await startReceiver();
  const endpoint = await app.http.post(base(), { url: `${receiver.origin}/sharded` }, asKey(merchant.apiKey));
  expect(endpoint.status, endpoint.text).toBe(201);
  endpointId = endpoint.body.id;

  const capture = queueCapture();
  const deliveries = [];
  for (let batch = 0; batch < DELIVERIES / 10; batch += 1) {
    const fannedOut = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
        return fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany });
      }),
    );
    deliveries.push(...fannedOut.flat());
  }
  expect(deliveries).toHaveLength(DELIVERIES);
  // Every third one is delivered (its index entry moves to the delivered shards); the others stay pending.
  const delivered = new Set(deliveries.filter((_, i) => i % 3 === 0).map((d) => d.id));
  for (const id of delivered) {
    const step = await runDeliveryStep({ deliveryId: id, tryNumber: 1 }, { enqueue: capture.enqueue });
    expect(step.kind).toBe('tried');
  }
  const sortKey = (d: { createdAt: string; id: string }) => `${d.createdAt}#${d.id}`;
  created = deliveries
    .map((d) => ({ id: d.id, createdAt: d.createdAt, status: delivered.has(d.id) ? 'delivered' : 'pending' }))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

/** Every page of the endpoint's deliveries, following nextCursor to its end. */
async function pages(query: string): Promise<Array<Array<{ id: string; status: string; endpointId: string }>>> {
  const out = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; text: string; body: any } = await app.http.get(
      `${base()}/${endpointId}/deliveries?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      asKey(merchant.apiKey),
    );
    expect(res.status, res.text).toBe(200);
    out.push(res.body.items);
    cursor = res.body.nextCursor;
    expect(out.length).toBeLessThan(DELIVERIES * 2);
  } while (cursor);
  return out;
}

describe('deliveries of an endpoint over sharded indexes', () => {
  it('spreads one endpoint deliveries over several index shards', () => {
    expect(new Set(created.map((d) => deliveryShardOf(d.id))).size).toBeGreaterThanOrEqual(8);
  });

  it('pages through every delivery exactly once, newest first, in full pages', async () => {
    const all = await pages('limit=3');
    expect(all.flat().map((d) => d.id)).toEqual(created.map((d) => d.id));
    expect(all.flat().every((d) => d.endpointId === endpointId)).toBe(true);
    for (const page of all.slice(0, -1)) expect(page).toHaveLength(3);
    const one = await app.http.get(`${base()}/${endpointId}/deliveries?limit=200`, asKey(merchant.apiKey));
    expect(one.body.items.map((d: any) => d.id)).toEqual(created.map((d) => d.id));
    expect(one.body.nextCursor).toBeNull();
  });

  it('applies the status filter across shards and pages, each once and newest first', async () => {
    for (const [status, limit] of [['delivered', 2], ['pending', 4], ['pending', 1]] as const) {
      const all = await pages(`status=${status}&limit=${limit}`);
      const expected = created.filter((d) => d.status === status).map((d) => d.id);
      expect(expected.length).toBeGreaterThan(5);
      expect(all.flat().map((d) => d.id)).toEqual(expected);
      expect(all.flat().every((d) => d.status === status)).toBe(true);
      // The status partitions hold only their status: pages are full but the last.
      for (const page of all.slice(0, -1)) expect(page).toHaveLength(limit);
    }
    const failed = await app.http.get(`${base()}/${endpointId}/deliveries?status=failed`, asKey(merchant.apiKey));
    expect(failed.body).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor of one list on another (another status, or another endpoint)', async () => {
    const first = await app.http.get(`${base()}/${endpointId}/deliveries?status=pending&limit=2`, asKey(merchant.apiKey));
    const cursor = encodeURIComponent(first.body.nextCursor);
    const onDelivered = await app.http.get(`${base()}/${endpointId}/deliveries?status=delivered&cursor=${cursor}`, asKey(merchant.apiKey));
    expect(onDelivered.status).toBe(400);
    expect(onDelivered.body.error).toBe('validation_failed');
    const onAll = await app.http.get(`${base()}/${endpointId}/deliveries?cursor=${cursor}`, asKey(merchant.apiKey));
    expect(onAll.status).toBe(400);
    const otherEndpoint = await app.http.post(base(), { url: `${receiver.origin}/other` }, asKey(merchant.apiKey));
    const onOther = await app.http.get(`${base()}/${otherEndpoint.body.id}/deliveries?status=pending&cursor=${cursor}`, asKey(merchant.apiKey));
    expect(onOther.status).toBe(400);
  });
});
