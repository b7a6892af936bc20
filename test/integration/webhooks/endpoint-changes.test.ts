// An endpoint changed in place: test events, edits (with the URL rules of registration), secret
// rotation with an overlap, and the Standard Webhooks format, checked by that format's own library.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { isValidWebhookSignature, verifyWebhookSignature } from '../../../shared/webhooks/verify-signature.js';
import { asKey, asSession, createMerchant, joinAs, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, fakeClock, ok, queueCapture, startReceiver, type Answer, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
const receivers: Receiver[] = [];

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app?.stop();
});

const HOUR = 3_600_000;
const base = () => `/organisations/${merchant.organisationId}/webhooks`;
const key = () => asKey(merchant.apiKey);

async function receiver(answer: Answer = ok) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

async function endpointAt(url: string, extra: Record<string, unknown> = {}) {
  const created = await app.http.post(base(), { url, ...extra }, key());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string; format: string };
}

/** Fans a new payment event out and makes its first try at `at`; the request the receiver got. */
async function deliverOneAt(server: Receiver, at: Date) {
  const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
  const capture = queueCapture();
  const [delivery] = await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany, now: () => at });
  const before = server.requests.length;
  const step = await runDeliveryStep({ deliveryId: delivery!.id, tryNumber: 1 }, { now: fakeClock(at).now, enqueue: queueCapture().enqueue });
  expect(step.kind).toBe('tried');
  expect(server.requests).toHaveLength(before + 1);
  return server.requests[before]!;
}

describe('POST .../webhooks/{endpointId}/test', () => {
  it('sends a signed webhook.test event now, and records its delivery and try with the handler\'s answer', async () => {
    const server = await receiver((_req, res) => void res.writeHead(202, { 'content-type': 'text/plain' }).end('handled'));
    const endpoint = await endpointAt(server.url);
    const sent = await app.http.post(`${base()}/${endpoint.id}/test`, undefined, key());
    expect(sent.status).toBe(201);
    expect(sent.body.delivery).toMatchObject({ endpointId: endpoint.id, eventType: 'webhook.test', paymentId: null, status: 'delivered', attempts: 0, manualTries: 1 });
    expect(sent.body.try).toMatchObject({ trigger: 'manual', tryNumber: 1, requestedBy: merchant.apiKeyId, outcome: 'delivered', statusCode: 202, responseExcerpt: 'handled' });

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    verifyWebhookSignature(request.raw, request.headers['svc-signature'] as string, [endpoint.secret]);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(request.headers['svc-event-type']).toBe('webhook.test');
    expect(request.headers['svc-event-id']).toBe(body.id);

    // In the endpoint's delivery log, with its try.
    const listed = await app.http.get(`${base()}/${endpoint.id}/deliveries`, key());
    expect(listed.body.items.map((d: { id: string }) => d.id)).toContain(sent.body.delivery.id);
    const tries = await app.http.get(`${base()}/deliveries/${sent.body.delivery.id}/tries`, key());
    expect(tries.status).toBe(200);
    expect(tries.body.items).toHaveLength(1);
    expect(tries.body.items[0].requestBody).toBe(request.body);
    await app.http.delete(`${base()}/${endpoint.id}`, key());
  });

  it('a handler that fails leaves a failed delivery that can be retried; a disabled endpoint answers 409', async () => {
    const server = await receiver((_req, res) => void res.writeHead(500).end('boom'));
    const endpoint = await endpointAt(server.url);
    const sent = await app.http.post(`${base()}/${endpoint.id}/test`, undefined, key());
    expect(sent.status).toBe(201);
    expect(sent.body.delivery).toMatchObject({ status: 'failed', lastOutcome: 'http_5xx', lastStatusCode: 500 });
    server.answer = ok;
    const retried = await app.http.post(`${base()}/deliveries/${sent.body.delivery.id}/retry`, undefined, key());
    expect(retried.body).toMatchObject({ status: 'delivered', manualTries: 2 });
    await app.http.delete(`${base()}/${endpoint.id}`, key());
    const refused = await app.http.post(`${base()}/${endpoint.id}/test`, undefined, key());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('webhook_endpoint_disabled');
  });
});

