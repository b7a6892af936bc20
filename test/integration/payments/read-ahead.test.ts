// GET /payments and GET /payments/{reference} with an API key this function has seen: the read starts
// beside the key's batch, from the access the key had at its last request (shared/http/read-ahead.ts),
// and the answer is still the one the key's access now gives: a narrower scope, a revoked key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import { dynamoCallsWhile } from '../../support/dynamo-calls.js';
import { addCollectingAccount, collectingMerchant, newPayment, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let secondAccountId: string;
/** One payment in the default account, one in the second, both of the same payer's phone. */
let inDefault: { reference: string };
let inSecond: { reference: string };
const PHONE = '20 555 111';

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  secondAccountId = await addCollectingAccount(app, merchant);
  inDefault = await newPayment(app, merchant, { payer: { phone: PHONE } });
  inSecond = await newPayment(app, merchant, { paymentAccountId: secondAccountId, payer: { phone: PHONE } });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const search = `/payments?q=${encodeURIComponent(PHONE)}`;
const refsOf = async (path: string, key: string) => {
  const res = await app.http.get(path, asKey(key));
  expect(res.status, res.text).toBe(200);
  return (res.body.items as Array<{ reference: string }>).map((p) => p.reference);
};
const newKey = async (cookie: string) => {
  const made = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: 'read ahead' }, asSession(cookie));
  expect(made.status, made.text).toBe(201);
  return made.body as { id: string; key: string };
};

/**
 * `path` asked with `key` while the queries are made slower than the key's batch, so that a read ahead
 * still running would end after the answer: the answer is `status` with `error` and names no payment,
 * and no call ends after it. The number of queries made.
 */
async function refusedWithNoReadLeft(path: string, key: string, status: number, error: string): Promise<number> {
  let answeredAt = 0;
  const calls = await dynamoCallsWhile(
    async () => {
      const res = await app.http.get(path, asKey(key));
      answeredAt = performance.now();
      expect(res.status, res.text).toBe(status);
      expect(res.body.error).toBe(error);
      expect(res.text).not.toContain(inDefault.reference);
      await new Promise((resolve) => setTimeout(resolve, 600));
    },
    { command: 'Query', ms: 300 },
  );
  for (const call of calls) expect(call.ended, call.name).toBeLessThanOrEqual(answeredAt);
  return calls.filter((call) => call.name === 'Query').length;
}

