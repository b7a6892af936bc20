import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createMerchant, createStaff, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { putAffiliationItem } from './support.js';

let app: TestApp;
let merchant: Merchant;
let admin: string;
let support: string;
let compliance: string;

beforeAll(async () => {
  app = await startTestApp();
  // One after the other: password hashing saturates the two test cores.
  merchant = await createMerchant(app.http, 'Merchant One');
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
  support = (await createStaff(app.http, 'svc_support')).cookie;
  compliance = (await createStaff(app.http, 'svc_compliance')).cookie;
});
afterAll(async () => {
  await app?.stop();
});

const ownerEmail = uniqueEmail('new-owner');
let created: { id: string; ownerInvitation: { inviteLink: string } };

describe('POST /admin/organisations', () => {
  it('onboards an organisation with a default account and an owner invitation', async () => {
    const res = await app.http.post(
      '/admin/organisations',
      {
        name: 'Librairie Carthage',
        legalName: 'Librairie Carthage SARL',
        taxId: '1234567/A/M/000',
        country: 'tn',
        city: 'Carthage',
        website: 'https://carthage.tn',
        ownerEmail: ownerEmail.toUpperCase(),
      },
      asSession(admin),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Librairie Carthage',
      legalName: 'Librairie Carthage SARL',
      taxId: '1234567/A/M/000',
      country: 'TN',
      address: null,
      city: 'Carthage',
      postalCode: null,
      phone: null,
      email: null,
      website: 'https://carthage.tn',
      kybStatus: 'pending',
      contractSignedAt: null,
      activeAffiliations: 0,
      canCollect: false,
      reasons: ['kyb_pending', 'contract_unsigned', 'no_active_affiliation'],
      // Staff see whether it is suspended, and why.
      status: 'active',
      statusReason: null,
      // Its v2 calls are served here until staff decide otherwise.
      v2Mode: 'served',
      v2ModeChangedAt: null,
      v2PreviousOrganisationId: null,
      v2LegacyWallets: [],
      paymentAccounts: [
        { id: expect.any(String), name: 'Librairie Carthage', slug: 'librairie-carthage', isDefault: true, status: 'active' },
      ],
      ownerInvitation: {
        id: expect.any(String),
        email: ownerEmail,
        roleId: expect.any(String),
        roleName: 'Administrator',
        scope: 'all',
        accountIds: [],
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        inviteLink: expect.stringMatching(/\/invitations\/accept\?token=[A-Za-z0-9_-]{43}$/),
      },
    });
    created = res.body;
  });

  it('queues the invitation email; the admin outbox shows it with its link redacted', async () => {
    const token = new URL(created.ownerInvitation.inviteLink).searchParams.get('token')!;
    const res = await app.http.get('/admin/outbox?limit=200', asSession(support));
    expect(res.status).toBe(200);
    const event = res.body.items.find((e: { payload: { to?: string } }) => e.payload.to === ownerEmail);
    expect(event).toMatchObject({ type: 'email.send', status: expect.stringMatching(/^(pending|done)$/) });
    expect(Object.keys(event).sort()).toEqual(
      ['attempts', 'createdAt', 'doneAt', 'id', 'lastError', 'payload', 'runAt', 'status', 'type'].sort(),
    );
    expect(event.payload.text).toContain('/invitations/accept?token=[redacted]');
    expect(res.text).not.toContain(token);

    await app.queuesIdle();
    const mails = await app.mails();
    expect(mails.some((m) => m.includes(ownerEmail) && m.includes(token))).toBe(true);
    const done = await app.http.get('/admin/outbox?status=done&limit=200', asSession(admin));
    expect(done.body.items.find((e: { id: string }) => e.id === event.id)).toMatchObject({ status: 'done' });
  });

  it('validates the body', async () => {
    const empty = await app.http.post('/admin/organisations', {}, asSession(admin));
    expect(empty.status).toBe(400);
    expect(empty.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['country', 'legalName', 'name', 'ownerEmail', 'taxId'].sort(),
    );
    const wrong = await app.http.post(
      '/admin/organisations',
      { name: 'X', legalName: 'X SARL', taxId: 'MF', country: 'Tunisia', ownerEmail: 'nope', kybStatus: 'verified' },
      asSession(admin),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('country');
    expect(wrong.body.message).toContain('ownerEmail');
    expect(wrong.body.message).toContain('kybStatus');
  });

  it('is for svc_admin only', async () => {
    const body = { name: 'X', legalName: 'X SARL', taxId: 'MF', country: 'TN', ownerEmail: uniqueEmail() };
    for (const cookie of [support, compliance, merchant.owner.cookie]) {
      const res = await app.http.post('/admin/organisations', body, asSession(cookie));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
    expect((await app.http.post('/admin/organisations', body)).status).toBe(401);
  });
});

describe('GET /admin/organisations', () => {
  it('lists every organisation, newest first, for every staff role', async () => {
    for (const cookie of [admin, support, compliance]) {
      const res = await app.http.get('/admin/organisations', asSession(cookie));
      expect(res.status).toBe(200);
      expect(res.body.map((o: { id: string }) => o.id)).toEqual([created.id, merchant.organisationId]);
      expect(res.body[1]).toEqual({
        id: merchant.organisationId,
        name: 'Merchant One',
        legalName: 'Merchant One SARL',
        taxId: expect.any(String),
        kybStatus: 'pending',
        contractSignedAt: null,
        canCollect: false,
        reasons: ['kyb_pending', 'contract_unsigned', 'no_active_affiliation'],
        memberCount: 1,
        createdAt: expect.any(String),
      });
      // The owner has not accepted yet.
      expect(res.body[0].memberCount).toBe(0);
    }
  });

  it('is refused to merchants and anonymous callers', async () => {
    expect((await app.http.get('/admin/organisations', asSession(merchant.owner.cookie))).status).toBe(403);
    expect((await app.http.get('/admin/organisations', asKey(merchant.apiKey))).status).toBe(401);
  });
});

describe('GET /admin/organisations/{id}', () => {
  it('answers the organisation detail to staff', async () => {
    const res = await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(compliance));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: merchant.organisationId,
      paymentAccounts: [expect.objectContaining({ id: merchant.defaultAccountId, isDefault: true })],
    });
  });

  it('answers 404 for unknown and malformed ids, 403 to merchants', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await app.http.get(`/admin/organisations/${id}`, asSession(support));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('organisation_not_found');
    }
    expect((await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie))).status).toBe(403);
  });
});

