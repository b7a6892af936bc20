// Bundles every function as CDK does (esbuild, minified ESM, the lazily loaded SDK clients
// left to the runtime) and measures each bundle's size and cold module-initialisation time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_EXTERNAL_MODULES } from '../../infra/constructs/bundle-externals.js';
import { handlerEntry, routeGroups, FALLBACK_GROUP, schedules, workerEntry, workers } from '../../../functions/manifest.js';

export interface BundleFigure {
  name: string;
  bytes: number;
  initMs: number;
}

const RUNS = 7;

export async function measureBundles(): Promise<BundleFigure[]> {
  // Inside the project, so that the bundles' `@aws-sdk/*` imports resolve to the project's
  // packages, standing in for the ones the Lambda runtime provides.
  const dir = join(process.cwd(), 'node_modules', '.cache', 'bench-bundles');
  mkdirSync(dir, { recursive: true });
  const entries = [
    ...[...routeGroups.map((g) => g.name), FALLBACK_GROUP].map((name) => ({ name: `http/${name}`, entry: handlerEntry(name) })),
    ...[...workers, ...schedules].map((w) => ({ name: `worker/${w.name}`, entry: workerEntry(w.name) })),
  ];
  const figures: BundleFigure[] = [];
  for (const { name, entry } of entries) {
    const outfile = join(dir, `${name.replace('/', '-')}.mjs`);
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      mainFields: ['module', 'main'],
      external: [...BUNDLE_EXTERNAL_MODULES],
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
      outfile,
      logLevel: 'silent',
    });
    figures.push({ name, bytes: statSync(outfile).size, initMs: medianInitMs(outfile, dir) });
  }
  return figures;
}

/** Median over fresh processes of the time to import the bundle (what a cold start pays). */
function medianInitMs(bundle: string, dir: string): number {
  const probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `const t = performance.now(); await import(process.argv[2]); process.stdout.write(String(performance.now() - t));`,
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(process.execPath, [probe, bundle], { cwd: process.cwd() });
    times.push(Number(out.toString()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
