// The webhook worker's log lines carry the invocation's context (function name, request id,
// cold start) as every other function's do, with the message id of the record they are about.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { handler as deliveryWorker } from '../../../functions/workers/webhook-delivery/handler.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

it("a delivery's log line names the function and the request id of its invocation", async () => {
  app.logs.length = 0;
  const unknownDelivery = JSON.stringify({ deliveryId: '00000000-0000-4000-8000-000000000000', tryNumber: 1 });
  const context = { functionName: 'webhook-delivery', awsRequestId: 'request-of-the-batch' } as never;
  const result = await deliveryWorker(
    { Records: [{ messageId: 'message-1', body: unknownDelivery, attributes: { ApproximateReceiveCount: '1' } }] } as never,
    context,
  );
  expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'message-1' }]);
  const lines = app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.messageId === 'message-1');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatchObject({ function: 'webhook-delivery', awsRequestId: 'request-of-the-batch', worker: 'webhook-delivery' });
    expect(typeof line.coldStart).toBe('boolean');
  }
});
