// The soak: local mode under a mixed load (lib/tools/soak/load.ts), then the audit of every payment,
// delivery and link, and the scan of every log line and answer for secrets. 30 s of load in
// `npm test`; `npm run soak` runs it for minutes (SOAK_SECONDS) and writes docs/reliability.md
// (SOAK_REPORT).
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setLogSink } from '../../../shared/log/logger.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { drain, prepareWorld, runLoad, type SoakWorld } from '../../../lib/tools/soak/load.js';
import { buildReport, formatMarkdown, formatText, problemsOf } from '../../../lib/tools/soak/report.js';
import { auditRefunds, handOverLostEvents, withRefundAudit } from '../../../lib/tools/soak/refunds.js';
import { PAYMENT_TEST_ENV } from '../payments/support.js';
import { auditPayments, merchantSecrets, providerSecrets, secretsIn } from './support/audit.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? (SECONDS > 60 ? 8 : 4));
/**
 * Drain: the last expiring payment ends a minute after its creation, paid attempts settle in
 * seconds, the webhook queue works through its backlog (a time-out holds a batch for 10 s).
 */
const DRAIN_MS = Math.max(150_000, SECONDS * 1_000);

let app: TestApp;
let world: SoakWorld;
const logFile = join(tmpdir(), `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
const log = { lines: 0, errors: 0, leaks: [] as string[] };

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  const secrets = providerSecrets();
  world = await prepareWorld(app, secrets);
  secrets.push(...world.merchants.flatMap((m) => merchantSecrets(m.merchant)));
  // From here every log line is scanned as it is written (and kept in a file, not in memory).
  const file = createWriteStream(logFile);
  setLogSink((line) => {
    log.lines += 1;
    if (line.includes('"level":"error"')) log.errors += 1;
    for (const secret of secretsIn(line, secrets)) log.leaks.push(`a secret ending ${secret.slice(-4)} in: ${line.slice(0, 300)}`);
    file.write(`${line}\n`);
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await Promise.all(world?.receivers.map((r) => r.stop()) ?? []);
});

it(
  `under ${SECONDS} s of mixed load, loses nothing, does nothing twice and leaks no secret`,
  async () => {
    const load = await runLoad(world, { seconds: SECONDS, concurrency: CONCURRENCY });
    const drained = await drain(world, DRAIN_MS);
    await handOverLostEvents(world);
    const refunds = await auditRefunds(world);
    const audit = withRefundAudit(await auditPayments(app, world.merchants), refunds);
    // The lines written before the sink changed, the webhook bodies and the emails are scanned too.
    for (const line of [...app.logs, ...world.receivers.flatMap((r) => r.bodies), ...(await app.mails())]) {
      for (const secret of secretsIn(line, world.secrets)) log.leaks.push(`a secret ending ${secret.slice(-4)} in: ${line.slice(0, 300)}`);
    }
    const report = buildReport(world, { loadSeconds: load.seconds, concurrency: CONCURRENCY, drainSeconds: drained.seconds, converged: drained.converged }, log, audit);
    console.log(`${formatText(report)}\nLog: ${logFile}`);
    if (process.env.SOAK_REPORT) await writeFile(process.env.SOAK_REPORT, formatMarkdown(report));

    // The load really ran: payments of every kind, at every provider.
    expect(audit.payments).toBeGreaterThan(SECONDS / 3);
    expect(report.orders.every((o) => o.states), JSON.stringify(report.orders)).toBe(true);
    expect(audit.checks['event delivered to every subscribed endpoint'] ?? 0).toBeGreaterThan(0);
    expect(refunds.refunds.succeeded ?? 0, JSON.stringify(refunds.refunds)).toBeGreaterThan(0);
    expect(problemsOf(report)).toEqual([]);
  },
  (SECONDS + DRAIN_MS / 1_000 + 600) * 1_000,
);
