// Restricted API keys (issue 27, item 1): a key carries a role and a scope, never wider than its
// maker's, and every route checks it as it checks a member with that role and scope; it never
// does more than its maker holds at the time of the request, and stops when its maker leaves.
// Keys written before restricted keys read as administrator of every account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, PREDEFINED_ROLES } from '../../../shared/domain/permissions.js';
import { createApiKey } from '../../../shared/store/api-keys-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { keys } from '../../../shared/store/keys.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { asKey, asSession, createMerchant, unique, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, newPayment, paymentBody, PAYMENT_TEST_ENV, setRoutes, type Collector } from '../payments/support.js';
import { expectV2Error, INIT_PAYMENT, pluginBody } from '../v2/support.js';
import { addMember, addPaymentAccount, setMembership } from './support.js';

let app: TestApp;
let merchant: Collector;
let other: Merchant;
/** The default account (A) and a second one (B), both collecting. */
let accountA: string;
let accountB: string;
let paymentA: string;
let paymentB: string;
/** A developer limited to account A: the member of the finding. */
let scoped: { userId: string; cookie: string };

const permissionsOf = (role: string) => PREDEFINED_ROLES.find((r) => r.key === role)!.permissions;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  other = await createMerchant(app.http);
  accountA = merchant.defaultAccountId;
  accountB = (await addPaymentAccount(merchant.organisationId, 'Boutique B')).id;
  await setRoutes(merchant.organisationId, accountB, [{ provider: 'clictopay', affiliationId: merchant.affiliations.clictopay! }]);
  paymentA = (await newPayment(app, merchant)).reference;
  paymentB = (await newPayment(app, merchant, { paymentAccountId: accountB })).reference;
  scoped = await addMember(app.http, merchant.organisationId, merchant.roles.developer!, 'accounts', [accountA]);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const org = () => merchant.organisationId;
const keysPath = (suffix = '') => `/organisations/${org()}/api-keys${suffix}`;
const owner = () => asSession(merchant.owner.cookie);

async function makeKey(cookie: string, body: Record<string, unknown> = {}) {
  const res = await app.http.post(keysPath(), { name: unique('key'), ...body }, asSession(cookie));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; key: string; roleId: string; role: string | null; scope: string; accountIds: string[]; status: string };
}

const identityOf = async (key: string) => {
  const res = await app.http.get('/auth/api-key', asKey(key));
  expect(res.status, res.text).toBe(200);
  return res.body as { roleId: string; role: string | null; permissions: string[]; scope: string; accountIds: string[] };
};
const statusOf = async (key: string, method: string, path: string, body?: unknown) => {
  const res = await app.http.request(method, path, { ...asKey(key), ...(body !== undefined ? { body } : {}) });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(500);
  return `${res.status} ${res.body?.error ?? ''}`.trim();
};
const listed = async (id: string) => {
  const res = await app.http.get(keysPath('?limit=200'), owner());
  expect(res.status, res.text).toBe(200);
  return res.body.items.find((k: { id: string }) => k.id === id);
};

