// npm run bench: prints the figures and writes them to docs/benchmarks.md.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { checkoutPageBenchmarkSection, checkoutPageSummary, measureCheckoutPage } from '../../web/checkout/build.js';
import { dashboardBenchmarkSection, measureDashboard } from '../../web/dashboard/build.js';
import { FILES_BUCKET } from '../../local/app.js';
import { startStandIns } from '../../local/stand-ins/index.js';
import { measureApi, type ApiFigure } from './api.js';
import { measureBundles } from './bundles.js';
import { measureDynamoFloor } from './dynamodb-floor.js';
import { measureWebhookDelivery, type WebhookFigure } from './webhook-delivery.js';
import { measureAtScale, scaleBenchmarkSection, type ScaleFigures } from './scale.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUNDLE_TARGET_BYTES = 500 * 1024;
const INIT_TARGET_MS = 150;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The ratio of an API operation to the raw floor of its minimal storage work that the issue asks for. */
const RATIO_TARGET = 0.7;

/** Each operation's minimal storage work, measured raw by dynamodb-floor.ts. */
const MINIMAL_WORK: Record<string, string> = {
  'POST /payments': 'transaction of 2 puts',
  'POST /links/{slug}/payments': 'transaction of 2 puts',
  'GET /checkout/{reference}': 'get + put',
};

/** Why an operation stays short of the target (the storage round trips it still makes beyond its minimal work). */
const WHY_SHORT: Record<string, string> = {
  'POST /payments':
    'POST /payments makes 3 round trips where its minimal work is 1: the API key, then its organisation (which names the default account) and the account its key\'s hint names (which carries its routes\' affiliation statuses) in one batch, then the transaction; the key must be read before the batch, since it names the organisation.',
  'POST /links/{slug}/payments':
    'POST /links/{slug}/payments reads the link, its organisation and account before its transaction (the link names them).',
  'GET /checkout/{reference}':
    'GET /checkout/{reference} makes as many round trips as its minimal work: the open (one update that answers the payment), then its account and organisation in one batch (the payment names them; a suspended organisation and a paused account must be seen at once); what is left is the gateway\'s part.',
};

const BENCHMARKS = new URL('../../../docs/benchmarks.md', import.meta.url);
const SCALE_HEADING = '## Payments at scale (issue 29)';

/**
 * BENCH_ONLY=scale: only the payments at scale (BENCH_PAYMENTS of them, 100 000 by default), whose
 * section replaces its own in docs/benchmarks.md, the other figures left as they were measured.
 */
