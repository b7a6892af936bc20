// The v2 error formats (contract, Errors 2; docs/v2-compatibility.md, "Errors"). Every v2 error
// answer carries both shapes the previous platform's clients read: `message`, and `errors`, one
// entry per problem with `message` and `msg` (equal), and `param` naming the field of a
// validation error. The previous platform's PHP SDK reads `errors` on every answer that is not a
// 200, the WooCommerce plugin shows `errors[0].message`, and hand-written code reads `message`.
// Validation errors are 400, one entry per invalid field; business refusals, which v3 answers
// with 400 or 409 and a stable code, are 422 on v2.
import { V2Error } from '../domain/errors.js';
import type { HttpResult } from './types.js';

interface V3ErrorBody {
  error?: string;
  message?: string;
  fields?: Array<{ field: string; message: string }>;
}

/** v2's own words where the v3 message names what v2 does not have (an Idempotency-Key). */
const V2_MESSAGES: Record<string, string> = {
  outcome_unknown:
    'The service could not confirm whether this request was carried out: storage did not answer in time. It may or may not have been; retry after the Retry-After delay.',
};

export interface V2ErrorEntry {
  msg: string;
  message: string;
  /** The field, for a validation error. */
  param?: string;
}

export interface V2ErrorBody {
  message: string;
  errors: V2ErrorEntry[];
}

export const v2FieldError = (param: string, msg: string): Required<V2ErrorEntry> => ({ msg, param, message: msg });

/** A v2 error body for a refusal that names no field. */
export const v2ErrorBody = (message: string): V2ErrorBody => ({ message, errors: [{ message, msg: message }] });

/** The v2 answer to anything a v2 route throws; `v3` maps (and logs) the others as v3 does. */
export function v2ErrorResult(error: unknown, v3: (error: unknown) => HttpResult): HttpResult {
  if (error instanceof V2Error) return { status: error.status, body: v2ErrorBody(error.message) };
  return toV2Error(v3(error));
}

/** Turns a v3 error answer (from `errorResult`) into the v2 format, keeping its headers (Retry-After). */
export function toV2Error(result: HttpResult): HttpResult {
  const body = (result.body ?? {}) as V3ErrorBody;
  const message = body.message ?? 'The request failed.';
  if (body.error === 'validation_failed') {
    const fields = body.fields?.length ? body.fields : [{ field: 'body', message }];
    // One entry per invalid field: the first problem found names it.
    const firstPerField = fields.filter((f, i) => fields.findIndex((other) => other.field === f.field) === i);
    const errors = firstPerField.map((f) => v2FieldError(f.field, f.message));
    return {
      status: 400,
      body: { message: `Invalid request: ${errors.map((e) => `${e.param} ${e.msg}`).join('; ')}`, errors },
      headers: result.headers,
    };
  }
  const status = result.status === 400 || result.status === 409 ? 422 : result.status;
  return { status, body: v2ErrorBody(V2_MESSAGES[body.error ?? ''] ?? message), headers: result.headers };
}
