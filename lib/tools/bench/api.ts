// Throughput and latency of the hottest operations (creating a payment through the API and
// from a payment link, the checkout view), through the local gateway (the same handlers as
// in Lambda) against DynamoDB Local, with the DynamoDB calls each one makes counted on the
// client the handlers share with this process.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '../../local/app.js';
import type { StandIns } from '../../local/stand-ins/index.js';
import { connectSandboxProviders } from '../../local/sandbox-demo.js';
import { acceptInvitation } from '../../../shared/members/accept-invitation.js';
import { recordContractSignature, reviewKyb } from '../../../shared/organisations/change-organisation.js';
import { createOrganisation } from '../../../shared/organisations/create-organisation.js';
import { createApiKey } from '../../../shared/store/api-keys-repository.js';
import { setLogLevel } from '../../../shared/log/logger.js';
import { db } from '../../../shared/store/client.js';
import { run, type FloorFigure } from './dynamodb-floor.js';

export interface ApiFigure extends Omit<FloorFigure, 'operation'> {
  operation: string;
  dynamoCallsPerOp: Record<string, number>;
}

/**
 * A local app for a benchmark, on the stand-ins, with a table of its own named after `name`: no
 * schedules, and the public rate limits off (one client hammering one reference is the benchmark,
 * not an abuse to refuse: WAF's limits, which the local gateway enforces in its place).
 */
export async function startBenchApp(standIns: StandIns, name: string, options: Partial<Omit<LocalAppOptions, 'standIns'>> = {}): Promise<LocalApp> {
  return startLocalApp({
    standIns,
    namespace: `${name}${randomBytes(3).toString('hex')}`,
    stage: 'test',
    mailDir: await mkdtemp(join(tmpdir(), `${name}-mail-`)),
    publicRateLimits: 'off',
    runSchedules: false,
    ...options,
  });
}

export async function measureApi(standIns: StandIns, seconds = 4): Promise<ApiFigure[]> {
  // One JSON line per request would measure the terminal, not the service.
  setLogLevel('warn');
  const app = await startBenchApp(standIns, 'bench');
  try {
    const apiKey = await benchMerchant();
    const calls = countDynamoCalls();
    const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
    const createBody = JSON.stringify({ amount: 12_500, currency: 'TND', description: 'Bench order', orderId: 'bench-1' });
    const createPayment = async () => {
      const res = await benchRequest(`${app.baseUrl}/payments`, { method: 'POST', headers, body: createBody });
      if (res.status !== 201) throw new Error(`POST /payments answered ${res.status}: ${res.text}`);
      return JSON.parse(res.text) as { reference: string };
    };
    const { reference } = await createPayment();
    const viewCheckout = async () => {
      const res = await benchRequest(`${app.baseUrl}/checkout/${reference}`);
      if (res.status !== 200) throw new Error(`GET /checkout answered ${res.status}`);
    };

    // A reusable open-amount link with no cap: every start is a new payment.
    const linkRes = await benchRequest(`${app.baseUrl}/payment-links`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Bench link', amountType: 'open', usage: 'reusable', minAmount: 1_000 }),
    });
    if (linkRes.status !== 201) throw new Error(`POST /payment-links answered ${linkRes.status}: ${linkRes.text}`);
    const { slug } = JSON.parse(linkRes.text) as { slug: string };
    const startBody = JSON.stringify({ amount: 12_500, payer: { firstName: 'Bench', lastName: 'Payer' } });
    const startFromLink = async () => {
      const res = await benchRequest(`${app.baseUrl}/links/${slug}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: startBody });
      if (res.status !== 201) throw new Error(`POST /links/{slug}/payments answered ${res.status}: ${res.text}`);
    };

    const figures: ApiFigure[] = [];
    for (const [operation, once] of [
      ['POST /payments', async () => void (await createPayment())],
      ['POST /links/{slug}/payments', startFromLink],
      ['GET /checkout/{reference}', viewCheckout],
    ] as const) {
      // Warm: the first calls load the handler and fill the caches.
      for (let i = 0; i < 5; i++) await once();
      calls.reset();
      let ops = 0;
      const counted = async () => {
        await once();
        ops++;
      };
      for (const concurrency of [1, 8]) {
        const figure = await run('put', concurrency, seconds, counted);
        figures.push({ ...figure, operation, dynamoCallsPerOp: calls.perOp(ops) });
        calls.reset();
        ops = 0;
      }
    }
    return figures;
  } finally {
    await app.stop();
  }
}

/** A merchant that can collect: KYB verified, contract signed, seven sandbox providers routed. */
export async function benchMerchant(): Promise<string> {
  return (await benchOrganisation()).key;
}

/** benchMerchant's organisation, its default account and its API key. */
export async function benchOrganisation(): Promise<{ key: string; organisationId: string; accountId: string }> {
  const system = { type: 'system' as const, id: null, label: 'bench' };
  const created = await createOrganisation({
    profile: { name: 'Bench', legalName: 'Bench SARL', taxId: 'BENCH', country: 'TN' },
    ownerEmail: `bench-${randomBytes(3).toString('hex')}@example.tn`,
    actor: system,
    clientIp: null,
  });
  const organisationId = created.organisation.id;
  await acceptInvitation({
    token: new URL(created.ownerInviteLink).searchParams.get('token')!,
    newAccount: { firstName: 'Bench', lastName: 'Owner', password: 'bench-password-123' },
    clientIp: '127.0.0.1',
  });
  const change = { organisationId, actor: system, clientIp: null };
  await reviewKyb(change, 'verify', 'bench');
  await recordContractSignature(change, new Date().toISOString());
  await connectSandboxProviders({ organisationId, paymentAccountId: created.account.id, actor: system });
  const { key } = await createApiKey({ organisationId, name: 'bench', kind: 'v3', createdBy: null });
  return { key, organisationId, accountId: created.account.id };
}

/**
 * The benchmark's client: node:http on kept-alive connections. The client runs in the process it
 * measures, so its own work is counted with the service's: fetch (undici) costs about 1.3 ms more
 * CPU a request (measured on 2026-11-27), which no real client spends on this machine.
 */
const keptAlive = new Agent({ keepAlive: true });

export function benchRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: keptAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Counts DynamoDB commands by name on the shared client. */
export function countDynamoCalls() {
  const counts = new Map<string, number>();
  db().middlewareStack.add(
    (next, context) => async (args) => {
      counts.set(context.commandName!, (counts.get(context.commandName!) ?? 0) + 1);
      return next(args);
    },
    // Replaces the counter of an earlier bench on the same client (a name is added once).
    { step: 'initialize', name: 'benchCallCounter', override: true },
  );
  return {
    reset: () => counts.clear(),
    perOp: (ops: number) =>
      Object.fromEntries([...counts].map(([name, n]) => [name.replace(/Command$/, ''), Number((n / Math.max(ops, 1)).toFixed(2))])),
  };
}
