// The relay to the previous platform, end to end in local mode: staff set an organisation's v2
// calls to be relayed (audited, shown in the admin detail); its init-payment and GET reach the
// previous platform's stand-in with the same method, path, query, body and key, and come back
// as they came; no answer within the time-out is 502 {message}; other organisations are served.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPreviousPlatform, type PreviousPlatform } from '../../../lib/local/stand-ins/previous-platform.js';
import { asKey, asSession, createStaff } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { getV2, initV2, INIT_PAYMENT, pluginBody, expectV2Error } from './support.js';

const RELAY_TIMEOUT_MS = 1_000;

let app: TestApp;
let previous: PreviousPlatform;
let admin: string;
let relayed: Collector;
let served: Collector;
/** A key the previous platform issued: its secret is unknown here. */
let previousKey: string;

beforeAll(async () => {
  previous = await startPreviousPlatform();
  app = await startTestApp({
    env: { ...PAYMENT_TEST_ENV, V2_RELAY_BASE_URL: previous.url, V2_RELAY_TIMEOUT_MS: String(RELAY_TIMEOUT_MS) },
  });
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
  relayed = await collectingMerchant(app, ['clictopay']);
  served = await collectingMerchant(app, ['clictopay']);
  previousKey = `${relayed.organisationId}:pk_previous_platform_secret_0123456789`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await previous?.stop();
});

const migration = (organisationId: string) => `/admin/organisations/${organisationId}/v2-migration`;

it('serves every organisation here by default; staff set one to be relayed, audited and shown in the admin detail', async () => {
  const before = await app.http.get(`/admin/organisations/${relayed.organisationId}`, asSession(admin));
  expect(before.body).toMatchObject({ v2Mode: 'served', v2ModeChangedAt: null, v2PreviousOrganisationId: null });

  const set = await app.http.post(migration(relayed.organisationId), { v2Mode: 'relayed', reason: 'Shops still on the previous platform' }, asSession(admin));
  expect(set.status, set.text).toBe(200);
  expect(set.body).toMatchObject({ id: relayed.organisationId, v2Mode: 'relayed', v2ModeChangedAt: expect.any(String) });
  const again = await app.http.post(migration(relayed.organisationId), { v2Mode: 'relayed', reason: 'twice' }, asSession(admin));
  expect(again.status).toBe(409);
  expect(again.body.error).toBe('invalid_transition');
  for (const body of [{ v2Mode: 'relayed' }, { v2Mode: 'elsewhere', reason: 'x' }, {}]) {
    const bad = await app.http.post(migration(relayed.organisationId), body, asSession(admin));
    expect(bad.status).toBe(400);
  }
  const support = (await createStaff(app.http, 'svc_support')).cookie;
  expect((await app.http.post(migration(relayed.organisationId), { v2Mode: 'served', reason: 'x' }, asSession(support))).status).toBe(403);
  expect((await app.http.post(migration(relayed.organisationId), { v2Mode: 'served', reason: 'x' }, asSession(relayed.owner.cookie))).status).toBe(403);

  expect((await app.http.get(`/admin/organisations/${relayed.organisationId}`, asSession(admin))).body.v2Mode).toBe('relayed');
  const audit = await app.http.get(`/organisations/${relayed.organisationId}/audit`, asSession(relayed.owner.cookie));
  const changes = audit.body.items.filter((i: { action: string }) => i.action === 'organisation.v2_mode_changed');
  expect(changes.map((i: { details: unknown }) => i.details)).toEqual([
    { from: 'served', to: 'relayed', reason: 'Shops still on the previous platform' },
  ]);
});

