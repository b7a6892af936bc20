// The tests' HTTP client on a kept-alive connection that the server closes just as the next request goes out: the
// race of a server's keep-alive timeout, made certain here by a server that reads the second request and hangs up.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../support/test-app.js';

let server: Server | undefined;
const sockets = new Set<Socket>();

afterEach(async () => {
  // The client keeps its connections open: closed here, or the server would wait for them.
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

/** Answers the first request of each connection, and closes the connection at its second without an answer. */
async function closingAtSecondRequest(): Promise<{ url: string; connections: () => number; requests: string[] }> {
  const requests: string[] = [];
  let connections = 0;
  server = createServer((socket: Socket) => {
    sockets.add(socket);
    connections += 1;
    let served = 0;
    socket.on('data', (chunk) => {
      requests.push(chunk.toString('latin1').split('\r\n')[0]!);
      served += 1;
      if (served === 1) socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\nok');
      else socket.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, connections: () => connections, requests };
}

describe('the test client on a kept-alive connection', () => {
  it('sends a request again on a new connection when the server closed the kept-alive one as it went out', async () => {
    const { url, connections, requests } = await closingAtSecondRequest();
    const client = httpClient(url);
    expect((await client.get('/first')).text).toBe('ok');
    const second = await client.post('/second', { n: 2 });
    expect(second.status).toBe(200);
    expect(second.text).toBe('ok');
    // Read once on the closed connection, then once on a new one: sent again, never answered twice.
    expect(requests).toEqual(['GET /first HTTP/1.1', 'POST /second HTTP/1.1', 'POST /second HTTP/1.1']);
    expect(connections()).toBe(2);
  });

  it('does not send again a request whose first connection was new', async () => {
    const { url } = await closingAtSecondRequest();
    server!.removeAllListeners('connection');
    server!.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('data', () => socket.end());
    });
    await expect(httpClient(url).get('/refused')).rejects.toThrow(/socket hang up/);
  });
});
