// Reads a request body as its route expects it. A malformed body or a wrong content type
// is a 400 `validation_failed` naming the problem, never a 500.
import { AppError } from '../domain/errors.js';
import type { BodyKind } from './route-manifest.js';
import type { UploadedFile } from './types.js';

/** JSON bodies beyond this are refused before parsing (the largest contract body is far below). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

export interface ReadBody {
  body: unknown;
  files: UploadedFile[];
}

const isJson = (type: string) => /^application\/([\w.+-]+\+)?json$/.test(type);

export async function readBody(kind: BodyKind, contentTypeHeader: string | undefined, raw: Buffer): Promise<ReadBody> {
  if (kind === 'none' || raw.length === 0) return { body: undefined, files: [] };
  const contentType = (contentTypeHeader ?? '').split(';')[0]!.trim().toLowerCase();

  if (kind === 'json') {
    if (!isJson(contentType)) {
      throw new AppError('validation_failed', 'The request body must be JSON, sent with Content-Type: application/json.');
    }
    return { body: parseJson(raw), files: [] };
  }

  if (kind === 'form') {
    // Provider callbacks arrive form-encoded or as JSON; anything else is kept raw only.
    if (contentType === 'application/x-www-form-urlencoded') {
      return { body: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: [] };
    }
    if (isJson(contentType)) return { body: parseJson(raw), files: [] };
    return { body: undefined, files: [] };
  }

  if (contentType !== 'multipart/form-data') {
    throw new AppError('validation_failed', 'The request body must be multipart/form-data.');
  }
  return readMultipart(contentTypeHeader!, raw);
}

function parseJson(raw: Buffer): unknown {
  if (raw.length > MAX_JSON_BODY_BYTES) {
    throw new AppError('validation_failed', `The request body exceeds ${MAX_JSON_BODY_BYTES} bytes.`);
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('validation_failed', 'The request body is not valid JSON.');
  }
}

async function readMultipart(contentType: string, raw: Buffer): Promise<ReadBody> {
  let form: FormData;
  try {
    // The platform's own multipart parser (undici), fed the body already in memory.
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('validation_failed', 'The multipart body is malformed.');
  }
  const body: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [fieldName, value] of form.entries()) {
    if (typeof value === 'string') {
      body[fieldName] = value;
    } else {
      files.push({
        fieldName,
        fileName: value.name,
        declaredType: value.type,
        content: Buffer.from(await value.arrayBuffer()),
      });
    }
  }
  return { body, files };
}
