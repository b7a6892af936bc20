// The Organisation resources of the contract (detail, admin list item, contract), built in
// one place for the merchant routes and the admin console, and the rule that says whether
// an organisation can collect payments.
import { countActiveAffiliations } from '../store/affiliations-repository.js';
import { countMembers, listLegacyWallets } from '../store/organisations-repository.js';
import { type OrganisationRecord, type Scope } from '../domain/records/organisation.js';
import { getDefaultAccountId, listPaymentAccounts } from '../store/payment-accounts-repository.js';

/** Why an organisation cannot collect, in the order they are reported. */
export const COLLECT_BLOCKERS = [
  'kyb_pending',
  'kyb_refused',
  'contract_unsigned',
  'no_active_affiliation',
  'organisation_suspended',
] as const;
export type CollectBlocker = (typeof COLLECT_BLOCKERS)[number];

/**
 * Collection needs KYB verified, a signed contract, at least one active affiliation and an
 * organisation that is not suspended. Every unmet condition is reported, not only the first.
 */
export function collectability(
  org: Pick<OrganisationRecord, 'kybStatus' | 'contractSignedAt' | 'status'>,
  activeAffiliations: number,
): { canCollect: boolean; reasons: CollectBlocker[] } {
  const reasons: CollectBlocker[] = [];
  if (org.kybStatus === 'pending') reasons.push('kyb_pending');
  if (org.kybStatus === 'refused') reasons.push('kyb_refused');
  if (!org.contractSignedAt) reasons.push('contract_unsigned');
  if (activeAffiliations < 1) reasons.push('no_active_affiliation');
  if (org.status === 'suspended') reasons.push('organisation_suspended');
  return { canCollect: reasons.length === 0, reasons };
}

/** Counted by the store: the active affiliations of an organisation, and its members. */

/** Whose view a detail is built for: staff see every payment account, members their scope. */
export type Viewer = { kind: 'staff' } | { kind: 'member'; access: { scope: Scope; accountIds: readonly string[] } };

export async function organisationDetail(org: OrganisationRecord, viewer: Viewer) {
  const [activeAffiliations, accounts, defaultAccountId, legacyWallets] = await Promise.all([
    countActiveAffiliations(org.id),
    listPaymentAccounts(org.id),
    getDefaultAccountId(org.id),
    viewer.kind === 'staff' ? listLegacyWallets(org.id) : Promise.resolve([]),
  ]);
  const visible = accounts
    .filter(
      (account) =>
        viewer.kind === 'staff' || viewer.access.scope === 'all' || viewer.access.accountIds.includes(account.id),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return {
    id: org.id,
    name: org.name,
    legalName: org.legalName,
    taxId: org.taxId,
    country: org.country,
    address: org.address,
    city: org.city,
    postalCode: org.postalCode,
    phone: org.phone,
    email: org.email,
    website: org.website,
    kybStatus: org.kybStatus,
    contractSignedAt: org.contractSignedAt,
    activeAffiliations,
    ...collectability(org, activeAffiliations),
    // Staff only: who answers the organisation's v2 API calls (docs/v2-compatibility.md, "Relay").
    ...(viewer.kind === 'staff'
      ? {
          // Staff only: whether it is suspended, and the reason staff gave (members see `reasons`).
          status: org.status,
          statusReason: org.statusReason ?? null,
          v2Mode: org.v2Mode ?? 'served',
          v2ModeChangedAt: org.v2ModeChangedAt ?? null,
          v2PreviousOrganisationId: org.v2PreviousOrganisationId ?? null,
          // The previous platform's wallet ids its shops send, each with the account it reaches.
          v2LegacyWallets: legacyWallets.map(({ walletId, paymentAccountId }) => ({ walletId, paymentAccountId })),
        }
      : {}),
    paymentAccounts: visible.map((account) => ({
      id: account.id,
      name: account.name,
      slug: account.slug,
      isDefault: account.id === defaultAccountId,
      status: account.status,
    })),
  };
}

export type OrganisationDetail = Awaited<ReturnType<typeof organisationDetail>>;

/** The admin list item: the organisation at a glance, with its member count. */
export async function adminOrganisationListItem(org: OrganisationRecord) {
  const [activeAffiliations, memberCount] = await Promise.all([countActiveAffiliations(org.id), countMembers(org.id)]);
  return {
    id: org.id,
    name: org.name,
    legalName: org.legalName,
    taxId: org.taxId,
    kybStatus: org.kybStatus,
    contractSignedAt: org.contractSignedAt,
    ...collectability(org, activeAffiliations),
    memberCount,
    createdAt: org.createdAt,
  };
}

/** The Contract resource; e-signature is not wired, so `signingUrl` is always null. */
export function toContract(org: Pick<OrganisationRecord, 'contractSignedAt'>) {
  return {
    status: org.contractSignedAt ? ('signed' as const) : ('unsigned' as const),
    signedAt: org.contractSignedAt,
    signingUrl: null,
  };
}
