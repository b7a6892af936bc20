// The environment, parsed once with zod. A missing or malformed variable fails the
// cold start loudly instead of failing a request later.
import * as z from 'zod';
import { MAX_EXPIRY_MINUTES } from '../domain/payments.js';
import { keptPerContainer } from './container.js';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z.string().url().optional();

const schema = z.object({
  STAGE: z.enum(['local', 'test', 'sandbox', 'production']).default('local'),
  SERVICE_VERSION: z.string().default('0.1.0'),
  AWS_REGION: z.string().default('eu-west-3'),
  // Set only for the functions whose manifest declares the resource (shared/config/resource-use.ts):
  // read them through required(), which names what is missing.
  TABLE_NAME: z.string().min(1).optional(),
  FILES_BUCKET: z.string().min(1).optional(),
  KMS_KEY_ID: z.string().min(1).optional(),
  OUTBOX_QUEUE_URL: z.string().url().optional(),
  WEBHOOK_QUEUE_URL: z.string().url().optional(),
  EXPORT_QUEUE_URL: z.string().url().optional(),
  /** Public address of the API, used to build callback and logo URLs. */
  PUBLIC_API_URL: z.string().url(),
  /** Public address of the hosted checkout pages (`payUrl`). */
  CHECKOUT_URL: z.string().url(),
  /** The merchant dashboard, where invitation and password-reset links lead. */
  DASHBOARD_URL: optionalUrl,
  EMAIL_FROM: z.string().default('Paiements <no-reply@payments.example.tn>'),
  /** `ses` on AWS; `file` writes .eml files into MAIL_DIR (local mode and tests). */
  EMAIL_TRANSPORT: z.enum(['ses', 'file']).default('ses'),
  MAIL_DIR: z.string().optional(),
  // Endpoints of the local stand-ins; unset on AWS.
  DYNAMODB_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  KMS_ENDPOINT: optionalUrl,
  /** Webhooks and provider calls may reach loopback addresses: local mode and tests only. */
  ALLOW_LOOPBACK_OUTBOUND: flag,
  /** Session cookies carry `Secure` unless the service is served over plain local http. */
  INSECURE_COOKIES: flag,
  PAYMENTS_DEFAULT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(MAX_EXPIRY_MINUTES).default(1440),
});

export type Env = z.infer<typeof schema>;

/** Links in emails lead to the dashboard; without one configured, to the checkout's origin. */
/**
 * Where payers' browsers and providers reach the public routes (checkout, links, callbacks, logos):
 * the checkout's origin, whose CloudFront distribution carries the WAF rate limits. The API's own
 * domain would skip them (an HTTP API cannot carry a web ACL).
 */
export const publicRoutesOrigin = () => new URL(env().CHECKOUT_URL).origin;

export const dashboardUrl = () => env().DASHBOARD_URL ?? new URL(env().CHECKOUT_URL).origin;

/**
 * A group of settings read from the environment with zod, once per container (a missing or
 * malformed variable fails loudly at first use), and read again after `reset` (tests).
 */
export function environmentSettings<T>(schema: z.ZodType<T>, check: (settings: T) => void = () => {}) {
  let cached: T | undefined;
  keptPerContainer(() => {
    cached = undefined;
  });
  return {
    read(): T {
      if (cached === undefined) {
        const parsed = schema.safeParse(process.env);
        if (!parsed.success) {
          const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          throw new Error(`Invalid environment: ${problems}`);
        }
        check(parsed.data);
        cached = parsed.data;
      }
      return cached;
    },
    reset(): void {
      cached = undefined;
    },
  };
}

const service = environmentSettings(schema, (settings) => {
  if (settings.STAGE === 'production' && (settings.ALLOW_LOOPBACK_OUTBOUND || settings.INSECURE_COOKIES)) {
    throw new Error('Invalid environment: loopback outbound calls and insecure cookies are never allowed in production');
  }
});

export const env: () => Env = service.read;

type DeclaredResource = 'TABLE_NAME' | 'FILES_BUCKET' | 'KMS_KEY_ID' | 'OUTBOX_QUEUE_URL' | 'WEBHOOK_QUEUE_URL' | 'EXPORT_QUEUE_URL';

/** A resource's name or address, which the CDK app sets only where the function's manifest declares it. */
export function required(name: DeclaredResource): string {
  const value = env()[name];
  if (!value) throw new Error(`${name} is not set: this function's manifest does not declare the resource (uses)`);
  return value;
}

/** Tests that rewire the environment in-process call this between set-ups. */
export const resetEnvCache: () => void = service.reset;
