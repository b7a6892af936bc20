/**
 * @20minutes/s3rver 4.0.4 in-process, signature checks on (allowMismatchedSignatures: false).
 *
 * - s3rver only knows the access key S3RVER/S3RVER: the fixed local credentials are registered in its
 *   account registry, otherwise every signed request fails with InvalidAccessKeyId.
 * - s3rver lets requests with no signature at all through (anonymous); a middleware placed in front
 *   refuses them with 403 AccessDenied, like a private bucket on AWS. Exceptions: CORS preflight
 *   (OPTIONS) and browser form POSTs (multipart/form-data), whose policy s3rver does not check anyway.
 * - Buckets are created through `configureBuckets` (bucket-level SDK calls such as CreateBucket,
 *   ListObjectsV2 and DeleteObjects fail the signature check there: SDK v3 signs a trailing '/').
 * - s3rver canonicalises a V4 pre-signed URL's query with encodeURIComponent, which leaves
 *   `!'()*` as they are, where S3 (and the SDK that signs) encode them (RFC 3986): a URL whose
 *   `response-content-disposition` holds `filename*=UTF-8''...` or an apostrophe was refused here and
 *   accepted on AWS. The middleware in front checks such a URL as S3 does, with the stand-in's own
 *   key, and when it holds, signs it again as s3rver checks (`resignForS3rver`); a wrong signature
 *   stays wrong.
 * - Multipart uploads (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload)
 *   are s3rver's own, parts joined on completion; payment exports write their files so
 *   (test/integration/aws/s3-multipart.test.ts).
 * - Logging silenced. Loopback only.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHmac } from 'node:crypto';

interface KoaLikeContext {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  is(type: string): string | false | null;
}

interface S3rverInstance {
  middleware: Array<(ctx: KoaLikeContext, next: () => Promise<void>) => Promise<void>>;
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  allowMismatchedSignatures: boolean;
  resetOnClose: boolean;
  vhostBuckets: boolean;
  configureBuckets: Array<{ name: string; configs?: string[] }>;
}) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver') as S3rverConstructor;
const { DUMMY_ACCOUNT } = require('@20minutes/s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};
const S3Error = require('@20minutes/s3rver/lib/models/error.js') as new (code: string, message: string) => Error;
const v4 = require('@20minutes/s3rver/lib/signature/v4.js') as {
  getStringToSign(
    canonical: { method: string; uri: string; querystring: string; headers: Record<string, unknown>; timestamp: string },
    request: { credential: Record<string, string>; signedHeaders: string[] },
  ): string;
  getSigningKey(secret: string, date: string, region: string, service: string): Buffer;
};

/** RFC 3986 encoding, as S3 and the SDK's signer canonicalise. */
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The signature s3rver expects of a V4 pre-signed request whose signature is right by S3's
 * canonicalisation, or undefined when it is not (or when both agree, nothing to do).
 */
function resignForS3rver(
  ctx: { method: string; path: string; headers: Record<string, string | string[] | undefined>; query: Record<string, unknown> },
  secretAccessKey: string,
): string | undefined {
  const query = ctx.query as Record<string, string>;
  if (query['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256' || typeof query['X-Amz-Credential'] !== 'string') return undefined;
  const params = Object.entries(query).filter(([name, value]) => name !== 'X-Amz-Signature' && typeof value === 'string');
  if (!params.some(([name, value]) => /[!'()*]/.test(name + value))) return undefined;
  const [, date, region, service, termination] = query['X-Amz-Credential'].split('/');
  const request = { credential: { date: date!, region: region!, service: service!, termination: termination! }, signedHeaders: String(query['X-Amz-SignedHeaders'] ?? '').split(';') };
  const uri = ctx.path.split('/').map((segment) => rfc3986(decodeURIComponent(segment))).join('/');
  const sign = (encode: (v: string) => string) => {
    const querystring = params.map(([name, value]) => `${encode(name)}=${encode(value)}`).sort().join('&');
    const toSign = v4.getStringToSign({ method: ctx.method, uri, querystring, headers: ctx.headers, timestamp: query['X-Amz-Date']! }, request);
    return createHmac('sha256', v4.getSigningKey(secretAccessKey, date!, region!, service!)).update(toSign, 'utf8').digest('hex');
  };
  return sign(rfc3986) === query['X-Amz-Signature'] ? sign(encodeURIComponent) : undefined;
}

export interface LocalS3 {
  endpoint: string;
  directory: string;
  stop(): Promise<void>;
}

export async function startLocalS3(options: {
  /** Where objects are stored; a temp dir (removed on stop) when absent. */
  directory?: string;
  buckets: string[];
  credentials: { accessKeyId: string; secretAccessKey: string };
  port?: number;
}): Promise<LocalS3> {
  DUMMY_ACCOUNT.createKeyPair(options.credentials.accessKeyId, options.credentials.secretAccessKey);

  const temporary = options.directory === undefined;
  const directory = temporary ? await mkdtemp(join(tmpdir(), 's3-stand-in-')) : resolve(options.directory!);
  if (!temporary) await mkdir(directory, { recursive: true });

  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    allowMismatchedSignatures: false,
    resetOnClose: false,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });

  // Must run before s3rver's router (Koa composes `middleware` when the server starts listening).
  server.middleware.unshift(async (ctx, next) => {
    const signed =
      ctx.headers.authorization !== undefined || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
    const exempt = ctx.method === 'OPTIONS' || (ctx.method === 'POST' && ctx.is('multipart/form-data'));
    if (!signed && !exempt) throw new S3Error('AccessDenied', 'Access Denied');
    const resigned = resignForS3rver(ctx, options.credentials.secretAccessKey);
    if (resigned) (ctx as unknown as { query: Record<string, unknown> }).query = { ...ctx.query, 'X-Amz-Signature': resigned };
    await next();
  });

  let address: { port: number };
  try {
    address = await server.run();
  } catch (err) {
    if (temporary) await rm(directory, { recursive: true, force: true });
    throw err;
  }

  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    directory,
    stop() {
      stopped ??= (async () => {
        await server.close();
        if (temporary) await rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
