// The API reference in local mode, as CloudFront serves it in the cloud: `/openapi.json`, the
// Redoc page at `/docs` (and `/docs/`), its files under `/docs/assets/`, all revalidated (their
// names are not hashed). Built on first request.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticSite } from '../gateway.js';
import { contentTypeOf } from '../../web/kit/build-kit.js';
import { API_DOCS_HEADERS, buildApiDocs } from '../../web/api-docs/build.js';
import { PAGE_CACHE_CONTROL, siteHeaderLines } from '../../web/kit/site-headers.js';

const ASSET = /^\/assets\/(redoc\.standalone\.js|init\.js|docs\.css)$/;

/** The API reference's headers, those CloudFront sets, from one definition. */
const HEADERS = { ...siteHeaderLines(API_DOCS_HEADERS), 'cache-control': PAGE_CACHE_CONTROL };

export function apiDocsSites(options: { build?: () => { dir: string } } = {}): StaticSite[] {
  let built: { dir: string } | undefined;
  const dir = () => (built ??= (options.build ?? buildApiDocs)()).dir;
  return [
    {
      prefix: '/openapi.json',
      serve: async (path) =>
        path === '/' ? { body: await readFile(join(dir(), 'openapi.json')), contentType: 'application/json; charset=utf-8', headers: { 'cache-control': PAGE_CACHE_CONTROL } } : undefined,
    },
    {
      prefix: '/docs',
      serve: async (path) => {
        const asset = ASSET.exec(path);
        if (asset) return { body: await readFile(join(dir(), 'docs/assets', asset[1]!)), contentType: contentTypeOf(asset[1]!), headers: HEADERS };
        if (path !== '/') return undefined;
        return { body: await readFile(join(dir(), 'docs/index.html')), contentType: contentTypeOf('index.html'), headers: HEADERS };
      },
    },
  ];
}
