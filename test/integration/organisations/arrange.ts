// Arrangements the organisation tests share: extra members with a chosen role and scope,
// extra payment accounts, and affiliation items (written as the affiliations module will
// write them) so that collectability can be observed before that module exists.
import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../../shared/identity/passwords.js';
import { db, tableName } from '../../../shared/store/client.js';
import { memberPut } from '../../../shared/store/organisations-repository.js';
import { type Scope } from '../../../shared/domain/records/organisation.js';
import { buildPaymentAccount, paymentAccountPuts } from '../../../shared/store/payment-accounts-repository.js';
import { createUser } from '../../../shared/store/users-repository.js';
import { login, TEST_PASSWORD, uniqueEmail } from '../../helpers/fixtures.js';
import type { HttpClient } from '../../helpers/test-app.js';

export async function addMember(
  http: HttpClient,
  organisationId: string,
  roleId: string,
  scope: Scope = 'all',
  accountIds: string[] = [],
) {
  const email = uniqueEmail('member');
  const user = await createUser({
    email,
    firstName: 'Member',
    lastName: 'Test',
    platformRole: 'merchant',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  await setMembership(organisationId, user.id, roleId, scope, accountIds, true);
  return { userId: user.id, email, cookie: await login(http, email) };
}

/** Gives a member another role or scope (as PATCH /organisations/{id}/members/{userId} will). */
export async function setMembership(
  organisationId: string,
  userId: string,
  roleId: string,
  scope: Scope,
  accountIds: string[],
  mustBeNew = false,
) {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        memberPut(
          { organisationId, userId, roleId, scope, accountIds, isOwner: false, joinedAt: new Date().toISOString() },
          { mustBeNew },
        ),
      ],
    }),
  );
}

export async function addPaymentAccount(organisationId: string, name: string) {
  const account = buildPaymentAccount(organisationId, { name });
  await db().send(new TransactWriteCommand({ TransactItems: paymentAccountPuts(account) }));
  return account;
}

export async function putAffiliationItem(organisationId: string, status: string, sortKey = `AFFILIATION#${randomUUID()}`) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: `ORG#${organisationId}`, SK: sortKey, organisationId, status, provider: 'clictopay' },
    }),
  );
  return sortKey;
}
