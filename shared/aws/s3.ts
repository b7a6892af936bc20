// Files: put, get and pre-signed GET URLs on the service's private bucket.
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from '../config/env.js';
import { once } from './once.js';

export const s3Client = once(() => {
  const { AWS_REGION, S3_ENDPOINT } = env();
  return new S3Client({
    region: AWS_REGION,
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
  });
});

export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: env().FILES_BUCKET, Key: key, Body: body, ContentType: contentType }),
  );
}

/** The object's bytes, or undefined when it does not exist. */
export async function getObject(key: string): Promise<{ body: Buffer; contentType?: string } | undefined> {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: env().FILES_BUCKET, Key: key }));
    return { body: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function presignGet(
  key: string,
  expiresInSeconds: number,
  downloadName?: string,
): Promise<{ url: string; expiresAt: Date }> {
  const command = new GetObjectCommand({
    Bucket: env().FILES_BUCKET,
    Key: key,
    ...(downloadName ? { ResponseContentDisposition: `attachment; filename="${downloadName.replace(/"/g, '')}"` } : {}),
  });
  const url = await getSignedUrl(s3Client(), command, { expiresIn: expiresInSeconds });
  return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
}
