// The read copies of the organisation and account items (shared/store/read-copies.ts), which the
// collecting paths read so that one busy merchant's reads do not pass a partition's limit. A copy
// must never be a cache: each change of the item reaches every copy in the same write, so that a
// suspended organisation, a paused account or a suspended affiliation is refused through any copy
// at once.
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../../shared/store/client.js';
import { keys } from '../../../../shared/store/keys.js';
import { copyKey, isCopied, READ_COPIES } from '../../../../shared/store/read-copies.js';
import { ROUTING_ACCOUNTS_PER_TRANSACTION } from '../../../../shared/affiliations/affiliation-writes.js';
import { asKey, asSession, createStaff } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { collectingMerchant, eventually, merchantAttempt, newPayment, openAttempt, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../../payments/support.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

type Item = Record<string, unknown>;
const withoutKeys = ({ PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, ...rest }: Item) => rest;

/** The organisation's items that have read copies: the organisation and its payment accounts. */
async function copiedItems(organisationId: string): Promise<Item[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.organisation.partition(organisationId) },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).filter((item) => isCopied(item as { PK: string; SK: string }));
}

/** Every copy of every copied item of the organisation equals the item, keys aside. */
async function expectCopiesCurrent(organisationId: string, step: string) {
  const items = await copiedItems(organisationId);
  expect(items.length, step).toBeGreaterThanOrEqual(2);
  for (const item of items) {
    for (let n = 0; n < READ_COPIES; n += 1) {
      const copy = await db().send(
        new GetCommand({ TableName: tableName(), Key: copyKey(item as { PK: string; SK: string }, n), ConsistentRead: true }),
      );
      expect(copy.Item && withoutKeys(copy.Item), `${step}: copy ${n} of ${String(item.SK)}`).toEqual(withoutKeys(item));
    }
  }
}

const statusOf = (organisationId: string) => `/admin/organisations/${organisationId}/status`;
const accountsOf = (merchant: Collector) => `/organisations/${merchant.organisationId}/payment-accounts`;

describe('read copies of the organisation and its accounts', () => {
  let merchant: Collector;

  beforeAll(async () => {
    merchant = await collectingMerchant(app, ['clictopay']);
  }, 60_000);

  it('take every change of the organisation and its accounts, in the same write', async () => {
    const owner = asSession(merchant.owner.cookie);
    const affiliationId = merchant.affiliations.clictopay!;
    await expectCopiesCurrent(merchant.organisationId, 'created');

    const created = await app.http.post(accountsOf(merchant), { name: 'Boutique Sfax' }, owner);
    expect(created.status, created.text).toBe(201);
    const accountId = created.body.id as string;
    await expectCopiesCurrent(merchant.organisationId, 'account created');

    const steps: Array<[string, () => Promise<{ status: number; text: string }>]> = [
      ['account changed', () => app.http.patch(`${accountsOf(merchant)}/${accountId}`, { displayName: 'Sfax', themeColor: '#112233' }, owner)],
      ['account routed', () => app.http.put(`${accountsOf(merchant)}/${accountId}/routing`, { routes: [{ provider: 'clictopay', affiliationId }] }, owner)],
      ['account made default', () => app.http.patch(`${accountsOf(merchant)}/${accountId}`, { isDefault: true }, owner)],
      ['affiliation suspended', () => app.http.post(`/organisations/${merchant.organisationId}/affiliations/${affiliationId}/suspend`, {}, asKey(merchant.apiKey))],
      ['affiliation resumed', () => app.http.post(`/organisations/${merchant.organisationId}/affiliations/${affiliationId}/resume`, {}, asKey(merchant.apiKey))],
      ['organisation changed', () => app.http.patch(`/organisations/${merchant.organisationId}`, { city: 'Sfax', website: 'https://sfax.example.tn' }, owner)],
      ['organisation suspended', () => app.http.post(statusOf(merchant.organisationId), { status: 'suspended', reason: 'review' }, asSession(admin))],
      ['organisation active again', () => app.http.post(statusOf(merchant.organisationId), { status: 'active', reason: 'cleared' }, asSession(admin))],
      ['account paused', () => app.http.patch(`${accountsOf(merchant)}/${merchant.defaultAccountId}`, { status: 'paused' }, owner)],
      ['account archived', () => app.http.post(`${accountsOf(merchant)}/${merchant.defaultAccountId}/archive`, {}, owner)],
    ];
    for (const [step, act] of steps) {
      const res = await act();
      expect(res.status, `${step}: ${res.text}`).toBeLessThan(300);
      await expectCopiesCurrent(merchant.organisationId, step);
    }
  });
});

