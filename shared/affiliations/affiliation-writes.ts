// Pieces shared by the affiliation state changes: the read that 404s, and one conditional
// update of the affiliation together with its audit entry.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError, notFound } from '../domain/errors.js';
import { affiliationKeys, getAffiliation, type AffiliationRecord } from '../store/affiliations-repository.js';
import { auditPut, type Actor } from '../store/audit-repository.js';
import { db, isConditionFailure, isTransactionConflict, tableName } from '../store/client.js';

export interface AffiliationChange {
  organisationId: string;
  affiliationId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

export async function requireAffiliation(organisationId: string, affiliationId: string): Promise<AffiliationRecord> {
  const record = await getAffiliation(organisationId, affiliationId);
  if (!record) throw notFound('affiliation_not_found', 'Affiliation');
  return record;
}

export const revokedIsTerminal = () =>
  new AppError('affiliation_revoked', 'This affiliation is revoked (terminal): its credentials were destroyed.');

export const changedMeanwhile = () =>
  new AppError('conflict', 'The affiliation was changed by another request meanwhile; read it again and retry.');

/** Attributes of the record a state change may set. */
export type AffiliationSet = Partial<
  Pick<
    AffiliationRecord,
    | 'status'
    | 'publicIdentifier'
    | 'credentialVersion'
    | 'current'
    | 'previous'
    | 'verifiedAt'
    | 'revokedAt'
    | 'lastVerificationError'
    | 'updatedAt'
  >
>;

/**
 * Writes `set` on the affiliation if it is still in the state read (`status` and
 * `credentialVersion`), with its audit entry, in one transaction. A lost race is 409
 * `conflict`: the caller acted on a provider answer about a state that is gone.
 */
export async function updateIfUnchanged(
  read: AffiliationRecord,
  set: AffiliationSet,
  audit: { action: string; details: Record<string, unknown> },
  change: AffiliationChange,
  now: Date,
): Promise<AffiliationRecord> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':readStatus': read.status, ':readVersion': read.credentialVersion };
  const assignments = Object.entries(set).map(([field, value]) => {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    return `#${field} = :${field}`;
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: affiliationKeys.item(read.organisationId, read.id),
              UpdateExpression: `SET ${assignments.join(', ')}`,
              ConditionExpression: 'attribute_exists(PK) AND #status = :readStatus AND credentialVersion = :readVersion',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          auditPut(
            {
              organisationId: read.organisationId,
              actor: change.actor,
              action: audit.action,
              target: { type: 'affiliation', id: read.id },
              clientIp: change.clientIp,
              details: audit.details,
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error) || isTransactionConflict(error)) throw changedMeanwhile();
    throw error;
  }
  return { ...read, ...set };
}
