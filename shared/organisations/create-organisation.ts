// Onboarding an organisation (decisions.md): staff create it with its legal identity; it
// starts with KYB pending, no contract, the predefined roles, one default payment account
// named after it, and an invitation for its owner. All of it is one transaction.
import { randomUUID } from 'node:crypto';
import { buildOwnerInvitation } from '../members/invitations.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { organisationPut, predefinedRoles, rolePut } from '../store/organisations-repository.js';
import { type OrganisationRecord } from '../domain/records/organisation.js';
import { buildPaymentAccount, paymentAccountPuts } from '../store/payment-accounts-repository.js';
import { transact } from '../store/transact.js';

export interface OrganisationProfile {
  name: string;
  legalName: string;
  taxId: string;
  country: string;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

export async function createOrganisation(input: {
  profile: OrganisationProfile;
  ownerEmail: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  const organisation: OrganisationRecord = {
    id: randomUUID(),
    name: input.profile.name,
    legalName: input.profile.legalName,
    taxId: input.profile.taxId,
    country: input.profile.country,
    address: input.profile.address ?? null,
    city: input.profile.city ?? null,
    postalCode: input.profile.postalCode ?? null,
    phone: input.profile.phone ?? null,
    email: input.profile.email ?? null,
    website: input.profile.website ?? null,
    kybStatus: 'pending',
    contractSignedAt: null,
    status: 'active',
    statusReason: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const roles = predefinedRoles(organisation.id, now);
  const administrator = roles.find((r) => r.key === 'administrator')!;
  const account = buildPaymentAccount(organisation.id, { name: organisation.name }, now);
  organisation.defaultAccountId = account.id;
  const owner = buildOwnerInvitation({
    organisationId: organisation.id,
    organisationName: organisation.name,
    email: input.ownerEmail,
    roleId: administrator.id,
    invitedBy: input.actor.id,
    now,
  });

  await transact([
    organisationPut(organisation),
    ...roles.map(rolePut),
    ...paymentAccountPuts(account, { asDefault: true }),
    ...owner.writes,
    auditPut(
      {
        organisationId: organisation.id,
        actor: input.actor,
        action: 'organisation.created',
        target: { type: 'organisation', id: organisation.id },
        clientIp: input.clientIp,
        details: { ownerEmail: owner.invitation.email },
      },
      now,
    ),
  ]);
  await dispatchOutbox([owner.outboxEventId]);
  return { organisation, roles, account, ownerInvitation: owner.invitation, ownerInviteLink: owner.link, administrator };
}
