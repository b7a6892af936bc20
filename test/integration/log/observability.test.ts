// What an operator reads on AWS, produced by the same handlers in local mode: log lines that
// carry the function, its request ids and the cold start, and the business metrics in
// CloudWatch's embedded metric format (switched on here; local mode keeps them off otherwise).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';

interface EmfPoint {
  name: string;
  value: number;
  unit: string;
  dimensions: Record<string, string>;
}

let app: TestApp;
let merchant: Collector;
let receiver: Server;
let receiverUrl: string;
const emf: EmfPoint[] = [];

beforeAll(async () => {
  // Powertools writes EMF to the process's stdout: read it from there.
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.includes('"_aws"')) continue;
      const blob = JSON.parse(line) as Record<string, any>;
      const definition = blob._aws.CloudWatchMetrics[0];
      for (const metric of definition.Metrics as Array<{ Name: string; Unit: string }>) {
        const dimensions = Object.fromEntries((definition.Dimensions[0] as string[]).map((d) => [d, String(blob[d])]));
        emf.push({ name: metric.Name, unit: metric.Unit, value: blob[metric.Name], dimensions: { namespace: definition.Namespace, ...dimensions } });
      }
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, POWERTOOLS_METRICS_DISABLED: 'false' } });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = createServer((_req, res) => res.writeHead(500).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const points = (name: string) => emf.filter((p) => p.name === name);

it('counts payments created, attempts opened, settlements, provider calls and webhook tries, with their dimensions', async () => {
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url: receiverUrl, events: ['payment.succeeded'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
  const payment = await newPayment(app, merchant);
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => {
    expect(points('WebhookTries').length).toBeGreaterThan(0);
  }, 20_000);

  const stage = { namespace: 'Payments', service: 'payments', stage: 'test' };
  expect(points('PaymentsCreated')).toContainEqual({ name: 'PaymentsCreated', unit: 'Count', value: 1, dimensions: { ...stage, channel: 'api' } });
  expect(points('AttemptsOpened')).toContainEqual({ name: 'AttemptsOpened', unit: 'Count', value: 1, dimensions: { ...stage, provider: 'clictopay' } });
  expect(points('Settlements')).toContainEqual({
    name: 'Settlements',
    unit: 'Count',
    value: 1,
    dimensions: { ...stage, provider: 'clictopay', outcome: 'succeeded' },
  });
  const latency = points('ProviderLatency').filter((p) => p.dimensions.provider === 'clictopay');
  expect(latency.length).toBeGreaterThanOrEqual(2); // at least the initiation and the status check
  expect(latency.every((p) => p.unit === 'Milliseconds' && p.value >= 0)).toBe(true);
  // The receiver answers 500: the try is counted by its outcome.
  expect(points('WebhookTries')[0]).toMatchObject({ value: 1, dimensions: { ...stage, outcome: 'http_5xx' } });
});

it('writes each log line with its function, request ids and whether the function started cold', async () => {
  app.logs.length = 0;
  await app.http.get('/payments?limit=1', asKey(merchant.apiKey));
  await app.http.get('/payments?limit=1', asKey(merchant.apiKey));
  const requests = app.logs.map((l) => JSON.parse(l)).filter((l) => l.message === 'request' && l.group === 'payments');
  expect(requests).toHaveLength(2);
  for (const line of requests) {
    expect(line).toMatchObject({ level: 'info', service: 'payments', function: 'payments', coldStart: false });
    expect(line.awsRequestId).toEqual(expect.any(String));
    expect(line.requestId).toEqual(expect.any(String));
    expect(typeof line.time).toBe('string');
  }
  expect(requests[0].awsRequestId).not.toBe(requests[1].awsRequestId);
});
