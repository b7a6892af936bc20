import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember, setMembership } from './support.js';

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
let viewer: { userId: string; cookie: string };
let developer: { cookie: string };

beforeAll(async () => {
  app = await startTestApp();
  // One after the other: password hashing saturates the two test cores.
  merchant = await createMerchant(app.http);
  other = await createMerchant(app.http);
  viewer = await addMember(app.http, merchant.organisationId, merchant.roles.viewer!);
  developer = await addMember(app.http, merchant.organisationId, merchant.roles.developer!);
});
afterAll(async () => {
  await app?.stop();
});

const keysPath = (suffix = '') => `/organisations/${merchant.organisationId}/api-keys${suffix}`;
const owner = () => asSession(merchant.owner.cookie);

describe('POST /organisations/{id}/api-keys', () => {
  it("creates a v3 key by default, shown once, that authenticates at once, with its maker's role and scope", async () => {
    const res = await app.http.post(keysPath(), { name: 'Shop backend' }, owner());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Shop backend',
      kind: 'v3',
      prefix: expect.stringMatching(/^kpk_[0-9a-f]{12}$/),
      legacy: false,
      key: expect.stringMatching(/^kpk_[0-9a-f]{12}:[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
      roleId: merchant.roles.administrator,
      role: 'administrator',
      roleName: 'Administrator',
      scope: 'all',
      accountIds: [],
      createdBy: merchant.owner.userId,
      status: 'active',
    });
    expect(res.body.key.startsWith(`${res.body.prefix}:`)).toBe(true);
    const identity = await app.http.get('/auth/api-key', asKey(res.body.key));
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({ organisationId: merchant.organisationId, apiKeyId: res.body.id, role: 'administrator', scope: 'all' });
  });

  it('creates a v2 key of the form <organisationId>:<secret>', async () => {
    const res = await app.http.post(keysPath(), { name: 'WooCommerce', kind: 'v2' }, asSession(developer.cookie));
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('v2');
    expect(res.body.key).toMatch(new RegExp(`^${merchant.organisationId}:[A-Za-z0-9_-]{43}$`));
    const identity = await app.http.get('/auth/api-key', asKey(res.body.key));
    expect(identity.body).toMatchObject({ organisationId: merchant.organisationId, apiKeyId: res.body.id, role: 'developer' });
  });

  it('validates the body', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: 'x', kind: 'v4' },
      { name: 'x', scopes: ['all'] },
      { name: 'n'.repeat(101) },
      { name: 'x', roleId: 'administrator' },
      { name: 'x', scope: 'some' },
      { name: 'x', accountIds: ['nope'] },
      { name: 'x', accountIds: 'nope' },
    ]) {
      const res = await app.http.post(keysPath(), body, owner());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
  });

  it('needs api_keys.manage, membership and a session', async () => {
    const denied = await app.http.post(keysPath(), { name: 'nope' }, asSession(viewer.cookie));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    expect((await app.http.post(keysPath(), { name: 'nope' }, asSession(other.owner.cookie))).status).toBe(404);
    expect((await app.http.post(keysPath(), { name: 'nope' }, asKey(merchant.apiKey))).status).toBe(401);
  });
});

