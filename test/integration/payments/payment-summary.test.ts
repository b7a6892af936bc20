// The overview (GET /organisations/{id}/payments/summary): figures kept as counters written with each
// change, which must equal a count of the payments themselves after changes made at once: 20
// settlements in parallel, refunds in parallel, checkout opens in parallel, cancels. Scope respected,
// bad input answered 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tunisDay, addDays } from '../../../shared/domain/days.js';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import { addCollectingAccount, collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let secondAccountId: string;

beforeAll(async () => {
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, REFUNDS_CHECK_DELAYS_SECONDS: '0' } });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  secondAccountId = await addCollectingAccount(app, merchant);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const summary = (query = '', as: { headers: Record<string, string> } = asKey(merchant.apiKey)) => app.http.get(`/organisations/${merchant.organisationId}/payments/summary${query}`, as);

/** Every payment of the organisation (or of one account), read from the list. */
async function allPayments(account?: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ limit: '200', ...(account ? { account } : {}), ...(cursor ? { cursor } : {}) });
    const page: { status: number; text: string; body: any } = await app.http.get(`/payments?${query}`, asKey(merchant.apiKey));
    expect(page.status, page.text).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

/** The figures counted from the payments themselves, as the summary should have them. */
function countOf(payments: any[]) {
  const byStatus = {} as Record<'pending' | 'succeeded' | 'failed' | 'expired' | 'canceled', { count: number; amount: number }>;
  for (const status of ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const) {
    const of = payments.filter((p) => p.status === status);
    byStatus[status] = { count: of.length, amount: of.reduce((sum, p) => sum + p.amount, 0) };
  }
  const providers = [...new Set(payments.filter((p) => p.status === 'succeeded').map((p) => p.provider as string))];
  const byProvider = providers
    .map((provider) => {
      const of = payments.filter((p) => p.status === 'succeeded' && p.provider === provider);
      return { provider, count: of.length, amount: of.reduce((sum, p) => sum + p.amount, 0) };
    })
    .sort((a, b) => b.amount - a.amount || a.provider.localeCompare(b.provider));
  const opened = payments.filter((p) => (p.result?.checkoutOpensCount ?? 0) > 0).length;
  const refundedAmount = payments.reduce((sum, p) => sum + (p.amountRefunded ?? 0), 0);
  return {
    payments: { count: payments.length, amount: payments.reduce((sum, p) => sum + p.amount, 0) },
    byStatus,
    byProvider,
    checkoutOpened: opened,
    collected: byStatus.succeeded,
    refundedAmount,
    conversion: opened ? Math.round((byStatus.succeeded.count / opened) * 10_000) / 10_000 : null,
  };
}

function expectFigures(figures: any, payments: any[]) {
  const counted = countOf(payments);
  expect(figures.payments).toEqual(counted.payments);
  expect(figures.byStatus).toEqual(counted.byStatus);
  expect(figures.byProvider).toEqual(counted.byProvider);
  expect(figures.checkoutOpened).toBe(counted.checkoutOpened);
  expect(figures.collected).toEqual(counted.collected);
  expect(figures.refunded.amount).toBe(counted.refundedAmount);
  expect(figures.netCollected).toBe(counted.collected.amount - counted.refundedAmount);
  expect(figures.conversion).toBe(counted.conversion);
  const today = figures.byDay.find((day: any) => day.day === tunisDay(new Date()));
  expect(today).toEqual({ day: tunisDay(new Date()), payments: counted.payments.count, collectedCount: counted.collected.count, collectedAmount: counted.collected.amount });
}

