import { createServer } from 'node:net';

/**
 * Returns a TCP port that was free on 127.0.0.1 a moment ago (bind to port 0, read it, close).
 * There is an unavoidable race between closing and the caller binding it: prefer `port: 0`
 * for in-process servers and use this only for child processes that need a number up front.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('freePort: could not read the bound port'));
        return;
      }
      const { port } = address;
      server.close((err) => (err ? reject(err) : resolve(port)));
    });
  });
}