describe('GET /organisations/{id}/api-keys', () => {
  it('lists the keys newest first without their secret, with lastUsedAt', async () => {
    const created = await app.http.post(keysPath(), { name: 'Listed' }, owner());
    await app.http.get('/auth/api-key', asKey(created.body.key));
    const res = await app.http.get(keysPath(), asSession(viewer.cookie));
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    const listed = res.body.items.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).toEqual({
      id: created.body.id,
      name: 'Listed',
      kind: 'v3',
      prefix: created.body.prefix,
      legacy: false,
      createdAt: created.body.createdAt,
      lastUsedAt: expect.any(String),
      revokedAt: null,
      roleId: merchant.roles.administrator,
      role: 'administrator',
      roleName: 'Administrator',
      scope: 'all',
      accountIds: [],
      createdBy: merchant.owner.userId,
      status: 'active',
    });
    expect(res.body.items[0].id).toBe(created.body.id);
    const secret = created.body.key.split(':')[1];
    expect(res.text).not.toContain(secret);
    expect(res.text).not.toContain('secretHash');
    // The fixture's keys are listed too, and only this organisation's.
    const ids = res.body.items.map((k: { id: string }) => k.id);
    expect(ids).toContain(merchant.apiKeyId);
    expect(ids).not.toContain(other.apiKeyId);
  });

  it('pages with a cursor', async () => {
    const first = await app.http.get(keysPath('?limit=2'), owner());
    expect(first.body.items).toHaveLength(2);
    const second = await app.http.get(keysPath(`?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`), owner());
    expect(second.status).toBe(200);
    const ids = [...first.body.items, ...second.body.items].map((k: { id: string }) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    const forged = await app.http.get(keysPath('?cursor=abc.def'), owner());
    expect(forged.status).toBe(400);
  });

  it('needs api_keys.view and membership', async () => {
    await setMembership(merchant.organisationId, viewer.userId, merchant.roles.finance!, 'all', []);
    try {
      const res = await app.http.get(keysPath(), asSession(viewer.cookie));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    } finally {
      await setMembership(merchant.organisationId, viewer.userId, merchant.roles.viewer!, 'all', []);
    }
    expect((await app.http.get(`/organisations/${other.organisationId}/api-keys`, owner())).status).toBe(404);
  });
});

describe('DELETE /organisations/{id}/api-keys/{apiKeyId}', () => {
  it('revokes a key: its very next request answers 401', async () => {
    const created = await app.http.post(keysPath(), { name: 'To revoke' }, owner());
    expect((await app.http.get('/auth/api-key', asKey(created.body.key))).status).toBe(200);

    const res = await app.http.delete(keysPath(`/${created.body.id}`), owner());
    expect(res.status).toBe(204);
    const after = await app.http.get('/auth/api-key', asKey(created.body.key));
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('invalid_api_key');

    const listed = (await app.http.get(keysPath('?limit=200'), owner())).body.items.find(
      (k: { id: string }) => k.id === created.body.id,
    );
    expect(listed.revokedAt).toEqual(expect.any(String));
    expect(listed.status).toBe('revoked');
    const again = await app.http.delete(keysPath(`/${created.body.id}`), owner());
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('api_key_not_found');
  });

  it("answers 404 for unknown, malformed and another organisation's keys", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', other.apiKeyId]) {
      const res = await app.http.delete(keysPath(`/${id}`), owner());
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('api_key_not_found');
    }
    expect((await app.http.get('/auth/api-key', asKey(other.apiKey))).status).toBe(200);
  });

  it('needs api_keys.manage', async () => {
    const res = await app.http.delete(keysPath(`/${merchant.apiKeyId}`), asSession(viewer.cookie));
    expect(res.status).toBe(403);
    expect((await app.http.get('/auth/api-key', asKey(merchant.apiKey))).status).toBe(200);
  });

  it('audits creation and revocation without the key', async () => {
    const created = await app.http.post(keysPath(), { name: 'Audited' }, owner());
    await app.http.delete(keysPath(`/${created.body.id}`), owner());
    const res = await app.http.get(`/organisations/${merchant.organisationId}/audit?limit=200`, owner());
    const entries = res.body.items.filter((i: { target: { id: string } }) => i.target.id === created.body.id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['api_key.revoked', 'api_key.created']);
    expect(entries[1]).toMatchObject({
      actor: { type: 'user', id: merchant.owner.userId },
      target: { type: 'api_key', id: created.body.id },
      details: { name: 'Audited', kind: 'v3', prefix: created.body.prefix, roleId: merchant.roles.administrator, scope: 'all', accountIds: [] },
    });
    expect(res.text).not.toContain(created.body.key.split(':')[1]);
  });
});