describe('collecting through the copies', () => {
  let merchant: Collector;

  beforeAll(async () => {
    merchant = await collectingMerchant(app, ['clictopay']);
  }, 60_000);

  it('refuses a suspended organisation at once, through whichever copy each request reads', async () => {
    const { reference } = await newPayment(app, merchant);
    const suspended = await app.http.post(statusOf(merchant.organisationId), { status: 'suspended', reason: 'review' }, asSession(admin));
    expect(suspended.status, suspended.text).toBe(200);
    const refused = await Promise.all(Array.from({ length: 20 }, () => app.http.post('/payments', paymentBody(), asKey(merchant.apiKey))));
    expect(refused.map((r) => r.body.error)).toEqual(Array(20).fill('organisation_suspended'));
    // The payer's page offers nothing to pay with meanwhile.
    const views = await Promise.all(Array.from({ length: 20 }, () => app.http.get(`/checkout/${reference}`)));
    expect(views.map((v) => v.body.providers)).toEqual(Array(20).fill([]));

    const active = await app.http.post(statusOf(merchant.organisationId), { status: 'active', reason: 'cleared' }, asSession(admin));
    expect(active.status, active.text).toBe(200);
    const accepted = await Promise.all(Array.from({ length: 20 }, () => app.http.post('/payments', paymentBody(), asKey(merchant.apiKey))));
    expect(accepted.map((r) => r.status)).toEqual(Array(20).fill(201));
    const offered = await app.http.get(`/checkout/${reference}`);
    expect(offered.body.providers.map((p: { code: string }) => p.code)).toEqual(['clictopay']);
  });

  it('reads the organisation and account items only through their copies, from creation to settlement', async () => {
    const read: Array<{ PK: string; SK: string }> = [];
    const stack = db().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, any>;
        if (context.commandName?.startsWith('Get')) read.push(input.Key);
        if (context.commandName?.startsWith('BatchGet')) for (const table of Object.values<any>(input.RequestItems ?? {})) read.push(...table.Keys);
        return next(args);
      },
      { step: 'initialize', name: 'recordReads' },
    );
    try {
      const { reference } = await newPayment(app, merchant);
      expect((await app.http.get(`/checkout/${reference}`)).status).toBe(200);
      const { attemptId } = await openAttempt(app, reference, 'clictopay');
      const attempt = await merchantAttempt(app, merchant, reference, attemptId);
      await app.simulators.control.complete('clictopay', attempt.externalRef, 'success');
      await eventually(async () => {
        expect((await app.http.get(`/checkout/${reference}?view=result`)).body.status).toBe('succeeded');
      }, 10_000);
    } finally {
      stack.remove('recordReads');
    }
    const ofMerchant = read.filter((key) => String(key.PK).startsWith(`ORG#${merchant.organisationId}`));
    const items = ofMerchant.filter((key) => isCopied(key));
    const copies = ofMerchant.filter((key) => key.PK.startsWith(`ORG#${merchant.organisationId}#COPY#`));
    console.log('organisation and account reads of one payment', {
      items: items.length,
      organisationCopies: copies.filter((key) => key.SK === 'ORG').length,
      accountCopies: copies.filter((key) => key.SK !== 'ORG').length,
    });
    expect(items).toEqual([]);
    expect(copies.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a lone write of an organisation or account item, which would leave its copies behind', async () => {
    const key = keys.account.item(merchant.organisationId, merchant.defaultAccountId);
    await expect(
      db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #s = :paused', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':paused': 'paused' } })),
    ).rejects.toThrow(/read copies/);
    const account = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    expect(account.Item?.status).toBe('active');
  });
});

