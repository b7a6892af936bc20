// POST /invitations/preview: the page of an invitation link names the organisation before the
// person accepts; a link that no longer works says so as accepting would (400 `invalid_token`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createMerchant, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { invite, tokenOf } from './support.js';

let app: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

describe('previewing an invitation', () => {
  it('names the organisation, the address invited and the expiry, and writes nothing', async () => {
    const email = uniqueEmail('invited');
    const sent = await invite(app.http, merchant, { email, roleId: merchant.roles.viewer! });
    const token = tokenOf(sent.inviteLink as string);
    for (let i = 0; i < 2; i++) {
      const res = await app.http.post('/invitations/preview', { token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ organisationName: 'Épicerie Fine Sfax', email });
      expect(Date.parse(res.body.expiresAt as string)).toBeGreaterThan(Date.now());
    }
    // Still acceptable afterwards; once used, the preview refuses it as accepting does.
    const accepted = await app.http.post('/invitations/accept', { token, firstName: 'Nour', lastName: 'Ali', password: TEST_PASSWORD });
    expect(accepted.status, accepted.text).toBe(200);
    const used = await app.http.post('/invitations/preview', { token });
    expect(used.status).toBe(400);
    expect(used.body.error).toBe('invalid_token');
  });

  it('refuses an unknown token and a malformed body with 400', async () => {
    const unknown = await app.http.post('/invitations/preview', { token: 'not-a-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_token');
    const missing = await app.http.post('/invitations/preview', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('validation_failed');
  });
});
