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
 * - Logging silenced. Loopback only.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface KoaLikeContext {
  method: string;
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
