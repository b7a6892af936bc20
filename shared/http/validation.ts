// zod at the edge: every body, query and path parameter is parsed before an action uses it,
// and a failure names each failing field in a 400 `validation_failed`.
import * as z from 'zod';
import { AppError, validationFailed } from '../domain/errors.js';
import { fieldErrors, HUMAN_TEXT_MESSAGE, isHumanText, text } from '../api-schemas/text.js';
import type { HttpRequest } from './types.js';


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

/** Refuses, under their own names, strings nested anywhere in a JSON value (metadata) that are not human text. */
export function refineNestedText(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === 'string') {
    if (!isHumanText(value)) ctx.addIssue({ code: 'custom', message: HUMAN_TEXT_MESSAGE, path });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refineNestedText(item, ctx, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isHumanText(key)) ctx.addIssue({ code: 'custom', message: `key ${HUMAN_TEXT_MESSAGE}`, path });
      refineNestedText(item, ctx, [...path, key]);
    }
  }
}

/**
 * `organisationId` in a body or query of a route that accepts a key or a session: the guard reads
 * it (with a session it is required and must name an organisation of the caller, else 404); with a
 * key it is ignored whatever it holds, since the key names its organisation (contract,
 * Authentication 2). So the schema accepts any value, and the action never reads it.
 */
export const organisationIdField = z.unknown().optional();
export const uuid = z.string().uuid({ message: 'must be a UUID' });
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
