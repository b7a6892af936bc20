// The authorisation matrix, generated from the policy table (the route manifests): every
// route that needs a credential is called by every kind of caller, and each answer is
// checked against what the manifest says that caller may do.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { PREDEFINED_ROLES, STAFF_ROLES, type StaffRole } from '../../../shared/domain/permissions.js';
import { takesKeyOf, type ApiGeneration } from '../../../shared/http/api-generation.js';
import { bodyKindOf, type RouteSpec } from '../../../shared/http/route-manifest.js';
import { createApiKey, revokeApiKey } from '../../../shared/store/api-keys-repository.js';
import { db } from '../../../shared/store/client.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { buildPaymentAccount, paymentAccountPuts } from '../../../shared/store/payment-accounts-repository.js';
import {
  asKey,
  asSession,
  createMerchant,
  createStaff,
  joinAs,
  TEST_PASSWORD,
  type Merchant,
} from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

type Verdict = 'unauthenticated' | 'forbidden' | 'hidden' | 'allowed';

interface Caller {
  name: string;
  headers: Record<string, string>;
  kind: 'none' | 'key' | 'session';
  /** The API generation of a key: each is accepted only on its own generation's routes. */
  generation?: ApiGeneration;
  /** Permissions in organisation A (undefined: not a member of A). */
  permissions?: ReadonlySet<string>;
  staffRole?: StaffRole;
  isOwner?: boolean;
}

let app: TestApp;
let a: Merchant;
let outOfScopeAccountId: string;
const callers: Caller[] = [];
const secretsUsed: string[] = [];


