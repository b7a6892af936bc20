// Local mode: the same handlers as in Lambda, wired to the stand-ins instead of AWS. The one
// assembly of local mode: the gateway in front of every route group, the web apps (checkout,
// dashboard, API reference), the provider sandboxes, the queue workers and the schedules. Used by
// `npm start` (lib/local/main.ts: one app, data kept under .local/), by the integration tests (one
// isolated app per test file: its own table, queues and gateway port on shared stand-ins), and by
// the bench and the soak.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { FALLBACK_GROUP, handlerEntry, queues, routeGroups, schedules, workerEntry, workers } from '../../functions/manifest.js';
import type { QueueName } from '../../shared/config/resource-use.js';
import { startNewContainer } from '../../shared/config/container.js';
import { createTableInput, TABLE_DEFINITION } from '../../shared/store/table-definition.js';
import { apiDocsSites } from './sites/api-docs.js';
import { checkoutPageSite } from './sites/checkout.js';
import { dashboardSite } from './sites/dashboard.js';
import { startSimulators, type RunningSimulators, type StartSimulatorsOptions } from './simulators/index.js';
import { publicRateRules, type PublicRateRuleName } from '../infra/config/public-rate-rules.js';
import { startGateway, type Gateway, type HttpLambda, type StaticSite } from './gateway.js';
import { installResourceGuard } from './resource-guard.js';
import { pollQueue, schedule, type DeliveryFaults, type QueuePoller, type ScheduledLambda, type SqsLambda } from './workers.js';

export interface StandInEndpoints {
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  s3Endpoint: string;
  kmsEndpoint: string;
  kmsKeyId: string;
}

export const LOCAL_REGION = 'eu-west-3';
/** DynamoDB Local names its data file after the credentials: keep them fixed. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const FILES_BUCKET = 'payment-service-files';

export interface LocalAppOptions {
  standIns: StandInEndpoints;
  /** Prefix of the table and queue names: one per app, so apps on the same stand-ins are isolated. */
  namespace: string;
  stage: 'local' | 'test';
  host?: string;
  port?: number;
  /** Where .eml files are written. */
  mailDir: string;
  /** Extra environment (provider simulator URLs, ...). */
  env?: Record<string, string>;
  /** False in tests that drive the workers themselves. */
  runWorkers?: boolean;
  runSchedules?: boolean;
  /**
   * The web apps served beside the API: by default the checkout page (`/pay`) and the dashboard
   * (`/dashboard`), each built at its first request; the API reference is always served.
   */
  staticSites?: readonly StaticSite[];
  /**
   * The provider sandboxes that sandbox affiliations talk to (one simulator per provider on
   * loopback): started with the app unless `false`, with these options if given. An explicit
   * `PROVIDER_SANDBOX_URLS` in `env` wins.
   */
  providerSandboxes?: false | Partial<Omit<StartSimulatorsOptions, 'host'>>;
  /**
   * The public rate limits the gateway enforces in place of WAF: the declared ones, some changed
   * (a test of a limit), or none (`'off'`: a benchmark, or tests whose every request comes from
   * one loopback address standing for many payers).
   */
  publicRateLimits?: Partial<Record<PublicRateRuleName, number>> | 'off';
  /** Tests only: every batch shuffled and delivered twice, SQS's at-least-once at its worst. */
  deliveryFaults?: DeliveryFaults;
  /** Overrides every queue's visibility time-out (tests of redelivery and DLQ moves). */
  visibilityTimeoutSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface LocalApp {
  baseUrl: string;
  /** The provider sandboxes the app started (absent with `providerSandboxes: false`). */
  simulators?: RunningSimulators;
  tableName: string;
  queueUrls: Record<QueueName, string>;
  deadLetterQueueUrls: Record<QueueName, string>;
  /** Runs a scheduled job now, as EventBridge would. */
  runSchedule(name: string): Promise<unknown>;
  /** Resolves when every queue worker has found its queue empty. */
  queuesIdle(): Promise<void>;
  /** Uses of a resource a function made without declaring it (each also failed its call). */
  refusedResourceUses: readonly string[];
  /** What a function has used so far, counted by kind of call (lib/local/resource-guard.ts). */
  resourceUsesOf(functionName: string): Record<string, number>;
  stop(): Promise<void>;
}

