import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember, addPaymentAccount, setMembership } from './support.js';

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
let member: { userId: string; email: string; cookie: string };
let shopAccountId: string;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http, 'Alpha Shop');
  other = await createMerchant(app.http, 'Zeta Shop');
  shopAccountId = (await addPaymentAccount(merchant.organisationId, 'Second shop')).id;
  member = await addMember(app.http, merchant.organisationId, merchant.roles.viewer!);
});
afterAll(async () => {
  await app?.stop();
});

const path = (suffix = '') => `/organisations/${merchant.organisationId}${suffix}`;
const owner = () => asSession(merchant.owner.cookie);
const asMember = () => asSession(member.cookie);

describe('GET /organisations', () => {
  it("lists the user's organisations with their role, permissions and scope", async () => {
    const res = await app.http.get('/organisations', owner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: merchant.organisationId,
        name: 'Alpha Shop',
        legalName: 'Alpha Shop SARL',
        roleId: merchant.roles.administrator,
        role: 'administrator',
        roleName: 'Administrator',
        isOwner: true,
        permissions: expect.arrayContaining(['organisation.manage', 'api_keys.manage', 'audit.view']),
        scope: 'all',
        accountIds: [],
      },
    ]);
    const forMember = await app.http.get('/organisations', asMember());
    expect(forMember.body).toEqual([
      expect.objectContaining({ id: merchant.organisationId, role: 'viewer', isOwner: false }),
    ]);
  });

  it('needs a session', async () => {
    expect((await app.http.get('/organisations')).status).toBe(401);
    expect((await app.http.get('/organisations', asKey(merchant.apiKey))).status).toBe(401);
  });
});

describe('GET /organisations/{id}', () => {
  it('answers the organisation detail with why it cannot collect yet', async () => {
    const res = await app.http.get(path(), owner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: merchant.organisationId,
      name: 'Alpha Shop',
      legalName: 'Alpha Shop SARL',
      taxId: expect.stringMatching(/^MF-/),
      country: 'TN',
      address: null,
      city: null,
      postalCode: null,
      phone: null,
      email: null,
      website: null,
      kybStatus: 'pending',
      contractSignedAt: null,
      activeAffiliations: 0,
      canCollect: false,
      reasons: ['kyb_pending', 'contract_unsigned', 'no_active_affiliation'],
      paymentAccounts: [
        { id: merchant.defaultAccountId, name: 'Alpha Shop', slug: 'alpha-shop', isDefault: true, status: 'active' },
        { id: shopAccountId, name: 'Second shop', slug: 'second-shop', isDefault: false, status: 'active' },
      ],
    });
  });

  it('shows a member scoped to some accounts only those accounts', async () => {
    await setMembership(merchant.organisationId, member.userId, merchant.roles.viewer!, 'accounts', [shopAccountId]);
    try {
      const res = await app.http.get(path(), asMember());
      expect(res.status).toBe(200);
      expect(res.body.paymentAccounts).toEqual([expect.objectContaining({ id: shopAccountId, isDefault: false })]);
    } finally {
      await setMembership(merchant.organisationId, member.userId, merchant.roles.viewer!, 'all', []);
    }
  });

  it('answers 404 to non-members and for unknown or malformed ids, without a hint', async () => {
    const stranger = await app.http.get(path(), asSession(other.owner.cookie));
    const unknown = await app.http.get('/organisations/00000000-0000-4000-8000-000000000000', owner());
    const malformed = await app.http.get('/organisations/not-an-id', owner());
    for (const res of [stranger, unknown, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('organisation_not_found');
    }
    expect(stranger.body).toEqual(unknown.body);
  });
});

