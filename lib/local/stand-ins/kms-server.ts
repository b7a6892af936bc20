/**
 * A small local stand-in for AWS KMS that speaks the KMS JSON 1.1 protocol well enough for the
 * unmodified `@aws-sdk/client-kms` v3 client:
 *   GenerateDataKey, GenerateDataKeyWithoutPlaintext, Encrypt, Decrypt, DescribeKey, CreateKey, ListKeys.
 *
 * Crypto: every KMS key is an AES-256 key derived (HKDF-SHA256) from one master key. Ciphertext blobs
 * are AES-256-GCM with the key id and the canonicalised encryption context (keys sorted) as additional
 * authenticated data, so a different context, a different key or any flipped byte fails with
 * `InvalidCiphertextException`, as on AWS. Blob format (version 1):
 *
 *   "LK" | 0x01 | keyIdLength (1 byte) | keyId (utf-8) | iv (12) | tag (16) | ciphertext
 *
 * The master key lives in `<dataDir>/master-key.json` (mode 0600, created on first start, reused after)
 * or only in memory when no dataDir is given. No request signature is checked. Loopback only.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface KmsServerOptions {
  /** Directory for the master key (and the list of keys made with CreateKey). Memory only when absent. */
  dataDir?: string;
  /** 0 or absent = a free port. */
  port?: number;
  host?: '127.0.0.1';
  /** Region used in key ARNs. Default eu-west-3. */
  region?: string;
}

export interface KmsServer {
  endpoint: string;
  /** Id (UUID) of the default key; its ARN and any `alias/...` are accepted too. */
  keyId: string;
  /** ARN of the default key. */
  keyArn: string;
  stop(): Promise<void>;
}

const ACCOUNT_ID = '000000000000';
const MASTER_KEY_FILE = 'master-key.json';
const KEYS_FILE = 'keys.json';
const BLOB_MAGIC = Buffer.from('LK', 'latin1');
const BLOB_VERSION = 1;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_PLAINTEXT_BYTES = 4096;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface KeyRecord {
  keyId: string;
  createdAt: number; // epoch seconds
  description: string;
}

interface MasterKeyFile {
  version: 1;
  keyId: string;
  masterKey: string; // base64, 32 bytes
  createdAt: number;
}

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

