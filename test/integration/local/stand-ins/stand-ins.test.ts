import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_AWS_CREDENTIALS, LOCAL_AWS_REGION, startStandIns, type StandIns } from '../../../../lib/local/stand-ins/index.js';

const BUCKET = 'payment-receipts';
const TABLE = 'payments';
const common = () => ({ region: LOCAL_AWS_REGION, credentials: { ...LOCAL_AWS_CREDENTIALS } });

/** A pid counts as gone when /proc has no entry or the entry is a zombie (PID 1 in a container may not reap). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

function clients(s: StandIns) {
  return {
    dynamo: new DynamoDBClient({ ...common(), endpoint: s.dynamodbEndpoint }),
    sqs: new SQSClient({ ...common(), endpoint: s.sqsEndpoint }),
    s3: new S3Client({ ...common(), endpoint: s.s3Endpoint, forcePathStyle: true }),
    kms: new KMSClient({ ...common(), endpoint: s.kmsEndpoint }),
  };
}

describe('startStandIns', () => {
  let dataDir: string;
  let standIns: StandIns | undefined;
  let c: ReturnType<typeof clients>;
  let startMs = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stand-ins-'));
    const t0 = performance.now();
    standIns = await startStandIns({ dataDir, buckets: [BUCKET] });
    startMs = performance.now() - t0;
    console.info(`startStandIns (first start, empty dataDir): ${startMs.toFixed(0)} ms`);
    c = clients(standIns);
  }, 40_000);

  afterAll(async () => {
    for (const client of Object.values(c ?? {})) client.destroy();
    await standIns?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves every endpoint on loopback', () => {
    for (const endpoint of [standIns!.dynamodbEndpoint, standIns!.sqsEndpoint, standIns!.s3Endpoint, standIns!.kmsEndpoint]) {
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
    expect(new Set([standIns!.dynamodbEndpoint, standIns!.sqsEndpoint, standIns!.s3Endpoint, standIns!.kmsEndpoint]).size).toBe(4);
  });

  it('DynamoDB Local: CreateTable, PutItem, GetItem', async () => {
    await c.dynamo.send(
      new CreateTableCommand({
        TableName: TABLE,
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await c.dynamo.send(new PutItemCommand({ TableName: TABLE, Item: { pk: { S: 'pay_1' }, amountMillimes: { N: '120500' } } }));
    const got = await c.dynamo.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: 'pay_1' } }, ConsistentRead: true }));
    expect(got.Item).toEqual({ pk: { S: 'pay_1' }, amountMillimes: { N: '120500' } });
  });

  it('SQS (fauxqs): a message sent with DelaySeconds arrives after the delay', async () => {
    const { QueueUrl } = await c.sqs.send(new CreateQueueCommand({ QueueName: 'webhook-deliveries' }));
    // fauxqs names queues http://sqs.<region>.localhost:<port>/000000000000/<name> and matches the URL exactly;
    // the SDK still sends to the client's endpoint.
    expect(QueueUrl).toMatch(/^http:\/\/sqs\.eu-west-3\.localhost:\d+\/000000000000\/webhook-deliveries$/);
    const sentAt = Date.now();
    await c.sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: '{"paymentId":"pay_1"}', DelaySeconds: 1 }));
    const early = await c.sqs.send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 0 }));
    expect(early.Messages ?? []).toHaveLength(0);
    const later = await c.sqs.send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 5 }));
    expect(later.Messages?.[0]?.Body).toBe('{"paymentId":"pay_1"}');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
  });

  it('S3 (s3rver): PutObject + GetObject, pre-signed GET, tampered / unsigned / expired URLs refused', async () => {
    await c.s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'receipts/pay_1.txt', Body: 'recu 120.500 TND', ContentType: 'text/plain' }));
    const got = await c.s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'receipts/pay_1.txt' }));
    expect(await got.Body!.transformToString()).toBe('recu 120.500 TND');

    const command = new GetObjectCommand({ Bucket: BUCKET, Key: 'receipts/pay_1.txt' });
    const url = await getSignedUrl(c.s3, command, { expiresIn: 60 });
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('recu 120.500 TND');

    const parsed = new URL(url);
    const signature = parsed.searchParams.get('X-Amz-Signature')!;
    parsed.searchParams.set('X-Amz-Signature', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1));
    const tampered = await fetch(parsed);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('SignatureDoesNotMatch');

    const unsigned = await fetch(`${standIns!.s3Endpoint}/${BUCKET}/receipts/pay_1.txt`);
    expect(unsigned.status).toBe(403);
    await unsigned.arrayBuffer();

    const shortLived = await getSignedUrl(c.s3, command, { expiresIn: 1 });
    await new Promise((r) => setTimeout(r, 2_000));
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
  });

  it('KMS: Encrypt/Decrypt with the stand-in key id', async () => {
    const enc = await c.kms.send(new EncryptCommand({ KeyId: standIns!.kmsKeyId, Plaintext: Buffer.from('x'), EncryptionContext: { a: 'b' } }));
    const dec = await c.kms.send(new DecryptCommand({ CiphertextBlob: enc.CiphertextBlob, EncryptionContext: { a: 'b' } }));
    expect(Buffer.from(dec.Plaintext!).toString()).toBe('x');
  });

  it('stop() leaves no java process; a restart with the same dataDir keeps the data', async () => {
    const first = standIns!;
    const javaPid = first.dynamodbPid;
    expect(isAlive(javaPid)).toBe(true);
    for (const client of Object.values(c)) client.destroy();
    await first.stop();
    standIns = undefined;
    expect(isAlive(javaPid)).toBe(false);

    const t0 = performance.now();
    standIns = await startStandIns({ dataDir, buckets: [BUCKET] });
    console.info(`startStandIns (restart, existing dataDir): ${(performance.now() - t0).toFixed(0)} ms`);
    c = clients(standIns);
    expect(standIns.dynamodbPid).not.toBe(javaPid);
    expect(standIns.kmsKeyId).toBe(first.kmsKeyId);
    const got = await c.dynamo.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: 'pay_1' } }, ConsistentRead: true }));
    expect(got.Item?.amountMillimes).toEqual({ N: '120500' });
    const obj = await c.s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'receipts/pay_1.txt' }));
    expect(await obj.Body!.transformToString()).toBe('recu 120.500 TND');
  }, 40_000);
});

describe('DynamoDB Local child process', () => {
  it('dies when its parent node process is SIGKILLed (no orphan java)', async () => {
    const fixture = fileURLToPath(new URL('./support/dynamodb-child.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    parent.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const javaPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /READY (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      parent.once('exit', (code) => reject(new Error(`fixture exited (${code}) before READY: ${stderr}`)));
    });
    try {
      expect(isAlive(javaPid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await waitUntilGone(javaPid, 5_000)).toBe(true);
    } finally {
      if (isAlive(javaPid)) process.kill(javaPid, 'SIGKILL');
    }
  }, 40_000);
});
