// A route group's manifest: plain data, read by the group's handler, by the CDK stack
// (one API Gateway route per entry and the group's grants) and by the local gateway. One source of truth.
import type { ResourceUse } from '../config/resource-use.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route (see docs/authorisation.md):
 * - public: nobody needs a credential;
 * - session: a dashboard session cookie;
 * - key: an `x-api-key` header;
 * - key+session: either, a session naming its organisation;
 * - staff: a session of a user with a platform role;
 * - provider: a payment provider's callback (never trusted on its own).
 */
export type RouteAuth = 'public' | 'session' | 'key' | 'key+session' | 'staff' | 'provider';

/** How the request body is read before the action runs. */
export type BodyKind = 'json' | 'multipart' | 'form' | 'none';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/payments/{reference}`. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Permission key a member needs (organisation routes). */
  readonly permission?: string;
  /** Platform roles allowed on a staff route. */
  readonly staffRoles?: readonly string[];
  /** Defaults to `json` for POST/PUT/PATCH and `none` otherwise. */
  readonly body?: BodyKind;
  /**
   * A key route that takes a key of either API generation (v2 or v3); every other key route takes
   * only its own generation's keys (shared/http/api-generation.ts).
   */
  readonly anyKeyGeneration?: boolean;
  /**
   * `collectingAccount`: with an API key, the key's organisation is read together with the account
   * the request collects on (the body's `paymentAccountId`, else the key's hint of the default), in
   * one batch; the action takes it with `accountReadOf` (POST /payments: docs/api-decisions.md).
   */
  readonly readsWithOrganisation?: 'collectingAccount';
  /** True when the route is not in the contract's routes.tsv (documented in docs/api-decisions.md). */
  readonly extra?: boolean;
  /** The status of the route's success answer (the contract's), when not 200; docs/openapi.json lists it. */
  readonly success?: SuccessStatus;
}

/** Success statuses the contract uses (Errors 3): 201 created, 202 accepted, 204 no content, 302 redirect. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

export const successStatusOf = (route: RouteSpec): SuccessStatus => route.success ?? 200;

export interface RouteGroupManifest {
  /** Names the Lambda function: lowercase, digits and dashes. */
  readonly name: string;
  readonly routes: readonly RouteSpec[];
  /** What the group's function may use: the CDK app grants exactly this, local mode enforces it. */
  readonly uses: ResourceUse;
  /** Lambda settings that differ from the defaults (256 MB, 10 s). */
  readonly memorySize?: number;
  readonly timeoutSeconds?: number;
}

export const defineRouteGroup = <const T extends RouteGroupManifest>(group: T): T => group;

/** `METHOD /path` of each route: distributes over a union, so each route keeps its own pair. */
export type RouteKey<R extends RouteSpec = RouteSpec> = R extends RouteSpec ? `${R['method']} ${R['path']}` : never;

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const bodyKindOf = (route: RouteSpec): BodyKind =>
  route.body ?? (route.method === 'GET' || route.method === 'DELETE' ? 'none' : 'json');

/**
 * A path segment, percent-decoded; a malformed encoding (invalid UTF-8 such as `%ED%A0%80`) is kept
 * as sent, so that the route answers it as any other unknown id instead of failing.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Compiles an API Gateway path template into a matcher returning the path parameters. */
export function compilePath(template: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template
    .split('/')
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${pattern}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeSegment(match[i + 1]!);
    });
    return params;
  };
}
