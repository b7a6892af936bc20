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
import { AppError, isAppError, validationFailed } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { isConditionFailure, isTransactionConflict, type TransactItem } from '../store/client.js';
import { getOrganisation, legacyWalletClaim, organisationUpdate, previousV2IdClaim, type OrganisationCondition } from '../store/organisations-repository.js';
import { accountNotArchivedCheck } from '../store/payment-accounts-repository.js';
import { apiKeyPut, buildApiKey, toApiKey } from '../store/api-keys-repository.js';
import type { LegacyKeyParts } from '../domain/v2-legacy.js';
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

/** A wallet id of the previous platform and the account of this organisation it reaches. */
export interface LegacyWalletInput {
  walletId: string;
  paymentAccountId: string;
}

/** What staff change of an organisation's v2 migration (POST /admin/organisations/{id}/v2-migration). */
export interface V2MigrationInput {
  /** Who answers its v2 calls; absent: unchanged. */
  mode?: V2Mode;
  reason: string;
  /** The organisation id its keys carry on the previous platform (24 hex, or a UUID), in lower case. */
  previousOrganisationId?: string | null;
  legacyWallets?: readonly LegacyWalletInput[];
  /** The shop's existing v2 key (`<24 hex>:<secret>`), kept as its hash only. */
  legacyApiKey?: LegacyKeyParts;
}

/** The name a key of the previous platform entered by staff is listed under. */
export const IMPORTED_KEY_NAME = 'Key of the previous platform';

/**
 * An organisation's v2 migration (staff): who answers its v2 API calls, `served` here (the
 * default) or `relayed` to the previous platform while its shops still live there, and the
 * previous platform's identifiers its shops still send: its organisation id (the part of its keys
 * before the secret), its wallet ids (each reaching one account here) and its existing v2 key.
 *
 * Every identifier is claimed for this organisation alone, in one transaction with the change and
 * its audit entries: an id another organisation holds refuses the whole change (409
 * `legacy_id_taken`), so two organisations racing for one id cannot both get it. A change that
 * changes nothing is refused (409 `invalid_transition`), so that every audit entry records a real decision.
 */
