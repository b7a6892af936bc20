// `npm start` as a newcomer meets it: the real local mode (bin/local.ts) in a fresh folder,
// on a free port. Everything the README promises is checked through HTTP, then a restart
// must find the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../lib/local/stand-ins/free-port.js';
import { httpClient, type HttpClient } from '../../support/test-app.js';
import { sessionCookieOf } from '../../support/fixtures.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Running {
  child: ChildProcess;
  output: () => string;
}

let dir: string;
let port: number;
let running: Running | undefined;
let http: HttpClient;
let demo: {
  baseUrl: string;
  staff: { email: string; password: string; staffUsers: Record<'svc_admin' | 'svc_support' | 'svc_compliance', { email: string; password: string }> };
  merchant: { organisationId: string; paymentAccountId: string; ownerEmail: string; ownerPassword: string; apiKey: string; v2ApiKey: string };
};

async function npmStart(): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, [tsx, join(root, 'bin', 'local.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Ctrl-C stops everything')) {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start not ready in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

async function stop(run: Running): Promise<number | null> {
  if (run.child.exitCode !== null) return run.child.exitCode;
  const exited = new Promise<number | null>((resolve) => run.child.once('exit', (code) => resolve(code)));
  run.child.kill('SIGINT');
  return exited;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'npm-start-'));
  port = await freePort();
  running = await npmStart();
  demo = JSON.parse(await readFile(join(dir, '.local', 'demo.json'), 'utf8'));
  http = httpClient(demo.baseUrl);
}, 120_000);

