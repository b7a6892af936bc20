// Deviations from the contract found by the audit of the running service (issue 13), over HTTP:
// organisationId ignored with a key, unknown fields named, dates alone in list filters, the
// affiliation's lastUsedAt.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationKeys } from '../../../shared/store/affiliations-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, newPayment, openAttempt, PAYMENT_TEST_ENV, paymentBody, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;
let other: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  [merchant, other] = await Promise.all([collectingMerchant(app, ['flouci']), collectingMerchant(app, ['flouci'])]);
});

afterAll(async () => {
  await app?.stop();
});

const listed = async (query: string, key = merchant.apiKey) => {
  const res = await app.http.get(`/payments?limit=200&${query}`, asKey(key));
  expect(res.status, res.text).toBe(200);
  return (res.body.items as Array<{ reference: string }>).map((p) => p.reference);
};

describe('organisationId with an API key (ignored, whatever it holds)', () => {
  it.each([
    ['a value that is not a UUID', 'not-a-uuid'],
    ['a number', 42],
    ['another organisation', () => other.organisationId],
    ['null', null],
  ])('POST /payments with %s creates the payment for the key’s organisation', async (_name, value) => {
    const organisationId = typeof value === 'function' ? value() : value;
    const res = await app.http.post('/payments', paymentBody({ organisationId }), { ...asKey(merchant.apiKey), offDocument: true });
    expect(res.status, res.text).toBe(201);
    expect(await listed('')).toContain(res.body.reference);
    expect(await listed('', other.apiKey)).not.toContain(res.body.reference);
  });

  it('GET /payments and the payment routes ignore it in the query, and cancel in the body', async () => {
    const payment = await newPayment(app, merchant);
    expect(await listed('organisationId=not-a-uuid')).toContain(payment.reference);
    expect(await listed(`organisationId=${other.organisationId}`)).toContain(payment.reference);
    for (const path of [`/payments/${payment.reference}`, `/payments/${payment.reference}/attempts`, `/payments/${payment.reference}/timeline`]) {
      const res = await app.http.get(`${path}?organisationId=junk`, asKey(merchant.apiKey));
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    const cancel = await app.http.post(`/payments/${payment.reference}/cancel`, { organisationId: 7 }, { ...asKey(merchant.apiKey), offDocument: true });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body.status).toBe('canceled');
  });

  it('still reads it with a session: a malformed or foreign one is 404 organisation_not_found', async () => {
    for (const organisationId of ['not-a-uuid', other.organisationId]) {
      const res = await app.http.post('/payments', paymentBody({ organisationId }), asSession(merchant.owner.cookie));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('organisation_not_found');
    }
  });
});

describe('unknown fields (400 validation_failed naming each)', () => {
  it('names an unknown body field, nested ones by their path, and every one of them', async () => {
    const res = await app.http.post(
      '/payments',
      paymentBody({ tip: 5, colour: 'red', payer: { email: 'a@example.tn', nickname: 'Amal' } }),
      asKey(merchant.apiKey),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'tip', message: 'unknown field' },
        { field: 'colour', message: 'unknown field' },
        { field: 'payer.nickname', message: 'unknown field' },
      ]),
    );
    expect(res.body.fields.map((f: { field: string }) => f.field)).not.toContain('');
    expect(res.body.message).toContain('tip: unknown field');
  });

  it('holds on the routes that used to ignore them: login, a delivery list, accounts, the checkout view', async () => {
    const payment = await newPayment(app, merchant);
    const cases = [
      await app.http.post('/auth/login', { email: merchant.owner.email, password: merchant.owner.password, remember: true }),
      await app.http.post('/auth/password/forgot', { email: merchant.owner.email, locale: 'fr' }),
      await app.http.get(`/organisations/${merchant.organisationId}/payment-accounts?archived=true`, asKey(merchant.apiKey)),
      await app.http.get(`/checkout/${payment.reference}?view=payment&lang=fr`),
    ];
    expect(cases.map((res) => [res.status, res.body.error, res.body.fields?.[0]?.field])).toEqual([
      [400, 'validation_failed', 'remember'],
      [400, 'validation_failed', 'locale'],
      [400, 'validation_failed', 'archived'],
      [400, 'validation_failed', 'lang'],
    ]);
  });

  it('names an unknown query field', async () => {
    const res = await app.http.get('/payments?sort=amount', asKey(merchant.apiKey));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields: [{ field: 'sort', message: 'unknown field' }] });
  });
});

