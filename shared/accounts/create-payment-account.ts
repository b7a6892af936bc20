// Creating a payment account (POST /organisations/{id}/payment-accounts).
//
// Primary course:
// 1. a logo, when given, is a file of this organisation uploaded with type `logo`;
// 2. the slug is the one asked for (taken: 409 `slug_taken`), or derived from the name, with
//    `-2`, `-3`... appended while the derived one is taken;
// 3. one transaction: the slug claim, the account (active, not default) and the audit entry.
import { AppError } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { failedConditionIndexes, isConditionFailure } from '../store/client.js';
import { logoFileCheck } from '../store/files-repository.js';
import { buildPaymentAccount, paymentAccountPuts, slugify } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord } from '../domain/records/payment-account.js';
import { transact } from '../store/transact.js';
import {
  isTransactionConflict,
  MAX_SLUG_LENGTH,
  MAX_WRITE_ROUNDS,
  notALogo,
  requireLogoFile,
  tooManyRaces,
} from './account-writes.js';

export interface AccountSettings {
  displayName?: string | null;
  logoFileId?: string | null;
  themeColor?: string | null;
  successUrl?: string | null;
  failUrl?: string | null;
}

/** Derived slugs tried before giving up and asking for one. */
const DERIVED_SLUG_TRIES = 20;

export async function createPaymentAccount(input: {
  organisationId: string;
  name: string;
  slug?: string;
  settings: AccountSettings;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<PaymentAccountRecord> {
  const now = input.now ?? new Date();
  const logoFileId = input.settings.logoFileId ?? null;
  if (logoFileId) await requireLogoFile(input.organisationId, logoFileId);

  const base = slugify(input.name);
  const candidates =
    input.slug !== undefined
      ? [input.slug]
      : Array.from({ length: DERIVED_SLUG_TRIES }, (_, i) => {
          if (i === 0) return base;
          const suffix = `-${i + 1}`;
          return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
        });

  let conflicts = 0;
  for (let i = 0; i < candidates.length; ) {
    const account: PaymentAccountRecord = {
      ...buildPaymentAccount(input.organisationId, { name: input.name, slug: candidates[i] }, now),
      displayName: input.settings.displayName ?? null,
      logoFileId,
      themeColor: input.settings.themeColor ?? null,
      successUrl: input.settings.successUrl ?? null,
      failUrl: input.settings.failUrl ?? null,
    };
    const writes = paymentAccountPuts(account); // [slug claim, account]
    const logoIndex = writes.length;
    if (logoFileId) writes.push(logoFileCheck(input.organisationId, logoFileId));
    writes.push(
      auditPut(
        {
          organisationId: input.organisationId,
          actor: input.actor,
          action: 'payment_account.created',
          target: { type: 'payment_account', id: account.id },
          accountId: account.id,
          clientIp: input.clientIp,
          details: { name: account.name, slug: account.slug },
        },
        now,
      ),
    );
    try {
      await transact(writes);
      return account;
    } catch (error) {
      if (isTransactionConflict(error)) {
        if (++conflicts >= MAX_WRITE_ROUNDS) throw tooManyRaces();
        continue;
      }
      if (!isConditionFailure(error)) throw error;
      const failed = failedConditionIndexes(error);
      if (logoFileId && failed.includes(logoIndex)) throw notALogo();
      if (!failed.includes(0)) throw error;
      i += 1;
    }
  }
  throw new AppError(
    'slug_taken',
    input.slug !== undefined
      ? `The slug "${input.slug}" is already used by another payment account of this organisation.`
      : `Slugs derived from "${input.name}" are all taken: choose a slug.`,
  );
}
