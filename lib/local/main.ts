// npm start: the whole service on one machine. DynamoDB Local, the SQS, S3 and KMS
// stand-ins, a stand-in of the previous platform (where relayed v2 calls go), and the local app
// (lib/local/app.ts: the gateway in front of the same handlers as in Lambda, the web apps, the
// provider sandboxes, the queue workers and the scheduled jobs). Data is kept under .local/;
// Ctrl-C stops everything.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STAFF_ROLES } from '../../shared/domain/permissions.js';
import { buildCheckoutPage } from '../web/checkout/build.js';
import { buildDashboard } from '../web/dashboard/build.js';
import { FILES_BUCKET, localDataDir, startLocalApp, type LocalApp } from './app.js';
import { checkoutPageSite } from './sites/checkout.js';
import { dashboardSite } from './sites/dashboard.js';
import { startPreviousPlatform, type PreviousPlatform } from './stand-ins/previous-platform.js';
import { startStandIns, type StandIns } from './stand-ins/index.js';

/** The variables bootstrap-admin and other tools need to run against the same stand-ins and table. */
const RUNTIME_ENV = [
  'STAGE', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'TABLE_NAME', 'FILES_BUCKET', 'KMS_KEY_ID',
  'DYNAMODB_ENDPOINT', 'SQS_ENDPOINT', 'S3_ENDPOINT', 'KMS_ENDPOINT', 'OUTBOX_QUEUE_URL', 'WEBHOOK_QUEUE_URL', 'EXPORT_QUEUE_URL',
  'PUBLIC_API_URL', 'CHECKOUT_URL', 'DASHBOARD_URL', 'EMAIL_TRANSPORT', 'MAIL_DIR', 'PROVIDER_SANDBOX_URLS',
] as const;

export async function runLocalMode(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = performance.now();
  const dataDir = localDataDir();
  let standIns: StandIns | undefined;
  let app: LocalApp | undefined;
  let previousPlatform: PreviousPlatform | undefined;
  let stopping = false;

  const stop = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      process.stdout.write('\nstopping...\n');
      await app?.stop().catch(() => undefined);
      await standIns?.stop().catch(() => undefined);
      await previousPlatform?.stop().catch(() => undefined);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    await mkdir(dataDir, { recursive: true });
    standIns = await startStandIns({ dataDir, buckets: [FILES_BUCKET] });
    // Built once at start rather than at the first request, so that the first payer waits for nothing.
    const checkoutPage = buildCheckoutPage();
    const dashboard = buildDashboard();
    // The previous platform's v2 API, unless the environment names a real one.
    previousPlatform = process.env.V2_RELAY_BASE_URL ? undefined : await startPreviousPlatform();
    app = await startLocalApp({
      env: { V2_RELAY_BASE_URL: process.env.V2_RELAY_BASE_URL ?? previousPlatform!.url },
      standIns,
      namespace: 'local',
      stage: 'local',
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 3000),
      mailDir: join(dataDir, 'mail'),
      staticSites: [checkoutPageSite({ build: () => checkoutPage }), dashboardSite({ build: () => dashboard })],
      onError: (error) => process.stderr.write(`worker error: ${error instanceof Error ? error.message : String(error)}\n`),
    });

    const runtimeEnv = Object.fromEntries(RUNTIME_ENV.map((name) => [name, process.env[name]]));
    await writeFile(join(dataDir, 'runtime-env.json'), JSON.stringify(runtimeEnv, null, 2) + '\n', { mode: 0o600 });

    // Loaded once the environment names the app's resources, as a handler's modules are.
    const { ensureDemo } = await import('./seed-demo.js');
    const { demo, created } = await ensureDemo(join(dataDir, 'demo.json'), app.baseUrl);
    const health = await fetch(`${app.baseUrl}/health`);
    if (health.status !== 200) throw new Error(`health check answered ${health.status}: ${await health.text()}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    process.stdout.write(
      [
        '',
        `Payment service running at ${app.baseUrl} (healthy in ${seconds} s; data in ${dataDir})`,
        '',
        `  merchant dashboard  ${app.baseUrl}/dashboard/ (sign in as the merchant owner below)`,
        '',
        `  ${created ? 'Created' : 'Reusing'} the demo (also in .local/demo.json):`,
        ...STAFF_ROLES.map((role) => `  ${`staff (${role})`.padEnd(19)} ${demo.staff.staffUsers[role].email} / ${demo.staff.staffUsers[role].password}`),
        `  merchant owner      ${demo.merchant.ownerEmail} / ${demo.merchant.ownerPassword}`,
        `  organisation        ${demo.merchant.organisationId}`,
        `  payment account     ${demo.merchant.paymentAccountId}`,
        `  v3 API key          ${demo.merchant.apiKey}`,
        `  v2 API key          ${demo.merchant.v2ApiKey}`,
        '',
        `  try: curl -s ${app.baseUrl}/auth/api-key -H 'x-api-key: ${demo.merchant.apiKey}'`,
        `  emails are written to ${join(dataDir, 'mail')}`,
        `  provider sandboxes  ${new URL('/__sim/', app.simulators!.urls.clictopay).toString()} (one simulator per provider; see PROVIDER_SANDBOX_URLS in runtime-env.json)`,
        `  previous platform   ${process.env.V2_RELAY_BASE_URL} (v2 calls of organisations staff set to be relayed go there)`,
        '',
        'Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(`npm start failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await stop(1);
  }
}
