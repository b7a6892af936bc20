import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/domain/permissions.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { addMember, auditOf, invite } from './support.js';

let app: TestApp;
let merchant: Merchant;
let viewer: { userId: string; cookie: string };
const roles = () => `/organisations/${merchant.organisationId}/roles`;
const owner = () => asSession(merchant.owner.cookie);

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  viewer = await addMember(app.http, merchant, merchant.roles.viewer!);
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const ROLE_FIELDS = ['description', 'id', 'key', 'memberCount', 'name', 'permissions', 'predefined'];

describe('listing roles', () => {
  it('lists the five predefined roles first, fixed, with their member counts', async () => {
    const res = await app.http.get(roles(), asSession(viewer.cookie));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const role of res.body) expect(Object.keys(role).sort()).toEqual(ROLE_FIELDS);
    expect(res.body.slice(0, 5).map((r: { key: string }) => r.key)).toEqual([
      'administrator',
      'developer',
      'finance',
      'support',
      'viewer',
    ]);
    const [administrator, , finance, , viewerRole] = res.body;
    expect(administrator).toMatchObject({ predefined: true, name: 'Administrator', memberCount: 1 });
    expect([...administrator.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(finance).toMatchObject({ memberCount: 0, permissions: ['payments.view', 'links.view', 'payments.export', 'payments.refund'] });
    expect(viewerRole.memberCount).toBe(1);
    expect(viewerRole.permissions.every((p: string) => p.endsWith('.view'))).toBe(true);
  });

  it('is refused to a non-member (404) and changes are refused to a viewer (403)', async () => {
    const stranger = await createMerchant(app.http);
    expect((await app.http.get(roles(), asSession(stranger.owner.cookie))).status).toBe(404);
    const asViewer = asSession(viewer.cookie);
    for (const res of [
      await app.http.post(roles(), { name: 'X', permissions: [] }, asViewer),
      await app.http.patch(`${roles()}/${merchant.roles.finance}`, { name: 'Y' }, asViewer),
      await app.http.delete(`${roles()}/${merchant.roles.finance}`, asViewer),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
  });
});

describe('custom roles', () => {
  it('creates a role from permissions or from another role, and audits it', async () => {
    const res = await app.http.post(
      roles(),
      { name: 'Accountant', description: 'Books', permissions: ['payments.view', 'payments.export', 'payments.view'] },
      owner(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      key: null,
      name: 'Accountant',
      description: 'Books',
      predefined: false,
      permissions: ['payments.view', 'payments.export'],
      memberCount: 0,
    });
    const copy = await app.http.post(roles(), { name: 'Finance copy', basedOnRoleId: merchant.roles.finance }, owner());
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ description: null, permissions: ['payments.view', 'links.view', 'payments.export', 'payments.refund'] });

    const list = (await app.http.get(roles(), owner())).body;
    expect(list.slice(5).map((r: { name: string }) => r.name)).toEqual(['Accountant', 'Finance copy']);
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'role.created' && e.target.id === res.body.id)).toBe(true);
  });

  it('refuses unknown permission keys, a missing or double source, an unknown base role and a taken name', async () => {
    const cases: Array<[unknown, string, string?]> = [
      [{ name: 'Bad', permissions: ['payments.view', 'payments.steal'] }, 'validation_failed', 'permissions.1'],
      [{ name: 'Bad' }, 'validation_failed', 'permissions'],
      [{ name: 'Bad', permissions: [], basedOnRoleId: merchant.roles.finance }, 'validation_failed', 'basedOnRoleId'],
      [{ name: 'Bad', basedOnRoleId: randomUUID() }, 'validation_failed', 'basedOnRoleId'],
      [{ name: '', permissions: [] }, 'validation_failed', 'name'],
      [{ name: 'viewer', permissions: [] }, 'role_name_taken'],
    ];
    for (const [body, error, field] of cases) {
      const res = await app.http.post(roles(), body, owner());
      expect(res.body.error, JSON.stringify(body)).toBe(error);
      expect(res.status).toBe(error === 'validation_failed' ? 400 : 409);
      if (field) expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await app.http.post(roles(), { name: 'Unique', permissions: [] }, owner())).status).toBe(201);
    const dup = await app.http.post(roles(), { name: 'UNIQUE', permissions: ['payments.view'] }, owner());
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('role_name_taken');
  });

  it('changes a custom role, whose holders get the new permissions at once', async () => {
    const created = await app.http.post(roles(), { name: 'Team reader', permissions: ['members.view'] }, owner());
    const holder = await addMember(app.http, merchant, created.body.id);
    const path = `/organisations/${merchant.organisationId}/members`;
    expect((await app.http.get(path, asSession(holder.cookie))).status).toBe(200);

    const res = await app.http.patch(
      `${roles()}/${created.body.id}`,
      { name: 'Payment reader', description: 'Reads payments', permissions: ['payments.view'] },
      owner(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Payment reader', description: 'Reads payments', permissions: ['payments.view'], memberCount: 1 });
    const denied = await app.http.get(path, asSession(holder.cookie));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');

    // The old name is free again; the new one is taken.
    expect((await app.http.post(roles(), { name: 'Team reader', permissions: [] }, owner())).status).toBe(201);
    expect((await app.http.post(roles(), { name: 'payment reader', permissions: [] }, owner())).status).toBe(409);
    const bad = await app.http.patch(`${roles()}/${created.body.id}`, { permissions: ['nope'] }, owner());
    expect(bad.status).toBe(400);
    const unknown = await app.http.patch(`${roles()}/${randomUUID()}`, { name: 'Z' }, owner());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('role_not_found');
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'role.updated' && e.target.id === created.body.id)).toBe(true);
  });

  it('predefined roles are fixed: 409 role_predefined', async () => {
    for (const res of [
      await app.http.patch(`${roles()}/${merchant.roles.viewer}`, { name: 'Readers' }, owner()),
      await app.http.delete(`${roles()}/${merchant.roles.finance}`, owner()),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('role_predefined');
    }
    const list = (await app.http.get(roles(), owner())).body;
    expect(list.find((r: { id: string }) => r.id === merchant.roles.viewer).name).toBe('Viewer');
  });

  it('deletes a role only when no member and no pending invitation holds it (409 role_in_use)', async () => {
    const role = (await app.http.post(roles(), { name: 'Temp', permissions: ['payments.view'] }, owner())).body;
    const invitation = await invite(app.http, merchant, { roleId: role.id });
    const path = `${roles()}/${role.id}`;
    const inUse = await app.http.delete(path, owner());
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'role_in_use', memberCount: 0, invitationCount: 1 });

    // Once unused, it can go; it still accepts new grants until then.
    expect(
      (await app.http.delete(`/organisations/${merchant.organisationId}/invitations/${invitation.id}`, owner())).status,
    ).toBe(204);
    expect((await app.http.delete(path, owner())).status).toBe(204);
    const list = (await app.http.get(roles(), owner())).body;
    expect(list.some((r: { id: string }) => r.id === role.id)).toBe(false);
    expect((await app.http.delete(path, owner())).status).toBe(404);
    const grant = await app.http.post(
      `/organisations/${merchant.organisationId}/members`,
      { email: 'someone@example.tn', roleId: role.id },
      owner(),
    );
    expect(grant.status).toBe(400);
    expect((await auditOf(merchant.organisationId)).some((e) => e.action === 'role.deleted' && e.target.id === role.id)).toBe(true);
    // Its name is free again.
    expect((await app.http.post(roles(), { name: 'temp', permissions: [] }, owner())).status).toBe(201);
  });

  it('a role held by a member cannot be deleted', async () => {
    const res = await app.http.delete(`${roles()}/${merchant.roles.viewer}`, owner());
    expect(res.body.error).toBe('role_predefined');
    const custom = (await app.http.post(roles(), { name: 'Held', permissions: ['members.view'] }, owner())).body;
    const patch = await app.http.patch(
      `/organisations/${merchant.organisationId}/members/${viewer.userId}`,
      { roleId: custom.id },
      owner(),
    );
    expect(patch.status).toBe(204);
    const inUse = await app.http.delete(`${roles()}/${custom.id}`, owner());
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'role_in_use', memberCount: 1 });
    const listed = (await app.http.get(roles(), owner())).body.find((r: { id: string }) => r.id === custom.id);
    expect(listed.memberCount).toBe(1);
    // The refused deletion left the role grantable.
    expect(
      (await app.http.patch(`/organisations/${merchant.organisationId}/members/${viewer.userId}`, { roleId: merchant.roles.viewer }, owner()))
        .status,
    ).toBe(204);
  });

  it('nobody puts into a role a permission they do not hold', async () => {
    const manager = (await app.http.post(roles(), { name: 'Role manager', permissions: ['roles.view', 'roles.manage'] }, owner())).body;
    expect(
      (await app.http.patch(`/organisations/${merchant.organisationId}/members/${viewer.userId}`, { roleId: manager.id }, owner())).status,
    ).toBe(204);
    const asManager = asSession(viewer.cookie);
    const escalate = await app.http.post(roles(), { name: 'Escalate', permissions: ['payments.view'] }, asManager);
    expect(escalate.status).toBe(403);
    expect(escalate.body.error).toBe('permission_denied');
    const self = await app.http.patch(`${roles()}/${manager.id}`, { permissions: ['roles.view', 'roles.manage', 'members.manage'] }, asManager);
    expect(self.status).toBe(403);
    const fine = await app.http.post(roles(), { name: 'Role viewer', permissions: ['roles.view'] }, asManager);
    expect(fine.status).toBe(201);
  });
});
