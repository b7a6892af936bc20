// The security and cache headers of a web app's pages, defined once for both places that serve them:
// CloudFront's response headers policy and the files' metadata in the bucket (lib/infra/constructs/static-site.ts),
// and local mode's static sites (lib/local/sites/). A test in local mode therefore sees what a distribution sends.

/** No camera, microphone, geolocation or Payment Request API for the page or what it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Hashed assets never change; the page itself is re-read within a minute of a deployment. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

/** HSTS: one year, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

export type SiteReferrerPolicy = 'same-origin' | 'strict-origin-when-cross-origin' | 'no-referrer';

/** What differs between the sites; the rest (nosniff, frame DENY, HSTS) is the same for all. */
export interface SiteHeaders {
  readonly contentSecurityPolicy: string;
  readonly referrerPolicy: SiteReferrerPolicy;
  /** Sends `Permissions-Policy` (PERMISSIONS_POLICY). */
  readonly permissionsPolicy: boolean;
}

/** The answer headers a site's pages and assets carry, lower-case names. */
export function siteHeaderLines(site: SiteHeaders): Record<string, string> {
  return {
    'content-security-policy': site.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': site.referrerPolicy,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    ...(site.permissionsPolicy ? { 'permissions-policy': PERMISSIONS_POLICY } : {}),
  };
}
