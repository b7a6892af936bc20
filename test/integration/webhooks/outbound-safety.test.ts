// The engine never connects to an internal address: each URL below is refused before any
// connection, proved by a listener on the port every URL names that counts accepted sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDelivery } from '../../../shared/store/webhook-deliveries-repository.js';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { sendOutbound, type Resolver } from '../../../shared/webhooks/outbound-request.js';
import { listTriesOfDelivery } from '../../../shared/webhooks/payment-webhooks.js';
import { asKey, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, fakeClock, queueCapture, startReceiver, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
let listener: Receiver;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  // Every interface, IPv4 and IPv6 (where the host has IPv6): whatever a refused URL would reach, it is counted.
  listener = await startReceiver(undefined, '::').catch(() => startReceiver(undefined, '0.0.0.0'));
});
afterAll(async () => {
  await listener?.close();
  await app?.stop();
});

const strict = { allowLoopback: false };
const post = (url: string) => ({ method: 'POST' as const, url, headers: { 'content-type': 'application/json' }, body: '{}' });

describe('outbound safety (loopback not allowed)', () => {
  const urls = (port: number) => [
    `http://127.0.0.1:${port}/hook`,
    `http://[::1]:${port}/hook`,
    `http://169.254.169.254:${port}/latest/meta-data/`,
    `http://10.0.0.1:${port}/hook`,
    `http://192.168.1.1:${port}/hook`,
    `http://100.64.0.1:${port}/hook`,
    `http://[::ffff:127.0.0.1]:${port}/hook`,
    `http://2130706433:${port}/hook`,
    `http://0177.0.0.1:${port}/hook`,
    `http://0x7f000001:${port}/hook`,
    `http://localhost:${port}/hook`,
    `http://[fd00:ec2::254]:${port}/hook`,
    `http://[fe80::1]:${port}/hook`,
    `http://0.0.0.0:${port}/hook`,
    `https://127.0.0.1:${port}/hook`,
  ];

  it('refuses each internal address with invalid_url_or_blocked and makes no connection', async () => {
    for (const url of urls(listener.port)) {
      const result = await sendOutbound(post(url), strict);
      expect(result.outcome, url).toBe('invalid_url_or_blocked');
      expect(result.statusCode).toBeNull();
      expect(result.errorMessage, url).toMatch(/is not called/);
    }
    expect(listener.sockets).toBe(0);
    expect(listener.requests).toHaveLength(0);
  });

  it('refuses other schemes and URLs carrying credentials', async () => {
    for (const url of ['ftp://example.com/hook', 'file:///etc/passwd', 'gopher://example.com/', 'not a url', `http://user:pw@127.0.0.1:${listener.port}/`]) {
      const result = await sendOutbound(post(url), { allowLoopback: true });
      expect(result.outcome, url).toBe('invalid_url_or_blocked');
    }
    expect(listener.sockets).toBe(0);
  });

  it('refuses a host name when any of its addresses is internal, and connects only to the address it checked', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect((await sendOutbound(post(`http://shop.example/hook`), { ...strict, resolve: mixed })).outcome).toBe('invalid_url_or_blocked');

    // A rebinding resolver: loopback (allowed here) at the check, an internal address afterwards.
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls++;
      return calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '169.254.169.254', family: 4 }];
    };
    const result = await sendOutbound(post(`http://rebind.example:${listener.port}/hook`), { allowLoopback: true, resolve: rebinding });
    expect(result.outcome).toBe('delivered');
    expect(calls).toBe(1);
    expect(listener.requests.at(-1)!.headers.host).toBe(`rebind.example:${listener.port}`);
    listener.requests.length = 0;
    listener.sockets = 0;
  });

  it('through the engine: the try is recorded as invalid_url_or_blocked, retried on schedule, and nothing connects', async () => {
    // Registered while loopback is allowed (test stage), tried with loopback refused.
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/webhooks`,
      { url: `http://localhost:${listener.port}/hook` },
      asKey(merchant.apiKey),
    );
    expect(created.status).toBe(201);
    const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
    const [delivery] = await fanOutPaymentEvent(event.id, { enqueue: queueCapture().enqueueMany });
    const capture = queueCapture();
    const clock = fakeClock();
    const step = await runDeliveryStep({ deliveryId: delivery!.id, tryNumber: 1 }, { now: clock.now, enqueue: capture.enqueue, outbound: strict });
    expect(step).toMatchObject({ kind: 'tried', status: 'pending', try: { outcome: 'invalid_url_or_blocked' } });
    expect(capture.sent[0]!.delaySeconds).toBe(60);
    expect(await getDelivery(delivery!.id)).toMatchObject({ lastOutcome: 'invalid_url_or_blocked', attempts: 1 });
    const [tried] = await listTriesOfDelivery(delivery!.id);
    expect(tried!.errorMessage).toBe('localhost resolves to a loopback address, which is not called.');
    expect(listener.sockets).toBe(0);
  });
});
