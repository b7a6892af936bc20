import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  // The same service, with its table out of reach.
  app = await startTestApp({ env: { DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await app?.stop();
});

it('answers 503 naming the failing check when the table is unreachable', async () => {
  const res = await app.http.get('/health');
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ status: 'degraded', version: expect.any(String), checks: { dynamodb: 'unreachable' } });
});
