// The success status each route manifest declares (functions/http/<group>/routes.ts, `success`) is
// the one its handler really answers: the 2xx and 3xx status literals its action reaches in the code
// (`json(201, ...)`, `noContent()`, `redirect(...)`, `{status: 202}`) are exactly that status. So
// docs/generated/openapi.json, which takes its success statuses from the manifests, cannot drift from the code.
import { expect, it } from 'vitest';
import { routeGroups } from '../../../../../functions/manifest.js';
import { routeKey, successStatusOf } from '../../../../../shared/http/route-manifest.js';
import { sharedRouteAnalysis } from '../../../../support/route-analysis.js';

it('declares in each manifest the success status its handler answers', async () => {
  const { successStatuses } = await sharedRouteAnalysis();
  const mismatches = routeGroups
    .flatMap((group) => group.routes)
    .map((route) => ({ route: routeKey(route), declared: successStatusOf(route), answered: [...(successStatuses.get(routeKey(route)) ?? [])].sort() }))
    .filter(({ declared, answered }) => answered.length !== 1 || answered[0] !== declared);
  expect(mismatches).toEqual([]);
  // The analysis sees what the contract's tables say: a creation is 201, an answer without body 204.
  expect(successStatuses.get('POST /organisations/{id}/affiliations')).toEqual(new Set([201]));
  expect(successStatuses.get('DELETE /organisations/{id}/members/{userId}')).toEqual(new Set([204]));
  expect(successStatuses.get('GET /callbacks/{provider}/{attemptId}')).toEqual(new Set([302]));
}, 300_000);
