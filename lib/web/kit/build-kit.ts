// What the web builds (lib/web/checkout, lib/web/dashboard, lib/web/api-docs) share: the browsers
// they target, content types, atomic writes, the esbuild pass that turns a source folder into
// index.html (with the head every page declares) and content-hashed assets, the measure of what a
// visitor downloads, and the docs/benchmarks.md table of that measure. Each build keeps only what
// is its own (entry, framework options, URLs, CSP).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

/** Browsers the pages support: two-year-old mobile browsers and up. */
export const BROWSER_TARGETS = ['es2020', 'chrome100', 'safari15', 'firefox100', 'edge100'];

export interface WebFile {
  /** Path inside the output folder, with `/` separators: `index.html`, `assets/app-<hash>.js`. */
  path: string;
  bytes: number;
  contentType: string;
  /** A chunk that the page imports only when a screen needs it (not part of the first load). */
  onDemand?: boolean;
}

export interface WebBuild {
  dir: string;
  files: WebFile[];
}

export interface WebWeight {
  files: { path: string; bytes: number; gzipBytes: number; onDemand?: boolean }[];
  totalBytes: number;
  totalGzipBytes: number;
  /** What every visitor downloads on the first load: all but the chunks loaded on demand. */
  firstLoadGzipBytes: number;
}

export const contentTypeOf = (path: string): string =>
  path.endsWith('.html')
    ? 'text/html; charset=utf-8'
    : path.endsWith('.js')
      ? 'text/javascript; charset=utf-8'
      : path.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : 'application/octet-stream';

/** A Content-Security-Policy header's value from its directives. */
export const cspOf = (directives: readonly string[]): string => directives.join('; ');

/**
 * Writes through a temporary file and a rename: a concurrent reader sees the old file or the new
 * one. A file that already holds these bytes is left alone.
 */
export function writeAtomically(path: string, contents: Uint8Array | string): void {
  const data = Buffer.from(contents);
  if (existsSync(path) && readFileSync(path).equals(data)) return;
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/**
 * What the head of every page that esbuild builds declares, where its index.html says %HEAD%: UTF-8
 * (first, within the first bytes as browsers require), a phone's width, never indexed (a payment's
 * or a merchant's page is nobody's search result), light colours (a dark theme is the page's own
 * choice, never the browser's), and no favicon to fetch.
 */
const PAGE_HEAD = [
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex, nofollow">',
  '<meta name="color-scheme" content="light">',
  '<link rel="icon" href="data:,">',
].join('\n');

/** A page that esbuild builds: what differs from one page to another. */
export interface PageSite {
  /** Said in errors: `The checkout page build produced no script`. */
  name: string;
  /**
   * The page's folder (its build.ts's `new URL('.', import.meta.url)`): the sources in src/
   * (index.html with %HEAD%, %SCRIPT% and %STYLES%, styles.css, the script), the output by default in dist/ (gitignored).
   */
  folder: URL;
  /** The script's entry, in src/. */
  script: string;
  /** What the HTML puts before `<asset name>` (`assets/`, or an absolute `/dashboard/assets/`). */
  assetUrlPrefix: string;
  /** esbuild options of this page only (JSX, defines, code splitting). */
  esbuild?: BuildOptions;
}

/**
 * Builds a page into `outDir`: index.html and content-hashed assets under assets/. Synchronous, so
 * that the CDK app can call it while it synthesises. Safe when several processes build the same
 * sources at once (parallel test files): files are replaced atomically and assets are named by
 * their content; assets of older builds go (a page already open has its files in memory).
 */
export function buildPage(site: PageSite, outDir = fileURLToPath(new URL('./dist/', site.folder))): WebBuild {
  const sourceDir = fileURLToPath(new URL('./src/', site.folder));
  const assetsDir = join(outDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });

  const result = buildSync({
    entryPoints: { app: join(sourceDir, site.script), styles: join(sourceDir, 'styles.css') },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: BROWSER_TARGETS,
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    sourcemap: false,
    logLevel: 'silent',
    ...site.esbuild,
    metafile: true,
    write: false,
  });
  const outputs = result.outputFiles.map((file) => ({ name: basename(file.path), contents: file.contents }));
  const firstLoad = staticallyLoaded(result.metafile!, ['app-', 'styles-']);
  const script = outputs.find((file) => file.name.startsWith('app-') && file.name.endsWith('.js'));
  const styles = outputs.find((file) => file.name.startsWith('styles-') && file.name.endsWith('.css'));
  if (!script || !styles) throw new Error(`The ${site.name} build produced no script or no stylesheet`);

  const html = readFileSync(join(sourceDir, 'index.html'), 'utf8')
    .replace('%HEAD%', PAGE_HEAD)
    .replace('%STYLES%', `${site.assetUrlPrefix}${styles.name}`)
    .replace('%SCRIPT%', `${site.assetUrlPrefix}${script.name}`)
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
      ...outputs.map((file) => ({
        path: `assets/${file.name}`,
        bytes: file.contents.byteLength,
        contentType: contentTypeOf(file.name),
        ...(firstLoad.has(file.name) ? {} : { onDemand: true }),
      })),
    ],
  };
}

/** The names of the outputs that the entries (by name prefix) load, with what they import statically. */
function staticallyLoaded(metafile: Metafile, entryPrefixes: readonly string[]): Set<string> {
  const byName = new Map(Object.entries(metafile.outputs).map(([path, output]) => [basename(path), output]));
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name)?.imports ?? []) if (imported.kind === 'import-statement') visit(basename(imported.path));
  };
  for (const name of byName.keys()) if (entryPrefixes.some((prefix) => name.startsWith(prefix))) visit(name);
  return loaded;
}

/**
 * The files a page's build writes, raw and gzip-compressed (level 9, as a CDN serves them), built
 * into a temporary folder that is removed afterwards.
 */
export function measurePage(site: PageSite): WebWeight {
  const outDir = mkdtempSync(join(tmpdir(), 'web-page-'));
  try {
    const files = buildPage(site, outDir).files.map((file) => {
      const contents = readFileSync(join(outDir, file.path));
      return { path: file.path, bytes: contents.byteLength, gzipBytes: gzipSync(contents, { level: 9 }).byteLength, ...(file.onDemand ? { onDemand: true } : {}) };
    });
    return {
      files,
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      firstLoadGzipBytes: files.filter((f) => !f.onDemand).reduce((sum, f) => sum + f.gzipBytes, 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A file's row label in a weight table: its kind, and its path with the hash left out. */
export function fileLabel(path: string): string {
  const kind = path.endsWith('.html') ? 'HTML' : path.endsWith('.css') ? 'CSS' : 'JS';
  return `${kind} (\`${path.replace(/-[A-Z0-9]+\./, '-<hash>.')}\`)`;
}

/** A docs/benchmarks.md section: its heading, the lines that say what is measured, the table of files. */
export function weightSection(heading: string, intro: readonly string[], weight: WebWeight): string[] {
  return [
    `## ${heading}`,
    '',
    ...intro,
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...weight.files.map((f) => `| ${fileLabel(f.path)}${f.onDemand ? ', loaded on demand' : ''} | ${kb(f.bytes)} | ${kb(f.gzipBytes)} |`),
    `| **total** | **${kb(weight.totalBytes)}** | **${kb(weight.totalGzipBytes)}** |`,
    ...(weight.firstLoadGzipBytes !== weight.totalGzipBytes ? [`| **first load** (all but what is loaded on demand) | | **${kb(weight.firstLoadGzipBytes)}** |`] : []),
    '',
  ];
}
