// Every guess limit is counted before the guess is checked: whatever the concurrency, no more
// guesses than the limit ever reach the password or code check (the rest: 429
// too_many_attempts with Retry-After and the delay in the message). Login failures are
// counted per account and client address (a guesser is stopped at that pair, never the owner
// elsewhere), per client address (failures only, high enough for a carrier-grade NAT) and per
// account (slower: past it, only addresses with no failure for the account get their password
// checked). Reset requests and single-use tokens hold under 20 parallel requests.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '../../../shared/identity/authenticate-user.js';
import { TOTP_CODE_LIMITS } from '../../../shared/identity/attempt-limits.js';
import { totpCode } from '../../../shared/identity/totp.js';
import { RESET_REQUEST_LIMITS } from '../../../shared/identity/password-reset.js';
import { asSession, createMerchant, login, sessionCookieOf, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';

const PARALLEL = 20;
// Every refused guess is cheap, but each checked one costs a password hash, all in this one
// process (on AWS each request has its own function instance): allow for a busy machine.
vi.setConfig({ testTimeout: 120_000 });
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // The limits count in 15-minute windows: do not start a burst in a window's last seconds.
  const left = LOGIN_LIMITS.windowSeconds - (Math.floor(Date.now() / 1000) % LOGIN_LIMITS.windowSeconds);
  if (left < 60) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
});
afterAll(async () => {
  await app?.stop();
});

const statuses = (answers: HttpResponse[]) => answers.map((a) => a.status);
const count = (answers: HttpResponse[], status: number) => answers.filter((a) => a.status === status).length;

/** Each 429 is `too_many_attempts` with `Retry-After`, the same delay in `retryAfterSeconds`, and says when to retry. */
function expectRefusals(answers: HttpResponse[]) {
  for (const refused of answers.filter((a) => a.status === 429)) expectRefusal(refused.body, refused.headers.get('retry-after'));
}

