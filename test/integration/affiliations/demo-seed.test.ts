import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemo, type Demo } from '../../../lib/local/seed-demo.js';
import { asKey, asSession, login } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { ALL_SECRETS, PROVIDERS } from './support.js';

let app: TestApp;
let demo: Demo;

beforeAll(async () => {
  app = await startTestApp();
  demo = (await ensureDemo(join(await mkdtemp(join(tmpdir(), 'demo-')), 'demo.json'), app.baseUrl)).demo;
});
afterAll(async () => {
  await app?.stop();
});

describe('local demo seed', () => {
  it('gives the demo organisation one active sandbox affiliation per provider, masked, routed on its default account', async () => {
    const { organisationId, paymentAccountId, apiKey } = demo.merchant;
    const res = await app.http.get(`/organisations/${organisationId}/affiliations`, asKey(apiKey));
    expect(res.status).toBe(200);
    expect(res.body.map((a: { provider: string }) => a.provider).sort()).toEqual(PROVIDERS.map((p) => p.code).sort());
    for (const affiliation of res.body) {
      const p = PROVIDERS.find((x) => x.code === affiliation.provider)!;
      expect(affiliation).toMatchObject({
        environment: 'sandbox',
        status: 'active',
        label: 'sandbox',
        publicIdentifier: p.credentials[p.publicField],
        paymentAccounts: [{ id: paymentAccountId, name: 'Boutique Démo', status: 'active' }],
      });
      expect(affiliation.credentials[p.secretField]).toBe(`****${p.credentials[p.secretField]!.slice(-4)}`);
    }
    for (const secret of ALL_SECRETS) expect(res.text).not.toContain(secret);

    const account = await app.http.get(`/organisations/${organisationId}/payment-accounts/${paymentAccountId}`, asKey(apiKey));
    expect(account.body.acceptedProviders.sort()).toEqual(PROVIDERS.map((p) => p.code).sort());

    const cookie = await login(app.http, demo.merchant.ownerEmail, demo.merchant.ownerPassword);
    const detail = await app.http.get(`/organisations/${organisationId}`, asSession(cookie));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ activeAffiliations: 7, canCollect: true, reasons: [] });
  });
});
