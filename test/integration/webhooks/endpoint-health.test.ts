// Endpoint health: the success rate and last failure of the last 24 hours, and an endpoint whose
// tries have all failed for 5 days disabled, its owners and webhook managers emailed in their
// language a day before and when it happens; enabled again only when disabled this way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { sweepFailingEndpoints } from '../../../shared/webhooks/failing-endpoints.js';
import { asKey, asSession, createMerchant, joinAs, TEST_PASSWORD, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, fakeClock, ok, queueCapture, startReceiver, waitFor, type Answer, type Receiver } from './support.js';

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

const DAY = 86_400_000;
const base = () => `/organisations/${merchant.organisationId}/webhooks`;
const key = () => asKey(merchant.apiKey);
const down: Answer = (_req, res) => void res.writeHead(500).end('nope');

async function receiver(answer: Answer) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

/** One payment event fanned out to the active endpoints, and its first try made at `at`. */
async function tryOnceAt(at: Date) {
  const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
  const deliveries = await fanOutPaymentEvent(event.id, { enqueue: queueCapture().enqueueMany, now: () => at });
  for (const delivery of deliveries) {
    await runDeliveryStep({ deliveryId: delivery.id, tryNumber: 1 }, { now: fakeClock(at).now, enqueue: queueCapture().enqueue });
  }
  return deliveries;
}

const endpointView = async (id: string) => (await app.http.get(`${base()}/${id}`, key())).body;

/** Signs a member in with the dashboard in `language`: the emails the service sends them are in it. */
async function memberSpeaking(roleKey: string, language: 'fr' | 'ar' | 'en') {
  const cookie = await joinAs(app.http, merchant, roleKey);
  const me = await app.http.get('/auth/me', asSession(cookie));
  const email = me.body.user.email as string;
  expect((await app.http.post('/auth/login', { email, password: TEST_PASSWORD, language })).status).toBe(200);
  return email;
}

/** The mails about a failing endpoint sent to `to`, oldest first (each names the endpoint's URL). */
async function mailsTo(to: string) {
  return (await app.mails()).filter((m) => m.includes(`To: ${to}`) && m.includes('/webhooks'));
}

describe('endpoint health', () => {
  it('shows the success rate and the last failure of the last 24 hours; a delivered try ends a failing streak', async () => {
    const server = await receiver(down);
    const created = await app.http.post(base(), { url: server.url }, key());
    expect(created.body.health).toEqual({ windowHours: 24, delivered: 0, failed: 0, successRate: null, lastFailure: null, failingSince: null });
    const now = new Date();
    await tryOnceAt(new Date(now.getTime() - 2 * 60_000));
    await tryOnceAt(new Date(now.getTime() - 60_000));
    server.answer = ok;
    await tryOnceAt(now);
    // Two days ago: outside the window.
    server.answer = down;
    await tryOnceAt(new Date(now.getTime() - 2 * DAY));

    const health = (await endpointView(created.body.id)).health;
    expect(health).toMatchObject({ windowHours: 24, delivered: 1, failed: 2, successRate: 0.3333 });
    expect(health.lastFailure).toEqual({ at: new Date(now.getTime() - 60_000).toISOString(), outcome: 'http_5xx', statusCode: 500 });
    // The last try was delivered... then one failed (two days ago, tried last): the streak starts there.
    expect(health.failingSince).toBe(new Date(now.getTime() - 2 * DAY).toISOString());
    server.answer = ok;
    await tryOnceAt(new Date());
    expect((await endpointView(created.body.id)).health.failingSince).toBeNull();
    // The list shows it too.
    const listed = await app.http.get(base(), key());
    expect(listed.body.find((e: { id: string }) => e.id === created.body.id).health.delivered).toBe(2);
    await app.http.delete(`${base()}/${created.body.id}`, key());
  });
});

