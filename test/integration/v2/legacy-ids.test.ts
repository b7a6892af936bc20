// A shop moves from the previous platform without touching its plugin: staff record the previous
// platform's organisation id, wallet ids and the shop's existing v2 key (or the merchant enters the
// key once); the WooCommerce plugin's own init-payment body then works with that wallet id and key,
// the payer pays at a provider's simulator, and the plugin reads the payment back as it reads it
// from the previous platform (the members it reads, errors[0] of the PHP SDK). Each legacy id is
// one organisation's only, also under 20 parallel claims; a revoked key answers 401 at once; the
// key is kept as its hash only, never in an answer, a log or an audit entry; relayed organisations
// are relayed as before.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviousPlatform, type PreviousPlatform } from '../../../lib/local/stand-ins/previous-platform.js';
import { asKey, asSession, createMerchant, createStaff, login, sessionCookieOf, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, getPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { expectV2Error, INIT_PAYMENT, pluginBody } from './support.js';

let app: TestApp;
let previous: PreviousPlatform;
let admin: string;

beforeAll(async () => {
  previous = await startPreviousPlatform();
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, V2_RELAY_BASE_URL: previous.url } });
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await previous?.stop();
});

/** An id of the previous platform: 24 hexadecimal characters, as its MongoDB ids are written. */
const legacyId = () => randomBytes(12).toString('hex');
/** A key of the previous platform: its organisation id and a secret this service never issued. */
const legacyKeyOf = (organisationId: string) => `${organisationId}:${randomBytes(24).toString('base64url')}`;
const secretOf = (key: string) => key.slice(key.indexOf(':') + 1);
const migration = (organisationId: string) => `/admin/organisations/${organisationId}/v2-migration`;

/** The plugin's request, as bytes: JSON of a PHP array (float amount, integer orderId, fields the reference does not list). */
async function pluginInit(key: string, body: Record<string, unknown>) {
  return app.http.request('POST', INIT_PAYMENT, {
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    rawBody: JSON.stringify(body),
  });
}

/** GET /api/v2/payments/{paymentRef} as the plugin reads it. */
async function pluginRead(key: string, paymentRef: string) {
  const res = await app.http.get(`/api/v2/payments/${paymentRef}`, asKey(key));
  expect(res.status, res.text).toBe(200);
  return res.body.payment;
}

/** A fresh session of the owner, re-authenticated (what entering a legacy key asks for). */
async function reauthenticatedOwner(merchant: Merchant): Promise<string> {
  const cookie = await login(app.http, merchant.owner.email);
  const res = await app.http.post('/auth/reauth', { password: merchant.owner.password }, asSession(cookie));
  expect(res.status, res.text).toBe(200);
  return sessionCookieOf(res.headers);
}

