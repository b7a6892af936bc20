// GET /payments?q= (a reference, an orderId, a payer email, a payer phone in any of its written forms)
// and GET /payments?link=: exact matches, newest first, paginated, combined with the list's filters,
// and within scope: a member scoped to one account never finds another account's payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import { newLink, openLinkBody, startFromLink } from '../links/support.js';
import { addCollectingAccount, collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let other: Collector;
let secondAccountId: string;
const payments: Record<string, any> = {};

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  [merchant, other] = await Promise.all([collectingMerchant(app, ['clictopay']), collectingMerchant(app, ['clictopay'])]);
  secondAccountId = await addCollectingAccount(app, merchant);
  // One after the other, so that "newest first" has one answer.
  payments.first = await newPayment(app, merchant, { orderId: 'CMD-2026-0042', payer: { email: 'Amal.BenSalah@Example.tn', phone: '+216 20 123 456' } });
  payments.second = await newPayment(app, merchant, {
    orderId: 'CMD-2026-0043',
    paymentAccountId: secondAccountId,
    payer: { email: 'amal.bensalah@example.tn', phone: '20123456' },
  });
  payments.unrelated = await newPayment(app, merchant, { orderId: 'CMD-9', payer: { email: 'sami@example.tn', phone: '0021698765432' } });
  // Another organisation's payer with the same email and phone: never found by this merchant.
  payments.elsewhere = await newPayment(app, other, { orderId: 'CMD-2026-0042', payer: { email: 'amal.bensalah@example.tn', phone: '20123456' } });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const search = async (query: string, as: { headers: Record<string, string> } = asKey(merchant.apiKey)) => {
  const res = await app.http.get(`/payments?${query}`, as);
  expect(res.status, res.text).toBe(200);
  return res.body as { items: any[]; nextCursor: string | null };
};
const refs = (page: { items: any[] }) => page.items.map((p) => p.reference);
const q = (value: string) => `q=${encodeURIComponent(value)}`;

describe('GET /payments?q=', () => {
  it('finds by orderId, exactly and whatever the case', async () => {
    expect(refs(await search(q('CMD-2026-0042')))).toEqual([payments.first.reference]);
    expect(refs(await search(q('  cmd-2026-0043 ')))).toEqual([payments.second.reference]);
    expect(refs(await search(q('CMD-2026')))).toEqual([]);
  });

  it('finds by payer email whatever the case, newest first', async () => {
    expect(refs(await search(q('AMAL.BENSALAH@EXAMPLE.TN')))).toEqual([payments.second.reference, payments.first.reference]);
  });

  it('finds by payer phone written in any of its forms', async () => {
    for (const form of ['+216 20 123 456', '20123456', '0021620123456', '216-20-123-456', '20 123 456']) {
      expect(refs(await search(q(form))), form).toEqual([payments.second.reference, payments.first.reference]);
    }
    expect(refs(await search(q('٢٠ ١٢٣ ٤٥٦')))).toEqual([payments.second.reference, payments.first.reference]);
    expect(refs(await search(q('98 765 432')))).toEqual([payments.unrelated.reference]);
    expect(refs(await search(q('20123457')))).toEqual([]);
  });

  it('finds by reference, in either case, and only the organisation\'s own', async () => {
    expect(refs(await search(q(payments.unrelated.reference)))).toEqual([payments.unrelated.reference]);
    expect(refs(await search(q(payments.unrelated.reference.toUpperCase())))).toEqual([payments.unrelated.reference]);
    expect(refs(await search(q(payments.elsewhere.reference)))).toEqual([]);
  });

  it('combines with the other filters and paginates like the list', async () => {
    expect(refs(await search(`${q('20123456')}&account=${secondAccountId}`))).toEqual([payments.second.reference]);
    expect(refs(await search(`${q('20123456')}&status=succeeded`))).toEqual([]);
    expect(refs(await search(`${q('20123456')}&status=pending`))).toEqual([payments.second.reference, payments.first.reference]);
    expect(refs(await search(`${q('20123456')}&to=${encodeURIComponent(payments.second.createdAt)}`))).toEqual([payments.first.reference]);
    expect(refs(await search(`${q(payments.first.reference)}&status=canceled`))).toEqual([]);
    const first = await search(`${q('20123456')}&limit=1`);
    expect(refs(first)).toEqual([payments.second.reference]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await search(`${q('20123456')}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(refs(next)).toEqual([payments.first.reference]);
    // A cursor of one search is refused by another.
    const crossed = await app.http.get(`/payments?${q('sami@example.tn')}&cursor=${encodeURIComponent(first.nextCursor!)}`, asKey(merchant.apiKey));
    expect(crossed.status).toBe(400);
  });

  it('reads on past entries whose payments the filters leave out, rather than answer an empty page', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await newPayment(app, merchant, { payer: { email: 'leila@example.tn' } }));
    const [oldest, , newest] = made;
    expect((await app.http.post(`/payments/${oldest!.reference}/cancel`, {}, asKey(merchant.apiKey))).status).toBe(200);
    // One entry read per shard: the first read names only the newest payment, which is pending.
    expect(refs(await search(`${q('leila@example.tn')}&status=canceled&limit=1`))).toEqual([oldest!.reference]);
    expect(refs(await search(`${q('leila@example.tn')}&status=pending&limit=1`))).toEqual([newest!.reference]);
  });

  it('keeps a member scoped to one account to that account: another account\'s payment is never found', async () => {
    const member = await addMember(app.http, merchant, merchant.roles.support ?? merchant.roles.viewer!, { scope: 'accounts', accountIds: [secondAccountId] });
    const as = asSession(member.cookie);
    const org = `organisationId=${merchant.organisationId}`;
    expect(refs(await search(`${org}&${q('20123456')}`, as))).toEqual([payments.second.reference]);
    expect(refs(await search(`${org}&${q('CMD-2026-0042')}`, as))).toEqual([]);
    expect(refs(await search(`${org}&${q(payments.first.reference)}`, as))).toEqual([]);
    expect(refs(await search(`${org}&${q(payments.second.reference)}`, as))).toEqual([payments.second.reference]);
    const outside = await app.http.get(`/payments?${org}&${q('20123456')}&account=${merchant.defaultAccountId}`, as);
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('account_out_of_scope');
  });

  it('answers 400 validation_failed for an empty q, or q and link together', async () => {
    for (const query of ['q=', `q=x&link=${payments.first.id}`, `q=${'x'.repeat(255)}`, 'link=not-a-uuid']) {
      const res = await app.http.get(`/payments?${query}`, asKey(merchant.apiKey));
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
  });
});

describe('GET /payments?link=', () => {
  it("lists a link's payments only, newest first, paginated", async () => {
    const link = await newLink(app, merchant, openLinkBody());
    const otherLink = await newLink(app, merchant, openLinkBody());
    const started: string[] = [];
    for (const amount of [1_500, 2_500, 3_500]) started.unshift((await startFromLink(app, link.slug, { amount })).reference);
    await startFromLink(app, otherLink.slug, { amount: 4_000 });
    const all = await search(`link=${link.id}`);
    expect(refs(all)).toEqual(started);
    expect(all.items.every((p) => p.paymentLinkId === link.id && p.channel === 'link')).toBe(true);
    const page = await search(`link=${link.id}&limit=2`);
    expect(refs(page)).toEqual(started.slice(0, 2));
    const rest = await search(`link=${link.id}&limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`);
    expect(refs(rest)).toEqual(started.slice(2));
    expect(refs(await search(`link=${link.id}&account=${secondAccountId}`))).toEqual([]);
    // Another organisation naming this link finds nothing.
    expect(refs(await search(`link=${link.id}`, asKey(other.apiKey)))).toEqual([]);
  });
});
