import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as filesHandler } from '../../../functions/http/files/handler.js';
import { presignGet } from '../../../shared/aws/s3.js';
import { isAppError } from '../../../shared/domain/errors.js';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { getFile, markFileReviewed } from '../../../shared/store/files-repository.js';
import { keys } from '../../../shared/store/keys.js';
import { asKey, asSession, createMerchant, createStaff, type Merchant } from '../../support/fixtures.js';
import { httpEvent, testContext } from '../../support/lambda-events.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { tinyJpeg, tinyPdf, tinyPng, upload, uploadForm } from './support.js';

const MB10 = 10 * 1024 * 1024;

let app: TestApp;
let merchant: Merchant;
let other: Merchant;
beforeAll(async () => {
  app = await startTestApp();
  [merchant, other] = await Promise.all([createMerchant(app.http), createMerchant(app.http)]);
});
afterAll(async () => {
  await app?.stop();
});

const filesPath = (m: Merchant = merchant) => `/organisations/${m.organisationId}/files`;
const send = (fields: Parameters<typeof upload>[3], m: Merchant = merchant) =>
  upload(app.http, m.organisationId, m.owner.cookie, fields);
const list = async (m: Merchant = merchant) => {
  const res = await app.http.get(filesPath(m), asSession(m.owner.cookie));
  expect(res.status).toBe(200);
  return res.body as Array<Record<string, unknown>>;
};