export async function startKmsServer(options: KmsServerOptions = {}): Promise<KmsServer> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error('startKmsServer: only 127.0.0.1 is supported');
  const region = options.region ?? 'eu-west-3';
  const { dataDir } = options;

  const master = dataDir ? await loadOrCreateMasterKey(dataDir) : newMasterKey();
  const masterKey = Buffer.from(master.masterKey, 'base64');
  const keys = new Map<string, KeyRecord>();
  keys.set(master.keyId, { keyId: master.keyId, createdAt: master.createdAt, description: 'default local key' });
  if (dataDir) {
    for (const record of await loadExtraKeys(dataDir)) keys.set(record.keyId, record);
  }
  const derived = new Map<string, Buffer>();
  let writeChain: Promise<void> = Promise.resolve();

  const arnOf = (keyId: string) => `arn:aws:kms:${region}:${ACCOUNT_ID}:key/${keyId}`;

  function dataKeyFor(keyId: string): Buffer {
    let key = derived.get(keyId);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', masterKey, 'local-kms-stand-in', `key:${keyId}`, 32));
      derived.set(keyId, key);
    }
    return key;
  }

  function resolveKey(raw: unknown, field = 'KeyId'): KeyRecord {
    if (typeof raw !== 'string' || raw.length === 0) {
      throw new KmsError('ValidationException', `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not be null`);
    }
    let id = raw;
    if (raw.startsWith('alias/') || /^arn:aws[\w-]*:kms:[^:]*:[^:]*:alias\//.test(raw)) {
      id = master.keyId; // every alias resolves to the default key
    } else {
      const arn = /^arn:aws[\w-]*:kms:[^:]*:[^:]*:key\/(.+)$/.exec(raw);
      if (arn?.[1]) id = arn[1];
    }
    const record = keys.get(id);
    if (!record) throw new KmsError('NotFoundException', `Key '${arnOf(id)}' does not exist`);
    return record;
  }

  function encrypt(keyId: string, plaintext: Buffer, context: Record<string, string>): Buffer {
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv('aes-256-gcm', dataKeyFor(keyId), iv, { authTagLength: TAG_LENGTH });
    cipher.setAAD(aad(keyId, context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const keyIdBytes = Buffer.from(keyId, 'utf8');
    return Buffer.concat([BLOB_MAGIC, Buffer.from([BLOB_VERSION, keyIdBytes.length]), keyIdBytes, iv, cipher.getAuthTag(), body]);
  }

  function decrypt(blob: Buffer, context: Record<string, string>): { keyId: string; plaintext: Buffer } {
    const invalid = () => new KmsError('InvalidCiphertextException', '');
    const head = BLOB_MAGIC.length + 2;
    if (blob.length < head || !blob.subarray(0, BLOB_MAGIC.length).equals(BLOB_MAGIC) || blob[BLOB_MAGIC.length] !== BLOB_VERSION) {
      throw invalid();
    }
    const keyIdLength = blob[BLOB_MAGIC.length + 1] ?? 0;
    const ivStart = head + keyIdLength;
    const bodyStart = ivStart + IV_LENGTH + TAG_LENGTH;
    if (blob.length < bodyStart) throw invalid();
    const keyId = blob.subarray(head, ivStart).toString('utf8');
    if (!keys.has(keyId)) throw invalid();
    try {
      const decipher = createDecipheriv('aes-256-gcm', dataKeyFor(keyId), blob.subarray(ivStart, ivStart + IV_LENGTH), {
        authTagLength: TAG_LENGTH,
      });
      decipher.setAAD(aad(keyId, context));
      decipher.setAuthTag(blob.subarray(ivStart + IV_LENGTH, bodyStart));
      const plaintext = Buffer.concat([decipher.update(blob.subarray(bodyStart)), decipher.final()]);
      return { keyId, plaintext };
    } catch {
      throw invalid();
    }
  }

  function metadata(record: KeyRecord): Json {
    return {
      AWSAccountId: ACCOUNT_ID,
      KeyId: record.keyId,
      Arn: arnOf(record.keyId),
      CreationDate: record.createdAt,
      Enabled: true,
      Description: record.description,
      KeyUsage: 'ENCRYPT_DECRYPT',
      KeyState: 'Enabled',
      Origin: 'AWS_KMS',
      KeyManager: 'CUSTOMER',
      CustomerMasterKeySpec: 'SYMMETRIC_DEFAULT',
      KeySpec: 'SYMMETRIC_DEFAULT',
      EncryptionAlgorithms: ['SYMMETRIC_DEFAULT'],
      MultiRegion: false,
    };
  }

  function generateDataKey(input: Json, withPlaintext: boolean): Json {
    const record = resolveKey(input.KeyId);
    const context = readContext(input.EncryptionContext);
    const { KeySpec: keySpec, NumberOfBytes: numberOfBytes } = input;
    let size: number;
    if (keySpec !== undefined && numberOfBytes !== undefined) {
      throw new KmsError('ValidationException', 'Please specify either number of bytes or key spec.');
    } else if (keySpec === 'AES_256') size = 32;
    else if (keySpec === 'AES_128') size = 16;
    else if (keySpec !== undefined) {
      throw new KmsError('ValidationException', `1 validation error detected: Value '${String(keySpec)}' at 'keySpec' failed to satisfy constraint: Member must satisfy enum value set: [AES_256, AES_128]`);
    } else if (typeof numberOfBytes === 'number' && Number.isInteger(numberOfBytes) && numberOfBytes >= 1 && numberOfBytes <= 1024) {
      size = numberOfBytes;
    } else if (numberOfBytes !== undefined) {
      throw new KmsError('ValidationException', "1 validation error detected: Value at 'numberOfBytes' failed to satisfy constraint: Member must have value between 1 and 1024");
    } else {
      throw new KmsError('ValidationException', 'Please specify either number of bytes or key spec.');
    }
    const plaintext = randomBytes(size);
    const out: Json = {
      CiphertextBlob: encrypt(record.keyId, plaintext, context).toString('base64'),
      KeyId: arnOf(record.keyId),
    };
    if (withPlaintext) out.Plaintext = plaintext.toString('base64');
    return out;
  }

  async function handle(op: string, input: Json): Promise<Json> {
    switch (op) {
      case 'GenerateDataKey':
        return generateDataKey(input, true);
      case 'GenerateDataKeyWithoutPlaintext':
        return generateDataKey(input, false);
      case 'Encrypt': {
        const record = resolveKey(input.KeyId);
        checkAlgorithm(input.EncryptionAlgorithm);
        const plaintext = readBlob(input.Plaintext, 'plaintext');
        if (plaintext.length > MAX_PLAINTEXT_BYTES) {
          throw new KmsError('ValidationException', "1 validation error detected: Value at 'plaintext' failed to satisfy constraint: Member must have length less than or equal to 4096");
        }
        const blob = encrypt(record.keyId, plaintext, readContext(input.EncryptionContext));
        return { CiphertextBlob: blob.toString('base64'), KeyId: arnOf(record.keyId), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
      }
      case 'Decrypt': {
        checkAlgorithm(input.EncryptionAlgorithm);
        const blob = readBlob(input.CiphertextBlob, 'ciphertextBlob');
        const context = readContext(input.EncryptionContext);
        const wanted = input.KeyId === undefined ? undefined : resolveKey(input.KeyId);
        const { keyId, plaintext } = decrypt(blob, context);
        if (wanted && wanted.keyId !== keyId) {
          throw new KmsError('IncorrectKeyException', 'The key ID in the request does not identify a CMK that can perform this operation.');
        }
        return { Plaintext: plaintext.toString('base64'), KeyId: arnOf(keyId), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
      }
      case 'DescribeKey':
        return { KeyMetadata: metadata(resolveKey(input.KeyId)) };
      case 'ListKeys':
        return { Keys: [...keys.values()].map((k) => ({ KeyId: k.keyId, KeyArn: arnOf(k.keyId) })), Truncated: false };
      case 'CreateKey': {
        if (input.KeyUsage !== undefined && input.KeyUsage !== 'ENCRYPT_DECRYPT') {
          throw new KmsError('UnsupportedOperationException', 'Only KeyUsage ENCRYPT_DECRYPT is supported by the local KMS.');
        }
        const spec = input.KeySpec ?? input.CustomerMasterKeySpec;
        if (spec !== undefined && spec !== 'SYMMETRIC_DEFAULT') {
          throw new KmsError('UnsupportedOperationException', 'Only KeySpec SYMMETRIC_DEFAULT is supported by the local KMS.');
        }
        const record: KeyRecord = {
          keyId: randomUUID(),
          createdAt: Math.floor(Date.now() / 1000),
          description: typeof input.Description === 'string' ? input.Description : '',
        };
        keys.set(record.keyId, record);
        if (dataDir) {
          const extra = [...keys.values()].filter((k) => k.keyId !== master.keyId);
          writeChain = writeChain.then(() => saveExtraKeys(dataDir, extra));
          await writeChain;
        }
        return { KeyMetadata: metadata(record) };
      }
      default:
        throw new KmsError('UnsupportedOperationException', `Operation ${op || '(none)'} is not supported by the local KMS stand-in.`);
    }
  }

  const server = createServer((req, res) => {
    void serve(req, res);
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const send = (status: number, body: Json, errorType?: string) => {
      const payload = JSON.stringify(body);
      const headers: Record<string, string | number> = {
        'content-type': 'application/x-amz-json-1.1',
        'content-length': Buffer.byteLength(payload),
        'x-amzn-requestid': requestId,
      };
      if (errorType) headers['x-amzn-errortype'] = errorType;
      res.writeHead(status, headers);
      res.end(payload);
    };
    try {
      if (req.method !== 'POST') throw new KmsError('UnsupportedOperationException', `Method ${req.method ?? ''} is not supported.`);
      const target = req.headers['x-amz-target'];
      const op = typeof target === 'string' && target.startsWith('TrentService.') ? target.slice('TrentService.'.length) : '';
      const raw = await readBody(req);
      let input: unknown;
      try {
        input = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
      } catch {
        throw new KmsError('SerializationException', 'Request body is not valid JSON.');
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new KmsError('SerializationException', 'Request body must be a JSON object.');
      }
      send(200, await handle(op, input as Json));
    } catch (err) {
      if (err instanceof KmsError) {
        send(err.status, { __type: err.type, message: err.message }, err.type);
      } else {
        send(500, { __type: 'KMSInternalException', message: err instanceof Error ? err.message : String(err) }, 'KMSInternalException');
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://${host}:${port}`,
    keyId: master.keyId,
    keyArn: arnOf(master.keyId),
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }).then(() => writeChain);
      return stopped;
    },
  };
}

function checkAlgorithm(value: unknown): void {
  if (value !== undefined && value !== 'SYMMETRIC_DEFAULT') {
    throw new KmsError('UnsupportedOperationException', `EncryptionAlgorithm ${String(value)} is not supported by the local KMS.`);
  }
}

function readBlob(value: unknown, field: string): Buffer {
  if (typeof value !== 'string' || value.length === 0) {
    throw new KmsError('ValidationException', `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must have length greater than or equal to 1`);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw new KmsError('SerializationException', `'${field}' is not valid base64.`);
  return Buffer.from(value, 'base64');
}

function readContext(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new KmsError('SerializationException', 'EncryptionContext must be a map of strings.');
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw new KmsError('SerializationException', 'EncryptionContext values must be strings.');
    out[k] = v;
  }
  return out;
}

/** Additional authenticated data: blob version, key id and the context with its keys sorted. */
function aad(keyId: string, context: Record<string, string>): Buffer {
  const entries = Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(JSON.stringify(['lkms/v1', keyId, entries]), 'utf8');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new KmsError('ValidationException', 'Request body too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function newMasterKey(): MasterKeyFile {
  return { version: 1, keyId: randomUUID(), masterKey: randomBytes(32).toString('base64'), createdAt: Math.floor(Date.now() / 1000) };
}

async function loadOrCreateMasterKey(dataDir: string): Promise<MasterKeyFile> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, MASTER_KEY_FILE);
  try {
    return await readMasterKey(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // Write a temp file, then link(2) it into place: atomic and exclusive (a racing starter reads ours).
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, JSON.stringify(newMasterKey()) + '\n', { mode: 0o600, flag: 'wx' });
  try {
    await link(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  return readMasterKey(file);
}

async function readMasterKey(file: string): Promise<MasterKeyFile> {
  const info = await stat(file);
  if ((info.mode & 0o077) !== 0) await chmod(file, 0o600);
  const text = await readFile(file, 'utf8');
  let parsed: Partial<MasterKeyFile>;
  try {
    parsed = JSON.parse(text) as Partial<MasterKeyFile>;
  } catch {
    throw new Error(`local KMS: ${file} is not valid JSON; move it away to start with a new master key (old blobs will not decrypt)`);
  }
  if (
    parsed.version !== 1 ||
    typeof parsed.keyId !== 'string' ||
    !UUID_RE.test(parsed.keyId) ||
    typeof parsed.masterKey !== 'string' ||
    Buffer.from(parsed.masterKey, 'base64').length !== 32 ||
    typeof parsed.createdAt !== 'number'
  ) {
    throw new Error(`local KMS: ${file} is not a valid master key file`);
  }
  return parsed as MasterKeyFile;
}

async function loadExtraKeys(dataDir: string): Promise<KeyRecord[]> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, KEYS_FILE), 'utf8')) as { keys?: KeyRecord[] };
    return (parsed.keys ?? []).filter((k) => typeof k.keyId === 'string' && UUID_RE.test(k.keyId));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`local KMS: cannot read ${join(dataDir, KEYS_FILE)}: ${String(err)}`);
  }
}

async function saveExtraKeys(dataDir: string, keys: KeyRecord[]): Promise<void> {
  const file = join(dataDir, KEYS_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify({ keys }, null, 2) + '\n', { mode: 0o600 });
  await rename(tmp, file);
}
