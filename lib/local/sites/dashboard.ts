// The dashboard as a static site of the local gateway: `/dashboard/assets/<file>` answers the
// asset, any other path under `/dashboard` answers index.html (the router reads the path), as
// CloudFront does. Every answer carries the dashboard's Content-Security-Policy.
import { buildDashboard, DASHBOARD_HEADERS, type DashboardBuild } from '../../web/dashboard/build.js';
import { siteHeaderLines } from '../../web/kit/site-headers.js';
import type { StaticSite } from '../gateway.js';
import { builtAppSite } from './built-site.js';

/** The headers of every dashboard file: those CloudFront's response headers policy sets, from one definition. */
const HEADERS = siteHeaderLines(DASHBOARD_HEADERS);

export function dashboardSite(options: { build?: () => DashboardBuild } = {}): StaticSite {
  return builtAppSite({ prefix: '/dashboard', build: options.build ?? buildDashboard, headers: HEADERS, assets: 'root' });
}