beforeAll(async () => {
  app = await startTestApp();
  a = await createMerchant(app.http, 'Matrix A');
  const b = await createMerchant(app.http, 'Matrix B');
  const second = buildPaymentAccount(a.organisationId, { name: 'Second account' });
  await db().send(new TransactWriteCommand({ TransactItems: paymentAccountPuts(second) }));
  outOfScopeAccountId = second.id;
  const revoked = await createApiKey({ organisationId: a.organisationId, name: 'revoked', kind: 'v3', createdBy: null });
  await revokeApiKey(revoked.record);
  secretsUsed.push(a.apiKey, a.v2ApiKey, b.apiKey, revoked.key, TEST_PASSWORD, a.owner.cookie.split('=')[1]!);

  const permissionsOf = (key: string) => new Set(PREDEFINED_ROLES.find((r) => r.key === key)!.permissions);
  callers.push(
    { name: 'no credential', headers: {}, kind: 'none' },
    { name: 'revoked key of A', ...asKey(revoked.key), kind: 'key', generation: 'v3' },
    { name: 'key of B', ...asKey(b.apiKey), kind: 'key', generation: 'v3' },
    { name: 'owner of B', ...asSession(b.owner.cookie), kind: 'session' },
    { name: 'key of A', ...asKey(a.apiKey), kind: 'key', generation: 'v3', permissions: permissionsOf('administrator') },
    { name: 'v2 key of A', ...asKey(a.v2ApiKey), kind: 'key', generation: 'v2', permissions: permissionsOf('administrator') },
    { name: 'owner of A (administrator)', ...asSession(a.owner.cookie), kind: 'session', permissions: permissionsOf('administrator'), isOwner: true },
  );
  // Users are created one after the other: parallel scrypt hashing saturates two cores.
  for (const role of ['developer', 'finance', 'support', 'viewer'] as const) {
    const cookie = await joinAs(app.http, a, role, 'all');
    secretsUsed.push(cookie.split('=')[1]!);
    callers.push({ name: `${role} of A`, ...asSession(cookie), kind: 'session', permissions: permissionsOf(role) });
  }
  callers.push({
    name: 'developer of A scoped to the default account',
    ...asSession(await joinAs(app.http, a, 'developer', 'accounts', [a.defaultAccountId])),
    kind: 'session',
    permissions: permissionsOf('developer'),
  });
  // Restricted keys, made by the owner through the API: each is checked as a member with its role and scope.
  const keyOf = async (body: Record<string, unknown>) => {
    const res = await app.http.post(`/organisations/${a.organisationId}/api-keys`, { name: 'matrix', ...body }, asSession(a.owner.cookie));
    if (res.status !== 201) throw new Error(`key not made: ${res.status} ${res.text}`);
    secretsUsed.push(res.body.key);
    return res.body.key as string;
  };
  for (const role of ['developer', 'finance', 'support', 'viewer'] as const) {
    callers.push({ name: `${role} key of A`, ...asKey(await keyOf({ roleId: a.roles[role] })), kind: 'key', generation: 'v3', permissions: permissionsOf(role) });
  }
  callers.push(
    { name: 'finance v2 key of A', ...asKey(await keyOf({ kind: 'v2', roleId: a.roles.finance })), kind: 'key', generation: 'v2', permissions: permissionsOf('finance') },
    {
      name: 'developer key of A scoped to the default account',
      ...asKey(await keyOf({ roleId: a.roles.developer, accountIds: [a.defaultAccountId] })),
      kind: 'key',
      generation: 'v3',
      permissions: permissionsOf('developer'),
    },
  );
  for (const role of STAFF_ROLES) {
    const staff = await createStaff(app.http, role);
    secretsUsed.push(staff.cookie.split('=')[1]!);
    callers.push({ name: role, ...asSession(staff.cookie), kind: 'session', staffRole: role });
  }
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** What the policy table says this caller gets on this route. */
function expectedVerdict(route: RouteSpec, caller: Caller): Verdict {
  const acceptsKey = route.auth === 'key' || route.auth === 'key+session';
  const acceptsSession = route.auth === 'session' || route.auth === 'key+session' || route.auth === 'staff';
  const validCredential =
    caller.kind === 'none'
      ? false
      : caller.kind === 'key'
        ? acceptsKey && caller.name !== 'revoked key of A' && takesKeyOf(route, caller.generation!)
        : acceptsSession;
  if (!validCredential) return 'unauthenticated';
  if (route.auth === 'staff') {
    return caller.staffRole && (route.staffRoles ?? STAFF_ROLES).includes(caller.staffRole) ? 'allowed' : 'forbidden';
  }
  const pathNamesOrganisation = route.path.startsWith('/organisations/{id}');
  if (!pathNamesOrganisation && route.permission === undefined) return 'allowed';
  // A key acts for its own organisation wherever the path names none (organisationId in a body is ignored),
  // with its role's permissions (a key of B: every permission, in B).
  if (!pathNamesOrganisation && caller.kind === 'key') {
    return route.permission && caller.permissions && !caller.permissions.has(route.permission) ? 'forbidden' : 'allowed';
  }
  if (!caller.permissions) return 'hidden';
  if (route.permission && !caller.permissions.has(route.permission)) return 'forbidden';
  return 'allowed';
}

function verdictOf(status: number, body: { error?: string } | string): Verdict {
  const error = typeof body === 'object' ? body?.error : undefined;
  if (status === 401) return 'unauthenticated';
  if (status === 403 && error === 'permission_denied') return 'forbidden';
  // The v2 routes answer in the v2 format (`{message}`), which carries no code.
  const v2Message = typeof body === 'object' && !error ? (body as { message?: string })?.message : undefined;
  if (status === 403 && v2Message?.startsWith('This action needs the permission')) return 'forbidden';
  if (status === 404 && error === 'organisation_not_found') return 'hidden';
  return 'allowed';
}

const protectedRoutes = routeGroups
  .flatMap((group) => group.routes)
  .filter((route) => route.auth !== 'public' && route.auth !== 'provider')
  // Logging out ends the caller's session: it goes last.
  .sort((x, y) => Number(x.path === '/auth/logout') - Number(y.path === '/auth/logout'));

function concretePath(route: RouteSpec, accountId: string): string {
  const path = route.path
    .replace('{id}', a.organisationId)
    .replace('{accountId}', accountId)
    .replace(/\{[^}]+\}/g, () => randomUUID());
  // A session names its organisation on routes whose path does not.
  return route.path.startsWith('/organisations/{id}') ? path : `${path}?organisationId=${a.organisationId}`;
}

describe('authorisation matrix', () => {
  // Before the matrix, which ends every caller's session with POST /auth/logout.
  it('keeps a member, and a key, scoped to one account out of the others', async () => {
    const scopedCallers = callers.filter((c) => c.name.includes('scoped'));
    expect(scopedCallers.map((c) => c.kind).sort()).toEqual(['key', 'session']);
    for (const scoped of scopedCallers) {
      const accountRoutes = protectedRoutes.filter(
        (r) =>
          r.path.includes('{accountId}') &&
          (!r.permission || scoped.permissions!.has(r.permission)) &&
          (scoped.kind === 'session' || r.auth === 'key' || r.auth === 'key+session'),
      );
      expect(accountRoutes.length).toBeGreaterThan(0);
      for (const route of accountRoutes) {
        const res = await app.http.request(route.method, concretePath(route, outOfScopeAccountId), {
          headers: scoped.headers,
          ...(bodyKindOf(route) === 'json' ? { body: {} } : {}),
        });
        expect(`${scoped.name}: ${route.method} ${route.path}: ${res.status} ${res.body?.error}`).toBe(
          `${scoped.name}: ${route.method} ${route.path}: 403 account_out_of_scope`,
        );
      }
    }
  });

  it('answers every route as the policy table says, for every caller', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of protectedRoutes) {
      for (const caller of callers) {
        const body = bodyKindOf(route) === 'json' ? { organisationId: a.organisationId } : undefined;
        const res = await app.http.request(route.method, concretePath(route, a.defaultAccountId), {
          headers: caller.headers,
          ...(body ? { body } : {}),
        });
        calls++;
        const expected = expectedVerdict(route, caller);
        const actual = verdictOf(res.status, res.body);
        // Owner-only rules live in the action (ownership transfer), beyond the manifest.
        const ownerOnly = route.path.includes('/ownership-transfer') && route.method !== 'GET';
        if (actual !== expected && !(ownerOnly && expected === 'allowed' && actual === 'forbidden' && !caller.isOwner)) {
          mismatches.push(`${route.method} ${route.path} as ${caller.name}: expected ${expected}, got ${res.status} ${res.text.slice(0, 120)}`);
        }
        if (res.status >= 500) mismatches.push(`${route.method} ${route.path} as ${caller.name}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(protectedRoutes.length * callers.length);
  }, 300_000);

  it('never writes a password, key or session id to the logs', () => {
    const logs = app.logs.join('\n');
    for (const secret of secretsUsed) expect(logs).not.toContain(secret);
  });
});
