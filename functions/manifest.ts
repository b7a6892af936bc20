// Everything that runs: route groups (one Lambda each), queue workers and scheduled jobs.
// The CDK stacks and local mode both build from this list, so they cannot drift apart.
import type { QueueName, ResourceUse } from '../shared/config/resource-use.js';
import type { RouteGroupManifest } from '../shared/http/route-manifest.js';
import { authRoutes } from './http/auth/routes.js';
import { teamRoutes } from './http/team/routes.js';
import { organisationsRoutes } from './http/organisations/routes.js';
import { adminRoutes } from './http/admin/routes.js';
import { healthRoutes } from './http/health/routes.js';
import { filesRoutes } from './http/files/routes.js';
import { accountsRoutes } from './http/accounts/routes.js';
import { webhooksRoutes } from './http/webhooks/routes.js';
import { paymentsRoutes } from './http/payments/routes.js';
import { checkoutRoutes } from './http/checkout/routes.js';
import { callbacksRoutes } from './http/callbacks/routes.js';
import { providersRoutes } from './http/providers/routes.js';
import { affiliationsRoutes } from './http/affiliations/routes.js';
import { paymentLinksRoutes } from './http/payment-links/routes.js';
import { linksRoutes } from './http/links/routes.js';
import { v2Routes } from './http/v2/routes.js';

/** Route groups; each one's handler is `functions/http/<name>/handler.ts`. */
export const routeGroups: readonly RouteGroupManifest[] = [healthRoutes, authRoutes, teamRoutes, organisationsRoutes, adminRoutes, filesRoutes, accountsRoutes, providersRoutes, affiliationsRoutes, paymentsRoutes, paymentLinksRoutes, checkoutRoutes, linksRoutes, callbacksRoutes, webhooksRoutes, v2Routes];

/**
 * The group that answers every request no route matches (API Gateway's `$default` route):
 * 404 `route_not_found`, or 405 when the path exists with other methods.
 */
export const FALLBACK_GROUP = 'fallback';

export const handlerEntry = (group: string) => `functions/http/${group}/handler.ts`;


export interface QueueSpec {
  readonly name: QueueName;
  /** Seconds a received message stays invisible; above the worker's time-out. */
  readonly visibilityTimeoutSeconds: number;
  /** Receives before a message is moved to the queue's DLQ. */
  readonly maxReceiveCount: number;
  /** Environment variable through which functions learn the queue URL. */
  readonly urlEnv: 'OUTBOX_QUEUE_URL' | 'WEBHOOK_QUEUE_URL' | 'EXPORT_QUEUE_URL';
}

export const queues: readonly QueueSpec[] = [
  { name: 'outbox', visibilityTimeoutSeconds: 60, maxReceiveCount: 5, urlEnv: 'OUTBOX_QUEUE_URL' },
  { name: 'webhooks', visibilityTimeoutSeconds: 60, maxReceiveCount: 5, urlEnv: 'WEBHOOK_QUEUE_URL' },
  // Payment exports (issue 29): one job per message, minutes long; a job that failed three times is failed for good.
  { name: 'exports', visibilityTimeoutSeconds: 960, maxReceiveCount: 3, urlEnv: 'EXPORT_QUEUE_URL' },
];

export interface WorkerSpec {
  readonly name: string;
  readonly queue: QueueName;
  readonly batchSize: number;
  readonly timeoutSeconds: number;
  /** What the worker may use besides receiving from its own queue (granted by the event source). */
  readonly uses: ResourceUse;
}

/** Queue workers; each one's handler is `functions/workers/<name>/handler.ts`. */
export const workers: readonly WorkerSpec[] = [
  // Emails, and the fan-out of payment events to webhook deliveries.
  // Ends attempts at their providers (opens their credentials), whose endings raise events in turn.
  { name: 'outbox', queue: 'outbox', batchSize: 10, timeoutSeconds: 30, uses: { table: ['read', 'write', 'delete'], key: ['decrypt'], queues: ['webhooks', 'outbox', 'exports'], email: true } },
  // Opens each endpoint's signing secret; queues the next try with its delay.
  { name: 'webhook-delivery', queue: 'webhooks', batchSize: 10, timeoutSeconds: 30, uses: { table: ['read', 'write', 'delete'], key: ['decrypt'], queues: ['webhooks'] } },
  // Writes a payment export's CSV to the files bucket in parts (issue 29); opens the cursor-signing
  // secret when it pages a search. One job at a time, up to Lambda's 15 minutes.
  { name: 'payments-export', queue: 'exports', batchSize: 1, timeoutSeconds: 900, uses: { table: ['read', 'write'], key: ['decrypt'], bucket: ['write'] } },
];

export interface ScheduleSpec {
  readonly name: string;
  readonly everyMinutes: number;
  readonly timeoutSeconds: number;
  readonly uses: ResourceUse;
}

/** Scheduled jobs; each one's handler is `functions/workers/<name>/handler.ts`. */
export const schedules: readonly ScheduleSpec[] = [
  { name: 'outbox-relay', everyMinutes: 1, timeoutSeconds: 60, uses: { table: ['read', 'write', 'delete'], queues: ['outbox'] } },
  // Asks providers about attempts left open: opens their credentials.
  { name: 'payments-poller', everyMinutes: 1, timeoutSeconds: 60, uses: { table: ['read', 'write', 'delete'], key: ['decrypt'], queues: ['outbox'] } },
  { name: 'payments-expiry', everyMinutes: 1, timeoutSeconds: 60, uses: { table: ['read', 'write', 'delete'], queues: ['outbox'] } },
  // Warns about, then disables, the webhook endpoints failing for days (emails through the outbox).
  { name: 'webhooks-health', everyMinutes: 30, timeoutSeconds: 60, uses: { table: ['read', 'write'], queues: ['outbox'] } },
];

export const workerEntry = (name: string) => `functions/workers/${name}/handler.ts`;
