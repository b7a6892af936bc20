// Business metrics in CloudWatch's embedded metric format (EMF), written by Powertools for AWS
// Lambda's Metrics: one EMF line per data point, with its dimensions, which CloudWatch turns into
// metrics without an API call. Namespace `Payments`, dimensions `service` and `stage` on every point.
// Local mode and the tests switch them off (POWERTOOLS_METRICS_DISABLED) unless a test asks.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import { keptPerContainer } from '../config/container.js';

export const METRICS_NAMESPACE = 'Payments';

/** Every metric the service emits, with the dimensions it carries (docs/operations.md). */
export interface BusinessMetrics {
  PaymentsCreated: { channel: string };
  AttemptsOpened: { provider: string };
  Settlements: { provider: string; outcome: string };
  /** A failed call (time-out, 5xx, refused...); its code is on the log line `provider call failed`. */
  ProviderErrors: { provider: string };
  ProviderLatency: { provider: string };
  WebhookTries: { outcome: string };
  WebhookDeliveriesFailed: Record<string, never>;
  /** A refund asked of a provider (`requested`) and how it ended (`succeeded`, `failed`). */
  Refunds: { provider: string; outcome: 'requested' | 'succeeded' | 'failed' };
}

let instance: Metrics | undefined;
keptPerContainer(() => {
  instance = undefined;
});

// Built on first use, after the environment is complete (local mode sets it before any request).
const metrics = () =>
  (instance ??= new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'payments',
    defaultDimensions: { stage: process.env.STAGE ?? 'local' },
  }));

function emit<N extends keyof BusinessMetrics>(name: N, dimensions: BusinessMetrics[N], unit: Unit, value: number): void {
  try {
    const point = metrics().singleMetric();
    for (const [key, dimension] of Object.entries(dimensions)) point.addDimension(key, String(dimension));
    // A single metric is written at once, so a point is never lost with a failed invocation.
    point.addMetric(name, unit, value);
  } catch {
    // A metric never fails the work it measures.
  }
}

export const count = <N extends keyof BusinessMetrics>(name: N, dimensions: BusinessMetrics[N], value = 1) =>
  emit(name, dimensions, MetricUnit.Count, value);

export const milliseconds = <N extends keyof BusinessMetrics>(name: N, dimensions: BusinessMetrics[N], value: number) =>
  emit(name, dimensions, MetricUnit.Milliseconds, value);

/** Tests that change the environment between apps build the next instance from it. */
export function resetMetrics(): void {
  instance = undefined;
}
