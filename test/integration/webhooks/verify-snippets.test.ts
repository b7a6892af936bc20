// The merchant's verifiers of a webhook signature, each run on a real signed delivery of local mode
// (a payment paid at the ClicToPay simulator, delivered to a registered endpoint): the Node module
// shared/webhooks/verify-signature.ts and the PHP and Python snippets of examples/verify-signature/
// accept it, and refuse the same body with one byte changed, or the right body under another secret.
// PHP and Python come from Debian's packages (.ci/run installs them); without one, its tests are
// skipped with a printed notice.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidWebhookSignature, verifyWebhookSignature } from '../../../shared/webhooks/verify-signature.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventually, newPayment, openAttempt, payerCompletes, PAYMENT_TEST_ENV } from '../payments/support.js';
import { startReceiver, type Receiver } from './support.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/verify-signature/', import.meta.url));

function interpreter(command: string): boolean {
  const found = spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0;
  if (!found) console.log(`NOTICE: ${command} is not installed; its webhook verification snippet is not tested (apt-get install ${command === 'php' ? 'php-cli' : command}).`);
  return found;
}
const hasPhp = interpreter('php');
const hasPython = interpreter('python3');

let app: TestApp;
let receiver: Receiver;
let dir: string;
let delivery: { raw: Buffer; header: string; secret: string };
let tampered: Buffer;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  receiver = await startReceiver();
  dir = mkdtempSync(join(tmpdir(), 'verify-snippets-'));
  const merchant = await collectingMerchant(app, ['clictopay']);
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url: receiver.url, events: ['payment.succeeded'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
  const payment = await newPayment(app, merchant);
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
  const got = await eventually(async () => {
    expect(receiver.requests).toHaveLength(1);
    return receiver.requests[0]!;
  }, 20_000);
  delivery = { raw: got.raw, header: String(got.headers['svc-signature']), secret: endpoint.body.secret as string };
  expect(JSON.parse(got.body)).toMatchObject({ type: 'payment.succeeded', data: { payment: { reference: payment.reference } } });

  // One byte changed: the first digit of the amount.
  tampered = Buffer.from(delivery.raw);
  const at = tampered.indexOf('"amount":') + '"amount":'.length;
  tampered[at] = tampered[at] === 0x39 ? 0x38 : tampered[at]! + 1;
  expect(tampered.equals(delivery.raw)).toBe(false);
  writeFileSync(join(dir, 'real.json'), delivery.raw);
  writeFileSync(join(dir, 'tampered.json'), tampered);
}, 120_000);

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await receiver?.close();
  await app?.stop();
});

/** Runs a snippet from the shell, as its header comment says: `valid <t>` or `refused: <reason>`. */
function run(command: string, script: string, bodyFile: string, secret = delivery.secret) {
  const result = spawnSync(command, [join(EXAMPLES, script), join(dir, bodyFile), delivery.header, secret], { encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

const signedAt = () => Number(/t=(\d+)/.exec(delivery.header)![1]);

describe('Node (shared/webhooks/verify-signature.ts)', () => {
  it('accepts the real delivery, refuses a one-byte change and another secret', () => {
    expect(verifyWebhookSignature(delivery.raw, delivery.header, delivery.secret)).toBe(signedAt());
    expect(isValidWebhookSignature(tampered, delivery.header, delivery.secret)).toBe(false);
    expect(isValidWebhookSignature(delivery.raw, delivery.header, `${delivery.secret}x`)).toBe(false);
  });

  it('imports nothing but node:crypto', () => {
    const source = execFileSync('grep', ['-E', '^import', fileURLToPath(new URL('../../../shared/webhooks/verify-signature.ts', import.meta.url))], { encoding: 'utf8' });
    expect(source.trim().split('\n')).toEqual(["import { createHmac, timingSafeEqual } from 'node:crypto';"]);
  });
});

describe.each([
  { language: 'PHP', command: 'php', script: 'verify.php', present: hasPhp },
  { language: 'Python', command: 'python3', script: 'verify.py', present: hasPython },
])('$language (examples/verify-signature/$script)', ({ command, script, present }) => {
  it.skipIf(!present)('accepts the real delivery', () => {
    expect(run(command, script, 'real.json')).toEqual({ status: 0, out: `valid ${signedAt()}` });
  });

  it.skipIf(!present)('refuses the body with one byte changed', () => {
    expect(run(command, script, 'tampered.json')).toEqual({ status: 1, out: 'refused: no_matching_signature' });
  });

  it.skipIf(!present)('refuses the real body under another secret', () => {
    expect(run(command, script, 'real.json', `${delivery.secret}x`)).toEqual({ status: 1, out: 'refused: no_matching_signature' });
  });
});