describe('an endpoint failing for days', () => {
  it('is disabled after 5 days of failures, with an email a day before and one when it happens, in each recipient\'s language', async () => {
    const arabicDeveloper = await memberSpeaking('developer', 'ar');
    const englishAdmin = await memberSpeaking('administrator', 'en');
    const viewer = await memberSpeaking('viewer', 'en');
    const server = await receiver(down);
    const created = await app.http.post(base(), { url: server.url }, key());
    const endpointId = created.body.id as string;
    const start = new Date(Date.now() - 6 * DAY);

    // Failing since `start`, and still failing on the fifth day.
    await tryOnceAt(start);
    await tryOnceAt(new Date(start.getTime() + 3 * DAY));
    expect((await endpointView(endpointId)).health.failingSince).toBe(start.toISOString());

    // 3 days in: nothing yet.
    expect(await sweepFailingEndpoints({ now: new Date(start.getTime() + 3 * DAY) })).toEqual({ warned: 0, disabled: 0 });
    // 4 days in: warned, once however often (and however many at once) the job runs.
    const warnAt = new Date(start.getTime() + 4 * DAY + 60_000);
    const runs = await Promise.all(Array.from({ length: 5 }, () => sweepFailingEndpoints({ now: warnAt })));
    expect(runs.reduce((n, r) => n + r.warned, 0)).toBe(1);
    expect(await sweepFailingEndpoints({ now: warnAt })).toEqual({ warned: 0, disabled: 0 });
    expect((await endpointView(endpointId)).status).toBe('active');

    await waitFor(async () => ((await mailsTo(arabicDeveloper)).length === 1 ? true : undefined));
    const warning = (await mailsTo(arabicDeveloper))[0]!;
    expect(warning).toContain(server.url);
    expect(warning).toContain('سيتم تعطيلها');
    await waitFor(async () => ((await mailsTo(englishAdmin)).length === 1 && (await mailsTo(merchant.owner.email)).length === 1 ? true : undefined));
    expect((await mailsTo(englishAdmin))[0]).toContain('Your webhook endpoint is failing');

    // 5 days in: disabled, and told again.
    const disableAt = new Date(start.getTime() + 5 * DAY + 60_000);
    const disabling = await Promise.all(Array.from({ length: 5 }, () => sweepFailingEndpoints({ now: disableAt })));
    expect(disabling.reduce((n, r) => n + r.disabled, 0)).toBe(1);
    const disabled = await endpointView(endpointId);
    expect(disabled).toMatchObject({ status: 'disabled', disabledReason: 'failing', disabledAt: disableAt.toISOString() });
    // Each recipient's mail is sent on its own: wait for all three, the owner's included.
    await waitFor(async () =>
      (await mailsTo(englishAdmin)).length === 2 && (await mailsTo(arabicDeveloper)).length === 2 && (await mailsTo(merchant.owner.email)).length === 2
        ? true
        : undefined,
    );
    expect((await mailsTo(englishAdmin))[1]).toContain('Your webhook endpoint was disabled');
    expect((await mailsTo(merchant.owner.email)).length).toBe(2);
    // Owners are told in French when their language is not known; a viewer is not told at all.
    expect((await mailsTo(merchant.owner.email))[1]).toContain("l'endpoint a été désactivé");
    expect(await mailsTo(viewer)).toHaveLength(0);

    // A disabled endpoint receives no new event.
    server.answer = ok;
    const before = server.requests.length;
    expect(await tryOnceAt(new Date())).toHaveLength(0);
    expect(server.requests).toHaveLength(before);

    // Enabled again, it starts from a clean slate and receives events.
    const enabled = await app.http.post(`${base()}/${endpointId}/enable`, undefined, key());
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ status: 'active', disabledAt: null, disabledReason: null });
    expect(enabled.body.health.failingSince).toBeNull();
    await tryOnceAt(new Date());
    expect(server.requests).toHaveLength(before + 1);
    // Enabling an active endpoint answers it as it is.
    expect((await app.http.post(`${base()}/${endpointId}/enable`, undefined, key())).body.status).toBe('active');
    await app.http.delete(`${base()}/${endpointId}`, key());
  }, 60_000);

  it('a deleted endpoint cannot be enabled; an endpoint disabled for failing can still be deleted, for good', async () => {
    const server = await receiver(down);
    const deleted = (await app.http.post(base(), { url: server.url }, key())).body;
    await app.http.delete(`${base()}/${deleted.id}`, key());
    const refused = await app.http.post(`${base()}/${deleted.id}/enable`, undefined, key());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'webhook_endpoint_deleted', message: expect.any(String) });
    expect((await endpointView(deleted.id)).disabledReason).toBe('deleted');

    const failing = (await app.http.post(base(), { url: server.url }, key())).body;
    const start = new Date(Date.now() - 6 * DAY);
    await tryOnceAt(start);
    expect((await sweepFailingEndpoints({ now: new Date(start.getTime() + 5 * DAY + 1) })).disabled).toBe(1);
    const removed = await app.http.delete(`${base()}/${failing.id}`, key());
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'disabled', disabledReason: 'deleted' });
    expect((await app.http.post(`${base()}/${failing.id}/enable`, undefined, key())).body.error).toBe('webhook_endpoint_deleted');
    expect((await app.http.delete(`${base()}/${failing.id}`, key())).body.error).toBe('webhook_endpoint_disabled');
    // A viewer may not enable.
    const viewer = await joinAs(app.http, merchant, 'viewer');
    expect((await app.http.post(`${base()}/${failing.id}/enable`, undefined, asSession(viewer))).status).toBe(403);
  });
});
