// The admin routes the staff console needs beside those of the contract (docs/api-decisions.md,
// "Staff console (issue 31)"): the organisation list searched and filtered, an organisation's
// members, documents (opened by compliance only, audited), audit trail with staff named, and
// payments; the owner invitation sent again; the outbox filtered by type and a failed event retried
// by an admin; affiliations filtered by environment. Each refused to the roles it is not for.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../../shared/outbox/outbox.js';
import { db } from '../../../shared/store/client.js';
import { newOutboxEvent } from '../../../shared/store/outbox-repository.js';
import { asSession, createMerchant, createStaff, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { tinyPdf, tinyPng, upload } from '../files/support.js';
import { providerCase, reauthenticated } from '../affiliations/support.js';
import { collectingMerchant, newPayment } from '../payments/support.js';

let app: TestApp;
let merchant: Merchant;
let admin: string;
let support: string;
let compliance: string;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
  support = (await createStaff(app.http, 'svc_support')).cookie;
  compliance = (await createStaff(app.http, 'svc_compliance')).cookie;
});
afterAll(async () => {
  await app?.stop();
});

const onboard = async (name: string, taxId: string, ownerEmail = uniqueEmail('owner')) => {
  const res = await app.http.post(
    '/admin/organisations',
    { name, legalName: `${name} SARL`, taxId, country: 'TN', ownerEmail },
    asSession(admin),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; ownerInvitation: { id: string; email: string; inviteLink: string } };
};

