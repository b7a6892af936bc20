// Each hot path at its budget of storage calls: counted, not timed. The local app attributes
// every DynamoDB, KMS and queue call to the function that made it (lib/local/resource-guard.ts),
// so a request's calls are the difference across it. Where a path is still above the budget of
// issue 14, the test holds today's figure (no regression) and docs/benchmarks.md says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, eventually, newPayment, openAttempt, merchantAttempt, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';
import { countingReceiver, type CountingReceiver } from '../../reliability/support/receiver.js';
import { settle } from '../../reliability/support/audit.js';
import { refreshDefaultAccountHints } from '../../../../shared/store/api-keys-repository.js';
import { newLink, openLinkBody, readLink, startFromLink } from '../../links/support.js';

let app: TestApp;
let merchant: Collector;
let receiver: CountingReceiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  // Routed through the API, as merchants do: the account keeps each route's affiliation status.
  const routing = await app.http.put(
    `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}/routing`,
    { routes: (['clictopay', 'flouci'] as const).map((provider) => ({ provider, affiliationId: merchant.affiliations[provider] })) },
    asSession(merchant.owner.cookie),
  );
  expect(routing.status, routing.text).toBe(200);
  receiver = await countingReceiver();
  const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: receiver.url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
  expect(endpoint.status, endpoint.text).toBe(201);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
});

