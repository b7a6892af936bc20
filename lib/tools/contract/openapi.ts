// docs/generated/openapi.json is generated from the code: every route of the manifests (functions/manifest.ts)
// with its credential, path parameters, request body (the routes' zod schemas), success answer (the
// status the manifest declares, the body schema of shared/api-schemas/) and every error status with
// the codes the route can raise as an enum (found in the code by lib/tools/contract/errors-doc.ts), the answers every
// route can give (500, 503 for a dependency failure: `service_unavailable`, and `outcome_unknown` on the
// routes that change something, 431 from the gateway), plus the v3 webhook events. `npm run openapi`
// rewrites it (and docs/generated/webhook-events.md, the catalogue's page); a unit test fails when it is stale, when a served route is missing, or when Redocly's
// lint finds an error.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { documentation, documentedAs, type LiberalObjectDoc } from '../../../shared/http/validation.js';
import { handlerEntry, routeGroups } from '../../../functions/manifest.js';
import { bodyKindOf, routeKey, successStatusOf, type RouteSpec, type SuccessStatus } from '../../../shared/http/route-manifest.js';
import { errorBodyOf, V2Message, V2ValidationErrors } from '../../../shared/api-schemas/errors.js';
import { WebhookEvent, WebhookTestEvent } from '../../../shared/api-schemas/webhooks.js';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_CATALOGUE, type WebhookEventDoc } from '../../../shared/domain/webhook-events.js';
import { DEPENDENCY_FAILURES, type DependencyFailureCode } from '../../../shared/domain/errors.js';
import { OPERATIONS, SCHEMA_COMPONENTS, type OperationDoc, type SuccessDoc } from './openapi-operations.js';
import { analyseRoutes } from './errors-doc.js';
import { API_TYPES_PATH, renderApiTypes } from './generate-client.js';
import { renderWebhookEventsDoc, WEBHOOK_EVENTS_DOC_PATH } from './webhook-events-doc.js';


const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const OPENAPI_PATH = join(ROOT, 'docs/generated/openapi.json');

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request: fix it before retrying.',
  401: 'Missing or invalid credential.',
  403: 'Forbidden (permission, scope, re-authentication, 2FA).',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict with the current state, or an identical request still running.',
  413: 'Request body too large.',
  415: 'Unsupported media type.',
  422: 'Business rule refused.',
  429: 'Too many requests: retry after the `Retry-After` delay.',
  431: 'Request headers too large (answered by the gateway before any route runs).',
  500: 'Incident at the service.',
  502: 'Provider failure (v2: the previous platform did not answer).',
  503: 'A dependency (storage) unavailable, busy or too slow: retry after the `Retry-After` delay. `service_unavailable`: nothing was changed. `outcome_unknown` (changes only): the change may or may not have been made; retry with the same `Idempotency-Key`, or read the resource first.',
  504: 'Provider did not answer in time.',
};

/** Codes a second status applies to (lib/tools/contract/errors-doc.ts OTHER_STATUSES), on the routes where it does. */
const SECOND_STATUS: Array<{ code: string; status: number; applies: (key: string) => boolean }> = [
  { code: 'too_many_attempts', status: 409, applies: (key) => key.includes('/attempts') },
  { code: 'invalid_credentials', status: 400, applies: (key) => key.includes('/affiliations') },
];

const SIGNATURE_TEXT =
  'Signed as the endpoint\'s `format` says. `svc`: `Svc-Signature: t=<unix_seconds>,v1=<hex>`, v1 the HMAC-SHA256 of `<t>.<raw body>` keyed with the whole secret string. ' +
  '`standard` (Standard Webhooks): `webhook-signature: v1,<base64>`, the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed with the base64-decoded part of the secret after `whsec_`. ' +
  'Refuse a timestamp more than 5 minutes off; accept when any v1 is valid (two during a secret rotation). Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.';

