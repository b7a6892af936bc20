// Objects written in parts (CreateMultipartUpload, UploadPart, CompleteMultipartUpload) through the
// S3 stand-in, as payment exports write their files: the parts are joined in order, byte for byte,
// and an upload never completed leaves no object.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getObject, MIN_PART_BYTES, multipartWriter } from '../../../shared/aws/s3.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('multipart upload to the files bucket', () => {
  it('joins the parts in order into one object', async () => {
    const key = `test/multipart-${randomBytes(4).toString('hex')}.bin`;
    const writer = await multipartWriter(key, 'application/octet-stream');
    const chunks = Array.from({ length: 23 }, () => randomBytes(512 * 1024));
    for (const chunk of chunks) await writer.write(chunk);
    const done = await writer.complete();
    const whole = Buffer.concat(chunks);
    expect(done.sizeBytes).toBe(whole.length);
    // 11.5 MiB in parts of 5 MiB: two full parts and the rest.
    expect(done.parts).toBe(Math.ceil(whole.length / MIN_PART_BYTES));
    const stored = await getObject(key);
    expect(stored?.body.length).toBe(whole.length);
    expect(sha256(stored!.body)).toBe(sha256(whole));
    expect(stored?.contentType).toBe('application/octet-stream');
  });

  it('writes an empty object as one empty part', async () => {
    const key = `test/empty-${randomBytes(4).toString('hex')}.csv`;
    const writer = await multipartWriter(key, 'text/csv; charset=utf-8');
    expect(await writer.complete()).toEqual({ sizeBytes: 0, parts: 1 });
    expect((await getObject(key))?.body.length).toBe(0);
  });

  it('leaves no object for an upload never completed', async () => {
    const key = `test/abandoned-${randomBytes(4).toString('hex')}.bin`;
    const writer = await multipartWriter(key, 'application/octet-stream');
    await writer.write(randomBytes(MIN_PART_BYTES));
    expect(await getObject(key)).toBeUndefined();
  });
});
