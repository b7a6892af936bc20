import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransfer } from '../../../shared/members/ownership-transfer.js';
import { getOrganisation } from '../../../shared/store/organisations-repository.js';
import { getTransfer } from '../../../shared/store/ownership-transfers-repository.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { asSession, createMerchant, login, sessionCookieOf, TEST_PASSWORD, type Merchant } from '../../support/fixtures.js';
import { addMember, auditOf } from './support.js';

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
let recipient: { userId: string; email: string; cookie: string };
let bystander: { userId: string; email: string; cookie: string };
/** The owner's session, re-authenticated. */
let ownerCookie: string;
const base = () => `/organisations/${merchant.organisationId}/ownership-transfer`;

async function reauth(cookie: string): Promise<string> {
  const res = await app.http.post('/auth/reauth', { password: TEST_PASSWORD }, asSession(cookie));
  expect(res.status).toBe(200);
  return sessionCookieOf(res.headers);
}

beforeAll(async () => {
  app = await startTestApp();
  [merchant, other] = await Promise.all([createMerchant(app.http), createMerchant(app.http)]);
  recipient = await addMember(app.http, merchant, merchant.roles.developer!, {
    scope: 'accounts',
    accountIds: [merchant.defaultAccountId],
  });
  bystander = await addMember(app.http, merchant, merchant.roles.administrator!);
}, 90_000);
afterAll(async () => {
  await app?.stop();
});

const TRANSFER_FIELDS = ['createdAt', 'decidedAt', 'expiresAt', 'fromUserId', 'id', 'organisationId', 'status', 'toUserId'];

describe('creating a transfer', () => {
  it('answers null while none is pending, to any member; 404 to a non-member', async () => {
    const res = await app.http.get(base(), asSession(recipient.cookie));
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await app.http.get(base(), asSession(other.owner.cookie))).status).toBe(404);
  });

  it('is for the owner only, re-authenticated', async () => {
    // Re-authentication rotates the session: keep the new cookie.
    bystander.cookie = await reauth(bystander.cookie);
    const byAdmin = await app.http.post(base(), { toUserId: recipient.userId }, asSession(bystander.cookie));
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toBe('permission_denied');

    const notReauthenticated = await app.http.post(base(), { toUserId: recipient.userId }, asSession(merchant.owner.cookie));
    expect(notReauthenticated.status).toBe(403);
    expect(notReauthenticated.body.error).toBe('reauth_required');
    ownerCookie = await reauth(merchant.owner.cookie);
  });

  it('goes to a current member other than the owner', async () => {
    for (const toUserId of [merchant.owner.userId, other.owner.userId, randomUUID(), 'nope']) {
      const res = await app.http.post(base(), { toUserId }, asSession(ownerCookie));
      expect(res.status, toUserId).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', fields: [{ field: 'toUserId' }] });
    }
    expect((await app.http.get(base(), asSession(ownerCookie))).body).toBeNull();
  });
});

