import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../shared/config/env.js';
import { isAppError } from '../../../shared/domain/errors.js';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { getWebhookEndpoint } from '../../../shared/store/webhook-endpoints-repository.js';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { endpointUrlProblem, MAX_ACTIVE_ENDPOINTS, assertWebhookUrlRegistered } from '../../../shared/webhooks/endpoints.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { asKey, asSession, createMerchant, unique, type Merchant, joinAs } from '../../support/fixtures.js';
import { startTestApp, type HttpResponse, type TestApp } from '../../support/test-app.js';
import { commitEvent, queueCapture, startReceiver, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
let receiver: Receiver;
/** Every answer the API gave, to check that no secret is repeated after creation. */
const seen: HttpResponse[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [merchant, other] = await Promise.all([createMerchant(app.http), createMerchant(app.http)]);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

const base = (m: Merchant = merchant) => `/organisations/${m.organisationId}/webhooks`;
const key = () => asKey(merchant.apiKey);
const track = <T extends HttpResponse>(res: T) => {
  seen.push(res);
  return res;
};
const create = async (body: Record<string, unknown>, options: { headers: Record<string, string> } = key()) => track(await app.http.post(base(), body, options));

async function newAccount(name = unique('Caisse')): Promise<string> {
  const res = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name }, asSession(merchant.owner.cookie));
  expect(res.status).toBe(201);
  return res.body.id;
}