describe('GET /admin/organisations with q and kybStatus', () => {
  it('finds by name or legal name (case and accents aside) and by tax id (separators aside)', async () => {
    const sfax = await onboard('Librairie Kairouan', '7654321/B/M/000');
    const ids = async (query: string, cookie = support) => {
      const res = await app.http.get(`/admin/organisations${query}`, asSession(cookie));
      expect(res.status, res.text).toBe(200);
      return (res.body as { id: string }[]).map((o) => o.id);
    };
    expect(await ids('?q=EPICERIE')).toEqual([merchant.organisationId]);
    expect(await ids('?q=fine%20sfax%20sarl')).toEqual([merchant.organisationId]);
    expect(await ids(`?q=${encodeURIComponent('kairouan')}`, compliance)).toEqual([sfax.id]);
    for (const taxId of ['7654321BM', '7654321/b/m', '7654321 B M 000']) expect(await ids(`?q=${encodeURIComponent(taxId)}`)).toEqual([sfax.id]);
    expect(await ids('?q=nothing-like-it')).toEqual([]);
    expect(await ids('?kybStatus=pending', admin)).toEqual([sfax.id, merchant.organisationId]);
    expect(await ids('?kybStatus=verified&q=kairouan')).toEqual([]);
    const bad = await app.http.get('/admin/organisations?kybStatus=maybe&sort=name', asSession(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
  });
});

describe('an organisation as staff read it', () => {
  it('lists its members and invitations, payments and files to every staff role; 404 for unknown ids', async () => {
    for (const cookie of [admin, support, compliance]) {
      const team = await app.http.get(`/admin/organisations/${merchant.organisationId}/members`, asSession(cookie));
      expect(team.status).toBe(200);
      expect(team.body.members).toEqual([expect.objectContaining({ email: merchant.owner.email, isOwner: true, role: 'administrator' })]);
      expect(team.body.invitations).toEqual([]);
    }
    const collector = await collectingMerchant(app, ['clictopay']);
    const created = await newPayment(app, collector, { orderId: 'cmd-42' });
    const payments = await app.http.get(`/admin/organisations/${collector.organisationId}/payments`, asSession(support));
    expect(payments.status).toBe(200);
    expect(payments.body.items.map((p: { reference: string }) => p.reference)).toEqual([created.reference]);
    const found = await app.http.get(`/admin/organisations/${collector.organisationId}/payments?q=CMD-42`, asSession(support));
    expect(found.body.items.map((p: { reference: string }) => p.reference)).toEqual([created.reference]);
    const none = await app.http.get(`/admin/organisations/${collector.organisationId}/payments?status=succeeded`, asSession(support));
    expect(none.body).toEqual({ items: [], nextCursor: null });
    // Another organisation's payment is not in this one's list.
    expect((await app.http.get(`/admin/organisations/${merchant.organisationId}/payments`, asSession(support))).body.items).toEqual([]);

    for (const path of ['members', 'files', 'audit', 'payments']) {
      for (const id of [randomUUID(), 'not-an-id']) {
        const res = await app.http.get(`/admin/organisations/${id}/${path}`, asSession(admin));
        expect(res.status, `${path} ${id}`).toBe(404);
        expect(res.body.error).toBe('organisation_not_found');
      }
      const merchantCall = await app.http.get(`/admin/organisations/${merchant.organisationId}/${path}`, asSession(merchant.owner.cookie));
      expect(merchantCall.status).toBe(403);
      expect((await app.http.get(`/admin/organisations/${merchant.organisationId}/${path}`)).status).toBe(401);
    }
  });

  it('lets compliance alone open a document, inline or saved, each opening audited with the staff member named', async () => {
    const pdf = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'patent', content: tinyPdf(), name: 'patente.pdf' });
    const png = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type: 'identity_document', content: tinyPng(), name: 'cin.png' });
    expect([pdf.status, png.status]).toEqual([201, 201]);
    const files = await app.http.get(`/admin/organisations/${merchant.organisationId}/files`, asSession(support));
    expect(files.status).toBe(200);
    expect(files.body.map((f: { originalName: string }) => f.originalName)).toEqual(['cin.png', 'patente.pdf']);

    const download = (fileId: string, cookie: string, query = '') =>
      app.http.get(`/admin/organisations/${merchant.organisationId}/files/${fileId}/download${query}`, asSession(cookie));
    for (const cookie of [admin, support, merchant.owner.cookie]) {
      const refused = await download(pdf.body.id, cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('permission_denied');
    }
    const inline = await download(pdf.body.id, compliance, '?disposition=inline');
    expect(inline.status, inline.text).toBe(200);
    expect(inline.body).toEqual({ url: expect.any(String), expiresAt: expect.any(String), disposition: 'inline' });
    const expiresIn = Date.parse(inline.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    const served = await fetch(inline.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="patente.pdf"/);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPdf())).toBe(true);
    const saved = await download(png.body.id, compliance);
    expect(saved.body.disposition).toBe('attachment');
    expect((await fetch(saved.body.url)).headers.get('content-disposition')).toMatch(/^attachment; filename="cin.png"/);

    expect((await download(randomUUID(), compliance)).body.error).toBe('file_not_found');
    expect((await download('nope', compliance)).body.error).toBe('file_not_found');
    expect((await download(pdf.body.id, compliance, '?disposition=embed')).status).toBe(400);

    // Marked reviewed, then KYB verified: the organisation's trail names who did each, staff included.
    const compliant = await createStaff(app.http, 'svc_compliance');
    const review = await app.http.post(`/admin/organisations/${merchant.organisationId}/files/${pdf.body.id}/review`, undefined, asSession(compliant.cookie));
    expect(review.status).toBe(200);
    const verify = await app.http.post(`/organisations/${merchant.organisationId}/kyb/verify`, { reason: 'RNE extract checked' }, asSession(compliant.cookie));
    expect(verify.status).toBe(204);
    const audit = await app.http.get(`/admin/organisations/${merchant.organisationId}/audit?limit=4`, asSession(support));
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual(['organisation.kyb_verified', 'file.reviewed', 'file.opened', 'file.opened']);
    expect(audit.body.items[0]).toMatchObject({
      actor: { type: 'staff', id: compliant.user.id, label: compliant.email },
      details: { reason: 'RNE extract checked' },
      clientIp: expect.any(String),
    });
    expect(audit.body.items[3].details).toEqual({ type: 'patent', originalName: 'patente.pdf', disposition: 'inline' });
    expect(audit.body.nextCursor).toEqual(expect.any(String));
    // Members read the same entries with the platform unnamed.
    const members = await app.http.get(`/organisations/${merchant.organisationId}/audit?limit=1`, asSession(merchant.owner.cookie));
    expect(members.body.items[0]).toMatchObject({ action: 'organisation.kyb_verified', actor: { type: 'staff', id: null, label: null } });
  });
});

