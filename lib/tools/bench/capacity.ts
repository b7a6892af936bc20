// npm run capacity: the DynamoDB read and write capacity units each hot operation consumes, as
// DynamoDB reports them. The local app (the same handlers as in Lambda) runs in this process
// against DynamoDB Local; a middleware on the shared client asks every call for its consumed
// capacity (ReturnConsumedCapacity, per index) and credits it to the function that made the call
// (the local IAM stand-in, lib/local/resource-guard.ts, knows which one). Prints a table; writes
// nothing else. docs/capacity.md turns the figures into a cost.
import { cpus } from 'node:os';
import { FALLBACK_GROUP, routeGroups, schedules, workers } from '../../../functions/manifest.js';
import { FILES_BUCKET, type LocalApp } from '../../local/app.js';
import type { RunningSimulators } from '../../local/simulators/index.js';
import { startStandIns } from '../../local/stand-ins/index.js';
import { setLogLevel } from '../../../shared/log/logger.js';
import { db } from '../../../shared/store/client.js';
import { countingReceiver } from '../../../test/integration/reliability/support/receiver.js';
import { benchMerchant, startBenchApp } from './api.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** Payments measured for each operation; the table gives the mean per operation. */
const RUNS = 3;

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);

interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

/** What one function consumed: calls, and units by kind, split table / indexes. */
interface Usage {
  calls: Record<string, number>;
  rcu: number;
  wcu: number;
  indexWcu: number;
  /** Index write units by index name (GSI1, GSI2, GSI3). */
  wcuByIndex: Record<string, number>;
  /** Other uses the function made (KMS, queues, email), as the local IAM stand-in counts them. */
  otherUses: Record<string, number>;
  /**
   * Read units DynamoDB Local reports as 0 for a read that found nothing, where DynamoDB charges
   * its minimum (0.5 eventually consistent, 1 strongly consistent): computed, included in `rcu`.
   */
  computedRcu: number;
  /** Calls whose answer carried no ConsumedCapacity. */
  unreported: Record<string, number>;
}

const emptyUsage = (): Usage => ({ calls: {}, rcu: 0, wcu: 0, indexWcu: 0, wcuByIndex: {}, otherUses: {}, computedRcu: 0, unreported: {} });

/**
 * Installs the meter on the shared client: every call asks for its consumed capacity, and the
 * answer is credited to the function that made it ('outside' for this script's own set-up).
 */
