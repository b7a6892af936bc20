// Reads a request body as its route expects it. A malformed body or a wrong content type
// is a 400 `validation_failed` naming the problem, never a 500.
import { AppError, validationFailed } from '../domain/errors.js';
import type { BodyKind } from './route-manifest.js';
import type { UploadedFile } from './types.js';

/** JSON bodies beyond this are refused before parsing (the largest contract body is far below). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * Objects and arrays a JSON body may nest, the body itself the first: far more than any body of
 * the contract needs (a payment whose metadata is at its own limit nests 9). Checked before
 * parsing, so that code walking a parsed value by recursion (serialising it, for one) is never
 * handed a value that would exhaust its stack.
 */
export const MAX_JSON_DEPTH = 64;

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
  const text = raw.toString('utf8');
  refuseDeepJson(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation_failed', 'The request body is not valid JSON.');
  }
}

/** 400 `validation_failed` naming the member of the body that nests deeper than MAX_JSON_DEPTH. */
export function refuseDeepJson(text: string): void {
  const deep = tooDeepIn(text, MAX_JSON_DEPTH);
  if (deep) {
    throw validationFailed([{ field: deep.field, message: `must nest at most ${MAX_JSON_DEPTH} levels of objects and arrays` }]);
  }
}

/**
 * Whether a JSON text nests deeper than `max` objects and arrays, and if so in which top-level
 * member (its name; '' when the body is not an object). One pass over the characters with a
 * counter, without parsing or recursion; strings are skipped, escapes included. Malformed text is
 * left to the parser.
 */
export function tooDeepIn(text: string, max: number): { field: string } | undefined {
  const topIsObject = text.trimStart().startsWith('{');
  let tooDeep: { field: string } | undefined;
  walkJsonText(text, {
    opened: (depth, member) => {
      if (depth <= max) return true;
      tooDeep = { field: topIsObject ? member : '' };
      return false;
    },
  });
  return tooDeep;
}

/**
 * The text of the number a JSON object's top-level member holds, as written (the last one when
 * the name repeats, as JSON.parse keeps the last), or undefined when it holds no number. For
 * numbers that parsing would round or rewrite: read from the text, one pass, no recursion.
 */
export function topLevelNumberText(text: string, name: string): string | undefined {
  let found: string | undefined;
  walkJsonText(text, {
    topLevelMember: (member, valueAt) => {
      if (member !== name) return;
      const value = /^\s*(-?[0-9][0-9.eE+-]*)/.exec(text.slice(valueAt, valueAt + 1024));
      found = value ? value[1] : undefined;
    },
  });
  return found;
}

/**
 * One pass over JSON text with a depth counter, without parsing or recursion; strings are skipped,
 * escapes included, and malformed text is left to the parser. `opened` hears of each `{` or `[`
 * with the depth it opens and the top-level member it is in (false stops the walk);
 * `topLevelMember` of each member of the top-level object, with where its value starts.
 */
function walkJsonText(
  text: string,
  on: { opened?: (depth: number, member: string) => boolean; topLevelMember?: (member: string, valueAt: number) => void },
): void {
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let lastTopString = '';
  let member = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) {
        inString = false;
        if (depth === 1) lastTopString = text.slice(stringStart, i + 1);
      }
    } else if (c === 0x22) {
      inString = true;
      stringStart = i;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (on.opened && !on.opened(depth, member)) return;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth -= 1;
    } else if (c === 0x3a /* : */ && depth === 1) {
      member = keyName(lastTopString);
      on.topLevelMember?.(member, i + 1);
    }
  }
}

function keyName(quoted: string): string {
  try {
    const name: unknown = JSON.parse(quoted);
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
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
