import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAffiliation } from '../../../shared/affiliations/revoke-affiliation.js';
import { setAccountRouting } from '../../../shared/routing/set-account-routing.js';
import { db } from '../../../shared/store/client.js';
import { getPaymentAccount } from '../../../shared/store/payment-accounts-repository.js';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type HttpClient, type RequestOptions, type TestApp } from '../../support/test-app.js';
import { ALL_SECRETS, joinAs, providerCase, recording } from './support.js';

let app: TestApp;
let http: HttpClient;
let merchant: Merchant;
let other: Merchant;
const seen: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  http = recording(app.http, seen);
  merchant = await createMerchant(app.http, 'Routing One');
  other = await createMerchant(app.http, 'Routing Two');
});
afterAll(async () => {
  await app?.stop();
});

type Code = Parameters<typeof providerCase>[0];
const owner = (): RequestOptions => asSession(merchant.owner.cookie);
const key = () => asKey(merchant.apiKey);
const accounts = (org = merchant.organisationId) => `/organisations/${org}/payment-accounts`;
const routing = (accountId: string) => `${accounts()}/${accountId}/routing`;
const putRouting = (accountId: string, routes: unknown, options = owner()) => http.put(routing(accountId), { routes }, options);
const affiliation = (id: string, verb: string, m = merchant) =>
  http.post(`/organisations/${m.organisationId}/affiliations/${id}/${verb}`, undefined, asKey(m.apiKey));