function expectRefusal(body: any, retryAfter: string | null | undefined) {
  expect(body.error).toBe('too_many_attempts');
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
  expect(body.retryAfterSeconds).toBe(seconds);
  const minutes = Math.ceil(seconds / 60);
  expect(body.message).toBe(
    `Too many failed attempts. Try again in ${seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`}.`,
  );
}

/** Sends a JSON POST from another loopback address (the gateway reads the socket's address). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: any; retryAfter?: string }> {
  const url = new URL(path, app.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined, ...(retryAfter ? { retryAfter: String(retryAfter) } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A code of the secret at none of the steps accepted now (so certainly wrong). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, new Date(Date.now() + step * 30_000))));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A signed-in merchant owner with a recent re-authentication and a TOTP secret set up (not enabled). */
async function ownerWithTotpSetUp(): Promise<{ merchant: Merchant; cookie: string; secret: string }> {
  const merchant = await createMerchant(app.http);
  const reauth = await app.http.post('/auth/reauth', { password: merchant.owner.password }, asSession(merchant.owner.cookie));
  expect(reauth.status).toBe(200);
  const cookie = sessionCookieOf(reauth.headers);
  const setup = await app.http.post('/auth/totp/setup', undefined, asSession(cookie));
  expect(setup.status).toBe(200);
  return { merchant, cookie, secret: setup.body.secret };
}

const PER_PAIR = LOGIN_LIMITS.perAccountAndAddress;

describe('login failures per account and client address', () => {
  it(`${PARALLEL} parallel wrong passwords from one address: ${PER_PAIR} answered 401, the rest 429; that address waits, the owner signs in at once from another`, async () => {
    const merchant = await createMerchant(app.http);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => app.http.post('/auth/login', { email: merchant.owner.email, password: `wrong-password-${i}` })),
    );
    expect(count(answers, 401), statuses(answers).join()).toBe(PER_PAIR);
    expect(count(answers, 429)).toBe(PARALLEL - PER_PAIR);
    expect(answers.find((a) => a.status === 401)!.body.error).toBe('invalid_credentials');
    expectRefusals(answers);
    const right = await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD });
    expect(right.status).toBe(429);
    expectRefusal(right.body, right.headers.get('retry-after'));
    // The email is counted however it is written.
    const shouted = await app.http.post('/auth/login', { email: merchant.owner.email.toUpperCase(), password: 'wrong-password' });
    expect(shouted.status).toBe(429);
    // The attacker's pair is stopped, not the account: the owner, elsewhere, signs in at once.
    const owner = await postFrom('127.0.0.5', '/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('successful logins are not failures: they never use up the limit', async () => {
    const merchant = await createMerchant(app.http);
    for (let i = 0; i < PER_PAIR + 2; i += 1) {
      expect((await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD })).status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/login', { email: merchant.owner.email, password: 'wrong-password' })),
    );
    expect(count(answers, 401)).toBe(PER_PAIR);
  });

  it(`${PARALLEL} parallel wrong re-authentications: ${PER_PAIR} answered 401, the rest 429`, async () => {
    const merchant = await createMerchant(app.http);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/reauth', { password: 'wrong-password' }, asSession(merchant.owner.cookie))),
    );
    expect(count(answers, 401), statuses(answers).join()).toBe(PER_PAIR);
    expect(count(answers, 429)).toBe(PARALLEL - PER_PAIR);
    expectRefusals(answers);
    const right = await app.http.post('/auth/reauth', { password: TEST_PASSWORD }, asSession(merchant.owner.cookie));
    expect(right.status).toBe(429);
  });
});

describe('login failures per account, from any address', () => {
  it(`past ${LOGIN_LIMITS.perAccount} failures: an address that failed for the account is refused, the right password included; an address new to it is checked once`, async () => {
    const merchant = await createMerchant(app.http);
    const login = (address: string, password: string) => postFrom(address, '/auth/login', { email: merchant.owner.email, password });
    // Spread over addresses with one failure fewer than the pair limit each, so that only the
    // account's limit can refuse them.
    const perAddress = PER_PAIR - 1;
    const failing = Array.from({ length: Math.ceil(LOGIN_LIMITS.perAccount / perAddress) }, (_, i) => `127.0.0.${21 + i}`);
    let failures = 0;
    for (const address of failing) {
      for (let i = 0; i < perAddress && failures < LOGIN_LIMITS.perAccount; i += 1, failures += 1) {
        expect((await login(address, 'wrong-password')).status).toBe(401);
      }
    }
    for (const address of failing) {
      const refused = await login(address, TEST_PASSWORD);
      expect(refused.status, address).toBe(429);
      expectRefusal(refused.body, refused.retryAfter);
    }
    // An address with no failure for the account: the owner gets in.
    expect((await login('127.0.0.40', TEST_PASSWORD)).status).toBe(200);
    // A new address gets one guess checked, however many it sends at once; then it waits too.
    const burst = await Promise.all(Array.from({ length: PARALLEL }, () => login('127.0.0.41', 'wrong-password')));
    expect(burst.filter((a) => a.status === 401), burst.map((a) => a.status).join()).toHaveLength(1);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(PARALLEL - 1);
    for (const refused of burst.filter((a) => a.status === 429)) expectRefusal(refused.body, refused.retryAfter);
    expect((await login('127.0.0.41', TEST_PASSWORD)).status).toBe(429);
    expect((await login('127.0.0.42', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('login failures per client address', () => {
  it('many accounts failing from one address (a carrier-grade NAT) below its limit do not block a right password from it', async () => {
    const merchant = await createMerchant(app.http);
    const nat = '127.0.0.4';
    // More failures than the old limit of 30 per address, for as many people behind the NAT.
    for (let batch = 0; batch < 4; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postFrom(nat, '/auth/login', { email: uniqueEmail('nat'), password: 'wrong-password' })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    const right = await postFrom(nat, '/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
  });

  it(`from one address, each guess for another email: ${PARALLEL} parallel wrong passwords near the limit → only what is left is checked`, async () => {
    const guess = () => postFrom('127.0.0.2', '/auth/login', { email: uniqueEmail('guess'), password: 'wrong-password' });
    // Use up all but 5 of the address's failures, a few at a time (one process checks every
    // password here, where on AWS each request has its own function instance).
    const left = 5;
    for (let used = 0; used < LOGIN_LIMITS.perClientIp - left; ) {
      const batch = Math.min(10, LOGIN_LIMITS.perClientIp - left - used);
      expect((await Promise.all(Array.from({ length: batch }, guess))).map((a) => a.status)).toEqual(Array(batch).fill(401));
      used += batch;
    }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, guess));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(left);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(PARALLEL - left);
    for (const answer of refused) expectRefusal(answer.body, answer.retryAfter);
    // Another address is counted apart.
    expect((await postFrom('127.0.0.3', '/auth/login', { email: uniqueEmail('guess'), password: 'wrong-password' })).status).toBe(401);
  });
});

describe('TOTP codes', () => {
  it(`at login: ${PARALLEL} parallel wrong codes with the right password → ${LOGIN_LIMITS.perAccountAndAddress} answered 403, the rest 429`, async () => {
    const { merchant, cookie, secret } = await ownerWithTotpSetUp();
    expect((await app.http.post('/auth/totp/enable', { code: totpCode(secret) }, asSession(cookie))).status).toBe(200);
    const code = wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD, totp: code })),
    );
    expect(count(answers, 403), statuses(answers).join()).toBe(LOGIN_LIMITS.perAccountAndAddress);
    expect(count(answers, 429)).toBe(PARALLEL - LOGIN_LIMITS.perAccountAndAddress);
    expectRefusals(answers);
  });

  it(`at enable: ${PARALLEL} parallel wrong codes → ${TOTP_CODE_LIMITS.perUser} answered 403, the rest 429; the right code then waits too`, async () => {
    const { cookie, secret } = await ownerWithTotpSetUp();
    const code = wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/totp/enable', { code }, asSession(cookie))),
    );
    expect(count(answers, 403), statuses(answers).join()).toBe(TOTP_CODE_LIMITS.perUser);
    expect(count(answers, 429)).toBe(PARALLEL - TOTP_CODE_LIMITS.perUser);
    expectRefusals(answers);
    expect((await app.http.post('/auth/totp/enable', { code: totpCode(secret) }, asSession(cookie))).status).toBe(429);
    expect((await app.http.get('/auth/me', asSession(cookie))).body.user.totpEnabled).toBe(false);
  });

  it(`at disable: ${PARALLEL} parallel wrong codes → ${TOTP_CODE_LIMITS.perUser} answered 403, the rest 429; 2FA stays on`, async () => {
    const { cookie, secret } = await ownerWithTotpSetUp();
    expect((await app.http.post('/auth/totp/enable', { code: totpCode(secret) }, asSession(cookie))).status).toBe(200);
    const code = wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/totp/disable', { code }, asSession(cookie))),
    );
    expect(count(answers, 403), statuses(answers).join()).toBe(TOTP_CODE_LIMITS.perUser);
    expect(count(answers, 429)).toBe(PARALLEL - TOTP_CODE_LIMITS.perUser);
    expectRefusals(answers);
    expect((await app.http.get('/auth/me', asSession(cookie))).body.user.totpEnabled).toBe(true);
  });
});

describe('password reset requests', () => {
  it(`${PARALLEL} parallel requests for one email: all 202, at most ${RESET_REQUEST_LIMITS.perEmail} mails`, async () => {
    const merchant = await createMerchant(app.http);
    const before = (await app.mails()).length;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => app.http.post('/auth/password/forgot', { email: merchant.owner.email })),
    );
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(202));
    await app.queuesIdle();
    const mails = (await app.mails()).slice(before).filter((m) => m.includes(`To: ${merchant.owner.email}`));
    expect(mails).toHaveLength(RESET_REQUEST_LIMITS.perEmail);
  });

  it(`one reset token redeemed by ${PARALLEL} parallel requests: exactly one succeeds`, async () => {
    const merchant = await createMerchant(app.http);
    const before = (await app.mails()).length;
    expect((await app.http.post('/auth/password/forgot', { email: merchant.owner.email })).status).toBe(202);
    await app.queuesIdle();
    const mail = (await app.mails()).slice(before).find((m) => m.includes(`To: ${merchant.owner.email}`))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => app.http.post('/auth/password/reset', { token, password: `new-password-number-${i}` })),
    );
    expect(count(answers, 204), statuses(answers).join()).toBe(1);
    expect(count(answers, 400)).toBe(PARALLEL - 1);
    expect(answers.find((a) => a.status === 400)!.body.error).toBe('invalid_token');
    const winner = answers.findIndex((a) => a.status === 204);
    expect((await login(app.http, merchant.owner.email, `new-password-number-${winner}`)).length).toBeGreaterThan(0);
  });
});