function installCapacityMeter(app: LocalApp) {
  const functionNames = [...routeGroups.map((g) => g.name), FALLBACK_GROUP, ...workers.map((w) => w.name), ...schedules.map((s) => s.name)];
  const usage = new Map<string, Usage>();
  // The guard counts each call synchronously as it leaves (the client's reportTableAccess
  // middleware, just before this one): the function whose count of this command moved is its caller.
  const seen = new Map<string, number>();
  const callerOf = (operation: string): string => {
    let caller = 'outside';
    for (const name of functionNames) {
      const n = app.resourceUsesOf(name)[operation] ?? 0;
      const key = `${name}\u0000${operation}`;
      if (n !== (seen.get(key) ?? 0)) caller = name;
      seen.set(key, n);
    }
    return caller;
  };
  // Counts made before the meter (this script's set-up through the API) are the starting point.
  for (const name of functionNames) for (const [use, n] of Object.entries(app.resourceUsesOf(name))) seen.set(`${name}\u0000${use}`, n);
  const client = db();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (context as Record<string, unknown>).capacityCaller = callerOf((context.commandName ?? '').replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'capacityCaller', override: true },
  );
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = (context.commandName ?? '').replace(/Command$/, '');
      const input = args.input as Record<string, unknown>;
      if (operation !== 'DescribeTable') input.ReturnConsumedCapacity = 'INDEXES';
      const result = await next(args);
      const caller = String((context as Record<string, unknown>).capacityCaller ?? 'outside');
      const u = usage.get(caller) ?? emptyUsage();
      usage.set(caller, u);
      u.calls[operation] = (u.calls[operation] ?? 0) + 1;
      const reported = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
      const entries = reported === undefined ? [] : Array.isArray(reported) ? reported : [reported];
      if (entries.length === 0 && operation !== 'DescribeTable') u.unreported[operation] = (u.unreported[operation] ?? 0) + 1;
      for (const c of entries) {
        const total = c.CapacityUnits ?? 0;
        const indexes = Object.values(c.GlobalSecondaryIndexes ?? {}).reduce((sum, i) => sum + (i.CapacityUnits ?? 0), 0);
        if (READS.has(operation)) {
          const minimum = total === 0 && operation !== 'BatchGetItem' && operation !== 'TransactGetItems' ? (input.ConsistentRead ? 1 : 0.5) : 0;
          u.rcu += total + minimum;
          u.computedRcu += minimum;
        } else {
          u.wcu += total;
          u.indexWcu += indexes;
          for (const [index, c2] of Object.entries(c.GlobalSecondaryIndexes ?? {})) u.wcuByIndex[index] = (u.wcuByIndex[index] ?? 0) + (c2.CapacityUnits ?? 0);
        }
      }
      // CAPACITY_DEBUG=1: every call's answer on stderr, to see which item and index took the units.
      if (process.env.CAPACITY_DEBUG) process.stderr.write(`${caller} ${operation} ${JSON.stringify(reported)}\n`);
      return result;
    },
    { step: 'serialize', priority: 'high', name: 'capacityMeter', override: true },
  );
  const otherUsesOf = (name: string) => Object.fromEntries(Object.entries(app.resourceUsesOf(name)).filter(([use]) => use.includes(':') || use === 'email'));
  const snapshot = () => new Map([...usage].map(([name, u]) => [name, { ...structuredClone(u), otherUses: otherUsesOf(name) }]));
  return {
    /** What each function consumed while `act` ran (and the queue work it set off, once idle). */
    async during(act: () => Promise<unknown>): Promise<{ usage: Map<string, Usage>; ms: number }> {
      const before = snapshot();
      const started = performance.now();
      await act();
      const ms = performance.now() - started;
      await app.queuesIdle();
      const out = new Map<string, Usage>();
      for (const [name, after] of usage) {
        const was = before.get(name) ?? emptyUsage();
        const d = emptyUsage();
        for (const [op, n] of Object.entries(after.calls)) if (n - (was.calls[op] ?? 0) > 0) d.calls[op] = n - (was.calls[op] ?? 0);
        for (const [op, n] of Object.entries(after.unreported)) if (n - (was.unreported[op] ?? 0) > 0) d.unreported[op] = n - (was.unreported[op] ?? 0);
        d.rcu = after.rcu - was.rcu;
        d.wcu = after.wcu - was.wcu;
        d.indexWcu = after.indexWcu - was.indexWcu;
        d.computedRcu = after.computedRcu - was.computedRcu;
        for (const [index, n] of Object.entries(after.wcuByIndex)) if (n - (was.wcuByIndex[index] ?? 0) > 0) d.wcuByIndex[index] = n - (was.wcuByIndex[index] ?? 0);
        for (const [use, n] of Object.entries(otherUsesOf(name))) if (n - (was.otherUses[use] ?? 0) > 0) d.otherUses[use] = n - (was.otherUses[use] ?? 0);
        if (Object.keys(d.calls).length > 0 && name !== 'outside') out.set(name, d);
      }
      return { usage: out, ms };
    },
  };
}

interface Row {
  operation: string;
  fn: string;
  usage: Usage;
  /** Median wall time of the request or scheduled run, where it measures one function's work. */
  ms?: number;
}

