import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession, createMerchant, createStaff, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
let merchant: Merchant;
let compliance: string;
let admin: string;
let support: string;

beforeAll(async () => {
  app = await startTestApp();
  // One after the other: password hashing saturates the two test cores.
  merchant = await createMerchant(app.http);
  compliance = (await createStaff(app.http, 'svc_compliance')).cookie;
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
  support = (await createStaff(app.http, 'svc_support')).cookie;
});
afterAll(async () => {
  await app?.stop();
});

const kyb = (move: 'verify' | 'refuse', organisationId = merchant.organisationId) =>
  `/organisations/${organisationId}/kyb/${move}`;
const detail = async () => (await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie))).body;

describe('KYB review', () => {
  it('is refused to staff other than compliance, to merchants and to API keys', async () => {
    for (const cookie of [admin, support, merchant.owner.cookie]) {
      const res = await app.http.post(kyb('verify'), { reason: 'documents checked' }, asSession(cookie));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
      // The refusal names the role that may do it, not staff in general (svc_admin is staff too).
      expect(res.body.message).toBe("This route is for the platform's compliance (svc_compliance) role.");
    }
    const withKey = await app.http.post(kyb('refuse'), { reason: 'documents checked' }, asKey(merchant.apiKey));
    expect(withKey.status).toBe(401);
    expect((await app.http.post(kyb('verify'), { reason: 'x' })).status).toBe(401);
    expect((await detail()).kybStatus).toBe('pending');
  });

  it('needs a reason', async () => {
    for (const body of [{}, { reason: '   ' }, { reason: 'ok', extra: true }]) {
      const res = await app.http.post(kyb('verify'), body, asSession(compliance));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    expect((await detail()).kybStatus).toBe('pending');
  });

  it('answers 404 for an unknown or malformed organisation', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await app.http.post(kyb('verify', id), { reason: 'documents checked' }, asSession(compliance));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('organisation_not_found');
    }
  });

  it('verifies a pending organisation, and refuses the same move twice', async () => {
    const res = await app.http.post(kyb('verify'), { reason: 'RNE extract and ID checked' }, asSession(compliance));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const org = await detail();
    expect(org.kybStatus).toBe('verified');
    expect(org.reasons).toEqual(['contract_unsigned', 'no_active_affiliation']);

    const again = await app.http.post(kyb('verify'), { reason: 'again' }, asSession(compliance));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('invalid_transition');
  });

  it('refuses a verified organisation (withdrawal), then verifies it again', async () => {
    const refuse = await app.http.post(kyb('refuse'), { reason: 'Registration struck off' }, asSession(compliance));
    expect(refuse.status).toBe(204);
    const org = await detail();
    expect(org.kybStatus).toBe('refused');
    expect(org.reasons).toEqual(['kyb_refused', 'contract_unsigned', 'no_active_affiliation']);

    const twice = await app.http.post(kyb('refuse'), { reason: 'again' }, asSession(compliance));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('invalid_transition');

    expect((await app.http.post(kyb('verify'), { reason: 'New registration provided' }, asSession(compliance))).status).toBe(204);
    expect((await detail()).kybStatus).toBe('verified');
  });

  it('refuses a pending organisation', async () => {
    const fresh = await app.http.post(
      '/admin/organisations',
      { name: 'Fresh', legalName: 'Fresh SARL', taxId: 'MF-FRESH', country: 'tn', ownerEmail: 'owner-fresh@example.tn' },
      asSession(admin),
    );
    expect(fresh.status).toBe(201);
    const res = await app.http.post(kyb('refuse', fresh.body.id), { reason: 'Incomplete file' }, asSession(compliance));
    expect(res.status).toBe(204);
    const read = await app.http.get(`/admin/organisations/${fresh.body.id}`, asSession(support));
    expect(read.body.kybStatus).toBe('refused');
    expect(read.body.reasons[0]).toBe('kyb_refused');
  });

  it('audits every decision with its reason, without naming the staff member to the merchant', async () => {
    const res = await app.http.get(`/organisations/${merchant.organisationId}/audit`, asSession(merchant.owner.cookie));
    expect(res.status).toBe(200);
    const decisions = res.body.items.filter((i: { action: string }) => i.action.startsWith('organisation.kyb_'));
    expect(decisions.map((d: { action: string; details: unknown }) => [d.action, d.details])).toEqual([
      ['organisation.kyb_verified', { from: 'refused', to: 'verified', reason: 'New registration provided' }],
      ['organisation.kyb_refused', { from: 'verified', to: 'refused', reason: 'Registration struck off' }],
      ['organisation.kyb_verified', { from: 'pending', to: 'verified', reason: 'RNE extract and ID checked' }],
    ]);
    expect(decisions[0].actor).toEqual({ type: 'staff', id: null, label: null });
    expect(decisions[0].clientIp).toBeNull();
  });
});