describe('POST /admin/organisations/{id}/owner-invitation', () => {
  it('sends a fresh link while the owner has not joined; the previous one stops working', async () => {
    const created = await onboard('Parfumerie Nabeul', 'MF-5550001', uniqueEmail('typo'));
    const first = new URL(created.ownerInvitation.inviteLink).searchParams.get('token')!;
    for (const cookie of [support, compliance]) {
      expect((await app.http.post(`/admin/organisations/${created.id}/owner-invitation`, {}, asSession(cookie))).status).toBe(403);
    }
    const again = await app.http.post(`/admin/organisations/${created.id}/owner-invitation`, {}, asSession(admin));
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ email: created.ownerInvitation.email, roleName: 'Administrator', scope: 'all', inviteLink: expect.stringContaining('token=') });
    // To a corrected address: the one before stops working too.
    const corrected = uniqueEmail('owner');
    const moved = await app.http.post(`/admin/organisations/${created.id}/owner-invitation`, { email: corrected.toUpperCase() }, asSession(admin));
    expect(moved.status).toBe(201);
    expect(moved.body.email).toBe(corrected);
    const team = await app.http.get(`/admin/organisations/${created.id}/members`, asSession(support));
    expect(team.body.invitations.map((i: { id: string }) => i.id)).toEqual([moved.body.id]);
    const second = new URL(again.body.inviteLink).searchParams.get('token')!;
    for (const token of [first, second]) {
      const stale = await app.http.post('/invitations/accept', { token, firstName: 'A', lastName: 'B', password: 'a-long-password-1' });
      expect(stale.status).toBe(400);
      expect(stale.body.error).toBe('invalid_token');
    }
    const token = new URL(moved.body.inviteLink).searchParams.get('token')!;
    const accepted = await app.http.post('/invitations/accept', { token, firstName: 'Amira', lastName: 'T', password: 'a-long-password-1' });
    expect(accepted.status, accepted.text).toBe(200);
    const late = await app.http.post(`/admin/organisations/${created.id}/owner-invitation`, {}, asSession(admin));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('owner_already_joined');
    const audit = await app.http.get(`/admin/organisations/${created.id}/audit`, asSession(admin));
    expect(audit.body.items.filter((i: { action: string }) => i.action === 'organisation.owner_invited').map((i: { details: { email: string } }) => i.details.email)).toEqual([
      corrected,
      created.ownerInvitation.email,
    ]);
    const bad = await app.http.post(`/admin/organisations/${created.id}/owner-invitation`, { email: 'nope' }, asSession(admin));
    expect(bad.status).toBe(400);
    expect((await app.http.post(`/admin/organisations/${randomUUID()}/owner-invitation`, {}, asSession(admin))).status).toBe(404);
  });
});

describe('the outbox for staff', () => {
  it('filters by type, and lets an admin retry a failed event once more', async () => {
    // An event no handler knows fails for good at its first try.
    const event = newOutboxEvent('console.unknown_type', { note: 'retry me' });
    await db().send(new PutCommand(event.put as ConstructorParameters<typeof PutCommand>[0] & { TableName: string }));
    await dispatchOutbox([event.id]);
    await app.queuesIdle();
    const failed = await app.http.get('/admin/outbox?status=failed&type=console.unknown_type', asSession(support));
    expect(failed.status).toBe(200);
    expect(failed.body.items).toEqual([expect.objectContaining({ id: event.id, status: 'failed', attempts: 1, lastError: 'no handler for console.unknown_type' })]);
    const emails = await app.http.get('/admin/outbox?type=email.send&limit=200', asSession(admin));
    expect(emails.body.items.length).toBeGreaterThan(0);
    expect(emails.body.items.every((e: { type: string }) => e.type === 'email.send')).toBe(true);
    expect((await app.http.get('/admin/outbox?type=Not%20a%20type', asSession(admin))).status).toBe(400);

    for (const cookie of [support, compliance]) {
      const refused = await app.http.post(`/admin/outbox/${event.id}/retry`, undefined, asSession(cookie));
      expect(refused.status).toBe(403);
    }
    const retried = await app.http.post(`/admin/outbox/${event.id}/retry`, undefined, asSession(admin));
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ id: event.id, status: 'pending', attempts: 1 });
    await app.queuesIdle();
    const after = await app.http.get('/admin/outbox?type=console.unknown_type', asSession(admin));
    expect(after.body.items[0]).toMatchObject({ id: event.id, status: 'failed', attempts: 2 });

    const done = emails.body.items.find((e: { status: string }) => e.status === 'done');
    if (done) {
      const notFailed = await app.http.post(`/admin/outbox/${done.id}/retry`, undefined, asSession(admin));
      expect(notFailed.status).toBe(409);
      expect(notFailed.body).toMatchObject({ error: 'invalid_transition', status: 'done' });
    }
    expect((await app.http.post(`/admin/outbox/${randomUUID()}/retry`, undefined, asSession(admin))).body.error).toBe('outbox_event_not_found');
    expect((await app.http.post('/admin/outbox/x/retry', undefined, asSession(admin))).status).toBe(404);
  });
});

describe('GET /admin/affiliations with environment', () => {
  it('filters by environment and refuses an unknown one', async () => {
    const cookie = await reauthenticated(app.http, merchant);
    const clictopay = providerCase('clictopay');
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/affiliations`,
      { provider: 'clictopay', environment: 'sandbox', credentials: clictopay.credentials },
      asSession(cookie),
    );
    expect(created.status, created.text).toBe(201);
    const list = (query: string) => app.http.get(`/admin/affiliations?organisation=${merchant.organisationId}${query}`, asSession(compliance));
    const sandbox = await list('&environment=sandbox');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    expect(sandbox.body.items[0].organisationName).toBe('Épicerie Fine Sfax');
    expect(JSON.stringify(sandbox.body)).not.toContain(clictopay.credentials[clictopay.secretField]);
    expect((await list('&environment=production')).body.items).toEqual([]);
    expect((await app.http.get('/admin/affiliations?environment=live', asSession(admin))).status).toBe(400);
  });
});
