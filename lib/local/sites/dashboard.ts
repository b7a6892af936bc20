// The dashboard as a static site of the local gateway: `/dashboard/assets/<file>` answers the
// asset, any other path under `/dashboard` answers index.html (the router reads the path), as
// CloudFront does. Every answer carries the dashboard's Content-Security-Policy.
// Built on the first request, so apps that never open it pay nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticSite } from '../gateway.js';
import { contentTypeOf } from '../../web/kit/build-kit.js';
import { buildDashboard, DASHBOARD_HEADERS, type DashboardBuild } from '../../web/dashboard/build.js';
import { siteHeaderLines } from '../../web/kit/site-headers.js';

const ASSET = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** The headers of every dashboard file: those CloudFront's response headers policy sets, from one definition. */
const HEADERS = siteHeaderLines(DASHBOARD_HEADERS);

export function dashboardSite(options: { build?: () => DashboardBuild } = {}): StaticSite {
  let built: DashboardBuild | undefined;
  const build = () => (built ??= (options.build ?? buildDashboard)());
  return {
    prefix: '/dashboard',
    serve: async (path) => {
      const { dir } = build();
      const asset = ASSET.exec(path);
      if (asset) {
        const name = asset[1]!;
        const body = await readFile(join(dir, 'assets', name)).catch(() => undefined);
        return body && { body, contentType: contentTypeOf(name), headers: HEADERS };
      }
      if (path.startsWith('/assets/')) return undefined;
      return { body: await readFile(join(dir, 'index.html')), contentType: contentTypeOf('index.html'), headers: HEADERS };
    },
  };
}
