// Authentication and authorisation, before every action, from the route's manifest entry
// (its `auth`, `permission` and `staffRoles` are the policy table: docs/authorisation.md).
//
// Primary course:
// 1. public and provider routes pass;
// 2. find the credential the route accepts (an API key header of the route's API generation,
//    refused when its organisation is suspended, or the session cookie);
// 3. staff routes need a staff platform role;
// 4. organisation routes resolve the organisation (path, key, or `organisationId` with a
//    session), require membership (a non-member learns nothing: 404), a live organisation
//    for API keys, and the route's permission: a member's role's, or a key's (its role and
//    scope, within what its maker holds now: shared/identity/api-key-access.ts).
import { AppError } from '../domain/errors.js';
import { STAFF_ROLES, type Permission } from '../domain/permissions.js';
import { type ApiKeyRecord } from '../domain/records/api-key.js';
import { getMember, getOrganisation, getRole } from '../store/organisations-repository.js';
import { type OrganisationRecord, type Scope } from '../domain/records/organisation.js';
import { anticipateApiKey, authenticateApiKey, type ApiKeyAccess } from '../identity/api-key-access.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { findLiveSession, readSessionContext, type SessionMembership, type SessionRecord } from '../store/sessions-repository.js';
import { type UserRecord } from '../domain/records/user.js';
import { apiGenerationOf, takesKeyOf } from './api-generation.js';
import { refuseCrossSite } from './same-origin.js';
import type { HttpRequest } from './types.js';
import { UUID_PATTERN as UUID } from '../domain/uuid.js';

export const SESSION_COOKIE = 'svc_session';

export type Principal =
  /** `membership`: the organisation the request names and the user's membership of it, read with the user. */
  | { kind: 'session'; user: UserRecord; session: SessionRecord; membership?: SessionMembership }
  /**
   * `organisation` is read once, at authentication, and reused for access (undefined if it is gone);
   * `access` is what the key may do now (its role and scope, within its maker's).
   */
  | { kind: 'api_key'; apiKey: ApiKeyRecord; organisation: OrganisationRecord | undefined; access: ApiKeyAccess; accountRead?: AccountRead };

/** An account read with the key's organisation, in one batch (`account` undefined: there is none). */
export interface AccountRead {
  id: string;
  account: PaymentAccountRecord | undefined;
}

export interface OrganisationAccess {
  organisation: OrganisationRecord;
  permissions: ReadonlySet<Permission>;
  scope: Scope;
  accountIds: readonly string[];
  isOwner: boolean;
  /** The member's role, or the key's (null: a key made before restricted keys, administrator). */
  roleId: string | null;
}

interface AuthState {
  principal?: Principal;
  access?: OrganisationAccess;
}

const states = new WeakMap<HttpRequest, AuthState>();

export type RouteGuard = (request: HttpRequest) => Promise<void>;

export const authenticateRequest: RouteGuard = async (request) => {
  const { auth } = request.route;
  if (auth === 'public' || auth === 'provider') return;
  const principal = await resolvePrincipal(request);
  const state: AuthState = { principal };
  states.set(request, state);

  if (auth === 'staff') {
    if (principal.kind !== 'session') throw new AppError('unauthenticated', 'A staff session is required.');
    const allowed = request.route.staffRoles ?? STAFF_ROLES;
    if (!allowed.includes(principal.user.platformRole)) {
      throw new AppError('permission_denied', staffRefusal(request.route.staffRoles));
    }
    return;
  }

  const organisationId = organisationIdOf(request, principal);
  if (organisationId) state.access = await resolveAccess(request, principal, organisationId);
};

/** Names the platform roles a staff route is for (e.g. "the compliance role (svc_compliance)"). */
function staffRefusal(roles: readonly string[] | undefined): string {
  if (!roles) return 'This route is for platform staff.';
  const names = roles.map((role) => `${role.replace(/^svc_/, '')} (${role})`);
  return `This route is for the platform's ${names.join(' or ')} role${roles.length > 1 ? 's' : ''}.`;
}