describe('PATCH .../webhooks/{endpointId}', () => {
  it('changes the URL (the next try goes there), description, events and account, audited with before and after', async () => {
    const first = await receiver();
    const second = await receiver();
    const endpoint = await endpointAt(first.url, { description: 'old' });
    const changed = await app.http.patch(
      `${base()}/${endpoint.id}`,
      { url: second.url, description: 'Boutique principale', events: ['payment.succeeded'], paymentAccountId: merchant.defaultAccountId },
      key(),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ url: second.url, description: 'Boutique principale', events: ['payment.succeeded'], paymentAccountId: merchant.defaultAccountId });
    expect(changed.body).not.toHaveProperty('secret');
    expect((await app.http.get(`${base()}/${endpoint.id}`, key())).body.url).toBe(second.url);

    await deliverOneAt(second, new Date());
    expect(first.requests).toHaveLength(0);
    const audit = (await listAudit(merchant.organisationId, null, 50)).items.find((e) => e.action === 'webhook_endpoint.updated');
    expect(audit?.details).toMatchObject({ before: { url: first.url, description: 'old' }, after: { url: second.url, description: 'Boutique principale' } });

    // Clearing the description, going back to every account.
    const cleared = await app.http.patch(`${base()}/${endpoint.id}`, { description: null, paymentAccountId: null }, key());
    expect(cleared.body).toMatchObject({ description: null, paymentAccountId: null });
    await app.http.delete(`${base()}/${endpoint.id}`, key());
  });

  it('keeps the URL rules of registration and answers bad input in the contract format, never a 500', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server.url);
    for (const body of [
      { url: 'http://169.254.169.254/latest/meta-data' },
      { url: 'http://10.0.0.7/hooks' },
      { url: 'http://[fd00::1]/hooks' },
      { url: 'ftp://example.tn/hooks' },
      { url: 'https://user:pass@example.tn/hooks' },
      { url: 'not a url' },
      { events: ['payment.refunded.maybe'] },
      { description: 'x'.repeat(121) },
      { paymentAccountId: 'nope' },
      { paymentAccountId: '00000000-0000-4000-8000-000000000000' },
      { format: 'standard' },
      {},
      { url: 42 },
    ]) {
      const res = await app.http.patch(`${base()}/${endpoint.id}`, body, key());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
    expect((await app.http.get(`${base()}/${endpoint.id}`, key())).body.url).toBe(server.url);

    // A member limited to one account cannot widen the endpoint, nor see an every-account one.
    const scoped = await joinAs(app.http, merchant, 'developer', 'accounts', [merchant.defaultAccountId]);
    expect((await app.http.patch(`${base()}/${endpoint.id}`, { description: 'x' }, asSession(scoped))).status).toBe(404);
    await app.http.patch(`${base()}/${endpoint.id}`, { paymentAccountId: merchant.defaultAccountId }, key());
    const widen = await app.http.patch(`${base()}/${endpoint.id}`, { paymentAccountId: null }, asSession(scoped));
    expect(widen.status).toBe(403);
    expect(widen.body.error).toBe('account_out_of_scope');

    // A viewer may not change it; a deleted endpoint cannot be changed.
    const viewer = await joinAs(app.http, merchant, 'viewer');
    expect((await app.http.patch(`${base()}/${endpoint.id}`, { description: 'x' }, asSession(viewer))).status).toBe(403);
    await app.http.delete(`${base()}/${endpoint.id}`, key());
    const gone = await app.http.patch(`${base()}/${endpoint.id}`, { description: 'x' }, key());
    expect(gone.status).toBe(409);
    expect(gone.body.error).toBe('webhook_endpoint_disabled');
  });
});

