// What the HTTP layer reads of payment accounts. Named reads: handlers call these, never the store.
import * as payment_accounts_repository from '../store/payment-accounts-repository.js';

export const getPaymentAccount: typeof payment_accounts_repository.getPaymentAccount = (...args) => payment_accounts_repository.getPaymentAccount(...args);
export const listPaymentAccounts: typeof payment_accounts_repository.listPaymentAccounts = (...args) => payment_accounts_repository.listPaymentAccounts(...args);
export const getAccountAndOrganisation: typeof payment_accounts_repository.getAccountAndOrganisation = (...args) => payment_accounts_repository.getAccountAndOrganisation(...args);
