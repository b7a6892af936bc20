import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireActiveAccount } from '../../../shared/accounts/require-active-account.js';
import { isAppError } from '../../../shared/domain/errors.js';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { accountKeys } from '../../../shared/store/payment-accounts-repository.js';
import { asKey, asSession, createMerchant, unique, type Merchant, joinAs } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { tinyPdf, tinyPng, upload } from '../files/support.js';

let app: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http, 'Boutique Test');
});
afterAll(async () => {
  await app?.stop();
});

const base = () => `/organisations/${merchant.organisationId}/payment-accounts`;
const owner = () => asSession(merchant.owner.cookie);
const create = (body: Record<string, unknown>) => app.http.post(base(), body, owner());
const patch = (id: string, body: Record<string, unknown>) => app.http.patch(`${base()}/${id}`, body, owner());
const archive = (id: string) => app.http.post(`${base()}/${id}/archive`, undefined, owner());
const listAll = async (query = '?includeArchived=true') => {
  const res = await app.http.get(`${base()}${query}`, owner());
  expect(res.status).toBe(200);
  return res.body as Array<Record<string, any>>;
};
async function newAccount(name = unique('Caisse')) {
  const res = await create({ name });
  expect(res.status).toBe(201);
  return res.body as Record<string, any>;
}


/** An affiliation item as the affiliations feature stores it (only label and status are read here). */
async function putAffiliation(provider: string, status: string, label: string) {
  const id = randomUUID();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: `ORG#${merchant.organisationId}`, SK: `AFFILIATION#${id}`, id, provider, status, label, sealedCredentials: 'x' },
    }),
  );
  return id;
}

/** Routing is written by the routing feature; here it is set directly on the account item. */
async function setRoutes(accountId: string, routes: Array<{ provider: string; affiliationId: string }>) {
  await db().send(
    new TransactWriteCommand({
      // A transaction: the account's read copies are written with it (shared/store/read-copies.ts).
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: accountKeys.item(merchant.organisationId, accountId),
            UpdateExpression: 'SET routes = :routes',
            ExpressionAttributeValues: { ':routes': routes },
          },
        },
      ],
    }),
  );
}

describe('creation', () => {
  it('creates an account with the contract fields, its slug derived from the name', async () => {
    const res = await create({ name: 'Boutique Café Sud' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'acceptedProviders', 'archivedAt', 'createdAt', 'displayName', 'failUrl', 'id', 'isDefault', 'logoFileId', 'name',
        'organisationId', 'routes', 'slug', 'status', 'successUrl', 'themeColor', 'updatedAt',
        // Beyond the contract (docs/api-decisions.md): late successes are refunded only when asked.
        'refundLateSuccesses',
      ].sort(),
    );
    expect(res.body.refundLateSuccesses).toBe(false);
    expect(res.body).toMatchObject({
      organisationId: merchant.organisationId,
      name: 'Boutique Café Sud',
      slug: 'boutique-cafe-sud',
      displayName: null,
      logoFileId: null,
      themeColor: null,
      successUrl: null,
      failUrl: null,
      status: 'active',
      isDefault: false,
      archivedAt: null,
      routes: [],
      acceptedProviders: [],
    });
    const read = await app.http.get(`${base()}/${res.body.id}`, owner());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('suffixes a derived slug that is taken, and refuses a chosen slug that is taken', async () => {
    const first = await create({ name: 'Marché Central' });
    const second = await create({ name: 'marché  central!' });
    expect(first.body.slug).toBe('marche-central');
    expect(second.status).toBe(201);
    expect(second.body.slug).toBe('marche-central-2');

    const taken = await create({ name: 'Another', slug: 'marche-central' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('slug_taken');
    const chosen = await create({ name: 'Another', slug: 'another-place-9' });
    expect(chosen.status).toBe(201);
    expect(chosen.body.slug).toBe('another-place-9');
  });

  it('takes branding and return URLs, and a logo only when it is a logo file of the organisation', async () => {
    const logo = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'logo', content: tinyPng() });
    const pdf = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'other', content: tinyPdf() });
    const settings = {
      displayName: 'La Caisse',
      themeColor: '#1A2b3C',
      successUrl: 'https://shop.example.tn/ok?x=1',
      failUrl: 'http://shop.example.tn/ko',
    };
    const res = await create({ name: 'Branded', ...settings, logoFileId: logo.body.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...settings, logoFileId: logo.body.id });

    for (const logoFileId of [pdf.body.id, randomUUID()]) {
      const refused = await create({ name: 'Bad logo', logoFileId });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('validation_failed');
      expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'logoFileId' })]);
    }
  });

  it('validates every field and refuses unknown ones', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'x', slug: '-edge' }, 'slug'],
      [{ name: 'x', themeColor: 'red' }, 'themeColor'],
      [{ name: 'x', themeColor: '#12345' }, 'themeColor'],
      [{ name: 'x', successUrl: '/relative' }, 'successUrl'],
      [{ name: 'x', failUrl: 'javascript:alert(1)' }, 'failUrl'],
      [{ name: 'x', successUrl: 'ftp://example.tn/file' }, 'successUrl'],
      [{ name: 'x', logoFileId: 'not-a-uuid' }, 'logoFileId'],
      [{ name: 'x', isDefault: true }, 'isDefault'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('is for sessions: an API key reads accounts but cannot create them', async () => {
    expect((await app.http.post(base(), { name: 'By key' }, asKey(merchant.apiKey))).status).toBe(401);
    const listed = await app.http.get(base(), asKey(merchant.apiKey));
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { id: string }) => a.id)).toContain(merchant.defaultAccountId);
    const one = await app.http.get(`${base()}/${merchant.defaultAccountId}`, asKey(merchant.apiKey));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: merchant.defaultAccountId, isDefault: true, slug: 'boutique-test' });
  });

  it('answers 404 payment_account_not_found for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await app.http.get(`${base()}/${id}`, owner());
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('payment_account_not_found');
    }
    expect((await patch(randomUUID(), { name: 'x' })).body.error).toBe('payment_account_not_found');
    expect((await archive(randomUUID())).body.error).toBe('payment_account_not_found');
  });
});

