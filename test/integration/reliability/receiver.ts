// A merchant's webhook endpoint on loopback that answers 200 and counts what it received, by event id.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingReceiver {
  url: string;
  /** Event id → how many deliveries of it arrived. */
  received: Map<string, number>;
  stop(): Promise<void>;
}

export async function countingReceiver(): Promise<CountingReceiver> {
  const received = new Map<string, number>();
  const server = createServer((req, res) => {
    const id = String(req.headers['svc-event-id']);
    req.resume().on('end', () => {
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
