// The v2 compatibility API through HTTP: keys of each API generation, every init-payment field
// rule, the v2 error formats, and GET in the v2 shape from the v3 payment.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../shared/store/client.js';
import { paymentKeys } from '../../../shared/store/payments-repository.js';
import { asKey, createMerchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  getPayment,
  openAttempt,
  payerCompletes,
  eventually,
  PAYMENT_TEST_ENV,
  type Collector,
} from '../payments/support.js';
import { getV2, initPayment, initV2, INIT_PAYMENT, pluginBody, expectV2Error } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay', 'mpgs_poste', 'flouci', 'kashy']);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe('API keys and API generations', () => {
  it('refuses a v2 key on the v3 routes, in the v3 format', async () => {
    const create = await app.http.post('/payments', { amount: 12_500, currency: 'TND' }, asKey(merchant.v2ApiKey));
    expect(create.status, create.text).toBe(401);
    expect(create.body).toMatchObject({ error: 'invalid_api_key' });
    expect(create.body.message).toContain('v2');
    const list = await app.http.get('/payments', asKey(merchant.v2ApiKey));
    expect(list.status).toBe(401);
    expect(list.body.error).toBe('invalid_api_key');
    // Except a key's own identity, which any key may read.
    const identity = await app.http.get('/auth/api-key', asKey(merchant.v2ApiKey));
    expect(identity.status).toBe(200);
    expect(identity.body.organisationId).toBe(merchant.organisationId);
  });

  it('refuses a v3 key, a wrong key and no key on the v2 routes with 401 {message}', async () => {
    const wrongSecret = `${merchant.organisationId}:${'x'.repeat(43)}`;
    for (const headers of [asKey(merchant.apiKey).headers, asKey(wrongSecret).headers, asKey('not-a-key').headers, {}]) {
      const init = await app.http.post(INIT_PAYMENT, pluginBody(merchant), { headers });
      expect(init.status, init.text).toBe(401);
      expectV2Error(init.body);
      const read = await app.http.get(`/api/v2/payments/${'a'.repeat(24)}`, { headers });
      expect(read.status).toBe(401);
      expectV2Error(read.body);
    }
    const v3 = await initPayment(app, merchant.apiKey, pluginBody(merchant));
    expect(v3.body.message).toContain('v3 API key');
  });

  it('never writes a key to the logs', () => {
    const logs = app.logs.join('\n');
    expect(logs).not.toContain(merchant.v2ApiKey.split(':')[1]);
    expect(logs).not.toContain(merchant.apiKey.split(':')[1]);
  });
});

