// The simulators as a browser test or a running local stack drives them: over HTTP under /__sim/,
// through PROVIDER_SANDBOX_URLS, and on their own clock (late success).
import { SANDBOX_CREDENTIALS } from '../../../lib/local/simulators/sandbox-credentials.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flouciConnector } from '../../../shared/connectors/flouci/index.js';
import { getConnector, resetSandboxUrlOverrides, resolveBaseUrl } from '../../../shared/connectors/registry.js';
import { startSimulators, type RunningSimulators } from '../../../lib/local/simulators/index.js';
import { setLogSink, type LogSink } from '../../../shared/log/logger.js';
import { newAttempt, startMerchantReceiver } from './support.js';

const { flouci: flouciCredentials, clictopay: clictopayCredentials } = SANDBOX_CREDENTIALS;

let simulators: RunningSimulators;
let receiver: Awaited<ReturnType<typeof startMerchantReceiver>>;
let previousLogSink: LogSink;

beforeAll(async () => {
  previousLogSink = setLogSink(() => undefined);
  simulators = await startSimulators({ host: '127.0.0.1', lateSuccessDelayMs: 150 });
  receiver = await startMerchantReceiver();
});

afterAll(async () => {
  setLogSink(previousLogSink);
  await simulators?.stop();
  await receiver?.stop();
});

afterEach(() => {
  delete process.env.PROVIDER_SANDBOX_URLS;
  resetSandboxUrlOverrides();
});

const flouciContext = () => ({
  environment: 'sandbox' as const,
  credentials: flouciCredentials,
  baseUrl: simulators.urls.flouci,
});
const simUrl = (path: string) => new URL(path, simulators.urls.flouci).toString();
const postJson = (path: string, body: unknown) =>
  fetch(simUrl(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the /__sim/ control API', () => {
  it('sets the next scenario, shows the order, and completes it as the payer would', async () => {
    expect((await postJson('/__sim/scenario', { scenario: 'insufficient_funds' })).status).toBe(200);
    const input = newAttempt('flouci', receiver.url);
    const { externalRef } = await flouciConnector.initiate(flouciContext(), input);

    const order = (await (await fetch(simUrl(`/__sim/orders/${externalRef}`))).json()) as { state: string; scenario: string; payerPageUrl: string };
    expect(order).toMatchObject({ state: 'open', scenario: 'insufficient_funds' });
    expect(order.payerPageUrl).toContain(externalRef);

    const completion = (await (await postJson(`/__sim/orders/${externalRef}/complete`, {})).json()) as {
      order: { state: string };
      returnUrl: string;
      callbacks: Array<{ httpStatus: number }>;
    };
    expect(completion.order.state).toBe('insufficient_funds');
    expect(completion.returnUrl).toContain(`payment_id=${externalRef}`);
    expect(completion.callbacks).toEqual([expect.objectContaining({ httpStatus: 200 })]);

    const outcome = await flouciConnector.fetchStatus(flouciContext(), { ...input, externalRef });
    expect(outcome).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
  });

  it('changes an order’s scenario and completes it with an explicit outcome', async () => {
    const { externalRef } = await flouciConnector.initiate(flouciContext(), newAttempt('flouci', receiver.url));
    expect((await postJson(`/__sim/orders/${externalRef}/scenario`, { scenario: 'status_5xx' })).status).toBe(200);
    const form = new URLSearchParams({ outcome: 'decline' });
    expect((await fetch(simUrl(`/__sim/orders/${externalRef}/complete`), { method: 'POST', body: form })).status).toBe(200);
    expect(simulators.control.order('flouci', externalRef)).toMatchObject({ state: 'declined', scenario: 'status_5xx' });
  });

  it('refuses unknown scenarios, outcomes and orders', async () => {
    expect((await postJson('/__sim/scenario', { scenario: 'everything_fine' })).status).toBe(400);
    const { externalRef } = await flouciConnector.initiate(flouciContext(), newAttempt('flouci', receiver.url));
    expect((await postJson(`/__sim/orders/${externalRef}/complete`, { outcome: 'maybe' })).status).toBe(400);
    expect((await fetch(simUrl('/__sim/orders/nope'))).status).toBe(404);
  });

  it('serves an index page for developers and lists the callbacks sent', async () => {
    const index = await fetch(simUrl('/__sim/'));
    const markup = await index.text();
    expect(index.status).toBe(200);
    expect(markup).toContain('Sandbox simulator of Flouci');
    expect(markup).toContain(flouciCredentials.publicKey);
    expect(markup).toContain('late_success');
    const callbacks = (await (await fetch(simUrl('/__sim/callbacks'))).json()) as { items: unknown[] };
    expect(Array.isArray(callbacks.items)).toBe(true);
  });

  it('forgets everything on reset', async () => {
    await flouciConnector.initiate(flouciContext(), newAttempt('flouci', receiver.url));
    expect((await fetch(simUrl('/__sim/reset'), { method: 'POST' })).status).toBe(204);
    const orders = (await (await fetch(simUrl('/__sim/orders'))).json()) as { items: unknown[] };
    expect(orders.items).toEqual([]);
  });
});

