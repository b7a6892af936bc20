// The PaymentAccount resource of the contract, built from the account item, the default
// pointer and the affiliations its routing names. Other features (payments, links, the
// checkout) reuse `acceptedProvidersOf` so that "which providers may collect" has one rule.
import type { z } from 'zod';
import type { PaymentAccount as PaymentAccountSchema } from '../api-schemas/accounts.js';
import { getAffiliationLabels } from '../store/affiliations-repository.js';
import { AFFILIATION_STATUSES, type AffiliationStatus as KnownAffiliationStatus } from '../domain/records/affiliation.js';
import { getDefaultAccountId } from '../store/payment-accounts-repository.js';
import { type PaymentAccountRecord, type PaymentAccountStatus, type RouteRecord } from '../domain/records/payment-account.js';

/** An affiliation's status as a route shows it: `unknown` when the affiliation is gone. */
export type AffiliationStatus = KnownAffiliationStatus | 'unknown';

export interface Route {
  provider: string;
  label: string;
  affiliationId: string;
  affiliationStatus: AffiliationStatus;
}

/** The PaymentAccount resource: the stored account with its routes resolved, `isDefault` and `acceptedProviders`. */
export interface PaymentAccount extends Omit<PaymentAccountRecord, 'routes'> {
  isDefault: boolean;
  routes: Route[];
  acceptedProviders: string[];
}

export interface AffiliationSummary {
  label: string;
  status: AffiliationStatus;
}

/** Providers that may collect on an account: those routed to an active affiliation, and none unless the account is active. */
export function acceptedProvidersOf(status: PaymentAccountStatus, routes: readonly Route[]): string[] {
  if (status !== 'active') return [];
  return [...new Set(routes.filter((r) => r.affiliationStatus === 'active').map((r) => r.provider))];
}

/**
 * The providers an account collects with now: its routes whose affiliation is active. The status
 * kept on each route is read when every route has it (one item read); otherwise (routes written
 * before it was kept) the affiliations are read.
 */
export async function collectingProviders(account: PaymentAccountRecord): Promise<string[]> {
  const routes = account.routes ?? [];
  if (routes.every((route) => route.affiliationStatus !== undefined)) {
    return acceptedProvidersOf(
      account.status,
      routes.map((route) => ({ provider: route.provider, label: '', affiliationId: route.affiliationId, affiliationStatus: route.affiliationStatus as Route['affiliationStatus'] })),
    );
  }
  const affiliations = await loadAffiliationSummaries(account.organisationId, routes.map((route) => route.affiliationId));
  return acceptedProvidersOf(account.status, resolveRoutes(routes, affiliations));
}

/** Routes as stored ({provider, affiliationId}) with the label and status of their affiliation. */
export function resolveRoutes(routes: readonly RouteRecord[], affiliations: ReadonlyMap<string, AffiliationSummary>): Route[] {
  return routes.map((route) => {
    const affiliation = affiliations.get(route.affiliationId);
    return {
      provider: route.provider,
      label: affiliation?.label ?? '',
      affiliationId: route.affiliationId,
      affiliationStatus: affiliation?.status ?? 'unknown',
    };
  });
}

export function toPaymentAccount(
  account: PaymentAccountRecord,
  context: { defaultAccountId: string | undefined; affiliations: ReadonlyMap<string, AffiliationSummary> },
): PaymentAccount & z.input<typeof PaymentAccountSchema> {
  const routes = resolveRoutes(account.routes ?? [], context.affiliations);
  return {
    id: account.id,
    organisationId: account.organisationId,
    name: account.name,
    slug: account.slug,
    displayName: account.displayName ?? null,
    logoFileId: account.logoFileId ?? null,
    themeColor: account.themeColor ?? null,
    successUrl: account.successUrl ?? null,
    failUrl: account.failUrl ?? null,
    status: account.status,
    isDefault: context.defaultAccountId === account.id,
    archivedAt: account.archivedAt ?? null,
    routes,
    acceptedProviders: acceptedProvidersOf(account.status, routes),
    refundLateSuccesses: account.refundLateSuccesses ?? false,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** Views of several accounts of one organisation: one read of the pointer, one batch of affiliations. */
export async function toPaymentAccounts(
  organisationId: string,
  accounts: readonly PaymentAccountRecord[],
): Promise<PaymentAccount[]> {
  const affiliationIds = accounts.flatMap((a) => (a.routes ?? []).map((r) => r.affiliationId));
  const [defaultAccountId, affiliations] = await Promise.all([
    getDefaultAccountId(organisationId),
    loadAffiliationSummaries(organisationId, affiliationIds),
  ]);
  return accounts.map((account) => toPaymentAccount(account, { defaultAccountId, affiliations }));
}

export async function toPaymentAccountView(account: PaymentAccountRecord): Promise<PaymentAccount> {
  const [view] = await toPaymentAccounts(account.organisationId, [account]);
  return view!;
}

/**
 * Label and status of the affiliations named (owned by the affiliations feature; only those
 * two attributes are read, never the sealed credentials beside them).
 */
export async function loadAffiliationSummaries(
  organisationId: string,
  affiliationIds: readonly string[],
): Promise<Map<string, AffiliationSummary>> {
  const stored = await getAffiliationLabels(organisationId, affiliationIds);
  const found = new Map<string, AffiliationSummary>();
  for (const [id, item] of stored) {
    found.set(id, {
      label: typeof item.label === 'string' ? item.label : '',
      status: isAffiliationStatus(item.status) ? item.status : 'unknown',
    });
  }
  return found;
}

const isAffiliationStatus = (value: unknown): value is AffiliationStatus =>
  typeof value === 'string' && (AFFILIATION_STATUSES as readonly string[]).includes(value);
