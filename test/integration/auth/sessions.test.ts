import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { asKey, asSession, createMerchant, login, sessionCookieOf, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { PERMISSIONS } from '../../../shared/domain/permissions.js';

let app: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await app?.stop();
});

describe('login', () => {
  it('opens a session with a secure cookie and answers the user and memberships', async () => {
    const res = await app.http.post('/auth/login', { email: merchant.owner.email, password: merchant.owner.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: merchant.owner.email, platformRole: 'merchant', totpEnabled: false });
    expect(res.body.memberships).toEqual([
      expect.objectContaining({
        organisationId: merchant.organisationId,
        role: 'administrator',
        isOwner: true,
        scope: 'all',
        accountIds: [],
        permissions: expect.arrayContaining(['payments.view', 'members.manage']),
      }),
    ]);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^svc_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await app.http.post('/auth/login', { email: uniqueEmail(), password: 'whatever-password' });
    const wrong = await app.http.post('/auth/login', { email: merchant.owner.email, password: 'not-the-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toBe('invalid_credentials');
  });

  it('gives a new session id at each login and ends it at logout', async () => {
    const first = await login(app.http, merchant.owner.email);
    const second = await login(app.http, merchant.owner.email);
    expect(first).not.toBe(second);
    expect((await app.http.get('/auth/me', asSession(second))).status).toBe(200);
    const out = await app.http.post('/auth/logout', undefined, asSession(second));
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect((await app.http.get('/auth/me', asSession(second))).status).toBe(401);
    expect((await app.http.get('/auth/me', asSession(first))).status).toBe(200);
  });

  it('re-authentication rotates the session and opens a 10-minute window', async () => {
    const cookie = await login(app.http, merchant.owner.email);
    const res = await app.http.post('/auth/reauth', { password: merchant.owner.password }, asSession(cookie));
    expect(res.status).toBe(200);
    const until = Date.parse(res.body.reauthenticatedUntil);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const rotated = sessionCookieOf(res.headers);
    expect(rotated).not.toBe(cookie);
    expect((await app.http.get('/auth/me', asSession(cookie))).status).toBe(401);
    expect((await app.http.get('/auth/me', asSession(rotated))).status).toBe(200);
  });
});

describe('API keys', () => {
  it('names their organisation and key, and what the key may do now', async () => {
    const res = await app.http.get('/auth/api-key', asKey(merchant.apiKey));
    expect(res.status).toBe(200);
    // The fixture's key was written without a role: a key made before restricted keys, administrator of every account.
    expect(res.body).toEqual({
      organisationId: merchant.organisationId,
      organisationName: expect.any(String),
      apiKeyId: merchant.apiKeyId,
      kind: 'v3',
      legacy: false,
      v2Mode: 'served',
      roleId: merchant.roles.administrator,
      role: 'administrator',
      roleName: 'Administrator',
      permissions: [...PERMISSIONS],
      scope: 'all',
      accountIds: [],
    });
  });

  it('refuses a forged key', async () => {
    const forged = merchant.apiKey.slice(0, -2) + (merchant.apiKey.endsWith('A') ? 'BB' : 'AA');
    const res = await app.http.get('/auth/api-key', asKey(forged));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_api_key');
  });
});