describe('input rules the contract does not state (documented in docs/api-decisions.md)', () => {
  it.each([
    ['a payer email that is not one', { payer: { email: 'amal-at-example.tn' } }, 'payer.email'],
    ['a payer first name over 100 characters', { payer: { firstName: 'a'.repeat(101) } }, 'payer.firstName'],
    ['a payer last name over 100 characters', { payer: { lastName: 'a'.repeat(101) } }, 'payer.lastName'],
    ['a payer phone over 32 characters', { payer: { phone: '1'.repeat(33) } }, 'payer.phone'],
    ['a fractional expiresInMinutes', { expiresInMinutes: 1.5 }, 'expiresInMinutes'],
    ['an amount written as a string', { amount: '12500' }, 'amount'],
    ['an empty orderId', { orderId: '' }, 'orderId'],
  ])('refuses %s', async (_name, override, field) => {
    const res = await app.http.post('/payments', paymentBody(override), asKey(merchant.apiKey));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
  });

  it('accepts the limits themselves', async () => {
    const payer = { firstName: 'a'.repeat(100), lastName: 'b'.repeat(100), phone: '+216'.padEnd(32, '1'), email: 'amal@example.tn' };
    const res = await app.http.post('/payments', paymentBody({ payer, expiresInMinutes: 43200 }), asKey(merchant.apiKey));
    expect(res.status, res.text).toBe(201);
  });
});

describe('from and to on GET /payments', () => {
  /** Today's date in Tunis (UTC+1), as a merchant there would write it. */
  const tunisDay = (offsetDays = 0) =>
    new Date(Date.now() + 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it('accepts a date alone as the start of that day in Tunis time', async () => {
    const payment = await newPayment(app, merchant);
    expect(await listed(`from=${tunisDay()}`)).toContain(payment.reference);
    expect(await listed(`from=${tunisDay(1)}`)).not.toContain(payment.reference);
    expect(await listed(`to=${tunisDay()}`)).not.toContain(payment.reference);
    expect(await listed(`to=${tunisDay(1)}`)).toContain(payment.reference);
    // The same as the day's midnight written with Tunis's offset.
    expect(await listed(`from=${tunisDay()}`)).toEqual(await listed(`from=${encodeURIComponent(`${tunisDay()}T00:00:00+01:00`)}`));
  });

  it.each([
    ['a date-time without an offset', '2026-03-01T10:00:00'],
    ['an impossible date', '2026-02-30'],
    ['a word', 'yesterday'],
  ])('refuses %s, naming the field', async (_name, value) => {
    const res = await app.http.get(`/payments?from=${encodeURIComponent(value)}`, asKey(merchant.apiKey));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'from', message: 'must be an ISO 8601 date-time with an offset, or a date' }]);
  });
});

describe('affiliation lastUsedAt', () => {
  it('is written when an attempt is opened with it, at most once a minute; a check with kept credentials leaves it', async () => {
    const collector = await collectingMerchant(app, ['flouci']);
    const affiliationId = collector.affiliations.flouci!;
    const lastUsedAt = async () => {
      const res = await app.http.get(`/organisations/${collector.organisationId}/affiliations/${affiliationId}`, asKey(collector.apiKey));
      expect(res.status, res.text).toBe(200);
      return res.body.lastUsedAt as string | null;
    };
    /** As if the affiliation was last used `minutes` ago. */
    const usedAgo = async (minutes: number) => {
      const at = new Date(Date.now() - minutes * 60_000).toISOString();
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: affiliationKeys.item(collector.organisationId, affiliationId),
          UpdateExpression: 'SET lastUsedAt = :at',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
      return at;
    };
    expect(await lastUsedAt()).toBeNull();

    // Initiation.
    const before = new Date().toISOString();
    const payment = await newPayment(app, collector);
    const attempt = await openAttempt(app, payment.reference, 'flouci');
    const first = await lastUsedAt();
    expect(first! >= before && first! <= new Date().toISOString()).toBe(true);

    // Within the minute, 20 attempts at once write nothing more.
    const payments = await Promise.all(Array.from({ length: 20 }, () => newPayment(app, collector)));
    await Promise.all(payments.map((p) => openAttempt(app, p.reference, 'flouci')));
    expect(await lastUsedAt()).toBe(first);

    // A status check (the provider's callback) of an open attempt uses the credentials the attempt kept and reads
    // no affiliation, so it leaves the time alone (docs/api-decisions.md, "Providers and affiliations").
    const old = await usedAgo(2);
    const callback = await app.http.get(`/callbacks/flouci/${attempt.attemptId}`);
    expect(callback.status, callback.text).toBeLessThan(500);
    expect(await lastUsedAt()).toBe(old);

    // The next opening, a minute or more after the last use, moves it.
    const beforeOpen = new Date().toISOString();
    const next = await newPayment(app, collector);
    await openAttempt(app, next.reference, 'flouci');
    const moved = await lastUsedAt();
    expect(moved).not.toBe(old);
    expect(moved! >= beforeOpen).toBe(true);
  });
});

describe('error bodies carry only the documented members', () => {
  it('payment_not_pending names the status; provider_not_accepted the provider', async () => {
    const payment = await newPayment(app, merchant);
    expect((await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey))).status).toBe(200);
    const again = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'payment_not_pending', message: expect.any(String), status: 'canceled' });

    const open = await newPayment(app, merchant);
    const refused = await app.http.post(`/checkout/${open.reference}/attempts`, { provider: 'izi' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'provider_not_accepted', message: expect.any(String), provider: 'izi' });
  });
});
