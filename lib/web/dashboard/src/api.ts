// Every call the dashboard makes to the API, typed, in one module: when the generated client of
// the OpenAPI issue exists, this file is the only one to switch. Same origin, session cookie
// (HttpOnly: the script never sees it). Errors come back as ApiError with the contract's code.
// The screens' newer modules (api/*.ts) call through the generated client: `organisationClient()`
// and `answer()` below give them the same errors and the same 401 handling.
import { createApiClient, type ApiClient } from '../../client/index.js';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  platformRole: 'merchant' | 'svc_admin' | 'svc_support' | 'svc_compliance';
  totpEnabled: boolean;
  /** Unused 2FA recovery codes left (0 when 2FA is off). */
  recoveryCodeCount: number;
}

/** What proves the second factor at sign-in and re-authentication: a TOTP code or a recovery code. */
export type SecondFactor = { totp: string } | { recoveryCode: string } | undefined;

export interface Membership {
  organisationId: string;
  organisationName: string;
  roleId: string;
  role: string | null;
  roleName: string;
  isOwner: boolean;
  permissions: string[];
  scope: 'all' | 'accounts';
  accountIds: string[];
}

export interface SessionInfo {
  user: User;
  memberships: Membership[];
}

export interface PaymentAccountSummary {
  id: string;
  name?: string;
  [field: string]: unknown;
}

export interface OrganisationDetail {
  id: string;
  name: string;
  legalName: string;
  kybStatus: 'pending' | 'verified' | 'refused';
  contractSignedAt: string | null;
  activeAffiliations: number;
  canCollect: boolean;
  reasons: string[];
  paymentAccounts: PaymentAccountSummary[];
}

export interface InvitationAccepted {
  organisationId: string;
  userId: string;
  accountCreated: boolean;
}

/** An answer other than 2xx: `error` is the contract's code (`invalid_credentials`, ...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly body: Record<string, unknown> = {},
    /** Seconds to wait before trying again (a 429's `Retry-After`, else its body's `retryAfterSeconds`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A 429's delay: the `Retry-After` header in seconds (or as a date), else the body's `retryAfterSeconds`. */
export function retryAfterOf(response: Response, body: Record<string, unknown>): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after');
  if (header) {
    const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
    if (Number.isFinite(seconds) && seconds > 0) return seconds;
  }
  const inBody = body.retryAfterSeconds;
  return typeof inBody === 'number' && inBody > 0 ? Math.ceil(inBody) : undefined;
}

/** Called when a session route answers 401: the session expired or was ended. */
let onSessionLost: () => void = () => {};

/**
 * Whether a refusal says the session is gone: a 401, but not a wrong password (`invalid_credentials`, as the
 * re-authentication answers), after which the member is still signed in and types it again.
 */
const sessionLost = (error: ApiError) => error.status === 401 && error.error !== 'invalid_credentials';
export const setSessionLostHandler = (handler: () => void) => {
  onSessionLost = handler;
};

async function call<T>(method: string, path: string, body?: unknown, options: { session?: boolean } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The service cannot be reached.');
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      typeof parsed.error === 'string' ? parsed.error : `http_${response.status}`,
      typeof parsed.message === 'string' ? parsed.message : response.statusText,
      parsed,
      retryAfterOf(response, parsed),
    );
    if (options.session !== false && sessionLost(error)) onSessionLost();
    throw error;
  }
  return parsed as T;
}

const q = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const api = {
  /** `language`: the dashboard's, kept by the service for the emails it sends the user on its own. */
  login: (email: string, password: string, second?: SecondFactor, language?: string) =>
    call<SessionInfo>('POST', '/auth/login', { email, password, ...second, ...(language ? { language } : {}) }, { session: false }),
  logout: () => call<void>('POST', '/auth/logout', undefined, { session: false }),
  /** The signed-in user, or an ApiError 401 without a session (not reported as a lost session). */
  me: () => call<SessionInfo>('GET', '/auth/me', undefined, { session: false }),
  reauth: (password: string, second?: SecondFactor) =>
    call<{ reauthenticatedUntil: string }>('POST', '/auth/reauth', { password, ...second }),
  forgotPassword: (email: string) => call<void>('POST', '/auth/password/forgot', { email }, { session: false }),
  resetPassword: (token: string, password: string) =>
    call<void>('POST', '/auth/password/reset', { token, password }, { session: false }),
  acceptInvitation: (body: { token: string; firstName?: string; lastName?: string; password?: string }) =>
    call<InvitationAccepted>('POST', '/invitations/accept', body, { session: false }),
  /** Whom an invitation's link invites, and to which organisation (nothing is written). */
  previewInvitation: (token: string) =>
    call<{ organisationName: string; email: string; expiresAt: string }>('POST', '/invitations/preview', { token }, { session: false }),
  organisation: (organisationId: string) =>
    call<OrganisationDetail>('GET', `/organisations/${encodeURIComponent(organisationId)}${q({})}`),
};

/**
 * The generated client (lib/web/client) for the routes of one organisation: same origin, session
 * cookie, and the `organisationId` a session must name added to every request's query (the API
 * reads it from the body or the query), except under /organisations/{id}, whose path names it. A same-origin fetch carries the browser's `Origin` and
 * `Sec-Fetch-Site: same-origin`, which the API's cross-site check accepts.
 */
export function organisationClient(current: () => string | undefined): ApiClient {
  const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
  client.use({
    async onRequest({ request }) {
      const id = current();
      const url = new URL(request.url);
      // A route under /organisations/{id} names its organisation in the path, and some refuse any other query field.
      if (!id || url.searchParams.has('organisationId') || url.pathname.startsWith('/organisations/')) return undefined;
      url.searchParams.set('organisationId', id);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      return new Request(url, { method: request.method, headers: request.headers, body: body || undefined, credentials: request.credentials });
    },
  });
  return client;
}

/** A typed call's data, or an ApiError as call() throws it (a 401 reports the session lost). */
export async function answer<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await pending;
  } catch {
    throw new ApiError(0, 'network_error', 'The service cannot be reached.');
  }
  if (result.response.ok) return result.data as T;
  const body = (result.error && typeof result.error === 'object' ? result.error : {}) as Record<string, unknown>;
  const { status, statusText } = result.response;
  const error = new ApiError(
    status,
    typeof body.error === 'string' ? body.error : `http_${status}`,
    typeof body.message === 'string' ? body.message : statusText,
    body,
    retryAfterOf(result.response, body),
  );
  if (sessionLost(error)) onSessionLost();
  throw error;
}

/**
 * A whole paged timeline: the first page with the items of the pages after it joined (20 pages at
 * the most); attempts and webhooks come with each page. `page(cursor)` reads one page.
 */
export async function wholeTimeline<T extends { items: unknown[]; nextCursor?: string | null }>(page: (cursor?: string) => Promise<T>): Promise<T> {
  const first = await page();
  let cursor = first.nextCursor;
  for (let pages = 1; cursor && pages < 20; pages++) {
    const next = await page(cursor);
    first.items.push(...next.items);
    cursor = next.nextCursor;
  }
  return first;
}
