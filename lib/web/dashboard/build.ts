// Builds the merchant dashboard (lib/web/dashboard/src, Preact + wouter-preact) into static files:
// index.html and content-hashed assets under assets/, as the checkout page is built
// (lib/web/checkout/build.ts). Local mode, the tests and the CDK app call buildDashboard(); the
// bench calls measureDashboard() for docs/benchmarks.md.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { contentTypeOf, type CheckoutPageBuild, type CheckoutPageWeight } from '../checkout/build.js';

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
/** The default output folder (gitignored). */
export const DASHBOARD_DIST = fileURLToPath(new URL('./dist/', import.meta.url));

/** Browsers the dashboard supports: the checkout page's. */
const TARGETS = ['es2020', 'chrome100', 'safari15', 'firefox100', 'edge100'];

/** Served on every dashboard page (local gateway and CloudFront): scripts and styles of the origin only. */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export type DashboardBuild = CheckoutPageBuild;

function writeAtomically(path: string, contents: Uint8Array | string): void {
  const data = Buffer.from(contents);
  if (existsSync(path) && readFileSync(path).equals(data)) return;
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/**
 * Builds the dashboard into `outDir` (default lib/web/dashboard/dist). Synchronous, so that the CDK
 * app can call it while it synthesises; safe when several processes build at once (files are
 * replaced atomically, assets named by their content).
 */
export function buildDashboard(options: { outDir?: string } = {}): DashboardBuild {
  const outDir = options.outDir ?? DASHBOARD_DIST;
  const assetsDir = join(outDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });

  const result = buildSync({
    entryPoints: { app: join(SOURCE_DIR, 'main.tsx'), styles: join(SOURCE_DIR, 'styles.css') },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: TARGETS,
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: false,
    write: false,
    logLevel: 'silent',
  });
  const outputs = result.outputFiles.map((file) => ({ name: basename(file.path), contents: file.contents }));
  const script = outputs.find((file) => file.name.startsWith('app-') && file.name.endsWith('.js'));
  const styles = outputs.find((file) => file.name.startsWith('styles-') && file.name.endsWith('.css'));
  if (!script || !styles) throw new Error('The dashboard build produced no script or no stylesheet');

  const html = readFileSync(join(SOURCE_DIR, 'index.html'), 'utf8')
    .replace('%STYLES%', `/dashboard/assets/${styles.name}`)
    .replace('%SCRIPT%', `/dashboard/assets/${script.name}`)
    .replace(/>\s+</g, '><')
    .trim();

  for (const file of outputs) writeAtomically(join(assetsDir, file.name), file.contents);
  writeAtomically(join(outDir, 'index.html'), `${html}\n`);
  const current = new Set(outputs.map((file) => file.name));
  for (const name of readdirSync(assetsDir)) {
    if (!current.has(name) && !name.endsWith('.tmp')) rmSync(join(assetsDir, name), { force: true });
  }

  return {
    dir: outDir,
    files: [
      { path: 'index.html', bytes: Buffer.byteLength(`${html}\n`), contentType: contentTypeOf('index.html') },
      ...outputs.map((file) => ({ path: `assets/${file.name}`, bytes: file.contents.byteLength, contentType: contentTypeOf(file.name) })),
    ],
  };
}

/** What a merchant downloads on the first load (HTML, CSS, JS), raw and gzip level 9. */
export function measureDashboard(): CheckoutPageWeight {
  const outDir = mkdtempSync(join(tmpdir(), 'dashboard-'));
  try {
    const build = buildDashboard({ outDir });
    const files = build.files.map((file) => {
      const contents = readFileSync(join(outDir, file.path));
      return { path: file.path, bytes: contents.byteLength, gzipBytes: gzipSync(contents, { level: 9 }).byteLength };
    });
    return {
      files,
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The docs/benchmarks.md section for a measurement. */
export function dashboardBenchmarkSection(weight: CheckoutPageWeight): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const label = (path: string) => (path.endsWith('.html') ? 'HTML' : path.endsWith('.css') ? 'CSS' : 'JS');
  return [
    '',
    '## Merchant dashboard: first-load weight',
    '',
    'The dashboard (lib/web/dashboard) as built by `buildDashboard()`: minified, Preact and wouter-preact',
    'included, every screen in one bundle; the API\'s JSON answers are not counted. Gzip level 9.',
    'Budget: under 120 KB compressed.',
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...weight.files.map((f) => `| ${label(f.path)} (\`${f.path.replace(/-[A-Z0-9]+\./, '-<hash>.')}\`) | ${kb(f.bytes)} | ${kb(f.gzipBytes)} |`),
    `| **total** | **${kb(weight.totalBytes)}** | **${kb(weight.totalGzipBytes)}** |`,
    '',
  ];
}
