// Changes to an organisation after onboarding: its contact details (members), its KYB
// decision (compliance), its status (staff) and its contract (staff). Each change is one
// transaction with its audit entry, conditioned on the state it was decided from, so two
// concurrent decisions cannot both apply.
//
// Primary course (every change):
// 1. read the organisation (404 `organisation_not_found` when it does not exist);
// 2. check that the move is allowed from its current state (409 `invalid_transition`);
// 3. write the change and the audit entry together, on the condition that the state read
//    in 1 is still the current one; a lost race answers as 2 would;
// 4. read the organisation back for the answer.
import { AppError } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { isConditionFailure, type TransactItem } from '../store/client.js';
import { findOrganisationByPreviousV2Id, getOrganisation, organisationUpdate, previousV2IdClaim, type OrganisationCondition } from '../store/organisations-repository.js';
import { type KybStatus, type OrganisationRecord, type OrganisationStatus, type V2Mode } from '../domain/records/organisation.js';
import { transact } from '../store/transact.js';

interface ChangeContext {
  organisationId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

const organisationNotFound = () => new AppError('organisation_not_found', 'Organisation was not found.');

async function loadOrganisation(organisationId: string): Promise<OrganisationRecord> {
  const org = await getOrganisation(organisationId);
  if (!org) throw organisationNotFound();
  return org;
}

async function writeChange(input: {
  context: ChangeContext;
  set: Record<string, unknown>;
  /** Extra condition on the item (besides its existence), with its values. */
  condition?: OrganisationCondition;
  action: string;
  details: Record<string, unknown>;
  onConflict: () => AppError;
  /** Other writes of the same change (a pointer item), in the same transaction. */
  extraWrites?: TransactItem[];
}): Promise<OrganisationRecord> {
  const { context } = input;
  const now = context.now ?? new Date();
  const set = { ...input.set, updatedAt: now.toISOString() };
  try {
    await transact([
      organisationUpdate(context.organisationId, set, input.condition),
      auditPut(
        {
          organisationId: context.organisationId,
          actor: context.actor,
          action: input.action,
          target: { type: 'organisation', id: context.organisationId },
          clientIp: context.clientIp,
          details: input.details,
        },
        now,
      ),
      ...(input.extraWrites ?? []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (!(await getOrganisation(context.organisationId))) throw organisationNotFound();
    throw input.onConflict();
  }
  return loadOrganisation(context.organisationId);
}

/** The contact fields a member may change; the legal identity is staff's (read-only here). */
export const EDITABLE_PROFILE_FIELDS = ['address', 'city', 'postalCode', 'phone', 'email', 'website'] as const;
export type ProfileChanges = Partial<Record<(typeof EDITABLE_PROFILE_FIELDS)[number], string | null>>;

export async function updateOrganisationProfile(context: ChangeContext, changes: ProfileChanges) {
  const org = await loadOrganisation(context.organisationId);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => org[field as keyof ProfileChanges] !== value),
  );
  // Nothing differs: no write, no audit entry.
  if (!Object.keys(changed).length) return org;
  return writeChange({
    context,
    set: changed,
    action: 'organisation.updated',
    details: { changes: changed },
    onConflict: organisationNotFound,
  });
}

/**
 * KYB moves: verify from pending or refused (a refused organisation that fixed its file);
 * refuse from pending or verified (compliance may withdraw a verification). A move to the
 * current state is refused, so that every audit entry records a real decision.
 */
export const KYB_TRANSITIONS: Record<'verify' | 'refuse', { to: KybStatus; from: readonly KybStatus[] }> = {
  verify: { to: 'verified', from: ['pending', 'refused'] },
  refuse: { to: 'refused', from: ['pending', 'verified'] },
};

export async function reviewKyb(context: ChangeContext, decision: 'verify' | 'refuse', reason: string) {
  const { to, from } = KYB_TRANSITIONS[decision];
  const org = await loadOrganisation(context.organisationId);
  const conflict = () =>
    new AppError('invalid_transition', `KYB cannot move to ${to} from ${org.kybStatus}.`, {
      kybStatus: org.kybStatus,
    });
  if (!from.includes(org.kybStatus)) throw conflict();
  return writeChange({
    context,
    set: { kybStatus: to },
    condition: { expression: 'kybStatus = :seen', values: { ':seen': org.kybStatus } },
    action: decision === 'verify' ? 'organisation.kyb_verified' : 'organisation.kyb_refused',
    details: { from: org.kybStatus, to, reason },
    onConflict: conflict,
  });
}

export async function changeOrganisationStatus(context: ChangeContext, status: OrganisationStatus, reason: string) {
  const org = await loadOrganisation(context.organisationId);
  const conflict = () =>
    new AppError('invalid_transition', `The organisation is already ${status}.`, { status: org.status });
  if (org.status === status) throw conflict();
  return writeChange({
    context,
    set: { status, statusReason: reason },
    condition: { expression: '#status = :seen', names: { '#status': 'status' }, values: { ':seen': org.status } },
    action: status === 'suspended' ? 'organisation.suspended' : 'organisation.reactivated',
    details: { from: org.status, to: status, reason },
    onConflict: conflict,
  });
}

/**
 * Records the signature of the contract (stand-in for the e-signature flow). Signing again
 * replaces the date (an amended contract); the audit entry keeps the previous one.
 */
export async function recordContractSignature(context: ChangeContext, signedAt: string) {
  const org = await loadOrganisation(context.organisationId);
  return writeChange({
    context,
    set: { contractSignedAt: signedAt },
    condition: org.contractSignedAt
      ? { expression: 'contractSignedAt = :seen', values: { ':seen': org.contractSignedAt } }
      : { expression: 'attribute_type(contractSignedAt, :null)', values: { ':null': 'NULL' } },
    action: 'organisation.contract_signed',
    details: { signedAt, previousSignedAt: org.contractSignedAt },
    onConflict: () => new AppError('conflict', 'The contract changed meanwhile; read it again and retry.'),
  });
}

/**
 * Who answers the organisation's v2 API calls (staff): `served` here (the default), or `relayed`
 * to the previous platform while its shops still live there. The keys the previous platform
 * issued carry its own organisation id: when it is not this organisation's id, staff give it
 * (`previousOrganisationId`), and it is kept unique to this organisation by a pointer item. A
 * move to the current mode is refused, so that every audit entry records a real decision.
 */
export async function changeV2Mode(
  context: ChangeContext,
  mode: V2Mode,
  reason: string,
  previousOrganisationId: string | null = null,
) {
  const org = await loadOrganisation(context.organisationId);
  const current = org.v2Mode ?? 'served';
  const conflict = () => new AppError('invalid_transition', `The organisation's v2 calls are already ${current}.`);
  if (current === mode) throw conflict();
  const previousId = mode === 'relayed' && previousOrganisationId && previousOrganisationId !== org.id ? previousOrganisationId : null;
  const taken = () => new AppError('conflict', `The previous organisation id ${previousId} is another organisation's.`);
  if (previousId) {
    const holder = await findOrganisationByPreviousV2Id(previousId);
    if ((holder && holder.id !== org.id) || (await getOrganisation(previousId))) throw taken();
  }
  const now = context.now ?? new Date();
  return writeChange({
    context: { ...context, now },
    set: {
      v2Mode: mode,
      v2ModeChangedAt: now.toISOString(),
      ...(mode === 'relayed' ? { v2PreviousOrganisationId: previousId } : {}),
    },
    condition:
      current === 'served'
        ? { expression: '(attribute_not_exists(v2Mode) OR v2Mode = :seen)', values: { ':seen': current } }
        : { expression: 'v2Mode = :seen', values: { ':seen': current } },
    action: 'organisation.v2_mode_changed',
    details: { from: current, to: mode, reason, ...(previousId ? { previousOrganisationId: previousId } : {}) },
    onConflict: conflict,
    // One organisation per previous id.
    extraWrites: previousId ? [previousV2IdClaim(previousId, org.id, now)] : [],
  });
}
