// Per-stage settings of the CDK app. Everything that differs between sandbox and
// production lives here; the stacks read a resolved StageConfig and never branch on the name.
import { readFileSync } from 'node:fs';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const STAGE_NAMES = ['sandbox', 'production'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export const DEFAULT_STAGE: StageName = 'sandbox';

/** Lets `cdk synth` run offline on a machine with no AWS profile. */
export const FALLBACK_ACCOUNT = '111111111111';
export const FALLBACK_REGION = 'eu-west-3';

export interface StageConfig {
  readonly name: StageName;
  readonly env: { readonly account: string; readonly region: string };
  /** Version of the service (package.json), given to functions as SERVICE_VERSION. */
  readonly serviceVersion: string;
  /**
   * Public address of the API, put in links (callback and logo URLs). A stage setting
   * because a function cannot reference its own HTTP API URL without a dependency cycle.
   */
  readonly publicApiUrl: string;
  /** Public address of the hosted checkout pages (`payUrl`). */
  readonly checkoutUrl: string;
  /**
   * Origin of the merchant dashboard's distribution (context `dashboardUrl`, https): the app is at
   * `<dashboardUrl>/dashboard/` (DASHBOARD_URL, where emailed links lead) and the API on the same origin.
   */
  readonly dashboardUrl: string;
  /**
   * The previous platform's v2 API, where the v2 calls of organisations not yet migrated are
   * relayed (context `v2RelayBaseUrl`, https). Unset: a relayed organisation's v2 calls answer 502.
   */
  readonly v2RelayBaseUrl?: string;
  /** Sender of outgoing email; its address or domain must be a verified SES identity. */
  readonly emailFrom: string;
  /** Where DLQ alarms are mailed; none means the alarm topic has no subscriber yet. */
  readonly alarmEmail?: string;
  readonly table: {
    readonly deletionProtection: boolean;
    readonly pointInTimeRecovery: boolean;
  };
  /** RETAIN keeps tables, keys, buckets and queues when their stack is deleted or they are replaced. */
  readonly statefulRemovalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /** Default route throttling of the HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Webhooks and provider calls may never reach loopback addresses on AWS. */
  readonly allowLoopbackOutbound: false;
}

type StageSettings = Omit<StageConfig, 'name' | 'env' | 'serviceVersion' | 'v2RelayBaseUrl'>;

const STAGES: Record<StageName, StageSettings> = {
  sandbox: {
    publicApiUrl: 'https://api.sandbox.payments.example.tn',
    checkoutUrl: 'https://checkout.sandbox.payments.example.tn',
    dashboardUrl: 'https://dashboard.sandbox.payments.example.tn',
    emailFrom: 'Paiements (sandbox) <no-reply@sandbox.payments.example.tn>',
    table: { deletionProtection: false, pointInTimeRecovery: true },
    statefulRemovalPolicy: RemovalPolicy.DESTROY,
    logRetention: RetentionDays.ONE_MONTH,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    allowLoopbackOutbound: false,
  },
  production: {
    publicApiUrl: 'https://api.payments.example.tn',
    checkoutUrl: 'https://checkout.payments.example.tn',
    dashboardUrl: 'https://dashboard.payments.example.tn',
    emailFrom: 'Paiements <no-reply@payments.example.tn>',
    table: { deletionProtection: true, pointInTimeRecovery: true },
    statefulRemovalPolicy: RemovalPolicy.RETAIN,
    logRetention: RetentionDays.SIX_MONTHS,
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    allowLoopbackOutbound: false,
  },
};

/** What the CDK app knows when it starts: its context and the CLI's environment. */
export interface StageInputs {
  /** Reads a context value (`-c key=value` or cdk.json). */
  readonly context: (key: string) => unknown;
  readonly processEnv?: NodeJS.ProcessEnv;
}

const isStageName = (value: string): value is StageName => (STAGE_NAMES as readonly string[]).includes(value);

function optionalString(context: StageInputs['context'], key: string): string | undefined {
  const value = context(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}

function httpsUrl(key: string, value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`${key} must be an https URL, got ${value}`);
  return value.replace(/\/+$/, '');
}

export function readServiceVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Resolves the stage chosen by context `stage` (default sandbox). Context keys
 * `publicApiUrl`, `checkoutUrl`, `dashboardUrl`, `emailFrom` and `alarmEmail` override the stage's values, and
 * `v2RelayBaseUrl` names the previous platform's v2 API,
 * so that a deployment can point at its real domain without a code change.
 */
export function resolveStageConfig({ context, processEnv = process.env }: StageInputs): StageConfig {
  const name = optionalString(context, 'stage') ?? DEFAULT_STAGE;
  if (!isStageName(name)) throw new Error(`Unknown stage "${name}"; expected one of ${STAGE_NAMES.join(', ')}`);
  const settings = STAGES[name];
  const publicApiUrl = optionalString(context, 'publicApiUrl') ?? settings.publicApiUrl;
  const checkoutUrl = optionalString(context, 'checkoutUrl') ?? settings.checkoutUrl;
  const dashboardUrl = optionalString(context, 'dashboardUrl') ?? settings.dashboardUrl;
  const alarmEmail = optionalString(context, 'alarmEmail') ?? settings.alarmEmail;
  const v2RelayBaseUrl = optionalString(context, 'v2RelayBaseUrl');
  return {
    ...settings,
    name,
    env: {
      account: processEnv.CDK_DEFAULT_ACCOUNT || FALLBACK_ACCOUNT,
      region: processEnv.CDK_DEFAULT_REGION || FALLBACK_REGION,
    },
    serviceVersion: readServiceVersion(),
    publicApiUrl: httpsUrl('publicApiUrl', publicApiUrl),
    checkoutUrl: httpsUrl('checkoutUrl', checkoutUrl),
    dashboardUrl: httpsUrl('dashboardUrl', dashboardUrl),
    emailFrom: optionalString(context, 'emailFrom') ?? settings.emailFrom,
    ...(alarmEmail ? { alarmEmail } : {}),
    ...(v2RelayBaseUrl ? { v2RelayBaseUrl: httpsUrl('v2RelayBaseUrl', v2RelayBaseUrl) } : {}),
  };
}

/** Prefix of stack names and physical names of a stage: `Payments-sandbox`. */
export const stackPrefix = (stage: StageConfig) => `Payments-${stage.name}`;

/**
 * The files bucket's name, fixed per stage, account and region (bucket names are global).
 * Known at synth time, so functions get a literal ARN and the cdk-nag acknowledgement of
 * its object wildcard can name it exactly.
 */
export const filesBucketName = (stage: StageConfig) =>
  `payments-${stage.name}-files-${stage.env.account}-${stage.env.region}`;
