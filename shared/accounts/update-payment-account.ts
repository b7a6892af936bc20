// Changing a payment account (PATCH /organisations/{id}/payment-accounts/{accountId}).
//
// Primary course:
// 1. read the account (404 unknown); an archived account is terminal: any change is 409
//    `invalid_transition`;
// 2. keep only the fields that really change; a new logo must be a `logo` file of the
//    organisation; `status` moves between `active` and `paused`;
// 3. one transaction: the account (conditioned on not archived and on the slug read), the
//    slug moved (old claim released, new one claimed: 409 `slug_taken`), the default pointer
//    moved with a condition on the default it replaces, and the audit entries;
// 4. a lost race (the pointer or slug changed since the read, or a transaction conflict) is
//    replayed from a fresh read, so two concurrent "make me default" both succeed in some
//    order and exactly one account ends up default;
// 5. a moved default is copied onto the hints of the organisation's API keys (best effort).
import { organisationDefaultAccountSet } from '../store/organisations-repository.js';
import { refreshDefaultAccountHints } from '../store/api-keys-repository.js';
import { logger } from '../log/logger.js';
import { AppError, notFound } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { failedConditionIndexes, isConditionFailure, type TransactItem } from '../store/client.js';
import { logoFileCheck } from '../store/files-repository.js';
import { accountSlugClaim, accountSlugRelease, defaultAccountMove, getDefaultAccountId, getPaymentAccount, paymentAccountUpdate } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { transact } from '../store/transact.js';
import {
  archivedIsTerminal,
  isTransactionConflict,
  MAX_WRITE_ROUNDS,
  notALogo,
  requireLogoFile,
  tooManyRaces,
} from './account-writes.js';

export interface AccountChanges {
  name?: string;
  slug?: string;
  displayName?: string | null;
  logoFileId?: string | null;
  themeColor?: string | null;
  successUrl?: string | null;
  failUrl?: string | null;
  status?: 'active' | 'paused';
  isDefault?: true;
  refundLateSuccesses?: boolean;
}

const FIELDS = ['name', 'slug', 'displayName', 'logoFileId', 'themeColor', 'successUrl', 'failUrl', 'status', 'refundLateSuccesses'] as const;
type Field = (typeof FIELDS)[number];

export async function updatePaymentAccount(input: {
  organisationId: string;
  accountId: string;
  changes: AccountChanges;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<PaymentAccountRecord> {
  const { organisationId, accountId, changes } = input;
  const asked = FIELDS.some((f) => changes[f] !== undefined) || changes.isDefault === true;

  for (let round = 0; round < MAX_WRITE_ROUNDS; round += 1) {
    const now = input.now ?? new Date();
    const account = await getPaymentAccount(organisationId, accountId);
    if (!account) throw notFound('payment_account_not_found', 'Payment account');
    if (!asked) return account;
    if (account.status === 'archived') throw archivedIsTerminal();

    const diff: Partial<Record<Field, unknown>> = {};
    for (const field of FIELDS) {
      const value = changes[field];
      if (value !== undefined && value !== (account[field] ?? null)) diff[field] = value;
    }
    if (typeof diff.logoFileId === 'string') await requireLogoFile(organisationId, diff.logoFileId);
    const currentDefault = changes.isDefault ? await getDefaultAccountId(organisationId) : undefined;
    const movesDefault = changes.isDefault === true && currentDefault !== accountId;
    if (!Object.keys(diff).length && !movesDefault) return account;

    const writes: TransactItem[] = [paymentAccountUpdate(organisationId, accountId, diff, account.slug, now)];
    let newSlugIndex = -1;
    if (diff.slug !== undefined) {
      writes.push(accountSlugRelease(organisationId, account.slug, accountId));
      newSlugIndex = writes.length;
      writes.push(accountSlugClaim(organisationId, diff.slug as string, accountId));
    }
    let logoIndex = -1;
    if (typeof diff.logoFileId === 'string') {
      logoIndex = writes.length;
      writes.push(logoFileCheck(organisationId, diff.logoFileId));
    }
    if (movesDefault) writes.push(defaultAccountMove(organisationId, accountId, currentDefault), organisationDefaultAccountSet(organisationId, accountId));
    const audit = (action: string, details: Record<string, unknown>) =>
      writes.push(
        auditPut(
          {
            organisationId,
            actor: input.actor,
            action,
            target: { type: 'payment_account', id: accountId },
            accountId,
            clientIp: input.clientIp,
            details,
          },
          now,
        ),
      );
    if (Object.keys(diff).length) {
      audit('payment_account.updated', {
        changes: Object.fromEntries(Object.entries(diff).map(([f, to]) => [f, { from: account[f as Field] ?? null, to }])),
      });
    }
    if (movesDefault) audit('payment_account.default_changed', { previousDefaultAccountId: currentDefault ?? null });

    try {
      await transact(writes);
      if (movesDefault) await refreshHints(organisationId, accountId);
      return { ...account, ...(diff as Partial<PaymentAccountRecord>), updatedAt: now.toISOString() };
    } catch (error) {
      if (isTransactionConflict(error)) continue;
      if (!isConditionFailure(error)) throw error;
      const failed = failedConditionIndexes(error);
      if (failed.includes(newSlugIndex)) {
        throw new AppError('slug_taken', `The slug "${String(diff.slug)}" is already used by another payment account of this organisation.`);
      }
      if (failed.includes(logoIndex)) throw notALogo();
      // The account, its slug or the default pointer changed since the read: decide again.
    }
  }
  throw tooManyRaces();
}

/**
 * The API keys' hints of the default account follow the move, so that their next payment reads
 * the organisation and the new default in one batch. Not needed for correctness (the organisation
 * confirms a hint on every use): a failure here is logged, never the move's.
 */
async function refreshHints(organisationId: string, accountId: string): Promise<void> {
  try {
    await refreshDefaultAccountHints(organisationId, accountId);
  } catch (error) {
    logger.warn('default account hints of the API keys not refreshed', { organisationId, error });
  }
}