/** Sums the runs of one operation per function, then divides by the runs. */
function mean(operation: string, runs: Array<Map<string, Usage>>, times: number[]): Row[] {
  const sum = new Map<string, Usage>();
  for (const run of runs) {
    for (const [fn, u] of run) {
      const s = sum.get(fn) ?? emptyUsage();
      sum.set(fn, s);
      for (const [op, n] of Object.entries(u.calls)) s.calls[op] = (s.calls[op] ?? 0) + n;
      for (const [op, n] of Object.entries(u.unreported)) s.unreported[op] = (s.unreported[op] ?? 0) + n;
      s.rcu += u.rcu;
      s.wcu += u.wcu;
      s.indexWcu += u.indexWcu;
      s.computedRcu += u.computedRcu;
      for (const [index, n] of Object.entries(u.wcuByIndex)) s.wcuByIndex[index] = (s.wcuByIndex[index] ?? 0) + n;
      for (const [use, n] of Object.entries(u.otherUses)) s.otherUses[use] = (s.otherUses[use] ?? 0) + n;
    }
  }
  const per = (n: number) => Number((n / runs.length).toFixed(2));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
  return [...sum].map(([fn, s], i) => ({
    operation,
    fn,
    ms: i === 0 ? median : undefined,
    usage: {
      calls: Object.fromEntries(Object.entries(s.calls).map(([op, n]) => [op, per(n)])),
      unreported: Object.fromEntries(Object.entries(s.unreported).map(([op, n]) => [op, per(n)])),
      rcu: per(s.rcu),
      wcu: per(s.wcu),
      indexWcu: per(s.indexWcu),
      computedRcu: per(s.computedRcu),
      wcuByIndex: Object.fromEntries(Object.entries(s.wcuByIndex).map(([index, n]) => [index, per(n)])),
      otherUses: Object.fromEntries(Object.entries(s.otherUses).map(([use, n]) => [use, per(n)])),
    },
  }));
}

async function main(): Promise<void> {
  setLogLevel('warn');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  process.stdout.write(`DynamoDB capacity per operation, ${new Date().toISOString()}, ${machine}, DynamoDB Local\n\n`);
  const standIns = await startStandIns({ buckets: [FILES_BUCKET] });
  const receiver = await countingReceiver();
  const app = await startBenchApp(standIns, 'capacity', {
    // An open attempt is due for a status check at once, so that one check can be measured.
    env: { PAYMENTS_POLL_DELAYS_SECONDS: '0' },
  });
  try {
    const rows = await measure(app, app.simulators!, receiver.url);
    printTable(rows);
  } finally {
    await app.stop();
    await receiver.stop();
    await standIns.stop();
  }
}

