// Archiving a payment account (POST /organisations/{id}/payment-accounts/{accountId}/archive).
//
// Primary course:
// 1. the account exists (404) and is not archived yet (409 `invalid_transition`: terminal);
// 2. it is not the default account (409 `default_account_not_archivable`: make another
//    account default first);
// 3. one transaction: the account archived (`archivedAt` set), a check that the default
//    pointer still names another account, and the audit entry. Its slug stays reserved, so
//    an old URL never starts naming another account.
import { AppError, notFound } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { failedConditionIndexes, isConditionFailure } from '../store/client.js';
import { getDefaultAccountId, getPaymentAccount, notDefaultAccountCheck, paymentAccountArchive } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { transact } from '../store/transact.js';
import { isTransactionConflict, MAX_WRITE_ROUNDS, tooManyRaces } from './account-writes.js';

const isDefault = () =>
  new AppError(
    'default_account_not_archivable',
    'The default payment account cannot be archived: make another account the default first.',
  );

export async function archivePaymentAccount(input: {
  organisationId: string;
  accountId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<PaymentAccountRecord> {
  const { organisationId, accountId } = input;
  for (let round = 0; round < MAX_WRITE_ROUNDS; round += 1) {
    const now = input.now ?? new Date();
    const [account, defaultAccountId] = await Promise.all([
      getPaymentAccount(organisationId, accountId),
      getDefaultAccountId(organisationId),
    ]);
    if (!account) throw notFound('payment_account_not_found', 'Payment account');
    if (account.status === 'archived') {
      throw new AppError('invalid_transition', 'This payment account is already archived (terminal).');
    }
    if (defaultAccountId === accountId) throw isDefault();
    try {
      await transact([
        paymentAccountArchive(organisationId, accountId, now),
        notDefaultAccountCheck(organisationId, accountId),
        auditPut(
          {
            organisationId,
            actor: input.actor,
            action: 'payment_account.archived',
            target: { type: 'payment_account', id: accountId },
            accountId,
            clientIp: input.clientIp,
            details: { name: account.name, slug: account.slug, previousStatus: account.status },
          },
          now,
        ),
      ]);
      return { ...account, status: 'archived', archivedAt: now.toISOString(), updatedAt: now.toISOString() };
    } catch (error) {
      if (isTransactionConflict(error)) continue;
      if (!isConditionFailure(error)) throw error;
      if (failedConditionIndexes(error).includes(1)) throw isDefault();
      // The account changed since the read: decide again.
    }
  }
  throw tooManyRaces();
}
