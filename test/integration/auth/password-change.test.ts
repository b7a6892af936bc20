// POST /auth/password/change: a signed-in user's new password, after a re-authentication of the
// last 10 minutes; the user's other sessions end, the caller's browser gets a new session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant, login, sessionCookieOf, TEST_PASSWORD, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const NEW_PASSWORD = 'a-new-password-for-the-owner';

describe('changing one\'s password', () => {
  it('needs a session, then a recent re-authentication', async () => {
    const anonymous = await app.http.post('/auth/password/change', { password: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
    const cookie = await login(app.http, merchant.owner.email);
    const res = await app.http.post('/auth/password/change', { password: NEW_PASSWORD }, asSession(cookie));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('reauth_required');
    // Nothing changed: the password still signs in.
    await login(app.http, merchant.owner.email);
  });

  it('refuses a password the rules refuse, or the current one, with 400 and changes nothing', async () => {
    const reauth = await app.http.post('/auth/reauth', { password: TEST_PASSWORD }, asSession(await login(app.http, merchant.owner.email)));
    expect(reauth.status).toBe(200);
    const session = asSession(sessionCookieOf(reauth.headers));
    for (const password of ['short', TEST_PASSWORD]) {
      const res = await app.http.post('/auth/password/change', { password }, session);
      expect(res.status, password).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(JSON.stringify(res.body)).not.toContain(password === 'short' ? 'short"' : TEST_PASSWORD);
    }
    const extra = await app.http.post('/auth/password/change', { password: NEW_PASSWORD, current: TEST_PASSWORD }, session);
    expect(extra.status).toBe(400);
    await login(app.http, merchant.owner.email);
  });

  it('changes it, ends the other sessions, and keeps this browser signed in with a new session', async () => {
    const other = await login(app.http, merchant.owner.email);
    const mine = await login(app.http, merchant.owner.email);
    const reauth = await app.http.post('/auth/reauth', { password: TEST_PASSWORD }, asSession(mine));
    const recent = sessionCookieOf(reauth.headers);
    const res = await app.http.post('/auth/password/change', { password: NEW_PASSWORD }, asSession(recent));
    expect(res.status, res.text).toBe(204);
    expect(Number(res.headers.get('x-other-sessions-ended'))).toBeGreaterThanOrEqual(1);
    const renewed = sessionCookieOf(res.headers);
    expect(renewed).not.toBe(recent);

    // The other session and the one that made the change are over; the new one works.
    expect((await app.http.get('/auth/me', asSession(other))).status).toBe(401);
    expect((await app.http.get('/auth/me', asSession(recent))).status).toBe(401);
    const me = await app.http.get('/auth/me', asSession(renewed));
    expect(me.status).toBe(200);
    // Not a re-authenticated session: a sensitive action asks again.
    expect((await app.http.post('/auth/password/change', { password: 'yet-another-password-1' }, asSession(renewed))).body.error).toBe('reauth_required');

    // The old password no longer signs in; the new one does.
    const old = await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    await login(app.http, merchant.owner.email, NEW_PASSWORD);
  });
});