export async function changeV2Migration(context: ChangeContext, input: V2MigrationInput) {
  const org = await loadOrganisation(context.organisationId);
  const current = org.v2Mode ?? 'served';
  const mode = input.mode ?? current;
  const recorded = org.v2PreviousOrganisationId ?? null;
  // This organisation's own id names nothing new.
  const given = input.previousOrganisationId && input.previousOrganisationId !== org.id ? input.previousOrganisationId : null;
  if (given && recorded && given !== recorded) {
    throw new AppError('invalid_transition', `The organisation's previous organisation id is already ${recorded}.`);
  }
  const keyOrganisation = input.legacyApiKey?.organisationId ?? null;
  const previousId = given ?? recorded ?? keyOrganisation;
  if (keyOrganisation && keyOrganisation !== previousId) {
    // Never the key itself in an answer: only the id it should start with.
    throw validationFailed([{ field: 'legacyApiKey', message: `must be a key of the previous organisation ${previousId} (it starts with another id)` }]);
  }
  const wallets = input.legacyWallets ?? [];
  const newPreviousId = previousId !== null && previousId !== recorded;
  if (mode === current && !newPreviousId && wallets.length === 0 && !input.legacyApiKey) {
    throw new AppError('invalid_transition', `The organisation's v2 calls are already ${current}.`);
  }
  const taken = (what: string) => new AppError('legacy_id_taken', `${what} is another organisation's.`);
  if (newPreviousId && (await getOrganisation(previousId!))) throw taken(`The previous organisation id ${previousId}`);

  const now = context.now ?? new Date();
  const key = input.legacyApiKey
    ? await buildApiKey({ organisationId: org.id, name: IMPORTED_KEY_NAME, kind: 'v2', createdBy: null, legacy: input.legacyApiKey })
    : undefined;
  const accountIds = [...new Set(wallets.map((wallet) => wallet.paymentAccountId))];
  const legacyDetails = {
    ...(newPreviousId ? { previousOrganisationId: previousId } : {}),
    ...(wallets.length ? { legacyWallets: wallets.map(({ walletId, paymentAccountId }) => ({ walletId, paymentAccountId })) } : {}),
    // The key's id and the part before its secret, never the key.
    ...(key ? { legacyApiKey: { apiKeyId: key.record.id, prefix: toApiKey(key.record).prefix } } : {}),
  };
  const set: Record<string, unknown> = {
    updatedAt: now.toISOString(),
    ...(mode !== current ? { v2Mode: mode, v2ModeChangedAt: now.toISOString() } : {}),
    ...(newPreviousId ? { v2PreviousOrganisationId: previousId } : {}),
  };
  const modeSeen: OrganisationCondition =
    current === 'served'
      ? { expression: '(attribute_not_exists(v2Mode) OR v2Mode = :seen)', values: { ':seen': current } }
      : { expression: 'v2Mode = :seen', values: { ':seen': current } };
  // The previous id read in 1 is still the recorded one.
  const previousSeen: OrganisationCondition = recorded
    ? { expression: 'v2PreviousOrganisationId = :previous', values: { ':previous': recorded } }
    : { expression: '(attribute_not_exists(v2PreviousOrganisationId) OR attribute_type(v2PreviousOrganisationId, :null))', values: { ':null': 'NULL' } };
  const writes: TransactItem[] = [
    organisationUpdate(org.id, set, {
      expression: `${modeSeen.expression} AND ${previousSeen.expression}`,
      values: { ...modeSeen.values, ...previousSeen.values },
    }),
    auditPut(
      {
        organisationId: org.id,
        actor: context.actor,
        action: mode !== current ? 'organisation.v2_mode_changed' : 'organisation.v2_legacy_ids_added',
        target: { type: 'organisation', id: org.id },
        clientIp: context.clientIp,
        details: { ...(mode !== current ? { from: current, to: mode } : {}), reason: input.reason, ...legacyDetails },
      },
      now,
    ),
  ];
  const claimOfPrevious = previousId && (newPreviousId || key) ? writes.push(previousV2IdClaim(previousId, org.id, now)) - 1 : -1;
  const firstWallet = writes.length;
  for (const wallet of wallets) writes.push(legacyWalletClaim(wallet.walletId, org.id, wallet.paymentAccountId, now));
  const firstAccount = writes.length;
  for (const accountId of accountIds) writes.push(accountNotArchivedCheck(org.id, accountId));
  const keyPut = key ? writes.push(apiKeyPut(key.record)) - 1 : -1;
  if (key) {
    writes.push(
      auditPut(
        {
          organisationId: org.id,
          actor: context.actor,
          action: 'api_key.created',
          target: { type: 'api_key', id: key.record.id },
          clientIp: context.clientIp,
          details: { name: key.record.name, kind: key.record.kind, prefix: toApiKey(key.record).prefix, legacy: true },
        },
        now,
      ),
    );
  }
  try {
    await transact(writes, (failed) => {
      const first = failed[0]!;
      if (first === claimOfPrevious) return taken(`The previous organisation id ${previousId}`);
      if (first >= firstWallet && first < firstAccount) return taken(`The wallet id ${wallets[first - firstWallet]!.walletId}`);
      if (first >= firstAccount && (keyPut < 0 || first < keyPut)) {
        const accountId = accountIds[first - firstAccount]!;
        const index = wallets.findIndex((wallet) => wallet.paymentAccountId === accountId);
        return validationFailed([{ field: `legacyWallets.${index}.paymentAccountId`, message: 'is not an active payment account of this organisation' }]);
      }
      if (first === keyPut) return new AppError('legacy_id_taken', 'This v2 key was already entered (by this or another organisation); a revoked key cannot be entered again.');
      return undefined;
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    if (isTransactionConflict(error)) throw new AppError('conflict', 'Another change of these identifiers ran at the same time; read them again and retry.');
    if (!isConditionFailure(error)) throw error;
    // The organisation item's own condition: gone, or its mode or previous id changed meanwhile.
    if (!(await getOrganisation(org.id))) throw organisationNotFound();
    throw new AppError('invalid_transition', "The organisation's v2 migration changed meanwhile; read it again and retry.");
  }
  return loadOrganisation(org.id);
}