describe('webhook endpoints', () => {
  it('creates an endpoint: 201 with the secret shown once and its hint; the secret is sealed, not stored in clear', async () => {
    const res = await create({ url: receiver.url, description: 'Orders', events: ['payment.succeeded', 'payment.failed'] });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body).toEqual({
      id: expect.any(String),
      organisationId: merchant.organisationId,
      paymentAccountId: null,
      url: receiver.url,
      description: 'Orders',
      events: ['payment.succeeded', 'payment.failed'],
      secretHint: `****${body.secret.slice(-4)}`,
      format: 'svc',
      secretRotatedAt: null,
      previousSecretExpiresAt: null,
      status: 'active',
      disabledAt: null,
      disabledReason: null,
      health: { windowHours: 24, delivered: 0, failed: 0, successRate: null, lastFailure: null, failingSince: null },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const stored = await getWebhookEndpoint(merchant.organisationId, body.id);
    expect(JSON.stringify(stored)).not.toContain(body.secret);
    expect(JSON.stringify(stored)).not.toContain(body.secret.slice('whsec_'.length));
    expect(stored!.sealedSecret).toMatchObject({ v: 1, edk: expect.any(String), ct: expect.any(String) });

    const again = track(await app.http.get(`${base()}/${body.id}`, key()));
    expect(again.status).toBe(200);
    const { secret: _secret, ...view } = body;
    expect(again.body).toEqual(view);

    const audit = await listAudit(merchant.organisationId);
    expect(audit.items.find((e) => e.action === 'webhook_endpoint.created' && e.target.id === body.id)).toBeDefined();
  });

  it('defaults: every account, every event, no description; a dashboard session with webhooks.manage may create too', async () => {
    const res = await create({ url: `${receiver.origin}/all` }, asSession(merchant.owner.cookie));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ paymentAccountId: null, events: [], description: null });
  });

  it('lists the endpoints with hints only, oldest first', async () => {
    const res = track(await app.http.get(base(), key()));
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    for (const endpoint of res.body) {
      expect(endpoint).not.toHaveProperty('secret');
      expect(endpoint).not.toHaveProperty('sealedSecret');
      expect(endpoint.secretHint).toMatch(/^\*\*\*\*.{4}$/);
    }
    const times = res.body.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses invalid requests, naming each field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'url'],
      [{ url: 'ftp://example.com/hook' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'https://user:pass@example.com/hook' }, 'url'],
      [{ url: 'http://10.0.0.1/hook' }, 'url'],
      [{ url: 'http://169.254.169.254/latest' }, 'url'],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url'],
      [{ url: 'https://example.com/hook', description: 'x'.repeat(121) }, 'description'],
      [{ url: 'https://example.com/hook', events: ['payment.refunded'] }, 'events.0'],
      [{ url: 'https://example.com/hook', events: 'payment.succeeded' }, 'events'],
      [{ url: 'https://example.com/hook', paymentAccountId: 'nope' }, 'paymentAccountId'],
      [{ url: 'https://example.com/hook', paymentAccountId: other.defaultAccountId }, 'paymentAccountId'],
      [{ url: 'https://example.com/hook', secret: 'whsec_mine' }, 'secret'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field), JSON.stringify(body)).toContain(field);
    }
    const longest = await create({ url: 'https://example.com/hook', description: 'x'.repeat(120) });
    expect(longest.status).toBe(201);
  });

  it('requires https in production; http is allowed in the other stages', () => {
    expect(endpointUrlProblem('http://example.com/hook')).toBeNull();
    const saved = { STAGE: process.env.STAGE, ALLOW: process.env.ALLOW_LOOPBACK_OUTBOUND, INSECURE: process.env.INSECURE_COOKIES };
    try {
      Object.assign(process.env, { STAGE: 'production', ALLOW_LOOPBACK_OUTBOUND: 'false', INSECURE_COOKIES: 'false' });
      resetEnvCache();
      expect(endpointUrlProblem('http://example.com/hook')).toBe('must be an https URL');
      expect(endpointUrlProblem('https://example.com/hook')).toBeNull();
      expect(endpointUrlProblem('https://127.0.0.1/hook')).toMatch(/public address/);
      expect(endpointUrlProblem('https://localhost/hook')).toMatch(/public address/);
    } finally {
      Object.assign(process.env, { STAGE: saved.STAGE, ALLOW_LOOPBACK_OUTBOUND: saved.ALLOW, INSECURE_COOKIES: saved.INSECURE });
      resetEnvCache();
    }
  });

  it('scopes an endpoint to one payment account of the organisation', async () => {
    const accountId = await newAccount();
    const res = await create({ url: `${receiver.origin}/scoped`, paymentAccountId: accountId.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body.paymentAccountId).toBe(accountId);
  });

  it('delete disables the endpoint (200), keeps it readable, and a second delete is 409 webhook_endpoint_disabled', async () => {
    const created = await create({ url: `${receiver.origin}/to-delete` });
    const id = created.body.id;
    const deleted = track(await app.http.delete(`${base()}/${id}`, key()));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, status: 'disabled', disabledAt: expect.any(String) });
    expect(deleted.body).not.toHaveProperty('secret');

    const read = track(await app.http.get(`${base()}/${id}`, key()));
    expect(read.body.status).toBe('disabled');
    const deliveries = track(await app.http.get(`${base()}/${id}/deliveries`, key()));
    expect(deliveries.status).toBe(200);

    const again = await app.http.delete(`${base()}/${id}`, key());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('webhook_endpoint_disabled');
    const audit = await listAudit(merchant.organisationId);
    expect(audit.items.filter((e) => e.action === 'webhook_endpoint.disabled' && e.target.id === id)).toHaveLength(1);
  });

  it('answers 404 for an unknown, malformed or foreign endpoint, and for another organisation', async () => {
    const foreign = await app.http.post(base(other), { url: `${receiver.origin}/other` }, asKey(other.apiKey));
    expect(foreign.status).toBe(201);
    for (const path of [`${base()}/${foreign.body.id}`, `${base()}/not-a-uuid`, `${base()}/00000000-0000-4000-8000-000000000000`]) {
      const res = await app.http.get(path, key());
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('webhook_endpoint_not_found');
    }
    expect((await app.http.delete(`${base()}/${foreign.body.id}`, key())).status).toBe(404);
    expect((await app.http.get(base(other), key())).status).toBe(404);
  });

  it('needs webhooks.view to read and webhooks.manage to change; scoped members see only their accounts', async () => {
    const accountId = await newAccount();
    const mine = await create({ url: `${receiver.origin}/mine`, paymentAccountId: accountId });
    const financeCookie = await joinAs(app.http, merchant, 'finance', 'all');
    const denied = await app.http.get(base(), asSession(financeCookie));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');

    const viewerCookie = await joinAs(app.http, merchant, 'viewer', 'all');
    expect((await app.http.get(base(), asSession(viewerCookie))).status).toBe(200);
    const viewerCreate = await app.http.post(base(), { url: `${receiver.origin}/v` }, asSession(viewerCookie));
    expect(viewerCreate.status).toBe(403);

    const scoped = asSession(await joinAs(app.http, merchant, 'developer', 'accounts', [accountId]));
    const listed = await app.http.get(base(), scoped);
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([mine.body.id]);
    const everyAccount = await app.http.post(base(), { url: `${receiver.origin}/x` }, scoped);
    expect(everyAccount.status).toBe(403);
    expect(everyAccount.body.error).toBe('account_out_of_scope');
    const elsewhere = await app.http.post(base(), { url: `${receiver.origin}/x`, paymentAccountId: merchant.defaultAccountId }, scoped);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe('account_out_of_scope');
    const own = await app.http.post(base(), { url: `${receiver.origin}/x`, paymentAccountId: accountId }, scoped);
    expect(own.status).toBe(201);
    const allAccounts = (await app.http.get(base(), key())).body.find((e: { paymentAccountId: string | null }) => !e.paymentAccountId);
    expect((await app.http.get(`${base()}/${allAccounts.id}`, scoped)).status).toBe(404);
  });

  it(`refuses more than ${MAX_ACTIVE_ENDPOINTS} active endpoints (409 webhook_endpoint_limit_reached)`, async () => {
    const active = (await app.http.get(base(other), asKey(other.apiKey))).body.filter((e: { status: string }) => e.status === 'active');
    for (let i = active.length; i < MAX_ACTIVE_ENDPOINTS; i++) {
      expect((await app.http.post(base(other), { url: `https://example.com/${i}` }, asKey(other.apiKey))).status).toBe(201);
    }
    const over = await app.http.post(base(other), { url: 'https://example.com/over' }, asKey(other.apiKey));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('webhook_endpoint_limit_reached');
  });
});