const root = new URL('../../', import.meta.url);
const importHandler = async <T>(entry: string): Promise<T> =>
  ((await import(new URL(entry, root).href)) as { handler: T }).handler;

export async function startLocalApp(options: LocalAppOptions): Promise<LocalApp> {
  await mkdir(options.mailDir, { recursive: true });
  const simulators =
    options.providerSandboxes === false ? undefined : await startSimulators({ host: '127.0.0.1', ...options.providerSandboxes });
  const stopSimulators = async () => simulators?.stop();
  try {
    return await assemble(options, simulators);
  } catch (error) {
    await stopSimulators();
    throw error;
  }
}

async function assemble(options: LocalAppOptions, simulators: RunningSimulators | undefined): Promise<LocalApp> {
  const { standIns, namespace } = options;
  const tableName = `${namespace}-table`;
  const clientConfig = () => ({ region: LOCAL_REGION, credentials: { ...LOCAL_CREDENTIALS } });
  const sqs = new SQSClient({ ...clientConfig(), endpoint: standIns.sqsEndpoint });
  const [, queueInfo] = await Promise.all([
    ensureTable(new DynamoDBClient({ ...clientConfig(), endpoint: standIns.dynamodbEndpoint }), tableName),
    ensureQueues(sqs, namespace, options.visibilityTimeoutSeconds),
  ]);

  // Each function may use only what its manifest declares, here as under IAM.
  const guard = installResourceGuard(
    new Map([
      ...routeGroups.map((group) => [group.name, group.uses] as const),
      [FALLBACK_GROUP, {}] as const,
      ...workers.map((worker) => [worker.name, worker.uses] as const),
      ...schedules.map((job) => [job.name, job.uses] as const),
    ]),
  );

  const gateway: Gateway = await startGateway({
    groups: routeGroups,
    fallbackGroup: FALLBACK_GROUP,
    loadHandler: async (group) => guard.as(group, await importHandler<HttpLambda>(handlerEntry(group))),
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    publicRateRules: publicRateRules(options.publicRateLimits),
    // The API reference (`/openapi.json`, `/docs`) is part of every local app, as of the CDK app.
    staticSites: [...(options.staticSites ?? [checkoutPageSite(), dashboardSite()]), ...apiDocsSites()],
  });

  // Handlers read the environment once, at their first request: it is complete before then. A
  // process that ran an app before (a test worker runs one per file) starts a new container, as a
  // cold start would, and gets its environment back when this app stops.
  const restoreEnvironment = environmentRestorer();
  startNewContainer();
  Object.assign(process.env, {
    STAGE: options.stage,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: tableName,
    FILES_BUCKET,
    KMS_KEY_ID: standIns.kmsKeyId,
    DYNAMODB_ENDPOINT: standIns.dynamodbEndpoint,
    SQS_ENDPOINT: standIns.sqsEndpoint,
    S3_ENDPOINT: standIns.s3Endpoint,
    KMS_ENDPOINT: standIns.kmsEndpoint,
    OUTBOX_QUEUE_URL: queueInfo.outbox.url,
    WEBHOOK_QUEUE_URL: queueInfo.webhooks.url,
    EXPORT_QUEUE_URL: queueInfo.exports.url,
    PUBLIC_API_URL: gateway.url,
    CHECKOUT_URL: `${gateway.url}/pay`,
    // The merchant dashboard (lib/web/dashboard), where invitation and password-reset emails lead.
    DASHBOARD_URL: `${gateway.url}/dashboard`,
    EMAIL_TRANSPORT: 'file',
    MAIL_DIR: options.mailDir,
    ALLOW_LOOPBACK_OUTBOUND: 'true',
    INSECURE_COOKIES: 'true',
    // EMF metrics are CloudWatch's; locally they would only fill the console (a test can turn them on).
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...(simulators ? { PROVIDER_SANDBOX_URLS: JSON.stringify(simulators.urls) } : {}),
    ...options.env,
  });

  const pollers: QueuePoller[] =
    options.runWorkers === false
      ? []
      : workers.map((worker) =>
          pollQueue({
            sqs,
            queueUrl: queueInfo[worker.queue].url,
            queueArn: queueInfo[worker.queue].arn,
            functionName: worker.name,
            batchSize: worker.batchSize,
            timeoutSeconds: worker.timeoutSeconds,
            handler: async () => guard.as(worker.name, await importHandler<SqsLambda>(workerEntry(worker.name))),
            onError: options.onError,
            deliveryFaults: options.deliveryFaults,
          }),
        );

  const jobs = new Map(
    schedules.map((job) => [
      job.name,
      schedule({
        name: job.name,
        everyMinutes: job.everyMinutes,
        timeoutSeconds: job.timeoutSeconds,
        handler: async () => guard.as(job.name, await importHandler<ScheduledLambda>(workerEntry(job.name))),
        onError: options.onError,
      }),
    ]),
  );
  if (options.runSchedules === false) jobs.forEach((job) => job.stop());

  return {
    baseUrl: gateway.url,
    simulators,
    tableName,
    queueUrls: { outbox: queueInfo.outbox.url, webhooks: queueInfo.webhooks.url, exports: queueInfo.exports.url },
    deadLetterQueueUrls: { outbox: queueInfo.outbox.dlqUrl, webhooks: queueInfo.webhooks.dlqUrl, exports: queueInfo.exports.dlqUrl },
    runSchedule: (name) => {
      const job = jobs.get(name);
      if (!job) throw new Error(`No scheduled job ${name}`);
      return job.runNow();
    },
    queuesIdle: async () => {
      await Promise.all(pollers.map((p) => p.idle()));
    },
    refusedResourceUses: guard.refused,
    resourceUsesOf: guard.usesOf,
    stop: async () => {
      jobs.forEach((job) => job.stop());
      await Promise.all(pollers.map((p) => p.stop()));
      await gateway.stop();
      sqs.destroy();
      await simulators?.stop();
      restoreEnvironment();
      startNewContainer();
    },
  };
}