describe('the finding: a developer limited to one account', () => {
  it('is refused the other account with a session, and gets a key limited the same way', async () => {
    const session = asSession(scoped.cookie);
    const refused = await app.http.get(`/payments/${paymentB}?organisationId=${org()}`, session);
    expect(`${refused.status} ${refused.body.error}`).toBe('403 account_out_of_scope');

    const key = await makeKey(scoped.cookie);
    expect(key).toMatchObject({ roleId: merchant.roles.developer, role: 'developer', scope: 'accounts', accountIds: [accountA], status: 'active' });
    expect(await listed(key.id)).toMatchObject({ role: 'developer', roleName: 'Developer', scope: 'accounts', accountIds: [accountA], createdBy: scoped.userId });
    expect(await identityOf(key.key)).toMatchObject({
      role: 'developer',
      permissions: PERMISSIONS.filter((p) => permissionsOf('developer').includes(p)),
      scope: 'accounts',
      accountIds: [accountA],
    });

    // Payments of the other account: neither read nor cancelled nor created, nor listed.
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}`)).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}/timeline`)).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'POST', `/payments/${paymentB}/cancel`, {})).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'POST', '/payments', paymentBody({ paymentAccountId: accountB }))).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'GET', `/payments?account=${accountB}`)).toBe('403 account_out_of_scope');
    const list = await app.http.get('/payments?limit=200', asKey(key.key));
    expect(list.status).toBe(200);
    expect(new Set(list.body.items.map((p: { paymentAccountId: string }) => p.paymentAccountId))).toEqual(new Set([accountA]));
    // Its own account: as the member would.
    expect(await statusOf(key.key, 'GET', `/payments/${paymentA}`)).toBe('200');
    expect(await statusOf(key.key, 'POST', '/payments', paymentBody())).toBe('201');

    // No organisation-wide webhook endpoint; one for its account.
    const hooks = `/organisations/${org()}/webhooks`;
    expect(await statusOf(key.key, 'POST', hooks, { url: 'https://hooks.example.com/all' })).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'POST', hooks, { url: 'https://hooks.example.com/b', paymentAccountId: accountB })).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'POST', hooks, { url: 'https://hooks.example.com/a', paymentAccountId: accountA })).toBe('201');

    // Affiliations: the developer role only views them.
    const affiliation = `/organisations/${org()}/affiliations/${merchant.affiliations.clictopay}`;
    for (const verb of ['suspend', 'revoke', 'verify']) {
      expect(await statusOf(key.key, 'POST', `${affiliation}/${verb}`)).toBe('403 permission_denied');
    }
    expect(await statusOf(key.key, 'POST', `/organisations/${org()}/affiliations`, { provider: 'flouci', environment: 'sandbox', credentials: {} })).toBe(
      '403 permission_denied',
    );
    expect(await statusOf(key.key, 'GET', affiliation)).toBe('200');
    // Still active: nothing above changed it.
    const still = await app.http.get(affiliation, owner());
    expect(still.body.status).toBe('active');
  });

  it('cannot be given more than its maker holds: 403 permission_denied, nothing written', async () => {
    const before = (await app.http.get(keysPath('?limit=200'), owner())).body.items.length;
    for (const body of [
      { scope: 'all' },
      { accountIds: [accountB] },
      { accountIds: [accountA, accountB] },
      { scope: 'accounts', accountIds: [accountB] },
      { roleId: merchant.roles.administrator },
      { roleId: merchant.roles.viewer, accountIds: [accountA] },
    ]) {
      const res = await app.http.post(keysPath(), { name: 'wider', ...body }, asSession(scoped.cookie));
      expect(`${res.status} ${res.body.error}`, JSON.stringify(body)).toBe('403 permission_denied');
    }
    // Invalid grants are 400, as for a member's.
    for (const [body, field] of [
      [{ roleId: other.roles.developer }, 'roleId'],
      [{ roleId: '00000000-0000-4000-8000-000000000000' }, 'roleId'],
      [{ scope: 'accounts' }, 'accountIds'],
      [{ scope: 'all', accountIds: [accountA] }, 'accountIds'],
      [{ accountIds: ['00000000-0000-4000-8000-000000000000'] }, 'accountIds.0'],
    ] as const) {
      const res = await app.http.post(keysPath(), { name: 'invalid', ...body }, owner());
      expect(`${res.status} ${res.body.error}`, JSON.stringify(body)).toBe('400 validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field), JSON.stringify(body)).toContain(field);
    }
    expect((await app.http.get(keysPath('?limit=200'), owner())).body.items.length).toBe(before);
  });

  it('a narrower role and scope than the maker holds are kept, and checked as a member with them', async () => {
    const support = await makeKey(merchant.owner.cookie, { roleId: merchant.roles.support, accountIds: [accountB] });
    expect(support).toMatchObject({ role: 'support', scope: 'accounts', accountIds: [accountB] });
    expect(await statusOf(support.key, 'GET', `/payments/${paymentB}`)).toBe('200');
    expect(await statusOf(support.key, 'GET', `/payments/${paymentA}`)).toBe('403 account_out_of_scope');
    expect(await statusOf(support.key, 'POST', '/payments', paymentBody({ paymentAccountId: accountB }))).toBe('403 permission_denied');
    expect(await statusOf(support.key, 'GET', `/organisations/${org()}/webhooks`)).toBe('403 permission_denied');
    expect(await statusOf(support.key, 'GET', `/organisations/${org()}/payment-accounts`)).toBe('403 permission_denied');

    // An administrator key limited to one account: organisation-wide acts are refused, as to such a member.
    const admin = await makeKey(merchant.owner.cookie, { roleId: merchant.roles.administrator, scope: 'accounts', accountIds: [accountA] });
    const affiliation = `/organisations/${org()}/affiliations/${merchant.affiliations.clictopay}`;
    expect(await statusOf(admin.key, 'POST', `${affiliation}/suspend`)).toBe('403 account_out_of_scope');
    expect(await statusOf(admin.key, 'POST', `/organisations/${org()}/webhooks`, { url: 'https://hooks.example.com/x' })).toBe('403 account_out_of_scope');
    const accounts = await app.http.get(`/organisations/${org()}/payment-accounts`, asKey(admin.key));
    expect(accounts.body.map((a: { id: string }) => a.id)).toEqual([accountA]);
    expect(await statusOf(admin.key, 'GET', `/organisations/${org()}/payment-accounts/${accountB}`)).toBe('403 account_out_of_scope');
  });

  it('20 parallel creations by the scoped member: every wider one refused, every default one limited to its account', async () => {
    const wider = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.http.post(keysPath(), { name: `race wider ${i}`, scope: 'all' }, asSession(scoped.cookie))),
    );
    expect(wider.map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(20).fill('403 permission_denied'));

    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.http.post(keysPath(), { name: `race ${i}` }, asSession(scoped.cookie))),
    );
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    for (const res of made) expect(res.body).toMatchObject({ role: 'developer', scope: 'accounts', accountIds: [accountA] });
    const reads = await Promise.all(made.map((res) => app.http.get(`/payments/${paymentB}`, asKey(res.body.key))));
    expect(reads.map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(20).fill('403 account_out_of_scope'));

    const names = (await app.http.get(keysPath('?limit=200'), owner())).body.items.map((k: { name: string }) => k.name);
    expect(names.filter((n: string) => n.startsWith('race wider'))).toEqual([]);
    expect(names.filter((n: string) => /^race \d+$/.test(n))).toHaveLength(20);
  });
});