describe('items written before the copies existed', () => {
  it('are read themselves, so that a change made since is never missed', async () => {
    const merchant = await collectingMerchant(app, ['clictopay']);
    for (const item of await copiedItems(merchant.organisationId)) {
      for (let n = 0; n < READ_COPIES; n += 1) {
        await db().send(new DeleteCommand({ TableName: tableName(), Key: copyKey(item as { PK: string; SK: string }, n) }));
      }
    }
    expect((await app.http.post('/payments', paymentBody(), asKey(merchant.apiKey))).status).toBe(201);
    // The suspension's update reaches copies that do not exist: it starts partial ones, which are not read.
    expect((await app.http.post(statusOf(merchant.organisationId), { status: 'suspended', reason: 'review' }, asSession(admin))).status).toBe(200);
    const partial = await db().send(new GetCommand({ TableName: tableName(), Key: copyKey(keys.organisation.item(merchant.organisationId), 0), ConsistentRead: true }));
    expect(partial.Item).toMatchObject({ status: 'suspended' });
    expect(partial.Item?.id).toBeUndefined();
    const refused = await Promise.all(Array.from({ length: 20 }, () => app.http.post('/payments', paymentBody(), asKey(merchant.apiKey))));
    expect(refused.map((r) => r.body.error)).toEqual(Array(20).fill('organisation_suspended'));
  });
});

describe('an affiliation routed by more accounts than one transaction holds', () => {
  it('gives every account and each of its copies its new status, and leaves them all on revoke', async () => {
    const merchant = await collectingMerchant(app, ['clictopay']);
    const owner = asSession(merchant.owner.cookie);
    const affiliationId = merchant.affiliations.clictopay!;
    const count = ROUTING_ACCOUNTS_PER_TRANSACTION + 6;
    const accountIds: string[] = [merchant.defaultAccountId];
    for (let i = accountIds.length; i < count; i += 1) {
      const created = await app.http.post(accountsOf(merchant), { name: `Point de vente ${i}` }, owner);
      expect(created.status, created.text).toBe(201);
      accountIds.push(created.body.id);
    }
    for (const accountId of accountIds) {
      const routed = await app.http.put(`${accountsOf(merchant)}/${accountId}/routing`, { routes: [{ provider: 'clictopay', affiliationId }] }, owner);
      expect(routed.status, routed.text).toBe(200);
    }
    const routeStatuses = async () => {
      const accounts = (await copiedItems(merchant.organisationId)).filter((item) => String(item.SK).startsWith('ACCOUNT#'));
      return accounts.map((account) => (account.routes as Array<{ affiliationId: string; affiliationStatus?: string }>).find((r) => r.affiliationId === affiliationId)?.affiliationStatus ?? 'none');
    };
    // Made while it can collect; its page then shows what the routes offer.
    const { reference } = await newPayment(app, merchant);
    const offers = async () => (await app.http.get(`/checkout/${reference}`)).body.providers.map((p: { code: string }) => p.code);
    expect(await offers()).toEqual(['clictopay']);
    const affiliation = (action: string) => app.http.post(`/organisations/${merchant.organisationId}/affiliations/${affiliationId}/${action}`, {}, asKey(merchant.apiKey));

    expect((await affiliation('suspend')).status).toBe(200);
    expect(await routeStatuses()).toEqual(Array(count).fill('suspended'));
    await expectCopiesCurrent(merchant.organisationId, 'suspended');
    // No account offers the provider of a suspended affiliation.
    expect(await offers()).toEqual([]);

    expect((await affiliation('resume')).status).toBe(200);
    expect(await routeStatuses()).toEqual(Array(count).fill('active'));
    await expectCopiesCurrent(merchant.organisationId, 'resumed');
    expect(await offers()).toEqual(['clictopay']);

    expect((await affiliation('revoke')).status).toBe(200);
    expect(await routeStatuses()).toEqual(Array(count).fill('none'));
    await expectCopiesCurrent(merchant.organisationId, 'revoked');
  }, 120_000);
});