/** The body of one event type: the envelope with `type` fixed, `data.attempt` as the catalogue says, `data.refund` on refund events. */
function eventSchemaOf(event: WebhookEventDoc): z.ZodType {
  if (event.type === TEST_EVENT_TYPE) return WebhookTestEvent.meta({ id: 'WebhookEvent_webhook_test' });
  const shape = WebhookEvent.shape;
  const attempt = shape.data.shape.attempt.unwrap();
  const refund = shape.data.shape.refund.unwrap();
  const withAttempt = event.attempt === 'always' ? shape.data.extend({ attempt }) : shape.data.omit({ attempt: true });
  const data = event.type.startsWith('refund.') ? withAttempt.extend({ refund }) : withAttempt.omit({ refund: true });
  return WebhookEvent.extend({ type: z.literal(event.type), data }).meta({ id: `WebhookEvent_${event.type.replace('.', '_')}` });
}

/** Routes whose action is wrapped in `withIdempotency` (read from the handler's table). */
function idempotentRoutes(): Set<string> {
  const keys = new Set<string>();
  for (const group of routeGroups) {
    const source = readFileSync(join(ROOT, handlerEntry(group.name)), 'utf8');
    for (const match of source.matchAll(/'([A-Z]+ [^']+)':\s*withIdempotency\(/g)) keys.add(match[1]!);
  }
  return keys;
}

const isV2 = (route: RouteSpec) => route.path.startsWith('/api/v2/');

function securityOf(route: RouteSpec): RouteConfig['security'] {
  switch (route.auth) {
    case 'session':
    case 'staff':
      return [{ session: [] }];
    case 'key':
      return [{ apiKey: [] }];
    case 'key+session':
      return [{ apiKey: [] }, { session: [] }];
    default:
      return [];
  }
}

/** JSON Schema of what a request schema accepts (zod's own converter: it reads every zod feature the routes use). */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      // A field read liberally (`z.preprocess`) says what it accepts (`documentedAs`, shared/http/validation.ts):
      // zod can only see `unknown` before the preprocessing, and would document an optional anything.
      const documented = documentedAs(zodSchema as unknown as z.ZodType);
      if (documented) {
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        Object.assign(jsonSchema, documented);
      }
      if (zodSchema instanceof z.ZodObject) {
        const required = Object.entries(zodSchema.shape as Record<string, z.ZodType>)
          .filter(([, field]) => documentedAs(field) && !field.safeParse(undefined).success)
          .map(([name]) => name);
        const json = jsonSchema as { required?: string[]; properties?: Record<string, unknown>; anyOf?: unknown[] };
        if (required.length) json.required = [...new Set([...(json.required ?? []), ...required])];
        describeLiberalObject(json, documentation(zodSchema as unknown as z.ZodType) ?? {});
      }
    },
  }) as Record<string, unknown>;
  return json;
}

/** An object read liberally (v2's init-payment): empty members read as absent, members read under another name. */
function describeLiberalObject(
  json: { required?: string[]; properties?: Record<string, unknown>; anyOf?: unknown[] },
  { emptyMeansAbsent, aliases }: LiberalObjectDoc,
) {
  // The reading rules themselves are not JSON Schema: drawn below, then dropped.
  delete (json as Record<string, unknown>).emptyMeansAbsent;
  delete (json as Record<string, unknown>).aliases;
  const properties = json.properties ?? {};
  if (emptyMeansAbsent) {
    for (const [name, schema] of Object.entries(properties)) {
      if (!json.required?.includes(name)) properties[name] = { anyOf: [schema, { type: 'null' }, { const: '' }] };
    }
  }
  for (const [alias, member] of Object.entries(aliases ?? {})) {
    properties[alias] = { ...(properties[member] as object), description: `another name of \`${member}\`` };
    if (json.required?.includes(member)) {
      json.required = json.required.filter((name) => name !== member);
      json.anyOf = [{ required: [member] }, { required: [alias] }];
    }
  }
}