async function scaleOnly(): Promise<void> {
  const standIns = await startStandIns({ buckets: [FILES_BUCKET] });
  let scale: ScaleFigures;
  try {
    process.stdout.write('Measuring payments at scale...\n');
    scale = await measureAtScale(standIns);
  } finally {
    await standIns.stop();
  }
  const current = await readFile(BENCHMARKS, 'utf8');
  const section = scaleBenchmarkSection(scale, RATIO_TARGET).join('\n');
  const start = current.indexOf(SCALE_HEADING);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + SCALE_HEADING.length);
  const next =
    start < 0 ? `${current.trimEnd()}\n\n${section}` : `${current.slice(0, start)}${section}${end < 0 ? '' : current.slice(end + 1)}`;
  await writeFile(BENCHMARKS, next);
  process.stdout.write('\nWritten to docs/benchmarks.md\n');
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'scale') return scaleOnly();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  process.stdout.write(`Benchmarks on ${machine}\n\nBundling and timing cold imports...\n`);
  const bundles = await measureBundles();
  for (const b of bundles) process.stdout.write(`  ${b.name.padEnd(28)} ${kb(b.bytes).padStart(10)} ${b.initMs.toFixed(1).padStart(7)} ms\n`);

  process.stdout.write('\nMeasuring the raw DynamoDB Local floor...\n');
  const standIns = await startStandIns({ buckets: [FILES_BUCKET] });
  let floor;
  let api: ApiFigure[];
  let webhooks: WebhookFigure[];
  let scale: ScaleFigures;
  try {
    floor = await measureDynamoFloor(standIns.dynamodbEndpoint);
    process.stdout.write('\nMeasuring the API through the local gateway...\n');
    api = await measureApi(standIns);
    process.stdout.write('\nMeasuring webhook deliveries...\n');
    webhooks = await measureWebhookDelivery(standIns);
    process.stdout.write('\nMeasuring payments at scale...\n');
    scale = await measureAtScale(standIns);
  } finally {
    await standIns.stop();
  }
  for (const f of floor) {
    process.stdout.write(`  ${f.operation} ×${String(f.concurrency).padEnd(3)} ${String(f.opsPerSecond).padStart(6)} ops/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms\n`);
  }

  for (const f of api) {
    process.stdout.write(
      `  ${f.operation.padEnd(26)} ×${String(f.concurrency).padEnd(3)} ${String(f.opsPerSecond).padStart(6)} ops/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  DynamoDB/op ${JSON.stringify(f.dynamoCallsPerOp)}\n`,
    );
  }

  for (const f of webhooks) {
    process.stdout.write(
      `  ${f.operation.padEnd(40)} ×${String(f.concurrency).padEnd(3)} ${String(f.opsPerSecond).padStart(6)}/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms${f.dynamoCallsPerTry ? `  DynamoDB/try ${JSON.stringify(f.dynamoCallsPerTry)}` : ''}\n`,
    );
  }

  process.stdout.write('\nMeasuring the web pages (gzip level 9)...\n');
  const checkoutPage = measureCheckoutPage();
  const dashboard = measureDashboard();
  process.stdout.write(`${checkoutPageSummary(checkoutPage)}\n`);
  process.stdout.write(`  dashboard, first load           ${kb(dashboard.totalGzipBytes).padStart(10)} gzip\n`);

  const bundleRows = bundles.map(
    (b) =>
      `| ${b.name} | ${kb(b.bytes)} | ${b.initMs.toFixed(1)} ms | ${b.bytes <= BUNDLE_TARGET_BYTES && b.initMs <= INIT_TARGET_MS ? 'yes' : '**no**'} |`,
  );
  const floorRows = floor.map((f) => `| ${f.operation} | ${f.concurrency} | ${f.opsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms |`);
  const floorOf = (operation: string, c: number) => floor.find((f) => f.operation === MINIMAL_WORK[operation] && f.concurrency === c);
  const ratioOf = (f: ApiFigure) => {
    const minimal = floorOf(f.operation, f.concurrency);
    return minimal ? f.opsPerSecond / minimal.opsPerSecond : undefined;
  };
  const apiRows = api.map((f) => {
    const minimal = floorOf(f.operation, f.concurrency);
    const ratio = ratioOf(f);
    return `| ${f.operation} | ${f.concurrency} | ${f.opsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${Object.entries(f.dynamoCallsPerOp)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')} | ${minimal ? `${MINIMAL_WORK[f.operation]}: ${minimal.opsPerSecond}` : '–'} | ${ratio === undefined ? '–' : ratio >= RATIO_TARGET ? ratio.toFixed(2) : `**${ratio.toFixed(2)}**`} |`;
  });
  const webhookTryFloor = floor.find((f) => f.operation === 'put + transaction of 2 puts' && f.concurrency === 8);
  const short = api.filter((f) => (ratioOf(f) ?? 1) < RATIO_TARGET);
  const markdown = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine}. Every figure below is`,
    'rewritten by that command; the figures are this machine\'s, not a promise for another.',
    '',
    '## Functions: bundle size and cold initialisation',
    '',
    `Each function bundled as the CDK app bundles it (esbuild, minified ESM; the DynamoDB client bundled, the`,
    `SDK clients loaded only on first use (KMS, SQS, S3, SES) left to the nodejs22.x runtime), then imported in a`,
    `fresh Node process; the median of 7 imports. Targets: under ${BUNDLE_TARGET_BYTES / 1024} KB and under ${INIT_TARGET_MS} ms.`,
    '',
    'How the bundles are cut (measured on 2026-11-22 while choosing, same machine): leaving the whole AWS SDK to the',
    'runtime gave 100–190 KB bundles but 230–490 ms initialisations (importing `@aws-sdk/client-dynamodb` from',
    '`node_modules` alone takes about 200 ms here); bundling the whole SDK gave 104–187 ms but 481–719 KB. The bundles',
    'below carry the DynamoDB client, which every request uses, and load the KMS, SQS, S3 and SES clients on first use',
    'from the runtime, with the credential providers Lambda never needs (SSO, profiles, IMDS) left out.',
    '',
    '| function | bundle (minified) | init (median) | within targets |',
    '|---|---|---|---|',
    ...bundleRows,
    '',
    '## Raw DynamoDB Local floor',
    '',
    'PutItem and GetItem of a 0.5 KB item through the document client against DynamoDB Local, nothing of ours in',
    'between, 4 s per row; then the minimal storage work of each hot operation, raw: a transaction of two puts (a',
    'payment created with its timeline), a get then a put (the checkout view and its open), a put then a transaction',
    'of two puts (a webhook try: its claim, then its result). The API benchmarks below are set against these.',
    '',
    '| operation | concurrency | ops/s | p50 | p99 |',
    '|---|---|---|---|---|',
    ...floorRows,
    '',
    '## API through the local gateway',
    '',
    'Requests over HTTP to the local gateway, which invokes the same handlers as Lambda, 4 s per row after a warm-up.',
    'DynamoDB calls are counted on the client the handlers use and divided by the operations made. The public rate',
    'limits are off for this run (one client on one reference is the benchmark). Each operation is set against the',
    'raw floor of its minimal storage work at the same concurrency (the floor section above), and the ratio of the',
    `two is the last column (target: at least ${RATIO_TARGET}).`,
    '',
    '| operation | concurrency | ops/s | p50 | p99 | DynamoDB calls per operation | minimal storage work: raw ops/s | ratio |',
    '|---|---|---|---|---|---|---|---|',
    ...apiRows,
    '',
    ...(short.length
      ? [
          `Short of ${RATIO_TARGET}: ${short.map((f) => `${f.operation} at ${f.concurrency} (${ratioOf(f)!.toFixed(2)})`).join(', ')}. Why: ${[
            ...new Set(short.map((f) => WHY_SHORT[f.operation] ?? 'not yet analysed')),
          ].join(' ')} Each request also crosses the local gateway (the HTTP request, a Lambda event built and parsed, the handler's middleware and its JSON log lines), which the raw floor does not: compare the p50 columns.`,
          '',
        ]
      : []),
    '## Webhook deliveries',
    '',
    'One webhook worker invocation at a time (batches of 10, as its SQS trigger hands them over) delivering to a',
    'local receiver, set against a plain loop of HTTP POSTs to the same receiver: the gap is the engine\'s own work',
    '(claiming the try, signing, recording the try and the delivery in DynamoDB).',
    '',
    '| operation | concurrency | per second | p50 | p99 | DynamoDB calls per try |',
    '|---|---|---|---|---|---|',
    ...webhooks.map(
      (f) =>
        `| ${f.operation} | ${f.concurrency} | ${f.opsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${
          f.dynamoCallsPerTry ? Object.entries(f.dynamoCallsPerTry).map(([name, n]) => `${name} ${n}`).join(', ') : '–'
        } |`,
    ),
    ...(webhookTryFloor ? [`The raw floor of a try's minimal storage work (${webhookTryFloor.operation}, concurrency 8): ${webhookTryFloor.opsPerSecond}/s.`, ''] : []),
    '',
    ...scaleBenchmarkSection(scale, RATIO_TARGET),
    ...checkoutPageBenchmarkSection(checkoutPage),
    ...dashboardBenchmarkSection(dashboard),
  ].join('\n');
  await writeFile(BENCHMARKS, markdown);
  process.stdout.write('\nWritten to docs/benchmarks.md\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
