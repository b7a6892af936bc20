// Pieces shared by the payment account use cases: slug rules, the logo check (kept true at the
// moment of the write by the files repository's `logoFileCheck`), and telling
// a lost race (retry) from a refused write.
import { AppError, validationFailed } from '../domain/errors.js';
import { getFile } from '../store/files-repository.js';

/** Lowercase letters, digits and dashes; 1 to 60 characters; no dash at either end. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const MAX_SLUG_LENGTH = 60;

/** A logo must be a file of this organisation uploaded with type `logo` (400 otherwise). */
export async function requireLogoFile(organisationId: string, fileId: string): Promise<void> {
  const file = await getFile(organisationId, fileId);
  if (!file || file.type !== 'logo') throw notALogo();
}

export const notALogo = () =>
  validationFailed([{ field: 'logoFileId', message: 'must be a file of this organisation uploaded with type logo' }]);

/** DynamoDB cancelled a transaction because another one touched the same items: retry. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'TransactionConflict');
}

/** Writes retried after a lost race; beyond this, the caller is asked to retry. */
export const MAX_WRITE_ROUNDS = 5;

export const tooManyRaces = () =>
  new AppError('conflict', 'This payment account is being changed by another request; retry.');

export const archivedIsTerminal = () =>
  new AppError('invalid_transition', 'This payment account is archived (terminal): it can no longer be changed.');