describe('the payments overview', () => {
  it('equals a count of the payments after 20 parallel settlements, parallel refunds, opens and cancels', async () => {
    const empty = await summary();
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.current.payments).toEqual({ count: 0, amount: 0 });
    expect(empty.body.current.byDay).toHaveLength(30);
    expect(empty.body.current.conversion).toBeNull();

    // 24 payments on the default account (two providers, amounts that differ), 4 on the second.
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        newPayment(app, merchant, { amount: 1_000 + i * 137, acceptedProviders: [i % 3 === 0 ? 'flouci' : 'clictopay'] }),
      ),
    );
    const onSecond = await Promise.all(Array.from({ length: 4 }, (_, i) => newPayment(app, merchant, { amount: 5_000 + i, paymentAccountId: secondAccountId })));

    // Checkouts opened at once, some twice at the same moment: a payment counts once among those opened.
    const toOpen = [...created.slice(0, 22), ...onSecond.slice(0, 2)];
    const opens = await Promise.all([...toOpen, ...toOpen.slice(0, 8)].map((p) => app.http.get(`/checkout/${p.reference}`)));
    if (opens.some((o) => o.status !== 200)) console.log(app.logs.filter((l) => l.includes('error')).slice(0, 3).join('\n'));
    for (const open of opens) expect(open.status, open.text).toBe(200);

    // 20 settlements at once: 15 successes, 5 declines (a declined attempt leaves its payment pending).
    const settling = created.slice(0, 20);
    const attempts = await Promise.all(settling.map((p, i) => openAttempt(app, p.reference, i % 3 === 0 ? 'flouci' : 'clictopay')));
    await Promise.all(
      settling.map((p, i) => payerCompletes(app, merchant, p.reference, attempts[i]!.attemptId, i % 3 === 0 ? 'flouci' : 'clictopay', i < 15 ? 'success' : 'decline')),
    );
    await eventually(async () => {
      const statuses = await Promise.all(settling.slice(0, 15).map(async (p) => (await app.http.get(`/payments/${p.reference}`, asKey(merchant.apiKey))).body.status));
      expect(statuses.every((s) => s === 'succeeded'), statuses.join()).toBe(true);
      const declined = await Promise.all(settling.slice(15).map(async (p) => (await app.http.get(`/payments/${p.reference}/attempts`, asKey(merchant.apiKey))).body.items[0].status));
      expect(declined.every((s) => s === 'failed'), declined.join()).toBe(true);
    }, 20_000);

    // Two cancels and refunds at once (clictopay refunds in part: two partial refunds of one payment race too).
    const canceled = await Promise.all([created[22]!, created[23]!].map((p) => app.http.post(`/payments/${p.reference}/cancel`, {}, asKey(merchant.apiKey))));
    for (const res of canceled) expect(res.status, res.text).toBe(200);
    const refundable = settling.slice(0, 15).filter((_, i) => i % 3 !== 0).slice(0, 4);
    const refunds = await Promise.all([
      ...refundable.map((p) => app.http.post(`/payments/${p.reference}/refunds`, { amount: 100 }, asKey(merchant.apiKey))),
      app.http.post(`/payments/${refundable[0]!.reference}/refunds`, { amount: 200 }, asKey(merchant.apiKey)),
    ]);
    for (const res of refunds) expect(res.status, res.text).toBe(201);
    await eventually(async () => {
      const payments = await allPayments();
      expect(payments.reduce((sum, p) => sum + (p.amountRefunded ?? 0), 0)).toBe(600);
    }, 20_000);

    const payments = await allPayments();
    expect(payments).toHaveLength(28);
    const read = await summary();
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ timeZone: 'Africa/Tunis', currency: 'TND', account: null });
    expectFigures(read.body.current, payments);
    expect(read.body.current.refunded).toEqual({ count: 5, amount: 600 });
    expect(read.body.current.byStatus.succeeded.count).toBe(15);
    expect(read.body.current.checkoutOpened).toBe(24);
    expect(read.body.previous.payments).toEqual({ count: 0, amount: 0 });

    // One account: its own figures only.
    const second = await summary(`?account=${secondAccountId}`);
    expect(second.status, second.text).toBe(200);
    expect(second.body.account).toBe(secondAccountId);
    expectFigures(second.body.current, await allPayments(secondAccountId));
  }, 120_000);

  it('gives the same figures for the period before: today is the previous period of tomorrow', async () => {
    const today = tunisDay(new Date());
    const tomorrow = addDays(today, 1);
    const [now, next] = await Promise.all([summary(`?from=${today}&to=${today}`), summary(`?from=${tomorrow}&to=${tomorrow}`)]);
    expect(now.status, now.text).toBe(200);
    expect(next.status, next.text).toBe(200);
    expect(next.body.previous).toEqual(now.body.current);
    expect(next.body.current.payments.count).toBe(0);
    expect(now.body.current.byDay).toEqual([expect.objectContaining({ day: today })]);
    // A period given by its start only lasts 30 days.
    const fromOnly = await summary(`?from=${today}`);
    expect(fromOnly.body.current).toMatchObject({ from: today, to: addDays(today, 29) });
    expect(fromOnly.body.previous).toMatchObject({ from: addDays(today, -30), to: addDays(today, -1) });
  });

  it('keeps a member scoped to one account to that account', async () => {
    const member = await addMember(app.http, merchant, merchant.roles.finance!, { scope: 'accounts', accountIds: [secondAccountId] });
    const own = await summary('', asSession(member.cookie));
    expect(own.status, own.text).toBe(200);
    const whole = await summary(`?account=${secondAccountId}`);
    expect(own.body.current).toEqual(whole.body.current);
    expect(own.body.current.payments.count).toBe(4);
    const other = await summary(`?account=${merchant.defaultAccountId}`, asSession(member.cookie));
    expect(other.status, other.text).toBe(403);
    expect(other.body.error).toBe('account_out_of_scope');
  });

  it('answers 400 validation_failed for days that are not days, reversed or too long a period', async () => {
    for (const query of ['?from=2026-02-30', '?to=yesterday', '?from=2026-05-02&to=2026-05-01', '?from=2024-01-01&to=2025-12-31', '?account=nope', '?status=succeeded']) {
      const res = await summary(query);
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
  });
});
