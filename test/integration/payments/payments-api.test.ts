// The merchant payments API over HTTP: creation rules, reads, lists with filters and scopes,
// cancel, and Idempotency-Key.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../shared/store/idempotency-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { asKey, asSession, createMerchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import {
  addCollectingAccount,
  collectingMerchant,
  eventsOf,
  newPayment,
  PAYMENT_TEST_ENV,
  paymentBody,
  putAffiliation,
  setRoutes,
  timelineOf,
  type Collector,
} from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app);
});

afterAll(async () => {
  await app?.stop();
});

const post = (body: unknown, key = merchant.apiKey, headers: Record<string, string> = {}) =>
  app.http.post('/payments', body, { headers: { ...asKey(key).headers, ...headers } });

describe('POST /payments', () => {
  it('refuses a webhookUrl that is not on the origin of a registered endpoint', async () => {
    const res = await post(paymentBody({ webhookUrl: 'https://unregistered.example.tn/hooks/pay' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('webhook_url_not_registered');
  });

  it('creates a pending payment with its checkout URL, every routed provider and the platform expiry', async () => {
    const endpoint = await app.http.post(
      `/organisations/${merchant.organisationId}/webhooks`,
      { url: 'https://shop.example.tn/hooks/all-events' },
      asKey(merchant.apiKey),
    );
    expect(endpoint.status, endpoint.text).toBe(201);
    const before = Date.now();
    const res = await post(paymentBody({ metadata: { cart: [1, 2, 3] }, webhookUrl: 'https://shop.example.tn/hooks/pay' }));
    expect(res.status, res.text).toBe(201);
    const payment = res.body;
    expect(payment.reference).toMatch(/^[0-9a-f]{24}$/);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 12_500,
      currency: 'TND',
      channel: 'api',
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      provider: null,
      succeededAttemptId: null,
      attemptsCount: 0,
      paymentLinkId: null,
      metadata: { cart: [1, 2, 3] },
      webhookUrl: 'https://shop.example.tn/hooks/pay',
      payUrl: `${app.baseUrl}/pay/${payment.reference}`,
    });
    expect([...payment.acceptedProviders].sort()).toEqual(['clictopay', 'enda_tao', 'flouci', 'izi', 'kashy', 'mpgs_poste', 'pluxee']);
    const expiresIn = Date.parse(payment.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(1440 * 60_000 - 5_000);
    expect(expiresIn).toBeLessThan(1440 * 60_000 + 5_000);
    expect(payment.result).toMatchObject({
      status: 'pending',
      attemptId: null,
      attemptsCount: 0,
      checkoutOpensCount: 0,
      merchantConfirmation: 'pending',
      completedAt: null,
      durationMs: null,
    });

    const items = (await timelineOf(app, merchant, payment.reference)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'payment.created',
      category: 'payment',
      kind: 'payment_event',
      actor: { type: 'api_key', id: merchant.apiKeyId },
      source: 'merchant_api',
      toStatus: 'pending',
    });
  });

  it('intersects acceptedProviders with the routing, and refuses when nothing is left', async () => {
    const two = await post(paymentBody({ acceptedProviders: ['flouci', 'clictopay'], expiresInMinutes: 30 }));
    expect(two.status).toBe(201);
    expect([...two.body.acceptedProviders].sort()).toEqual(['clictopay', 'flouci']);

    const narrow = await collectingMerchant(app, ['clictopay']);
    const partly = await post(paymentBody({ acceptedProviders: ['clictopay', 'flouci'] }), narrow.apiKey);
    expect(partly.body.acceptedProviders).toEqual(['clictopay']);
    const none = await post(paymentBody({ acceptedProviders: ['flouci'] }), narrow.apiKey);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'provider_not_routed', routedProviders: ['clictopay'] });
  });

  it('refuses an organisation that cannot collect, naming every reason', async () => {
    const newcomer = await createMerchant(app.http);
    const res = await post(paymentBody(), newcomer.apiKey);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'cannot_collect', reasons: ['kyb_pending', 'contract_unsigned', 'no_active_affiliation'] });
  });

  it('refuses an account that routes no active affiliation', async () => {
    const collector = await collectingMerchant(app, ['izi']);
    const suspended = await putAffiliation(collector.organisationId, 'izi', 'suspended');
    await setRoutes(collector.organisationId, collector.defaultAccountId, [{ provider: 'izi', affiliationId: suspended }]);
    const res = await post(paymentBody(), collector.apiKey);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('provider_not_routed');
  });

  it('refuses a paused account (409 payment_account_inactive) and an unknown one (404)', async () => {
    const collector = await collectingMerchant(app, ['izi']);
    const paused = await app.http.patch(
      `/organisations/${collector.organisationId}/payment-accounts/${collector.defaultAccountId}`,
      { status: 'paused' },
      asSession(collector.owner.cookie),
    );
    expect(paused.status, paused.text).toBe(200);
    const res = await post(paymentBody(), collector.apiKey);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('payment_account_inactive');
    const unknown = await post(paymentBody({ paymentAccountId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('payment_account_not_found');
  });

  it.each([
    ['a fractional amount', { amount: 12.5 }, 'amount'],
    ['a zero amount', { amount: 0 }, 'amount'],
    ['another currency', { currency: 'EUR' }, 'currency'],
    ['a description over 280 characters', { description: 'x'.repeat(281) }, 'description'],
    ['an expiry of 0 minutes', { expiresInMinutes: 0 }, 'expiresInMinutes'],
    ['an expiry over 43200 minutes', { expiresInMinutes: 43201 }, 'expiresInMinutes'],
    ['an unknown provider', { acceptedProviders: ['paypal'] }, 'acceptedProviders.0'],
    ['an unknown field', { tip: 5 }, 'tip'],
    ['a channel other than api or link', { channel: 'compat_v2' }, 'channel'],
    ['a success URL that is not http(s)', { successUrl: 'javascript:alert(1)' }, 'successUrl'],
  ])('refuses %s (400 validation_failed)', async (_name, override, field) => {
    const res = await post(paymentBody(override));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.fields.map((f: any) => f.field)).toContain(field);
  });

  it('accepts metadata up to 4 KB serialised and refuses more (400 metadata_too_large)', async () => {
    const fits = { note: 'x'.repeat(4096 - '{"note":""}'.length) };
    expect((await post(paymentBody({ metadata: fits }))).status).toBe(201);
    const over = await post(paymentBody({ metadata: { note: 'x'.repeat(4096) } }));
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('metadata_too_large');
  });

  it('with a session, needs organisationId, acts as the member and records the dashboard as source', async () => {
    const missing = await app.http.post('/payments', paymentBody(), asSession(merchant.owner.cookie));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('organisation_required');
    const res = await app.http.post('/payments', paymentBody({ organisationId: merchant.organisationId, channel: 'link' }), asSession(merchant.owner.cookie));
    expect(res.status, res.text).toBe(201);
    // Made in the merchant's own space: the contract's `svc_me`, whatever channel the body names.
    expect(res.body.channel).toBe('svc_me');
    const [created] = (await timelineOf(app, merchant, res.body.reference)).items;
    expect(created).toMatchObject({ actor: { type: 'merchant_user', id: merchant.owner.userId }, source: 'dashboard' });
  });
});

