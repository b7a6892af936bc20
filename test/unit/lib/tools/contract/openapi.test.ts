import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, expect, it, vi } from 'vitest';
import { routeGroups } from '../../../../../functions/manifest.js';
import { bodyKindOf, routeKey } from '../../../../../shared/http/route-manifest.js';
import { API_TYPES_PATH, renderApiTypes } from '../../../../../lib/tools/contract/generate-client.js';
import { OPENAPI_PATH, renderOpenApi } from '../../../../../lib/tools/contract/openapi.js';
import { OPERATIONS } from '../../../../../lib/tools/contract/openapi-operations.js';
import { sharedRouteAnalysis } from '../../../../support/route-analysis.js';

// renderOpenApi() reads the route analysis: the one the contract tests share, not a second run of it.
const analysis = vi.hoisted(() => ({ current: undefined as ReturnType<typeof import('../../../../../lib/tools/contract/errors-doc.js').analyseRoutes> | undefined }));
vi.mock('../../../../../lib/tools/contract/errors-doc.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../../lib/tools/contract/errors-doc.js')>();
  return { ...original, analyseRoutes: () => analysis.current ?? original.analyseRoutes() };
});

let generated: string;

beforeAll(async () => {
  analysis.current = await sharedRouteAnalysis();
  generated = renderOpenApi();
}, 300_000);

it('docs/generated/openapi.json is the document the code generates (run npm run openapi)', () => {
  expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(generated);
});

it('lib/web/client/generated/schema.ts holds the types of that document (run npm run openapi)', async () => {
  expect(readFileSync(API_TYPES_PATH, 'utf8')).toBe(await renderApiTypes(generated));
}, 60_000);

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
}, 60_000);

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

type JsonSchema = { $ref?: string; properties?: Record<string, unknown> };
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

/** The fields a request body schema names ($ref to a component followed). */
function bodyFields(doc: { components?: { schemas?: Record<string, JsonSchema> } }, op: Operation | undefined, mediaType: string): string[] {
  let schema = op?.requestBody?.content?.[mediaType]?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!];
  return Object.keys(schema?.properties ?? {});
}

it('describes the fields of every JSON body a route reads, with the schema its action parses', () => {
  const doc = JSON.parse(generated);
  const routes = routeGroups.flatMap((g) => g.routes);
  const opOf = (route: (typeof routes)[number]): Operation | undefined => doc.paths[route.path]?.[route.method.toLowerCase()];
  // A route whose action reads no body says so in lib/tools/contract/openapi-operations.ts; the list is short and deliberate.
  const readsNoBody = Object.keys(OPERATIONS).filter((key) => OPERATIONS[key]!.readsNoBody).sort();
  expect(readsNoBody).toEqual(['POST /auth/logout', 'POST /auth/totp/setup']);
  const offenders = routes
    .filter((route) => bodyKindOf(route) === 'json' && !readsNoBody.includes(routeKey(route)))
    .filter((route) => bodyFields(doc, opOf(route), 'application/json').length === 0)
    .map(routeKey);
  expect(offenders, 'JSON body without properties (give the operation the body schema its action parses)').toEqual([]);
  for (const key of readsNoBody) expect(doc.paths[key.split(' ')[1]!][key.split(' ')[0]!.toLowerCase()].requestBody).toBeUndefined();

  // Multipart uploads: the text fields and the file part.
  const uploads = routes.filter((route) => bodyKindOf(route) === 'multipart');
  expect(uploads.length).toBeGreaterThan(0);
  for (const route of uploads) expect({ route: routeKey(route), fields: bodyFields(doc, opOf(route), 'multipart/form-data') }).toEqual({ route: routeKey(route), fields: ['type', 'file'] });
  expect(doc.paths['/organisations/{id}/files'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['type', 'file']);

  // The exact schemas: the link PATCH refuses `slug`, the login needs email and password.
  const login = doc.paths['/auth/login'].post.requestBody;
  expect(login.required).toBe(true);
  expect(login.content['application/json'].schema.required).toEqual(['email', 'password']);
  expect(doc.paths['/payment-links/{linkId}'].patch.requestBody.content['application/json'].schema.properties.slug).toEqual({ not: {} });
});

it('gives every success answer with a body the schema of that body', () => {
  const doc = JSON.parse(generated);
  // Success answers without a body beyond 204 and redirects: deliberate, and few.
  const withoutBody = ['POST /auth/password/forgot'];
  const offenders: string[] = [];
  for (const route of routeGroups.flatMap((g) => g.routes)) {
    const status = String(route.success ?? 200);
    if (status === '204' || status.startsWith('3')) continue;
    const answer = doc.paths[route.path][route.method.toLowerCase()].responses[status];
    const key = routeKey(route);
    if (withoutBody.includes(key)) {
      expect(answer.content, key).toBeUndefined();
      continue;
    }
    const content = answer.content as Record<string, { schema?: Record<string, unknown> }> | undefined;
    if (!content) offenders.push(`${key}: no content`);
    else if (content['application/json'] && Object.keys(content['application/json'].schema ?? {}).length === 0) offenders.push(`${key}: JSON without schema`);
  }
  expect(offenders, 'describe the answer in lib/tools/contract/openapi-operations.ts (shared/api-schemas/)').toEqual([]);
  // The components carry the resources the routes answer with.
  for (const name of ['Affiliation', 'Provider', 'ApiKey', 'CreatedApiKey', 'AuditItem', 'WebhookDelivery', 'OnboardedOrganisation']) {
    expect(doc.components.schemas, name).toHaveProperty(name);
  }
});