/** Puts process.env back as it is now: the variables an app added go, those it changed come back. */
function environmentRestorer(): () => void {
  const before = { ...process.env };
  return () => {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  };
}

async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    // A second start of `npm start` finds its table: keep the data.
    if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
  } finally {
    client.destroy();
  }
}

async function ensureQueues(
  sqs: SQSClient,
  namespace: string,
  visibilityTimeoutSeconds?: number,
): Promise<Record<QueueName, { url: string; arn: string; dlqUrl: string }>> {
  // The queues are independent of each other: created side by side (each after its DLQ).
  const created = await Promise.all(
    queues.map(async (spec) => {
      const dlq = await createQueue(sqs, `${namespace}-${spec.name}-dlq`, {});
      const queue = await createQueue(sqs, `${namespace}-${spec.name}`, {
        VisibilityTimeout: String(visibilityTimeoutSeconds ?? spec.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: spec.maxReceiveCount }),
      });
      return [spec.name, { ...queue, dlqUrl: dlq.url }] as const;
    }),
  );
  return Object.fromEntries(created) as Record<QueueName, { url: string; arn: string; dlqUrl: string }>;
}

async function createQueue(sqs: SQSClient, name: string, attributes: Record<string, string>) {
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
  return { url: QueueUrl!, arn: attrs.Attributes!.QueueArn! };
}

export const localDataDir = (cwd = process.cwd()) => join(cwd, '.local');