describe('POST .../webhooks/{endpointId}/rotate-secret', () => {
  it('answers the new secret once; both secrets sign for 24 hours, then the new one alone', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server.url);
    const rotatedAt = Date.now();
    const rotated = await app.http.post(`${base()}/${endpoint.id}/rotate-secret`, {}, key());
    expect(rotated.status).toBe(200);
    const secret = rotated.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    expect(rotated.body.secretHint).toBe(`****${secret.slice(-4)}`);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - rotatedAt).toBeGreaterThan(23.9 * HOUR);
    const read = await app.http.get(`${base()}/${endpoint.id}`, key());
    expect(read.body).not.toHaveProperty('secret');
    expect(JSON.stringify(read.body)).not.toContain(secret);

    // During the overlap: two v1 values; a receiver holding either secret accepts.
    const during = await deliverOneAt(server, new Date(rotatedAt + HOUR));
    const header = during.headers['svc-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    const at = new Date(rotatedAt + HOUR);
    expect(isValidWebhookSignature(during.raw, header, [endpoint.secret], { now: at })).toBe(true);
    expect(isValidWebhookSignature(during.raw, header, [secret], { now: at })).toBe(true);
    expect(isValidWebhookSignature(during.raw, header, ['whsec_someone-else'], { now: at })).toBe(false);

    // After it: the new secret alone.
    const after = await deliverOneAt(server, new Date(rotatedAt + 24 * HOUR + 60_000));
    const later = new Date(rotatedAt + 24 * HOUR + 60_000);
    const afterHeader = after.headers['svc-signature'] as string;
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(isValidWebhookSignature(after.raw, afterHeader, [secret], { now: later })).toBe(true);
    expect(isValidWebhookSignature(after.raw, afterHeader, [endpoint.secret], { now: later })).toBe(false);

    // The secret is in no log line and no audit entry.
    const audit = (await listAudit(merchant.organisationId, null, 50)).items.filter((e) => e.action === 'webhook_endpoint.secret_rotated');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(app.logs.join('\n')).not.toContain(secret);
    expect(app.logs.join('\n')).not.toContain(endpoint.secret);
    await app.http.delete(`${base()}/${endpoint.id}`, key());
  });

  it('with expireOldSecretNow the old secret stops at once; from the dashboard it needs the password confirmed; racing rotations never answer a secret that does not sign', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server.url);
    const rotated = await app.http.post(`${base()}/${endpoint.id}/rotate-secret`, { expireOldSecretNow: true }, key());
    expect(rotated.body.previousSecretExpiresAt).toBeNull();
    const request = await deliverOneAt(server, new Date());
    const header = request.headers['svc-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(1);
    expect(isValidWebhookSignature(request.raw, header, [rotated.body.secret])).toBe(true);
    expect(isValidWebhookSignature(request.raw, header, [endpoint.secret])).toBe(false);

    const session = await app.http.post(`${base()}/${endpoint.id}/rotate-secret`, {}, asSession(merchant.owner.cookie));
    expect(session.status).toBe(403);
    expect(session.body.error).toBe('reauth_required');
    expect((await app.http.post(`${base()}/${endpoint.id}/rotate-secret`, { expireOldSecretNow: 'yes' }, key())).body.error).toBe('validation_failed');

    // 20 rotations at once: two that read the same secret cannot both win (the loser's secret would
    // never sign); every answered secret was the endpoint's in turn, and the last two sign now.
    const results = await Promise.all(Array.from({ length: 20 }, () => app.http.post(`${base()}/${endpoint.id}/rotate-secret`, {}, key())));
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.error === 'conflict'))).toBe(true);
    const won = results.filter((r) => r.status === 200).map((r) => r.body.secret as string);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const rotations = (await listAudit(merchant.organisationId, null, 200)).items.filter(
      (e) => e.action === 'webhook_endpoint.secret_rotated' && e.target.id === endpoint.id,
    );
    expect(rotations).toHaveLength(won.length + 1);
    const hint = (await app.http.get(`${base()}/${endpoint.id}`, key())).body.secretHint;
    const current = won.filter((s) => `****${s.slice(-4)}` === hint);
    expect(current).toHaveLength(1);
    const next = await deliverOneAt(server, new Date());
    const nextHeader = next.headers['svc-signature'] as string;
    expect(isValidWebhookSignature(next.raw, nextHeader, [current[0]!])).toBe(true);
    // The other v1 value is the secret answered just before (or the one before the burst).
    const others = [...won.filter((s) => s !== current[0]), rotated.body.secret as string];
    expect(others.filter((s) => isValidWebhookSignature(next.raw, nextHeader, [s]))).toHaveLength(1);
    await app.http.delete(`${base()}/${endpoint.id}`, key());
  });
});

describe('the Standard Webhooks format', () => {
  it('signs with webhook-id, webhook-timestamp and webhook-signature, which the standardwebhooks library verifies; one byte changed is refused', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server.url, { format: 'standard' });
    expect(endpoint.format).toBe('standard');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const sent = await app.http.post(`${base()}/${endpoint.id}/test`, undefined, key());
    expect(sent.body.delivery.status).toBe('delivered');
    const test = server.requests[0]!;
    expect(test.headers).not.toHaveProperty('svc-signature');
    const headers = {
      'webhook-id': test.headers['webhook-id'] as string,
      'webhook-timestamp': test.headers['webhook-timestamp'] as string,
      'webhook-signature': test.headers['webhook-signature'] as string,
    };
    const verifier = new Webhook(endpoint.secret);
    expect(verifier.verify(test.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(headers['webhook-id']).toBe(JSON.parse(test.body).id);

    // One byte changed: a character of the message inside the body.
    const tampered = Buffer.from(test.raw);
    const at = tampered.indexOf('test event');
    tampered[at] = tampered[at]! ^ 1;
    expect(() => verifier.verify(tampered.toString('utf8'), headers)).toThrow();
    expect(() => new Webhook(Buffer.from('another secret, 32 bytes long!!!').toString('base64')).verify(test.body, headers)).toThrow();

    // A payment event too, and during a rotation both secrets verify it.
    const rotated = await app.http.post(`${base()}/${endpoint.id}/rotate-secret`, {}, key());
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const payment = await deliverOneAt(server, new Date());
    const paymentHeaders = {
      'webhook-id': payment.headers['webhook-id'] as string,
      'webhook-timestamp': payment.headers['webhook-timestamp'] as string,
      'webhook-signature': payment.headers['webhook-signature'] as string,
    };
    expect(paymentHeaders['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(endpoint.secret).verify(payment.body, paymentHeaders)).toMatchObject({ type: 'payment.succeeded' });
    expect(new Webhook(rotated.body.secret).verify(payment.body, paymentHeaders)).toMatchObject({ type: 'payment.succeeded' });
    await app.http.delete(`${base()}/${endpoint.id}`, key());
  });

  it('is chosen at registration: an unknown format is refused', async () => {
    const res = await app.http.post(base(), { url: 'https://example.tn/hooks', format: 'stripe' }, key());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
  });
});
