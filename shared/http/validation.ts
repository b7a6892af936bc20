// zod at the edge: every body, query and path parameter is parsed before an action uses it,
// and a failure names each failing field in a 400 `validation_failed`.
import * as z from 'zod';
import { AppError, validationFailed } from '../domain/errors.js';
import { fieldErrors, HUMAN_TEXT_MESSAGE, isHumanText } from '../api-schemas/text.js';
import type { HttpRequest } from './types.js';
import { parseLegacyKey } from '../domain/v2-legacy.js';


export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(fieldErrors(result.error));
  return result.data;
}

export function parseBody<S extends z.ZodType>(schema: S, request: HttpRequest): z.output<S> {
  // An absent body is an empty object, so that schemas with only optional fields accept it.
  return parseWith(schema, request.body ?? {});
}

/**
 * Query strings: single values as strings, except the keys listed in `repeatable`, which
 * are arrays (e.g. `category` on timelines).
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  request: HttpRequest,
  repeatable: readonly string[] = [],
): z.output<S> {
  const value: Record<string, string | string[]> = {};
  for (const key of new Set(request.query.keys())) {
    value[key] = repeatable.includes(key) ? request.query.getAll(key) : request.query.get(key)!;
  }
  return parseWith(schema, value);
}

export function parseParams<S extends z.ZodType>(schema: S, request: HttpRequest): z.output<S> {
  const result = schema.safeParse(request.params);
  // A malformed id in a path names nothing that exists: answer as the route's not-found would.
  if (!result.success) throw validationFailed(fieldErrors(result.error));
  return result.data;
}

// Shapes shared by many routes.

// Text a person types: `text()`, `isHumanText` (shared/api-schemas/text.ts, re-exported above).

/**
 * What payment `metadata` may hold, beside its 4 KB once serialised (docs/api-decisions.md,
 * "Payment metadata"): what the table stores and gives back unchanged, with room to spare.
 */
export const METADATA_LIMITS = {
  /** Objects and arrays nested, `metadata` itself the first (DynamoDB refuses 32 levels in an item). */
  depth: 8,
  /** Characters of a key; a key is never empty. */
  keyLength: 100,
  /** Numbers JavaScript reads back as written: integers and decimals within ±(2^53 − 1)... */
  maxNumber: Number.MAX_SAFE_INTEGER,
  /** ...and, but for 0, no smaller in size than DynamoDB's smallest number. */
  minNumber: 1e-130,
} as const;

/** Keys JavaScript and the table's marshaller read as something else than data. */
const RESERVED_METADATA_KEYS: readonly string[] = ['__proto__', 'constructor'];

/** At most this many problems of one metadata value are named (a 256 KB body could hold thousands). */
const MAX_METADATA_PROBLEMS = 20;

const METADATA_NUMBER_MESSAGE = `must be 0 or a number between ${METADATA_LIMITS.minNumber} and ${METADATA_LIMITS.maxNumber} in size`;

/**
 * Why a metadata value cannot be stored, each problem with its path below `metadata`. Walked
 * with a stack of its own, never by recursion, and no deeper than the limit: no nesting can
 * exhaust the call stack. Reads the parsed JSON as it came (own `__proto__` keys included).
 */
export function metadataProblems(metadata: unknown): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return problems;
  const pending: Array<{ value: unknown; path: (string | number)[]; depth: number }> = [{ value: metadata, path: [], depth: 1 }];
  while (pending.length && problems.length < MAX_METADATA_PROBLEMS) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isHumanText(value)) problems.push({ path, message: HUMAN_TEXT_MESSAGE });
    } else if (typeof value === 'number') {
      const size = Math.abs(value);
      if (!(size <= METADATA_LIMITS.maxNumber) || (size !== 0 && size < METADATA_LIMITS.minNumber)) {
        problems.push({ path, message: METADATA_NUMBER_MESSAGE });
      }
    } else if (value && typeof value === 'object') {
      if (depth > METADATA_LIMITS.depth) {
        problems.push({ path, message: `must nest at most ${METADATA_LIMITS.depth} levels of objects and arrays (metadata itself is the first)` });
        continue;
      }
      const children: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
      for (const [key] of children) {
        const problem = typeof key === 'string' ? metadataKeyProblem(key) : undefined;
        if (problem) problems.push({ path, message: problem });
      }
      // Pushed last first, so that problems are named in the order the body has them.
      for (const [key, item] of children.reverse()) pending.push({ value: item, path: [...path, key], depth: depth + 1 });
    }
  }
  return problems.slice(0, MAX_METADATA_PROBLEMS);
}