it('relays init-payment and GET with the same method, path, query, body and key, and returns the answers as they came', async () => {
  const sent = previous.requests.length;
  // Bytes as a plugin wrote them: spacing, a float amount, a numeric orderId, an unknown field.
  const raw = '{"receiverWalletId": "5f2c1e0a9b8d7c6e5f4a3b2c", "amount": 12500.0, "token": "TND", "orderId": 7, "cms": "prestashop"}';
  const query = '?lang=fr&note=caf%C3%A9%20cr%C3%A8me&empty=';
  const init = await app.http.request('POST', `${INIT_PAYMENT}${query}`, {
    headers: { 'x-api-key': previousKey, 'content-type': 'application/json' },
    rawBody: raw,
  });
  expect(init.status, init.text).toBe(200);
  expect(init.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(init.body.payUrl).toBe(`${previous.url}/pay/${init.body.paymentRef}`);
  const forwarded = previous.requests[sent]!;
  expect(forwarded).toMatchObject({ method: 'POST', url: `${INIT_PAYMENT}${query}`, body: raw });
  expect(forwarded.headers['x-api-key']).toBe(previousKey);
  expect(forwarded.headers['content-type']).toBe('application/json');

  const read = await app.http.get(`/api/v2/payments/${init.body.paymentRef}`, asKey(previousKey));
  expect(read.status).toBe(200);
  expect(read.body.payment).toMatchObject({ id: init.body.paymentRef, amount: 12500, orderId: 7, status: 'pending' });
  expect(previous.requests[sent + 1]).toMatchObject({ method: 'GET', url: `/api/v2/payments/${init.body.paymentRef}` });

  // The previous platform's refusals come back unchanged, in its own words.
  const unknown = await app.http.get(`/api/v2/payments/${'0'.repeat(24)}`, asKey(previousKey));
  expect(unknown.status).toBe(404);
  expect(unknown.body).toEqual({ message: 'Payment not found' });
  const refused = await app.http.post(INIT_PAYMENT, pluginBody(relayed), asKey(`${relayed.organisationId}:`));
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({ message: 'Unauthorized' });
  expect(previous.requests).toHaveLength(sent + 4);

  // Nothing was created here.
  const list = await app.http.get('/payments', asKey(relayed.apiKey));
  expect(list.body.items).toEqual([]);
  expect(app.logs.join('\n')).not.toContain('pk_previous_platform_secret');
});

it("relays the keys the previous platform issued under its own organisation id, once staff name that id", async () => {
  const imported = await collectingMerchant(app, ['clictopay']);
  const previousId = randomUUID();
  const keyOfPrevious = `${previousId}:pk_previous_platform_secret_imported`;
  // Before staff name it, the id is nobody's here: the key is refused here.
  const unknown = await app.http.post(INIT_PAYMENT, pluginBody(imported), asKey(keyOfPrevious));
  expect(unknown.status).toBe(401);
  expectV2Error(unknown.body);

  // An id that is another organisation's here, or already named for another one, is refused.
  const clash = await app.http.post(
    migration(imported.organisationId),
    { v2Mode: 'relayed', reason: 'Imported', previousOrganisationId: served.organisationId },
    asSession(admin),
  );
  expect(clash.status, clash.text).toBe(409);
  const set = await app.http.post(
    migration(imported.organisationId),
    { v2Mode: 'relayed', reason: 'Imported', previousOrganisationId: previousId.toUpperCase() },
    asSession(admin),
  );
  expect(set.status, set.text).toBe(200);
  expect(set.body).toMatchObject({ v2Mode: 'relayed', v2PreviousOrganisationId: previousId });
  const twice = await app.http.post(
    migration(served.organisationId),
    { v2Mode: 'relayed', reason: 'Same id', previousOrganisationId: previousId },
    asSession(admin),
  );
  expect(twice.status).toBe(409);
  expect((await app.http.get(`/admin/organisations/${served.organisationId}`, asSession(admin))).body.v2Mode).toBe('served');

  const sent = previous.requests.length;
  const relayedCall = await app.http.post(INIT_PAYMENT, { receiverWalletId: 'legacy-wallet', amount: 5000 }, asKey(keyOfPrevious));
  expect(relayedCall.status, relayedCall.text).toBe(200);
  expect(previous.requests[sent]!.headers['x-api-key']).toBe(keyOfPrevious);
  const audit = await app.http.get(`/organisations/${imported.organisationId}/audit`, asSession(imported.owner.cookie));
  expect(audit.body.items.find((i: { action: string }) => i.action === 'organisation.v2_mode_changed').details).toEqual({
    from: 'served',
    to: 'relayed',
    reason: 'Imported',
    previousOrganisationId: previousId,
  });
});

it('answers 502 {message} when the previous platform does not answer within the time-out', async () => {
  previous.delayMs = RELAY_TIMEOUT_MS * 6;
  try {
    const started = Date.now();
    const res = await app.http.post(INIT_PAYMENT, pluginBody(relayed), asKey(previousKey));
    expect(res.status).toBe(502);
    expectV2Error(res.body);
    // Answered at the time-out, long before the previous platform would have.
    expect(Date.now() - started).toBeLessThan(RELAY_TIMEOUT_MS * 4);
    const read = await app.http.get(`/api/v2/payments/${'0'.repeat(24)}`, asKey(previousKey));
    expect(read.status).toBe(502);
  } finally {
    previous.delayMs = 0;
  }
});

it('serves the other organisations here, and the relayed one again once staff say so', async () => {
  const sent = previous.requests.length;
  const local = await initV2(app, served);
  expect(local.payUrl).toBe(`${app.baseUrl}/pay/${local.paymentRef}`);
  expect((await getV2(app, served, local.paymentRef)).orderId).toBe(4242);
  expect(previous.requests).toHaveLength(sent);

  const back = await app.http.post(migration(relayed.organisationId), { v2Mode: 'served', reason: 'Migrated' }, asSession(admin));
  expect(back.status, back.text).toBe(200);
  expect(back.body.v2Mode).toBe('served');
  const mine = await initV2(app, relayed);
  expect(mine.payUrl).toBe(`${app.baseUrl}/pay/${mine.paymentRef}`);
  // The previous platform's key is not a key of this platform.
  const old = await app.http.post(INIT_PAYMENT, pluginBody(relayed), asKey(previousKey));
  expect(old.status).toBe(401);
  expect(previous.requests).toHaveLength(sent);
});
