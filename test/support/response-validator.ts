// Checks every answer the integration tests receive against docs/generated/openapi.json: the status must be
// one the route documents, and a JSON body must match the documented schema. And every request the
// service accepted (2xx) must match the documented request body: a service that takes what its document
// refuses has a document that lies to clients' generators. A mismatch throws in the request that
// received it, so the test fails where the API drifted from its contract.
// Requests to paths the document does not describe (pages, the fallback's 404) are not checked.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { compilePath } from '../../shared/http/route-manifest.js';

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses: Record<string, { content?: Content }>; requestBody?: { content?: Content } };
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

let state: { doc: Document; ajv: Ajv2020; routes: Array<{ method: string; template: string; match: (p: string) => unknown }> } | undefined;
const compiled = new Map<string, ValidateFunction>();

function load() {
  if (state) return state;
  const doc = JSON.parse(readFileSync(new URL('../../docs/generated/openapi.json', import.meta.url), 'utf8')) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'openapi.json');
  const routes = Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), template, match: compilePath(template) })),
  );
  // Literal paths first: `/payments/export` before `/payments/{reference}`.
  routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  state = { doc, ajv, routes };
  return state;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Why an answer does not match the document, or undefined when it does (or is not described). */
export function responseMismatch(method: string, url: string, status: number, contentType: string, body: unknown): string | undefined {
  const { doc, ajv, routes } = load();
  const path = new URL(url, 'http://x').pathname;
  const route = routes.find((r) => r.method === method && r.match(path));
  if (!route) return undefined;
  const responses = doc.paths[route.template]![method.toLowerCase()]!.responses;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) return `${method} ${route.template} answered ${status}, which the document does not list (${Object.keys(responses).join(', ')})`;
  const schema = responses[key]!.content?.['application/json']?.schema;
  if (!schema || !contentType.includes('json')) return undefined;
  const ref = `openapi.json#/${pointer('paths', route.template, method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${method} ${route.template} ${status}: body does not match docs/generated/openapi.json: ${errors.join('; ')}`;
}

/**
 * Why a request the service accepted does not match the document's request body, or undefined when it
 * does (or nothing is documented, the answer was not a success, or the body is not JSON).
 */
export function requestMismatch(method: string, url: string, status: number, contentType: string, body: unknown): string | undefined {
  if (status < 200 || status > 299 || body === undefined) return undefined;
  const { doc, ajv, routes } = load();
  const path = new URL(url, 'http://x').pathname;
  const route = routes.find((r) => r.method === method && r.match(path));
  if (!route) return undefined;
  const content = doc.paths[route.template]![method.toLowerCase()]!.requestBody?.content ?? {};
  const media = contentType.toLowerCase().startsWith('application/x-www-form-urlencoded') ? 'application/x-www-form-urlencoded' : 'application/json';
  if (!content[media]?.schema) return undefined;
  const ref = `openapi.json#/${pointer('paths', route.template, method.toLowerCase(), 'requestBody', 'content', media, 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${method} ${route.template} answered ${status} to a body docs/generated/openapi.json refuses: ${errors.join('; ')}`;
}

/** On by default: every answer the integration tests receive is checked; RESPONSE_VALIDATION=off turns it off. */
export const responseValidationOn = () => process.env.RESPONSE_VALIDATION !== 'off';
