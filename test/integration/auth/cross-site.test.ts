// Cross-site request forgery of the dashboard session (docs/api-decisions.md, "Cross-site
// requests with a session cookie"): a state-changing request with a valid session cookie, sent
// by another site's page (Origin / Sec-Fetch-Site say so), is refused and changes nothing; the
// dashboard's own requests, reads, API-key requests and non-browser clients are not affected.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvitation } from '../../../shared/members/invitations.js';
import { db } from '../../../shared/store/client.js';
import { asSession, createMerchant, login, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, paymentBody, PAYMENT_TEST_ENV } from '../payments/support.js';

let app: TestApp;
let merchant: Merchant;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await app?.stop();
});

const withCookie = (cookie: string, headers: Record<string, string>) => ({ headers: { cookie, ...headers } });
const websiteOf = async () => (await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie))).body.website;

describe('a state-changing session request from another site', () => {
  it('is refused when Origin names another site, and nothing changes; the dashboard\'s own origin passes', async () => {
    const before = await websiteOf();
    const forged = await app.http.patch(
      `/organisations/${merchant.organisationId}`,
      { website: 'https://evil.example/shop' },
      withCookie(merchant.owner.cookie, { origin: EVIL }),
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: 'cross_site_request', message: expect.stringContaining('another site') });
    expect(await websiteOf()).toBe(before);

    const own = await app.http.patch(
      `/organisations/${merchant.organisationId}`,
      { website: 'https://boutique.example.tn' },
      withCookie(merchant.owner.cookie, { origin: app.baseUrl, 'sec-fetch-site': 'same-origin' }),
    );
    expect(own.status, own.text).toBe(200);
    expect(await websiteOf()).toBe('https://boutique.example.tn');
  });

  it('is refused when Sec-Fetch-Site says cross-site or same-site, even without Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const forged = await app.http.patch(
        `/organisations/${merchant.organisationId}`,
        { website: `https://${site}.example` },
        withCookie(merchant.owner.cookie, { 'sec-fetch-site': site }),
      );
      expect(forged.status).toBe(403);
      expect(forged.body.error).toBe('cross_site_request');
    }
    expect(await websiteOf()).toBe('https://boutique.example.tn');
  });

  it('cannot sign the user out, nor sign a browser in to another account', async () => {
    const cookie = await login(app.http, merchant.owner.email);
    const logout = await app.http.post('/auth/logout', undefined, withCookie(cookie, { origin: EVIL }));
    expect(logout.status).toBe(403);
    expect((await app.http.get('/auth/me', asSession(cookie))).status).toBe(200);

    const forgedLogin = await app.http.post(
      '/auth/login',
      { email: merchant.owner.email, password: merchant.owner.password },
      { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } },
    );
    expect(forgedLogin.status).toBe(403);
    expect(forgedLogin.body.error).toBe('cross_site_request');
    expect(forgedLogin.headers.getSetCookie()).toEqual([]);
  });

  it('cannot make a signed-in user accept an invitation', async () => {
    const other = await createMerchant(app.http);
    const invitation = buildInvitation({
      organisationId: other.organisationId,
      organisationName: 'Other',
      email: merchant.owner.email,
      roleId: other.roles.viewer!,
      scope: 'all',
      accountIds: [],
      asOwner: false,
      invitedBy: other.owner.userId,
    });
    await db().send(new TransactWriteCommand({ TransactItems: invitation.writes }));

    const forged = await app.http.post('/invitations/accept', { token: invitation.token }, withCookie(merchant.owner.cookie, { origin: EVIL }));
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('cross_site_request');
    const me = await app.http.get('/auth/me', asSession(merchant.owner.cookie));
    expect(me.body.memberships.map((m: { organisationId: string }) => m.organisationId)).toEqual([merchant.organisationId]);

    const own = await app.http.post('/invitations/accept', { token: invitation.token }, withCookie(merchant.owner.cookie, { origin: app.baseUrl }));
    expect(own.status, own.text).toBe(200);
  });
});

describe('requests the check leaves alone', () => {
  it('reads from another site pass (a browser does not let that site read the answer)', async () => {
    const res = await app.http.get(`/organisations/${merchant.organisationId}`, withCookie(merchant.owner.cookie, { origin: EVIL, 'sec-fetch-site': 'cross-site' }));
    expect(res.status).toBe(200);
  });

  it('a request with neither Origin nor Sec-Fetch-Site (a server, curl) passes with its cookie', async () => {
    const res = await app.http.patch(`/organisations/${merchant.organisationId}`, { website: null }, asSession(merchant.owner.cookie));
    expect(res.status, res.text).toBe(200);
    expect(await websiteOf()).toBeNull();
  });

  it('an API-key request passes whatever its Origin', async () => {
    const collector = await collectingMerchant(app, ['clictopay']);
    const res = await app.http.post('/payments', paymentBody(), { headers: { 'x-api-key': collector.apiKey, origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(res.status, res.text).toBe(201);
  });
});
