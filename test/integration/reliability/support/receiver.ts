// A merchant's webhook endpoint on loopback that counts what it received, by event id, and answers
// as told: 200, 500, a 302 elsewhere, or nothing within the service's 10 s time-out.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the endpoint answers every request. */
export type ReceiverAnswer = 'ok' | 'error' | 'redirect' | 'timeout';

/** How long a `timeout` receiver keeps a request before answering 200: past the service's 10 s. */
const TIMEOUT_HOLD_MS = 12_000;

export interface CountingReceiver {
  url: string;
  answer: ReceiverAnswer;
  /** Event id → how many deliveries of it arrived. */
  received: Map<string, number>;
  /** Event id → its type, as the `Svc-Event-Type` header said. */
  types: Map<string, string>;
  /** Every request body received (for scans). */
  bodies: string[];
  stop(): Promise<void>;
}

export async function countingReceiver(answer: ReceiverAnswer = 'ok'): Promise<CountingReceiver> {
  const received = new Map<string, number>();
  const types = new Map<string, string>();
  const bodies: string[] = [];
  const held = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const id = String(req.headers['svc-event-id']);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.set(id, (received.get(id) ?? 0) + 1);
      types.set(id, String(req.headers['svc-event-type']));
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      if (answer === 'ok') res.writeHead(200).end();
      else if (answer === 'error') res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver down');
      else if (answer === 'redirect') res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
      else {
        const timer = setTimeout(() => {
          held.delete(timer);
          if (!res.destroyed) res.writeHead(200).end();
        }, TIMEOUT_HOLD_MS);
        held.add(timer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    answer,
    received,
    types,
    bodies,
    stop: () =>
      new Promise<void>((resolve) => {
        held.forEach((timer) => clearTimeout(timer));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
