// A payment account's logo (PNG or JPEG) as the payer's pages show it: the checkout and the
// payment-link page serve the same image of the account they collect on.
import { getObject } from '../aws/s3.js';
import { notFound } from '../domain/errors.js';
import { getFile } from '../store/files-repository.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The image and its type, or 404 `logo_not_found` when the account has none (or it is not an image). */
export async function accountLogo(organisationId: string, accountId: string): Promise<{ body: Buffer; contentType: string }> {
  const account = await getPaymentAccount(organisationId, accountId);
  const file = account?.logoFileId ? await getFile(organisationId, account.logoFileId) : undefined;
  const object = file && IMAGE_TYPES.includes(file.mimeType) ? await getObject(file.objectKey) : undefined;
  if (!file || !object) throw notFound('logo_not_found', 'Logo');
  // The type detected at upload, never the one stored with the object.
  return { body: object.body, contentType: file.mimeType };
}
