// Replacing a payment account's routing (PUT /organisations/{id}/payment-accounts/{accountId}/routing).
//
// Primary course:
// 1. the account exists (404 `payment_account_not_found`) and is not archived (409
//    `invalid_transition`: archived is terminal);
// 2. at most one route per provider; each route names an affiliation of this organisation
//    that is not revoked, of the route's provider (else 400 `validation_failed` naming
//    `routes.<i>.provider` or `routes.<i>.affiliationId`);
// 3. one transaction: the account's `routes` replaced (condition: still there, not
//    archived), each affiliation routed checked not revoked and its `routingVersion` bumped
//    (so that a concurrent revoke, which conditions on it, replays and removes the new
//    route), and the audit entry. A routing equal to the current one writes nothing.
// Suspended, verifying and draft affiliations may be routed: only `active` ones make their
// provider accepted (shared/accounts/payment-account-view.ts).
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { affiliationRoutingBump, getAffiliation } from '../store/affiliations-repository.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { failedConditionIndexes, isConditionFailure, isTransactionConflict, type TransactItem } from '../store/client.js';
import { accountRoutesSet, getPaymentAccount } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord, type RouteRecord } from '../domain/records/payment-account.js';
import { transact } from '../store/transact.js';

const MAX_ROUNDS = 5;

export async function setAccountRouting(input: {
  organisationId: string;
  accountId: string;
  routes: readonly RouteRecord[];
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<PaymentAccountRecord> {
  const { organisationId, accountId } = input;
  const routes = input.routes.map((r) => ({ provider: r.provider, affiliationId: r.affiliationId.toLowerCase() }));
  const problems: Array<{ field: string; message: string }> = [];
  routes.forEach((route, i) => {
    if (routes.findIndex((other) => other.provider === route.provider) !== i) {
      problems.push({ field: `routes.${i}.provider`, message: `${route.provider} is routed more than once (one affiliation per provider)` });
    }
  });
  if (problems.length) throw validationFailed(problems);

  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const account = await getPaymentAccount(organisationId, accountId);
    if (!account) throw notFound('payment_account_not_found', 'Payment account');
    if (account.status === 'archived') {
      throw new AppError('invalid_transition', 'This payment account is archived (terminal): its routing can no longer change.');
    }
    const affiliations = await Promise.all(routes.map((r) => getAffiliation(organisationId, r.affiliationId)));
    routes.forEach((route, i) => {
      const affiliation = affiliations[i];
      if (!affiliation) {
        problems.push({ field: `routes.${i}.affiliationId`, message: 'is not an affiliation of this organisation' });
      } else if (affiliation.status === 'revoked') {
        problems.push({ field: `routes.${i}.affiliationId`, message: 'names a revoked affiliation' });
      } else if (affiliation.provider !== route.provider) {
        problems.push({ field: `routes.${i}.provider`, message: `does not match the affiliation's provider (${affiliation.provider})` });
      }
    });
    if (problems.length) throw validationFailed(problems);
    // Each route carries its affiliation's status (what collecting reads), checked unchanged when written.
    const stored: RouteRecord[] = routes.map((route, i) => ({ ...route, affiliationStatus: affiliations[i]!.status }));
    if (sameRouting(account.routes ?? [], stored)) return account;

    const now = input.now ?? new Date();
    const at = now.toISOString();
    const writes: TransactItem[] = [
      accountRoutesSet(organisationId, accountId, stored, at),
      ...stored.map((route, i) => affiliationRoutingBump(organisationId, route.affiliationId, affiliations[i]!.status)),
      auditPut(
        {
          organisationId,
          actor: input.actor,
          action: 'payment_account.routing_updated',
          target: { type: 'payment_account', id: accountId },
          accountId,
          clientIp: input.clientIp,
          details: { from: account.routes ?? [], to: routes },
        },
        now,
      ),
    ];
    try {
      await transact(writes);
      return { ...account, routes: stored, updatedAt: at };
    } catch (error) {
      if (isTransactionConflict(error)) continue;
      if (!isConditionFailure(error)) throw error;
      // An affiliation revoked meanwhile is refused on the next read; an account archived meanwhile too.
      if (!failedConditionIndexes(error).length) throw error;
    }
  }
  throw new AppError('conflict', 'This routing is being changed by another request; retry.');
}

const sameRouting = (a: readonly RouteRecord[], b: readonly RouteRecord[]) =>
  a.length === b.length &&
  a.every((route, i) => route.provider === b[i]!.provider && route.affiliationId === b[i]!.affiliationId && route.affiliationStatus === b[i]!.affiliationStatus);
