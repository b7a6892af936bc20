// The route analysis of lib/tools/contract/errors-doc.ts (a TypeScript program over every handler, tens of
// seconds) is needed by three contract test files. The unit project's global setup starts it once,
// in a child process beside the test workers; the files read its result (a JSON file named after
// the run and the sources), and compute it themselves only where the global setup did not run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseRoutes, type RouteAnalysis } from '../../lib/tools/contract/errors-doc.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENV = 'ROUTE_ANALYSIS_FILE';

interface Serialised {
  uses: RouteAnalysis['uses'];
  v2Statuses: [string, number[]][];
  successStatuses: [string, number[]][];
}

const serialise = (a: RouteAnalysis): Serialised => ({
  uses: a.uses,
  v2Statuses: [...a.v2Statuses].map(([k, v]) => [k, [...v]]),
  successStatuses: [...a.successStatuses].map(([k, v]) => [k, [...v]]),
});

const deserialise = (s: Serialised): RouteAnalysis => ({
  uses: s.uses,
  v2Statuses: new Map(s.v2Statuses.map(([k, v]) => [k, new Set(v)])),
  successStatuses: new Map(s.successStatuses.map(([k, v]) => [k, new Set(v)])),
});

/** Every TypeScript source the analysis can read: a change of any gives another file name. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ['functions', 'shared', 'lib']) if (existsSync(join(ROOT, dir))) walk(join(ROOT, dir));
  return hash.digest('hex').slice(0, 16);
}

/** The analysis started in this process, and how many projects' global setups use it. */
const shared = globalThis as { routeAnalysis?: { users: number; analysis: { stop(): void } } };

/**
 * Global setup: starts the analysis in a child process; the test workers inherit where it lands. Two
 * projects that ask for it share one (it stops when the last one is done with it).
 */
export function startRouteAnalysis(): { stop(): void } {
  const running = (shared.routeAnalysis ??= { users: 0, analysis: spawnRouteAnalysis() });
  running.users += 1;
  return {
    stop: () => {
      running.users -= 1;
      if (running.users > 0) return;
      shared.routeAnalysis = undefined;
      running.analysis.stop();
    },
  };
}

function spawnRouteAnalysis(): { stop(): void } {
  const file = join(tmpdir(), `route-analysis-${process.pid}-${sourcesHash()}.json`);
  process.env[ENV] = file;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url)],
    { cwd: ROOT, env: { ...process.env, [ENV]: file }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  child.unref();
  process.env[`${ENV}_PID`] = String(child.pid);
  return {
    stop: () => {
      if (child.exitCode === null) child.kill();
      rmSync(file, { force: true });
      rmSync(`${file}.failed`, { force: true });
    },
  };
}

/** The analysis: the one the global setup started (waited for), else computed here. */
export async function sharedRouteAnalysis(): Promise<RouteAnalysis> {
  const file = process.env[ENV];
  const pid = Number(process.env[`${ENV}_PID`]);
  // Waits while the analysis runs (never longer than computing it here would take: it started first).
  while (file && !existsSync(`${file}.failed`)) {
    const ended = !alive(pid);
    if (existsSync(file)) return deserialise(JSON.parse(readFileSync(file, 'utf8')) as Serialised);
    if (ended) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return analyseRoutes();
}

function alive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Run as the child process of startRouteAnalysis.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.env[ENV]!;
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(serialise(analyseRoutes())));
    renameSync(temporary, file);
  } catch (error) {
    writeFileSync(`${file}.failed`, String(error));
    throw error;
  }
}