/** Query parameters from a route's zod query schema. */
function queryParameters(query: z.ZodObject) {
  const json = inputSchema(query) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {})
    .map(([name, schema]) => ({ name, in: 'query' as const, required: json.required?.includes(name) ?? false, schema }));
}

const pathParams = (path: string) => [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);

const operationId = (route: RouteSpec) =>
  (route.method.toLowerCase() + route.path.replace(/\{([^}]+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')));

/** Whether a body must be sent: an absent body is read as `{}` (shared/http/validation.ts parseBody). */
const bodyRequiredOf = (doc: OperationDoc) => doc.bodyRequired ?? (doc.body ? !doc.body.safeParse({}).success : false);

/** A multipart form: the text fields the action parses, and its file parts as binary. */
function multipartSchema(doc: OperationDoc | undefined): Record<string, unknown> {
  const fields = (doc?.body ? inputSchema(doc.body) : { type: 'object', additionalProperties: { type: 'string' } }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const files = doc?.files ?? [];
  return {
    ...fields,
    properties: { ...fields.properties, ...Object.fromEntries(files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }])) },
    required: [...(fields.required ?? []), ...files],
  };
}

function requestBodyOf(route: RouteSpec, doc: OperationDoc | undefined): RouteConfig['request'] {
  const request: NonNullable<RouteConfig['request']> = {};
  const params = pathParams(route.path);
  if (params.length) request.params = z.object(Object.fromEntries(params.map((p) => [p, z.string()])));
  const kind = bodyKindOf(route);
  if (kind === 'json' && !doc?.readsNoBody) {
    request.body = { required: doc ? bodyRequiredOf(doc) : false, content: { 'application/json': { schema: doc?.body ? inputSchema(doc.body) : { type: 'object' } } } };
  } else if (kind === 'multipart') {
    request.body = { required: true, content: { 'multipart/form-data': { schema: multipartSchema(doc) } } };
  } else if (kind === 'form') {
    request.body = { required: false, content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) } } };
  } else if (isV2(route) && route.method === 'POST') {
    // v2 reads JSON or a form body itself.
    const schema = doc?.body ? inputSchema(doc.body) : { type: 'object' };
    request.body = { required: doc ? bodyRequiredOf(doc) : true, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
  }
  return request;
}

const SUCCESS_TEXT: Record<SuccessStatus, string> = {
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted.',
  204: 'Done; no body.',
  302: 'Redirect to the `Location` header.',
};

/**
 * Codes every route can answer beside its own: anything unexpected, a transaction that lost to a concurrent change
 * of the same items (`conflict`: a read may write too, as `GET /payments/{reference}` settling an attempt), and
 * dependency failures (on a read, never `outcome_unknown`).
 */
function everyRoute(route: RouteSpec): Array<[number, string]> {
  const changes = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const dependency = (Object.entries(DEPENDENCY_FAILURES) as Array<[DependencyFailureCode, (typeof DEPENDENCY_FAILURES)[DependencyFailureCode]]>)
    .filter(([, failure]) => failure.routes === 'every' || changes)
    .map(([code, failure]): [number, string] => [failure.status, code]);
  return [[409, 'conflict'], [431, 'validation_failed'], [500, 'internal_error'], ...dependency];
}

const RETRY_AFTER = z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait before retrying.' }) });

function successResponse(key: string, status: number, success: SuccessDoc) {
  if ((status === 204 || status === 302) && success.schema) throw new Error(`${key}: a ${status} answer has no body`);
  return {
    description: success.description,
    ...(status === 302 ? { headers: z.object({ Location: z.string().meta({ description: 'Where the browser goes next.' }) }) } : {}),
    ...(success.headers ? { headers: success.headers } : {}),
    ...(success.schema ? { content: { [success.contentType ?? 'application/json']: { schema: success.schema, ...(success.example ? { example: success.example } : {}) } } } : {}),
    ...(!success.schema && success.contentType ? { content: { [success.contentType]: { schema: z.string().meta({ format: 'binary' }) } } } : {}),
  };
}