async function newAffiliation(code: Code, label: string, m = merchant): Promise<string> {
  const res = await http.post(
    `/organisations/${m.organisationId}/affiliations`,
    { provider: code, environment: 'sandbox', credentials: providerCase(code).credentials, label },
    asKey(m.apiKey),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function newAccount(name = `Caisse ${randomUUID().slice(0, 6)}`): Promise<string> {
  const res = await http.post(accounts(), { name }, owner());
  expect(res.status).toBe(201);
  return res.body.id;
}

const accountView = async (id: string) => (await http.get(`${accounts()}/${id}`, key())).body;

describe('routing', () => {
  it('replaces the routing and reads it back, by key or session; the account accepts the routed providers', async () => {
    const account = await newAccount();
    const flouci = await newAffiliation('flouci', 'main');
    const clictopay = await newAffiliation('clictopay', 'main');
    const put = await putRouting(account, [
      { provider: 'flouci', affiliationId: flouci },
      { provider: 'clictopay', affiliationId: clictopay.toUpperCase() },
    ]);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({
      routes: [
        { provider: 'flouci', label: 'main', affiliationId: flouci, affiliationStatus: 'active' },
        { provider: 'clictopay', label: 'main', affiliationId: clictopay, affiliationStatus: 'active' },
      ],
    });
    for (const options of [key(), owner()]) {
      const read = await http.get(routing(account), options);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(put.body);
    }
    const view = await accountView(account);
    expect(view.routes).toEqual(put.body.routes);
    expect(view.acceptedProviders.sort()).toEqual(['clictopay', 'flouci']);

    const listed = await http.get(`/organisations/${merchant.organisationId}/affiliations/${flouci}`, key());
    expect(listed.body.paymentAccounts).toEqual([{ id: account, name: view.name, status: 'active' }]);

    // Replacing: a route left out is gone; an empty routing accepts nothing.
    const replaced = await putRouting(account, [{ provider: 'clictopay', affiliationId: clictopay }]);
    expect(replaced.body.routes.map((r: { provider: string }) => r.provider)).toEqual(['clictopay']);
    expect((await http.get(`/organisations/${merchant.organisationId}/affiliations/${flouci}`, key())).body.paymentAccounts).toEqual([]);
    const emptied = await putRouting(account, []);
    expect(emptied.body).toEqual({ routes: [] });
    expect((await accountView(account)).acceptedProviders).toEqual([]);
  });

  it('refuses two routes for one provider, unknown, foreign, revoked or mismatched affiliations', async () => {
    const account = await newAccount();
    const izi = await newAffiliation('izi', 'refusals');
    const izi2 = await newAffiliation('izi', 'refusals-2');
    const revoked = await newAffiliation('pluxee', 'refusals');
    expect((await affiliation(revoked, 'revoke')).status).toBe(200);
    const foreign = await newAffiliation('kashy', 'theirs', other);

    const cases: Array<[unknown, string]> = [
      [[{ provider: 'izi', affiliationId: izi }, { provider: 'izi', affiliationId: izi2 }], 'routes.1.provider'],
      [[{ provider: 'izi', affiliationId: randomUUID() }], 'routes.0.affiliationId'],
      [[{ provider: 'kashy', affiliationId: foreign }], 'routes.0.affiliationId'],
      [[{ provider: 'pluxee', affiliationId: revoked }], 'routes.0.affiliationId'],
      [[{ provider: 'flouci', affiliationId: izi }], 'routes.0.provider'],
      [[{ provider: 'paypal', affiliationId: izi }], 'routes.0.provider'],
      [[{ provider: 'izi', affiliationId: 'nope' }], 'routes.0.affiliationId'],
      [[{ provider: 'izi', affiliationId: izi, label: 'x' }], 'routes.0.label'],
      ['izi', 'routes'],
    ];
    for (const [routes, field] of cases) {
      const res = await putRouting(account, routes);
      expect(res.status, JSON.stringify(routes)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field), JSON.stringify(routes)).toContain(field);
    }
    expect((await http.put(routing(account), { routes: [], extra: 1 }, owner())).status).toBe(400);
    expect((await http.get(routing(account), key())).body).toEqual({ routes: [] });
  });

  it('is for sessions with accounts.manage; refuses archived and unknown accounts, and accounts out of scope', async () => {
    const account = await newAccount();
    const izi = await newAffiliation('izi', 'access');
    const routes = [{ provider: 'izi', affiliationId: izi }];
    expect((await putRouting(account, routes, key())).status).toBe(401);

    const unknown = await putRouting(randomUUID(), routes);
    expect([unknown.status, unknown.body.error]).toEqual([404, 'payment_account_not_found']);
    expect((await http.get(routing(randomUUID()), key())).body.error).toBe('payment_account_not_found');

    const archived = await newAccount();
    expect((await http.post(`${accounts()}/${archived}/archive`, undefined, owner())).status).toBe(200);
    const refused = await putRouting(archived, routes);
    expect([refused.status, refused.body.error]).toEqual([409, 'invalid_transition']);

    const scoped = asSession(await joinAs(app.http, merchant, 'administrator', 'accounts', [account]));
    expect((await putRouting(account, routes, scoped)).status).toBe(200);
    for (const res of [await putRouting(merchant.defaultAccountId, routes, scoped), await http.get(routing(merchant.defaultAccountId), scoped)]) {
      expect([res.status, res.body.error]).toEqual([403, 'account_out_of_scope']);
    }
    // The scoped member sees only its own accounts among an affiliation's.
    await putRouting(merchant.defaultAccountId, routes);
    const seenByScoped = await http.get(`/organisations/${merchant.organisationId}/affiliations/${izi}`, scoped);
    expect(seenByScoped.body.paymentAccounts.map((a: { id: string }) => a.id)).toEqual([account]);
    const seenByOwner = await http.get(`/organisations/${merchant.organisationId}/affiliations/${izi}`, owner());
    expect(seenByOwner.body.paymentAccounts.map((a: { id: string }) => a.id).sort()).toEqual([account, merchant.defaultAccountId].sort());
    await putRouting(merchant.defaultAccountId, []);

    const viewer = asSession(await joinAs(app.http, merchant, 'viewer', 'all'));
    expect((await http.get(routing(account), viewer)).status).toBe(200);
    expect((await putRouting(account, routes, viewer)).body.error).toBe('permission_denied');
  });
});

describe('affiliation states on routing', () => {
  it('drops a suspended affiliation from acceptedProviders at once, and takes it back on resume', async () => {
    const account = await newAccount();
    const kashy = await newAffiliation('kashy', 'states');
    const izi = await newAffiliation('izi', 'states');
    await putRouting(account, [
      { provider: 'kashy', affiliationId: kashy },
      { provider: 'izi', affiliationId: izi },
    ]);
    expect((await accountView(account)).acceptedProviders.sort()).toEqual(['izi', 'kashy']);
    expect((await affiliation(kashy, 'suspend')).status).toBe(200);
    const suspended = await accountView(account);
    expect(suspended.acceptedProviders).toEqual(['izi']);
    expect(suspended.routes.find((r: { provider: string }) => r.provider === 'kashy').affiliationStatus).toBe('suspended');
    // A suspended affiliation may still be routed (it is not revoked).
    expect((await putRouting(account, [{ provider: 'kashy', affiliationId: kashy }])).status).toBe(200);
    expect((await affiliation(kashy, 'resume')).status).toBe(200);
    expect((await accountView(account)).acceptedProviders).toEqual(['kashy']);
  });

  it('removes a revoked affiliation from the routing of every account', async () => {
    const [a, b, c] = [await newAccount(), await newAccount(), await newAccount()];
    const flouci = await newAffiliation('flouci', 'revoke');
    const izi = await newAffiliation('izi', 'revoke');
    for (const account of [a, b]) {
      await putRouting(account, [
        { provider: 'izi', affiliationId: izi },
        { provider: 'flouci', affiliationId: flouci },
      ]);
    }
    await putRouting(c, [{ provider: 'izi', affiliationId: izi }]);
    const before = await http.get(`/organisations/${merchant.organisationId}/affiliations/${flouci}`, key());
    expect(before.body.paymentAccounts.map((x: { id: string }) => x.id).sort()).toEqual([a, b].sort());

    const revoked = await affiliation(flouci, 'revoke');
    expect(revoked.status).toBe(200);
    expect(revoked.body.paymentAccounts).toEqual([]);
    for (const account of [a, b]) {
      expect((await http.get(routing(account), key())).body.routes.map((r: { affiliationId: string }) => r.affiliationId)).toEqual([izi]);
      expect((await accountView(account)).acceptedProviders).toEqual(['izi']);
    }
    expect((await http.get(routing(c), key())).body.routes.map((r: { affiliationId: string }) => r.affiliationId)).toEqual([izi]);
    const audit = await http.get(`/organisations/${merchant.organisationId}/affiliations/${flouci}/audit`, key());
    expect(audit.body.items[0].details.removedFromPaymentAccounts.sort()).toEqual([a, b].sort());
  });

  it('never leaves a revoked affiliation routed when a revoke races routing changes', async () => {
    for (let round = 0; round < 2; round += 1) {
      const accountsOfRound = await Promise.all(Array.from({ length: 4 }, () => newAccount()));
      const target = await newAffiliation('mpgs_poste', `race-${round}`);
      await putRouting(accountsOfRound[0]!, [{ provider: 'mpgs_poste', affiliationId: target }]);
      const routeTarget = (account: string, delayMs: number) =>
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          putRouting(account, [{ provider: 'mpgs_poste', affiliationId: target }]),
        );
      const [revoked, ...puts] = await Promise.all([
        affiliation(target, 'revoke'),
        ...accountsOfRound.slice(1).map((account, i) => routeTarget(account, i * 4)),
      ]);
      expect(revoked!.status).toBe(200);
      for (const res of puts) expect([200, 400]).toContain(res.status);
      for (const id of accountsOfRound) {
        const stored = await getPaymentAccount(merchant.organisationId, id);
        expect(stored!.routes.map((r) => r.affiliationId)).not.toContain(target);
      }
    }
  });
});