describe('revoking a key', () => {
  it('a member limited to one account revokes only keys within their reach: 403 permission_denied for the others, which keep working', async () => {
    const everyAccount = await makeKey(merchant.owner.cookie);
    const ofB = await makeKey(merchant.owner.cookie, { roleId: merchant.roles.developer, scope: 'accounts', accountIds: [accountB] });
    const administratorOfA = await makeKey(merchant.owner.cookie, { roleId: merchant.roles.administrator, scope: 'accounts', accountIds: [accountA] });
    const own = await makeKey(scoped.cookie);
    for (const key of [everyAccount, ofB, administratorOfA]) {
      const res = await app.http.delete(keysPath(`/${key.id}`), asSession(scoped.cookie));
      expect(res.status, res.text).toBe(403);
      expect(res.body.error).toBe('permission_denied');
      expect((await listed(key.id)).status).toBe('active');
      expect(await statusOf(key.key, 'GET', '/payments')).toBe('200');
    }
    // The owner's key is refused for its accounts, the administrator's of A for the permissions the member lacks.
    expect((await app.http.delete(keysPath(`/${everyAccount.id}`), asSession(scoped.cookie))).body.message).toMatch(/payment accounts/);
    expect((await app.http.delete(keysPath(`/${administratorOfA.id}`), asSession(scoped.cookie))).body.message).toMatch(/permissions you do not hold: .*members\.manage/);

    expect((await app.http.delete(keysPath(`/${own.id}`), asSession(scoped.cookie))).status).toBe(204);
    expect(await statusOf(own.key, 'GET', '/payments')).toBe('401 invalid_api_key');
    // The owner reaches every key.
    for (const key of [everyAccount, ofB, administratorOfA]) expect((await app.http.delete(keysPath(`/${key.id}`), owner())).status).toBe(204);
  });
});

