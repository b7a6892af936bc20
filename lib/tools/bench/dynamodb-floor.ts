// The raw DynamoDB Local floor: PutItem and GetItem throughput at a given concurrency, and the
// minimal storage work of each hot operation (a two-item transaction for creating a payment, a
// read and a write for the checkout view, a put and a two-item transaction for a webhook try),
// with nothing of ours in between. API benchmarks are set against it, like with like.
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '../../../shared/store/table-definition.js';

/** The minimal storage work of an operation, as raw calls. */
export type FloorOperation = 'put' | 'get' | 'transaction of 2 puts' | 'get + put' | 'put + transaction of 2 puts';

export interface FloorFigure {
  operation: FloorOperation | string;
  concurrency: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function measureDynamoFloor(endpoint: string, seconds = 4): Promise<FloorFigure[]> {
  const base = new DynamoDBClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const client = DynamoDBDocumentClient.from(base);
  const table = `bench-${randomUUID().slice(0, 8)}`;
  await base.send(new CreateTableCommand(createTableInput(table)));
  const ids: string[] = [];
  const item = (id: string) => ({ PK: `BENCH#${id}`, SK: 'ITEM', payload: 'x'.repeat(400), createdAt: new Date().toISOString() });

  const figures: FloorFigure[] = [];
  for (const concurrency of [1, 16]) {
    figures.push(
      await run('put', concurrency, seconds, async () => {
        const id = randomUUID();
        await client.send(new PutCommand({ TableName: table, Item: item(id) }));
        ids.push(id);
      }),
    );
    figures.push(
      await run('get', concurrency, seconds, async () => {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        await client.send(new GetCommand({ TableName: table, Key: { PK: `BENCH#${id}`, SK: 'ITEM' } }));
      }),
    );
  }
  // The minimal work of the hot operations, at the concurrencies the API is measured at.
  const fresh = () => item(randomUUID());
  const transaction2 = () => client.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table, Item: fresh() } }, { Put: { TableName: table, Item: fresh() } }] }));
  const minimal: Array<[FloorOperation, () => Promise<unknown>]> = [
    ['transaction of 2 puts', transaction2],
    [
      'get + put',
      async () => {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        await client.send(new GetCommand({ TableName: table, Key: { PK: `BENCH#${id}`, SK: 'ITEM' } }));
        await client.send(new PutCommand({ TableName: table, Item: fresh() }));
      },
    ],
    [
      'put + transaction of 2 puts',
      async () => {
        await client.send(new PutCommand({ TableName: table, Item: fresh() }));
        await transaction2();
      },
    ],
  ];
  for (const [operation, once] of minimal) {
    for (const concurrency of [1, 8]) figures.push(await run(operation, concurrency, seconds, async () => void (await once())));
  }
  base.destroy();
  return figures;
}

export async function run(
  operation: FloorOperation | string,
  concurrency: number,
  seconds: number,
  once: () => Promise<void>,
): Promise<FloorFigure> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    operation,
    concurrency,
    opsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(at(0.5).toFixed(2)),
    p99Ms: Number(at(0.99).toFixed(2)),
  };
}
