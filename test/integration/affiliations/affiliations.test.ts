import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCredentials } from '../../../shared/affiliations/vault.js';
import { getAffiliation } from '../../../shared/store/affiliations-repository.js';
import { asKey, asSession, createMerchant, createStaff, login, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type HttpClient, type RequestOptions, type TestApp } from '../../support/test-app.js';
import {
  ALL_SECRETS,
  joinAs,
  PROVIDERS,
  providerCase,
  recording,
  reauthenticated,
  refusedCredentials,
  WRONG_SECRET,
} from './support.js';

let app: TestApp;
let http: HttpClient;
let merchant: Merchant;
let other: Merchant;
/** The owner's session, re-authenticated (create and rotation need it). */
let owner: string;
/** Another session of the owner, not re-authenticated. */
let plainOwner: string;
const seen: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  http = recording(app.http, seen);
  merchant = await createMerchant(app.http, 'Affiliations One');
  other = await createMerchant(app.http, 'Affiliations Two');
  owner = await reauthenticated(app.http, merchant);
  plainOwner = await login(app.http, merchant.owner.email);
});
afterAll(async () => {
  await app?.stop();
});

const base = (org = merchant.organisationId) => `/organisations/${org}/affiliations`;
const key = (): RequestOptions => asKey(merchant.apiKey);
const create = (body: Record<string, unknown>, options = key()) => http.post(base(), body, options);
const action = (id: string, verb: 'verify' | 'suspend' | 'resume' | 'revoke', options = key()) =>
  http.post(`${base()}/${id}/${verb}`, undefined, options);
const rotate = (id: string, credentials: unknown, options = key()) =>
  http.put(`${base()}/${id}/credentials`, { credentials }, options);

async function createActive(code = 'flouci' as Parameters<typeof providerCase>[0], label?: string) {
  const res = await create({ provider: code, environment: 'sandbox', credentials: providerCase(code).credentials, label });
  expect(res.status, res.text).toBe(201);
  expect(res.body.status).toBe('active');
  return res.body as Record<string, any>;
}

const AFFILIATION_FIELDS = [
  'id', 'organisationId', 'provider', 'providerName', 'label', 'environment', 'status', 'publicIdentifier',
  'credentials', 'credentialVersion', 'verifiedAt', 'lastUsedAt', 'revokedAt', 'lastVerificationError',
  'paymentAccounts', 'createdAt', 'updatedAt',
].sort();

describe('provider catalogue', () => {
  it('lists the seven providers with their credential schema, publicly', async () => {
    const res = await http.get('/providers');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(PROVIDERS.map((p) => p.code));
    for (const entry of res.body) {
      expect(entry).toMatchObject({
        name: expect.any(String),
        attemptKinds: expect.any(Array),
        environments: ['sandbox', 'production'],
        credentialSchema: { fields: expect.any(Array), publicIdentifierField: expect.any(String) },
      });
      for (const field of entry.credentialSchema.fields) {
        expect(field).toMatchObject({ name: expect.any(String), label: expect.any(String), secret: expect.any(Boolean), format: expect.any(String) });
      }
    }
    expect(res.body.find((p: { code: string }) => p.code === 'kashy').attemptKinds).toEqual(['qr']);
  });

  it('reads one provider, and 404s an unknown code', async () => {
    const res = await http.get('/providers/clictopay');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'clictopay', name: 'ClicToPay', attemptKinds: ['redirect'] });
    expect(res.body.credentialSchema.publicIdentifierField).toBe('userName');
    expect(res.body.credentialSchema.fields.map((f: { name: string; secret: boolean }) => [f.name, f.secret])).toEqual([
      ['userName', false],
      ['password', true],
    ]);
    const unknown = await http.get('/providers/paypal');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('provider_not_found');
  });
});

