// A proxy in front of DynamoDB Local that misbehaves on purpose, the way DynamoDB and the
// network do in production: throttling, transactions cancelled by a conflict, latency,
// connections dropped before the request reaches the table or after it was applied (the answer
// lost), and a table that stops answering for a while (a stalled process, a partition) and then
// applies what it was sent, after its callers gave up. Loopback only, on a free port; a test
// points one app's DYNAMODB_ENDPOINT at it.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultKind = 'throttle' | 'conflict' | 'latency' | 'drop_before' | 'drop_after' | 'hang';

export interface FaultPlan {
  kind: FaultKind;
  /** Share of the matching calls that get the fault, 0 to 1. */
  rate: number;
  /** DynamoDB operations that may get it (`TransactWriteItems`, `PutItem`...); all when absent. */
  operations?: readonly string[];
  /** For `latency`: added before forwarding. */
  latencyMs?: number;
  /**
   * For `hang`: how long each matching call is held, unanswered, before it reaches the table. The
   * call is then applied even if its caller has gone (the table received it), and its answer sent
   * to whoever still listens.
   */
  holdMs?: number;
  /** Only calls whose body contains this text (a key, an expression). */
  match?: string;
  /** At most this many faults, then every call goes through. */
  times?: number;
}

export interface FaultProxy {
  url: string;
  /** Sets the fault to inject from now on; undefined lets every call through untouched. */
  inject(plan: FaultPlan | undefined): void;
  /** Calls that got a fault, by operation. */
  injected: Record<string, number>;
  /** Calls held by `hang` that have not reached the table yet. */
  held(): number;
  /** Resolves once every held call has reached the table and been answered (or its caller gone). */
  drained(): Promise<void>;
  /**
   * While on, the proxy does not listen: every connection is refused before anything is sent (a
   * table that is down, not slow). Open connections are closed when it starts.
   */
  refuseConnections(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

const JSON_1_0 = 'application/x-amz-json-1.0';

function awsError(res: ServerResponse, type: string, message: string, extra: Record<string, unknown> = {}): void {
  const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra });
  res.writeHead(400, { 'content-type': JSON_1_0, 'x-amzn-requestid': `fault-${Date.now()}`, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startDynamoFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let plan: FaultPlan | undefined;
  let faultsOfPlan = 0;
  const injected: Record<string, number> = {};
  let holding = 0;
  const inFlight = new Set<Promise<unknown>>();

  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const out = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          readBody(answer).then((buffer) => resolve({ status: answer.statusCode ?? 500, headers: answer.headers, body: buffer }), reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const hit =
        plan &&
        (!plan.operations || plan.operations.includes(operation)) &&
        (plan.match === undefined || body.includes(plan.match)) &&
        (plan.times === undefined || faultsOfPlan < plan.times) &&
        Math.random() < plan.rate
          ? plan
          : undefined;
      if (hit) {
        injected[operation] = (injected[operation] ?? 0) + 1;
        faultsOfPlan += 1;
      }

      switch (hit?.kind) {
        case 'throttle':
          return awsError(res, 'ProvisionedThroughputExceededException', 'The level of configured provisioned throughput for the table was exceeded.');
        case 'conflict': {
          if (operation !== 'TransactWriteItems') break;
          const items = (JSON.parse(body.toString('utf8')) as { TransactItems?: unknown[] }).TransactItems ?? [];
          return awsError(res, 'TransactionCanceledException', 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]', {
            CancellationReasons: items.map((_, i) =>
              i === 0 ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
            ),
          });
        }
        case 'drop_before':
          // The request never reaches the table.
          return req.socket.destroy();
        case 'latency':
          await new Promise((resolve) => setTimeout(resolve, hit.latencyMs ?? 200));
          break;
        case 'hang': {
          // Nothing answers for a while; then the table applies the call, whether its caller still
          // waits or not (a client that gave up cannot take back what it sent).
          holding += 1;
          await new Promise((resolve) => setTimeout(resolve, hit.holdMs ?? 5_000));
          holding -= 1;
          const applied = forward(req, body);
          inFlight.add(applied);
          const answer = await applied.finally(() => inFlight.delete(applied));
          if (res.destroyed || req.socket.destroyed) return;
          res.writeHead(answer.status, answer.headers);
          return res.end(answer.body);
        }
        default:
          break;
      }
      const answer = await forward(req, body);
      // The table applied the request; its answer is lost on the way back.
      if (hit?.kind === 'drop_after') return req.socket.destroy();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    inject: (next) => {
      plan = next;
      faultsOfPlan = 0;
    },
    injected,
    held: () => holding,
    drained: async () => {
      while (holding > 0 || inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    refuseConnections: async (on) => {
      if (on === !server.listening) return;
      if (on) {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      } else {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