describe('reads beside the key\'s batch', () => {
  it("a seen key's search starts before its key's batch has answered, and answers as after it", async () => {
    expect(await refsOf(search, merchant.apiKey)).toEqual([inSecond.reference, inDefault.reference]);
    let found: string[] = [];
    const calls = await dynamoCallsWhile(async () => (found = await refsOf(search, merchant.apiKey)));
    expect(found).toEqual([inSecond.reference, inDefault.reference]);
    const batch = calls.find((call) => call.name === 'BatchGetItem')!;
    const queries = calls.filter((call) => call.name === 'Query');
    expect(queries).toHaveLength(4);
    for (const query of queries) expect(query.started).toBeLessThan(batch.ended);
    // The key's batch, the term's shards, the payments found: no call twice.
    expect(calls.map((call) => call.name).sort()).toEqual(['BatchGetItem', 'BatchGetItem', 'Query', 'Query', 'Query', 'Query']);
  });

  it("a seen key's read of one payment starts before its key's batch has answered", async () => {
    const path = `/payments/${inDefault.reference}`;
    expect((await app.http.get(path, asKey(merchant.apiKey))).status).toBe(200);
    let body: { reference?: string } = {};
    const calls = await dynamoCallsWhile(async () => (body = (await app.http.get(path, asKey(merchant.apiKey))).body));
    expect(body.reference).toBe(inDefault.reference);
    expect(calls.map((call) => call.name).sort()).toEqual(['BatchGetItem', 'GetItem']);
    const [read, batch] = [calls.find((call) => call.name === 'GetItem')!, calls.find((call) => call.name === 'BatchGetItem')!];
    expect(read.started).toBeLessThan(batch.ended);
  });

  it("a key whose maker was limited to one account since its last request sees that account's payments only", async () => {
    const maker = await addMember(app.http, merchant, merchant.roles.developer!);
    const { key } = await newKey(maker.cookie);
    expect(await refsOf(search, key)).toEqual([inSecond.reference, inDefault.reference]);
    expect(await refsOf('/payments?limit=200', key)).toContain(inSecond.reference);
    expect((await app.http.get(`/payments/${inSecond.reference}`, asKey(key))).status).toBe(200);

    const limited = await app.http.patch(
      `/organisations/${merchant.organisationId}/members/${maker.userId}`,
      { roleId: merchant.roles.developer, scope: 'accounts', accountIds: [merchant.defaultAccountId] },
      asSession(merchant.owner.cookie),
    );
    expect(limited.status, limited.text).toBe(204);
    expect(await refsOf(search, key)).toEqual([inDefault.reference]);
    expect(await refsOf('/payments?limit=200', key)).not.toContain(inSecond.reference);
    const outside = await app.http.get(`/payments/${inSecond.reference}`, asKey(key));
    expect(outside.status, outside.text).toBe(403);
    expect(outside.body.error).toBe('account_out_of_scope');
    const other = await app.http.get(`/payments?account=${secondAccountId}`, asKey(key));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('account_out_of_scope');
  });

  it('a key revoked since its last request is refused: nothing of what was read for it is answered', async () => {
    const { id, key } = await newKey(merchant.owner.cookie);
    expect(await refsOf(search, key)).toHaveLength(2);
    expect((await app.http.get(`/payments/${inDefault.reference}`, asKey(key))).status).toBe(200);
    const revoked = await app.http.delete(`/organisations/${merchant.organisationId}/api-keys/${id}`, asSession(merchant.owner.cookie));
    expect(revoked.status, revoked.text).toBeLessThan(300);
    for (const path of [search, '/payments?limit=50', `/payments/${inDefault.reference}`]) {
      const res = await app.http.get(path, asKey(key));
      expect(res.status, `${path}: ${res.text}`).toBe(401);
      expect(res.body).toEqual({ error: 'invalid_api_key', message: expect.any(String) });
      expect(res.text).not.toContain(inDefault.reference);
    }
  });

  it('a key narrowed since its last request, asking for an account now outside its scope: 403, and no read outlives the answer', async () => {
    const maker = await addMember(app.http, merchant, merchant.roles.developer!);
    const { key } = await newKey(maker.cookie);
    const outside = `/payments?account=${secondAccountId}&q=${encodeURIComponent(PHONE)}`;
    expect(await refsOf(outside, key)).toEqual([inSecond.reference]);
    const limited = await app.http.patch(
      `/organisations/${merchant.organisationId}/members/${maker.userId}`,
      { roleId: merchant.roles.developer, scope: 'accounts', accountIds: [merchant.defaultAccountId] },
      asSession(merchant.owner.cookie),
    );
    expect(limited.status, limited.text).toBe(204);

    // Read ahead from the access the key had, then refused by the access it has.
    expect(await refusedWithNoReadLeft(outside, key, 403, 'account_out_of_scope')).toBe(4);
  });

  it('a key whose maker left is refused with no read outliving the answer, and reads nothing ahead again', async () => {
    const maker = await addMember(app.http, merchant, merchant.roles.developer!);
    const { key } = await newKey(maker.cookie);
    expect(await refsOf(search, key)).toHaveLength(2);
    const removed = await app.http.delete(`/organisations/${merchant.organisationId}/members/${maker.userId}`, asSession(merchant.owner.cookie));
    expect(removed.status, removed.text).toBe(204);

    const refusedWith = () => refusedWithNoReadLeft(search, key, 401, 'invalid_api_key');
    // The first refusal stops the search read from what the key could do; the key is then remembered
    // with nothing to anticipate.
    await refusedWith();
    expect(await refusedWith()).toBe(0);
    expect(await refusedWith()).toBe(0);
  });

  it("another organisation's seen key learns nothing of a payment it names", async () => {
    const other = await collectingMerchant(app, ['clictopay']);
    expect(await refsOf('/payments?limit=1', other.apiKey)).toEqual([]);
    const res = await app.http.get(`/payments/${inDefault.reference}`, asKey(other.apiKey));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('payment_not_found');
    expect(res.text).not.toContain(PHONE.replace(/ /g, ''));
  });
});
