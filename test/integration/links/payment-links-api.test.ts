// The merchant's payment-link routes over HTTP: creation rules and error codes, reads,
// changes, disable and enable, lists with their filters and scopes, Idempotency-Key, QR codes.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asKey, asSession, createMerchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import { collectingMerchant, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { fixedLinkBody, newLink, openLinkBody, readLink } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci', 'kashy']);
});

afterAll(async () => {
  await app?.stop();
});

const post = (body: unknown, headers: Record<string, string> = {}, offDocument = false) =>
  app.http.post('/payment-links', body, { headers: { ...asKey(merchant.apiKey).headers, ...headers }, offDocument });

describe('POST /payment-links', () => {
  it('creates an open-amount link with its public address, defaults and zero counts', async () => {
    const res = await post(openLinkBody({ description: 'Récolte 2026, 5 kg', successMessage: 'Merci, à bientôt !' }));
    expect(res.status, res.text).toBe(201);
    const link = res.body;
    expect(link.slug).toMatch(/^[0-9a-z]{14}$/);
    expect(link.url).toBe(`${app.baseUrl}/pay/l/${link.slug}`);
    expect(link).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: link.slug,
      url: link.url,
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      title: 'Panier de dattes Deglet Nour',
      description: 'Récolte 2026, 5 kg',
      amountType: 'open',
      amount: null,
      minAmount: 1_000,
      maxAmount: 500_000,
      currency: 'TND',
      usage: 'reusable',
      maxUses: null,
      expiresAt: null,
      acceptedProviders: [],
      payerFields: { name: 'optional', email: 'optional', phone: 'hidden' },
      successMessage: 'Merci, à bientôt !',
      redirectUrl: null,
      status: 'active',
      paymentsCount: 0,
      succeededCount: 0,
      collectedAmount: 0,
      disabledAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await readLink(app, merchant, link.id)).toEqual(link);
  });

  it('gives each link its own slug', async () => {
    const slugs = await Promise.all(Array.from({ length: 5 }, async () => (await newLink(app, merchant, fixedLinkBody())).slug));
    expect(new Set(slugs).size).toBe(5);
  });

  it('defaults minAmount of an open link to 100 millimes', async () => {
    const res = await post({ title: 'Don libre', amountType: 'open', usage: 'reusable' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ minAmount: 100, maxAmount: null });
  });

  it.each([
    ['a fixed link without amount', fixedLinkBody({ amount: undefined }), 'amount_required'],
    ['a fixed link with a null amount', fixedLinkBody({ amount: null }), 'amount_required'],
    ['a fixed link with bounds', fixedLinkBody({ minAmount: 1_000 }), 'amount_not_allowed'],
    ['an open link with an amount', openLinkBody({ amount: 5_000 }), 'amount_not_allowed'],
    ['an open link with min above max', openLinkBody({ minAmount: 9_000, maxAmount: 8_000 }), 'amount_bounds_invalid'],
    ['a default min above max', openLinkBody({ minAmount: undefined, maxAmount: 50 }), 'amount_bounds_invalid'],
    ['maxUses on a single-use link', fixedLinkBody({ usage: 'single', maxUses: 3 }), 'max_uses_invalid'],
    ['maxUses of 0', fixedLinkBody({ maxUses: 0 }), 'max_uses_invalid'],
    ['maxUses over 100000', fixedLinkBody({ maxUses: 100_001 }), 'max_uses_invalid'],
    ['an expiry in the past', fixedLinkBody({ expiresAt: '2020-01-01T00:00:00Z' }), 'expiry_invalid'],
    ['a provider not routed', fixedLinkBody({ acceptedProviders: ['clictopay', 'izi'] }), 'provider_not_routed'],
  ])('refuses %s (400 %s)', async (_case, body, code) => {
    const res = await post(body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toBe(code);
    expect(typeof res.body.message).toBe('string');
  });

  it('accepts maxUses at its limits and providers within the routing', async () => {
    expect((await post(fixedLinkBody({ maxUses: 1 }))).status).toBe(201);
    const res = await post(fixedLinkBody({ maxUses: 100_000, acceptedProviders: ['kashy', 'clictopay'] }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ maxUses: 100_000, acceptedProviders: ['kashy', 'clictopay'] });
  });

  it.each([
    ['a title over 80 characters', fixedLinkBody({ title: 'x'.repeat(81) }), 'title'],
    ['an empty title', fixedLinkBody({ title: '  ' }), 'title'],
    ['a description over 500 characters', fixedLinkBody({ description: 'x'.repeat(501) }), 'description'],
    ['a success message over 280 characters', fixedLinkBody({ successMessage: 'x'.repeat(281) }), 'successMessage'],
    ['an amount in dinars with decimals', fixedLinkBody({ amount: 12.5 }), 'amount'],
    ['a negative amount', fixedLinkBody({ amount: -100 }), 'amount'],
    ['an amount as a string', fixedLinkBody({ amount: '35000' }), 'amount'],
    ['an unknown amountType', fixedLinkBody({ amountType: 'free' }), 'amountType'],
    ['a missing usage', fixedLinkBody({ usage: undefined }), 'usage'],
    ['a fractional maxUses', fixedLinkBody({ maxUses: 2.5 }), 'maxUses'],
    ['an expiry that is not a date-time', fixedLinkBody({ expiresAt: 'tomorrow' }), 'expiresAt'],
    ['an unknown provider', fixedLinkBody({ acceptedProviders: ['paypal'] }), 'acceptedProviders.0'],
    ['an unknown payer field mode', fixedLinkBody({ payerFields: { email: 'mandatory' } }), 'payerFields.email'],
    ['a redirect that is not http(s)', fixedLinkBody({ redirectUrl: 'javascript:alert(1)' }), 'redirectUrl'],
    ['a malformed account id', fixedLinkBody({ paymentAccountId: 'main' }), 'paymentAccountId'],
  ])('refuses %s (400 validation_failed naming the field)', async (_case, body, field) => {
    const res = await post(body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a body that is not JSON, and writes nothing', async () => {
    const before = (await app.http.get('/payment-links?limit=200', asKey(merchant.apiKey))).body.items.length;
    const res = await app.http.post('/payment-links', undefined, {
      headers: { ...asKey(merchant.apiKey).headers, 'content-type': 'application/json' },
      rawBody: '{"title": "oops",',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect((await app.http.get('/payment-links?limit=200', asKey(merchant.apiKey))).body.items.length).toBe(before);
  });

  it('ignores organisationId with an API key, whatever it holds', async () => {
    const res = await post(fixedLinkBody({ organisationId: 'not-a-uuid' }), {}, true);
    expect(res.status, res.text).toBe(201);
    expect(res.body.organisationId).toBe(merchant.organisationId);
  });

  it('refuses a paused account (409 payment_account_inactive) and an unknown one (404)', async () => {
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/payment-accounts`,
      { name: `Marché ${Date.now()}` },
      asSession(merchant.owner.cookie),
    );
    expect(created.status, created.text).toBe(201);
    const paused = await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${created.body.id}`,
      { status: 'paused' },
      asSession(merchant.owner.cookie),
    );
    expect(paused.status, paused.text).toBe(200);
    const res = await post(fixedLinkBody({ paymentAccountId: created.body.id }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('payment_account_inactive');
    const unknown = await post(fixedLinkBody({ paymentAccountId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('payment_account_not_found');
  });

  it('honours Idempotency-Key as POST /payments does', async () => {
    const key = `link-${Date.now()}`;
    const body = fixedLinkBody({ title: 'Idempotent' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body, { 'idempotency-key': key })));
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((res) => res.text)).size).toBe(1);
    for (const res of answers.filter((r) => r.status !== 201)) expect(res.body.error).toBe('idempotency_request_in_progress');
    const replay = await post(body, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(created[0]!.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const reused = await post({ ...body, title: 'Autre' }, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('idempotency_key_reused');
    const list = await app.http.get('/payment-links?q=idempotent', asKey(merchant.apiKey));
    expect(list.body.items).toHaveLength(1);
  });
});

describe('GET /payment-links/{linkId}', () => {
  it('answers 404 payment_link_not_found for an unknown id, a malformed one, or another organisation\'s link', async () => {
    const other = await createMerchant(app.http);
    const theirs = await app.http.post('/payment-links', fixedLinkBody(), asKey(other.apiKey));
    expect(theirs.status, theirs.text).toBe(201);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', theirs.body.id]) {
      for (const res of [
        await app.http.get(`/payment-links/${id}`, asKey(merchant.apiKey)),
        await app.http.patch(`/payment-links/${id}`, { title: 'x' }, asKey(merchant.apiKey)),
        await app.http.post(`/payment-links/${id}/disable`, undefined, asKey(merchant.apiKey)),
        await app.http.get(`/payment-links/${id}/qr.svg`, asKey(merchant.apiKey)),
      ]) {
        expect(res.status, res.text).toBe(404);
        expect(res.body.error).toBe('payment_link_not_found');
      }
    }
    // Their link is untouched.
    expect((await app.http.get(`/payment-links/${theirs.body.id}`, asKey(other.apiKey))).body.title).toBe('Chéchia rouge');
  });
});

describe('PATCH /payment-links/{linkId}', () => {
  it('changes settings, keeps the rest, and applies the same rules', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const res = await app.http.patch(
      `/payment-links/${link.id}`,
      { title: 'Chéchia bordeaux', amount: 40_000, payerFields: { phone: 'required' } },
      asKey(merchant.apiKey),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Chéchia bordeaux',
      amount: 40_000,
      amountType: 'fixed',
      slug: link.slug,
      payerFields: { name: 'optional', email: 'optional', phone: 'required' },
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(link.updatedAt));

    const bad = await app.http.patch(`/payment-links/${link.id}`, { minAmount: 100 }, asKey(merchant.apiKey));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('amount_not_allowed');
    const past = await app.http.patch(`/payment-links/${link.id}`, { expiresAt: '2020-01-01T00:00:00Z' }, asKey(merchant.apiKey));
    expect(past.body.error).toBe('expiry_invalid');
    expect((await readLink(app, merchant, link.id)).amount).toBe(40_000);
  });

  it('turns a fixed link into an open one with amountType alone', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const res = await app.http.patch(`/payment-links/${link.id}`, { amountType: 'open', maxAmount: 90_000 }, asKey(merchant.apiKey));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ amountType: 'open', amount: null, minAmount: 100, maxAmount: 90_000 });
  });

  it('refuses to change the account or the slug', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    for (const body of [{ paymentAccountId: merchant.defaultAccountId }, { slug: 'abcdefghjkmnpq' }]) {
      const res = await app.http.patch(`/payment-links/${link.id}`, body, asKey(merchant.apiKey));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.message).toMatch(/cannot be changed/);
    }
  });
});

