// A key as listed shows what identifies it and nothing of its secret. A v3 key has a public
// prefix of its own (`kpk_<prefix>`); a v2 key is `<organisationId>:<secret>`, so all it shows is
// `<organisationId>:`: the first 8 characters of its secret, which the service looks it up by,
// are part of the secret, and a listing (or an audit entry) seen by every viewer must not carry them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await app?.stop();
});

const owner = () => asSession(merchant.owner.cookie);

it('lists a v2 key as <organisationId>: with no character of its secret, in the listing and the audit log', async () => {
  const created = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: 'WooCommerce', kind: 'v2' }, owner());
  expect(created.status, created.text).toBe(201);
  const secret = created.body.key.slice(`${merchant.organisationId}:`.length);
  expect(created.body.prefix).toBe(`${merchant.organisationId}:`);
  expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

  const list = await app.http.get(`/organisations/${merchant.organisationId}/api-keys`, owner());
  expect(list.status).toBe(200);
  const listed = list.body.items.find((k: { id: string }) => k.id === created.body.id);
  expect(listed.prefix).toBe(`${merchant.organisationId}:`);
  // Not even the first characters: the service finds a v2 key by its first 8.
  expect(list.text).not.toContain(`:${secret.slice(0, 4)}`);

  const revoked = await app.http.delete(`/organisations/${merchant.organisationId}/api-keys/${created.body.id}`, owner());
  expect(revoked.status).toBe(204);
  const audit = await app.http.get(`/organisations/${merchant.organisationId}/audit?limit=200`, owner());
  expect(audit.status, audit.text).toBe(200);
  const entries = audit.body.items.filter((e: { target: { id: string } }) => e.target.id === created.body.id);
  expect(entries.map((e: { action: string }) => e.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
  for (const entry of entries) expect(entry.details.prefix).toBe(`${merchant.organisationId}:`);
  expect(audit.text).not.toContain(`:${secret.slice(0, 4)}`);
});

it('keeps the v3 prefix, which is public and not part of the secret', async () => {
  const created = await app.http.post(`/organisations/${merchant.organisationId}/api-keys`, { name: 'Backend' }, owner());
  expect(created.body.prefix).toMatch(/^kpk_[0-9a-f]{12}$/);
  const list = await app.http.get(`/organisations/${merchant.organisationId}/api-keys`, owner());
  expect(list.body.items.find((k: { id: string }) => k.id === created.body.id).prefix).toBe(created.body.prefix);
});
