import { describe, expect, it } from 'vitest';
import { queues, schedules, workerEntry, workers } from '../../functions/manifest.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('sandbox');
const template = service.templates.workers;

const rate = (minutes: number) => (minutes === 1 ? 'rate(1 minute)' : `rate(${minutes} minutes)`);

describe('queue workers', () => {
  const cases = workers.map((w) => [w.name, w] as const);
  it.each(cases)('%s consumes its queue and reports batch item failures', (_, worker) => {
    const fn = service.workers.workerFunctions.get(worker.name);
    expect(fn).toBeDefined();
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => (m.Properties?.FunctionName as { Ref: string }).Ref === logicalIdOf(fn!),
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties!;
    expect(mapping.BatchSize).toBe(worker.batchSize);
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(JSON.stringify(mapping.EventSourceArn)).toContain(logicalIdOf(service.data.queues.get(worker.queue)!));

    const props = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(fn!)]!.Properties!;
    expect(props.Timeout).toBe(worker.timeoutSeconds);
    expect(props.Description).toContain(`worker ${worker.name} `);
    expect(workerEntry(worker.name)).toBe(`functions/workers/${worker.name}/handler.ts`);
  });

  it('every worker finishes within its queue visibility timeout', () => {
    for (const worker of workers) {
      const spec = queues.find((q) => q.name === worker.queue)!;
      expect(worker.timeoutSeconds).toBeLessThanOrEqual(spec.visibilityTimeoutSeconds);
    }
  });

  it('every event source mapping belongs to a manifest worker', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'))).toHaveLength(workers.length);
  });
});

describe('scheduled jobs', () => {
  it.each(schedules.map((s) => [s.name, s] as const))('%s runs on its EventBridge rate', (_, schedule) => {
    const fn = service.workers.scheduleFunctions.get(schedule.name);
    expect(fn).toBeDefined();
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule')).filter((rule) =>
      (rule.Properties?.Targets as { Arn: unknown }[]).some(
        (target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(fn!), 'Arn'] }),
      ),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties?.ScheduleExpression).toBe(rate(schedule.everyMinutes));
    expect(rules[0]!.Properties?.State).toBe('ENABLED');

    const props = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(fn!)]!.Properties!;
    expect(props.Timeout).toBe(schedule.timeoutSeconds);

    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalIdOf(fn!), 'Arn'] },
    });
  });

  it('has no rule that the manifest does not declare', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::Events::Rule'))).toHaveLength(schedules.length);
  });
});