describe('a shop that moved keeps its plugin settings: legacy wallet id and key', () => {
  let shop: Collector;
  let previousOrganisationId: string;
  let walletId: string;
  let key: string;

  beforeAll(async () => {
    shop = await collectingMerchant(app, ['clictopay', 'mpgs_poste', 'flouci']);
    previousOrganisationId = legacyId();
    walletId = legacyId();
    key = legacyKeyOf(previousOrganisationId);
    const migrated = await app.http.post(
      migration(shop.organisationId),
      {
        reason: 'The shop moved from the previous platform',
        previousOrganisationId: previousOrganisationId.toUpperCase(),
        legacyWallets: [{ walletId, paymentAccountId: shop.defaultAccountId }],
        legacyApiKey: key,
      },
      asSession(admin),
    );
    expect(migrated.status, migrated.text).toBe(200);
    expect(migrated.body).toMatchObject({
      v2Mode: 'served',
      v2PreviousOrganisationId: previousOrganisationId,
      v2LegacyWallets: [{ walletId, paymentAccountId: shop.defaultAccountId }],
    });
    expect(migrated.text).not.toContain(secretOf(key));
  }, 60_000);

  it("takes the WooCommerce plugin's init-payment, is paid at a provider, and reads back as the plugin reads it", async () => {
    const successUrl = 'https://shop.example.tn/?wc-api=WC_Gateway_Konnect&order_id=4242&key=wc_order_Xy12';
    // The order's total times 1000, as PHP computes it: 16329.999999999998.
    const body = pluginBody(shop, { receiverWalletId: walletId, amount: 16.33 * 1000, orderId: 4242, successUrl });
    expect(body.amount).not.toBe(16_330);
    const created = await pluginInit(key, body);
    expect(created.status, created.text).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual(['payUrl', 'paymentRef']);
    const { paymentRef } = created.body as { paymentRef: string };

    // Pending, with every member the previous platform's GET gave, for a TND-only service.
    const pending = await pluginRead(key, paymentRef);
    expect(pending).toMatchObject({
      id: paymentRef,
      status: 'pending',
      amount: 16_330,
      amountDue: 16_330,
      reachedAmount: 0,
      token: 'TND',
      convertedAmount: 16_330,
      exchangeRate: 1,
      shortId: paymentRef,
      orderId: 4242,
      type: 'immediate',
      webhook: 'https://shop.example.tn/wc-api/konnect?order=4242',
      successUrl,
      failUrl: 'https://shop.example.tn/checkout/failed/4242',
      // The id the plugin sent, not the account it reaches.
      receiverWallet: walletId,
      // What was asked, in v2's words (wallet included), never a provider code.
      acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
      transactions: [],
    });
    // The wallet id reached the account staff mapped it to.
    expect((await getPayment(app, shop, paymentRef)).paymentAccountId).toBe(shop.defaultAccountId);

    // The payer pays by card at the provider's simulator.
    const attempt = await openAttempt(app, paymentRef, 'clictopay');
    await payerCompletes(app, shop, paymentRef, attempt.attemptId, 'clictopay', 'success');
    const paid = await eventually(async () => {
      const read = await pluginRead(key, paymentRef);
      expect(read.status).toBe('completed');
      return read;
    }, 10_000);
    // The plugin delivers when completed and the amount matches the order's total (16.33 TND).
    expect(paid.amount / 1000).toBe(16.33);
    expect(paid).toMatchObject({ amountDue: 0, reachedAmount: 16_330, orderId: 4242, receiverWallet: walletId });
    expect(paid.transactions).toMatchObject([{ id: attempt.attemptId, status: 'success', method: 'bank_card', from: 'clictopay', amount: 16_330 }]);

    // silentWebhook: the payer goes back to the success URL, its query kept, payment_ref joined with &.
    const back = await app.http.get(`/checkout/${paymentRef}/return?outcome=success`);
    expect(back.headers.get('location')).toBe(`${successUrl}&payment_ref=${paymentRef}`);
  }, 60_000);

  it("answers the previous platform's PHP SDK: errors[0] on every answer that is not a 200", async () => {
    // A wallet id nobody here claimed: 422.
    const unknownWallet = await pluginInit(key, pluginBody(shop, { receiverWalletId: legacyId() }));
    expect(unknownWallet.status).toBe(422);
    const refused = expectV2Error(unknownWallet.body);
    expect(unknownWallet.body.errors[0].message).toBe(refused.message);
    expect(refused.message).toContain('wallet');
    // An invalid field: 400, errors[0] names it (param), message as the plugin shows it.
    const invalid = await pluginInit(key, pluginBody(shop, { receiverWalletId: walletId, amount: 99 }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toEqual({ param: 'amount', msg: expect.any(String), message: invalid.body.errors[0].msg });
    expect(invalid.body.message).toContain('amount');
    // A wrong secret under the same organisation id: 401, in the same shape.
    const wrong = await pluginInit(`${previousOrganisationId}:${'w'.repeat(30)}`, pluginBody(shop, { receiverWalletId: walletId }));
    expect(wrong.status).toBe(401);
    expectV2Error(wrong.body);
    const missing = await app.http.get(`/api/v2/payments/${'0'.repeat(24)}`, asKey(key));
    expect(missing.status).toBe(404);
    expectV2Error(missing.body);
  });

  it('a UUID wallet id still reaches the account, and comes back as sent', async () => {
    const created = await pluginInit(key, pluginBody(shop, { receiverWalletId: shop.defaultAccountId.toUpperCase(), orderId: 'WC-77' }));
    expect(created.status, created.text).toBe(200);
    const read = await pluginRead(key, created.body.paymentRef);
    expect(read).toMatchObject({ receiverWallet: shop.defaultAccountId.toUpperCase(), orderId: 'WC-77' });
    // Nothing asked: the methods of the routed providers, in v2's words.
    const { acceptedPaymentMethods: _asked, ...withoutMethods } = pluginBody(shop);
    const plain = await pluginInit(key, withoutMethods);
    expect((await pluginRead(key, plain.body.paymentRef)).acceptedPaymentMethods).toEqual(['bank_card', 'e-DINAR', 'flouci']);
  });

  it('answers a dry run: which organisation and account a legacy key and wallet id reach, creating nothing', async () => {
    const before = (await app.http.get('/payments?limit=200', asKey(shop.apiKey))).body.items.length;
    const check = await app.http.get(`/auth/api-key?receiverWalletId=${walletId}`, asKey(key));
    expect(check.status, check.text).toBe(200);
    expect(check.body).toMatchObject({
      organisationId: shop.organisationId,
      organisationName: expect.any(String),
      kind: 'v2',
      legacy: true,
      v2Mode: 'served',
      receiverWallet: { id: walletId, paymentAccountId: shop.defaultAccountId, paymentAccountStatus: 'active' },
    });
    const nowhere = await app.http.get(`/auth/api-key?receiverWalletId=${legacyId()}`, asKey(key));
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error).toBe('payment_account_not_found');
    expect((await app.http.get('/payments?limit=200', asKey(shop.apiKey))).body.items).toHaveLength(before);
  });

  it('is listed like any key, its secret never shown, logged or audited; revoked, it answers 401 at once', async () => {
    const listed = await app.http.get(`/organisations/${shop.organisationId}/api-keys`, asSession(shop.owner.cookie));
    const entered = listed.body.items.find((k: { legacy: boolean }) => k.legacy);
    expect(entered).toMatchObject({ kind: 'v2', prefix: `${previousOrganisationId}:`, createdBy: null, role: 'administrator', status: 'active' });
    const audit = await app.http.get(`/organisations/${shop.organisationId}/audit?limit=200`, asSession(shop.owner.cookie));
    expect(audit.text).toContain('organisation.v2_legacy_ids_added');
    for (const text of [listed.text, audit.text, app.logs.join('\n')]) expect(text).not.toContain(secretOf(key));

    const revoked = await app.http.delete(`/organisations/${shop.organisationId}/api-keys/${entered.id}`, asSession(shop.owner.cookie));
    expect(revoked.status, revoked.text).toBe(204);
    const init = await pluginInit(key, pluginBody(shop, { receiverWalletId: walletId }));
    expect(init.status).toBe(401);
    expectV2Error(init.body);
    expect((await app.http.get(`/api/v2/payments/${'0'.repeat(24)}`, asKey(key))).status).toBe(401);
    expect((await app.http.get('/auth/api-key', asKey(key))).status).toBe(401);
    // A revoked key stays refused: entering it again is refused too.
    const again = await app.http.post(migration(shop.organisationId), { reason: 'again', legacyApiKey: key }, asSession(admin));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('legacy_id_taken');
    expect(again.text).not.toContain(secretOf(key));
  });
});

describe('legacy ids and keys are one organisation\'s only', () => {
  it('refuses a second organisation claiming a wallet id, an organisation id or a key (409), and keeps the first', async () => {
    const first = await createMerchant(app.http);
    const second = await createMerchant(app.http);
    const walletId = legacyId();
    const previousId = legacyId();
    const key = legacyKeyOf(previousId);
    const claimed = await app.http.post(
      migration(first.organisationId),
      { reason: 'first', previousOrganisationId: previousId, legacyWallets: [{ walletId, paymentAccountId: first.defaultAccountId }], legacyApiKey: key },
      asSession(admin),
    );
    expect(claimed.status, claimed.text).toBe(200);

    const attempts: Array<[string, Record<string, unknown>]> = [
      ['wallet', { legacyWallets: [{ walletId: walletId.toUpperCase(), paymentAccountId: second.defaultAccountId }] }],
      ['organisation id', { previousOrganisationId: previousId }],
      ['key', { legacyApiKey: key }],
    ];
    for (const [what, body] of attempts) {
      const res = await app.http.post(migration(second.organisationId), { reason: 'second', ...body }, asSession(admin));
      expect(res.status, `${what}: ${res.text}`).toBe(409);
      expect(res.body.error, what).toBe('legacy_id_taken');
      expect(res.text).not.toContain(secretOf(key));
    }
    // Nothing of the refused changes was written: the second organisation has no legacy id.
    const detail = await app.http.get(`/admin/organisations/${second.organisationId}`, asSession(admin));
    expect(detail.body).toMatchObject({ v2PreviousOrganisationId: null, v2LegacyWallets: [] });
    // The wallet still reaches the first organisation's account only.
    const reach = await app.http.get(`/auth/api-key?receiverWalletId=${walletId}`, asKey(key));
    expect(reach.body.receiverWallet.paymentAccountId).toBe(first.defaultAccountId);
    expect((await app.http.get(`/auth/api-key?receiverWalletId=${walletId}`, asKey(second.v2ApiKey))).status).toBe(404);
  });

  it('gives a wallet id to exactly one of 20 organisations claiming it at once', async () => {
    const merchants = await Promise.all(Array.from({ length: 20 }, () => createMerchant(app.http)));
    const walletId = legacyId();
    const answers = await Promise.all(
      merchants.map((m) =>
        app.http.post(migration(m.organisationId), { reason: 'race', legacyWallets: [{ walletId, paymentAccountId: m.defaultAccountId }] }, asSession(admin)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200), statuses.join(',')).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = merchants[statuses.indexOf(200)]!;
    const reach = await app.http.get(`/auth/api-key?receiverWalletId=${walletId}`, asKey(winner.v2ApiKey));
    expect(reach.body.receiverWallet.paymentAccountId).toBe(winner.defaultAccountId);
  }, 120_000);

  it('keeps a legacy key entered 20 times at once by one member: one key, the others refused', async () => {
    const merchant = await createMerchant(app.http);
    const cookie = await reauthenticatedOwner(merchant);
    const key = legacyKeyOf(legacyId());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: `Shop ${i}`, kind: 'v2', legacyKey: key }, asSession(cookie)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201), statuses.join(',')).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const listed = await app.http.get(`/organisations/${merchant.organisationId}/api-keys`, asSession(merchant.owner.cookie));
    expect(listed.body.items.filter((k: { legacy: boolean }) => k.legacy)).toHaveLength(1);
    for (const answer of answers) expect(answer.text).not.toContain(secretOf(key));
  }, 60_000);
});

