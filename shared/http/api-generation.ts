// The two API generations (contract, Versioning): v3 at unprefixed paths, v2 (compatibility)
// under /api/v2. A route's generation decides which API keys it accepts (a v2 key only on v2
// routes, a v3 key only on v3 routes, except where the manifest says `anyKeyGeneration`: a key's
// own identity, GET /auth/api-key) and the format of its errors.
import type { ApiKeyKind } from '../domain/records/api-key.js';
import type { RouteSpec } from './route-manifest.js';

export type ApiGeneration = ApiKeyKind;

export const V2_PATH_PREFIX = '/api/v2/';

export const apiGenerationOf = (route: Pick<RouteSpec, 'path'>): ApiGeneration =>
  route.path.startsWith(V2_PATH_PREFIX) ? 'v2' : 'v3';

/** Whether a route takes a key of this generation. */
export const takesKeyOf = (route: Pick<RouteSpec, 'path' | 'anyKeyGeneration'>, kind: ApiKeyKind): boolean =>
  route.anyKeyGeneration === true || apiGenerationOf(route) === kind;
