// Builds the hosted checkout page (lib/web/checkout/src) into static files: index.html and
// content-hashed assets under assets/. Local mode, the tests and the CDK app all call
// buildCheckoutPage(); the bench calls measureCheckoutPage() for docs/benchmarks.md.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
/** The default output folder (gitignored). */
export const CHECKOUT_PAGE_DIST = fileURLToPath(new URL('./dist/', import.meta.url));

/** Browsers the page supports: two-year-old mobile browsers and up. */
const TARGETS = ['es2020', 'chrome100', 'safari15', 'firefox100', 'edge100'];

export interface CheckoutPageFile {
  /** Path inside the output folder, with `/` separators: `index.html`, `assets/app-<hash>.js`. */
  path: string;
  bytes: number;
  contentType: string;
}

export interface CheckoutPageBuild {
  dir: string;
  files: CheckoutPageFile[];
}

export const contentTypeOf = (path: string): string =>
  path.endsWith('.html')
    ? 'text/html; charset=utf-8'
    : path.endsWith('.js')
      ? 'text/javascript; charset=utf-8'
      : path.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : 'application/octet-stream';

/** Writes through a temporary file and a rename: a concurrent reader sees the old file or the new one. */
function writeAtomically(path: string, contents: Uint8Array | string): void {
  const data = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents);
  if (existsSync(path) && readFileSync(path).equals(data)) return;
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/**
 * Builds the page into `outDir` (default lib/web/checkout/dist). Synchronous, so that the CDK app
 * can call it while it synthesises. Safe when several processes build the same sources at once
 * (parallel test files): files are replaced atomically and assets are named by their content.
 */
export function buildCheckoutPage(options: { outDir?: string } = {}): CheckoutPageBuild {
  const outDir = options.outDir ?? CHECKOUT_PAGE_DIST;
  const assetsDir = join(outDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });

  const result = buildSync({
    entryPoints: { app: join(SOURCE_DIR, 'app.ts'), styles: join(SOURCE_DIR, 'styles.css') },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: TARGETS,
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    sourcemap: false,
    write: false,
    logLevel: 'silent',
  });
  const outputs = result.outputFiles.map((file) => ({ name: basename(file.path), contents: file.contents }));
  const script = outputs.find((file) => file.name.startsWith('app-') && file.name.endsWith('.js'));
  const styles = outputs.find((file) => file.name.startsWith('styles-') && file.name.endsWith('.css'));
  if (!script || !styles) throw new Error('The checkout page build produced no script or no stylesheet');

  const html = readFileSync(join(SOURCE_DIR, 'index.html'), 'utf8')
    .replace('%STYLES%', `assets/${styles.name}`)
    .replace('%SCRIPT%', `assets/${script.name}`)
    .replace(/>\s+</g, '><')
    .trim();

  for (const file of outputs) writeAtomically(join(assetsDir, file.name), file.contents);
  writeAtomically(join(outDir, 'index.html'), `${html}\n`);
  // Assets of older builds go; a page already open elsewhere has its files in memory.
  const current = new Set(outputs.map((file) => file.name));
  for (const name of readdirSync(assetsDir)) {
    if (!current.has(name) && !name.endsWith('.tmp')) rmSync(join(assetsDir, name), { force: true });
  }

  const files: CheckoutPageFile[] = [
    { path: 'index.html', bytes: Buffer.byteLength(`${html}\n`), contentType: contentTypeOf('index.html') },
    ...outputs.map((file) => ({ path: `assets/${file.name}`, bytes: file.contents.byteLength, contentType: contentTypeOf(file.name) })),
  ];
  return { dir: outDir, files };
}

export interface CheckoutPageWeight {
  files: { path: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * What a payer downloads to see the page (HTML, CSS and JS; the merchant's logo aside), raw and
 * gzip-compressed (level 9, as a CDN serves it). Builds into a temporary folder.
 */
export function measureCheckoutPage(): CheckoutPageWeight {
  const outDir = mkdtempSync(join(tmpdir(), 'checkout-page-'));
  try {
    const build = buildCheckoutPage({ outDir });
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
export function checkoutPageBenchmarkSection(weight: CheckoutPageWeight): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const label = (path: string) => (path.endsWith('.html') ? 'HTML' : path.endsWith('.css') ? 'CSS' : 'JS');
  return [
    '## Hosted checkout page: weight',
    '',
    'The payer\'s page (lib/web/checkout) as built by `buildCheckoutPage()`: minified, no framework, the QR',
    'encoder included; the merchant\'s logo and the API\'s JSON answers are not counted. Gzip level 9.',
    'Target: under 30 KB compressed.',
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...weight.files.map((f) => `| ${label(f.path)} (\`${f.path.replace(/-[A-Z0-9]+\./, '-<hash>.')}\`) | ${kb(f.bytes)} | ${kb(f.gzipBytes)} |`),
    `| **total** | **${kb(weight.totalBytes)}** | **${kb(weight.totalGzipBytes)}** |`,
    '',
  ];
}
