// What the admin commands share: how they reach the service's data (a deployed stage's, or local
// mode's), and how they end on a failure.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Without TABLE_NAME (no deployed stage's environment), local mode's: the environment `npm start`
 * recorded under .local/ (stand-in endpoints, table name).
 */
export async function useLocalModeUnlessDeployed(): Promise<void> {
  if (process.env.TABLE_NAME) return;
  const runtime = JSON.parse(await readFile(join(process.cwd(), '.local', 'runtime-env.json'), 'utf8').catch(() => {
    throw new Error('TABLE_NAME is not set and no local mode runtime was found: run `npm start` first, or set the AWS environment');
  }));
  Object.assign(process.env, runtime);
}

/** Runs the command `name`; a failure is one line on stderr and exit code 1. */
export async function runCommand(name: string, command: () => Promise<void>): Promise<void> {
  await command().catch((error: unknown) => {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
