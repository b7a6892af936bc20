// Builds the merchant dashboard (lib/web/dashboard/src, Preact + wouter-preact) into static files:
// index.html and content-hashed assets under assets/ (lib/web/kit/build-kit.ts). Local mode, the
// tests and the CDK app call buildDashboard(); the bench calls measureDashboard() for docs/benchmarks.md.
import { buildPage, cspOf, measurePage, weightSection, type PageSite, type WebBuild, type WebWeight } from '../kit/build-kit.js';
import type { SiteHeaders } from '../kit/site-headers.js';

/** Served on every dashboard page (local gateway and CloudFront): scripts and styles of the origin only. */
export const DASHBOARD_CSP = cspOf([
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
]);

/** The security headers of every dashboard file, on AWS and in local mode. */
export const DASHBOARD_HEADERS: SiteHeaders = { contentSecurityPolicy: DASHBOARD_CSP, referrerPolicy: 'same-origin', permissionsPolicy: true };

export type DashboardBuild = WebBuild;

/** Preact with its automatic JSX runtime, in its production build; assets served under /dashboard/assets/. */
const DASHBOARD: PageSite = {
  name: 'dashboard',
  folder: new URL('.', import.meta.url),
  script: 'main.tsx',
  assetUrlPrefix: '/dashboard/assets/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact', define: { 'process.env.NODE_ENV': '"production"' } },
};

/** Builds the dashboard into `outDir` (default lib/web/dashboard/dist). */
export const buildDashboard = (options: { outDir?: string } = {}): DashboardBuild => buildPage(DASHBOARD, options.outDir);

/** What a merchant downloads on the first load (HTML, CSS, JS), raw and gzip level 9. */
export const measureDashboard = (): WebWeight => measurePage(DASHBOARD);

/** The docs/benchmarks.md section for a measurement. */
export const dashboardBenchmarkSection = (weight: WebWeight): string[] => [
  '',
  ...weightSection(
    'Merchant dashboard: first-load weight',
    [
      'The dashboard (lib/web/dashboard) as built by `buildDashboard()`: minified, Preact and wouter-preact',
      'included, every screen in one bundle; the API\'s JSON answers are not counted. Gzip level 9.',
      'Budget: under 120 KB compressed.',
    ],
    weight,
  ),
];
