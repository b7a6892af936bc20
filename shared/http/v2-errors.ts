// The v2 error formats (contract, Errors 2): validation errors are 400
// `{errors: [{msg, param}]}`, one entry per invalid field (each also carries `message`, equal to
// `msg`, since plugins read either); every other refusal is `{message}`. Business refusals,
// which v3 answers with 400 or 409 and a stable code, are 422 on v2.
import { V2Error } from '../domain/errors.js';
import type { HttpResult } from './types.js';


interface V3ErrorBody {
  error?: string;
  message?: string;
  fields?: Array<{ field: string; message: string }>;
}

export interface V2FieldError {
  msg: string;
  param: string;
  message: string;
}

/** The v2 answer to anything a v2 route throws; `v3` maps (and logs) the others as v3 does. */
export function v2ErrorResult(error: unknown, v3: (error: unknown) => HttpResult): HttpResult {
  if (error instanceof V2Error) return { status: error.status, body: { message: error.message } };
  return toV2Error(v3(error));
}

export const v2FieldError = (param: string, msg: string): V2FieldError => ({ msg, param, message: msg });

/** Turns a v3 error answer (from `errorResult`) into the v2 format, keeping its headers (Retry-After). */
export function toV2Error(result: HttpResult): HttpResult {
  const body = (result.body ?? {}) as V3ErrorBody;
  const message = body.message ?? 'The request failed.';
  if (body.error === 'validation_failed') {
    const fields = body.fields?.length ? body.fields : [{ field: 'body', message }];
    // One entry per invalid field: the first problem found names it.
    const firstPerField = fields.filter((f, i) => fields.findIndex((other) => other.field === f.field) === i);
    return { status: 400, body: { errors: firstPerField.map((f) => v2FieldError(f.field, f.message)) }, headers: result.headers };
  }
  const status = result.status === 400 || result.status === 409 ? 422 : result.status;
  return { status, body: { message }, headers: result.headers };
}
