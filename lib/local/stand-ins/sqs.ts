/**
 * fauxqs 1.9.2 in-process, used for SQS only.
 *
 * `startFauxqs()` always listens on 0.0.0.0, so we build the app with `buildApp()` and listen on
 * 127.0.0.1 ourselves. fauxqs also answers SNS and an S3 that checks no signature: anything that
 * is not an SQS JSON request (or /health, /_fauxqs inspection) is refused here, so nobody points an
 * S3 client at this endpoint by mistake. Queue URLs take the request's Host (http://127.0.0.1:<port>/000000000000/<name>).
 */
import type { Server } from 'node:http';
import { buildApp } from 'fauxqs';

/** The part of the Fastify instance used here (fauxqs' published types do not resolve cleanly under strict TS). */
interface MinimalReply {
  status(code: number): MinimalReply;
  header(name: string, value: string): MinimalReply;
  send(body: unknown): unknown;
}
interface MinimalApp {
  addHook(
    name: 'onRequest',
    hook: (
      request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
      reply: MinimalReply,
      done: () => void,
    ) => void,
  ): unknown;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
  server: Server;
}

export interface LocalSqs {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startLocalSqs(options: { region: string; port?: number }): Promise<LocalSqs> {
  const app = buildApp({ logger: false, defaultRegion: options.region }) as unknown as MinimalApp;
  app.addHook('onRequest', (request, reply, done) => {
    const contentTypeHeader = request.headers['content-type'];
    const contentType = typeof contentTypeHeader === 'string' ? contentTypeHeader : '';
    const path = request.url.split('?')[0] ?? '';
    const isSqs = request.method === 'POST' && path === '/' && contentType.includes('application/x-amz-json-1.0');
    const isInspection = request.method === 'GET' && (path === '/health' || path.startsWith('/_fauxqs/'));
    if (isSqs || isInspection) {
      done();
      return;
    }
    void reply
      .status(400)
      .header('content-type', 'application/x-amz-json-1.0')
      .send({ __type: 'com.amazon.coral.service#UnknownOperationException', message: 'This local endpoint serves SQS (JSON protocol) only.' });
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('fauxqs: could not read the bound port');

  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop() {
      stopped ??= app.close().then(() => undefined);
      return stopped;
    },
  };
}
