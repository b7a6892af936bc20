// POST /payments/{reference}/send: the payer gets an email with the payUrl in their language, the
// timeline says so, at most 3 sends per payment in the hour even when 20 arrive at once; refused for
// a payment that is not pending or has no payer email. Payments made in the dashboard are `svc_me`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, newPayment, PAYMENT_TEST_ENV, paymentBody, timelineOf, type Collector } from './support.js';

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const send = (reference: string, body: Record<string, unknown> = { channel: 'email' }) => app.http.post(`/payments/${reference}/send`, body, asKey(merchant.apiKey));
const mailsTo = async (email: string) => (await app.mails()).filter((mail) => mail.includes(email));

describe('sending a payment to its payer', () => {
  for (const [locale, words] of [
    ['ar', 'يدعوك'],
    ['en', 'asks you to pay'],
    ['fr', 'vous invite à payer'],
  ] as const) {
    it(`emails the payUrl in the payer's language (${locale})`, async () => {
      const email = `payer-${locale}-${Date.now()}@example.tn`;
      const payment = await newPayment(app, merchant, { locale, payer: { firstName: 'Amal', email } });
      const res = await send(payment.reference);
      expect(res.status, res.text).toBe(202);
      expect(res.body).toMatchObject({ reference: payment.reference, channel: 'email', locale, payUrl: payment.payUrl, sendsLeft: 2 });
      expect(res.body.to).not.toContain(email.split('@')[0]);
      const mails = await eventually(async () => {
        const found = await mailsTo(email);
        expect(found).toHaveLength(1);
        return found;
      }, 10_000);
      expect(mails[0]).toContain(payment.payUrl);
      expect(mails[0]).toContain(words);
      const timeline = await timelineOf(app, merchant, payment.reference);
      expect(JSON.stringify(timeline)).toContain('payment.sent_to_payer');
    });
  }

  it('lets 3 sends of one payment through in the hour when 20 arrive at once', async () => {
    const email = `payer-burst-${Date.now()}@example.tn`;
    const payment = await newPayment(app, merchant, { payer: { email } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(payment.reference, {})));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.error).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(3), 10_000);
    // Another payment has its own allowance.
    expect((await send((await newPayment(app, merchant, { payer: { email } })).reference)).status).toBe(202);
  });

  it('refuses a payment that is not pending, has no payer email, or another channel', async () => {
    const canceled = await newPayment(app, merchant);
    expect((await app.http.post(`/payments/${canceled.reference}/cancel`, {}, asKey(merchant.apiKey))).status).toBe(200);
    const notPending = await send(canceled.reference);
    expect(notPending.status).toBe(409);
    expect(notPending.body.error).toBe('payment_not_pending');

    const noEmail = await newPayment(app, merchant, { payer: { firstName: 'Sami' } });
    const missing = await send(noEmail.reference);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('payer_field_required');

    const sms = await send(noEmail.reference, { channel: 'sms' });
    expect(sms.status).toBe(400);
    expect(sms.body.error).toBe('validation_failed');
    const unknown = await send('0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('payment_not_found');
  });

  it("answers 404 for another organisation's payment", async () => {
    const otherMerchant = await collectingMerchant(app, ['clictopay']);
    const payment = await newPayment(app, merchant, { payer: { email: 'x@example.tn' } });
    const foreign = await app.http.post(`/payments/${payment.reference}/send`, {}, asKey(otherMerchant.apiKey));
    expect(foreign.status).toBe(404);
  });
});

describe('payments made in the dashboard', () => {
  it('have channel svc_me; payments made with a key keep api', async () => {
    const made = await app.http.post('/payments', paymentBody({ organisationId: merchant.organisationId }), asSession(merchant.owner.cookie));
    expect(made.status, made.text).toBe(201);
    expect(made.body.channel).toBe('svc_me');
    expect((await newPayment(app, merchant)).channel).toBe('api');
  });
});