describe('POST /admin/organisations/{id}/contract', () => {
  const contract = (id = merchant.organisationId) => `/admin/organisations/${id}/contract`;

  it('records the signature now by default, or at the given date', async () => {
    const before = Date.now();
    const res = await app.http.post(contract(created.id), undefined, asSession(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'signed', signedAt: expect.any(String), signingUrl: null });
    expect(Date.parse(res.body.signedAt)).toBeGreaterThanOrEqual(before - 1000);

    const dated = await app.http.post(contract(), { signedAt: '2025-03-01T10:00:00+01:00' }, asSession(admin));
    expect(dated.status).toBe(200);
    expect(dated.body).toEqual({ status: 'signed', signedAt: '2025-03-01T09:00:00.000Z', signingUrl: null });
    const seen = await app.http.get(`/organisations/${merchant.organisationId}/contract`, asSession(merchant.owner.cookie));
    expect(seen.body).toEqual(dated.body);
    const org = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    expect(org.body.contractSignedAt).toBe('2025-03-01T09:00:00.000Z');
    expect(org.body.reasons).not.toContain('contract_unsigned');
  });

  it('refuses a malformed or future date, other staff, and unknown organisations', async () => {
    for (const signedAt of ['yesterday', new Date(Date.now() + 3600_000).toISOString()]) {
      const res = await app.http.post(contract(), { signedAt }, asSession(admin));
      expect(res.status).toBe(400);
      expect(res.body.fields[0].field).toBe('signedAt');
    }
    expect((await app.http.post(contract(), {}, asSession(support))).status).toBe(403);
    const unknown = await app.http.post(contract('00000000-0000-4000-8000-000000000000'), {}, asSession(admin));
    expect(unknown.status).toBe(404);
  });
});