/** The calls `functionName` made while `act` ran. */
async function callsDuring(functionName: string, act: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = app.resourceUsesOf(functionName);
  await act();
  const after = app.resourceUsesOf(functionName);
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
const storageCalls = (calls: Record<string, number>) =>
  Object.entries(calls).filter(([name]) => !name.includes(':') && name !== 'email').reduce((sum, [, n]) => sum + n, 0);
const writes = (calls: Record<string, number>) => WRITES.reduce((sum, name) => sum + (calls[name] ?? 0), 0);

describe('storage calls per operation', () => {
  // Budget ≤ 2 round trips: the key (which the container has seen: it knows where to read), its
  // organisation (which names its default account) and the account its hint names (which carries its
  // routes' affiliation statuses) in one batch, then one transaction.
  it('POST /payments with a v3 key: the key, the organisation and the account in one batch, one transaction', async () => {
    await newPayment(app, merchant); // warm: caches of the container filled, as in a warm Lambda
    const calls = await callsDuring('payments', async () => {
      const res = await app.http.post('/payments', paymentBody(), asKey(merchant.apiKey));
      expect(res.status, res.text).toBe(201);
    });
    console.log('POST /payments', calls);
    expect(storageCalls(calls), JSON.stringify(calls)).toBeLessThanOrEqual(2);
    expect(calls.GetItem ?? 0, JSON.stringify(calls)).toBe(0);
    expect(calls.BatchGetItem, 'the organisation and the account together; no affiliation read').toBe(1);
    expect(calls.TransactWriteItems).toBe(1);
    expect(writes(calls)).toBe(1);
  });

  // A restricted key reads its role and its maker's membership (and role) in that same batch: no round trip more.
  it('POST /payments with a restricted key: its role and its maker in the same batch, no round trip more', async () => {
    const made = await app.http.post(
      `/organisations/${merchant.organisationId}/api-keys`,
      { name: 'budget', roleId: merchant.roles.developer, accountIds: [merchant.defaultAccountId] },
      asSession(merchant.owner.cookie),
    );
    expect(made.status, made.text).toBe(201);
    const key = made.body.key as string;
    expect((await app.http.post('/payments', paymentBody(), asKey(key))).status).toBe(201); // warm
    const calls = await callsDuring('payments', async () => {
      const res = await app.http.post('/payments', paymentBody(), asKey(key));
      expect(res.status, res.text).toBe(201);
    });
    console.log('POST /payments, restricted key', calls);
    expect(storageCalls(calls), JSON.stringify(calls)).toBeLessThanOrEqual(2);
    expect(calls.GetItem ?? 0, JSON.stringify(calls)).toBe(0);
    expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
    expect(calls.TransactWriteItems).toBe(1);
  });

  // Budget: 1 read round trip + the open. The open first, one update that answers the payment (and
  // keeps the open's time for the timeline), then its account and organisation in one batch (the
  // account carries its routes' affiliation statuses).
  it('GET /checkout/{reference}: the open, which answers the payment, then one batch', async () => {
    const { reference } = await newPayment(app, merchant);
    await app.http.get(`/checkout/${reference}`);
    const calls = await callsDuring('checkout', async () => {
      const res = await app.http.get(`/checkout/${reference}`);
      expect(res.status, res.text).toBe(200);
    });
    console.log('GET /checkout/{reference}', calls);
    expect(writes(calls), JSON.stringify(calls)).toBe(1);
    expect(calls.UpdateItem, JSON.stringify(calls)).toBe(1);
    expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
    expect(storageCalls(calls) - writes(calls), JSON.stringify(calls)).toBe(1);
  });

  // Added with the overview's counters (issue 29): the first open of a checkout is also counted among the
  // payments whose checkout was opened (conversion), in one transaction with the open. The usual update
  // is tried first and fails on a first open, answering the payment the counter item is found by: one write
  // more than an open again (above, unchanged), and still no read.
  it('GET /checkout/{reference}, its first open: the usual update answers the payment, then one transaction with the counter', async () => {
    const { reference } = await newPayment(app, merchant);
    const calls = await callsDuring('checkout', async () => {
      const res = await app.http.get(`/checkout/${reference}`);
      expect(res.status, res.text).toBe(200);
    });
    console.log('GET /checkout/{reference} (first open)', calls);
    expect(calls.UpdateItem, JSON.stringify(calls)).toBe(1);
    expect(calls.TransactWriteItems, JSON.stringify(calls)).toBe(1);
    expect(writes(calls), JSON.stringify(calls)).toBe(2);
    expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
    expect(storageCalls(calls) - writes(calls), JSON.stringify(calls)).toBe(1);
  });

  // A dashboard request on an organisation: the session (found by its token's hash), then the user, the
  // organisation and the user's membership of it in one batch (they were three reads in two round trips),
  // then the membership's role; then what the answer shows.
  it('GET /organisations/{id} with a session: the session, one batch, the role, then what the answer reads', async () => {
    const session = asSession(merchant.owner.cookie);
    const path = `/organisations/${merchant.organisationId}`;
    await app.http.get(path, session);
    const calls = await callsDuring('organisations', async () => {
      const res = await app.http.get(path, session);
      expect(res.status, res.text).toBe(200);
    });
    console.log('GET /organisations/{id}', calls);
    expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
    expect(calls.GetItem, `the session, the role and the default account: ${JSON.stringify(calls)}`).toBe(3);
    expect(calls.Query, `the active affiliations and the accounts: ${JSON.stringify(calls)}`).toBe(2);
    expect(writes(calls), JSON.stringify(calls)).toBe(0);
  });

  it('GET /checkout/{reference}/status: one read, no write', async () => {
    const { reference } = await newPayment(app, merchant);
    await app.http.get(`/checkout/${reference}/status`);
    const calls = await callsDuring('checkout', async () => {
      const res = await app.http.get(`/checkout/${reference}/status`);
      expect(res.status, res.text).toBe(200);
    });
    console.log('GET /checkout/{reference}/status', calls);
    expect(writes(calls), JSON.stringify(calls)).toBe(0);
    expect(storageCalls(calls), JSON.stringify(calls)).toBe(1);
  });

  // Budget: 1 read + 1 transaction, met. The callback names only the attempt, whose id (a UUID of
  // version 8) carries its payment's reference: the payment and the attempt in one batch, no pointer;
  // the open attempt keeps the credentials it was opened with (decisions.md, a revoked affiliation's
  // open attempts), so its affiliation is not read: docs/api-decisions.md, "The callback settlement's budget".
  it('a settlement from a provider callback: one batch, one transaction, and no KMS call when warm', async () => {
    const { reference } = await newPayment(app, merchant);
    const { attemptId } = await openAttempt(app, reference, 'clictopay');
    const attempt = await merchantAttempt(app, merchant, reference, attemptId);
    // The simulator calls the service back as the payer pays: that callback settles the payment.
    const calls = await callsDuring('callbacks', async () => {
      await app.simulators.control.complete('clictopay', attempt.externalRef, 'success');
      await eventually(async () => {
        expect((await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body.status).toBe('succeeded');
      }, 10_000);
    });
    console.log('callback settlement', calls);
    expect(calls.TransactWriteItems, JSON.stringify(calls)).toBe(1);
    expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
    expect(calls.GetItem ?? 0, JSON.stringify(calls)).toBe(0);
    expect(storageCalls(calls), JSON.stringify(calls)).toBe(2);
    expect(calls['kms:decrypt'] ?? 0, JSON.stringify(calls)).toBe(0);
    const read = await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey));
    expect(read.body.status).toBe('succeeded');
  });

  it(`a link payment's settlement: the same calls as any other, the payment saying where its link counts`, async () => {
    for (const [kind, body] of [['uncapped', openLinkBody()], ['capped', openLinkBody({ maxUses: 50 })]] as const) {
      const link = await newLink(app, merchant, body);
      const { reference } = await startFromLink(app, link.slug, { amount: 4_200 });
      const { attemptId } = await openAttempt(app, reference, 'clictopay');
      const attempt = await merchantAttempt(app, merchant, reference, attemptId);
      const calls = await callsDuring('callbacks', async () => {
        await app.simulators.control.complete('clictopay', attempt.externalRef, 'success');
        await eventually(async () => {
          expect((await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body.status).toBe('succeeded');
        }, 10_000);
      });
      console.log(`link settlement (${kind})`, calls);
      expect(calls.TransactWriteItems, JSON.stringify(calls)).toBe(1);
      expect(calls.BatchGetItem, JSON.stringify(calls)).toBe(1);
      expect(storageCalls(calls), JSON.stringify(calls)).toBe(2);
      expect(await readLink(app, merchant, link.id)).toMatchObject({ paymentsCount: 1, succeededCount: 1, collectedAmount: 4_200 });
    }
  });

  it('one successful webhook try: at most 4 storage calls, and no KMS call once the secret is known', async () => {
    // Warm: one delivery decrypts the endpoint's secret, which the container keeps.
    const pay = async () => {
      const { reference } = await newPayment(app, merchant);
      const { attemptId } = await openAttempt(app, reference, 'clictopay');
      const attempt = await merchantAttempt(app, merchant, reference, attemptId);
      await app.simulators.control.complete('clictopay', attempt.externalRef, 'success');
      expect((await app.http.get(`/callbacks/clictopay/${attemptId}`)).status).toBe(302);
    };
    await pay();
    await settle(app);
    const deliveredBefore = [...receiver.received.values()].reduce((a, b) => a + b, 0);
    await pay();
    const calls = await callsDuring('webhook-delivery', () => settle(app));
    const tries = [...receiver.received.values()].reduce((a, b) => a + b, 0) - deliveredBefore;
    console.log('webhook try', calls, { tries });
    expect(tries).toBe(1);
    expect(storageCalls(calls), JSON.stringify(calls)).toBeLessThanOrEqual(4);
    expect(calls['kms:decrypt'] ?? 0, JSON.stringify(calls)).toBe(0);
  });
});

describe('the copies the hot paths read stay true', () => {
  const affiliationAction = (provider: 'flouci', verb: 'suspend' | 'resume') =>
    app.http.post(`/organisations/${merchant.organisationId}/affiliations/${merchant.affiliations[provider]}/${verb}`, {}, asKey(merchant.apiKey));
  const offered = async () => {
    const { reference } = await newPayment(app, merchant);
    const view = await app.http.get(`/checkout/${reference}`);
    return (view.body.providers as Array<{ code: string }>).map((p) => p.code).sort();
  };

  it('an affiliation suspended, then resumed, is at once no longer, then again, offered and accepted', async () => {
    expect(await offered()).toEqual(['clictopay', 'flouci']);
    expect((await affiliationAction('flouci', 'suspend')).status).toBe(200);
    expect(await offered()).toEqual(['clictopay']);
    const refused = await app.http.post('/payments', paymentBody({ acceptedProviders: ['flouci'] }), asKey(merchant.apiKey));
    expect(refused.body.error, refused.text).toBe('provider_not_routed');
    const resumed = await affiliationAction('flouci', 'resume');
    expect(resumed.status, resumed.text).toBe(200);
    expect(await offered()).toEqual(['clictopay', 'flouci']);
  });

  it('a new default account takes the next payment without an account at once', async () => {
    const cookie = asSession(merchant.owner.cookie);
    const made = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: `Second ${Date.now()}` }, cookie);
    expect(made.status, made.text).toBe(201);
    const routed = await app.http.put(
      `/organisations/${merchant.organisationId}/payment-accounts/${made.body.id}/routing`,
      { routes: [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay }] },
      cookie,
    );
    expect(routed.status, routed.text).toBe(200);
    const moved = await app.http.patch(`/organisations/${merchant.organisationId}/payment-accounts/${made.body.id}`, { isDefault: true }, cookie);
    expect(moved.status, moved.text).toBe(200);
    const payment = await newPayment(app, merchant);
    expect(payment.paymentAccountId).toBe(made.body.id);
    const back = await app.http.patch(`/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`, { isDefault: true }, cookie);
    expect(back.status, back.text).toBe(200);
    expect((await newPayment(app, merchant)).paymentAccountId).toBe(merchant.defaultAccountId);
  });

  // The key's hint of the default account is only a hint: the organisation read with it decides.
  it('a stale hint of the default account (even a paused account) costs one more read, never the wrong account', async () => {
    const cookie = asSession(merchant.owner.cookie);
    const accountPath = (id: string) => `/organisations/${merchant.organisationId}/payment-accounts/${id}`;
    const made = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: `Third ${Date.now()}` }, cookie);
    expect(made.status, made.text).toBe(201);
    const routed = await app.http.put(
      `${accountPath(made.body.id)}/routing`,
      { routes: [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay }] },
      cookie,
    );
    expect(routed.status, routed.text).toBe(200);
    // A move of the default points the keys' hints at it. The container read the key with its former hint:
    // the next payment reads the key's batch again, with the new hint (once), and the one after is at its budget.
    expect((await app.http.patch(accountPath(made.body.id), { isDefault: true }, cookie)).status).toBe(200);
    const moved = await callsDuring('payments', async () => expect((await newPayment(app, merchant)).paymentAccountId).toBe(made.body.id));
    expect([moved.GetItem ?? 0, moved.BatchGetItem], JSON.stringify(moved)).toEqual([0, 2]);
    const atBudget = await callsDuring('payments', async () => expect((await newPayment(app, merchant)).paymentAccountId).toBe(made.body.id));
    expect([atBudget.GetItem ?? 0, atBudget.BatchGetItem], JSON.stringify(atBudget)).toEqual([0, 1]);
    // The former default paused, and the hints left on it (as a failed refresh would).
    expect((await app.http.patch(accountPath(merchant.defaultAccountId), { status: 'paused' }, cookie)).status).toBe(200);
    await refreshDefaultAccountHints(merchant.organisationId, merchant.defaultAccountId);
    try {
      await newPayment(app, merchant); // the container reads the key with its hint put back (one more batch, as above)
      const stale = await callsDuring('payments', async () => expect((await newPayment(app, merchant)).paymentAccountId).toBe(made.body.id));
      expect([stale.GetItem, stale.BatchGetItem], JSON.stringify(stale)).toEqual([1, 1]);
    } finally {
      expect((await app.http.patch(accountPath(merchant.defaultAccountId), { status: 'active' }, cookie)).status).toBe(200);
      expect((await app.http.patch(accountPath(merchant.defaultAccountId), { isDefault: true }, cookie)).status).toBe(200);
    }
    const named = await callsDuring('payments', async () => {
      const res = await app.http.post('/payments', paymentBody({ paymentAccountId: made.body.id }), asKey(merchant.apiKey));
      expect(res.status, res.text).toBe(201);
      expect(res.body.paymentAccountId).toBe(made.body.id);
    });
    expect([named.GetItem ?? 0, named.BatchGetItem], JSON.stringify(named)).toEqual([0, 1]);
  });
});
