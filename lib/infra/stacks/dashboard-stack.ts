// The merchant dashboard on AWS: a private S3 bucket (read by CloudFront through an origin access
// control) holding the app built by buildDashboard() under dashboard/, and one CloudFront
// distribution on the dashboard's domain (stage `dashboardUrl`). The app calls the API on its own
// origin, with its session cookie: the distribution sends /dashboard* to the bucket and every
// other path to the HTTP API. The pages carry the dashboard's Content-Security-Policy (no inline
// scripts), set here as response headers as the local gateway sets them. The same distribution
// serves the API reference (lib/web/api-docs): `/openapi.json` and the Redoc page at `/docs`, static
// files in the same bucket, with their own CSP. Since every other path reaches the API, the
// distribution carries the same WAF web ACL as the checkout's: the public routes' rate limits
// hold whichever distribution a request comes through (public-rate-limits-stack.ts).
import type * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CACHE_CONTROL } from '../../web/kit/site-headers.js';
import { API_DOCS_HEADERS, buildApiDocs } from '../../web/api-docs/build.js';
import { buildDashboard, DASHBOARD_HEADERS } from '../../web/dashboard/build.js';
import { StaticSiteStack, type StaticSiteStackProps } from './static-site-stack.js';

export interface DashboardStackProps extends StaticSiteStackProps {
  /** The built API reference (buildApiDocs()) to deploy. Default: built when the stack is bundled. */
  readonly apiDocsDir?: string;
}

/** The app's paths: everything else on the distribution is the API. */
export const DASHBOARD_PATH_PATTERN = '/dashboard*';

/**
 * Viewer requests for the app: an asset is served from dashboard/assets/, every other path is the
 * app's index.html (the router reads the path: `/dashboard/password/reset?token=...`, ...).
 */
export const DASHBOARD_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  var asset = request.uri.match(/^\\/dashboard\\/assets\\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/);
  request.uri = asset ? '/dashboard/assets/' + asset[1] : '/dashboard/index.html';
  return request;
}`;

/** The API reference's paths on the distribution (lib/web/api-docs). */
export const API_DOCS_PATH_PATTERNS = ['/docs', '/docs/*', '/openapi.json'] as const;

/** Viewer requests for the reference: its three files by name, any other /docs path the page. */
export const API_DOCS_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  if (request.uri === '/openapi.json') return request;
  var asset = request.uri.match(/^\\/docs\\/assets\\/(redoc\\.standalone\\.js|init\\.js|docs\\.css)$/);
  request.uri = asset ? '/docs/assets/' + asset[1] : '/docs/index.html';
  return request;
}`;

export class DashboardStack extends StaticSiteStack {
  /** The API reference's deployment, when built. */
  apiDocsDeployment: s3deploy.BucketDeployment | undefined;

  constructor(scope: Construct, id: string, props: DashboardStackProps) {
    super(scope, id, props, (stage) => ({
      name: 'App',
      logsOf: 'dashboard',
      builtFiles: 'dashboard',
      pages: {
        routingComment: 'any dashboard path serves the app, assets by name',
        routingCode: DASHBOARD_ROUTING_FUNCTION,
        headersComment: 'security headers of the dashboard',
        headers: DASHBOARD_HEADERS,
      },
      routes: { pagesPath: DASHBOARD_PATH_PATTERN },
      // The API behind the dashboard needs the session cookie (and only it), the headers the
      // cross-site check reads (Origin, Sec-Fetch-Site), and the viewer's address for its limits.
      apiRequests: {
        comment: "what the dashboard's distribution forwards to the API",
        headers: [
          'Accept',
          'Accept-Language',
          'Content-Type',
          'Idempotency-Key',
          'Origin',
          'Referer',
          'Sec-Fetch-Site',
          'User-Agent',
          'CloudFront-Viewer-Address',
        ],
        cookies: ['svc_session'],
      },
      distribution: {
        comment: 'merchant dashboard and the API it calls',
        url: stage.dashboardUrl,
        certificateContext: 'dashboardCertificateArn',
        noGeoRestriction:
          'No geo restriction on purpose: merchants sign in from abroad too (travel, staff outside Tunisia); access is by account, password and TOTP.',
      },
      outputs: {
        prefix: 'Dashboard',
        description: `Merchant dashboard; point ${new URL(stage.dashboardUrl).hostname} at it (DASHBOARD_URL = ${stage.dashboardUrl}/dashboard)`,
      },
      keyPrefix: 'dashboard/',
      build: () => buildDashboard(),
    }));

    // The API reference: `/docs`, `/docs/*` and `/openapi.json` from the bucket, with its own CSP;
    // openapi.json and docs/ at the bucket's root, as their URLs, short-cached as the app's page.
    this.site.serveFromBucket('ApiDocs', API_DOCS_PATH_PATTERNS, {
      routingComment: 'the API reference page and its files',
      routingCode: API_DOCS_ROUTING_FUNCTION,
      headersComment: 'security headers of the API reference',
      headers: API_DOCS_HEADERS,
    });
    const apiDocsDir = props.apiDocsDir ?? (this.bundlingRequired ? buildApiDocs().dir : undefined);
    if (apiDocsDir && existsSync(join(apiDocsDir, 'openapi.json'))) {
      this.apiDocsDeployment = this.site.deployFiles('DeployApiDocs', apiDocsDir, PAGE_CACHE_CONTROL);
    }
  }
}
