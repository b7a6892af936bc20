// Recovery codes of two-factor authentication: ten codes answered once at enable, kept as
// hashes, each usable once in place of a TOTP code (sign-in, re-authentication, disable), used
// up with one conditional write so that parallel uses of one code let exactly one through;
// guesses count like wrong TOTP codes; turning 2FA off forgets the codes left. The codes are
// audited by count only and never logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../shared/identity/totp.js';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { LOGIN_LIMITS } from '../../../shared/identity/authenticate-user.js';
import { asSession, createMerchant, sessionCookieOf, TEST_PASSWORD, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const CODE_FORMAT = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;
const allCodes: string[] = [];

async function reauth(cookie: string, second: { totp?: string; recoveryCode?: string } = {}) {
  return app.http.post('/auth/reauth', { password: TEST_PASSWORD, ...second }, asSession(cookie));
}

/** A merchant whose owner turned 2FA on: the answer of enable, the secret and a fresh session. */
async function ownerWithTotp(): Promise<{ merchant: Merchant; secret: string; codes: string[]; cookie: string }> {
  const merchant = await createMerchant(app.http);
  const again = await reauth(merchant.owner.cookie);
  expect(again.status).toBe(200);
  const cookie = sessionCookieOf(again.headers);
  const setup = await app.http.post<{ secret: string }>('/auth/totp/setup', undefined, asSession(cookie));
  expect(setup.status).toBe(200);
  const enable = await app.http.post<{ recoveryCodes: string[] }>('/auth/totp/enable', { code: totpCode(setup.body.secret) }, asSession(cookie));
  expect(enable.status).toBe(200);
  allCodes.push(...enable.body.recoveryCodes);
  return { merchant, secret: setup.body.secret, codes: enable.body.recoveryCodes, cookie };
}

const loginWith = (merchant: Merchant, second: Record<string, unknown>) =>
  app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD, ...second });

/** The user's own entries in the platform's audit trail (those of no organisation), newest first. */
const entriesOf = async (merchant: Merchant) =>
  (await listAudit(null, null, 200)).items.filter((entry) => entry.actor.label === merchant.owner.email);

