// npm run bench: prints the figures and writes them to docs/benchmarks.md.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { startStandIns } from '../../lib/local/stand-ins/index.js';
import { measureBundles } from './bundles.js';
import { measureDynamoFloor } from './dynamodb-floor.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUNDLE_TARGET_BYTES = 500 * 1024;
const INIT_TARGET_MS = 150;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  process.stdout.write(`Benchmarks on ${machine}\n\nBundling and timing cold imports...\n`);
  const bundles = await measureBundles();
  for (const b of bundles) process.stdout.write(`  ${b.name.padEnd(28)} ${kb(b.bytes).padStart(10)} ${b.initMs.toFixed(1).padStart(7)} ms\n`);

  process.stdout.write('\nMeasuring the raw DynamoDB Local floor...\n');
  const standIns = await startStandIns({ buckets: [] });
  let floor;
  try {
    floor = await measureDynamoFloor(standIns.dynamodbEndpoint);
  } finally {
    await standIns.stop();
  }
  for (const f of floor) {
    process.stdout.write(`  ${f.operation} ×${String(f.concurrency).padEnd(3)} ${String(f.opsPerSecond).padStart(6)} ops/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms\n`);
  }

  const bundleRows = bundles.map(
    (b) =>
      `| ${b.name} | ${kb(b.bytes)} | ${b.initMs.toFixed(1)} ms | ${b.bytes <= BUNDLE_TARGET_BYTES && b.initMs <= INIT_TARGET_MS ? 'yes' : '**no**'} |`,
  );
  const floorRows = floor.map((f) => `| ${f.operation} | ${f.concurrency} | ${f.opsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms |`);
  const markdown = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine}. Every figure below is`,
    'rewritten by that command; the figures are this machine\'s, not a promise for another.',
    '',
    '## Functions: bundle size and cold initialisation',
    '',
    `Each function bundled as the CDK app bundles it (esbuild, minified ESM, \`@aws-sdk/*\` provided by the`,
    `nodejs22.x runtime), then imported in a fresh Node process; the median of 7 imports. Targets: under`,
    `${BUNDLE_TARGET_BYTES / 1024} KB and under ${INIT_TARGET_MS} ms.`,
    '',
    '| function | bundle (minified) | init (median) | within targets |',
    '|---|---|---|---|',
    ...bundleRows,
    '',
    '## Raw DynamoDB Local floor',
    '',
    'PutItem and GetItem of a 0.5 KB item through the document client against DynamoDB Local, nothing of ours in',
    'between, 4 s per row. Later API benchmarks are set against this floor.',
    '',
    '| operation | concurrency | ops/s | p50 | p99 |',
    '|---|---|---|---|---|',
    ...floorRows,
    '',
  ].join('\n');
  await writeFile(new URL('../../docs/benchmarks.md', import.meta.url), markdown);
  process.stdout.write('\nWritten to docs/benchmarks.md\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
