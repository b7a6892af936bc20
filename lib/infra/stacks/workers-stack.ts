// Background work: one function per queue worker (SQS event source) and one per scheduled
// job (EventBridge rate rule), all built from functions/manifest.ts.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { queues as queueSpecs, schedules, workerEntry, workers } from '../../../functions/manifest.js';
import type { StageConfig } from '../config/stages.js';
import { pascalCase, ServiceFunction, type ServiceResources } from '../constructs/service-function.js';

export interface WorkersStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly resources: ServiceResources;
}

export class WorkersStack extends Stack {
  readonly workerFunctions: ReadonlyMap<string, ServiceFunction>;
  readonly scheduleFunctions: ReadonlyMap<string, ServiceFunction>;
  readonly scheduleRules: ReadonlyMap<string, events.Rule>;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const { stage, resources } = props;

    const workerFunctions = new Map<string, ServiceFunction>();
    for (const worker of workers) {
      const spec = queueSpecs.find((q) => q.name === worker.queue);
      const queue = resources.queues.get(worker.queue);
      if (!spec || !queue) throw new Error(`Worker ${worker.name}: no queue ${worker.queue}`);
      // Lambda refuses an SQS trigger whose visibility timeout is shorter than the function's time-out.
      if (spec.visibilityTimeoutSeconds < worker.timeoutSeconds) {
        throw new Error(
          `Worker ${worker.name}: queue ${spec.name} visibility timeout (${spec.visibilityTimeoutSeconds}s) is below the worker time-out (${worker.timeoutSeconds}s)`,
        );
      }
      const fn = new ServiceFunction(this, `${pascalCase(worker.name)}Worker`, {
        stage,
        entry: workerEntry(worker.name),
        description: `Queue worker ${worker.name} of the ${worker.queue} queue (${stage.name})`,
        timeout: Duration.seconds(worker.timeoutSeconds),
      }).bindUses(worker.uses, resources, stage.emailFrom);
      // Grants receive/delete/change-visibility on this queue only.
      fn.addEventSource(new SqsEventSource(queue, { batchSize: worker.batchSize, reportBatchItemFailures: true }));
      workerFunctions.set(worker.name, fn);
    }

    const scheduleFunctions = new Map<string, ServiceFunction>();
    const scheduleRules = new Map<string, events.Rule>();
    for (const schedule of schedules) {
      const id = pascalCase(schedule.name);
      const fn = new ServiceFunction(this, `${id}Schedule`, {
        stage,
        entry: workerEntry(schedule.name),
        description: `Scheduled job ${schedule.name}, every ${schedule.everyMinutes} min (${stage.name})`,
        timeout: Duration.seconds(schedule.timeoutSeconds),
      }).bindUses(schedule.uses, resources, stage.emailFrom);
      const rule = new events.Rule(this, `${id}Rule`, {
        description: `Runs ${schedule.name} every ${schedule.everyMinutes} min`,
        schedule: events.Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(schedule.everyMinutes) })],
      });
      scheduleFunctions.set(schedule.name, fn);
      scheduleRules.set(schedule.name, rule);
    }

    this.workerFunctions = workerFunctions;
    this.scheduleFunctions = scheduleFunctions;
    this.scheduleRules = scheduleRules;
  }
}
