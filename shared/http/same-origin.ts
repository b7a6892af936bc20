// Cross-site request forgery check of the dashboard session (docs/api-decisions.md,
// "Cross-site requests with a session cookie"). A state-changing request that a session cookie
// authenticates must come from the service's own origin: a browser says where a request comes
// from in `Sec-Fetch-Site` and `Origin` (every current browser sends `Origin` on POST, PUT,
// PATCH and DELETE). A request with neither is not a browser's (curl, a server, the tests'
// fetch): its sender chose to attach the cookie, which forgery cannot do. API-key requests are
// not affected: a browser never adds an `x-api-key` header by itself.
import { dashboardUrl, env } from '../config/env.js';
import { AppError } from '../domain/errors.js';
import type { HttpRequest } from './types.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins the dashboard is served from: the API's own and the dashboard's. */
const ownOrigins = (): Set<string> => new Set([new URL(env().PUBLIC_API_URL).origin, new URL(dashboardUrl()).origin]);

/** Why a request is cross-site, or undefined when it is not (or is not a browser's). */
export function crossSiteReason(request: Pick<HttpRequest, 'method' | 'headers'>): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const fetchSite = request.headers['sec-fetch-site'];
  // `none`: the user's own navigation (typed address, bookmark), never a page's doing.
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins().has(origin)) return `Origin: ${origin}`;
  return undefined;
}

/** Refuses (403 `cross_site_request`) a state-changing request sent by another site's page. */
export function refuseCrossSite(request: Pick<HttpRequest, 'method' | 'headers'>): void {
  if (crossSiteReason(request)) {
    throw new AppError(
      'cross_site_request',
      'This request comes from another site; a session request that changes something must come from the dashboard.',
    );
  }
}
