// The checkout page's calls through the typed client (lib/web/checkout/src/api.ts): the requests
// it sends (address, view, credentials, cache) and how it reads answers, as the page's screens
// expect them: an error's code and Retry-After, a success whose body cannot be read as no body,
// and a throw only when the service could not be reached.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Api = typeof import('../../../../../../lib/web/checkout/src/api.js');
let api: Api;
const sent: Request[] = [];
let reply: (request: Request) => Promise<Response>;

beforeAll(async () => {
  // The page reads its API's address from the `api-base` meta when the module loads.
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector === 'meta[name="api-base"]' ? { getAttribute: () => 'https://api.example.tn/' } : null),
  });
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request);
    return reply(request);
  });
  api = await import('../../../../../../lib/web/checkout/src/api.js');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('checkout page API calls', () => {
  it('reads the view the page asks for, without cookies or cached answers', async () => {
    reply = async () => json(200, { reference: 'a'.repeat(24), status: 'pending' });
    const answer = await api.getPayment('a'.repeat(24), 'result');
    expect(answer).toMatchObject({ status: 200, data: { status: 'pending' }, error: undefined, retryAfter: null });
    const request = sent.at(-1)!;
    expect(request.url).toBe(`https://api.example.tn/checkout/${'a'.repeat(24)}?view=result`);
    expect(request.credentials).toBe('omit');
    expect(request.cache).toBe('no-store');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('posts the attempt as JSON, with the path parts encoded', async () => {
    reply = async () => json(201, { attemptId: '0b9f5a4e-7c1d-4e2a-9f3b-1d2c3b4a5f60', provider: 'clictopay', kind: 'redirect', redirectUrl: 'https://pay.example/x' });
    const answer = await api.openAttempt('ref/1', { provider: 'clictopay', language: 'ar' });
    expect(answer).toMatchObject({ status: 201, data: { kind: 'redirect' } });
    const request = sent.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example.tn/checkout/ref%2F1/attempts');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ provider: 'clictopay', language: 'ar' });
  });

  it("gives an error answer's code and fields, and Retry-After on 429", async () => {
    reply = async () => json(400, { error: 'payer_field_required', message: 'm', fields: [{ field: 'payer.email', message: 'required' }] });
    expect(await api.startLinkPayment('abc', { payer: {} })).toMatchObject({
      status: 400,
      data: undefined,
      error: { error: 'payer_field_required', fields: [{ field: 'payer.email' }] },
    });
    reply = async () => json(429, { error: 'rate_limited', message: 'm' }, { 'retry-after': '17' });
    expect(await api.getLink('abc')).toMatchObject({ status: 429, error: { error: 'rate_limited' }, retryAfter: 17 });
  });

  it('reads a body that is not JSON as no body, on a success as on an error, instead of failing', async () => {
    reply = async () => new Response('<html>proxy page</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await api.getAttempt('r', 'a')).toMatchObject({ status: 200, data: undefined, error: undefined });
    reply = async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await api.getAttempt('r', 'a')).toMatchObject({ status: 502, data: undefined, error: undefined });
  });

  it('throws only when the service cannot be reached', async () => {
    reply = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(api.getPayment('r', 'payment')).rejects.toThrow('fetch failed');
  });
});