describe('POST /api/v2/payments/init-payment', () => {
  it('takes a body as a shop plugin sends it: float amount, numeric orderId, unknown fields', async () => {
    const created = await initV2(app, merchant);
    expect(Object.keys(created).sort()).toEqual(['payUrl', 'paymentRef']);
    expect(created.paymentRef).toMatch(/^[a-f0-9]{24}$/);
    expect(created.payUrl).toBe(`${app.baseUrl}/pay/${created.paymentRef}`);

    const v2 = await getV2(app, merchant, created.paymentRef);
    expect(v2).toMatchObject({
      id: created.paymentRef,
      status: 'pending',
      amount: 12_345,
      token: 'TND',
      description: 'Commande WooCommerce #4242',
      link: created.payUrl,
      orderId: 4242,
      transactions: [],
    });
    expect(Number.isInteger(v2.amount)).toBe(true);
    // lifespan 30: payable for 30 minutes.
    const lifespanMs = Date.parse(v2.expirationDate) - Date.now();
    expect(lifespanMs).toBeGreaterThan(28 * 60_000);
    expect(lifespanMs).toBeLessThanOrEqual(30 * 60_000);

    // An ordinary payment: in v3 it has channel compat_v2, the payer, the URLs and the text orderId.
    const v3 = await getPayment(app, merchant, created.paymentRef);
    expect(v3).toMatchObject({
      reference: created.paymentRef,
      amount: 12_345,
      currency: 'TND',
      channel: 'compat_v2',
      orderId: '4242',
      payer: { firstName: 'Amal', lastName: 'Ben Salah', email: 'amal@example.tn', phone: '+21620123456' },
      successUrl: 'https://shop.example.tn/checkout/order-received/4242',
      failUrl: 'https://shop.example.tn/checkout/failed/4242',
    });
    // bank_card and e-DINAR: the card providers routed on the account; wallet (legacy) ignored.
    expect([...v3.acceptedProviders].sort()).toEqual(['clictopay', 'mpgs_poste']);
    const list = await app.http.get('/payments?limit=5', asKey(merchant.apiKey));
    expect(list.body.items.map((p: { reference: string }) => p.reference)).toContain(created.paymentRef);
  });

  it('gives back a text orderId as text, and takes receiverWallet as an alias', async () => {
    const { receiverWalletId: _omitted, ...body } = pluginBody(merchant, { orderId: 'WC-0042' });
    const res = await initPayment(app, merchant.v2ApiKey, { ...body, receiverWallet: merchant.defaultAccountId });
    expect(res.status, res.text).toBe(200);
    expect((await getV2(app, merchant, res.body.paymentRef)).orderId).toBe('WC-0042');
  });

  it('rounds a number within 1e-6 of an integer and refuses a real fraction', async () => {
    for (const [amount, kept] of [[12_500.0, 12_500], [12_344.999999999998, 12_345], [12_500.0000001, 12_500], ['12500', 12_500]] as const) {
      const created = await initV2(app, merchant, { amount });
      expect((await getV2(app, merchant, created.paymentRef)).amount, String(amount)).toBe(kept);
    }
    for (const amount of [12_500.5, 12_500.001, 'douze']) {
      const res = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, { amount }));
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'amount', msg: expect.any(String), message: expect.any(String) }]);
      expect(res.body.errors[0].msg).toBe(res.body.errors[0].message);
    }
  });

  it('names every invalid field in one 400 {errors: [{msg, param, message}]}', async () => {
    const res = await initPayment(
      app,
      merchant.v2ApiKey,
      pluginBody(merchant, {
        amount: 99,
        description: 'ab',
        lifespan: 61,
        webhook: 'not a url',
        successUrl: 'ftp://shop.example.tn/ok',
        email: 'amal-at-example',
        theme: 'blue',
        type: 'later',
        silentWebhook: 'perhaps',
      }),
    );
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['errors', 'message']);
    const params = res.body.errors.map((e: { param: string }) => e.param).sort();
    expect(params).toEqual(['amount', 'description', 'email', 'lifespan', 'silentWebhook', 'successUrl', 'theme', 'type', 'webhook']);
    for (const entry of res.body.errors) expect(entry.msg).toBe(entry.message);
  });

  it('applies the bounds: amount 100..30000000, lifespan 1..60, description 3..280', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ amount: 100 }, 200],
      [{ amount: 30_000_000 }, 200],
      [{ amount: 30_000_001 }, 400],
      [{ lifespan: 1 }, 200],
      [{ lifespan: 60 }, 200],
      [{ lifespan: 0 }, 400],
      [{ description: 'abc' }, 200],
      [{ description: 'x'.repeat(280) }, 200],
      [{ description: 'x'.repeat(281) }, 400],
    ];
    for (const [overrides, status] of cases) {
      const res = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, overrides));
      expect(res.status, `${JSON.stringify(overrides).slice(0, 60)}: ${res.text.slice(0, 200)}`).toBe(status);
    }
  });

  it('requires receiverWalletId; treats null and "" as absent', async () => {
    const { receiverWalletId: _omitted, ...body } = pluginBody(merchant);
    const missing = await initPayment(app, merchant.v2ApiKey, body);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { param: string }) => e.param)).toEqual(['receiverWalletId']);
    const blanks = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, { webhook: '', successUrl: null, description: null, orderId: null }));
    expect(blanks.status, blanks.text).toBe(200);
    expect((await getV2(app, merchant, blanks.body.paymentRef)).orderId).toBeNull();
  });

  it('refuses a business rule with 422 {message}: another currency, a wallet not found', async () => {
    const euros = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, { token: 'EUR' }));
    expect(euros.status).toBe(422);
    expectV2Error(euros.body);
    expect(euros.body.message).toContain('TND');
    const other = await createMerchant(app.http);
    for (const wallet of [randomUUID(), other.defaultAccountId, 'wallet-123']) {
      const res = await initPayment(app, merchant.v2ApiKey, pluginBody(merchant, { receiverWalletId: wallet }));
      expect(res.status, wallet).toBe(422);
      expectV2Error(res.body);
    }
    // An organisation that cannot collect yet (no KYB, no contract): 422 {message}.
    const newcomer = await initPayment(app, other.v2ApiKey, pluginBody(other));
    expect(newcomer.status, newcomer.text).toBe(422);
    expectV2Error(newcomer.body);
  });

  it('maps acceptedPaymentMethods to providers; none left: every routed provider', async () => {
    const providersOf = async (methods: unknown) => {
      const created = await initV2(app, merchant, { acceptedPaymentMethods: methods });
      return [...(await getPayment(app, merchant, created.paymentRef)).acceptedProviders].sort();
    };
    expect(await providersOf(['flouci'])).toEqual(['flouci']);
    expect(await providersOf(['bank_card'])).toEqual(['clictopay', 'mpgs_poste']);
    expect(await providersOf(['e-DINAR', 'flouci'])).toEqual(['clictopay', 'flouci', 'mpgs_poste']);
    const everyRouted = ['clictopay', 'flouci', 'kashy', 'mpgs_poste'];
    expect(await providersOf(['wallet', 'MCOIN', 'wire_transfer', 'Paypal'])).toEqual(everyRouted);
    expect(await providersOf(null)).toEqual(everyRouted);
    // A method whose provider is not routed on the account: every routed provider.
    const cardless = await collectingMerchant(app, ['kashy']);
    const created = await initV2(app, cardless, { acceptedPaymentMethods: ['bank_card'] });
    expect((await getPayment(app, cardless, created.paymentRef)).acceptedProviders).toEqual(['kashy']);
  });

  it('keeps the plugin channel a request names', async () => {
    const created = await initV2(app, merchant, { channel: 'plugin_woocommerce' });
    expect((await getPayment(app, merchant, created.paymentRef)).channel).toBe('plugin_woocommerce');
    const unknown = await initV2(app, merchant, { channel: 'shopify' });
    expect((await getPayment(app, merchant, unknown.paymentRef)).channel).toBe('compat_v2');
  });

  it('does not honour Idempotency-Key: each call creates a payment', async () => {
    const headers = { 'x-api-key': merchant.v2ApiKey, 'idempotency-key': 'same-key' };
    const first = await app.http.post(INIT_PAYMENT, pluginBody(merchant), { headers });
    const second = await app.http.post(INIT_PAYMENT, pluginBody(merchant), { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.paymentRef).not.toBe(first.body.paymentRef);
  });

  it('reads JSON sent with a form content type, as PHP curl sends it, and form fields', async () => {
    const json = await app.http.request('POST', INIT_PAYMENT, {
      headers: { 'x-api-key': merchant.v2ApiKey, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: JSON.stringify(pluginBody(merchant)),
    });
    expect(json.status, json.text).toBe(200);
    const form = new URLSearchParams({ receiverWalletId: merchant.defaultAccountId, amount: '15000', token: 'TND', orderId: '77' });
    form.append('acceptedPaymentMethods[]', 'flouci');
    const fields = await app.http.request('POST', INIT_PAYMENT, {
      headers: { 'x-api-key': merchant.v2ApiKey, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: form.toString(),
    });
    expect(fields.status, fields.text).toBe(200);
    expect((await getPayment(app, merchant, fields.body.paymentRef)).acceptedProviders).toEqual(['flouci']);
    const garbage = await app.http.request('POST', INIT_PAYMENT, {
      headers: { 'x-api-key': merchant.v2ApiKey, 'content-type': 'application/json' },
      rawBody: '{"amount": ',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors[0].param).toBe('body');
  });
});

describe('other paths under /api/v2', () => {
  it('answers an unknown path 404 and a wrong method 405, in the v2 format', async () => {
    const unknown = await app.http.get('/api/v2/wallets/mine', asKey(merchant.v2ApiKey));
    expect(unknown.status).toBe(404);
    expectV2Error(unknown.body);
    const method = await app.http.request('DELETE', INIT_PAYMENT, asKey(merchant.v2ApiKey));
    expect(method.status).toBe(405);
    expectV2Error(method.body);
    expect(method.headers.get('allow')).toContain('POST');
  });
});

describe('GET /api/v2/payments/{paymentId}', () => {
  it('answers 404 {message} for an unknown or malformed id, or another organisation\'s payment', async () => {
    const other = await collectingMerchant(app, ['clictopay']);
    const theirs = await initV2(app, other);
    for (const id of ['f'.repeat(24), 'not-a-reference', theirs.paymentRef]) {
      const res = await app.http.get(`/api/v2/payments/${id}`, asKey(merchant.v2ApiKey));
      expect(res.status, id).toBe(404);
      expectV2Error(res.body);
    }
  });

  it('says completed once paid, with the transaction from the attempt', async () => {
    const created = await initV2(app, merchant, { acceptedPaymentMethods: ['bank_card'] });
    const attempt = await openAttempt(app, created.paymentRef, 'clictopay');
    expect((await getV2(app, merchant, created.paymentRef)).transactions).toMatchObject([
      { id: attempt.attemptId, status: 'pending_payment', from: 'clictopay', method: 'bank_card', token: 'TND', type: 'immediate', amount: 12_345 },
    ]);
    await payerCompletes(app, merchant, created.paymentRef, attempt.attemptId, 'clictopay', 'success');
    const paid = await eventually(async () => {
      const read = await getV2(app, merchant, created.paymentRef);
      expect(read.status).toBe('completed');
      return read;
    }, 10_000);
    const v3Attempts = await app.http.get(`/payments/${created.paymentRef}/attempts`, asKey(merchant.apiKey));
    expect(paid.transactions).toEqual([
      {
        id: attempt.attemptId,
        amount: 12_345,
        method: 'bank_card',
        status: 'success',
        type: 'immediate',
        token: 'TND',
        ext_payment_ref: v3Attempts.body.items[0].externalRef,
        from: 'clictopay',
      },
    ]);
    expect(paid.transactions[0].ext_payment_ref).toBeTruthy();
  });

  it('maps a declined attempt to failed_payment, a canceled payment to canceled, an expired one to expired', async () => {
    const declined = await initV2(app, merchant, { acceptedPaymentMethods: ['bank_card'] });
    const attempt = await openAttempt(app, declined.paymentRef, 'clictopay');
    await payerCompletes(app, merchant, declined.paymentRef, attempt.attemptId, 'clictopay', 'decline');
    await eventually(async () => {
      expect((await getV2(app, merchant, declined.paymentRef)).transactions[0].status).toBe('failed_payment');
    }, 10_000);

    const canceled = await initV2(app, merchant);
    const cancel = await app.http.post(`/payments/${canceled.paymentRef}/cancel`, {}, asKey(merchant.apiKey));
    expect(cancel.status, cancel.text).toBe(200);
    expect((await getV2(app, merchant, canceled.paymentRef)).status).toBe('canceled');

    const expired = await initV2(app, merchant, { lifespan: 1 });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.payment(expired.paymentRef),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await getV2(app, merchant, expired.paymentRef)).status).toBe('expired');
  });
});

