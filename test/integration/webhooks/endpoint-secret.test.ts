// Opened endpoint secrets are kept in memory by endpoint and seal version: a secret sealed
// again on the same endpoint is opened again, never answered from the cache.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newEndpointSecret, openEndpointSecret, sealEndpointSecret } from '../../../shared/webhooks/endpoint-secret.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

it('a secret sealed again on the same endpoint is opened again, and each seal keeps opening to its own secret', async () => {
  const endpoint = { id: randomUUID(), organisationId: randomUUID() };
  const [first, second] = [newEndpointSecret(), newEndpointSecret()];
  const sealedFirst = await sealEndpointSecret(endpoint.organisationId, endpoint.id, first);
  expect(await openEndpointSecret({ ...endpoint, sealedSecret: sealedFirst })).toBe(first);
  const sealedSecond = await sealEndpointSecret(endpoint.organisationId, endpoint.id, second);
  expect(await openEndpointSecret({ ...endpoint, sealedSecret: sealedSecond })).toBe(second);
  expect(await openEndpointSecret({ ...endpoint, sealedSecret: sealedFirst })).toBe(first);
  // The seal is bound to its endpoint, cached or not: another endpoint cannot open it.
  await expect(openEndpointSecret({ ...endpoint, id: randomUUID(), sealedSecret: sealedSecond })).rejects.toThrow();
});
