// A merchant's payment links: create, change, disable, enable.
//
// Create, primary course:
// 1. the account named (or the default) is in the caller's scope and active;
// 2. the settings follow the contract's rules (link-settings.ts), providers within its routing;
// 3. one conditional write of the link, its slug derived from a new id (a slug already taken,
//    at odds of 2^-70, draws another id), with the caller's own writes if it has any (the answer
//    kept for an Idempotency-Key: a retry after a lost answer gets this link, never a second one).
// Changes are conditioned on the version read: a change decided on a stale link reads again.
import { randomUUID } from 'node:crypto';
import { requireActiveAccount } from '../accounts/require-active-account.js';
import { AppError, notFound } from '../domain/errors.js';
import type { TransactItem } from '../store/client.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import { getLink, putNewLink, saveLinkChange, slugOf } from '../store/payment-links-repository.js';
import { type LinkSettings, type PaymentLinkRecord } from '../domain/records/payment-link.js';
import { changedLinkSettings, newLinkSettings, type LinkSettingsInput } from './link-settings.js';

const routedProviders = (account: { routes?: ReadonlyArray<{ provider: string }> }) => [...new Set((account.routes ?? []).map((r) => r.provider))];

export interface CreateLinkInput {
  organisationId: string;
  paymentAccountId?: string;
  /** Throws when the caller may not act on this account (scope). */
  checkAccount: (accountId: string) => void;
  settings: LinkSettingsInput & Pick<LinkSettings, 'title' | 'amountType' | 'usage'>;
  now?: Date;
  /** Writes made in the same transaction as the link (the answer kept for an Idempotency-Key). */
  alsoWrite?: (link: PaymentLinkRecord) => TransactItem[];
}

export async function createLink(input: CreateLinkInput): Promise<PaymentLinkRecord> {
  const now = input.now ?? new Date();
  if (input.paymentAccountId) input.checkAccount(input.paymentAccountId);
  const account = await requireActiveAccount(input.organisationId, input.paymentAccountId);
  input.checkAccount(account.id);
  const settings = newLinkSettings(input.settings, routedProviders(account), now);
  for (let tries = 0; tries < 3; tries += 1) {
    const id = randomUUID();
    const link: PaymentLinkRecord = {
      id,
      slug: slugOf(id),
      organisationId: input.organisationId,
      paymentAccountId: account.id,
      currency: 'TND',
      ...settings,
      state: 'active',
      paymentsCount: 0,
      succeededCount: 0,
      collectedAmount: 0,
      disabledAt: null,
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    if (await putNewLink(link, input.alsoWrite?.(link) ?? [])) return link;
  }
  throw new AppError('internal_error', 'Could not draw a free link slug.');
}

/** The organisation's link named by the path, in the caller's scope; 404 otherwise. */
export async function requireLinkOf(
  organisationId: string,
  linkId: string,
  checkAccount: (accountId: string) => void,
): Promise<PaymentLinkRecord> {
  const link = await getLink(linkId);
  if (!link || link.organisationId !== organisationId) throw notFound('payment_link_not_found', 'Payment link');
  checkAccount(link.paymentAccountId);
  return link;
}

const MAX_ROUNDS = 5;
const raced = () => new AppError('conflict', 'This payment link is being changed by another request; retry.');

/** Reads the link, decides the change, writes it if nobody changed the link meanwhile. */
async function changeLinkWith(
  link: PaymentLinkRecord,
  decide: (current: PaymentLinkRecord) => Promise<Parameters<typeof saveLinkChange>[1] | undefined>,
  now: Date,
): Promise<PaymentLinkRecord> {
  let current = link;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const change = await decide(current);
    if (!change) return current;
    const saved = await saveLinkChange(current, change, now);
    if (saved) return saved;
    const again = await getLink(link.id);
    if (!again) throw notFound('payment_link_not_found', 'Payment link');
    current = again;
  }
  throw raced();
}

/** PATCH: any setting but the account and the slug. Payments already started keep theirs. */
export function changeLink(link: PaymentLinkRecord, patch: LinkSettingsInput, now = new Date()): Promise<PaymentLinkRecord> {
  return changeLinkWith(
    link,
    async (current) => {
      const account = await getPaymentAccount(current.organisationId, current.paymentAccountId);
      const settings = changedLinkSettings(current, patch, routedProviders(account ?? {}), now);
      return settings;
    },
    now,
  );
}

/** Disable (no payment starts from it) or enable again. Asking for the current state changes nothing. */
export function setLinkEnabled(link: PaymentLinkRecord, enabled: boolean, now = new Date()): Promise<PaymentLinkRecord> {
  return changeLinkWith(
    link,
    async (current) => {
      if ((current.state === 'active') === enabled) return undefined;
      return enabled ? { state: 'active', disabledAt: null } : { state: 'disabled', disabledAt: now.toISOString() };
    },
    now,
  );
}