describe('a merchant enters an existing key (POST /organisations/{id}/api-keys)', () => {
  let merchant: Collector;

  beforeAll(async () => {
    merchant = await collectingMerchant(app, ['clictopay']);
  });

  it('asks for a recent sign-in, keeps only the hash, and the key works like a v2 key made here', async () => {
    const previousId = legacyId();
    const key = legacyKeyOf(previousId);
    const body = { name: 'WooCommerce shop', kind: 'v2', legacyKey: key };
    // The owner's session is not recent: 403 reauth_required, nothing kept.
    const stale = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, body, asSession(merchant.owner.cookie));
    expect([stale.status, stale.body.error]).toEqual([403, 'reauth_required']);
    expect((await pluginInit(key, pluginBody(merchant))).status).toBe(401);

    const cookie = await reauthenticatedOwner(merchant);
    const entered = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, body, asSession(cookie));
    expect(entered.status, entered.text).toBe(201);
    // Never shown again, not even now.
    expect(entered.body).toMatchObject({ kind: 'v2', legacy: true, prefix: `${previousId}:`, key: null, name: 'WooCommerce shop' });
    expect(entered.text).not.toContain(secretOf(key));

    // It authenticates v2 calls of this organisation exactly like a v2 key made here.
    const created = await pluginInit(key, pluginBody(merchant));
    expect(created.status, created.text).toBe(200);
    expect((await pluginRead(key, created.body.paymentRef)).receiverWallet).toBe(merchant.defaultAccountId);
    // And only v2 calls: refused on v3 routes as any v2 key.
    expect((await app.http.get('/payments', asKey(key))).status).toBe(401);
    // Its organisation id is now this organisation's previous one (shown to staff).
    expect((await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(admin))).body.v2PreviousOrganisationId).toBe(previousId);
    expect(app.logs.join('\n')).not.toContain(secretOf(key));

    // Revoked from the list: 401 at once.
    const revoked = await app.http.delete(`/organisations/${merchant.organisationId}/api-keys/${entered.body.id}`, asSession(cookie));
    expect(revoked.status).toBe(204);
    expect((await pluginInit(key, pluginBody(merchant))).status).toBe(401);
  });

  it('refuses a malformed key, a v3 kind and a key of another previous organisation (400), never echoing the key', async () => {
    const cookie = await reauthenticatedOwner(merchant);
    const recorded = (await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(admin))).body.v2PreviousOrganisationId;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'v2', legacyKey: 'not-a-key-secret-value' }, 'legacyKey'],
      [{ kind: 'v2', legacyKey: `${legacyId()}:short` }, 'legacyKey'],
      [{ legacyKey: `${recorded}:${'s'.repeat(30)}` }, 'kind'],
      // Staff (or an earlier key) recorded another previous organisation id for this organisation.
      [{ kind: 'v2', legacyKey: `${legacyId()}:${'t'.repeat(30)}` }, 'legacyKey'],
    ];
    for (const [body, field] of cases) {
      const res = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: 'x', ...body }, asSession(cookie));
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(res.text).not.toContain(secretOf(String(body.legacyKey)));
    }
  });
});