describe('v2 keys are restricted keys too', () => {
  it('a v2 key limited to one account collects and reads only there', async () => {
    const key = await makeKey(scoped.cookie, { kind: 'v2' });
    expect(key).toMatchObject({ scope: 'accounts', accountIds: [accountA] });
    const refused = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { receiverWalletId: accountB }), asKey(key.key));
    expect(refused.status, refused.text).toBe(403);
    expectV2Error(refused.body);
    const created = await app.http.post(INIT_PAYMENT, pluginBody(merchant, { receiverWalletId: accountA }), asKey(key.key));
    expect(created.status, created.text).toBe(200);
    expect((await app.http.get(`/api/v2/payments/${created.body.paymentRef}`, asKey(key.key))).status).toBe(200);
    const other = await app.http.get(`/api/v2/payments/${paymentB}`, asKey(key.key));
    expect(other.status, other.text).toBe(403);
    expectV2Error(other.body);
    // And on v3 routes a v2 key is still refused.
    expect(await statusOf(key.key, 'GET', `/payments/${paymentA}`)).toBe('401 invalid_api_key');
  });

  it('a v2 key whose role cannot create payments is refused init-payment', async () => {
    const key = await makeKey(merchant.owner.cookie, { kind: 'v2', roleId: merchant.roles.finance });
    const res = await app.http.post(INIT_PAYMENT, pluginBody(merchant), asKey(key.key));
    expect(res.status, res.text).toBe(403);
    expectV2Error(res.body);
  });
});

describe('custom roles: read at every request', () => {
  it("a change of the key's role reaches the key at once; a role a live key holds cannot be deleted", async () => {
    const role = await app.http.post(
      `/organisations/${org()}/roles`,
      { name: unique('Lecture'), permissions: ['payments.view'] },
      owner(),
    );
    expect(role.status, role.text).toBe(201);
    const key = await makeKey(merchant.owner.cookie, { roleId: role.body.id });
    expect(key).toMatchObject({ roleId: role.body.id, role: null, scope: 'all' });
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}`)).toBe('200');
    expect(await statusOf(key.key, 'POST', '/payments', paymentBody())).toBe('403 permission_denied');

    const rolePath = `/organisations/${org()}/roles/${role.body.id}`;
    expect((await app.http.patch(rolePath, { permissions: ['payments.view', 'payments.create'] }, owner())).status).toBe(200);
    expect(await statusOf(key.key, 'POST', '/payments', paymentBody())).toBe('201');
    expect((await app.http.patch(rolePath, { permissions: [] }, owner())).status).toBe(200);
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}`)).toBe('403 permission_denied');

    const inUse = await app.http.delete(rolePath, owner());
    expect(inUse.status, inUse.text).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'role_in_use', memberCount: 0, invitationCount: 0, apiKeyCount: 1 });
    expect((await app.http.delete(keysPath(`/${key.id}`), owner())).status).toBe(204);
    expect((await app.http.delete(rolePath, owner())).status).toBe(204);
  });
});

