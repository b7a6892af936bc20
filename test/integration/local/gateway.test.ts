import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { bodyKindOf } from '../../../shared/http/route-manifest.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /health', () => {
  it('answers ok with the version and the table check', async () => {
    const res = await app.http.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: expect.any(String), checks: { dynamodb: 'ok' } });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 route_not_found in the v3 format', async () => {
    const res = await app.http.get('/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'route_not_found', message: 'No route GET /no/such/route.' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers 405 naming the allowed methods when the path exists', async () => {
    const res = await app.http.request('DELETE', '/health');
    expect(res.status).toBe(405);
    expect(res.body.error).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('malformed JSON', () => {
  const jsonRoutes = routeGroups.flatMap((g) => g.routes).filter((r) => bodyKindOf(r) === 'json');

  it.each(jsonRoutes.map((r) => [r.method, r.path] as const))('%s %s answers 400 validation_failed', async (method, path) => {
    const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const res = await app.http.request(method, concrete, {
      rawBody: '{"amount": 12,',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation_failed', message: 'The request body is not valid JSON.' });
  });
});
