// Test fixtures built through the service's own use cases: an organisation is created as
// staff would create it, and its owner joins by accepting the owner invitation.
import { randomBytes } from 'node:crypto';
import type { PlatformRole } from '../../shared/domain/permissions.js';
import { hashPassword } from '../../shared/identity/passwords.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { acceptInvitation } from '../../shared/members/accept-invitation.js';
import { buildInvitation } from '../../shared/members/invitations.js';
import { db } from '../../shared/store/client.js';
import { createOrganisation } from '../../shared/organisations/create-organisation.js';
import { createApiKey } from '../../shared/store/api-keys-repository.js';
import { createUser } from '../../shared/store/users-repository.js';
import type { HttpClient } from './test-app.js';

export const unique = (prefix = 'u') => `${prefix}-${randomBytes(4).toString('hex')}`;
export const uniqueEmail = (prefix = 'user') => `${unique(prefix)}@example.tn`;
export const TEST_PASSWORD = 'correct-horse-battery-staple';

/** Logs in and returns the session cookie header value (`svc_session=...`). */
export async function login(http: HttpClient, email: string, password = TEST_PASSWORD, totp?: string): Promise<string> {
  // As a client should: a 503 (storage unavailable, nothing written) is sent again after its Retry-After,
  // so that a set-up on a starved machine does not fail a test about something else.
  for (let tries = 1; ; tries++) {
    const res = await http.post('/auth/login', { email, password, ...(totp ? { totp } : {}) });
    if (res.status === 200) return sessionCookieOf(res.headers);
    if (res.status !== 503 || tries === 3) throw new Error(`login failed for ${email}: ${res.status} ${res.text}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Number(res.headers.get('retry-after')) || 1, 5) * 1000));
  }
}

export function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('svc_session='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0]!;
}

export const asSession = (cookie: string) => ({ headers: { cookie } });
export const asKey = (key: string) => ({ headers: { 'x-api-key': key } });

/** One hash of TEST_PASSWORD per test file (a hash costs a full scrypt; any user may carry the same one). */
let testPasswordHash: Promise<string> | undefined;

export async function createStaff(http: HttpClient, platformRole: PlatformRole = 'svc_admin') {
  const email = uniqueEmail(platformRole);
  const user = await createUser({
    email,
    firstName: 'Staff',
    lastName: platformRole,
    platformRole,
    passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
  });
  return { user, email, password: TEST_PASSWORD, cookie: await login(http, email) };
}

export interface Merchant {
  organisationId: string;
  defaultAccountId: string;
  roles: Record<string, string>;
  owner: { userId: string; email: string; password: string; cookie: string };
  apiKey: string;
  apiKeyId: string;
  v2ApiKey: string;
}

/** A merchant organisation with its owner signed in and a v3 and v2 key. */
export async function createMerchant(http: HttpClient, name = unique('Boutique')): Promise<Merchant> {
  const ownerEmail = uniqueEmail('owner');
  const created = await createOrganisation({
    profile: { name, legalName: `${name} SARL`, taxId: `MF-${unique('tax')}`, country: 'TN' },
    ownerEmail,
    actor: { type: 'system', id: null },
    clientIp: null,
  });
  const token = new URL(created.ownerInviteLink).searchParams.get('token')!;
  const accepted = await acceptInvitation({
    token,
    newAccount: { firstName: 'Owner', lastName: name, password: TEST_PASSWORD },
    clientIp: '127.0.0.1',
  });
  const [v3, v2] = await Promise.all([
    createApiKey({ organisationId: created.organisation.id, name: 'test v3', kind: 'v3', createdBy: accepted.userId }),
    createApiKey({ organisationId: created.organisation.id, name: 'test v2', kind: 'v2', createdBy: accepted.userId }),
  ]);
  return {
    organisationId: created.organisation.id,
    defaultAccountId: created.account.id,
    roles: Object.fromEntries(created.roles.map((r) => [r.key!, r.id])),
    owner: { userId: accepted.userId, email: ownerEmail, password: TEST_PASSWORD, cookie: await login(http, ownerEmail) },
    apiKey: v3.key,
    apiKeyId: v3.record.id,
    v2ApiKey: v2.key,
  };
}

/**
 * A member of the merchant with a predefined role and a scope, joined through an invitation
 * (the use cases, not the team routes, which have tests of their own) and signed in.
 * Returns the session cookie.
 */
export async function joinAs(
  http: HttpClient,
  merchant: Merchant,
  roleKey: string,
  scope: 'all' | 'accounts' = 'all',
  accountIds: string[] = [],
): Promise<string> {
  const email = uniqueEmail(roleKey);
  const invitation = buildInvitation({
    organisationId: merchant.organisationId,
    organisationName: 'Test merchant',
    email,
    roleId: merchant.roles[roleKey]!,
    scope,
    accountIds,
    asOwner: false,
    invitedBy: merchant.owner.userId,
  });
  await db().send(new TransactWriteCommand({ TransactItems: invitation.writes }));
  await acceptInvitation({
    token: invitation.token,
    newAccount: { firstName: 'Member', lastName: roleKey, password: TEST_PASSWORD },
    clientIp: '127.0.0.1',
  });
  return login(http, email);
}