describe('a key never does more than its maker holds now', () => {
  it('stops when its maker is removed, and stays stopped if they join again', async () => {
    const maker = await addMember(app.http, org(), merchant.roles.developer!);
    const key = await makeKey(maker.cookie);
    expect(await statusOf(key.key, 'GET', `/payments/${paymentA}`)).toBe('200');

    // 20 requests of the key race the removal: each is answered as before or after it, never otherwise.
    const [removed, ...during] = await Promise.all([
      app.http.delete(`/organisations/${org()}/members/${maker.userId}`, owner()),
      ...Array.from({ length: 20 }, () => app.http.get(`/payments/${paymentA}`, asKey(key.key))),
    ]);
    expect(removed.status, removed.text).toBe(204);
    for (const res of during) expect([200, 401], res.text).toContain(res.status);
    const after = await Promise.all(Array.from({ length: 20 }, () => app.http.get(`/payments/${paymentA}`, asKey(key.key))));
    expect(after.map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(20).fill('401 invalid_api_key'));
    expect(await listed(key.id)).toMatchObject({ status: 'maker_left', revokedAt: null });

    // Back in the organisation, with the same role: the key made in the first membership stays refused.
    await setMembership(org(), maker.userId, merchant.roles.developer!, 'all', [], true);
    expect(await statusOf(key.key, 'GET', '/auth/api-key')).toBe('401 invalid_api_key');
    expect(await listed(key.id)).toMatchObject({ status: 'maker_left' });
    // It can still be revoked, and a new key works.
    expect((await app.http.delete(keysPath(`/${key.id}`), owner())).status).toBe(204);
    const again = await makeKey(maker.cookie);
    expect(await statusOf(again.key, 'GET', `/payments/${paymentA}`)).toBe('200');
  });

  it("follows its maker's role and scope when they narrow, and their return", async () => {
    const maker = await addMember(app.http, org(), merchant.roles.developer!);
    const key = await makeKey(maker.cookie);
    expect(key).toMatchObject({ role: 'developer', scope: 'all' });
    const hooks = `/organisations/${org()}/webhooks`;
    expect(await statusOf(key.key, 'GET', hooks)).toBe('200');

    const member = `/organisations/${org()}/members/${maker.userId}`;
    const narrowed = await app.http.patch(member, { roleId: merchant.roles.support, scope: 'accounts', accountIds: [accountA] }, owner());
    expect(narrowed.status, narrowed.text).toBe(204);
    expect(await identityOf(key.key)).toMatchObject({
      role: 'developer',
      permissions: ['payments.view', 'payments.cancel'],
      scope: 'accounts',
      accountIds: [accountA],
    });
    expect(await statusOf(key.key, 'GET', hooks)).toBe('403 permission_denied');
    expect(await statusOf(key.key, 'POST', '/payments', paymentBody())).toBe('403 permission_denied');
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}`)).toBe('403 account_out_of_scope');
    expect(await statusOf(key.key, 'GET', `/payments/${paymentA}`)).toBe('200');
    // The list shows what the key was given; GET /auth/api-key what it may do now.
    expect(await listed(key.id)).toMatchObject({ role: 'developer', scope: 'all', status: 'active' });

    // Made an administrator of every account: the key still holds no more than its own role and scope.
    expect((await app.http.patch(member, { roleId: merchant.roles.administrator, scope: 'all' }, owner())).status).toBe(204);
    expect(await identityOf(key.key)).toMatchObject({ permissions: PERMISSIONS.filter((p) => permissionsOf('developer').includes(p)), scope: 'all' });
    expect(await statusOf(key.key, 'GET', `/payments/${paymentB}`)).toBe('200');
    const affiliation = `/organisations/${org()}/affiliations/${merchant.affiliations.clictopay}`;
    expect(await statusOf(key.key, 'POST', `${affiliation}/suspend`)).toBe('403 permission_denied');
  });

  it('20 creations racing the narrowing of their maker: each key is written or refused whole, and none reaches beyond the new scope', async () => {
    const maker = await addMember(app.http, org(), merchant.roles.developer!);
    const [narrowed, ...made] = await Promise.all([
      app.http.patch(`/organisations/${org()}/members/${maker.userId}`, { roleId: merchant.roles.developer, scope: 'accounts', accountIds: [accountA] }, owner()),
      ...Array.from({ length: 20 }, (_, i) => app.http.post(keysPath(), { name: `narrowing ${i}` }, asSession(maker.cookie))),
    ]);
    expect(narrowed.status, narrowed.text).toBe(204);
    const statuses = made.map((r) => `${r.status} ${r.body.error ?? ''}`.trim());
    for (const status of statuses) expect(['201', '409 conflict']).toContain(status);
    // A 409 says to retry (the maker changed meanwhile, or the creations met on the same items): the
    // retry, after the narrowing, makes the key within the new scope.
    const retried = [];
    for (const [i] of made.filter((r) => r.status === 409).entries()) {
      retried.push(await app.http.post(keysPath(), { name: `narrowing retry ${i}` }, asSession(maker.cookie)));
    }
    for (const r of retried) expect(r.status, r.text).toBe(201);
    const keysMade = [...made, ...retried].filter((r) => r.status === 201).map((r) => r.body.key as string);
    expect(keysMade).toHaveLength(20);
    const identities = await Promise.all(keysMade.map(identityOf));
    for (const identity of identities) expect(identity).toMatchObject({ scope: 'accounts', accountIds: [accountA] });
    const reads = await Promise.all(keysMade.map((key) => app.http.get(`/payments/${paymentB}`, asKey(key))));
    expect(reads.map((r) => r.status)).toEqual(Array(keysMade.length).fill(403));
  });
});

describe('keys made before restricted keys', () => {
  it('read as administrator of every account, and stay within their maker', async () => {
    // The fixture's keys are written as before: no role, no scope.
    const stored = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.apiKey.item(`v3:${merchant.apiKey.slice(4, 16)}`), ConsistentRead: true }),
    );
    expect(stored.Item).toBeDefined();
    expect(stored.Item!.roleId).toBeUndefined();
    expect(stored.Item!.scope).toBeUndefined();
    expect(await listed(merchant.apiKeyId)).toMatchObject({
      roleId: merchant.roles.administrator,
      role: 'administrator',
      scope: 'all',
      accountIds: [],
      status: 'active',
    });
    expect(await identityOf(merchant.apiKey)).toMatchObject({ role: 'administrator', permissions: [...PERMISSIONS], scope: 'all' });
    expect(await statusOf(merchant.apiKey, 'GET', `/payments/${paymentB}`)).toBe('200');

    // One made before by a developer (through the bug this closes): administrator, but never more than the developer holds.
    const developer = await addMember(app.http, org(), merchant.roles.developer!);
    const old = await createApiKey({ organisationId: org(), name: 'made before', kind: 'v3', createdBy: developer.userId });
    expect(await identityOf(old.key)).toMatchObject({
      role: 'administrator',
      permissions: PERMISSIONS.filter((p) => permissionsOf('developer').includes(p)),
    });
    const affiliation = `/organisations/${org()}/affiliations/${merchant.affiliations.clictopay}`;
    expect(await statusOf(old.key, 'POST', `${affiliation}/suspend`)).toBe('403 permission_denied');
  });
});

describe('webhook endpoints registered with a key', () => {
  it('belong to the organisation: they stay active when the key is revoked', async () => {
    const key = await makeKey(merchant.owner.cookie);
    const hooks = `/organisations/${org()}/webhooks`;
    const endpoint = await app.http.post(hooks, { url: 'https://hooks.example.com/kept', paymentAccountId: accountA }, asKey(key.key));
    expect(endpoint.status, endpoint.text).toBe(201);
    expect((await app.http.delete(keysPath(`/${key.id}`), owner())).status).toBe(204);
    const read = await app.http.get(`${hooks}/${endpoint.body.id}`, owner());
    expect(read.body.status).toBe('active');
  });
});

describe('audit', () => {
  it("records the key's role and scope, never the key", async () => {
    const key = await makeKey(scoped.cookie, { name: 'Audited restricted' });
    const res = await app.http.get(`/organisations/${org()}/audit?limit=200`, owner());
    const entry = res.body.items.find((i: { target: { id: string } }) => i.target.id === key.id);
    expect(entry).toMatchObject({
      action: 'api_key.created',
      actor: { type: 'user', id: scoped.userId },
      details: { roleId: merchant.roles.developer, scope: 'accounts', accountIds: [accountA] },
    });
    expect(res.text).not.toContain(key.key.split(':')[1]);
  });
});