describe('a routing change between the reads and the write of a revoke', () => {
  it('makes the revoke read again and remove the new route too', async () => {
    const [first, second] = [await newAccount(), await newAccount()];
    const target = await newAffiliation('mpgs_poste', 'interleaved');
    await putRouting(first, [{ provider: 'mpgs_poste', affiliationId: target }]);
    const change = { organisationId: merchant.organisationId, actor: { type: 'system' as const, id: null }, clientIp: null };

    // Just before the revoke's transaction is sent, another request routes the affiliation on
    // a second account: the revoke's reads are stale at that moment.
    let armed = true;
    let revokeWrites = 0;
    db().middlewareStack.add(
      (next) => async (args) => {
        const items = (args.input as { TransactItems?: Array<{ Update?: { UpdateExpression?: string } }> }).TransactItems;
        if (items?.some((item) => item.Update?.UpdateExpression?.includes('revokedAt'))) {
          revokeWrites += 1;
          if (armed) {
            armed = false;
            await setAccountRouting({ ...change, accountId: second, routes: [{ provider: 'mpgs_poste', affiliationId: target }] });
          }
        }
        return next(args);
      },
      { step: 'initialize', name: 'interleaveRouting' },
    );
    try {
      const revoked = await revokeAffiliation({ ...change, affiliationId: target });
      expect(revoked.status).toBe('revoked');
    } finally {
      db().middlewareStack.remove('interleaveRouting');
    }
    expect(armed).toBe(false);
    expect(revokeWrites).toBe(2);
    for (const id of [first, second]) {
      expect((await getPaymentAccount(merchant.organisationId, id))!.routes).toEqual([]);
    }
  });
});

describe('secrets', () => {
  it('never shows a credential value in an answer or a log line', () => {
    const everything = [...seen, ...app.logs].join('\n');
    for (const secret of ALL_SECRETS) expect(everything).not.toContain(secret);
  });
});