describe('deciding a transfer', () => {
  it('is declined by the recipient or withdrawn by the owner, never by a bystander; one pending at a time', async () => {
    const created = await app.http.post(base(), { toUserId: recipient.userId }, asSession(ownerCookie));
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(TRANSFER_FIELDS);
    expect(created.body).toMatchObject({
      organisationId: merchant.organisationId,
      fromUserId: merchant.owner.userId,
      toUserId: recipient.userId,
      status: 'pending',
      decidedAt: null,
    });
    expect(Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)).toBe(72 * 3600_000);
    expect((await app.http.get(base(), asSession(bystander.cookie))).body).toEqual(created.body);

    const second = await app.http.post(base(), { toUserId: bystander.userId }, asSession(ownerCookie));
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('transfer_pending');

    const path = `${base()}/${created.body.id}`;
    for (const res of [
      await app.http.post(`${path}/accept`, undefined, asSession(bystander.cookie)),
      await app.http.post(`${path}/accept`, undefined, asSession(ownerCookie)),
      await app.http.delete(path, asSession(bystander.cookie)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }

    const declined = await app.http.delete(path, asSession(recipient.cookie));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: created.body.id, status: 'cancelled', decidedAt: expect.any(String) });
    expect((await app.http.get(base(), asSession(ownerCookie))).body).toBeNull();
    const late = await app.http.post(`${path}/accept`, undefined, asSession(recipient.cookie));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('invalid_transition');
    expect((await app.http.delete(path, asSession(ownerCookie))).status).toBe(409);

    const again = await app.http.post(base(), { toUserId: recipient.userId }, asSession(ownerCookie));
    expect(again.status).toBe(201);
    const withdrawn = await app.http.delete(`${base()}/${again.body.id}`, asSession(ownerCookie));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('cancelled');

    for (const id of [randomUUID(), 'nope']) {
      const unknown = await app.http.post(`${base()}/${id}/accept`, undefined, asSession(recipient.cookie));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('transfer_not_found');
    }

    const actions = (await auditOf(merchant.organisationId))
      .filter((e) => e.target.type === 'ownership_transfer')
      .map((e) => `${e.action}:${(e.details as { reason?: string }).reason ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'ownership_transfer.created:',
        'ownership_transfer.cancelled:declined',
        'ownership_transfer.cancelled:withdrawn',
      ]),
    );
  });

  it('accepted by the recipient: they become owner and administrator, the former owner an administrator', async () => {
    const created = await app.http.post(base(), { toUserId: recipient.userId }, asSession(ownerCookie));
    expect(created.status).toBe(201);
    const accepted = await app.http.post(`${base()}/${created.body.id}/accept`, undefined, asSession(recipient.cookie));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: created.body.id, status: 'accepted', decidedAt: expect.any(String) });
    expect((await app.http.get(base(), asSession(recipient.cookie))).body).toBeNull();

    const members = await app.http.get(`/organisations/${merchant.organisationId}/members`, asSession(recipient.cookie));
    expect(members.status).toBe(200);
    const byId = new Map(members.body.members.map((m: { userId: string }) => [m.userId, m]));
    expect(byId.get(recipient.userId)).toMatchObject({ isOwner: true, role: 'administrator', scope: 'all', accountIds: [] });
    expect(byId.get(merchant.owner.userId)).toMatchObject({ isOwner: false, role: 'administrator' });
    expect(members.body.members.filter((m: { isOwner: boolean }) => m.isOwner)).toHaveLength(1);
    expect((await getOrganisation(merchant.organisationId))?.ownerUserId).toBe(recipient.userId);

    // The new owner is immutable; the former one is an ordinary member now.
    const patchNewOwner = await app.http.patch(
      `/organisations/${merchant.organisationId}/members/${recipient.userId}`,
      { roleId: merchant.roles.viewer },
      asSession(ownerCookie),
    );
    expect(patchNewOwner.status).toBe(409);
    expect(patchNewOwner.body.error).toBe('owner_immutable');
    const formerOwnerTries = await app.http.post(base(), { toUserId: bystander.userId }, asSession(ownerCookie));
    expect(formerOwnerTries.status).toBe(403);
    expect(formerOwnerTries.body.error).toBe('permission_denied');

    const replay = await app.http.post(`${base()}/${created.body.id}/accept`, undefined, asSession(recipient.cookie));
    expect(replay.status).toBe(409);
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'ownership_transfer.accepted')).toBe(true);
  });

  it('expires after 72 hours: it reads as cancelled and cannot be accepted', async () => {
    // The owner is now the recipient of the previous test.
    const stale = await createTransfer({
      organisationId: merchant.organisationId,
      userId: recipient.userId,
      isOwner: true,
      toUserId: bystander.userId,
      actor: { type: 'user', id: recipient.userId },
      clientIp: null,
      now: new Date(Date.now() - 72 * 3600_000 - 60_000),
    });
    expect((await app.http.get(base(), asSession(bystander.cookie))).body).toBeNull();
    const res = await app.http.post(`${base()}/${stale.id}/accept`, undefined, asSession(bystander.cookie));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('invalid_transition');
    expect(await getTransfer(merchant.organisationId, stale.id)).toMatchObject({
      status: 'cancelled',
      decidedAt: stale.expiresAt,
    });

    const expiry = (await auditOf(merchant.organisationId)).find(
      (e) => e.action === 'ownership_transfer.cancelled' && e.target.id === stale.id,
    );
    expect(expiry).toMatchObject({ actor: { type: 'system' }, details: { reason: 'expired' } });

    // An expired transfer does not block a new one.
    const newOwnerCookie = await reauth(await login(app.http, recipient.email));
    const fresh = await app.http.post(base(), { toUserId: bystander.userId }, asSession(newOwnerCookie));
    expect(fresh.status).toBe(201);
    expect((await app.http.get(base(), asSession(bystander.cookie))).body.id).toBe(fresh.body.id);
  });
});