async function resolvePrincipal(request: HttpRequest): Promise<Principal> {
  const { auth } = request.route;
  const acceptsKey = auth === 'key' || auth === 'key+session';
  const acceptsSession = auth === 'session' || auth === 'key+session' || auth === 'staff';
  const keyHeader = request.headers['x-api-key'];

  if (acceptsKey && keyHeader !== undefined) {
    // The key, and in one batch with it its organisation (with the account it collects on) and what it may do now.
    const authenticated = await authenticateApiKey(keyHeader.trim(), (apiKey) => {
      // A key belongs to one API generation (docs/api-decisions.md, "API keys and API generations").
      if (!takesKeyOf(request.route, apiKey.kind)) {
        throw new AppError(
          'invalid_api_key',
          apiGenerationOf(request.route) === 'v2'
            ? 'This is a v3 API key; the v2 API (/api/v2) accepts only v2 keys (<organisationId>:<secret>).'
            : 'This is a v2 API key, accepted only on the v2 API (/api/v2); use a v3 key (kpk_...) here.',
        );
      }
      return accountToReadWith(request, apiKey);
    });
    if (!authenticated) throw new AppError('invalid_api_key', 'The API key is invalid or revoked.');
    const { apiKey, context: { organisation, accountRead, access } } = authenticated;
    // A suspended organisation's keys are refused on every key route, not only on its own paths.
    if (organisation?.status === 'suspended') {
      throw new AppError('organisation_suspended', 'This organisation is suspended; its API keys are refused.');
    }
    return { kind: 'api_key', apiKey, organisation, access, ...(accountRead ? { accountRead } : {}) };
  }
  if (acceptsSession) {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findLiveSession(token) : undefined;
    // The user, with the organisation the request names and their membership of it (checked later, in order).
    const named = auth === 'staff' ? undefined : organisationNamedBy(request);
    const { user, membership } = session
      ? await readSessionContext(session.userId, named && UUID.test(named) ? named : undefined)
      : { user: undefined, membership: undefined };
    if (session && user && !(user.sessionsRevokedAt && session.createdAt < user.sessionsRevokedAt)) {
      // A session cookie rides along with any page's request: another site's cannot change anything.
      refuseCrossSite(request);
      return { kind: 'session', user, session, ...(membership ? { membership } : {}) };
    }
  }
  throw new AppError(
    'unauthenticated',
    acceptsKey && !acceptsSession ? 'An API key is required (x-api-key header).' : 'Authentication is required.',
  );
}

/**
 * The account a key request reads with its organisation (manifest `readsWithOrganisation`): the
 * body's `paymentAccountId`, else the key's hint of the default account. Only a read: the action
 * decides from the organisation whether it is the account to use.
 */
function accountToReadWith(request: HttpRequest, apiKey: ApiKeyRecord): string | undefined {
  if (request.route.readsWithOrganisation !== 'collectingAccount') return undefined;
  const named = (request.body as { paymentAccountId?: unknown } | undefined)?.paymentAccountId;
  if (named !== undefined && named !== null) return typeof named === 'string' && UUID.test(named) ? named : undefined;
  return apiKey.defaultAccountHint;
}

/** The account read with the key's organisation, when the route asked for one. */
export function accountReadOf(request: HttpRequest): AccountRead | undefined {
  const principal = states.get(request)?.principal;
  return principal?.kind === 'api_key' ? principal.accountRead : undefined;
}

/** The organisation a route acts on, when it acts on one. */
function organisationIdOf(request: HttpRequest, principal: Principal): string | undefined {
  if (principal.kind === 'api_key') return organisationInPath(request) ?? (request.route.permission ? principal.apiKey.organisationId : undefined);
  const organisationId = organisationNamedBy(request);
  if (!organisationId && request.route.permission) {
    throw new AppError('organisation_required', 'organisationId is required with a session.');
  }
  return organisationId;
}

const organisationInPath = (request: HttpRequest): string | undefined =>
  request.params.id && request.route.path.startsWith('/organisations/{id}') ? request.params.id : undefined;

/** The organisation a session request names: its path's, or on a route with a permission, the body's or query's. */
function organisationNamedBy(request: HttpRequest): string | undefined {
  const inPath = organisationInPath(request);
  if (inPath || !request.route.permission) return inPath;
  const fromBody = (request.body as { organisationId?: unknown } | undefined)?.organisationId;
  return (typeof fromBody === 'string' ? fromBody : request.query.get('organisationId')) ?? undefined;
}

const notFound = () => new AppError('organisation_not_found', 'Organisation was not found.');

async function resolveAccess(
  request: HttpRequest,
  principal: Principal,
  organisationId: string,
): Promise<OrganisationAccess> {
  if (!UUID.test(organisationId)) throw notFound();
  let access: OrganisationAccess;
  if (principal.kind === 'api_key') {
    // Its organisation was read, and refused if suspended, when the key was authenticated.
    const ofKey = keyAccess(principal, organisationId);
    if (!ofKey) throw notFound();
    access = ofKey;
  } else {
    const read = principal.membership?.organisationId === organisationId ? principal.membership : undefined;
    const [organisation, member] = read
      ? [read.organisation, read.member]
      : await Promise.all([getOrganisation(organisationId), getMember(organisationId, principal.user.id)]);
    if (!organisation || !member) throw notFound();
    const role = await getRole(organisationId, member.roleId);
    access = {
      organisation,
      permissions: new Set(role?.permissions ?? []),
      scope: member.scope,
      accountIds: member.accountIds,
      isOwner: member.isOwner,
      roleId: member.roleId,
    };
  }
  const needed = request.route.permission as Permission | undefined;
  if (needed && !access.permissions.has(needed)) {
    throw new AppError('permission_denied', `This action needs the permission ${needed}.`);
  }
  return access;
}

