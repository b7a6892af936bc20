// npm run soak [-- --minutes N]: the soak test (test/integration/reliability/soak.test.ts) for N
// minutes (default 5; or SOAK_SECONDS), on the stand-ins vitest's global setup starts, loopback
// only; it stops by itself, prints its figures and writes them to docs/reliability.md.
import { spawn } from 'node:child_process';

function seconds(argv: readonly string[]): number {
  const i = argv.indexOf('--minutes');
  if (i >= 0) {
    const minutes = Number(argv[i + 1]);
    if (!(minutes > 0)) throw new Error('--minutes takes a positive number');
    return Math.round(minutes * 60);
  }
  return Number(process.env.SOAK_SECONDS ?? 300);
}

const child = spawn(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', 'test/integration/reliability/soak.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, SOAK_SECONDS: String(seconds(process.argv.slice(2))), SOAK_REPORT: process.env.SOAK_REPORT ?? 'docs/reliability.md' },
  },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
