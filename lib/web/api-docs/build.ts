// The API reference as static files: `GET /openapi.json` (docs/generated/openapi.json, as generated) and a
// Redoc page at `GET /docs`, Redoc's standalone bundle copied from node_modules (no CDN). The
// output folder mirrors the URLs: openapi.json, docs/index.html, docs/assets/*. Local mode serves
// it (local-site.ts); the CDK app deploys it to the dashboard's bucket (lib/infra/stacks/dashboard-stack.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspOf, writeAtomically } from '../kit/build-kit.js';
import type { SiteHeaders } from '../kit/site-headers.js';

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
/** Written by `npm run openapi` (lib/tools/contract/openapi.ts), committed. */
const OPENAPI_PATH = fileURLToPath(new URL('../../../docs/generated/openapi.json', import.meta.url));
/** The default output folder (gitignored). */
export const API_DOCS_DIST = fileURLToPath(new URL('./dist/', import.meta.url));

/** Redoc draws with styled-components (inline style elements) and searches in a blob: worker; no inline script. */
export const API_DOCS_CSP = cspOf([
  "default-src 'none'",
  "script-src 'self' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
]);

/** The security headers of the API reference, on AWS and in local mode. */
export const API_DOCS_HEADERS: SiteHeaders = { contentSecurityPolicy: API_DOCS_CSP, referrerPolicy: 'same-origin', permissionsPolicy: false };

/** Every file of the site, by its path in the output folder (= its URL path without the leading `/`). */
export const API_DOCS_FILES = ['openapi.json', 'docs/index.html', 'docs/assets/redoc.standalone.js', 'docs/assets/init.js', 'docs/assets/docs.css'] as const;

const redocBundle = () => createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * Redoc's bundle as served: its one outside resource, the attribution's logo on Redocly's CDN, is
 * replaced by an empty inline image (the page loads nothing from elsewhere; its CSP would refuse it).
 */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%271%27 height=%271%27/%3E';

function redocServed(): Buffer {
  const bundle = readFileSync(redocBundle(), 'utf8');
  if (bundle.split(REDOC_CDN_LOGO).length !== 2) throw new Error(`Redoc's bundle no longer names ${REDOC_CDN_LOGO} once: check what it loads`);
  return Buffer.from(bundle.replace(REDOC_CDN_LOGO, EMPTY_IMAGE));
}

/** Copies a source file (or writes bytes) to `target`, atomically. */
const place = (source: string | Buffer, target: string) => writeAtomically(target, typeof source === 'string' ? readFileSync(source) : source);

/** Writes the site into `outDir` (default lib/web/api-docs/dist); synchronous, so the CDK app can call it. */
export function buildApiDocs(options: { outDir?: string } = {}): { dir: string } {
  const dir = options.outDir ?? API_DOCS_DIST;
  mkdirSync(join(dir, 'docs/assets'), { recursive: true });
  place(OPENAPI_PATH, join(dir, 'openapi.json'));
  place(join(SOURCE_DIR, 'index.html'), join(dir, 'docs/index.html'));
  place(join(SOURCE_DIR, 'init.js'), join(dir, 'docs/assets/init.js'));
  place(join(SOURCE_DIR, 'docs.css'), join(dir, 'docs/assets/docs.css'));
  place(redocServed(), join(dir, 'docs/assets/redoc.standalone.js'));
  return { dir };
}