/** Invokes the files handler as Lambda would, with a multipart body of any size (no gateway cap). */
async function uploadThroughHandler(content: Buffer, type = 'other') {
  const request = new Request('http://local/', { method: 'POST', body: uploadForm({ type, content, name: 'big.pdf' }) });
  const body = Buffer.from(await request.arrayBuffer());
  const path = filesPath();
  const event = {
    ...httpEvent('POST', path, {
      headers: { 'content-type': request.headers.get('content-type')! },
      pathParameters: { id: merchant.organisationId },
    }),
    routeKey: 'POST /organisations/{id}/files',
    cookies: [merchant.owner.cookie],
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
  const result = await filesHandler(event, testContext());
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
}

describe('upload', () => {
  it('accepts a real PNG as a logo, with its type detected from the content', async () => {
    const png = tinyPng();
    const res = await send({ type: 'logo', content: png, name: 'logo.png', declaredType: 'image/png' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ['createdAt', 'id', 'mimeType', 'originalName', 'reviewedAt', 'sizeBytes', 'type', 'uploadedBy'].sort(),
    );
    expect(res.body).toMatchObject({
      type: 'logo',
      originalName: 'logo.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
      reviewedAt: null,
      uploadedBy: merchant.owner.userId,
    });
    expect((await list()).map((f) => f.id)).toContain(res.body.id);
  });

  it('refuses a PDF renamed .png as a logo, naming the PDF it really is, and accepts it as another document', async () => {
    const pdf = tinyPdf();
    const asLogo = await send({ type: 'logo', content: pdf, name: 'logo.png', declaredType: 'image/png' });
    expect(asLogo.status).toBe(400);
    expect(asLogo.body).toMatchObject({ error: 'unsupported_file_type', detectedMimeType: 'application/pdf' });

    const asOther = await send({ type: 'other', content: pdf, name: 'logo.png', declaredType: 'image/png' });
    expect(asOther.status).toBe(201);
    expect(asOther.body).toMatchObject({ type: 'other', originalName: 'logo.png', mimeType: 'application/pdf', sizeBytes: pdf.length });
  });

  it('recognises a JPEG whatever its declared type and name', async () => {
    const res = await send({ type: 'identity_document', content: tinyJpeg(), name: 'id.pdf', declaredType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body.mimeType).toBe('image/jpeg');
  });

  it('refuses content that is not a PDF, PNG or JPEG, and stores nothing', async () => {
    const before = await list();
    for (const content of [Buffer.from('GIF89a....'), Buffer.from('%PDF'), Buffer.from('<html>%PDF-1.4</html>'), Buffer.alloc(0)]) {
      const res = await send({ type: 'other', content, name: 'doc.pdf', declaredType: 'application/pdf' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('unsupported_file_type');
    }
    expect(await list()).toEqual(before);
  });

  it('requires a valid type and exactly one file', async () => {
    const noType = await send({ content: tinyPdf() });
    expect(noType.status).toBe(400);
    expect(noType.body.error).toBe('validation_failed');
    expect(noType.body.fields.map((f: { field: string }) => f.field)).toContain('type');

    const badType = await send({ type: 'selfie', content: tinyPdf() });
    expect(badType.status).toBe(400);
    expect(badType.body.fields.map((f: { field: string }) => f.field)).toContain('type');

    const noFile = await send({ type: 'other' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual([{ field: 'file', message: 'required' }]);

    const json = await app.http.post(filesPath(), { type: 'other' }, asSession(merchant.owner.cookie));
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('validation_failed');
  });

  it('refuses a file of 10 MB + 1 byte over HTTP, and stores nothing', async () => {
    const before = await list();
    const content = Buffer.concat([tinyPdf(), Buffer.alloc(MB10 + 1 - tinyPdf().length, 0x20)]);
    const res = await send({ type: 'other', content, name: 'big.pdf' });
    // The gateway (like API Gateway) caps the whole request body at 10 MB, multipart framing
    // included, and refuses it before the function runs: still in the v3 format.
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'file_too_large', message: expect.any(String), maxBytes: MB10 });
    expect(await list()).toEqual(before);
  });

  it('refuses 10 MB + 1 byte in the handler itself with file_too_large, and accepts exactly 10 MB', async () => {
    const before = (await list()).length;
    const tooBig = await uploadThroughHandler(Buffer.concat([tinyPdf(), Buffer.alloc(MB10 + 1 - tinyPdf().length, 0x20)]));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: 'file_too_large', maxBytes: MB10 });
    expect((await list()).length).toBe(before);

    const limit = await uploadThroughHandler(Buffer.concat([tinyPdf(), Buffer.alloc(MB10 - tinyPdf().length, 0x20)]));
    expect(limit.status).toBe(201);
    expect(limit.body).toMatchObject({ sizeBytes: MB10, mimeType: 'application/pdf' });
  });

  it('is for sessions only, and members of the organisation only', async () => {
    const byKey = await app.http.get(filesPath(), asKey(merchant.apiKey));
    expect(byKey.status).toBe(401);
    const stranger = await app.http.get(filesPath(), asSession(other.owner.cookie));
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('organisation_not_found');
  });
});

describe('download', () => {
  it('gives a 5-minute pre-signed URL that returns the exact bytes', async () => {
    const png = tinyPng([1, 2, 3]);
    const uploaded = await send({ type: 'logo', content: png, name: 'brand.png' });
    const before = Date.now();
    const res = await app.http.get(`${filesPath()}/${uploaded.body.id}/download`, asSession(merchant.owner.cookie));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'url']);
    const ttl = Date.parse(res.body.expiresAt) - before;
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(301_000);
    expect(res.body.url).toContain(`organisations/${merchant.organisationId}/files/${uploaded.body.id}`);
    expect(res.body.url).toContain('X-Amz-Expires=300');

    const download = await fetch(res.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('brand.png');
  });

  it.each(['scan (1).png', "l'extrait.png", 'devis "final".png', 'ümlaut.png', 'وثيقة.png', 'a;b=c%20*!.png'])(
    'downloads %s through the 5-minute URL, named exactly by filename* (RFC 6266)',
    async (name) => {
      const png = tinyPng([4, 5, 6]);
      const uploaded = await send({ type: 'logo', content: png, name });
      expect(uploaded.status, uploaded.text).toBe(201);
      expect(uploaded.body.originalName).toBe(name);
      const res = await app.http.get(`${filesPath()}/${uploaded.body.id}/download`, asSession(merchant.owner.cookie));
      expect(res.status).toBe(200);
      const download = await fetch(res.body.url);
      expect(download.status, await download.clone().text()).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
      const disposition = download.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
      const extended = /filename\*=UTF-8''(\S+)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(extended)).toBe(name);
      // Still signed: another name in the same URL is refused by the storage.
      const altered = new URL(res.body.url);
      altered.searchParams.set('response-content-disposition', `attachment; filename*=UTF-8''x%27${extended}`);
      expect((await fetch(altered)).status).toBe(403);
    },
  );

  it('refuses an altered URL and an expired one at the storage (403)', async () => {
    const pdf = tinyPdf();
    const a = await send({ type: 'other', content: pdf, name: 'a.pdf' });
    const b = await send({ type: 'other', content: pdf, name: 'b.pdf' });
    const res = await app.http.get(`${filesPath()}/${a.body.id}/download`, asSession(merchant.owner.cookie));
    const url = new URL(res.body.url);

    const signature = url.searchParams.get('X-Amz-Signature')!;
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    expect((await fetch(forged)).status).toBe(403);

    const otherObject = new URL(url);
    otherObject.pathname = otherObject.pathname.replace(a.body.id, b.body.id);
    expect((await fetch(otherObject)).status).toBe(403);

    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(longer)).status).toBe(403);

    const short = await presignGet(keys.file.object(merchant.organisationId, a.body.id), 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await fetch(short.url)).status).toBe(403);
    // The untouched URL still works.
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 for an unknown file, a malformed id, and a file of another organisation', async () => {
    const theirs = await send({ type: 'other', content: tinyPdf() }, other);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', theirs.body.id]) {
      const res = await app.http.get(`${filesPath()}/${id}/download`, asSession(merchant.owner.cookie));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('file_not_found');
    }
  });
});