describe('reads and lists', () => {
  it('reads a payment of the organisation only', async () => {
    const payment = await newPayment(app, merchant);
    const res = await app.http.get(`/payments/${payment.reference}`, asKey(merchant.apiKey));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(payment);
    const other = await collectingMerchant(app, ['flouci']);
    const foreign = await app.http.get(`/payments/${payment.reference}`, asKey(other.apiKey));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('payment_not_found');
    expect((await app.http.get('/payments/not-a-reference', asKey(merchant.apiKey))).body.error).toBe('payment_not_found');
  });

  it('lists newest first with keyset pagination and filters', async () => {
    const lister = await collectingMerchant(app, ['clictopay', 'kashy']);
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push(await newPayment(app, lister, { amount: 1000 + i }));
    const canceled = await app.http.post(`/payments/${created[1]!.reference}/cancel`, {}, asKey(lister.apiKey));
    expect(canceled.status).toBe(200);

    const first = await app.http.get('/payments?limit=2', asKey(lister.apiKey));
    expect(first.status).toBe(200);
    expect(first.body.items.map((p: any) => p.reference)).toEqual([created[2]!.reference, created[1]!.reference]);
    const second = await app.http.get(`/payments?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, asKey(lister.apiKey));
    expect(second.body.items.map((p: any) => p.reference)).toEqual([created[0]!.reference]);

    const byStatus = await app.http.get('/payments?status=canceled', asKey(lister.apiKey));
    expect(byStatus.body.items.map((p: any) => p.reference)).toEqual([created[1]!.reference]);
    const window = await app.http.get(
      `/payments?from=${encodeURIComponent(created[1]!.createdAt)}&to=${encodeURIComponent(created[2]!.createdAt)}`,
      asKey(lister.apiKey),
    );
    expect(window.body.items.map((p: any) => p.reference)).toEqual([created[1]!.reference]);
    const byAccount = await app.http.get(`/payments?account=${lister.defaultAccountId}&limit=200`, asKey(lister.apiKey));
    expect(byAccount.body.items).toHaveLength(3);
    const byProvider = await app.http.get('/payments?provider=kashy', asKey(lister.apiKey));
    expect(byProvider.body.items).toEqual([]);

    expect((await app.http.get('/payments?status=paid', asKey(lister.apiKey))).status).toBe(400);
    expect((await app.http.get('/payments?from=yesterday', asKey(lister.apiKey))).status).toBe(400);
    const forged = await app.http.get(`/payments?cursor=${encodeURIComponent(first.body.nextCursor)}`, asKey(merchant.apiKey));
    expect(forged.status).toBe(400);
  });

  it('shows a member scoped to accounts only the payments of those accounts', async () => {
    const scoped = await collectingMerchant(app, ['izi']);
    const secondAccount = await addCollectingAccount(app, scoped, 'izi');
    const onDefault = await newPayment(app, scoped);
    const onSecond = await newPayment(app, scoped, { paymentAccountId: secondAccount });

    const member = await addMember(app.http, scoped, scoped.roles.developer!, { scope: 'accounts', accountIds: [secondAccount] });
    const q = `organisationId=${scoped.organisationId}`;
    const list = await app.http.get(`/payments?${q}`, asSession(member.cookie));
    expect(list.body.items.map((p: any) => p.reference)).toEqual([onSecond.reference]);
    const outOfScope = await app.http.get(`/payments/${onDefault.reference}?${q}`, asSession(member.cookie));
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body.error).toBe('account_out_of_scope');
    expect((await app.http.get(`/payments?${q}&account=${scoped.defaultAccountId}`, asSession(member.cookie))).status).toBe(403);
    const createOnDefault = await app.http.post('/payments', paymentBody({ organisationId: scoped.organisationId }), asSession(member.cookie));
    expect(createOnDefault.status).toBe(403);
    expect(createOnDefault.body.error).toBe('account_out_of_scope');
    const createOnSecond = await app.http.post(
      '/payments',
      paymentBody({ organisationId: scoped.organisationId, paymentAccountId: secondAccount }),
      asSession(member.cookie),
    );
    expect(createOnSecond.status).toBe(201);

    const viewer = await addMember(app.http, scoped, scoped.roles.viewer!);
    const denied = await app.http.post('/payments', paymentBody({ organisationId: scoped.organisationId }), asSession(viewer.cookie));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    const cancelDenied = await app.http.post(`/payments/${onDefault.reference}/cancel`, { organisationId: scoped.organisationId }, asSession(viewer.cookie));
    expect(cancelDenied.body.error).toBe('permission_denied');
    expect((await app.http.get(`/payments/${onDefault.reference}?${q}`, asSession(viewer.cookie))).status).toBe(200);
  });
});

describe('cancel', () => {
  it('cancels a pending payment once, with its reason, an event and a timeline item', async () => {
    const payment = await newPayment(app, merchant);
    const tooLong = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'x'.repeat(201) }, asKey(merchant.apiKey));
    expect(tooLong.status).toBe(400);
    const res = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'Rupture de stock' }, asKey(merchant.apiKey));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'canceled', result: { status: 'canceled', failureCode: null } });
    expect(res.body.result.completedAt).toBeTruthy();
    const [event] = await eventsOf(payment.reference);
    expect(event).toMatchObject({ type: 'payment.canceled', organisationId: merchant.organisationId, data: { payment: { status: 'canceled' } } });
    const items = (await timelineOf(app, merchant, payment.reference)).items;
    expect(items.at(-1)).toMatchObject({
      type: 'payment.canceled',
      fromStatus: 'pending',
      toStatus: 'canceled',
      details: { reason: 'Rupture de stock' },
    });
    const again = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'payment_not_pending', status: 'canceled' });
    const foreign = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey((await collectingMerchant(app, ['izi'])).apiKey));
    expect(foreign.status).toBe(404);
  });

  it('lets exactly one of many racing cancels win', async () => {
    const payment = await newPayment(app, merchant);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['payment.canceled']);
  });
});

describe('Idempotency-Key', () => {
  it('creates exactly one payment for 50 parallel requests with one key and body; every 201 is byte-identical', async () => {
    const key = `order-${Date.now()}`;
    const body = paymentBody();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(body, merchant.apiKey, { 'idempotency-key': key })));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 201 || (a.status === 409 && a.body.error === 'idempotency_request_in_progress'))).toBe(true);
    expect(new Set(created.map((a) => a.text)).size).toBe(1);

    const replay = await post(body, merchant.apiKey, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(created[0]!.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('content-type')).toBe(created[0]!.headers.get('content-type'));

    const list = await app.http.get('/payments?limit=200', asKey(merchant.apiKey));
    expect(list.body.items.filter((p: any) => p.orderId === body.orderId)).toHaveLength(1);
  });

  it('refuses the key with another body or on another route (422), and a malformed key (400)', async () => {
    const key = `k-${Date.now()}`;
    const first = await post(paymentBody(), merchant.apiKey, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const otherBody = await post(paymentBody(), merchant.apiKey, { 'idempotency-key': key });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toBe('idempotency_key_reused');
    const otherRoute = await app.http.post(`/payments/${first.body.reference}/cancel`, {}, { headers: { ...asKey(merchant.apiKey).headers, 'idempotency-key': key } });
    expect(otherRoute.status).toBe(422);
    expect(otherRoute.body.error).toBe('idempotency_key_reused');

    for (const bad of ['x'.repeat(256), 'with space', 'é']) {
      const res = await post(paymentBody(), merchant.apiKey, { 'idempotency-key': bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBe('invalid_idempotency_key');
    }
    expect((await post(paymentBody(), merchant.apiKey, { 'idempotency-key': '~'.repeat(255) })).status).toBe(201);
  });

  it('keeps no failed request, scopes keys to the organisation, and frees the key of a request that crashed', async () => {
    const key = `f-${Date.now()}`;
    const body = paymentBody();
    const failed = await post({ ...body, amount: -1 }, merchant.apiKey, { 'idempotency-key': key });
    expect(failed.status).toBe(400);
    const retried = await post(body, merchant.apiKey, { 'idempotency-key': key });
    expect(retried.status).toBe(201);

    const other = await collectingMerchant(app, ['izi']);
    const sameKeyElsewhere = await post(body, other.apiKey, { 'idempotency-key': key });
    expect(sameKeyElsewhere.status).toBe(201);
    expect(sameKeyElsewhere.body.reference).not.toBe(retried.body.reference);

    // A request that crashed left its claim; once its function's time-out has passed the key is free.
    const crashed = `c-${Date.now()}`;
    const claim = {
      ...idempotencyKeys.item(merchant.organisationId, crashed),
      state: 'in_progress',
      route: 'POST /payments',
      fingerprint: 'crashed-request',
      lockId: 'gone',
      ttl: Math.floor(Date.now() / 1000) + 3600,
    };
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...claim, lockedUntil: Date.now() + 60_000 } }));
    const whileHeld = await post(body, merchant.apiKey, { 'idempotency-key': crashed });
    expect(whileHeld.status).toBe(422);
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...claim, lockedUntil: Date.now() - 1 } }));
    expect((await post(body, merchant.apiKey, { 'idempotency-key': crashed })).status).toBe(201);
  });
});
