// Who may call the v2 routes, before the action runs:
// 1. a key naming (by its `<organisationId>:` part, this platform's id or the previous one's, a
//    UUID or 24 hexadecimal characters)
//    an organisation set to be relayed is passed on to the previous platform, which holds and
//    checks that organisation's keys;
// 2. otherwise the usual guard: a live v2 key of a live organisation (401 `{message}`), made here
//    or entered from the previous platform (`<24 hex>:<secret>`, found by its hash);
// 3. each key may make 100 requests a minute (429 `{message}` with Retry-After).
import { createHash } from 'node:crypto';
import { authenticateRequest, principalOf, type RouteGuard } from '../../../shared/http/guard.js';
import { enforceRateLimits } from '../../../shared/http/rate-limit.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { findOrganisationByPreviousV2Id, getOrganisation } from '../../../shared/organisations/organisation-reads.js';
import { v2Settings } from '../../../shared/v2/settings.js';
import { isUuid } from '../../../shared/domain/uuid.js';

// This platform's organisation id (a UUID), or the previous platform's (24 hexadecimal characters).
const V2_KEY_ORGANISATION = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24}):/i;
const RATE_WINDOW_SECONDS = 60;

const relayed = new WeakSet<HttpRequest>();

/** True when the guard found the caller's organisation relayed to the previous platform. */
export const isRelayed = (request: HttpRequest) => relayed.has(request);

const limitKey = (bucket: string) =>
  enforceRateLimits([{ bucket, max: v2Settings().V2_RATE_LIMIT_PER_MINUTE }], RATE_WINDOW_SECONDS);

export const v2Guard: RouteGuard = async (request) => {
  const key = request.headers['x-api-key']?.trim();
  const organisationId = key ? V2_KEY_ORGANISATION.exec(key)?.[1]?.toLowerCase() : undefined;
  // This platform's organisation id, or the id the previous platform's keys of a relayed organisation carry.
  const organisation = organisationId
    ? ((isUuid(organisationId) ? await getOrganisation(organisationId, { fromCopy: true }) : undefined) ??
      (await findOrganisationByPreviousV2Id(organisationId)))
    : undefined;
  if (organisation?.v2Mode === 'relayed') {
    relayed.add(request);
    // The key is not ours to check: it is counted by its hash, never kept in clear.
    await limitKey(`v2:relayed-key:${createHash('sha256').update(key!).digest('hex')}`);
    return;
  }
  await authenticateRequest(request);
  const principal = principalOf(request);
  if (principal.kind === 'api_key') await limitKey(`v2:key:${principal.apiKey.id}`);
};
