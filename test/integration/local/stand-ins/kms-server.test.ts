import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateKeyCommand,
  DecryptCommand,
  DescribeKeyCommand,
  EncryptCommand,
  GenerateDataKeyCommand,
  KMSClient,
  KMSServiceException,
} from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKmsServer, type KmsServer } from '../../../../lib/local/stand-ins/kms-server.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function client(endpoint: string): KMSClient {
  return new KMSClient({ endpoint, region: 'eu-west-3', credentials, maxAttempts: 1 });
}

async function errorName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(KMSServiceException);
    return (err as KMSServiceException).name;
  }
  throw new Error('expected the call to fail');
}

describe('local KMS server (in memory)', () => {
  let server: KmsServer;
  let kms: KMSClient;
  const context = { merchantId: 'm_123', purpose: 'provider-credentials' };

  beforeAll(async () => {
    server = await startKmsServer();
    kms = client(server.endpoint);
  });
  afterAll(async () => {
    kms?.destroy();
    await server?.stop();
  });

  it('binds loopback on a free port', () => {
    expect(server.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('GenerateDataKey + AES-256-GCM envelope roundtrip', async () => {
    const dk = await kms.send(new GenerateDataKeyCommand({ KeyId: server.keyId, KeySpec: 'AES_256', EncryptionContext: context }));
    expect(dk.Plaintext).toHaveLength(32);
    expect(dk.KeyId).toBe(server.keyArn);
    const secret = 'cle-api-fournisseur: s3cr3t dinars';
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dk.Plaintext!, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();

    // later: only the encrypted data key is stored; unwrap it with the same context (keys in another order)
    const unwrapped = await kms.send(
      new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob, EncryptionContext: { purpose: context.purpose, merchantId: context.merchantId } }),
    );
    expect(Buffer.from(unwrapped.Plaintext!).equals(Buffer.from(dk.Plaintext!))).toBe(true);
    expect(unwrapped.KeyId).toBe(server.keyArn);
    const decipher = createDecipheriv('aes-256-gcm', unwrapped.Plaintext!, iv);
    decipher.setAuthTag(tag);
    expect(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')).toBe(secret);
  });

  it('NumberOfBytes, Encrypt/Decrypt, key ARN and alias as KeyId', async () => {
    const dk = await kms.send(new GenerateDataKeyCommand({ KeyId: server.keyArn, NumberOfBytes: 64 }));
    expect(dk.Plaintext).toHaveLength(64);
    const enc = await kms.send(new EncryptCommand({ KeyId: 'alias/payments', Plaintext: Buffer.from('hello') }));
    const dec = await kms.send(new DecryptCommand({ CiphertextBlob: enc.CiphertextBlob, KeyId: server.keyId }));
    expect(Buffer.from(dec.Plaintext!).toString()).toBe('hello');
  });

  it('Decrypt with a different (or missing) encryption context fails with InvalidCiphertextException', async () => {
    const dk = await kms.send(new GenerateDataKeyCommand({ KeyId: server.keyId, KeySpec: 'AES_256', EncryptionContext: context }));
    expect(
      await errorName(kms.send(new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob, EncryptionContext: { ...context, merchantId: 'm_999' } }))),
    ).toBe('InvalidCiphertextException');
    expect(await errorName(kms.send(new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob })))).toBe('InvalidCiphertextException');
    expect(
      await errorName(kms.send(new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob, EncryptionContext: { ...context, extra: 'x' } }))),
    ).toBe('InvalidCiphertextException');
  });

  it('a tampered blob fails with InvalidCiphertextException', async () => {
    const enc = await kms.send(new EncryptCommand({ KeyId: server.keyId, Plaintext: Buffer.from('montant=120.500'), EncryptionContext: context }));
    const blob = Buffer.from(enc.CiphertextBlob!);
    for (const index of [0, 5, blob.length - 20, blob.length - 1]) {
      const tampered = Buffer.from(blob);
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(await errorName(kms.send(new DecryptCommand({ CiphertextBlob: tampered, EncryptionContext: context })))).toBe(
        'InvalidCiphertextException',
      );
    }
    expect(await errorName(kms.send(new DecryptCommand({ CiphertextBlob: blob.subarray(0, 10), EncryptionContext: context })))).toBe(
      'InvalidCiphertextException',
    );
  });

  it('DescribeKey, CreateKey, unknown key and IncorrectKeyException', async () => {
    const described = await kms.send(new DescribeKeyCommand({ KeyId: server.keyId }));
    expect(described.KeyMetadata).toMatchObject({ KeyId: server.keyId, Arn: server.keyArn, KeyState: 'Enabled', Enabled: true });
    expect(described.KeyMetadata?.CreationDate).toBeInstanceOf(Date);

    const created = await kms.send(new CreateKeyCommand({ Description: 'second' }));
    const other = created.KeyMetadata!.KeyId!;
    expect(other).not.toBe(server.keyId);
    const enc = await kms.send(new EncryptCommand({ KeyId: other, Plaintext: Buffer.from('x') }));
    expect(await errorName(kms.send(new DecryptCommand({ CiphertextBlob: enc.CiphertextBlob, KeyId: server.keyId })))).toBe(
      'IncorrectKeyException',
    );
    expect(await errorName(kms.send(new DescribeKeyCommand({ KeyId: '00000000-0000-0000-0000-000000000000' })))).toBe('NotFoundException');
  });

  it('unknown operations answer 400 UnsupportedOperationException', async () => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'TrentService.ScheduleKeyDeletion' },
      body: JSON.stringify({ KeyId: server.keyId }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'UnsupportedOperationException' });
  });
});

describe('local KMS server (master key on disk)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kms-stand-in-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the master key (mode 0600) across a restart with the same dataDir', async () => {
    const dataDir = join(dir, 'kms');
    const context = { paymentId: 'pay_1' };

    const first = await startKmsServer({ dataDir });
    let kms = client(first.endpoint);
    const dk = await kms.send(new GenerateDataKeyCommand({ KeyId: first.keyId, KeySpec: 'AES_256', EncryptionContext: context }));
    const made = await kms.send(new CreateKeyCommand({}));
    const enc2 = await kms.send(new EncryptCommand({ KeyId: made.KeyMetadata!.KeyId, Plaintext: Buffer.from('second key') }));
    kms.destroy();
    await first.stop();

    const file = join(dataDir, 'master-key.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const before = await readFile(file, 'utf8');

    const second = await startKmsServer({ dataDir });
    try {
      expect(second.keyId).toBe(first.keyId);
      expect(second.endpoint).not.toBe(first.endpoint);
      kms = client(second.endpoint);
      const dec = await kms.send(new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob, EncryptionContext: context }));
      expect(Buffer.from(dec.Plaintext!).equals(Buffer.from(dk.Plaintext!))).toBe(true);
      const dec2 = await kms.send(new DecryptCommand({ CiphertextBlob: enc2.CiphertextBlob }));
      expect(Buffer.from(dec2.Plaintext!).toString()).toBe('second key');
      kms.destroy();
    } finally {
      await second.stop();
    }
    expect(await readFile(file, 'utf8')).toBe(before);

    // a different dataDir means a different master key: old blobs do not decrypt
    const third = await startKmsServer({ dataDir: join(dir, 'other') });
    try {
      kms = client(third.endpoint);
      expect(third.keyId).not.toBe(first.keyId);
      expect(await errorName(kms.send(new DecryptCommand({ CiphertextBlob: dk.CiphertextBlob, EncryptionContext: context })))).toBe(
        'InvalidCiphertextException',
      );
      kms.destroy();
    } finally {
      await third.stop();
    }
  });
});