function metadataKeyProblem(key: string): string | undefined {
  if (key === '') return 'must not have an empty key';
  // `__proto__`: assigning it changes an object's prototype instead of adding a field;
  // `constructor`: the table's marshaller reads it to tell what kind of object it is given.
  if (RESERVED_METADATA_KEYS.includes(key)) return `must not have the key ${key}`;
  if (key.length > METADATA_LIMITS.keyLength) return `must have keys of at most ${METADATA_LIMITS.keyLength} characters`;
  if (!isHumanText(key)) return `key ${HUMAN_TEXT_MESSAGE}`;
  return undefined;
}

/**
 * Payment `metadata`: a JSON object within METADATA_LIMITS, every string in it (keys included)
 * human text. Checked on the value as parsed, before zod copies it (a copy drops `__proto__`).
 */
export const metadataField = z.preprocess((value, ctx) => {
  for (const { path, message } of metadataProblems(value)) ctx.addIssue({ code: 'custom', message, path, input: value });
  return value;
}, z.record(z.string(), z.unknown()));

/**
 * `organisationId` in a body or query of a route that accepts a key or a session: the guard reads
 * it (with a session it is required and must name an organisation of the caller, else 404); with a
 * key it is ignored whatever it holds, since the key names its organisation (contract,
 * Authentication 2). So the schema accepts any value, and the action never reads it.
 */
export const organisationIdField = z.unknown().optional().meta({
  documentedAs: {
    type: 'string',
    format: 'uuid',
    description: 'With a session: the organisation acted on (required). With a key: ignored (the key names its organisation).',
  },
});

/**
 * What a liberally read field accepts, for the API document: a `z.preprocess` hides the accepted
 * input from zod's converter (it sees `unknown`), so such a field states it with
 * `.meta({ documentedAs: <JSON Schema> })`. Read by lib/tools/contract/openapi.ts.
 */
export function documentedAs(schema: z.ZodType): Record<string, unknown> | undefined {
  return documentation(schema)?.documentedAs;
}

/** What an object read liberally says of itself in the API document (see `documentedAs`). */
export interface LiberalObjectDoc {
  /** Each optional member may also be `null` or `""`, read as absent. */
  emptyMeansAbsent?: boolean;
  /** Other names a member is read under: `{ alias: member }`; either one satisfies a required member. */
  aliases?: Record<string, string>;
}

export function documentation(schema: z.ZodType): ({ documentedAs?: Record<string, unknown> } & LiberalObjectDoc) | undefined {
  return z.globalRegistry.get(schema) as ({ documentedAs?: Record<string, unknown> } & LiberalObjectDoc) | undefined;
}
export const uuid = z.string().uuid({ message: 'must be a UUID' });
/** A key of the previous platform (`<24 hex>:<secret>`), read into its parts; never echoed in an error. */
export const legacyApiKeyField = z.string({ message: 'must be a key of the previous platform' }).transform((value, context) => {
  const parts = parseLegacyKey(value);
  if (!parts) {
    context.addIssue({ code: 'custom', message: 'must be a key of the previous platform: <24 hexadecimal characters>:<secret>' });
    return z.NEVER;
  }
  return parts;
});
export const reference = z.string().regex(/^[0-9a-f]{24}$/, 'must be 24 hexadecimal characters');
export const limitParam = (max = 200, fallback = 50) =>
  z.coerce.number().int('must be an integer').min(1).max(max).default(fallback);

export function requireJsonObject(request: HttpRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