describe('recovery codes', () => {
  it('enable answers 200 with ten distinct codes xxxxx-xxxxx; the user counts ten left; a second enable is refused', async () => {
    const { codes, cookie, secret, merchant } = await ownerWithTotp();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(CODE_FORMAT);
    const me = await app.http.get('/auth/me', asSession(cookie));
    expect(me.body.user).toMatchObject({ totpEnabled: true, recoveryCodeCount: 10 });
    const twice = await app.http.post('/auth/totp/enable', { code: totpCode(secret, new Date(Date.now() + 30_000)) }, asSession(cookie));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('conflict');
    // Enabling is audited with the number of codes made, never the codes.
    const enabled = (await entriesOf(merchant)).find((entry) => entry.action === 'auth.totp_enabled');
    expect(enabled?.details).toEqual({ recoveryCodesMade: 10 });
  });

  it('a code signs in once (in any case, without its hyphen); the second use → 403 totp_required', async () => {
    const { merchant, codes } = await ownerWithTotp();
    const first = await loginWith(merchant, { recoveryCode: codes[0]!.toUpperCase().replace('-', ' ') });
    expect(first.status, first.text).toBe(200);
    expect(first.body.user.recoveryCodeCount).toBe(9);
    const second = await loginWith(merchant, { recoveryCode: codes[0] });
    expect(second.status).toBe(403);
    expect(second.body).toEqual({ error: 'totp_required', message: expect.any(String) });
    // Another code still works; a made-up one does not; a wrong password is still wrong.
    expect((await loginWith(merchant, { recoveryCode: codes[1] })).status).toBe(200);
    expect((await loginWith(merchant, { recoveryCode: 'aaaaa-aaaaa' })).status).toBe(403);
    const wrongPassword = await app.http.post('/auth/login', { email: merchant.owner.email, password: 'not-the-password', recoveryCode: codes[2] });
    expect(wrongPassword.status).toBe(401);
    // The wrong password did not use the code up.
    const ok = await loginWith(merchant, { recoveryCode: codes[2] });
    expect(ok.status).toBe(200);
    expect(ok.body.user.recoveryCodeCount).toBe(7);

    const used = (await entriesOf(merchant)).filter((entry) => entry.action === 'auth.recovery_code_used');
    expect(used.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }, { recoveryCodesLeft: 7 }]),
    );
    const failures = (await entriesOf(merchant)).filter((entry) => entry.action === 'auth.login_failed');
    expect(failures.map((entry) => entry.details?.reason)).toContain('invalid_recovery_code');
  });

  it('refuses garbage without a 500: both factors at once, an overlong or malformed code', async () => {
    const { merchant, secret, codes } = await ownerWithTotp();
    const both = await loginWith(merchant, { totp: totpCode(secret), recoveryCode: codes[0] });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('validation_failed');
    const long = await loginWith(merchant, { recoveryCode: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    for (const odd of ['', 42, null, ['a'], '😀😀😀😀😀-😀😀😀😀😀']) {
      const res = await loginWith(merchant, { recoveryCode: odd });
      expect([400, 403], `${JSON.stringify(odd)} → ${res.status}`).toContain(res.status);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('20 parallel sign-ins with one code → exactly one succeeds; the code is then used up', async () => {
    const { merchant, codes } = await ownerWithTotp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => loginWith(merchant, { recoveryCode: codes[3] })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200), statuses.join()).toHaveLength(1);
    // The others: the code was taken (403), or the account's attempt limit refused them first (429).
    for (const s of statuses) expect([200, 403, 429]).toContain(s);
    const me = await app.http.get('/auth/me', asSession(sessionCookieOf(answers.find((res) => res.status === 200)!.headers)));
    expect(me.body.user.recoveryCodeCount).toBe(9);
  });

  it(`wrong recovery codes count against the sign-in limit: past ${LOGIN_LIMITS.perAccountAndAddress} failures from one address → 429, even for a good code`, async () => {
    const { merchant, codes } = await ownerWithTotp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) {
      expect((await loginWith(merchant, { recoveryCode: `zzzzz-zzzz${i}` })).status).toBe(403);
    }
    const limited = await loginWith(merchant, { recoveryCode: codes[0] });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('too_many_attempts');
  });

  it('re-authentication takes a recovery code; disable takes one and forgets the codes left', async () => {
    const { merchant, codes, cookie } = await ownerWithTotp();
    const again = await reauth(cookie, { recoveryCode: codes[4] });
    expect(again.status).toBe(200);
    const session = asSession(sessionCookieOf(again.headers));
    const wrong = await app.http.post('/auth/totp/disable', { code: 'aaaaa-aaaaa' }, session);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('totp_required');
    // The code used to re-authenticate is used up.
    expect((await app.http.post('/auth/totp/disable', { code: codes[4] }, session)).status).toBe(403);
    const off = await app.http.post('/auth/totp/disable', { code: codes[5] }, session);
    expect(off.status).toBe(204);
    const me = await app.http.get('/auth/me', session);
    expect(me.body.user).toMatchObject({ totpEnabled: false, recoveryCodeCount: 0 });
    // Turned off, the codes left are gone and the password alone signs in.
    const plain = await loginWith(merchant, {});
    expect(plain.status).toBe(200);
    const disabled = (await entriesOf(merchant)).find((entry) => entry.action === 'auth.totp_disabled');
    expect(disabled?.details).toEqual({ recoveryCodesDropped: 8 });
  });

  it('disable still takes a TOTP code', async () => {
    const { secret, cookie, codes } = await ownerWithTotp();
    const again = await reauth(cookie, { recoveryCode: codes[0] });
    expect(again.status).toBe(200);
    // The code that enabled 2FA is taken: the next step's code, which the drift accepts now.
    const off = await app.http.post('/auth/totp/disable', { code: totpCode(secret, new Date(Date.now() + 30_000)) }, asSession(sessionCookieOf(again.headers)));
    expect(off.status).toBe(204);
  });

  it('never logs a recovery code', () => {
    expect(allCodes.length).toBeGreaterThanOrEqual(60);
    const logs = app.logs.join('\n').toLowerCase();
    for (const code of allCodes) {
      expect(logs).not.toContain(code);
      expect(logs).not.toContain(code.replace('-', ''));
    }
  });
});