describe('delete and review', () => {
  it('deletes a document not yet reviewed: gone from the list, from downloads and from storage', async () => {
    const uploaded = await send({ type: 'proof_of_address', content: tinyPdf(), name: 'facture.pdf' });
    const issued = await app.http.get(`${filesPath()}/${uploaded.body.id}/download`, asSession(merchant.owner.cookie));
    const res = await app.http.delete(`${filesPath()}/${uploaded.body.id}`, asSession(merchant.owner.cookie));
    expect(res.status).toBe(204);
    expect((await list()).map((f) => f.id)).not.toContain(uploaded.body.id);
    const again = await app.http.delete(`${filesPath()}/${uploaded.body.id}`, asSession(merchant.owner.cookie));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('file_not_found');
    const download = await app.http.get(`${filesPath()}/${uploaded.body.id}/download`, asSession(merchant.owner.cookie));
    expect(download.status).toBe(404);
    expect((await fetch(issued.body.url)).status).toBe(404);
  });

  it('compliance staff mark a file reviewed once, after which it cannot be deleted', async () => {
    const uploaded = await send({ type: 'business_registration', content: tinyPdf(), name: 'rne.pdf' });
    const reviewPath = `/admin/organisations/${merchant.organisationId}/files/${uploaded.body.id}/review`;
    const support = await createStaff(app.http, 'svc_support');
    expect((await app.http.post(reviewPath, undefined, asSession(support.cookie))).status).toBe(403);
    expect((await app.http.post(reviewPath, undefined, asSession(merchant.owner.cookie))).status).toBe(403);
    const compliance = await createStaff(app.http, 'svc_compliance');
    const res = await app.http.post(reviewPath, undefined, asSession(compliance.cookie));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: uploaded.body.id, type: 'business_registration', reviewedAt: expect.any(String) });
    const unknownFile = await app.http.post(
      `/admin/organisations/${merchant.organisationId}/files/00000000-0000-4000-8000-000000000000/review`,
      undefined,
      asSession(compliance.cookie),
    );
    expect(unknownFile.status).toBe(404);
    expect(unknownFile.body.error).toBe('file_not_found');
    const staff = { type: 'staff' as const, id: compliance.user.id, label: compliance.email };
    const reviewed = (await getFile(merchant.organisationId, uploaded.body.id))!;
    expect(reviewed.reviewedAt).toBe(res.body.reviewedAt);
    expect(reviewed.reviewedBy).toBe(compliance.user.id);

    const listed = (await list()).find((f) => f.id === uploaded.body.id);
    expect(listed?.reviewedAt).toBe(reviewed.reviewedAt);

    const refused = await app.http.delete(`${filesPath()}/${uploaded.body.id}`, asSession(merchant.owner.cookie));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('file_already_reviewed');
    expect((await list()).map((f) => f.id)).toContain(uploaded.body.id);

    // A second review keeps the first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await markFileReviewed(merchant.organisationId, uploaded.body.id, { ...staff, id: '22222222-2222-4222-8222-222222222222' });
    expect(again.reviewedAt).toBe(reviewed.reviewedAt);
    expect(again.reviewedBy).toBe(staff.id);

    const unknown = await markFileReviewed(merchant.organisationId, '00000000-0000-4000-8000-000000000000', staff).catch((e) => e);
    expect(isAppError(unknown) && unknown.code).toBe('file_not_found');
  });

  it('refuses to delete a logo a payment account shows', async () => {
    const logo = await send({ type: 'logo', content: tinyPng(), name: 'shop.png' });
    const account = await app.http.post(
      `/organisations/${merchant.organisationId}/payment-accounts`,
      { name: 'Shop with logo', logoFileId: logo.body.id },
      asSession(merchant.owner.cookie),
    );
    expect(account.status).toBe(201);
    const res = await app.http.delete(`${filesPath()}/${logo.body.id}`, asSession(merchant.owner.cookie));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'file_in_use', paymentAccountIds: [account.body.id] });

    const cleared = await app.http.patch(
      `/organisations/${merchant.organisationId}/payment-accounts/${account.body.id}`,
      { logoFileId: null },
      asSession(merchant.owner.cookie),
    );
    expect(cleared.status).toBe(200);
    expect((await app.http.delete(`${filesPath()}/${logo.body.id}`, asSession(merchant.owner.cookie))).status).toBe(204);
  });

  it('audits uploads, deletions and reviews', async () => {
    const actions = (await listAudit(merchant.organisationId, null, 200)).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['file.uploaded', 'file.deleted', 'file.reviewed']));
  });
});