/**
 * A key acts for its own organisation, with its role and scope as a member with them would (never
 * more than its maker holds now). Undefined: `organisationId` is not the key's, or is gone.
 */
function keyAccess(
  key: { apiKey: ApiKeyRecord; organisation: OrganisationRecord | undefined; access: ApiKeyAccess },
  organisationId: string,
): OrganisationAccess | undefined {
  const { organisation } = key;
  if (key.apiKey.organisationId !== organisationId || !organisation) return undefined;
  const { permissions, scope, accountIds, roleId } = key.access;
  return { organisation, permissions, scope, accountIds, isOwner: false, roleId };
}

/**
 * The access a key request would be given if its key could still do what it could at its last
 * request in this container: no read, and never a decision. Reads may start from it beside the
 * key's batch (shared/http/read-ahead.ts); the access authentication then gives decides. Undefined
 * for anything but a key this container has seen live, with the route's permission, on a route of its
 * organisation.
 */
export function anticipatedAccess(request: HttpRequest): OrganisationAccess | undefined {
  const { auth, permission } = request.route;
  const keyHeader = request.headers['x-api-key'];
  if ((auth !== 'key' && auth !== 'key+session') || keyHeader === undefined || !permission) return undefined;
  const seen = anticipateApiKey(keyHeader.trim());
  if (!seen || !takesKeyOf(request.route, seen.apiKey.kind) || seen.could.organisation?.status === 'suspended') return undefined;
  const access = keyAccess({ apiKey: seen.apiKey, ...seen.could }, organisationInPath(request) ?? seen.apiKey.organisationId);
  return access?.permissions.has(permission as Permission) ? access : undefined;
}

export function principalOf(request: HttpRequest): Principal {
  const principal = states.get(request)?.principal;
  if (!principal) throw new Error(`No principal on ${request.route.method} ${request.route.path}: is its auth public?`);
  return principal;
}

export function sessionOf(request: HttpRequest): { user: UserRecord; session: SessionRecord } {
  const principal = principalOf(request);
  if (principal.kind !== 'session') throw new AppError('unauthenticated', 'A dashboard session is required.');
  return principal;
}

export function accessOf(request: HttpRequest): OrganisationAccess {
  const access = states.get(request)?.access;
  if (!access) throw new Error(`No organisation access on ${request.route.method} ${request.route.path}`);
  return access;
}

/** Members scoped to some accounts reach only those (403 `account_out_of_scope`). */
export function requireAccountInScope(access: OrganisationAccess, accountId: string): void {
  if (access.scope === 'accounts' && !access.accountIds.includes(accountId)) {
    throw new AppError('account_out_of_scope', 'This payment account is outside your scope.');
  }
}

/**
 * The accounts a list shows: the one the query names (403 when out of scope), those of a member
 * scoped to accounts, or every account (no restriction). Null: a member scoped to no account sees nothing.
 */
export function listScope(access: OrganisationAccess, account: string | undefined): { accountId?: string; visibleAccountIds?: readonly string[] } | null {
  if (account) {
    requireAccountInScope(access, account);
    return { accountId: account };
  }
  if (access.scope !== 'accounts') return {};
  return access.accountIds.length ? { visibleAccountIds: access.accountIds } : null;
}

export const canSeeAccount = (access: OrganisationAccess, accountId: string) =>
  access.scope === 'all' || access.accountIds.includes(accountId);

/** Who acted, for audit entries and timelines. */
export function actorOf(request: HttpRequest) {
  const principal = states.get(request)?.principal;
  if (!principal) return { type: 'anonymous' as const, id: null, label: null };
  if (principal.kind === 'api_key') {
    return { type: 'api_key' as const, id: principal.apiKey.id, label: principal.apiKey.name };
  }
  const staff = principal.user.platformRole !== 'merchant';
  return { type: staff ? ('staff' as const) : ('user' as const), id: principal.user.id, label: principal.user.email };
}

/** Re-authentication within the last 10 minutes, required for sensitive session actions. */
export function requireRecentReauth(request: HttpRequest, now = new Date()): void {
  const principal = principalOf(request);
  if (principal.kind === 'api_key') return;
  const until = principal.session.reauthenticatedUntil;
  if (!until || Date.parse(until) <= now.getTime()) {
    throw new AppError('reauth_required', 'Confirm your password (POST /auth/reauth) to do this.');
  }
}