describe('relayed organisations are unaffected', () => {
  it("relays the previous platform's keys of a relayed organisation as they are, then serves them here once staff migrate it", async () => {
    const shop = await collectingMerchant(app, ['clictopay']);
    const previousId = legacyId();
    const walletId = legacyId();
    const key = legacyKeyOf(previousId);
    const relay = await app.http.post(migration(shop.organisationId), { v2Mode: 'relayed', reason: 'Not yet', previousOrganisationId: previousId }, asSession(admin));
    expect(relay.status, relay.text).toBe(200);

    // Relayed: the previous platform answers, with its own wallet id in the body; nothing is created here.
    const sent = previous.requests.length;
    const relayed = await pluginInit(key, pluginBody(shop, { receiverWalletId: walletId }));
    expect(relayed.status, relayed.text).toBe(200);
    expect(relayed.body.payUrl.startsWith(previous.url)).toBe(true);
    expect(previous.requests[sent]!.headers['x-api-key']).toBe(key);
    expect(JSON.parse(previous.requests[sent]!.body).receiverWalletId).toBe(walletId);
    const read = await pluginRead(key, relayed.body.paymentRef);
    expect(read).toMatchObject({ id: relayed.body.paymentRef, receiverWallet: walletId });
    expect((await app.http.get('/payments', asKey(shop.apiKey))).body.items).toEqual([]);
    // The previous platform's refusals come back as it gave them.
    const refused = await app.http.get(`/api/v2/payments/${'0'.repeat(24)}`, asKey(key));
    expect([refused.status, refused.body]).toEqual([404, { message: 'Payment not found' }]);

    // Staff record the wallet and the key while it is still relayed: still relayed.
    const prepared = await app.http.post(
      migration(shop.organisationId),
      { reason: 'Ready', legacyWallets: [{ walletId, paymentAccountId: shop.defaultAccountId }], legacyApiKey: key },
      asSession(admin),
    );
    expect(prepared.status, prepared.text).toBe(200);
    expect(prepared.body.v2Mode).toBe('relayed');
    const stillRelayed = await pluginInit(key, pluginBody(shop, { receiverWalletId: walletId }));
    expect(stillRelayed.body.payUrl.startsWith(previous.url)).toBe(true);

    // Served: the same key and wallet id, nothing changed in the plugin, answered here.
    const served = await app.http.post(migration(shop.organisationId), { v2Mode: 'served', reason: 'Moved' }, asSession(admin));
    expect(served.status, served.text).toBe(200);
    const before = previous.requests.length;
    const here = await pluginInit(key, pluginBody(shop, { receiverWalletId: walletId }));
    expect(here.status, here.text).toBe(200);
    expect(here.body.payUrl).toBe(`${app.baseUrl}/pay/${here.body.paymentRef}`);
    expect(previous.requests).toHaveLength(before);
    expect(app.logs.join('\n')).not.toContain(secretOf(key));
  });

  it('refuses an admin change that changes nothing, and validates the identifiers', async () => {
    const shop = await createMerchant(app.http);
    const other = await createMerchant(app.http);
    const same = await app.http.post(migration(shop.organisationId), { v2Mode: 'served', reason: 'nothing' }, asSession(admin));
    expect([same.status, same.body.error]).toEqual([409, 'invalid_transition']);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ reason: 'x' }, 'v2Mode'],
      [{ reason: 'x', previousOrganisationId: 'abc' }, 'previousOrganisationId'],
      [{ reason: 'x', legacyWallets: [{ walletId: 'wallet-1', paymentAccountId: shop.defaultAccountId }] }, 'legacyWallets.0.walletId'],
      [{ reason: 'x', legacyWallets: [{ walletId: legacyId(), paymentAccountId: other.defaultAccountId }] }, 'legacyWallets.0.paymentAccountId'],
      [{ reason: 'x', legacyApiKey: 'plainly-not-a-key' }, 'legacyApiKey'],
    ];
    for (const [body, field] of bad) {
      const res = await app.http.post(migration(shop.organisationId), body, asSession(admin));
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const wallet = legacyId();
    const twice = await app.http.post(
      migration(shop.organisationId),
      { reason: 'x', legacyWallets: [{ walletId: wallet, paymentAccountId: shop.defaultAccountId }, { walletId: wallet.toUpperCase(), paymentAccountId: shop.defaultAccountId }] },
      asSession(admin),
    );
    expect(twice.status).toBe(400);
  });
});
