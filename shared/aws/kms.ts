// Envelope encryption: KMS issues a data key bound to an encryption context; the data is
// sealed locally with AES-256-GCM under that key. The context (for example organisation,
// affiliation and credential version) is required again to open it, so a sealed value
// moved to another record cannot be decrypted.
import type { Sealed } from '../domain/sealed.js';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env, required } from '../config/env.js';
import { reportAccess } from '../config/resource-use.js';
import { traced } from '../log/tracer.js';
import { once } from './once.js';

// Loaded on first use (see LAZY_SDK_MODULES).
const kms = once(async () => {
  const sdk = await import('@aws-sdk/client-kms');
  const { AWS_REGION, KMS_ENDPOINT } = env();
  return { sdk, client: traced(new sdk.KMSClient({ region: AWS_REGION, ...(KMS_ENDPOINT ? { endpoint: KMS_ENDPOINT } : {}) })) };
});

export type EncryptionContext = Record<string, string>;


/** The context serialised with sorted keys, also bound to the ciphertext as AAD. */
const aad = (context: EncryptionContext) =>
  Buffer.from(JSON.stringify(Object.keys(context).sort().map((k) => [k, context[k]])));

export async function seal(plaintext: Buffer, context: EncryptionContext): Promise<Sealed> {
  reportAccess({ resource: 'key', use: 'generateDataKey' });
  const { sdk, client } = await kms();
  const dataKey = await client.send(
    new sdk.GenerateDataKeyCommand({ KeyId: required('KMS_KEY_ID'), KeySpec: 'AES_256', EncryptionContext: context }),
  );
  const key = Buffer.from(dataKey.Plaintext!);
  try {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad(context));
    const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return {
      v: 1,
      edk: Buffer.from(dataKey.CiphertextBlob!).toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ct: ct.toString('base64'),
    };
  } finally {
    key.fill(0);
  }
}

/** Throws when the context differs from the one used to seal, or the data was altered. */
export async function open(sealed: Sealed, context: EncryptionContext): Promise<Buffer> {
  reportAccess({ resource: 'key', use: 'decrypt' });
  const { sdk, client } = await kms();
  const dataKey = await client.send(
    new sdk.DecryptCommand({
      CiphertextBlob: Buffer.from(sealed.edk, 'base64'),
      EncryptionContext: context,
      KeyId: required('KMS_KEY_ID'),
    }),
  );
  const key = Buffer.from(dataKey.Plaintext!);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(aad(context));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]);
  } finally {
    key.fill(0);
  }
}

export const sealJson = (value: unknown, context: EncryptionContext) =>
  seal(Buffer.from(JSON.stringify(value), 'utf8'), context);

export const openJson = async <T>(sealed: Sealed, context: EncryptionContext): Promise<T> =>
  JSON.parse((await open(sealed, context)).toString('utf8')) as T;
