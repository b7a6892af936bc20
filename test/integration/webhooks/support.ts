// Test support for webhooks: real receivers on loopback, payment events committed as the
// payments feature commits them, and a capture of queued messages.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { paymentEventWrites } from '../../../shared/events/payment-events.js';
import { type PaymentEvent, type PaymentEventType } from '../../../shared/domain/payment-events.js';
import { db } from '../../../shared/store/client.js';
import type { DeliveryMessage } from '../../../shared/webhooks/delivery-attempt.js';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The raw body, byte for byte. */
  raw: Buffer;
  body: string;
}

export type Answer = (request: ReceivedRequest, res: ServerResponse, index: number) => void | Promise<void>;

export interface Receiver {
  url: string;
  origin: string;
  port: number;
  requests: ReceivedRequest[];
  /** TCP connections accepted, whatever happened on them. */
  sockets: number;
  answer: Answer;
  close(): Promise<void>;
}

export const ok: Answer = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
};

/** An HTTP server on 127.0.0.1 (or `host`) that records each request and answers with `answer`. */
export async function startReceiver(answer: Answer = ok, host = '127.0.0.1'): Promise<Receiver> {
  const receiver = { requests: [] as ReceivedRequest[], sockets: 0, answer } as Receiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const received = { method: req.method!, url: req.url!, headers: req.headers, raw, body: raw.toString('utf8') };
      receiver.requests.push(received);
      Promise.resolve(receiver.answer(received, res, receiver.requests.length - 1)).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    receiver.sockets++;
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host === '::' ? '::1' : host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  receiver.port = port;
  receiver.origin = `http://${shown}:${port}`;
  receiver.url = `${receiver.origin}/hooks/${randomBytes(3).toString('hex')}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface EventInput {
  organisationId: string;
  paymentAccountId: string;
  type?: PaymentEventType;
  webhookUrl?: string | null;
  v2Webhook?: string | null;
  paymentId?: string;
  reference?: string;
  status?: string;
}

/** A payment event committed as the payments feature commits it: event + fan-out outbox entry, one transaction. */
export async function commitEvent(input: EventInput): Promise<{ event: PaymentEvent; outboxEventId: string }> {
  const type = input.type ?? 'payment.succeeded';
  const { event, outboxEventId, writes } = paymentEventWrites({
    type,
    organisationId: input.organisationId,
    webhookUrl: input.webhookUrl ?? null,
    v2Webhook: input.v2Webhook ?? null,
    data: {
      payment: {
        id: input.paymentId ?? randomUUID(),
        reference: input.reference ?? randomBytes(12).toString('hex'),
        status: input.status ?? type.replace('payment.', ''),
        amount: 12500,
        currency: 'TND',
        orderId: 'order-42',
        provider: 'clictopay',
        paymentAccountId: input.paymentAccountId,
      },
    },
  });
  await db().send(new TransactWriteCommand({ TransactItems: writes }));
  return { event, outboxEventId };
}

/** Collects what the engine would queue, with the delays. */
export function queueCapture() {
  const sent: Array<{ message: DeliveryMessage; delaySeconds: number }> = [];
  return {
    sent,
    enqueue: async (message: DeliveryMessage, delaySeconds: number) => {
      sent.push({ message, delaySeconds });
    },
    enqueueMany: async (messages: DeliveryMessage[]) => {
      for (const message of messages) sent.push({ message, delaySeconds: 0 });
    },
  };
}

/** A clock the test moves by hand. */
export function fakeClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
