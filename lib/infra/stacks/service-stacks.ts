// The service's stacks for one stage, wired together. bin/app.ts and the infra tests both
// build the app through this function, so the tests check what gets deployed.
import { Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { stackPrefix, type StageConfig } from '../config/stages.js';
import { ApiStack } from './api-stack.js';
import { CheckoutStack } from './checkout-stack.js';
import { DashboardStack } from './dashboard-stack.js';
import { DataStack } from './data-stack.js';
import { MonitoringStack } from './monitoring-stack.js';
import { CLOUDFRONT_WAF_REGION, PublicRateLimitsStack } from './public-rate-limits-stack.js';
import { WorkersStack } from './workers-stack.js';

export interface ServiceStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly workers: WorkersStack;
  readonly publicRateLimits: PublicRateLimitsStack;
  readonly checkout: CheckoutStack;
  readonly dashboard: DashboardStack;
  readonly monitoring: MonitoringStack;
}

export function createServiceStacks(scope: Construct, stage: StageConfig): ServiceStacks {
  const prefix = stackPrefix(stage);
  const common = { env: stage.env, stage };
  const data = new DataStack(scope, `${prefix}-Data`, {
    ...common,
    description: `Payments ${stage.name}: table, key, files bucket, queues (stateful)`,
    terminationProtection: stage.name === 'production',
  });
  const api = new ApiStack(scope, `${prefix}-Api`, {
    ...common,
    description: `Payments ${stage.name}: HTTP API and its route group functions`,
    resources: data,
  });
  const workers = new WorkersStack(scope, `${prefix}-Workers`, {
    ...common,
    description: `Payments ${stage.name}: queue workers and scheduled jobs`,
    resources: data,
  });
  // A CloudFront web ACL lives in us-east-1, whatever the stage's region: its ARN reaches the
  // checkout and dashboard stacks through CDK's cross-region references (`Fn::GetStackOutput`, a
  // weak reference resolved when they deploy: `cdk deploy --all` deploys this stack first).
  const publicRateLimits = new PublicRateLimitsStack(scope, `${prefix}-PublicRateLimits`, {
    stage,
    env: { account: stage.env.account, region: CLOUDFRONT_WAF_REGION },
    crossRegionReferences: true,
    description: `Payments ${stage.name}: WAF rate limits of the public checkout, link and callback routes (us-east-1, for CloudFront)`,
  });
  const checkout = new CheckoutStack(scope, `${prefix}-Checkout`, {
    ...common,
    crossRegionReferences: true,
    description: `Payments ${stage.name}: hosted checkout page (CloudFront, S3) in front of the API's public routes`,
    api: api.api,
    webAclArn: publicRateLimits.webAcl.attrArn,
  });
  const dashboard = new DashboardStack(scope, `${prefix}-Dashboard`, {
    ...common,
    crossRegionReferences: true,
    webAclArn: publicRateLimits.webAcl.attrArn,
    description: `Payments ${stage.name}: merchant dashboard (CloudFront, S3) in front of the API it calls`,
    api: api.api,
  });
  const monitoring = new MonitoringStack(scope, `${prefix}-Monitoring`, {
    ...common,
    description: `Payments ${stage.name}: dashboard and alarms`,
    data,
    api,
    workers,
  });
  // Most references to the data stack are tokens and imply this order; the files bucket is
  // referenced by its literal name, so the order is stated rather than left to chance.
  api.addStackDependency(data);
  workers.addStackDependency(data);
  for (const stack of [data, api, workers, publicRateLimits, checkout, dashboard, monitoring]) {
    Tags.of(stack).add('service', 'payments');
    Tags.of(stack).add('stage', stage.name);
  }
  return { data, api, workers, publicRateLimits, checkout, dashboard, monitoring };
}
