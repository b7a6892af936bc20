// KYB decisions, contract signature and organisation status: the staff-side moves of an
// organisation. Each is one conditional write with its audit entry, in one transaction.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { auditPut, type Actor } from '../store/audit-repository.js';
import { db, isConditionFailure, tableName } from '../store/client.js';
import { keys } from '../store/keys.js';
import {
  getOrganisation,
  type KybStatus,
  type OrganisationRecord,
  type OrganisationStatus,
} from '../store/organisations-repository.js';

/**
 * KYB moves: verify from pending or refused (a corrected file); refuse from pending or
 * verified (compliance can withdraw a verification). A move to the current state is refused.
 */
export const KYB_TRANSITIONS: Record<'verified' | 'refused', readonly KybStatus[]> = {
  verified: ['pending', 'refused'],
  refused: ['pending', 'verified'],
};

interface Move {
  actor: Actor;
  clientIp: string | null;
}

async function update(
  organisationId: string,
  change: { set: Record<string, unknown>; allowedFrom?: { field: string; values: readonly string[] } },
  audit: { action: string; details: Record<string, unknown> } & Move,
): Promise<OrganisationRecord> {
  const now = new Date();
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':updatedAt': now.toISOString() };
  const sets = ['updatedAt = :updatedAt'];
  Object.entries(change.set).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    sets.push(`#f${i} = :v${i}`);
  });
  let condition = 'attribute_exists(PK)';
  if (change.allowedFrom) {
    names['#from'] = change.allowedFrom.field;
    const placeholders = change.allowedFrom.values.map((value, i) => {
      values[`:from${i}`] = value;
      return `:from${i}`;
    });
    condition += ` AND #from IN (${placeholders.join(', ')})`;
  }
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.organisation.item(organisationId),
              UpdateExpression: `SET ${sets.join(', ')}`,
              ConditionExpression: condition,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          auditPut(
            {
              organisationId,
              actor: audit.actor,
              action: audit.action,
              target: { type: 'organisation', id: organisationId },
              clientIp: audit.clientIp,
              details: audit.details,
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getOrganisation(organisationId);
    if (!current) throw new AppError('organisation_not_found', 'Organisation was not found.');
    throw new AppError(
      'invalid_transition',
      `This move is not allowed while ${change.allowedFrom?.field ?? 'the organisation'} is ${
        change.allowedFrom ? String((current as unknown as Record<string, unknown>)[change.allowedFrom.field]) : 'as it is'
      }.`,
    );
  }
  return (await getOrganisation(organisationId))!;
}

export const decideKyb = (organisationId: string, decision: 'verified' | 'refused', move: Move & { reason: string }) =>
  update(
    organisationId,
    { set: { kybStatus: decision, kybReason: move.reason }, allowedFrom: { field: 'kybStatus', values: KYB_TRANSITIONS[decision] } },
    { ...move, action: decision === 'verified' ? 'kyb.verified' : 'kyb.refused', details: { reason: move.reason } },
  );

export const markKybVerified = (organisationId: string, move: Move & { reason: string }) =>
  decideKyb(organisationId, 'verified', move);

export const signContract = (organisationId: string, move: Move & { signedAt: Date }) =>
  update(
    organisationId,
    { set: { contractSignedAt: move.signedAt.toISOString() } },
    { ...move, action: 'contract.signed', details: { signedAt: move.signedAt.toISOString() } },
  );

export const setOrganisationStatus = (
  organisationId: string,
  move: Move & { status: OrganisationStatus; reason: string },
) =>
  update(
    organisationId,
    {
      set: { status: move.status, statusReason: move.reason },
      allowedFrom: { field: 'status', values: [move.status === 'active' ? 'suspended' : 'active'] },
    },
    { ...move, action: move.status === 'suspended' ? 'organisation.suspended' : 'organisation.reactivated', details: { reason: move.reason } },
  );
