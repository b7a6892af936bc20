// A web app built into a directory (index.html and assets/), served by the local gateway as
// CloudFront serves it: an asset by its name, any other path the app's index.html (its router
// reads the path), every answer with the app's security headers and the cache headers the bucket
// gives its files (hashed assets kept a year, the page revalidated). Built on the first request, so
// apps that never open it pay nothing, and once per process.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticSite } from '../gateway.js';
import { contentTypeOf } from '../../web/kit/build-kit.js';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../web/kit/site-headers.js';

export interface BuiltApp {
  /** Path prefix the app is served under, e.g. `/dashboard`. */
  prefix: string;
  build(): { dir: string };
  /** The answer headers, those CloudFront's response headers policy sets. */
  headers: Record<string, string>;
  /**
   * Where a path names an asset: `/assets/<file>` at any depth (the checkout's pages, whose paths
   * have one or two segments), or only at the root (another `/assets/` path is then not found).
   */
  assets: 'any depth' | 'root';
}

const ASSET_AT_ANY_DEPTH = /\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
const ASSET_AT_ROOT = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/**
 * The builds made in this process, by build function: the sources do not change while a process runs, and a test
 * worker starts an app per file, each of which would otherwise build the dashboard again (0.3 to 0.6 s each, the
 * worker's event loop held meanwhile).
 */
const builds = new Map<BuiltApp['build'], { dir: string }>();

export function builtAppSite(app: BuiltApp): StaticSite {
  const build = () => {
    let built = builds.get(app.build);
    if (!built) builds.set(app.build, (built = app.build()));
    return built;
  };
  const assetPattern = app.assets === 'root' ? ASSET_AT_ROOT : ASSET_AT_ANY_DEPTH;
  return {
    prefix: app.prefix,
    serve: async (path) => {
      const { dir } = build();
      const asset = assetPattern.exec(path);
      if (asset) {
        const name = asset[1]!;
        const body = await readFile(join(dir, 'assets', name)).catch(() => undefined);
        return body && { body, contentType: contentTypeOf(name), headers: { ...app.headers, 'cache-control': ASSET_CACHE_CONTROL } };
      }
      if (app.assets === 'root' && path.startsWith('/assets/')) return undefined;
      // A page based at the root (`<base href="/">`) is based at the prefix, so that its relative
      // asset URLs resolve there whatever the depth of its path.
      const html = (await readFile(join(dir, 'index.html'), 'utf8')).replace('<base href="/">', `<base href="${app.prefix}/">`);
      return { body: Buffer.from(html), contentType: contentTypeOf('index.html'), headers: { ...app.headers, 'cache-control': PAGE_CACHE_CONTROL } };
    },
  };
}
