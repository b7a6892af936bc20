// Predefined roles come from the code, not from the items written when the organisation was
// created: an organisation created before `payments.refund` existed (its finance and
// administrator items without it, finance's old description) gets it at once, for its members'
// sessions, their keys and the roles list, while its custom roles keep exactly what they were given.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/domain/permissions.js';
import { db, tableName } from '../../../shared/store/client.js';
import { keys } from '../../../shared/store/keys.js';
import { asKey, asSession, joinAs } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, getPayment, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';

let app: TestApp;
let merchant: Collector;

/** Puts a role item back as an organisation created before refunds had it written. */
async function writtenBeforeRefunds(roleId: string, permissions: readonly string[], description: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.organisation.role(merchant.organisationId, roleId),
      UpdateExpression: 'SET #permissions = :permissions, #description = :description',
      ExpressionAttributeNames: { '#permissions': 'permissions', '#description': 'description' },
      ExpressionAttributeValues: { ':permissions': permissions.filter((p) => p !== 'payments.refund'), ':description': description },
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  await writtenBeforeRefunds(merchant.roles.finance!, ['payments.view', 'links.view', 'payments.export'], 'Views payments and links, and exports them.');
  await writtenBeforeRefunds(merchant.roles.administrator!, PERMISSIONS, 'Every permission.');
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

async function paidPayment() {
  const payment = await newPayment(app, merchant, { amount: 8_000, acceptedProviders: ['clictopay'] });
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'), 15_000);
  return payment.reference as string;
}

const refund = (reference: string, auth: { headers: Record<string, string> }, amount = 1_000) =>
  app.http.post(`/payments/${reference}/refunds`, { organisationId: merchant.organisationId, amount }, auth);

describe('predefined roles of an organisation created before refunds', () => {
  it('lists finance and administrator with payments.refund and finance’s current description', async () => {
    const res = await app.http.get(`/organisations/${merchant.organisationId}/roles`, asSession(merchant.owner.cookie));
    expect(res.status, res.text).toBe(200);
    const byKey = Object.fromEntries(res.body.map((role: { key: string | null }) => [role.key, role]));
    expect(byKey.finance).toMatchObject({
      predefined: true,
      description: 'Views payments and links, exports them, and refunds payments.',
      permissions: ['payments.view', 'links.view', 'payments.export', 'payments.refund'],
    });
    expect([...byKey.administrator.permissions].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('lets a finance member refund, in the session’s permissions and through the guard', async () => {
    const reference = await paidPayment();
    const finance = await joinAs(app.http, merchant, 'finance');
    const me = await app.http.get('/auth/me', asSession(finance));
    expect(me.status, me.text).toBe(200);
    const membership = me.body.memberships.find((m: { organisationId: string }) => m.organisationId === merchant.organisationId);
    expect(membership.permissions).toContain('payments.refund');
    const made = await refund(reference, asSession(finance));
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ amount: 1_000, status: 'succeeded', requestedBy: { type: 'merchant_user' } });
  });

  it('lets a key of the finance role refund, made by an administrator', async () => {
    const reference = await paidPayment();
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/api-keys`,
      { name: 'Comptabilité', roleId: merchant.roles.finance },
      asSession(merchant.owner.cookie),
    );
    expect(created.status, created.text).toBe(201);
    const identity = await app.http.get('/auth/api-key', asKey(created.body.key));
    expect(identity.body.permissions).toContain('payments.refund');
    const made = await refund(reference, asKey(created.body.key), 2_000);
    expect(made.status, made.text).toBe(201);
    expect(made.body.requestedBy).toMatchObject({ type: 'api_key' });
  });

  it('leaves custom roles as they were made: one without payments.refund may not refund', async () => {
    const reference = await paidPayment();
    const custom = await app.http.post(
      `/organisations/${merchant.organisationId}/roles`,
      { name: 'Comptable sans remboursement', permissions: ['payments.view', 'payments.export'] },
      asSession(merchant.owner.cookie),
    );
    expect(custom.status, custom.text).toBe(201);
    expect(custom.body.permissions).toEqual(['payments.view', 'payments.export']);
    merchant.roles.accountant = custom.body.id;
    const accountant = await joinAs(app.http, merchant, 'accountant');
    const denied = await refund(reference, asSession(accountant));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
  });
});
