// CSV exports of payments (POST /organisations/{id}/payments/exports, GET .../exports/{exportId}):
// the file read back with a CSV parser (byte order mark, columns, amounts, formula cells made
// inert, Arabic kept), the list's filters and the caller's scope honoured, the 5-minute download
// URL, idempotency, the limit of 3 exports at once under 20 parallel starts, and the errors.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../shared/payments/payment-csv.js';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { addMember } from '../team/support.js';
import { addCollectingAccount, collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let secondAccountId: string;
let firstAccountId: string;
const created: Array<{ reference: string; [field: string]: any }> = [];
let succeededReference: string;

const TRICKY = [
  { firstName: '=HYPERLINK("http://evil.example","x")', lastName: 'أمل بن صالح', email: 'amal@example.tn', phone: '+216 20 123 456' },
  { firstName: '@SUM(A1:A9)', lastName: '-2+3', email: 'sami@example.tn' },
  { firstName: '\tTab', lastName: 'Ben "Ali", fils', email: 'tab@example.tn' },
];

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  secondAccountId = await addCollectingAccount(app, merchant);
  for (const [i, payer] of TRICKY.entries()) {
    created.push(await newPayment(app, merchant, { payer, amount: 12_500 + i, description: i === 0 ? 'Ligne 1\nLigne 2, avec virgule' : '+cmd' }));
  }
  firstAccountId = created[0]!.paymentAccountId;
  created.push(await newPayment(app, merchant, { paymentAccountId: secondAccountId, amount: 7, orderId: 'second-shop-order' }));
  // One payment with a result: paid with clictopay.
  const paid = await newPayment(app, merchant, { amount: 1_000_000 });
  created.push(paid);
  const attempt = await openAttempt(app, paid.reference, 'clictopay');
  await payerCompletes(app, merchant, paid.reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => {
    const res = await app.http.get(`/payments/${paid.reference}`, asKey(merchant.apiKey));
    expect(res.body.status).toBe('succeeded');
  }, 10_000);
  succeededReference = paid.reference;
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

const exportsPath = (organisationId = merchant.organisationId) => `/organisations/${organisationId}/payments/exports`;
const keyAuth = () => asKey(merchant.apiKey);

async function startExport(body: Record<string, unknown>, as: { headers: Record<string, string> } = keyAuth()) {
  const res = await app.http.post(exportsPath(), body, as);
  expect(res.status, res.text).toBe(202);
  expect(res.body.status).toBe('pending');
  return res.body as { id: string; [field: string]: any };
}

/** Reads the export until it has finished; answers its last state. */
async function finished(id: string, as: { headers: Record<string, string> } = keyAuth()) {
  return eventually(async () => {
    const res = await app.http.get(`${exportsPath()}/${id}`, as);
    expect(res.status, res.text).toBe(200);
    expect(['succeeded', 'failed']).toContain(res.body.status);
    return res.body;
  }, 20_000);
}

async function download(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** The export's rows, parsed, after checking the file begins with a UTF-8 byte order mark and the header. */
async function rowsOf(body: any): Promise<Array<Record<string, string>>> {
  expect(body.status).toBe('succeeded');
  const file = await download(body.download.url);
  expect(file.status).toBe(200);
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.bytes.toString('utf8');
  const records: string[][] = parse(text, { bom: true, relax_column_count: false });
  expect(records[0]).toEqual(CSV_COLUMNS);
  const rows = records.slice(1).map((cells) => Object.fromEntries(CSV_COLUMNS.map((name, i) => [name, cells[i]!])));
  expect(body.rowsWritten).toBe(rows.length);
  expect(body.sizeBytes).toBe(file.bytes.length);
  return rows;
}

describe('payment exports', () => {
  it('writes every payment with its result to a CSV with a BOM, amounts in dinars and millimes, formulas made inert', async () => {
    const started = await startExport({});
    const done = await finished(started.id);
    const rows = await rowsOf(done);
    expect(rows.map((r) => r.reference).sort()).toEqual(created.map((p) => p.reference).sort());
    // Newest first, as the list.
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort().reverse());

    const first = rows.find((r) => r.reference === created[0]!.reference)!;
    expect(first.amount_tnd).toBe('12.500');
    expect(first.amount_millimes).toBe('12500');
    expect(first.currency).toBe('TND');
    expect(first.status).toBe('pending');
    expect(first.payer_first_name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(first.payer_last_name).toBe('أمل بن صالح');
    expect(first.payer_phone).toBe(`'+216 20 123 456`);
    expect(first.description).toBe('Ligne 1\nLigne 2, avec virgule');
    expect(first.payment_account_id).toBe(firstAccountId);
    const second = rows.find((r) => r.reference === created[1]!.reference)!;
    expect(second.amount_tnd).toBe('12.501');
    expect(second.payer_first_name).toBe("'@SUM(A1:A9)");
    expect(second.payer_last_name).toBe("'-2+3");
    expect(second.description).toBe("'+cmd");
    const third = rows.find((r) => r.reference === created[2]!.reference)!;
    expect(third.payer_first_name).toBe("'\tTab");
    expect(third.payer_last_name).toBe('Ben "Ali", fils');
    const small = rows.find((r) => r.reference === created[3]!.reference)!;
    expect(small.amount_tnd).toBe('0.007');
    expect(small.amount_millimes).toBe('7');
    const paid = rows.find((r) => r.reference === succeededReference)!;
    expect(paid.status).toBe('succeeded');
    expect(paid.provider).toBe('clictopay');
    expect(paid.amount_tnd).toBe('1000.000');
    expect(paid.completed_at).not.toBe('');
    // No cell a spreadsheet would run.
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('honours the filters of the list', async () => {
    const byStatus = await rowsOf(await finished((await startExport({ status: 'succeeded' })).id));
    expect(byStatus.map((r) => r.reference)).toEqual([succeededReference]);
    const byAccount = await rowsOf(await finished((await startExport({ account: secondAccountId })).id));
    expect(byAccount.map((r) => r.reference)).toEqual([created[3]!.reference]);
    const byOrderId = await rowsOf(await finished((await startExport({ q: 'second-shop-order' })).id));
    expect(byOrderId.map((r) => r.reference)).toEqual([created[3]!.reference]);
    const byEmail = await rowsOf(await finished((await startExport({ q: 'SAMI@example.tn' })).id));
    expect(byEmail.map((r) => r.reference)).toEqual([created[1]!.reference]);
    const future = await rowsOf(await finished((await startExport({ from: '2999-01-01' })).id));
    expect(future).toEqual([]);
    const byProvider = await rowsOf(await finished((await startExport({ provider: 'clictopay', from: '2020-01-01', to: new Date(Date.now() + 60_000).toISOString() })).id));
    expect(byProvider.map((r) => r.reference)).toEqual([succeededReference]);
  });

  it('keeps a member scoped to one account to that account, and hides wider exports from them', async () => {
    const member = await addMember(app.http, merchant, merchant.roles.finance!, { scope: 'accounts', accountIds: [secondAccountId] });
    const mine = await startExport({}, asSession(member.cookie));
    const rows = await rowsOf(await finished(mine.id, asSession(member.cookie)));
    expect(rows.map((r) => r.reference)).toEqual([created[3]!.reference]);
    // Another account, asked for by name: refused as the list refuses it.
    const other = await app.http.post(exportsPath(), { account: firstAccountId }, asSession(member.cookie));
    expect(other.status, other.text).toBe(403);
    // An export the owner made over every account is not theirs to read.
    const owners = await startExport({}, asSession(merchant.owner.cookie));
    await finished(owners.id, asSession(merchant.owner.cookie));
    const hidden = await app.http.get(`${exportsPath()}/${owners.id}`, asSession(member.cookie));
    expect(hidden.status, hidden.text).toBe(404);
    expect(hidden.body.error).toBe('export_not_found');
    // The owner reads the member's export (within the owner's scope).
    expect((await app.http.get(`${exportsPath()}/${mine.id}`, asSession(merchant.owner.cookie))).status).toBe(200);
  });

  it('signs the download for 5 minutes; a URL whose expiry was changed is refused', async () => {
    const done = await finished((await startExport({ status: 'succeeded' })).id);
    const url = new URL(done.download.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const signedAt = url.searchParams.get('X-Amz-Date')!; // 20261126T052300Z
    const signedMs = Date.parse(`${signedAt.slice(0, 4)}-${signedAt.slice(4, 6)}-${signedAt.slice(6, 8)}T${signedAt.slice(9, 11)}:${signedAt.slice(11, 13)}:${signedAt.slice(13, 15)}Z`);
    expect(Math.abs(signedMs - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(done.download.expiresAt) - Date.now()).toBeGreaterThan(240_000);
    expect(Date.parse(done.download.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="payments-/);
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await download(longer.toString())).status).toBe(403);
    // Signed ten minutes ago for five: expired.
    const stale = new URL(url);
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    stale.searchParams.set('X-Amz-Date', tenMinutesAgo);
    expect((await download(stale.toString())).status).toBe(403);
    expect((await download(url.toString())).status).toBe(200);
  });

  it('answers the same export to a retry with the same Idempotency-Key', async () => {
    const headers = { ...keyAuth().headers, 'idempotency-key': `export-${Date.now()}` };
    const first = await app.http.post(exportsPath(), { status: 'pending' }, { headers });
    expect(first.status, first.text).toBe(202);
    const again = await app.http.post(exportsPath(), { status: 'pending' }, { headers });
    expect(again.status, again.text).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const otherBody = await app.http.post(exportsPath(), { status: 'failed' }, { headers });
    expect(otherBody.status, otherBody.text).toBe(422);
    await finished(first.body.id);
  });

  it('refuses bad filters (400), callers without the export permission (403) and unknown exports (404)', async () => {
    for (const body of [{ status: 'paid' }, { provider: 'nope' }, { q: 'a', link: '00000000-0000-4000-8000-000000000000' }, { from: 'yesterday' }, { account: 'x' }, { limit: 5 }, { from: '2026-02-01', to: '2026-01-01' }]) {
      const res = await app.http.post(exportsPath(), body, keyAuth());
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(typeof res.body.message).toBe('string');
    }
    const support = await addMember(app.http, merchant, merchant.roles.support!);
    const refused = await app.http.post(exportsPath(), {}, asSession(support.cookie));
    expect(refused.status, refused.text).toBe(403);
    const finance = await addMember(app.http, merchant, merchant.roles.finance!);
    const allowed = await startExport({}, asSession(finance.cookie));
    const readBySupport = await app.http.get(`${exportsPath()}/${allowed.id}`, asSession(support.cookie));
    expect(readBySupport.status).toBe(403);
    await finished(allowed.id, asSession(finance.cookie));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await app.http.get(`${exportsPath()}/${id}`, keyAuth());
      expect(res.status, res.text).toBe(404);
      expect(res.body.error).toBe('export_not_found');
    }
    // Another organisation's export is not found either.
    const stranger: Merchant = await createMerchant(app.http);
    const theirs = await app.http.get(`${exportsPath(stranger.organisationId)}/${allowed.id}`, asSession(stranger.owner.cookie));
    expect(theirs.status, theirs.text).toBe(404);
  });
});