describe('POST /admin/organisations/{id}/status and collectability', () => {
  const statusOf = (id: string) => `/admin/organisations/${id}/status`;

  it('can collect once KYB is verified, the contract signed and an affiliation active', async () => {
    const verify = await app.http.post(
      `/organisations/${merchant.organisationId}/kyb/verify`,
      { reason: 'File complete' },
      asSession(compliance),
    );
    expect(verify.status).toBe(204);
    await putAffiliationItem(merchant.organisationId, 'verifying');
    let org = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    expect(org.body).toMatchObject({ activeAffiliations: 0, canCollect: false, reasons: ['no_active_affiliation'] });

    const active = await putAffiliationItem(merchant.organisationId, 'active');
    // An item kept beside an affiliation is not one.
    await putAffiliationItem(merchant.organisationId, 'active', `${active}#CREDENTIALS#1`);
    org = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    expect(org.body).toMatchObject({ activeAffiliations: 1, canCollect: true, reasons: [] });
  });

  it('suspends: canCollect false, and its API keys answer 403 organisation_suspended', async () => {
    const res = await app.http.post(
      statusOf(merchant.organisationId),
      { status: 'suspended', reason: 'Chargeback investigation' },
      asSession(support),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: merchant.organisationId,
      canCollect: false,
      reasons: ['organisation_suspended'],
    });
    for (const key of [merchant.apiKey, merchant.v2ApiKey]) {
      const refused = await app.http.get('/auth/api-key', asKey(key));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('organisation_suspended');
    }
    // Members still sign in and read why.
    const org = await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie));
    expect(org.status).toBe(200);
    expect(org.body.reasons).toEqual(['organisation_suspended']);
    const list = await app.http.get('/admin/organisations', asSession(admin));
    expect(list.body.find((o: { id: string }) => o.id === merchant.organisationId)).toMatchObject({
      canCollect: false,
      reasons: ['organisation_suspended'],
    });
    const again = await app.http.post(
      statusOf(merchant.organisationId),
      { status: 'suspended', reason: 'twice' },
      asSession(admin),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('invalid_transition');
  });

  it('reactivates: the keys work again; the changes are audited', async () => {
    const res = await app.http.post(
      statusOf(merchant.organisationId),
      { status: 'active', reason: 'Investigation closed' },
      asSession(admin),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canCollect: true, reasons: [] });
    expect((await app.http.get('/auth/api-key', asKey(merchant.apiKey))).status).toBe(200);
    const audit = await app.http.get(`/organisations/${merchant.organisationId}/audit`, asSession(merchant.owner.cookie));
    const changes = audit.body.items
      .filter((i: { action: string }) => ['organisation.suspended', 'organisation.reactivated'].includes(i.action))
      .map((i: { action: string; details: unknown }) => [i.action, i.details]);
    expect(changes).toEqual([
      ['organisation.reactivated', { from: 'suspended', to: 'active', reason: 'Investigation closed' }],
      ['organisation.suspended', { from: 'active', to: 'suspended', reason: 'Chargeback investigation' }],
    ]);
  });

  it('validates the body and is for admins and support only', async () => {
    for (const body of [{ status: 'suspended' }, { status: 'closed', reason: 'x' }, {}]) {
      const res = await app.http.post(statusOf(merchant.organisationId), body, asSession(admin));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    const denied = await app.http.post(
      statusOf(merchant.organisationId),
      { status: 'suspended', reason: 'x' },
      asSession(compliance),
    );
    expect(denied.status).toBe(403);
    expect((await app.http.post(statusOf(merchant.organisationId), { status: 'suspended', reason: 'x' }, asSession(merchant.owner.cookie))).status).toBe(403);
    const unknown = await app.http.post(
      statusOf('00000000-0000-4000-8000-000000000000'),
      { status: 'suspended', reason: 'x' },
      asSession(admin),
    );
    expect(unknown.status).toBe(404);
    expect((await app.http.get('/auth/api-key', asKey(merchant.apiKey))).status).toBe(200);
  });
});

describe('GET /admin/outbox', () => {
  it('is for support and admins only', async () => {
    const denied = await app.http.get('/admin/outbox', asSession(compliance));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    expect((await app.http.get('/admin/outbox', asSession(merchant.owner.cookie))).status).toBe(403);
    expect((await app.http.get('/admin/outbox')).status).toBe(401);
  });

  it('pages newest first and filters by status', async () => {
    // A second invitation email, so that there are at least two events.
    const second = await app.http.post(
      '/admin/organisations',
      { name: 'Second', legalName: 'Second SARL', taxId: 'MF-2', country: 'TN', ownerEmail: uniqueEmail('second') },
      asSession(admin),
    );
    expect(second.status).toBe(201);
    const first = await app.http.get('/admin/outbox?limit=1', asSession(admin));
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0].payload.to).toBe(second.body.ownerInvitation.email);
    const next = await app.http.get(`/admin/outbox?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`, asSession(admin));
    expect(next.status).toBe(200);
    expect(next.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(next.body.items[0].createdAt <= first.body.items[0].createdAt).toBe(true);

    await app.queuesIdle();
    const failed = await app.http.get('/admin/outbox?status=failed', asSession(support));
    expect(failed.body).toEqual({ items: [], nextCursor: null });
    const done = await app.http.get('/admin/outbox?status=done&limit=200', asSession(support));
    expect(done.body.items.length).toBeGreaterThanOrEqual(2);
    expect(done.body.items.every((e: { status: string }) => e.status === 'done')).toBe(true);
  });

  it('refuses bad filters and a forged cursor', async () => {
    for (const query of ['status=sent', 'limit=500', 'cursor=abc.def', 'page=2']) {
      const res = await app.http.get(`/admin/outbox?${query}`, asSession(admin));
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    // A cursor of the done list does not page the pending list.
    const done = await app.http.get('/admin/outbox?status=done&limit=1', asSession(admin));
    const crossed = await app.http.get(
      `/admin/outbox?status=pending&cursor=${encodeURIComponent(done.body.nextCursor)}`,
      asSession(admin),
    );
    expect(crossed.status).toBe(400);
  });
});