/**
 * The error statuses of a route with their codes: the codes its action, guard and body reader can
 * raise, those of every route, and on v2 the codeless statuses (`V2Error`), with v2's own mapping
 * of v3 refusals (400 other than `validation_failed` and 409 become 422; shared/http/v2-errors.ts).
 */
function errorStatusesOf(route: RouteSpec, byStatus: Map<number, Set<string>>, v2: Set<number>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  const add = (status: number, code: string) => {
    const v2Status = status === 409 || (status === 400 && code !== 'validation_failed') ? 422 : status;
    const answered = isV2(route) ? v2Status : status;
    (out.get(answered) ?? out.set(answered, new Set()).get(answered)!).add(code);
  };
  for (const [status, codes] of byStatus) for (const code of codes) add(status, code);
  for (const [status, code] of everyRoute(route)) add(status, code);
  if (isV2(route)) for (const status of v2) add(status, `v2_${status}`);
  return out;
}

function v3ErrorResponse(status: number, codeSet: Set<string>) {
  const codes = [...codeSet].sort() as [string, ...string[]];
  return {
    description: `${STATUS_TEXT[status] ?? 'Error.'} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: errorBodyOf(codes), example: { error: codes[0], message: 'A readable explanation.' } } },
  };
}

function v2ErrorResponse(status: number) {
  const validation = status === 400;
  return {
    description: STATUS_TEXT[status] ?? 'Error.',
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: {
      'application/json': {
        schema: validation ? V2ValidationErrors : V2Message,
        example: validation
          ? { message: 'Invalid request: amount must be 100 millimes at least', errors: [{ msg: 'must be 100 millimes at least', param: 'amount', message: 'must be 100 millimes at least' }] }
          : { message: 'Unauthorized', errors: [{ message: 'Unauthorized', msg: 'Unauthorized' }] },
      },
    },
  };
}

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApi(): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  void SCHEMA_COMPONENTS; // named by `.meta({ id })`: referenced as components
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'svc_session', description: 'Dashboard session cookie set by `POST /auth/login`.' });
  registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Organisation API key (`kpk_<prefix>:<secret>` on v3, `<organisationId>:<secret>` on v2).' });

  const { uses, v2Statuses } = analyseRoutes();
  const codesByRoute = new Map<string, Map<number, Set<string>>>();
  const add = (key: string, status: number, code: string) => {
    const byStatus = codesByRoute.get(key) ?? codesByRoute.set(key, new Map()).get(key)!;
    (byStatus.get(status) ?? byStatus.set(status, new Set()).get(status)!).add(code);
  };
  for (const use of uses) {
    for (const key of use.routes) {
      add(key, use.status, use.code);
      for (const second of SECOND_STATUS) if (second.code === use.code && second.applies(key)) add(key, second.status, use.code);
      if (use.code === 'file_too_large') add(key, 413, use.code);
    }
  }
  const idempotent = idempotentRoutes();

  for (const group of routeGroups) {
    for (const route of group.routes) {
      const key = routeKey(route);
      const doc = OPERATIONS[key];
      const request = requestBodyOf(route, doc);
      // The gateway refuses any body over 10 MB before a function runs (lib/local/gateway.ts; API Gateway on AWS).
      if (request?.body) add(key, 413, 'file_too_large');
      if (idempotent.has(key)) {
        request!.headers = z.object({
          'Idempotency-Key': z
            .string()
            .min(1)
            .max(255)
            .optional()
            .meta({ description: 'A replay with the same body returns the first response for 24 hours; 1 to 255 visible ASCII characters.' }),
        });
      }
      const status = successStatusOf(route);
      const responses: RouteConfig['responses'] = {
        [String(status)]: successResponse(key, status, doc?.success ?? { description: SUCCESS_TEXT[status] }),
      };
      for (const [other, answer] of Object.entries(doc?.other ?? {})) responses[other] = successResponse(key, Number(other), answer);
      const errors = errorStatusesOf(route, codesByRoute.get(key) ?? new Map(), v2Statuses.get(key) ?? new Set());
      for (const [errorStatus, codes] of [...errors].sort(([a], [b]) => a - b)) {
        if (responses[String(errorStatus)]) continue; // the action's own answer (GET /health's 503)
        responses[String(errorStatus)] = isV2(route) ? v2ErrorResponse(errorStatus) : v3ErrorResponse(errorStatus, codes);
      }
      registry.registerPath({
        method: route.method.toLowerCase() as 'get',
        path: route.path,
        operationId: operationId(route),
        tags: [group.name],
        summary: doc?.summary ?? `${route.method} ${route.path}`,
        description: [
          doc?.description,
          `Credential: ${route.auth}.`,
          route.permission ? `Permission: \`${route.permission}\`.` : undefined,
          route.staffRoles ? `Platform roles: ${route.staffRoles.map((r) => `\`${r}\``).join(', ')}.` : undefined,
          route.extra ? 'Not in the contract\'s route list (docs/api-decisions.md).' : undefined,
        ]
          .filter(Boolean)
          .join(' '),
        security: securityOf(route),
        ...(doc?.query ? { parameters: queryParameters(doc.query) } : {}),
        request,
        responses,
      });
    }
  }

  for (const event of WEBHOOK_EVENT_CATALOGUE) {
    registry.registerWebhook({
      method: 'post',
      path: event.type,
      operationId: `webhook_${event.type.replace('.', '_')}`,
      summary: `Event \`${event.type}\``,
      // The receiver checks the signature; no credential of ours is sent.
      security: [],
      description: `${event.summary}\n\n${SIGNATURE_TEXT}`,
      request: {
        headers: z.object({
          'Svc-Signature': z
            .string()
            .optional()
            .meta({ description: 'Endpoints of format `svc`.', example: 't=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd' }),
          'Svc-Event-Id': z.string().optional().meta({ description: 'Endpoints of format `svc`: the event id.' }),
          'Svc-Event-Type': z.string().optional().meta({ description: 'Endpoints of format `svc`: the event type.' }),
          'webhook-id': z.string().optional().meta({ description: 'Endpoints of format `standard`: the event id.' }),
          'webhook-timestamp': z.string().optional().meta({ description: 'Endpoints of format `standard`: unix seconds.' }),
          'webhook-signature': z
            .string()
            .optional()
            .meta({ description: 'Endpoints of format `standard`: space-separated `v1,<base64>` values.', example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' }),
        }),
        body: { required: true, content: { 'application/json': { schema: eventSchemaOf(event) } } },
      },
      responses: { '200': { description: 'Any 2xx answer within 10 seconds acknowledges the event.' } },
    });
  }

  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Payment Collection Service API',
      version: '0.1.0',
      description: 'Collect online payments in Tunisian dinars (amounts in integer millimes). v3 routes answer errors as `{error, message}`; the v2 compatibility routes live under `/api/v2`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The v3 API of the environment (sandbox or production); v2 routes under /api/v2.' }],
  }) as unknown as Record<string, unknown>;
}

export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

/** `npm run openapi`: writes docs/generated/openapi.json, and the client's types from it (lib/web/client/generated/schema.ts). */
export async function main(): Promise<void> {
  const document = renderOpenApi();
  writeFileSync(OPENAPI_PATH, document);
  console.log(`wrote ${OPENAPI_PATH}`);
  writeFileSync(API_TYPES_PATH, await renderApiTypes(document));
  console.log(`wrote ${API_TYPES_PATH}`);
  writeFileSync(WEBHOOK_EVENTS_DOC_PATH, renderWebhookEventsDoc());
  console.log(`wrote ${WEBHOOK_EVENTS_DOC_PATH}`);
}
