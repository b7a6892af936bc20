// The authorisation sweep: organisation A has real data behind every kind of id (a paid payment
// with its attempt, timeline and webhook delivery, a link, an endpoint, affiliations, a member, a
// role, an invitation, a file, keys). Every route that takes a credential is called, with A's real
// ids, by every kind of caller of organisation B. No answer may carry A's data (names, emails,
// descriptions, ids the caller did not send), and nothing of A may change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { bodyKindOf, type RouteSpec } from '../../../shared/http/route-manifest.js';
import { asKey, asSession, createMerchant, joinAs, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { upload, tinyPng } from '../files/support.js';
import { collectingMerchant, eventually, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { countingReceiver, type CountingReceiver } from './support/receiver.js';

interface Caller {
  name: string;
  headers: Record<string, string>;
}

let app: TestApp;
let a: Collector;
let b: Merchant;
let receiver: CountingReceiver;
const callers: Caller[] = [];
/** A's real ids, by path parameter. */
const ids: Record<string, string> = {};
/** What of A a caller of B never sends, so must never read: names, emails, texts, ids behind others. */
const markers: string[] = [];
/** A's resources as A reads them before the sweep, to check that nothing changed. */
let before: Record<string, unknown>;

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function ok<T = any>(res: Promise<{ status: number; body: T; text: string }>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

/** What A's owner reads of A's resources: the sweep must leave every one as it was. */
async function snapshot(): Promise<Record<string, unknown>> {
  const owner = asSession(a.owner.cookie);
  const key = asKey(a.apiKey);
  const paths = {
    organisation: [`/organisations/${a.organisationId}`, owner],
    members: [`/organisations/${a.organisationId}/members`, owner],
    roles: [`/organisations/${a.organisationId}/roles`, owner],
    apiKeys: [`/organisations/${a.organisationId}/api-keys`, owner],
    files: [`/organisations/${a.organisationId}/files`, owner],
    accounts: [`/organisations/${a.organisationId}/payment-accounts`, key],
    routing: [`/organisations/${a.organisationId}/payment-accounts/${a.defaultAccountId}/routing`, key],
    affiliations: [`/organisations/${a.organisationId}/affiliations`, key],
    webhooks: [`/organisations/${a.organisationId}/webhooks`, key],
    payment: [`/payments/${ids.reference}`, key],
    link: [`/payment-links/${ids.linkId}`, key],
  } as const;
  const out: Record<string, unknown> = {};
  for (const [name, [path, headers]] of Object.entries(paths)) out[name] = await ok(app.http.get(path, headers));
  return out;
}

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  receiver = await countingReceiver();
  a = await collectingMerchant(app, ['clictopay']);
  b = await createMerchant(app.http, unique('Sweep B'));
  const ownerA = asSession(a.owner.cookie);
  const keyA = asKey(a.apiKey);

  // A's data, each piece carrying a marker B must never read.
  const contactEmail = `${unique('contact-a')}@example.tn`;
  const organisation = await ok(app.http.patch(`/organisations/${a.organisationId}`, { email: contactEmail, city: unique('Sfax') }, ownerA));
  const endpointUrl = `${receiver.url}/${unique('a-endpoint')}`;
  const endpoint = await ok(app.http.post(`/organisations/${a.organisationId}/webhooks`, { url: endpointUrl, events: ['payment.succeeded'] }, keyA), 201);
  const body = paymentBody({ orderId: unique('a-order'), description: unique('Commande A'), payer: { firstName: 'Hédi', lastName: unique('Payeur'), email: `${unique('payer-a')}@example.tn` } });
  const payment = await ok(app.http.post('/payments', body, keyA), 201);
  const opened = await ok(app.http.post(`/checkout/${payment.reference}/attempts`, { provider: 'clictopay' }), 201);
  const attempts = await ok(app.http.get(`/payments/${payment.reference}/attempts`, keyA));
  const attempt = attempts.items.find((x: { id: string }) => x.id === opened.attemptId);
  await app.simulators.control.complete('clictopay', attempt.externalRef, 'success');
  const delivery = await eventually(async () => {
    await app.runSchedule('outbox-relay');
    await app.queuesIdle();
    const page = await ok(app.http.get(`/organisations/${a.organisationId}/webhooks/${endpoint.id}/deliveries`, keyA));
    expect(page.items.length).toBeGreaterThan(0);
    return page.items[0];
  }, 30_000);
  // A's refund, with a description B must never read (the payment succeeded above).
  const refundDescription = unique('Remboursement A');
  const refund = await eventually(async () => ok(app.http.post(`/payments/${payment.reference}/refunds`, { amount: 1_000, description: refundDescription }, keyA), 201), 10_000);
  const link = await ok(app.http.post('/payment-links', { title: unique('Lien A'), amountType: 'fixed', usage: 'reusable', amount: 5_000, description: unique('Description A') }, keyA), 201);
  const role = await ok(app.http.post(`/organisations/${a.organisationId}/roles`, { name: unique('Rôle A'), permissions: ['payments.view'] }, ownerA), 201);
  const invitedEmail = `${unique('invited-a')}@example.tn`;
  const invitation = await ok(app.http.post(`/organisations/${a.organisationId}/members`, { email: invitedEmail, roleId: a.roles.viewer, scope: 'all' }, ownerA), 201);
  await joinAs(app.http, a, 'developer');
  const members = await ok(app.http.get(`/organisations/${a.organisationId}/members`, ownerA));
  const member = members.members.find((m: { userId: string }) => m.userId !== a.owner.userId);
  const file = (await upload(app.http, a.organisationId, a.owner.cookie, { type: 'logo', content: tinyPng(), name: `${unique('logo-a')}.png` })).body;
  expect(file.id).toBeDefined();
  const paymentExport = await ok(app.http.post(`/organisations/${a.organisationId}/payments/exports`, {}, ownerA), 202);

  Object.assign(ids, {
    id: a.organisationId,
    accountId: a.defaultAccountId,
    reference: payment.reference,
    paymentId: payment.id,
    attemptId: opened.attemptId,
    linkId: link.id,
    slug: link.slug,
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    affiliationId: a.affiliations.clictopay!,
    roleId: role.id,
    userId: member.userId,
    invitationId: invitation.id ?? invitation.invitation?.id ?? randomUUID(),
    fileId: file.id,
    apiKeyId: a.apiKeyId,
    transferId: randomUUID(),
    refundId: refund.id,
    exportId: paymentExport.id,
    provider: 'clictopay',
    code: 'clictopay',
  });
  markers.push(
    organisation.name,
    organisation.city,
    contactEmail,
    endpointUrl,
    body.orderId as string,
    body.description as string,
    (body.payer as { email: string }).email,
    (body.payer as { lastName: string }).lastName,
    link.title,
    link.description,
    refundDescription,
    role.name,
    invitedEmail,
    a.owner.email,
    attempt.externalRef,
    file.id,
    endpoint.id,
    delivery.id,
  );

  callers.push(
    { name: 'key of B', ...asKey(b.apiKey) },
    { name: 'v2 key of B', ...asKey(b.v2ApiKey) },
    { name: 'owner of B', ...asSession(b.owner.cookie) },
    { name: 'developer of B', ...asSession(await joinAs(app.http, b, 'developer')) },
  );
  before = await snapshot();
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
});

/** Every route a credential opens, logging out last (it ends the caller's session). */
const protectedRoutes = routeGroups
  .flatMap((group) => group.routes)
  .filter((route) => route.auth !== 'public' && route.auth !== 'provider' && route.auth !== 'staff')
  .sort((x, y) => Number(x.path === '/auth/logout') - Number(y.path === '/auth/logout'));

/** The route's path with A's real ids; a session names A where the path names no organisation. */
function pathWithIdsOfA(route: RouteSpec): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!ids[name]) throw new Error(`no id of A for {${name}} in ${route.path}`);
    return encodeURIComponent(ids[name]!);
  });
  if (route.path.startsWith('/organisations/{id}')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}organisationId=${a.organisationId}`;
}

/** A body that would be valid for A: the sweep asks B's callers to change A, not to fail validation. */
function bodyFor(route: RouteSpec): Record<string, unknown> | undefined {
  if (bodyKindOf(route) !== 'json') return undefined;
  return { organisationId: a.organisationId, name: 'Taken over', reason: 'sweep', accountId: a.defaultAccountId };
}

describe('authorisation sweep', () => {
  it('no caller of another organisation reads or changes anything of A, on any route', async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const route of protectedRoutes) {
      for (const caller of callers) {
        const res = await app.http.request(route.method, pathWithIdsOfA(route), {
          headers: caller.headers,
          ...(bodyFor(route) ? { body: bodyFor(route) } : {}),
        });
        calls += 1;
        const found = markers.filter((marker) => res.text.includes(marker));
        if (found.length) leaks.push(`${route.method} ${route.path} as ${caller.name}: ${res.status} carries ${found.join(', ')}`);
        if (res.status >= 500) leaks.push(`${route.method} ${route.path} as ${caller.name}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBe(protectedRoutes.length * callers.length);
    // And nothing of A changed.
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
