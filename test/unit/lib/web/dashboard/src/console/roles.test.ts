// The staff console offers a screen or a button only to the platform roles the API lets call its
// route: console/abilities.ts writes those roles out (the web app does not import the functions), and
// this test holds them to the route manifests, so that a change of a route's staffRoles fails here
// until the console follows. Also: the console's words exist in the three languages.
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../../../../../functions/http/admin/routes.js';
import { organisationsRoutes } from '../../../../../../../functions/http/organisations/routes.js';
import { STAFF_ROLES } from '../../../../../../../shared/domain/permissions.js';
import type { RouteSpec } from '../../../../../../../shared/http/route-manifest.js';
import { STAFF_ABILITIES, type StaffAbility } from '../../../../../../../lib/web/dashboard/src/console/abilities.js';
import { consoleFr, consolePluralsFr } from '../../../../../../../lib/web/dashboard/src/i18n/console-fr.js';
import { consoleEn, consolePluralsEn } from '../../../../../../../lib/web/dashboard/src/i18n/console-en.js';
import { consoleAr, consolePluralsAr } from '../../../../../../../lib/web/dashboard/src/i18n/console-ar.js';

/** The routes each ability stands for: every one of them must allow exactly the ability's roles. */
const ROUTES_OF: Record<StaffAbility, string[]> = {
  readOrganisations: [
    'GET /admin/organisations',
    'GET /admin/organisations/{id}',
    'GET /admin/organisations/{id}/members',
    'GET /admin/organisations/{id}/files',
    'GET /admin/organisations/{id}/audit',
    'GET /admin/organisations/{id}/payments',
  ],
  onboard: ['POST /admin/organisations'],
  inviteOwner: ['POST /admin/organisations/{id}/owner-invitation'],
  changeStatus: ['POST /admin/organisations/{id}/status'],
  recordContract: ['POST /admin/organisations/{id}/contract'],
  changeV2Mode: ['POST /admin/organisations/{id}/v2-migration'],
  openDocument: ['GET /admin/organisations/{id}/files/{fileId}/download'],
  reviewDocument: ['POST /admin/organisations/{id}/files/{fileId}/review'],
  decideKyb: ['POST /organisations/{id}/kyb/verify', 'POST /organisations/{id}/kyb/refuse'],
  readPayments: ['GET /admin/payments/{reference}/timeline'],
  readAffiliations: ['GET /admin/affiliations'],
  readOutbox: ['GET /admin/outbox'],
  retryOutbox: ['POST /admin/outbox/{id}/retry'],
};

const routes: readonly RouteSpec[] = [...adminRoutes.routes, ...organisationsRoutes.routes];
const rolesOf = (key: string) => {
  const route = routes.find((r) => `${r.method} ${r.path}` === key);
  if (!route) throw new Error(`no route ${key}`);
  expect(route.auth, key).toBe('staff');
  return [...(route.staffRoles ?? STAFF_ROLES)].sort();
};

describe('the console’s roles', () => {
  it('are those of the routes each screen and button calls', () => {
    for (const [ability, keys] of Object.entries(ROUTES_OF) as [StaffAbility, string[]][]) {
      for (const key of keys) expect(rolesOf(key), `${ability}: ${key}`).toEqual([...STAFF_ABILITIES[ability]].sort());
    }
  });

  it('cover every staff route of the admin group', () => {
    const covered = new Set(Object.values(ROUTES_OF).flat());
    const uncovered = adminRoutes.routes.map((r) => `${r.method} ${r.path}`).filter((key) => !covered.has(key));
    expect(uncovered).toEqual([]);
  });
});

describe('the console’s words', () => {
  it('exist in French, Arabic and English, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(consoleFr) as (keyof typeof consoleFr)[]) {
      for (const [lang, catalogue] of [['en', consoleEn], ['ar', consoleAr]] as const) {
        expect(catalogue[key], `${lang} ${key}`).toBeTruthy();
        expect(placeholders(catalogue[key]), `${lang} ${key}`).toEqual(placeholders(consoleFr[key]));
      }
    }
    expect(Object.keys(consolePluralsEn).sort()).toEqual(Object.keys(consolePluralsFr).sort());
    expect(Object.keys(consolePluralsAr).sort()).toEqual(Object.keys(consolePluralsFr).sort());
  });
});
