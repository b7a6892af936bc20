// Deleting a document (DELETE /organisations/{id}/files/{fileId}).
//
// Primary course:
// 1. a logo still shown by a payment account that is not archived cannot go: 409 `file_in_use`
//    (naming the accounts), so a checkout never loses its logo silently;
// 2. only a document not yet reviewed is deleted (409 `file_already_reviewed`), with its audit
//    entry, in one conditional transaction;
// 3. then its content is removed from S3 (a failure there leaves an orphan object, logged).
import { AppError } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import type { Actor } from '../domain/records/audit.js';
import { deleteUnreviewedFile, getFile } from '../store/files-repository.js';
import { listPaymentAccounts } from '../store/payment-accounts-repository.js';
import { deleteObject as deleteFileObject } from '../aws/s3.js';

export async function deleteFile(input: {
  organisationId: string;
  fileId: string;
  actor: Actor;
  clientIp: string | null;
}): Promise<void> {
  const file = await getFile(input.organisationId, input.fileId);
  if (file?.type === 'logo') {
    const users = (await listPaymentAccounts(input.organisationId)).filter(
      (account) => account.logoFileId === file.id && account.status !== 'archived',
    );
    if (users.length) {
      throw new AppError('file_in_use', 'This logo is used by payment accounts: change their logo first.', {
        paymentAccountIds: users.map((a) => a.id),
      });
    }
  }
  const deleted = await deleteUnreviewedFile(input);
  await deleteFileObject(deleted.objectKey).catch((error) =>
    logger.warn('orphan file object left in S3', { objectKey: deleted.objectKey, error }),
  );
}
