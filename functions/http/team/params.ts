// Path ids of the team routes: a malformed id names nothing, so it answers the route's 404.
import { notFound, type ErrorCode } from '../../../shared/domain/errors.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { uuid } from '../../../shared/http/validation.js';

export function idParam(request: HttpRequest, name: string, code: ErrorCode, what: string): string {
  const value = request.params[name];
  if (!value || !uuid.safeParse(value).success) throw notFound(code, what);
  return value.toLowerCase();
}
