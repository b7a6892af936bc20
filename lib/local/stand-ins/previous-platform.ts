/**
 * A small stand-in of the previous platform's v2 API, so that the relay of organisations not yet
 * migrated runs end to end in local mode and in tests (V2_RELAY_BASE_URL points here):
 *   POST /api/v2/payments/init-payment  → 200 {payUrl, paymentRef} (its own references and pay page)
 *   GET  /api/v2/payments/{paymentId}   → 200 {payment: {...}} for a payment it created, else 404 {message}
 * A key of the v2 form (`<24 hex>:<secret>`, or `<uuid>:<secret>`) is required (401 {message}); it stands for the
 * previous platform's own keys, which this service never sees. Every request is recorded as it
 * arrived, and `delayMs` holds the answers back (time-out tests). Loopback only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PreviousPlatform {
  url: string;
  /** Requests received so far, oldest first. */
  readonly requests: ReceivedRequest[];
  /** Milliseconds every answer waits before it is sent. */
  delayMs: number;
  stop(): Promise<void>;
}

// The previous platform's keys carry its own 24-hex organisation ids; a UUID stands for one too.
const V2_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24}):\S+$/i;

export async function startPreviousPlatform(options: { host?: '127.0.0.1'; port?: number } = {}): Promise<PreviousPlatform> {
  const payments = new Map<string, Record<string, unknown>>();
  const requests: ReceivedRequest[] = [];
  let base = '';
  const state = { delayMs: 0 };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-previous-platform': 'stand-in' });
      res.end(JSON.stringify(body));
    }, state.delayMs);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (!V2_KEY.test(String(req.headers['x-api-key'] ?? ''))) return answer(res, 401, { message: 'Unauthorized' });
    if (req.method === 'POST' && path === '/api/v2/payments/init-payment') {
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return answer(res, 400, { errors: [{ msg: 'Invalid JSON', param: 'body' }] });
      }
      const wallet = fields.receiverWalletId ?? fields.receiverWallet;
      if (typeof wallet !== 'string' || !wallet) {
        return answer(res, 400, { errors: [{ msg: 'receiverWalletId is required', param: 'receiverWalletId' }] });
      }
      const paymentRef = randomBytes(12).toString('hex');
      // The members its GET gives (its public v2 reference), for a pending TND payment.
      payments.set(paymentRef, {
        id: paymentRef,
        status: 'pending',
        amount: fields.amount,
        amountDue: fields.amount,
        reachedAmount: 0,
        token: fields.token ?? 'TND',
        convertedAmount: fields.amount,
        exchangeRate: 1,
        description: fields.description ?? null,
        acceptedPaymentMethods: fields.acceptedPaymentMethods ?? ['wallet', 'bank_card', 'e-DINAR'],
        link: `${base}/pay/${paymentRef}`,
        shortId: paymentRef.slice(-8),
        expirationDate: new Date(Date.now() + 60 * 60_000).toISOString(),
        orderId: fields.orderId ?? null,
        type: fields.type ?? 'immediate',
        webhook: fields.webhook ?? null,
        successUrl: fields.successUrl ?? null,
        failUrl: fields.failUrl ?? null,
        receiverWallet: wallet,
        transactions: [],
      });
      return answer(res, 200, { payUrl: `${base}/pay/${paymentRef}`, paymentRef });
    }
    const read = /^\/api\/v2\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && read) {
      const payment = payments.get(read[1]!);
      return payment ? answer(res, 200, { payment }) : answer(res, 404, { message: 'Payment not found' });
    }
    return answer(res, 404, { message: 'Not found' });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
