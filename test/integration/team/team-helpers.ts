// Team fixtures through the HTTP routes: an invitation by the owner, accepted with a new account.
import { expect } from 'vitest';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { type AuditEntry } from '../../../shared/domain/records/audit.js';
import { asSession, login, TEST_PASSWORD, uniqueEmail, type Merchant } from '../../helpers/fixtures.js';
import type { HttpClient } from '../../helpers/test-app.js';

export const tokenOf = (inviteLink: string) => new URL(inviteLink).searchParams.get('token')!;

export async function invite(
  http: HttpClient,
  merchant: Merchant,
  body: { email?: string; roleId: string; scope?: 'all' | 'accounts'; accountIds?: string[] },
  cookie = merchant.owner.cookie,
) {
  const res = await http.post(
    `/organisations/${merchant.organisationId}/members`,
    { email: body.email ?? uniqueEmail('member'), ...body },
    asSession(cookie),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; email: string; inviteLink: string };
}

/** A new user who joined the merchant with the given role, signed in. */
export async function addMember(
  http: HttpClient,
  merchant: Merchant,
  roleId: string,
  scope: { scope?: 'all' | 'accounts'; accountIds?: string[] } = {},
) {
  const invitation = await invite(http, merchant, { roleId, ...scope });
  const accepted = await http.post('/invitations/accept', {
    token: tokenOf(invitation.inviteLink),
    firstName: 'Team',
    lastName: 'Member',
    password: TEST_PASSWORD,
  });
  expect(accepted.status, accepted.text).toBe(200);
  return { userId: accepted.body.userId as string, email: invitation.email, cookie: await login(http, invitation.email) };
}

/** The audit entries of an organisation (newest first). */
export async function auditOf(organisationId: string): Promise<AuditEntry[]> {
  return (await listAudit(organisationId, null, 200)).items;
}
