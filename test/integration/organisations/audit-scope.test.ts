// GET /organisations/{id}/audit reads as the member's scope reaches: a member scoped to some
// payment accounts sees the entries about those accounts and about the organisation, never an
// entry about another account (its name, its webhook address...).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asSession, createMerchant, joinAs, unique, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';

let app: TestApp;
let merchant: Merchant;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

type Entry = { action: string; target: { type: string; id: string | null }; details: Record<string, unknown> };

const owner = () => asSession(merchant.owner.cookie);
const audit = async (cookie: string) => {
  const res = await app.http.get(`/organisations/${merchant.organisationId}/audit?limit=200`, asSession(cookie));
  expect(res.status, res.text).toBe(200);
  return res.body.items as Entry[];
};
/** Whether an entry is about the account: the account itself, or something of it (an endpoint of it). */
const about = (accountId: string) => (entry: Entry) => entry.target.id === accountId || entry.details.paymentAccountId === accountId;

it('a scoped administrator reads the entries of their accounts and of the organisation, none of another account', async () => {
  const accountA = merchant.defaultAccountId;
  const created = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: unique('Caisse B') }, owner());
  expect(created.status, created.text).toBe(201);
  const accountB = created.body.id as string;
  for (const accountId of [accountA, accountB]) {
    const renamed = await app.http.patch(`/organisations/${merchant.organisationId}/payment-accounts/${accountId}`, { name: unique('Caisse') }, owner());
    expect(renamed.status, renamed.text).toBe(200);
    const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: receiver.url, paymentAccountId: accountId }, owner());
    expect(endpoint.status, endpoint.text).toBe(201);
  }
  const changed = await app.http.patch(`/organisations/${merchant.organisationId}`, { city: 'Sfax' }, owner());
  expect(changed.status, changed.text).toBe(200);

  // The owner, scope all, reads every entry: of both accounts and of the organisation.
  const all = await audit(merchant.owner.cookie);
  expect(all.filter(about(accountA)).map((e) => e.action)).toEqual(expect.arrayContaining(['payment_account.updated', 'webhook_endpoint.created']));
  expect(all.filter(about(accountB)).map((e) => e.action)).toEqual(
    expect.arrayContaining(['payment_account.created', 'payment_account.updated', 'webhook_endpoint.created']),
  );
  expect(all.some((e) => e.target.type === 'organisation')).toBe(true);

  const scoped = await joinAs(app.http, merchant, 'administrator', 'accounts', [accountA]);
  const seen = await audit(scoped);
  expect(seen.filter(about(accountB)), 'entries about account B').toEqual([]);
  expect(seen.filter(about(accountA)).map((e) => e.action)).toEqual(expect.arrayContaining(['payment_account.updated', 'webhook_endpoint.created']));
  expect(seen.some((e) => e.target.type === 'organisation'), 'organisation entries').toBe(true);
  // Nothing else is hidden: the scoped view is the owner's, read now, without account B's entries.
  const now = await audit(merchant.owner.cookie);
  expect(seen).toEqual(now.filter((e) => !about(accountB)(e)));

  // The newest entry is about account B: a read of one entry leaves the scoped member none, and the log reads on
  // rather than answer an empty page that names a next one.
  const renamedB = await app.http.patch(`/organisations/${merchant.organisationId}/payment-accounts/${accountB}`, { name: unique('Caisse') }, owner());
  expect(renamedB.status, renamedB.text).toBe(200);
  const first = await app.http.get(`/organisations/${merchant.organisationId}/audit?limit=1`, asSession(scoped));
  expect(first.status, first.text).toBe(200);
  expect(first.body.items).toEqual([seen[0]]);
});
