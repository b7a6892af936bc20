import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, openJson, sealJson } from '../../../shared/aws/kms.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('envelope encryption', () => {
  const context = { organisationId: 'org-1', affiliationId: 'aff-1', credentialVersion: '1' };

  it('opens what it sealed under the same context, and never stores the plaintext', async () => {
    const sealed = await sealJson({ password: 'p@ss-word-42' }, context);
    expect(JSON.stringify(sealed)).not.toContain('p@ss-word-42');
    expect(await openJson(sealed, context)).toEqual({ password: 'p@ss-word-42' });
  });

  it('cannot open a value moved to another affiliation, organisation or version', async () => {
    const sealed = await sealJson({ password: 'p@ss-word-42' }, context);
    await expect(open(sealed, { ...context, affiliationId: 'aff-2' })).rejects.toThrow();
    await expect(open(sealed, { ...context, organisationId: 'org-2' })).rejects.toThrow();
    await expect(open(sealed, { ...context, credentialVersion: '2' })).rejects.toThrow();
  });

  it('detects an altered ciphertext', async () => {
    const sealed = await sealJson({ password: 'p@ss-word-42' }, context);
    const ct = Buffer.from(sealed.ct, 'base64');
    ct[0] = ct[0]! ^ 1;
    await expect(open({ ...sealed, ct: ct.toString('base64') }, context)).rejects.toThrow();
  });
});