describe('creation', () => {
  it.each(PROVIDERS.map((p) => [p.code, p] as const))(
    '%s: sandbox credentials make an active affiliation with masked credentials',
    async (code, p) => {
      const res = await create({ provider: code, environment: 'sandbox', credentials: p.credentials, label: 'main' });
      expect(res.status, res.text).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(AFFILIATION_FIELDS);
      const secret = p.credentials[p.secretField]!;
      expect(res.body).toMatchObject({
        organisationId: merchant.organisationId,
        provider: code,
        label: 'main',
        environment: 'sandbox',
        status: 'active',
        publicIdentifier: p.credentials[p.publicField],
        credentialVersion: 1,
        lastUsedAt: null,
        revokedAt: null,
        lastVerificationError: null,
        paymentAccounts: [],
      });
      expect(res.body.credentials[p.secretField]).toBe(`****${secret.slice(-4)}`);
      expect(res.body.credentials[p.publicField]).toBe(p.credentials[p.publicField]);
      expect(Date.parse(res.body.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(res.body.providerName).toEqual(expect.any(String));

      const read = await http.get(`${base()}/${res.body.id}`, key());
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    },
  );

  it.each(PROVIDERS.map((p) => [p.code] as const))(
    '%s: credentials the provider refuses leave the affiliation verifying with a readable error',
    async (code) => {
      const res = await create({ provider: code, environment: 'sandbox', credentials: refusedCredentials(code), label: 'refused' });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ status: 'verifying', publicIdentifier: null, verifiedAt: null, credentialVersion: 1 });
      expect(res.body.lastVerificationError).toMatch(/refused/i);
      expect(res.body.credentials[providerCase(code).secretField]).toBe(`****${WRONG_SECRET.slice(-4)}`);
    },
  );

  it('lists the organisation affiliations oldest first, and only its own', async () => {
    const res = await http.get(base(), key());
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(14);
    const created = res.body.map((a: { createdAt: string }) => a.createdAt);
    expect(created).toEqual([...created].sort());
    expect(new Set(res.body.map((a: { organisationId: string }) => a.organisationId))).toEqual(new Set([merchant.organisationId]));
    const theirs = await http.get(base(other.organisationId), asKey(other.apiKey));
    expect(theirs.body).toEqual([]);
    // Another organisation's key reaches nothing here, and an affiliation is not found through another organisation.
    expect((await http.get(base(), asKey(other.apiKey))).status).toBe(404);
    const mine = res.body[0].id;
    const across = await http.get(`${base(other.organisationId)}/${mine}`, asKey(other.apiKey));
    expect(across.status).toBe(404);
    expect(across.body.error).toBe('affiliation_not_found');
  });

  it('refuses credentials that do not fit the schema, naming the fields and never the values', async () => {
    const res = await create({
      provider: 'clictopay',
      environment: 'sandbox',
      credentials: { userName: 'a b', extra: 'x', password: 12345678 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_credentials');
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['credentials.extra', 'credentials.password', 'credentials.userName'].sort(),
    );
    expect(res.text).not.toContain('a b');
    const missing = await create({ provider: 'mpgs_poste', environment: 'sandbox', credentials: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['credentials.merchantId', 'credentials.apiPassword']);
    const notObject = await create({ provider: 'kashy', environment: 'sandbox', credentials: 'secret' });
    expect([notObject.status, notObject.body.error]).toEqual([400, 'invalid_credentials']);
  });

  it('refuses a provider or environment that is not offered, and a malformed body', async () => {
    for (const body of [
      { provider: 'paypal', environment: 'sandbox', credentials: {} },
      { provider: 'flouci', environment: 'staging', credentials: providerCase('flouci').credentials },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('provider_not_available');
    }
    for (const [body, field] of [
      [{ environment: 'sandbox', credentials: {} }, 'provider'],
      [{ provider: 'flouci', environment: 'sandbox' }, 'credentials'],
      [{ provider: 'flouci', environment: 'sandbox', credentials: {}, label: 'Main!' }, 'label'],
      [{ provider: 'flouci', environment: 'sandbox', credentials: {}, status: 'active' }, 'status'],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('labels `default` by default, unique per organisation and provider', async () => {
    const first = await createActive('izi');
    expect(first.label).toBe('default');
    const taken = await create({ provider: 'izi', environment: 'sandbox', credentials: providerCase('izi').credentials });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('affiliation_label_taken');
    const explicit = await create({ provider: 'izi', environment: 'sandbox', credentials: providerCase('izi').credentials, label: 'default' });
    expect(explicit.body.error).toBe('affiliation_label_taken');
    // Same label, other provider; same provider, other label; same label in another organisation.
    expect((await createActive('pluxee')).label).toBe('default');
    expect((await createActive('izi', 'shop_2-b')).label).toBe('shop_2-b');
    const elsewhere = await http.post(
      base(other.organisationId),
      { provider: 'izi', environment: 'sandbox', credentials: providerCase('izi').credentials },
      asKey(other.apiKey),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('gives two concurrent creations with one label one 201 and one 409', async () => {
    const body = { provider: 'enda_tao', environment: 'sandbox', credentials: providerCase('enda_tao').credentials, label: 'race' };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('who may change affiliations', () => {
  it('needs a recent re-authentication for a session (create and rotation); a key passes', async () => {
    const body = { provider: 'kashy', environment: 'sandbox', credentials: providerCase('kashy').credentials, label: 'by-session' };
    const refused = await create(body, asSession(plainOwner));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('reauth_required');
    const made = await create(body, asSession(owner));
    expect(made.status).toBe(201);
    const rotation = await rotate(made.body.id, providerCase('kashy').credentials, asSession(plainOwner));
    expect([rotation.status, rotation.body.error]).toEqual([403, 'reauth_required']);
    // Other changes need no re-authentication.
    expect((await action(made.body.id, 'suspend', asSession(plainOwner))).status).toBe(200);
    expect((await action(made.body.id, 'resume', asSession(plainOwner))).status).toBe(200);
    const byKey = await rotate(made.body.id, providerCase('kashy').credentials);
    expect(byKey.status).toBe(200);
  });

  it('lets a developer read affiliations but not change them; a scoped member reads only', async () => {
    const active = await createActive('clictopay', 'perm');
    const developer = asSession(await joinAs(app.http, merchant, 'developer', 'all'));
    expect((await http.get(`${base()}/${active.id}`, developer)).status).toBe(200);
    for (const res of [
      await action(active.id, 'suspend', developer),
      await create({ provider: 'clictopay', environment: 'sandbox', credentials: {} }, developer),
    ]) {
      expect([res.status, res.body.error]).toEqual([403, 'permission_denied']);
    }
    const scoped = asSession(await joinAs(app.http, merchant, 'administrator', 'accounts', [merchant.defaultAccountId]));
    expect((await http.get(base(), scoped)).status).toBe(200);
    const refused = await action(active.id, 'suspend', scoped);
    expect([refused.status, refused.body.error]).toEqual([403, 'account_out_of_scope']);
    expect((await http.get(`${base()}/${active.id}`, key())).body.status).toBe('active');
  });

  it('answers 404 affiliation_not_found for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      for (const res of [await http.get(`${base()}/${id}`, key()), await action(id, 'verify'), await rotate(id, {})]) {
        expect([res.status, res.body.error]).toEqual([404, 'affiliation_not_found']);
      }
    }
  });
});

describe('verification and transitions', () => {
  it('verifies again: a refused affiliation stays verifying, an accepted one is refreshed', async () => {
    const refused = await create({ provider: 'flouci', environment: 'sandbox', credentials: refusedCredentials('flouci'), label: 'v1' });
    const again = await action(refused.body.id, 'verify');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'verifying', verifiedAt: null });
    expect(again.body.lastVerificationError).toMatch(/refused/i);

    const active = await createActive('flouci', 'v2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const checked = await action(active.id, 'verify');
    expect(checked.status).toBe(200);
    expect(checked.body.status).toBe('active');
    expect(Date.parse(checked.body.verifiedAt)).toBeGreaterThan(Date.parse(active.verifiedAt));
  });

  it('suspends and resumes; other moves are 409 invalid_transition', async () => {
    const active = await createActive('mpgs_poste', 'moves');
    const suspended = await action(active.id, 'suspend');
    expect([suspended.status, suspended.body.status]).toEqual([200, 'suspended']);
    for (const verb of ['suspend', 'verify'] as const) {
      const res = await action(active.id, verb);
      expect([res.status, res.body.error], verb).toEqual([409, 'invalid_transition']);
    }
    const resumed = await action(active.id, 'resume');
    expect([resumed.status, resumed.body.status, resumed.body.lastVerificationError]).toEqual([200, 'active', null]);
    const twice = await action(active.id, 'resume');
    expect([twice.status, twice.body.error]).toEqual([409, 'invalid_transition']);

    const verifying = await create({ provider: 'mpgs_poste', environment: 'sandbox', credentials: refusedCredentials('mpgs_poste'), label: 'moves-2' });
    for (const verb of ['suspend', 'resume'] as const) {
      const res = await action(verifying.body.id, verb);
      expect([res.status, res.body.error], verb).toEqual([409, 'invalid_transition']);
    }
  });

  it('gives two concurrent suspends one 200 and one 409', async () => {
    const active = await createActive('pluxee', 'race');
    const answers = await Promise.all([action(active.id, 'suspend'), action(active.id, 'suspend')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('credential rotation', () => {
  it('verifies the new credentials first; accepted: version 2, the previous one kept, status unchanged', async () => {
    const created = await create({ provider: 'clictopay', environment: 'sandbox', credentials: refusedCredentials('clictopay'), label: 'rotation' });
    expect(created.body.status).toBe('verifying');
    const rotated = await rotate(created.body.id, providerCase('clictopay').credentials);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body).toMatchObject({
      credentialVersion: 2,
      status: 'verifying',
      publicIdentifier: providerCase('clictopay').credentials.userName,
      lastVerificationError: null,
    });
    expect(rotated.body.credentials.password).toBe(`****${providerCase('clictopay').credentials.password!.slice(-4)}`);

    const record = (await getAffiliation(merchant.organisationId, created.body.id))!;
    expect([record.current?.version, record.previous?.version]).toEqual([2, 1]);
    expect(await openCredentials(record)).toEqual(providerCase('clictopay').credentials);
    expect(await openCredentials(record, 1)).toEqual(refusedCredentials('clictopay'));

    const verified = await action(created.body.id, 'verify');
    expect(verified.body).toMatchObject({ status: 'active', credentialVersion: 2 });
  });

  it('refused: 422 credentials_rejected with a reason, version unchanged, the old credentials still work', async () => {
    const active = await createActive('kashy', 'rotation');
    const refused = await rotate(active.id, refusedCredentials('kashy'));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('credentials_rejected');
    expect(refused.body.reason).toMatch(/refused/i);
    const read = await http.get(`${base()}/${active.id}`, key());
    expect(read.body).toMatchObject({ credentialVersion: 1, status: 'active' });
    expect(read.body.credentials).toEqual(active.credentials);
    const record = (await getAffiliation(merchant.organisationId, active.id))!;
    expect(record.previous).toBeNull();
    expect(await openCredentials(record)).toEqual(providerCase('kashy').credentials);
    expect((await action(active.id, 'verify')).body.status).toBe('active');

    const malformed = await rotate(active.id, { merchantId: 'KSH-000001' });
    expect([malformed.status, malformed.body.error]).toEqual([400, 'invalid_credentials']);
  });
});

describe('revocation', () => {
  it('revokes for good: credentials destroyed, label released, every later change refused', async () => {
    const active = await createActive('enda_tao', 'gone');
    const revoked = await action(active.id, 'revoke');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', credentials: {}, paymentAccounts: [] });
    expect(Date.parse(revoked.body.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    const record = (await getAffiliation(merchant.organisationId, active.id))!;
    expect([record.current, record.previous]).toEqual([null, null]);

    for (const [res, code] of [
      [await action(active.id, 'revoke'), 'affiliation_revoked'],
      [await action(active.id, 'verify'), 'affiliation_revoked'],
      [await rotate(active.id, providerCase('enda_tao').credentials), 'affiliation_revoked'],
      [await action(active.id, 'suspend'), 'invalid_transition'],
      [await action(active.id, 'resume'), 'invalid_transition'],
    ] as const) {
      expect([res.status, res.body.error]).toEqual([409, code]);
    }
    // The organisation may use the label again.
    expect((await createActive('enda_tao', 'gone')).label).toBe('gone');
  });

  it('keeps an audit trail of each affiliation, newest first, without credentials', async () => {
    const active = await createActive('flouci', 'audited');
    await action(active.id, 'suspend');
    await action(active.id, 'resume');
    await rotate(active.id, refusedCredentials('flouci'));
    await rotate(active.id, providerCase('flouci').credentials);
    await action(active.id, 'revoke');
    const res = await http.get(`${base()}/${active.id}/audit`, key());
    expect(res.status).toBe(200);
    expect(res.body.items.map((e: { action: string }) => e.action)).toEqual([
      'affiliation.revoked',
      'affiliation.credentials_rotated',
      'affiliation.credentials_refused',
      'affiliation.resumed',
      'affiliation.suspended',
      'affiliation.created',
    ]);
    expect(res.body.items[0]).toMatchObject({ actor: { type: 'api_key', id: merchant.apiKeyId }, target: { type: 'affiliation', id: active.id } });
    const first = await http.get(`${base()}/${active.id}/audit?limit=2`, key());
    const next = await http.get(`${base()}/${active.id}/audit?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, key());
    expect([...first.body.items, ...next.body.items].map((e: { id: string }) => e.id)).toEqual(
      res.body.items.slice(0, 4).map((e: { id: string }) => e.id),
    );
    const bad = await http.get(`${base()}/${active.id}/audit?cursor=forged`, key());
    expect(bad.status).toBe(400);
  });
});

describe('admin list', () => {
  it('lists affiliations across organisations for every staff role, with filters and pages', async () => {
    const support = asSession((await createStaff(app.http, 'svc_support')).cookie);
    const compliance = asSession((await createStaff(app.http, 'svc_compliance')).cookie);
    const all = await http.get('/admin/affiliations?limit=200', support);
    expect(all.status).toBe(200);
    const orgs = new Set(all.body.items.map((a: { organisationId: string }) => a.organisationId));
    expect(orgs).toEqual(new Set([merchant.organisationId, other.organisationId]));
    const item = all.body.items.find((a: { organisationId: string }) => a.organisationId === other.organisationId);
    expect(item.organisationName).toBe('Affiliations Two');
    expect(Object.keys(item).sort()).toEqual([...AFFILIATION_FIELDS, 'organisationName'].sort());
    const created = all.body.items.map((a: { createdAt: string }) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const filtered = await http.get(
      `/admin/affiliations?organisation=${merchant.organisationId}&status=active&provider=clictopay`,
      compliance,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.items.length).toBeGreaterThan(0);
    for (const a of filtered.body.items) {
      expect(a).toMatchObject({ organisationId: merchant.organisationId, status: 'active', provider: 'clictopay' });
    }
    const revoked = await http.get('/admin/affiliations?status=revoked', support);
    expect(revoked.body.items.every((a: { status: string }) => a.status === 'revoked')).toBe(true);
    expect(revoked.body.items.length).toBeGreaterThan(0);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: Array<{ id: string }>; nextCursor: string | null } } = await http.get(
        `/admin/affiliations?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        support,
      );
      ids.push(...page.body.items.map((a) => a.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual(all.body.items.map((a: { id: string }) => a.id));

    for (const query of ['provider=paypal', 'status=gone', 'organisation=nope', 'limit=500']) {
      expect((await http.get(`/admin/affiliations?${query}`, support)).status, query).toBe(400);
    }
    expect((await http.get('/admin/affiliations', asSession(owner))).status).toBe(403);
    expect((await http.get('/admin/affiliations', key())).status).toBe(401);
  });
});

describe('the vault', () => {
  it('cannot open a ciphertext copied onto another affiliation, organisation or version', async () => {
    const a = (await getAffiliation(merchant.organisationId, (await createActive('izi', 'vault-a')).id))!;
    const b = (await getAffiliation(merchant.organisationId, (await createActive('izi', 'vault-b')).id))!;
    expect(await openCredentials(a)).toEqual(providerCase('izi').credentials);
    const tampered = [
      { ...b, current: a.current },
      { ...a, organisationId: other.organisationId },
      { ...a, credentialVersion: 2, current: { ...a.current!, version: 2 } },
    ];
    for (const record of tampered) await expect(openCredentials(record)).rejects.toThrow();
  });
});

describe('when the provider cannot be reached', () => {
  it('creates verifying, verifies without changing the status, and refuses rotation and resume with 502', async () => {
    const active = await createActive('clictopay', 'down');
    const suspended = await createActive('flouci', 'down');
    await action(suspended.id, 'suspend');
    await app.simulators.stop();

    const created = await create({ provider: 'kashy', environment: 'sandbox', credentials: providerCase('kashy').credentials, label: 'down' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('verifying');
    expect(created.body.lastVerificationError).toMatch(/could not be reached/);

    const verified = await action(active.id, 'verify');
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('active');
    expect(verified.body.lastVerificationError).toMatch(/could not be reached/);

    const rotation = await rotate(active.id, providerCase('clictopay').credentials);
    expect([rotation.status, rotation.body.error, rotation.body.providerErrorCode]).toEqual([502, 'provider_unavailable', 'connection_refused']);
    expect((await http.get(`${base()}/${active.id}`, key())).body.credentialVersion).toBe(1);

    const resumed = await action(suspended.id, 'resume');
    expect([resumed.status, resumed.body.error]).toEqual([502, 'provider_unavailable']);
    expect((await http.get(`${base()}/${suspended.id}`, key())).body.status).toBe('suspended');
  });
});

describe('secrets', () => {
  it('never shows a credential value in an answer or a log line', () => {
    expect(seen.length).toBeGreaterThan(50);
    const everything = [...seen, ...app.logs].join('\n');
    for (const secret of ALL_SECRETS) expect(everything).not.toContain(secret);
  });
});
