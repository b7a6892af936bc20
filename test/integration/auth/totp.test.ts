import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../../shared/identity/totp.js';
import { asSession, createMerchant, login, sessionCookieOf, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await app?.stop();
});

/** A code of the next step, then of the one after, so each is fresh (a code is accepted once). */
const codeAt = (secret: string, stepOffset: number) => totpCode(secret, new Date(Date.now() + stepOffset * 30_000));

async function reauth(cookie: string, totp?: string): Promise<string> {
  const res = await app.http.post('/auth/reauth', { password: merchant.owner.password, ...(totp ? { totp } : {}) }, asSession(cookie));
  expect(res.status).toBe(200);
  return sessionCookieOf(res.headers);
}

describe('two-factor authentication', () => {
  let secret: string;
  let cookie: string;

  it('setup needs a recent re-authentication', async () => {
    cookie = await login(app.http, merchant.owner.email);
    const res = await app.http.post('/auth/totp/setup', undefined, asSession(cookie));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('reauth_required');
  });

  it('setup returns the base32 secret once with its otpauth URL; enable needs a valid first code', async () => {
    cookie = await reauth(cookie);
    const res = await app.http.post('/auth/totp/setup', undefined, asSession(cookie));
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    secret = res.body.secret;
    const wrong = await app.http.post('/auth/totp/enable', { code: '000000' }, asSession(cookie));
    expect(wrong.status).toBe(403);
    const ok = await app.http.post('/auth/totp/enable', { code: totpCode(secret) }, asSession(cookie));
    expect(ok.status).toBe(200);
    // Ten recovery codes, shown this once (recovery-codes.test.ts tests their use).
    expect(ok.body.recoveryCodes).toHaveLength(10);
    const me = await app.http.get('/auth/me', asSession(cookie));
    expect(me.body.user.totpEnabled).toBe(true);
  });

  it('login then requires the code: missing or wrong → 403 totp_required', async () => {
    const missing = await app.http.post('/auth/login', { email: merchant.owner.email, password: merchant.owner.password });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe('totp_required');
    const wrong = await app.http.post('/auth/login', { email: merchant.owner.email, password: merchant.owner.password, totp: '123456' });
    expect(wrong.status).toBe(403);
  });

  it('accepts one code once: two parallel logins with the same code → exactly one success', async () => {
    const code = codeAt(secret, 1);
    const body = { email: merchant.owner.email, password: merchant.owner.password, totp: code };
    const [a, b] = await Promise.all([app.http.post('/auth/login', body), app.http.post('/auth/login', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const again = await app.http.post('/auth/login', body);
    expect(again.status).toBe(403);
  });

  it('disable needs re-authentication and a current code', async () => {
    // Codes are accepted once and in order: move the clock (shared with the in-process
    // gateway) past the steps used above, instead of waiting for them.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 60_000);
      const fresh = await login(app.http, merchant.owner.email, merchant.owner.password, totpCode(secret));
      const withoutReauth = await app.http.post('/auth/totp/disable', { code: codeAt(secret, 1) }, asSession(fresh));
      expect(withoutReauth.status).toBe(403);
      expect(withoutReauth.body.error).toBe('reauth_required');

      vi.setSystemTime(start + 90_000);
      const code = totpCode(secret);
      const rotated = await reauth(fresh, code);
      const reused = await app.http.post('/auth/totp/disable', { code }, asSession(rotated));
      expect(reused.status).toBe(403);
      expect(reused.body.error).toBe('totp_required');

      vi.setSystemTime(start + 120_000);
      const ok = await app.http.post('/auth/totp/disable', { code: totpCode(secret) }, asSession(rotated));
      expect(ok.status).toBe(204);
      const plain = await app.http.post('/auth/login', { email: merchant.owner.email, password: merchant.owner.password });
      expect(plain.status).toBe(200);
      expect(plain.body.user.totpEnabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never logs the secret or a code', async () => {
    expect(app.logs.join('\n')).not.toContain(secret);
  });
});