describe('PATCH /organisations/{id}', () => {
  it('changes the contact details, clears one with null, and keeps the rest', async () => {
    const first = await app.http.patch(
      path(),
      { address: '12 rue de Marseille', city: 'Tunis', postalCode: '1000', phone: '+216 71 000 000', website: 'https://alpha.tn' },
      owner(),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ city: 'Tunis', website: 'https://alpha.tn', legalName: 'Alpha Shop SARL' });

    const second = await app.http.patch(path(), { website: null, email: 'contact@alpha.tn' }, owner());
    expect(second.status).toBe(200);
    const read = await app.http.get(path(), owner());
    expect(read.body).toMatchObject({
      address: '12 rue de Marseille',
      city: 'Tunis',
      postalCode: '1000',
      phone: '+216 71 000 000',
      email: 'contact@alpha.tn',
      website: null,
    });
  });

  it('refuses the legal identity with 400 validation_failed naming each field', async () => {
    const res = await app.http.patch(
      path(),
      { legalName: 'Other SARL', taxId: 'MF-0', name: 'Renamed', country: 'FR', city: 'Sfax' },
      owner(),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['country', 'legalName', 'name', 'taxId']);
    // Nothing was applied, not even the valid field.
    expect((await app.http.get(path(), owner())).body).toMatchObject({ legalName: 'Alpha Shop SARL', city: 'Tunis' });
  });

  it('validates the contact fields', async () => {
    const res = await app.http.patch(path(), { email: 'not-an-email', website: 'ftp://alpha.tn', phone: 12 }, owner());
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'phone', 'website']);
    const unknown = await app.http.patch(path(), { colour: 'blue' }, owner());
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('colour');
  });

  it('needs organisation.manage', async () => {
    const res = await app.http.patch(path(), { city: 'Sousse' }, asMember());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
    const stranger = await app.http.patch(path(), { city: 'Sousse' }, asSession(other.owner.cookie));
    expect(stranger.status).toBe(404);
  });

  it('is audited with the changes', async () => {
    const res = await app.http.get(path('/audit?limit=200'), owner());
    const updates = res.body.items.filter((i: { action: string }) => i.action === 'organisation.updated');
    expect(updates.length).toBe(2);
    expect(updates[0]).toMatchObject({
      actor: { type: 'user', id: merchant.owner.userId, label: merchant.owner.email },
      target: { type: 'organisation', id: merchant.organisationId },
      details: { changes: { website: null, email: 'contact@alpha.tn' } },
    });
  });
});

describe('GET /organisations/{id}/contract', () => {
  it('answers an unsigned contract with no signing URL', async () => {
    const res = await app.http.get(path('/contract'), asMember());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsigned', signedAt: null, signingUrl: null });
  });

  it('needs organisation.view', async () => {
    await setMembership(merchant.organisationId, member.userId, merchant.roles.support!, 'all', []);
    try {
      const res = await app.http.get(path('/contract'), asMember());
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    } finally {
      await setMembership(merchant.organisationId, member.userId, merchant.roles.viewer!, 'all', []);
    }
  });
});

describe('GET /organisations/{id}/audit', () => {
  it('pages newest first with a cursor bound to the list', async () => {
    for (const city of ['Bizerte', 'Nabeul', 'Gabes']) {
      expect((await app.http.patch(path(), { city }, owner())).status).toBe(200);
    }
    const first = await app.http.get(path('/audit?limit=2'), owner());
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ['action', 'actor', 'clientIp', 'createdAt', 'details', 'id', 'target'].sort(),
    );
    expect(first.body.items.map((i: { details: { changes: { city: string } } }) => i.details.changes.city)).toEqual([
      'Gabes',
      'Nabeul',
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await app.http.get(path(`/audit?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`), owner());
    expect(second.status).toBe(200);
    expect(second.body.items[0].details.changes.city).toBe('Bizerte');
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((i: { id: string }) => i.id)).size).toBe(all.length);
    const times = all.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a forged cursor, a cursor of another list, and a limit above 200', async () => {
    const page = await app.http.get(path('/audit?limit=1'), owner());
    const cursor: string = page.body.nextCursor;
    const [payload, mac] = cursor.split('.');
    const forged = `${payload}x.${mac}`;
    const otherPage = await app.http.get(`/organisations/${other.organisationId}/audit?limit=1`, asSession(other.owner.cookie));
    for (const query of [
      `cursor=${encodeURIComponent(forged)}`,
      'cursor=garbage',
      `cursor=${encodeURIComponent(otherPage.body.nextCursor)}`,
      'limit=201',
      'limit=0',
    ]) {
      const res = await app.http.get(path(`/audit?${query}`), owner());
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
  });

  it('needs audit.view and membership', async () => {
    await setMembership(merchant.organisationId, member.userId, merchant.roles.developer!, 'all', []);
    try {
      const res = await app.http.get(path('/audit'), asMember());
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    } finally {
      await setMembership(merchant.organisationId, member.userId, merchant.roles.viewer!, 'all', []);
    }
    expect((await app.http.get(path('/audit'), asMember())).status).toBe(200);
    expect((await app.http.get(path('/audit'), asSession(other.owner.cookie))).status).toBe(404);
  });
});
