// npm run backfill:payments -- --before <ISO date-time> [--organisation <id>]
// One-off: writes the overview's counters and the search entries of the payments created before
// `--before` (the moment the release that writes them went live), which have none
// (shared/payments/backfill-indexes.ts). Safe to run twice and beside live traffic. Against local
// mode (npm start running) it reads the endpoints local mode wrote; against a deployed stage, set
// TABLE_NAME and AWS credentials as for any AWS tool (see README).
import { parseArgs } from 'node:util';
import { runCommand, useLocalModeUnlessDeployed } from './command.js';

const USAGE = 'usage: npm run backfill:payments -- --before <ISO date-time> [--organisation <id>]';

async function backfill(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { before: { type: 'string' }, organisation: { type: 'string' } } });
  const before = values.before ? new Date(values.before) : undefined;
  if (!before || Number.isNaN(before.getTime())) throw new Error(USAGE);
  if (before.getTime() > Date.now()) throw new Error('--before is in the future: give the moment the counters and search entries went live');
  await useLocalModeUnlessDeployed();
  // Placeholders for settings this command does not use, so the shared config parses.
  process.env.PUBLIC_API_URL ??= 'https://api.invalid';
  process.env.CHECKOUT_URL ??= 'https://checkout.invalid';
  const { backfillPaymentIndexes } = await import('../../../shared/payments/backfill-indexes.js');
  const report = await backfillPaymentIndexes({ before, ...(values.organisation ? { organisationId: values.organisation } : {}) });
  process.stdout.write(`${JSON.stringify(report)}\n`);
  if (report.gaveUp) process.exitCode = 2;
}

/** Runs the backfill the arguments name (a failure: one line on stderr, exit code 1). */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  await runCommand('backfill:payments', () => backfill(args));
}
