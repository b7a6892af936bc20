import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, expect, it } from 'vitest';
import { routeGroups } from '../../../functions/manifest.js';
import { API_TYPES_PATH, renderApiTypes } from '../../../lib/api-client/generate.js';
import { OPENAPI_PATH, renderOpenApi } from '../../../lib/openapi.js';

let generated: string;

beforeAll(() => {
  generated = renderOpenApi();
}, 180_000);

it('docs/openapi.json is the document the code generates (run npm run openapi)', () => {
  expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(generated);
});

it('lib/api-client/schema.ts holds the types of that document (run npm run openapi)', async () => {
  expect(readFileSync(API_TYPES_PATH, 'utf8')).toBe(await renderApiTypes(generated));
});

it('describes every served route, with its credential', () => {
  const doc = JSON.parse(generated) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  const missing = routeGroups.flatMap((g) => g.routes).filter((r) => !doc.paths[r.path]?.[r.method.toLowerCase()]);
  expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  expect(doc.paths['/payments']!.post!.security).toEqual([{ apiKey: [] }, { session: [] }]);
  expect(doc.paths['/checkout/{reference}']!.get!.security).toEqual([]);
});

it('lists error codes as an enum, the Idempotency-Key header and Retry-After on 429', () => {
  const doc = JSON.parse(generated);
  const post = doc.paths['/payments'].post;
  expect(post.responses['404'] ?? post.responses['409']).toBeDefined();
  expect(post.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
  const conflict = post.responses['409'].content['application/json'].schema;
  expect(conflict.properties.error.enum).toContain('payment_account_inactive');
  const limited = Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>)
    .flatMap((ops) => Object.values(ops))
    .map((op) => op.responses['429'])
    .filter(Boolean);
  expect(limited.length).toBeGreaterThan(0);
  for (const answer of limited) expect(answer!.headers).toHaveProperty('Retry-After');
  expect(Object.keys(doc.webhooks)).toContain('payment.succeeded');
  expect(doc.webhooks['payment.succeeded'].post.parameters.map((p: { name: string }) => p.name)).toContain('Svc-Signature');
});

it('passes Redocly lint (recommended rules) with no error', async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: generated, absoluteRef: '/openapi.json', config });
  expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
});

it('gives each route the success status of its manifest, and 503 with Retry-After on every route', () => {
  const doc = JSON.parse(generated) as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>> };
  for (const route of routeGroups.flatMap((g) => g.routes)) {
    const responses = doc.paths[route.path]![route.method.toLowerCase()]!.responses;
    const successes = Object.keys(responses).filter((s) => /^[23]/.test(s));
    expect({ route: `${route.method} ${route.path}`, successes }).toEqual({ route: `${route.method} ${route.path}`, successes: [String(route.success ?? 200)] });
    expect(responses['503']?.headers ?? (route.path === '/health' ? {} : undefined)).toBeDefined();
    expect(responses['500']).toBeDefined();
  }
  expect(doc.paths['/organisations/{id}/members/{userId}']!.delete!.responses).toHaveProperty('204');
  expect(doc.paths['/callbacks/{provider}/{attemptId}']!.get!.responses).toHaveProperty('302');
});
