import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant, login, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../support/fixtures.js';
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

async function resetToken(email: string): Promise<string> {
  const before = (await app.mails()).length;
  const res = await app.http.post('/auth/password/forgot', { email });
  expect(res.status).toBe(202);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await app.mails();
    const mail = mails.slice(before).find((m) => m.includes(`To: ${email}`));
    if (mail) return /token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    if (Date.now() > deadline) throw new Error('no reset email');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('password reset', () => {
  it('answers 202 for an unknown email too, and sends nothing', async () => {
    const before = (await app.mails()).length;
    const res = await app.http.post('/auth/password/forgot', { email: uniqueEmail() });
    expect(res.status).toBe(202);
    await app.queuesIdle();
    expect((await app.mails()).length).toBe(before);
  });

  it('refuses a new password shorter than 10 characters', async () => {
    const token = await resetToken(merchant.owner.email);
    const res = await app.http.post('/auth/password/reset', { token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
  });

  it('redeems a token once: two parallel resets → exactly one success; every session ends', async () => {
    const session = await login(app.http, merchant.owner.email);
    const token = await resetToken(merchant.owner.email);
    const [a, b] = await Promise.all([
      app.http.post('/auth/password/reset', { token, password: 'first-new-password' }),
      app.http.post('/auth/password/reset', { token, password: 'second-new-password' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 400]);
    const winner = a.status === 204 ? 'first-new-password' : 'second-new-password';
    expect((await app.http.get('/auth/me', asSession(session))).status).toBe(401);
    expect((await app.http.post('/auth/login', { email: merchant.owner.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await app.http.post('/auth/login', { email: merchant.owner.email, password: winner })).status).toBe(200);
    const reused = await app.http.post('/auth/password/reset', { token, password: 'third-new-password' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_token');
    expect(app.logs.join('\n')).not.toContain(token);
  });
});
