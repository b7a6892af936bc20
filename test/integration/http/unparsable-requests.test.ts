// Requests Node's HTTP parser refuses never reach a function; local mode still answers them in
// the format of their API generation (v3 `{error, message}`, v2 `{message, errors}`) instead of a bare
// `400 Bad Request`. Sent on a raw socket, since no HTTP client sends such a request.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Writes `raw` on a new connection and returns all the server sent until it closed. */
function sendRaw(raw: string): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(raw));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined });
    });
    setTimeout(() => socket.destroy(new Error(`no answer; got so far: ${text}`)), 10_000);
  });
}

const request = (path: string, extraHeader: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${extraHeader}\r\nContent-Length: 2\r\n\r\n{}`;

it('an Idempotency-Key holding \\x01 on a v3 route: 400 validation_failed with a message, then the connection closes', async () => {
  const res = await sendRaw(request('/payments', 'Idempotency-Key: abc\x01def'));
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers.connection).toBe('close');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.body).toEqual({ error: 'validation_failed', message: expect.stringContaining('header') });
});

it('other refused headers and request lines answer the same way', async () => {
  for (const raw of [
    request('/payments', 'X-Note: \x1b[31m'),
    request('/organisations', 'Bad Header Name: x'),
    'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Broken\r\n\r\n',
  ]) {
    const res = await sendRaw(raw);
    expect(res.status, JSON.stringify(raw)).toBe(400);
    expect(res.body.error).toBe('validation_failed');
  }
});

it('headers over the size limit: 431 in the v3 format', async () => {
  const res = await sendRaw(request('/payments', `X-Padding: ${'a'.repeat(20_000)}`));
  expect(res.status).toBe(431);
  expect(res.body).toEqual({ error: 'validation_failed', message: 'The request headers are too large.' });
});

it('under /api/v2, in the v2 format ({message, errors})', async () => {
  const res = await sendRaw(request('/api/v2/payments/init-payment', 'Idempotency-Key: \x01'));
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Bad Request', errors: [{ message: 'Bad Request', msg: 'Bad Request' }] });
});

it('the server keeps serving afterwards', async () => {
  expect((await app.http.get('/health')).status).toBe(200);
});