describe('disable and enable', () => {
  it('moves a link to disabled and back, idempotently', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const disabled = await app.http.post(`/payment-links/${link.id}/disable`, undefined, asKey(merchant.apiKey));
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', disabledAt: expect.any(String) });
    const again = await app.http.post(`/payment-links/${link.id}/disable`, {}, asKey(merchant.apiKey));
    expect(again.body).toMatchObject({ status: 'disabled', disabledAt: disabled.body.disabledAt });
    const enabled = await app.http.post(`/payment-links/${link.id}/enable`, undefined, asKey(merchant.apiKey));
    expect(enabled.body).toMatchObject({ status: 'active', disabledAt: null });
  });

  it('keeps an exact state under 20 parallel changes', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.http.post(`/payment-links/${link.id}/${i % 2 ? 'enable' : 'disable'}`, undefined, asKey(merchant.apiKey))),
    );
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const after = await readLink(app, merchant, link.id);
    expect(['active', 'disabled']).toContain(after.status);
    expect(after.disabledAt === null).toBe(after.status === 'active');
  });
});

describe('GET /payment-links', () => {
  it('lists newest first with keyset pages, title search, account and status filters', async () => {
    const other = await createMerchant(app.http);
    const tag = `Lot${Date.now()}`;
    const created = [];
    for (const title of [`${tag} olives`, `${tag} Huile d'OLIVE`, `${tag} harissa`]) {
      created.push(await app.http.post('/payment-links', fixedLinkBody({ title }), asKey(other.apiKey)).then((r) => r.body));
    }
    const page1 = await app.http.get('/payment-links?limit=2', asKey(other.apiKey));
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.items.map((l: { id: string }) => l.id)).toEqual([created[2].id, created[1].id]);
    const page2 = await app.http.get(`/payment-links?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`, asKey(other.apiKey));
    expect(page2.body.items.map((l: { id: string }) => l.id)).toEqual([created[0].id]);
    expect(page2.body.nextCursor).toBeNull();

    const search = await app.http.get(`/payment-links?q=${encodeURIComponent('olive')}`, asKey(other.apiKey));
    expect(search.body.items.map((l: { id: string }) => l.id).sort()).toEqual([created[0].id, created[1].id].sort());
    const byAccount = await app.http.get(`/payment-links?account=${other.defaultAccountId}`, asKey(other.apiKey));
    expect(byAccount.body.items).toHaveLength(3);

    await app.http.post(`/payment-links/${created[1].id}/disable`, undefined, asKey(other.apiKey));
    const disabled = await app.http.get('/payment-links?status=disabled', asKey(other.apiKey));
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.items.map((l: { id: string }) => l.id)).toEqual([created[1].id]);
    // The newest link is active: the filter leaves a read of one link empty, and the list reads on rather than answer an empty page.
    const firstDisabled = await app.http.get('/payment-links?status=disabled&limit=1', asKey(other.apiKey));
    expect(firstDisabled.body.items.map((l: { id: string }) => l.id)).toEqual([created[1].id]);
    const active = await app.http.get('/payment-links?status=active', asKey(other.apiKey));
    expect(active.body.items.map((l: { id: string }) => l.id)).toEqual([created[2].id, created[0].id]);

    // The other organisation's cursor and links stay out of reach.
    const foreign = await app.http.get(`/payment-links?cursor=${encodeURIComponent(page1.body.nextCursor)}`, asKey(merchant.apiKey));
    expect(foreign.status).toBe(400);
    const bad = await app.http.get('/payment-links?status=paid&limit=500', asKey(other.apiKey));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['limit', 'status']);
  });

  it('derives expired from expiresAt at read time, in the resource and in the filter', async () => {
    const other = await createMerchant(app.http);
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const link = (await app.http.post('/payment-links', fixedLinkBody({ expiresAt }), asKey(other.apiKey))).body;
    expect(link.status).toBe('active');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      expect((await app.http.get(`/payment-links/${link.id}`, asKey(other.apiKey))).body.status).toBe('expired');
      const expired = await app.http.get('/payment-links?status=expired', asKey(other.apiKey));
      expect(expired.body.items.map((l: { id: string }) => l.id)).toEqual([link.id]);
      expect((await app.http.get('/payment-links?status=active', asKey(other.apiKey))).body.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a member scoped to accounts only the links of those accounts, and needs links.view', async () => {
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/payment-accounts`,
      { name: `Souk ${Date.now()}` },
      asSession(merchant.owner.cookie),
    );
    const accountId = created.body.id as string;
    const scoped = await addMember(app.http, merchant, merchant.roles.viewer!, { scope: 'accounts', accountIds: [accountId] });
    const org = `organisationId=${merchant.organisationId}`;
    const list = await app.http.get(`/payment-links?${org}`, asSession(scoped.cookie));
    expect(list.status, list.text).toBe(200);
    expect(list.body.items).toEqual([]);
    const outside = await newLink(app, merchant, fixedLinkBody());
    const read = await app.http.get(`/payment-links/${outside.id}?${org}`, asSession(scoped.cookie));
    expect(read.status).toBe(403);
    expect(read.body.error).toBe('account_out_of_scope');
    const create = await app.http.post('/payment-links', { ...fixedLinkBody(), organisationId: merchant.organisationId }, asSession(scoped.cookie));
    expect(create.status).toBe(403);
    expect(create.body.error).toBe('permission_denied');
    const noOrg = await app.http.get('/payment-links', asSession(scoped.cookie));
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error).toBe('organisation_required');
  });
});

describe('QR codes', () => {
  it('draws the link address as SVG and PNG', async () => {
    const link = await newLink(app, merchant, fixedLinkBody());
    const svg = await app.http.get(`/payment-links/${link.id}/qr.svg`, asKey(merchant.apiKey));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const res = await fetch(`${app.baseUrl}/payment-links/${link.id}/qr.png`, asKey(merchant.apiKey));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    expect(width).toBe(png.readUInt32BE(20));
    expect(width % 8).toBe(0);
    // The image data inflates to one filter byte and width bits per row, and has dark and light pixels.
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(pixels.length).toBe(width * (Math.ceil(width / 8) + 1));
    expect(pixels.some((byte, i) => i % (Math.ceil(width / 8) + 1) !== 0 && byte !== 0xff)).toBe(true);
  });
});
