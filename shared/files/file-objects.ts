// The S3 side of files that shared/aws/s3.ts does not cover: removing an object.
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../aws/s3.js';
import { env } from '../config/env.js';

/** Deletes an object; deleting one already gone succeeds (S3 semantics). */
export async function deleteFileObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: env().FILES_BUCKET, Key: key }));
}