describe('changes', () => {
  it('changes settings, and moves the slug (the old one becomes free)', async () => {
    const account = await newAccount('Kiosque');
    const res = await patch(account.id, { name: 'Kiosque Nord', slug: 'kiosque-nord', displayName: 'Le Kiosque', themeColor: '#000000' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Kiosque Nord', slug: 'kiosque-nord', displayName: 'Le Kiosque', themeColor: '#000000' });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(account.updatedAt));
    const cleared = await patch(account.id, { displayName: null });
    expect(cleared.body.displayName).toBeNull();

    const reuse = await create({ name: 'Reuse', slug: 'kiosque' });
    expect(reuse.status).toBe(201);
    const clash = await patch(account.id, { slug: 'kiosque' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('slug_taken');
    expect((await app.http.get(`${base()}/${account.id}`, owner())).body.slug).toBe('kiosque-nord');
    // The slug it kept is still claimed by it.
    expect((await create({ name: 'x', slug: 'kiosque-nord' })).status).toBe(409);
  });

  it('refuses archived as a status, false as isDefault, and unknown fields', async () => {
    const account = await newAccount();
    for (const body of [{ status: 'archived' }, { isDefault: false }, { organisationId: randomUUID() }, { name: null }]) {
      const res = await patch(account.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
  });

  it('resolves routes from affiliations; only active ones are accepted, and none while paused', async () => {
    const account = await newAccount();
    const active = await putAffiliation('flouci', 'active', 'Flouci principal');
    const suspended = await putAffiliation('izi', 'suspended', 'Izi');
    const missing = randomUUID();
    await setRoutes(account.id, [
      { provider: 'flouci', affiliationId: active },
      { provider: 'izi', affiliationId: suspended },
      { provider: 'clictopay', affiliationId: missing },
    ]);
    const read = await app.http.get(`${base()}/${account.id}`, owner());
    expect(read.body.routes).toEqual([
      { provider: 'flouci', label: 'Flouci principal', affiliationId: active, affiliationStatus: 'active' },
      { provider: 'izi', label: 'Izi', affiliationId: suspended, affiliationStatus: 'suspended' },
      { provider: 'clictopay', label: '', affiliationId: missing, affiliationStatus: 'unknown' },
    ]);
    expect(read.body.acceptedProviders).toEqual(['flouci']);
    expect(JSON.stringify(read.body)).not.toContain('sealedCredentials');

    const paused = await patch(account.id, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', acceptedProviders: [] });
    expect(paused.body.routes).toHaveLength(3);
    const resumed = await patch(account.id, { status: 'active' });
    expect(resumed.body).toMatchObject({ status: 'active', acceptedProviders: ['flouci'] });
  });

  it('moves the default: the previous default stops being default; a paused account may be default', async () => {
    const account = await newAccount();
    await patch(account.id, { status: 'paused' });
    const res = await patch(account.id, { isDefault: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isDefault: true, status: 'paused' });
    const defaults = (await listAll()).filter((a) => a.isDefault).map((a) => a.id);
    expect(defaults).toEqual([account.id]);
    // Moving it back leaves the org as it was for the other tests.
    expect((await patch(merchant.defaultAccountId, { isDefault: true })).body.isDefault).toBe(true);
    expect((await app.http.get(`${base()}/${account.id}`, owner())).body.isDefault).toBe(false);
  });

  it('leaves exactly one default after concurrent moves to two accounts', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([newAccount(), newAccount()]);
      const [ra, rb] = await Promise.all([patch(a.id, { isDefault: true }), patch(b.id, { isDefault: true })]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const defaults = (await listAll()).filter((x) => x.isDefault).map((x) => x.id);
      expect(defaults).toHaveLength(1);
      expect([a.id, b.id]).toContain(defaults[0]);
    }
    expect((await patch(merchant.defaultAccountId, { isDefault: true })).status).toBe(200);
  });
});

describe('archive', () => {
  it('archives a non-default account for good', async () => {
    const account = await newAccount();
    const res = await archive(account.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'archived', isDefault: false, acceptedProviders: [] });
    expect(Date.parse(res.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await archive(account.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('invalid_transition');
    for (const body of [{ status: 'active' }, { isDefault: true }, { name: 'Revived' }]) {
      const res2 = await patch(account.id, body);
      expect(res2.status, JSON.stringify(body)).toBe(409);
      expect(res2.body.error).toBe('invalid_transition');
    }
    expect((await listAll('')).map((a) => a.id)).not.toContain(account.id);
    expect((await listAll('?includeArchived=false')).map((a) => a.id)).not.toContain(account.id);
    expect((await listAll('?includeArchived=true')).map((a) => a.id)).toContain(account.id);
    const invalid = await app.http.get(`${base()}?includeArchived=yes`, owner());
    expect(invalid.status).toBe(400);
    // Its slug stays reserved.
    expect((await create({ name: 'x', slug: account.slug })).status).toBe(409);
  });

  it('never archives the default account', async () => {
    const res = await archive(merchant.defaultAccountId);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('default_account_not_archivable');
    expect((await app.http.get(`${base()}/${merchant.defaultAccountId}`, owner())).body.status).toBe('active');
  });
});

describe('payment creation guard', () => {
  it('requireActiveAccount gives the default when none is named, and refuses paused, archived and unknown accounts', async () => {
    expect((await requireActiveAccount(merchant.organisationId)).id).toBe(merchant.defaultAccountId);
    const paused = await newAccount();
    await patch(paused.id, { status: 'paused' });
    const archived = await newAccount();
    await archive(archived.id);
    for (const id of [paused.id, archived.id]) {
      const error = await requireActiveAccount(merchant.organisationId, id).catch((e) => e);
      expect(isAppError(error) && [error.code, error.status]).toEqual(['payment_account_inactive', 409]);
    }
    const unknown = await requireActiveAccount(merchant.organisationId, randomUUID()).catch((e) => e);
    expect(isAppError(unknown) && unknown.code).toBe('payment_account_not_found');
    const active = await newAccount();
    expect((await requireActiveAccount(merchant.organisationId, active.id)).id).toBe(active.id);
  });
});

describe('scope and permissions', () => {
  it('shows a member scoped to account A only A, and refuses B with account_out_of_scope', async () => {
    const [a, b] = await Promise.all([newAccount('Scope A'), newAccount('Scope B')]);
    const cookie = await joinAs(app.http, merchant, 'administrator', 'accounts', [a.id]);
    const session = asSession(cookie);

    const listed = await app.http.get(base(), session);
    expect(listed.status).toBe(200);
    expect(listed.body.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await app.http.get(`${base()}/${a.id}`, session)).status).toBe(200);

    const outside = [
      await app.http.get(`${base()}/${b.id}`, session),
      await app.http.get(`${base()}/${randomUUID()}`, session),
      await app.http.patch(`${base()}/${b.id}`, { name: 'Mine now' }, session),
      await app.http.post(`${base()}/${b.id}/archive`, undefined, session),
      await app.http.patch(`${base()}/${a.id}`, { isDefault: true }, session),
      await app.http.post(base(), { name: 'Created by scoped member' }, session),
    ];
    for (const res of outside) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('account_out_of_scope');
    }
    expect((await app.http.get(`${base()}/${b.id}`, owner())).body.name).toBe('Scope B');
    const changed = await app.http.patch(`${base()}/${a.id}`, { displayName: 'Scoped change' }, session);
    expect(changed.status).toBe(200);
  });

  it('lets a viewer read every account but change none', async () => {
    const session = asSession(await joinAs(app.http, merchant, 'viewer', 'all'));
    const listed = await app.http.get(base(), session);
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBe((await listAll('')).length);
    const refused = await app.http.post(base(), { name: 'Viewer made' }, session);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    expect((await app.http.patch(`${base()}/${merchant.defaultAccountId}`, { name: 'x' }, session)).body.error).toBe(
      'permission_denied',
    );
  });
});

describe('audit', () => {
  it('records creation, changes, default moves and archiving', async () => {
    const entries = (await listAudit(merchant.organisationId, null, 200)).items;
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'payment_account.created',
      'payment_account.updated',
      'payment_account.default_changed',
      'payment_account.archived',
    ]) {
      expect(actions).toContain(action);
    }
    const moved = entries.find((e) => e.action === 'payment_account.default_changed')!;
    expect(moved.actor).toMatchObject({ type: 'user', id: merchant.owner.userId });
    expect(moved.details).toHaveProperty('previousDefaultAccountId');
  });
});