describe('refunds through the /__sim/ control API', () => {
  it('plays the refund scenario set over HTTP, and completes a pending refund from there', async () => {
    const input = newAttempt('flouci', receiver.url);
    const { externalRef } = await flouciConnector.initiate(flouciContext(), input);
    await postJson(`/__sim/orders/${externalRef}/complete`, { outcome: 'success' });
    const request = { ...input, externalRef, refundId: 'f0e1d2c3-0000-4000-8000-000000000001', paidAmount: input.amount, amount: input.amount, refundedBefore: 0 };

    expect((await postJson('/__sim/refund-scenario', { scenario: 'whenever' })).status).toBe(400);
    expect((await postJson('/__sim/refund-scenario', { scenario: 'refund_pending' })).status).toBe(200);
    const pending = await flouciConnector.refund!(flouciContext(), request);
    expect(pending).toMatchObject({ status: 'pending', providerReference: expect.any(String) });
    expect(simulators.control.order('flouci', externalRef)).toMatchObject({ state: 'paid', refundedAmount: 0 });
    // The same tracking id again answers the refund already asked for, never a second one.
    expect(await flouciConnector.refund!(flouciContext(), request)).toMatchObject({ status: 'pending', providerReference: pending.providerReference });

    expect((await postJson(`/__sim/orders/${externalRef}/refunds/nope/complete`, {})).status).toBe(404);
    expect((await postJson(`/__sim/orders/${externalRef}/refunds/${pending.providerReference}/complete`, {})).status).toBe(200);
    expect(await flouciConnector.checkRefund!(flouciContext(), { ...request, providerReference: pending.providerReference })).toMatchObject({ status: 'succeeded' });
    expect(simulators.control.order('flouci', externalRef)).toMatchObject({ state: 'refunded', refundedAmount: input.amount });
    // A refunded payment reads as canceled at the provider, and nothing is left to refund.
    expect((await flouciConnector.fetchStatus(flouciContext(), { ...input, externalRef })).status).toBe('canceled');
    expect(await flouciConnector.refund!(flouciContext(), { ...request, refundId: 'f0e1d2c3-0000-4000-8000-000000000002' })).toMatchObject({
      status: 'failed',
      failureCode: 'not_refundable',
    });
  });
});

describe('the simulators on their own clock', () => {
  it('report a late success by themselves once the late-success delay has passed, and say so by callback', async () => {
    simulators.control.setNextScenario('flouci', 'late_success');
    const input = newAttempt('flouci', receiver.url);
    const { externalRef } = await flouciConnector.initiate(flouciContext(), input);
    expect((await flouciConnector.fetchStatus(flouciContext(), { ...input, externalRef })).status).toBe('expired');

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await flouciConnector.fetchStatus(flouciContext(), { ...input, externalRef })).status).toBe('succeeded');
    expect(simulators.control.callbacks('flouci').filter((callback) => callback.orderId === externalRef)).toHaveLength(1);
  });
});

describe('wiring', () => {
  it('listens on loopback only', async () => {
    await expect(startSimulators({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/loopback/);
  });

  it('points sandbox affiliations at the simulators through PROVIDER_SANDBOX_URLS', async () => {
    process.env.PROVIDER_SANDBOX_URLS = JSON.stringify(simulators.urls);
    const baseUrl = resolveBaseUrl('clictopay', 'sandbox');
    expect(baseUrl).toBe(simulators.urls.clictopay);
    const check = await getConnector('clictopay').verifyCredentials({ environment: 'sandbox', credentials: clictopayCredentials, baseUrl });
    expect(check).toEqual({ ok: true, publicIdentifier: clictopayCredentials.userName });
  });
});
