// The operator's dashboard and alarms: every route group, worker and provider is on the
// dashboard, and the alarms that page (5xx rate, provider error rate, failed webhook deliveries)
// publish to the stage's alarm topic.
import { describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/manifest.js';
import { PROVIDER_CODES } from '../../shared/domain/payments.js';
import { ALARMS } from '../../lib/infra/stacks/monitoring-stack.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('sandbox');
const template = service.templates.monitoring;
const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
// The dashboard's JSON, its escapes removed, so that metric arrays read as written.
const body = JSON.stringify(Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties?.DashboardBody).replace(/\\/g, '');

describe('monitoring', () => {
  it('has one dashboard per stage, named after it', () => {
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'payments-sandbox' });
  });

  it('shows every route group function, the API, the table, the DLQs, each provider and the webhook tries', () => {
    for (const group of routeGroups) expect(body).toContain(`http/${group.name}`);
    for (const provider of PROVIDER_CODES) {
      expect(body).toContain(`"ProviderErrors","provider","${provider}"`);
      expect(body).toContain(`"ProviderLatency","provider","${provider}"`);
    }
    for (const needle of ['AWS/ApiGateway', '5xx', 'ReadThrottleEvents', 'WriteThrottleEvents', 'ApproximateNumberOfMessagesVisible', 'WebhookTries', 'Settlements', 'PaymentsCreated', 'Throttles']) {
      expect(body, needle).toContain(needle);
    }
  });

  it('alarms on the 5xx rate, on each provider error rate and on failed webhook deliveries, paging the alarm topic', () => {
    const topic = logicalIdOf(service.data.alarmTopic);
    const descriptions = alarms.map((a) => String(a.Properties?.AlarmDescription));
    expect(descriptions.filter((d) => d.includes('answered 5xx'))).toHaveLength(1);
    for (const provider of PROVIDER_CODES) {
      expect(descriptions.filter((d) => d.includes(`calls to ${provider} failed`)), provider).toHaveLength(1);
    }
    expect(descriptions.filter((d) => d.includes('ran out of automatic tries'))).toHaveLength(1);
    expect(alarms).toHaveLength(2 + PROVIDER_CODES.length);
    for (const alarm of alarms) {
      expect(JSON.stringify(alarm.Properties?.AlarmActions)).toContain(topic);
      expect(JSON.stringify(alarm.Properties?.OKActions)).toContain(topic);
      expect(alarm.Properties?.TreatMissingData).toBe('notBreaching');
      expect(String(alarm.Properties?.AlarmDescription)).toMatch(/docs\/operations\.md#/);
    }
    const fiveXx = alarms.find((a) => String(a.Properties?.AlarmDescription).includes('answered 5xx'))!;
    expect(fiveXx.Properties?.Threshold).toBe(ALARMS.serverErrorRatePercent);
    const webhooks = alarms.find((a) => String(a.Properties?.AlarmDescription).includes('ran out of automatic tries'))!;
    expect(webhooks.Properties).toMatchObject({ MetricName: 'WebhookDeliveriesFailed', Namespace: 'Payments', Threshold: 0 });
  });
});