describe('webhookUrl of a payment', () => {
  it('must be on the origin of an active endpoint of the organisation', async () => {
    await expect(assertWebhookUrlRegistered(merchant.organisationId, `${receiver.origin}/orders/1?x=1`)).resolves.toBeUndefined();
    const refusals = [
      'https://elsewhere.example.com/hook',
      `${receiver.origin.replace('127.0.0.1', 'localhost')}/hook`,
      `https://127.0.0.1:${receiver.port}/hook`,
      'not a url',
    ];
    for (const url of refusals) {
      const error = await assertWebhookUrlRegistered(merchant.organisationId, url).catch((e: unknown) => e);
      expect(isAppError(error) && error.code, url).toBe('webhook_url_not_registered');
      expect(isAppError(error) && error.status).toBe(400);
    }
    // Another organisation's endpoints do not count, nor disabled ones.
    const fresh = await createMerchant(app.http);
    const error = await assertWebhookUrlRegistered(fresh.organisationId, `${receiver.origin}/x`).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('webhook_url_not_registered');
    const created = await app.http.post(base(fresh), { url: 'https://shop.example.com/hook' }, asKey(fresh.apiKey));
    await expect(assertWebhookUrlRegistered(fresh.organisationId, 'https://shop.example.com/other')).resolves.toBeUndefined();
    await app.http.delete(`${base(fresh)}/${created.body.id}`, asKey(fresh.apiKey));
    const gone = await assertWebhookUrlRegistered(fresh.organisationId, 'https://shop.example.com/other').catch((e: unknown) => e);
    expect(isAppError(gone) && gone.code).toBe('webhook_url_not_registered');
  });
});

describe('deliveries of an endpoint', () => {
  it('lists newest first with keyset pages and a status filter', async () => {
    const created = await create({ url: `${receiver.origin}/listed`, paymentAccountId: merchant.defaultAccountId });
    const endpointId = created.body.id;
    const capture = queueCapture();
    const eventIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
      await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany });
      eventIds.push(event.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page1 = track(await app.http.get(`${base()}/${endpointId}/deliveries?limit=2`, key()));
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    expect(page1.body.items.map((d: { eventId: string }) => d.eventId)).toEqual([eventIds[2], eventIds[1]]);
    expect(page1.body.items[0]).toEqual({
      id: expect.any(String),
      endpointId,
      paymentId: expect.any(String),
      eventId: eventIds[2],
      eventType: 'payment.succeeded',
      url: `${receiver.origin}/listed`,
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      lastAttemptAt: null,
      deliveredAt: null,
      lastOutcome: null,
      nextRetryAt: null,
      manualTries: 0,
      recoveryQueuedAt: null,
      createdAt: expect.any(String),
    });
    const page2 = await app.http.get(`${base()}/${endpointId}/deliveries?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`, key());
    expect(page2.body.items.map((d: { eventId: string }) => d.eventId)).toEqual([eventIds[0]]);
    expect(page2.body.nextCursor).toBeNull();

    // The newest delivery is delivered; the others stay pending.
    const target = page1.body.items[0].id;
    const step = await runDeliveryStep({ deliveryId: target, tryNumber: 1 }, { enqueue: capture.enqueue });
    expect(step.kind).toBe('tried');
    const delivered = await app.http.get(`${base()}/${endpointId}/deliveries?status=delivered`, key());
    expect(delivered.body.items.map((d: { id: string }) => d.id)).toEqual([target]);
    const pending = await app.http.get(`${base()}/${endpointId}/deliveries?status=pending`, key());
    expect(pending.body.items.map((d: { eventId: string }) => d.eventId)).toEqual([eventIds[1], eventIds[0]]);
    const failed = await app.http.get(`${base()}/${endpointId}/deliveries?status=failed`, key());
    expect(failed.body).toEqual({ items: [], nextCursor: null });

    const badStatus = await app.http.get(`${base()}/${endpointId}/deliveries?status=sent`, key());
    expect(badStatus.status).toBe(400);
    const badLimit = await app.http.get(`${base()}/${endpointId}/deliveries?limit=201`, key());
    expect(badLimit.status).toBe(400);
    const otherList = await app.http.get(`${base()}/${endpointId}/deliveries?cursor=${encodeURIComponent(page1.body.nextCursor)}&status=pending`, key());
    expect(otherList.status).toBe(400);
  });

  it('never shows or logs a secret after creation', async () => {
    const secrets = seen.filter((r) => r.status === 201 && typeof r.body?.secret === 'string').map((r) => r.body.secret as string);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const afterCreation = seen.filter((r) => !(r.status === 201 && r.body?.secret)).map((r) => r.text);
    const everything = [...afterCreation, ...app.logs].join('\n');
    for (const secret of secrets) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice('whsec_'.length));
    }
  });
});
