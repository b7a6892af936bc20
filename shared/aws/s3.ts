// Files: put, get, delete and pre-signed GET URLs on the service's private bucket.
import { env, required } from '../config/env.js';
import { reportAccess } from '../config/resource-use.js';
import { traced } from '../log/tracer.js';
import { once } from './once.js';

// Loaded on first use (see LAZY_SDK_MODULES): most requests never touch a file.
const s3 = once(async () => {
  const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const { AWS_REGION, S3_ENDPOINT } = env();
  const client = traced(
    new sdk.S3Client({
      region: AWS_REGION,
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    }),
  );
  return { sdk, presigner, client };
});

export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  reportAccess({ resource: 'bucket', use: 'write' });
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: required('FILES_BUCKET'), Key: key, Body: body, ContentType: contentType }));
}

/** The object's bytes, or undefined when it does not exist. */
export async function getObject(key: string): Promise<{ body: Buffer; contentType?: string } | undefined> {
  reportAccess({ resource: 'bucket', use: 'read' });
  const { sdk, client } = await s3();
  try {
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: required('FILES_BUCKET'), Key: key }));
    return { body: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Deletes an object; deleting one already gone succeeds (S3 semantics). */
export async function deleteObject(key: string): Promise<void> {
  reportAccess({ resource: 'bucket', use: 'delete' });
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: required('FILES_BUCKET'), Key: key }));
}

/** RFC 5987 `ext-value` characters: the rest is percent-encoded as UTF-8 (RFC 3986 unreserved, a subset). */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the exact name in `filename*` (RFC 6266, UTF-8, which every current browser
 * reads first) and, for older clients, an ASCII `filename`: accents dropped, any other character
 * outside printable ASCII, and `"` and `\`, replaced by `_`.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

export async function presignGet(
  key: string,
  expiresInSeconds: number,
  downloadName?: string,
  /** `inline` with the file's type: a browser shows it (a PDF, an image) rather than saving it. */
  inline?: { contentType: string },
): Promise<{ url: string; expiresAt: Date }> {
  // The URL is signed with this function's credentials: the payer's GET needs its read grant.
  reportAccess({ resource: 'bucket', use: 'read' });
  const { sdk, presigner, client } = await s3();
  const command = new sdk.GetObjectCommand({
    Bucket: required('FILES_BUCKET'),
    Key: key,
    ...(downloadName ? { ResponseContentDisposition: contentDisposition(downloadName, inline ? 'inline' : 'attachment') } : {}),
    ...(inline ? { ResponseContentType: inline.contentType } : {}),
  });
  const url = await presigner.getSignedUrl(client, command, { expiresIn: expiresInSeconds });
  return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
}

/** S3's smallest part but the last: 5 MiB. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface MultipartWriter {
  /** Adds bytes; a part is sent whenever `partBytes` are buffered, so memory holds one part at most. */
  write(chunk: Buffer): Promise<void>;
  /** Sends what is left as the last part and completes the object; answers its size. */
  complete(): Promise<{ sizeBytes: number; parts: number }>;
}

/**
 * An object written in parts (CreateMultipartUpload, UploadPart, CompleteMultipartUpload), for a
 * file too large to hold in memory. An upload never completed is left to the bucket's lifecycle
 * rule (abortIncompleteMultipartUploadAfter), so the writer needs no AbortMultipartUpload grant.
 */
export async function multipartWriter(key: string, contentType: string, options: { partBytes?: number; contentDisposition?: string } = {}): Promise<MultipartWriter> {
  reportAccess({ resource: 'bucket', use: 'write' });
  const partBytes = Math.max(options.partBytes ?? MIN_PART_BYTES, MIN_PART_BYTES);
  const { sdk, client } = await s3();
  const Bucket = required('FILES_BUCKET');
  const created = await client.send(
    new sdk.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType, ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}) }),
  );
  const UploadId = created.UploadId!;
  const parts: Array<{ PartNumber: number; ETag: string }> = [];
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let sizeBytes = 0;

  const flush = async () => {
    const body = Buffer.concat(buffered, bufferedBytes);
    buffered = [];
    bufferedBytes = 0;
    const PartNumber = parts.length + 1;
    const out = await client.send(new sdk.UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body }));
    parts.push({ PartNumber, ETag: out.ETag! });
  };

  return {
    async write(chunk) {
      buffered.push(chunk);
      bufferedBytes += chunk.length;
      sizeBytes += chunk.length;
      if (bufferedBytes >= partBytes) await flush();
    },
    async complete() {
      if (bufferedBytes > 0 || parts.length === 0) await flush();
      await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
      return { sizeBytes, parts: parts.length };
    },
  };
}
