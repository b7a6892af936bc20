// npm run example:merchant: the merchant integration against a running service (local mode by
// default). Starts the webhook receiver, registers it for the run unless WEBHOOK_SECRET is given, creates a
// payment with an Idempotency-Key (twice, to show the replay), waits for the payer to pay at the
// printed payUrl, checks the signed `payment.succeeded`, and reads the payment back.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPayment, merchantClient, readPayment, registerWebhook, startWebhookReceiver, unregisterWebhook } from './merchant.js';

/** The demo key that `npm start` writes to .local/demo.json, when API_KEY is not set. */
function demoApiKey(): string | undefined {
  try {
    return (JSON.parse(readFileSync('.local/demo.json', 'utf8')) as { merchant?: { apiKey?: string } }).merchant?.apiKey;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const apiBaseUrl = process.env.API_BASE_URL ?? 'http://127.0.0.1:3000';
  const apiKey = process.env.API_KEY ?? demoApiKey();
  if (!apiKey) throw new Error('Set API_KEY to a v3 key (npm start prints the demo one, also in .local/demo.json).');
  const port = Number(process.env.WEBHOOK_PORT ?? 4000);
  const client = merchantClient({ apiBaseUrl, apiKey });

  let secret = process.env.WEBHOOK_SECRET;
  let registered: Awaited<ReturnType<typeof registerWebhook>> | undefined;
  const receiver = await startWebhookReceiver({
    port,
    secrets: () => secret ?? [],
    onEvent: (event) =>
      console.log(
        event.type === 'webhook.test'
          ? 'webhook  webhook.test, the test event sent from the dashboard or the API (signature valid)'
          : `webhook  ${event.type} for ${event.data.payment.reference} (signature valid)`,
      ),
  });
  try {
    if (!secret) {
      registered = await registerWebhook(client, receiver.url);
      secret = registered.secret;
      console.log(`webhook endpoint registered for this run: ${receiver.url}`);
    } else {
      console.log(`receiving webhooks at ${receiver.url}`);
    }

    const order = { amount: 12_500, orderId: `example-${randomUUID().slice(0, 8)}`, description: 'Commande exemple' };
    const idempotencyKey = randomUUID();
    const payment = await createPayment(client, order, idempotencyKey);
    // A retry after a timeout: the same key and order answer the same payment.
    const replay = await createPayment(client, order, idempotencyKey);
    console.log(`payment  ${payment.reference} ${payment.status} (the replay answered ${replay.reference === payment.reference ? 'the same payment' : 'another payment!'})`);
    console.log(`\nPay it at ${payment.payUrl}\n(ClicToPay, card 4509211111111119, any future expiry, CVC 123)\n`);

    const timeoutMs = Number(process.env.WAIT_SECONDS ?? 600) * 1000;
    await receiver.next(
      (event) => event.type !== 'webhook.test' && event.type !== 'attempt.duplicate_success' && event.data.payment.reference === payment.reference,
      timeoutMs,
    );
    const settled = await readPayment(client, payment.reference);
    console.log(`read back: ${settled.reference} ${settled.status}, ${settled.amount} millimes, provider ${settled.provider ?? '-'}`);
  } finally {
    if (registered) await unregisterWebhook(client, registered).catch(() => console.error('could not disable the webhook endpoint of this run'));
    await receiver.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
