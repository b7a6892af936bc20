// What the affiliation and routing tests share: each provider's sandbox credentials (accepted
// by its simulator) and a refused variant, members joining with a role and a scope, and an
// HTTP client that keeps every answer so that tests can scan them for secrets.
import { SANDBOX_CREDENTIALS } from '../../../lib/local/simulators/sandbox-credentials.js';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { getProvider } from '../../../shared/connectors/registry.js';
import { type Merchant } from '../../support/fixtures.js';
import type { HttpClient, HttpResponse } from '../../support/test-app.js';

export interface ProviderCase {
  code: ProviderCode;
  credentials: Record<string, string>;
  publicField: string;
  secretField: string;
}

export const PROVIDERS: ProviderCase[] = PROVIDER_CODES.map((code) => {
  const schema = getProvider(code).credentialSchema;
  return {
    code,
    credentials: SANDBOX_CREDENTIALS[code],
    publicField: schema.publicIdentifierField,
    secretField: schema.fields.find((f) => f.secret)!.name,
  };
});

export const providerCase = (code: ProviderCode) => PROVIDERS.find((p) => p.code === code)!;

/** Fits every provider's secret format, so that the simulator (not the schema check) refuses it. */
export const WRONG_SECRET = 'WrongSecretValue1234567890';

export const refusedCredentials = (code: ProviderCode) => {
  const p = providerCase(code);
  return { ...p.credentials, [p.secretField]: WRONG_SECRET };
};

/** Every secret value the tests send: none may appear in an answer or a log line. */
export const ALL_SECRETS = [WRONG_SECRET, ...PROVIDERS.map((p) => p.credentials[p.secretField]!)];

/** The same client, keeping the text of every answer in `seen`. */
export function recording(http: HttpClient, seen: string[]): HttpClient {
  const keep = async <T>(pending: Promise<HttpResponse<T>>) => {
    const res = await pending;
    seen.push(res.text);
    return res;
  };
  return {
    request: (method, path, options) => keep(http.request(method, path, options)),
    get: (path, options) => keep(http.get(path, options)),
    post: (path, body, options) => keep(http.post(path, body, options)),
    put: (path, body, options) => keep(http.put(path, body, options)),
    patch: (path, body, options) => keep(http.patch(path, body, options)),
    delete: (path, options) => keep(http.delete(path, options)),
  } as HttpClient;
}


/** The owner's session after POST /auth/reauth (the answer carries a new session cookie). */
export async function reauthenticated(http: HttpClient, merchant: Merchant): Promise<string> {
  const res = await http.post('/auth/reauth', { password: merchant.owner.password }, { headers: { cookie: merchant.owner.cookie } });
  if (res.status !== 200) throw new Error(`reauth failed: ${res.status} ${res.text}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('svc_session='));
  return cookie!.split(';')[0]!;
}

export { joinAs } from '../../support/fixtures.js';
