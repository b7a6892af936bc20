// What an operator watches: one CloudWatch dashboard per stage, and the alarms that page the
// stage's alarm topic (docs/operations.md says what each one means and what to do). Built from the
// same manifests as the functions, and from the business metrics the code emits in EMF
// (shared/log/metrics.ts), so a new route group or provider appears without an edit here.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import { queues as queueSpecs } from '../../../functions/manifest.js';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { METRICS_NAMESPACE } from '../../../shared/log/metrics.js';
import type { StageConfig } from '../config/stages.js';
import type { ServiceFunction } from '../constructs/service-function.js';
import type { ApiStack } from './api-stack.js';
import type { DataStack } from './data-stack.js';
import type { WorkersStack } from './workers-stack.js';

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly workers: WorkersStack;
}

const PERIOD = Duration.minutes(5);

/** Alarm thresholds, in one place for docs/operations.md to quote. */
export const ALARMS = {
  /** Share of API requests answered 5xx over 5 minutes, two periods running. */
  serverErrorRatePercent: 1,
  /** Share of a provider's calls that failed (time-out, 5xx, refused) over 5 minutes, two periods running. */
  providerErrorRatePercent: 20,
  /** Webhook deliveries that ran out of automatic tries in 5 minutes. */
  failedWebhookDeliveries: 0,
} as const;

export class MonitoringStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: ReadonlyMap<string, cloudwatch.Alarm>;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage, data, api, workers } = props;
    const dimensionsMap = { service: 'payments', stage: stage.name };
    const business = (metricName: string, extra: Record<string, string> = {}, statistic = 'Sum') =>
      new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { ...dimensionsMap, ...extra }, statistic, period: PERIOD });

    const apiId = api.api.apiId;
    const apiMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId, Stage: api.stage.stageName }, statistic, period: PERIOD });
    const requests = apiMetric('Count', 'Sum');
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: '100 * e5xx / MAX([requests, 1])',
      usingMetrics: { e5xx: apiMetric('5xx', 'Sum'), requests },
      label: 'API 5xx (%)',
      period: PERIOD,
    });
    const clientErrorRate = new cloudwatch.MathExpression({
      expression: '100 * e4xx / MAX([requests, 1])',
      usingMetrics: { e4xx: apiMetric('4xx', 'Sum'), requests },
      label: 'API 4xx (%)',
      period: PERIOD,
    });

    const functions: Array<[string, ServiceFunction]> = [
      ...[...api.routeGroupFunctions].map(([name, fn]) => [`http/${name}`, fn] as [string, ServiceFunction]),
      ...[...workers.workerFunctions, ...workers.scheduleFunctions].map(([name, fn]) => [name, fn] as [string, ServiceFunction]),
    ];

    const providerErrorRate = (provider: string) => {
      // Ids are unique per graph: one pair per provider.
      const id = provider.replace(/[^a-z0-9]/g, '');
      return new cloudwatch.MathExpression({
        // Latency's sample count is the number of calls made; errors are the failed ones among them.
        // No SEARCH here: an alarm can only use metrics it names.
        expression: `100 * FILL(errors${id}, 0) / MAX([calls${id}, 1])`,
        usingMetrics: {
          [`errors${id}`]: business('ProviderErrors', { provider }),
          [`calls${id}`]: business('ProviderLatency', { provider }, 'SampleCount'),
        },
        label: provider,
        period: PERIOD,
      });
    };

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `payments-${stage.name}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# Payments ${stage.name}\nWhat each alarm means and what to do: docs/operations.md in the repository.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'API requests', left: [requests], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'API 4xx and 5xx (%)', left: [clientErrorRate, serverErrorRate], width: 8 }),
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        left: [apiMetric('Latency', 'p50'), apiMetric('Latency', 'p99')],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Duration p99 per function (ms)',
        left: functions.map(([name, fn]) => fn.metricDuration({ statistic: 'p99', period: PERIOD, label: name })),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Errors per function',
        left: functions.map(([name, fn]) => fn.metricErrors({ period: PERIOD, label: name })),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Throttles per function',
        left: functions.map(([name, fn]) => fn.metricThrottles({ period: PERIOD, label: name })),
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Payments created and settled',
        left: [
          new cloudwatch.MathExpression({
            expression: `SUM(SEARCH('{${METRICS_NAMESPACE},channel,service,stage} MetricName="PaymentsCreated" stage="${stage.name}"', 'Sum', 300))`,
            label: 'created',
            period: PERIOD,
          }),
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${METRICS_NAMESPACE},outcome,provider,service,stage} MetricName="Settlements" stage="${stage.name}"', 'Sum', 300)`,
            label: 'settlements',
            period: PERIOD,
          }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Provider error rate (%)',
        left: PROVIDER_CODES.map(providerErrorRate),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Provider latency p99 (ms)',
        left: PROVIDER_CODES.map((provider) => business('ProviderLatency', { provider }, 'p99').with({ label: provider })),
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Webhook tries by outcome',
        left: [
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${METRICS_NAMESPACE},outcome,service,stage} MetricName="WebhookTries" stage="${stage.name}"', 'Sum', 300)`,
            label: 'tries',
            period: PERIOD,
          }),
        ],
        right: [business('WebhookDeliveriesFailed').with({ label: 'deliveries failed for good' })],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttles',
        left: [
          data.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: PERIOD }),
          data.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: PERIOD }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Messages in the dead-letter queues',
        left: queueSpecs.map((spec) =>
          data.deadLetterQueues.get(spec.name)!.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: spec.name }),
        ),
        width: 8,
      }),
    );

    const alarms = new Map<string, cloudwatch.Alarm>();
    const page = (alarm: cloudwatch.Alarm) => {
      alarm.addAlarmAction(new SnsAction(data.alarmTopic));
      alarm.addOkAction(new SnsAction(data.alarmTopic));
      return alarm;
    };
    alarms.set(
      'ApiServerErrors',
      page(
        new cloudwatch.Alarm(this, 'ApiServerErrorsAlarm', {
          alarmDescription: `More than ${ALARMS.serverErrorRatePercent}% of API requests answered 5xx for 10 minutes (docs/operations.md#api-5xx)`,
          metric: serverErrorRate,
          threshold: ALARMS.serverErrorRatePercent,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 2,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      ),
    );
    for (const provider of PROVIDER_CODES) {
      alarms.set(
        `ProviderErrors:${provider}`,
        page(
          new cloudwatch.Alarm(this, `ProviderErrors${provider.replace(/[^A-Za-z0-9]/g, '')}Alarm`, {
            alarmDescription: `More than ${ALARMS.providerErrorRatePercent}% of calls to ${provider} failed for 10 minutes (docs/operations.md#provider-errors)`,
            metric: providerErrorRate(provider),
            threshold: ALARMS.providerErrorRatePercent,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
            evaluationPeriods: 2,
            treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          }),
        ),
      );
    }
    alarms.set(
      'WebhookDeliveriesFailed',
      page(
        new cloudwatch.Alarm(this, 'WebhookDeliveriesFailedAlarm', {
          alarmDescription: 'A webhook delivery ran out of automatic tries: a merchant was not told of a payment (docs/operations.md#webhook-failed)',
          metric: business('WebhookDeliveriesFailed'),
          threshold: ALARMS.failedWebhookDeliveries,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      ),
    );
    this.alarms = alarms;
  }
}
