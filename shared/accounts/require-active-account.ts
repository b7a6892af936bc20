// The account a payment is collected on must be active: payment creation (API, links, v2)
// calls this before anything else about the account.
import { AppError, notFound } from '../domain/errors.js';
import { getDefaultAccountId, getPaymentAccount } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';

/**
 * The account named, or the organisation's default when `accountId` is omitted.
 * Unknown: 404 `payment_account_not_found`; paused or archived: 409 `payment_account_inactive`.
 * Scope checks (`requireAccountInScope`) stay with the caller, which knows who is asking.
 */
export async function requireActiveAccount(
  /** The organisation as this request read it (it names its default), or only its id. */
  organisation: string | { id: string; defaultAccountId?: string },
  accountId?: string,
  /**
   * An account this request already read with the organisation (in one batch): used when it is the
   * account decided here, from the organisation as read (a stale hint is read again, never trusted).
   */
  alreadyRead?: { id: string; account: PaymentAccountRecord | undefined },
): Promise<PaymentAccountRecord> {
  const organisationId = typeof organisation === 'string' ? organisation : organisation.id;
  const knownDefault = typeof organisation === 'string' ? undefined : organisation.defaultAccountId;
  // Organisations created before the default was kept on them name it only by the pointer.
  const id = accountId ?? knownDefault ?? (await getDefaultAccountId(organisationId));
  const account = !id ? undefined : alreadyRead?.id === id ? alreadyRead.account : await getPaymentAccount(organisationId, id);
  if (!account) throw notFound('payment_account_not_found', 'Payment account');
  if (account.status !== 'active') {
    throw new AppError('payment_account_inactive', `The payment account is ${account.status}: it cannot collect payments.`, {
      paymentAccountId: account.id,
      status: account.status,
    });
  }
  return account;
}