afterAll(async () => {
  if (running) await stop(running);
  await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('is healthy, prints the demo and writes .local/demo.json', async () => {
    expect(demo.baseUrl).toBe(`http://127.0.0.1:${port}`);
    expect((await http.get('/health')).body).toMatchObject({ status: 'ok', checks: { dynamodb: 'ok' } });
    const output = running!.output();
    expect(output).toMatch(/healthy in \d+(\.\d+)? s/);
    for (const value of [demo.staff.email, demo.merchant.ownerEmail, demo.merchant.apiKey, demo.merchant.v2ApiKey]) {
      expect(output).toContain(value);
    }
    // One staff user per platform role, printed with its role; the admin is also `staff` itself.
    expect(demo.staff.staffUsers.svc_admin).toEqual({ email: demo.staff.email, password: demo.staff.password });
    for (const [role, user] of Object.entries(demo.staff.staffUsers)) {
      expect(output).toMatch(new RegExp(`staff \\(${role}\\) +${user.email.replace(/[.]/g, '\\.')} / ${user.password}`));
    }
  });

  it('lets the printed owner and staff log in, and the printed keys work', async () => {
    expect((await http.post('/auth/login', { email: demo.merchant.ownerEmail, password: demo.merchant.ownerPassword })).status).toBe(200);
    expect((await http.post('/auth/login', { email: demo.staff.email, password: demo.staff.password })).body.user.platformRole).toBe('svc_admin');
    for (const [role, user] of Object.entries(demo.staff.staffUsers)) {
      expect((await http.post('/auth/login', user)).body.user.platformRole).toBe(role);
    }
    for (const key of [demo.merchant.apiKey, demo.merchant.v2ApiKey]) {
      const res = await http.get('/auth/api-key', { headers: { 'x-api-key': key } });
      expect(res.body.organisationId).toBe(demo.merchant.organisationId);
    }
  });

  it('gives the demo seven active sandbox affiliations with masked secrets, and an account that can collect', async () => {
    const key = { headers: { 'x-api-key': demo.merchant.apiKey } };
    const affiliations = await http.get(`/organisations/${demo.merchant.organisationId}/affiliations`, key);
    expect(affiliations.body).toHaveLength(7);
    for (const affiliation of affiliations.body) {
      expect(affiliation).toMatchObject({ status: 'active', environment: 'sandbox' });
      const secretValues = Object.values(affiliation.credentials as Record<string, string>).filter((v) => v.startsWith('****'));
      expect(secretValues).toHaveLength(1);
    }
    const login = await http.post('/auth/login', { email: demo.merchant.ownerEmail, password: demo.merchant.ownerPassword });
    const detail = await http.get(`/organisations/${demo.merchant.organisationId}`, { headers: { cookie: sessionCookieOf(login.headers) } });
    expect(detail.body).toMatchObject({ canCollect: true, reasons: [], activeAffiliations: 7, kybStatus: 'verified' });
    const account = await http.get(`/organisations/${demo.merchant.organisationId}/payment-accounts/${demo.merchant.paymentAccountId}`, key);
    expect(account.body.acceptedProviders).toHaveLength(7);
  });

  it('gives the demo three payments taken by phone, one canceled, for the dashboard to show', async () => {
    const list = await http.get('/payments?limit=50', { headers: { 'x-api-key': demo.merchant.apiKey } });
    expect(list.status, list.text).toBe(200);
    const demoPayments = (list.body.items as Array<{ orderId: string; status: string; amount: number }>).filter((p) => p.orderId?.startsWith('demo-'));
    expect(demoPayments.map((p) => [p.orderId, p.status, p.amount]).sort()).toEqual([
      ['demo-1001', 'pending', 45_000],
      ['demo-1002', 'pending', 12_500],
      ['demo-1003', 'canceled', 89_900],
    ]);
    const dashboard = await fetch(`${demo.baseUrl}/dashboard/`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('content-type')).toContain('text/html');
  });

  it('takes a payment paid at the clictopay simulator to succeeded, with a signed webhook to the merchant', async () => {
    const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const key = { headers: { 'x-api-key': demo.merchant.apiKey } };
      const endpoint = await http.post(
        `/organisations/${demo.merchant.organisationId}/webhooks`,
        { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks` },
        key,
      );
      expect(endpoint.status, endpoint.text).toBe(201);
      const created = await http.post('/payments', { amount: 25_000, currency: 'TND', description: 'Demo order' }, key);
      expect(created.status, created.text).toBe(201);
      const { reference, payUrl } = created.body;
      const page = await fetch(payUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');

      const attempt = await http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
      expect(attempt.status, attempt.text).toBe(201);
      const attempts = await http.get(`/payments/${reference}/attempts`, key);
      const externalRef = attempts.body.items[0].externalRef;
      const sandboxes = JSON.parse(JSON.parse(await readFile(join(dir, '.local', 'runtime-env.json'), 'utf8')).PROVIDER_SANDBOX_URLS);
      // The payer pays at the simulator (its control endpoint stands in for the card form).
      const paid = await fetch(new URL(`/__sim/orders/${externalRef}/complete`, sandboxes.clictopay), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success' }),
      });
      expect(paid.status).toBe(200);

      const deadline = Date.now() + 20_000;
      let payment = (await http.get(`/payments/${reference}`, key)).body;
      while ((payment.status !== 'succeeded' || received.length === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        payment = (await http.get(`/payments/${reference}`, key)).body;
      }
      expect(payment.status).toBe('succeeded');
      expect(received).toHaveLength(1);
      const body = JSON.parse(received[0]!.body);
      expect(body).toMatchObject({ type: 'payment.succeeded', data: { payment: { reference, status: 'succeeded' } } });
      const signature = String(received[0]!.headers['svc-signature']);
      const t = /t=(\d+)/.exec(signature)![1];
      const v1 = createHmac('sha256', endpoint.body.secret).update(`${t}.${received[0]!.body}`).digest('hex');
      expect(signature).toContain(`v1=${v1}`);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 60_000);

  it("serves the demo's v2 API here, and relays it to the previous platform's stand-in once staff say so", async () => {
    const key = { headers: { 'x-api-key': demo.merchant.v2ApiKey } };
    const order = { receiverWalletId: demo.merchant.paymentAccountId, amount: 12.5 * 1000, token: 'TND', orderId: 1001 };
    const served = await http.post('/api/v2/payments/init-payment', order, key);
    expect(served.status, served.text).toBe(200);
    expect(served.body.payUrl).toBe(`${demo.baseUrl}/pay/${served.body.paymentRef}`);
    expect((await http.get(`/api/v2/payments/${served.body.paymentRef}`, key)).body.payment).toMatchObject({ amount: 12_500, orderId: 1001 });

    const login = await http.post('/auth/login', { email: demo.staff.email, password: demo.staff.password });
    const staff = { headers: { cookie: sessionCookieOf(login.headers) } };
    const migration = `/admin/organisations/${demo.merchant.organisationId}/v2-migration`;
    expect((await http.post(migration, { v2Mode: 'relayed', reason: 'local check' }, staff)).status).toBe(200);
    try {
      const relayed = await http.post('/api/v2/payments/init-payment', order, key);
      expect(relayed.status, relayed.text).toBe(200);
      expect(relayed.body.payUrl.startsWith(demo.baseUrl)).toBe(false);
      expect((await http.get(`/api/v2/payments/${relayed.body.paymentRef}`, key)).body.payment.orderId).toBe(1001);
    } finally {
      expect((await http.post(migration, { v2Mode: 'served', reason: 'local check done' }, staff)).status).toBe(200);
    }
  });

  it("onboards a second merchant end to end as the README's walk-through does, with the printed staff users", async () => {
    const signIn = async (user: { email: string; password: string }) => {
      const res = await http.post('/auth/login', user);
      expect(res.status, res.text).toBe(200);
      return { headers: { cookie: sessionCookieOf(res.headers) } };
    };
    const users = demo.staff.staffUsers;
    const [admin, support, compliance] = await Promise.all([signIn(users.svc_admin), signIn(users.svc_support), signIn(users.svc_compliance)]);

    // 1. svc_admin creates the organisation; its owner is invited (the link is also in .local/mail/).
    const ownerEmail = `owner-${Date.now()}@second.local.test`;
    const created = await http.post(
      '/admin/organisations',
      { name: 'Épicerie Fine Sfax', legalName: 'Épicerie Fine Sfax SARL', taxId: '7654321/B/M/000', country: 'TN', city: 'Sfax', ownerEmail },
      admin,
    );
    expect(created.status, created.text).toBe(201);
    const organisationId: string = created.body.id;
    const token = new URL(created.body.ownerInvitation.inviteLink).searchParams.get('token')!;

    // 2. The owner accepts the invitation, creating their account, and signs in.
    const ownerPassword = 'second-merchant-password';
    const accepted = await http.post('/invitations/accept', { token, firstName: 'Amira', lastName: 'Trabelsi', password: ownerPassword });
    expect(accepted.status, accepted.text).toBe(200);
    // Affiliations and API keys are sensitive: the owner confirms the password (10 minutes).
    const signedIn = await signIn({ email: ownerEmail, password: ownerPassword });
    const reauth = await http.post('/auth/reauth', { password: ownerPassword }, signedIn);
    expect(reauth.status, reauth.text).toBe(200);
    const owner = { headers: { cookie: sessionCookieOf(reauth.headers) } };

    // 3. The owner connects ClicToPay's sandbox (docs/providers.md) and routes it on the default account.
    const affiliation = await http.post(
      `/organisations/${organisationId}/affiliations`,
      { provider: 'clictopay', environment: 'sandbox', credentials: { userName: 'sandbox-merchant-api', password: 'Sim-ClicToPay-7f3a9c21' } },
      owner,
    );
    expect(affiliation.status, affiliation.text).toBe(201);
    expect(affiliation.body.status).toBe('active');
    const accounts = await http.get(`/organisations/${organisationId}/payment-accounts`, owner);
    const accountId: string = accounts.body[0].id;
    const routing = await http.put(
      `/organisations/${organisationId}/payment-accounts/${accountId}/routing`,
      { routes: [{ provider: 'clictopay', affiliationId: affiliation.body.id }] },
      owner,
    );
    expect(routing.status, routing.text).toBe(200);

    // 4. svc_support sees why it cannot collect yet; KYB is for svc_compliance alone.
    const waiting = await http.get(`/admin/organisations/${organisationId}`, support);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ canCollect: false, reasons: ['kyb_pending', 'contract_unsigned'] });
    expect((await http.post(`/organisations/${organisationId}/kyb/verify`, { reason: 'RNE extract checked' }, admin)).status).toBe(403);
    const verified = await http.post(`/organisations/${organisationId}/kyb/verify`, { reason: 'RNE extract checked' }, compliance);
    expect(verified.status, verified.text).toBe(204);

    // 5. svc_admin records the signed contract: the organisation can collect.
    const contract = await http.post(`/admin/organisations/${organisationId}/contract`, {}, admin);
    expect(contract.status, contract.text).toBe(200);
    const ready = await http.get(`/organisations/${organisationId}`, owner);
    expect(ready.body).toMatchObject({ kybStatus: 'verified', canCollect: true, reasons: [] });

    // 6. The owner creates an API key, and the shop takes a payment with it.
    const key = await http.post(`/organisations/${organisationId}/api-keys`, { name: 'Boutique en ligne' }, owner);
    expect(key.status, key.text).toBe(201);
    const payment = await http.post('/payments', { amount: 12_500, currency: 'TND', description: 'Commande 1' }, { headers: { 'x-api-key': key.body.key } });
    expect(payment.status, payment.text).toBe(201);
    expect(payment.body).toMatchObject({ status: 'pending', payUrl: `${demo.baseUrl}/pay/${payment.body.reference}` });
  });

  it('stops on Ctrl-C, and a second start reuses the data', async () => {
    expect(await stop(running!)).toBe(0);
    running = await npmStart();
    expect(running.output()).toContain('Reusing the demo');
    const again = JSON.parse(await readFile(join(dir, '.local', 'demo.json'), 'utf8'));
    expect(again.merchant.organisationId).toBe(demo.merchant.organisationId);
    expect(again.staff).toEqual(demo.staff);
    const res = await http.get('/auth/api-key', { headers: { 'x-api-key': demo.merchant.apiKey } });
    expect(res.status).toBe(200);
  }, 120_000);
});