async function measure(app: LocalApp, simulators: RunningSimulators, receiverUrl: string): Promise<Row[]> {
  const apiKey = await benchMerchant();
  const keyHeaders = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
    const res = await fetch(`${app.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
  };
  const createPayment = async (extra: Record<string, unknown> = {}) =>
    (await call('POST', '/payments', { amount: 12_500, currency: 'TND', description: 'Capacity order', orderId: 'cap-1', ...extra }, keyHeaders)).body as {
      reference: string;
      organisationId: string;
    };

  // The merchant's view of an attempt names the provider's reference (not part of the payment's path).
  const externalRefOf = async (reference: string, attemptId: string) => {
    const attempts = (await call('GET', `/payments/${reference}/attempts`, undefined, keyHeaders)).body.items as Array<{ id: string; externalRef: string }>;
    return attempts.find((a) => a.id === attemptId)!.externalRef;
  };
  const succeeded = async (reference: string) => {
    for (let i = 0; ; i++) {
      if ((await call('GET', `/checkout/${reference}/status`)).body.status === 'succeeded') return;
      if (i > 200) throw new Error(`payment ${reference} not settled`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // The payment that the expiry sweep will find due, made first so that it is due by the end.
  const expiring = await createPayment({ expiresInMinutes: 1 });
  const expiresAt = Date.now() + 60_000;
  await call('POST', `/organisations/${expiring.organisationId}/webhooks`, { url: receiverUrl, events: ['payment.succeeded'] }, keyHeaders);
  const link = (
    await call('POST', '/payment-links', { title: 'Capacity link', amountType: 'open', usage: 'reusable', minAmount: 1_000 }, keyHeaders)
  ).body as { slug: string };

  const meter = installCapacityMeter(app);
  const runs = new Map<string, Array<Map<string, Usage>>>();
  const times = new Map<string, number[]>();
  /**
   * `ignore`: functions the measuring itself calls meanwhile (the status read that waits for a
   * settlement), whose time is then not one function's either.
   */
  const record = async (operation: string, act: () => Promise<unknown>, ignore: string[] = []) => {
    const { usage, ms } = await meter.during(act);
    for (const fn of ignore) usage.delete(fn);
    runs.set(operation, [...(runs.get(operation) ?? []), usage]);
    if (!ignore.length) times.set(operation, [...(times.get(operation) ?? []), ms]);
  };

  // The schedules with nothing due: what each run costs whatever the traffic.
  await record('payments-poller run, nothing due', () => app.runSchedule('payments-poller'));
  await record('payments-expiry run, nothing due', () => app.runSchedule('payments-expiry'));

  // One payment end to end; the first is a warm-up (handlers loaded, credentials and secrets cached).
  const payOnce = async (measured: boolean) => {
    const step = measured
      ? record
      : async (_: string, act: () => Promise<unknown>, _ignore?: string[]) => {
          await act();
          await app.queuesIdle();
        };
    let payment!: { reference: string };
    await step('POST /payments (v3 key)', async () => (payment = await createPayment()));
    const { reference } = payment;
    await step('POST /links/{slug}/payments', () => call('POST', `/links/${link.slug}/payments`, { amount: 12_500, payer: { firstName: 'Cap', lastName: 'Payer' } }));
    await step('GET /checkout/{reference}, first view', () => call('GET', `/checkout/${reference}`));
    await step('GET /checkout/{reference}, next view', () => call('GET', `/checkout/${reference}`));
    await step('GET /checkout/{reference}/status', () => call('GET', `/checkout/${reference}/status`));
    let attemptId = '';
    await step('POST /checkout/{reference}/attempts', async () => {
      attemptId = (await call('POST', `/checkout/${reference}/attempts`, { provider: 'clictopay' })).body.attemptId;
    });
    const externalRef = await externalRefOf(reference, attemptId);
    // The simulator calls the service back as the payer pays; the settlement sets off the
    // payment.succeeded event (outbox worker) and its webhook try (webhook-delivery worker).
    await step('settlement by provider callback (+ its event and webhook try)', async () => {
      await simulators.control.complete('clictopay', externalRef, 'success');
      await succeeded(reference);
    }, ['checkout']);
    // The payer's browser comes back through the provider's return.
    await step('GET /callbacks/{provider}/{attemptId} (payer return)', () => call('GET', `/callbacks/clictopay/${attemptId}`));
  };
  await payOnce(false);
  for (let i = 0; i < RUNS; i++) await payOnce(true);

  // One status check of an open attempt by the poller (the provider still says pending).
  for (let i = 0; i < RUNS; i++) {
    const { reference } = await createPayment();
    const { attemptId } = (await call('POST', `/checkout/${reference}/attempts`, { provider: 'clictopay' })).body;
    await record('payments-poller run, 1 open attempt due', () => app.runSchedule('payments-poller'));
    // Settled, so that the next run finds only its own attempt due.
    await simulators.control.complete('clictopay', await externalRefOf(reference, attemptId), 'success');
    await succeeded(reference);
    await app.queuesIdle();
  }

  // One expiry: the payment made first is due now.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now() + 2_000)));
  await record('payments-expiry run, 1 payment due (+ its event)', () => app.runSchedule('payments-expiry'));
  await record('outbox-relay run', () => app.runSchedule('outbox-relay'));

  return [...runs].flatMap(([operation, r]) => mean(operation, r, times.get(operation) ?? []));
}

function printTable(rows: Row[]): void {
  const header = ['operation', 'function', 'ms', 'DynamoDB calls', 'RCU', 'of which computed', 'WCU', 'of which index WCU', 'other uses', 'not reported'];
  const lines = rows.map((r) => [
    r.operation,
    r.fn,
    r.ms === undefined ? '-' : r.ms.toFixed(1),
    Object.entries(r.usage.calls)
      .map(([op, n]) => `${op} ${n}`)
      .join(', '),
    String(r.usage.rcu),
    String(r.usage.computedRcu),
    String(r.usage.wcu),
    r.usage.indexWcu === 0
      ? '0'
      : `${r.usage.indexWcu} (${Object.entries(r.usage.wcuByIndex)
          .sort()
          .map(([index, n]) => `${index} ${n}`)
          .join(', ')})`,
    Object.entries(r.usage.otherUses)
      .map(([use, n]) => `${use} ${n}`)
      .join(', ') || '-',
    Object.entries(r.usage.unreported)
      .map(([op, n]) => `${op} ${n}`)
      .join(', ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const out = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |\n`;
  process.stdout.write(out(header));
  process.stdout.write(out(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) process.stdout.write(out(l));
  process.stdout.write(
    `\nMean of ${RUNS} runs per operation; capacity as DynamoDB Local reports it (ReturnConsumedCapacity INDEXES), except the` +
      ' computed minimum of reads that found nothing (reported 0 by DynamoDB Local).\n',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
