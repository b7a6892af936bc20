// Which payment account a v2 `receiverWalletId` reaches for an organisation, without creating
// anything: the check a shop runs before switching (GET /auth/api-key?receiverWalletId=...;
// docs/v2-migration.md). The same resolution as init-payment's (`accountOfWallet`).
import { AppError } from '../domain/errors.js';
import type { Scope } from '../domain/records/organisation.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import { accountOfWallet } from './init-payment.js';

export interface WalletReach {
  /** The wallet id as it was asked about. */
  id: string;
  paymentAccountId: string;
  paymentAccountName: string;
  paymentAccountStatus: string;
}

/**
 * The account `receiverWalletId` reaches: 404 `payment_account_not_found` when it reaches none of
 * the organisation's accounts, 403 `account_out_of_scope` when the key may not collect on it.
 */
export async function reachOfWallet(
  organisationId: string,
  receiverWalletId: string,
  scope: { scope: Scope; accountIds: readonly string[] },
): Promise<WalletReach> {
  const accountId = await accountOfWallet(organisationId, receiverWalletId);
  const account = accountId ? await getPaymentAccount(organisationId, accountId) : undefined;
  if (!account) {
    throw new AppError('payment_account_not_found', `The wallet ${receiverWalletId} is not one of this organisation's: init-payment would answer 422.`);
  }
  if (scope.scope === 'accounts' && !scope.accountIds.includes(account.id)) {
    throw new AppError('account_out_of_scope', `This key may not collect on the account the wallet ${receiverWalletId} reaches.`);
  }
  return { id: receiverWalletId, paymentAccountId: account.id, paymentAccountName: account.name, paymentAccountStatus: account.status };
}
